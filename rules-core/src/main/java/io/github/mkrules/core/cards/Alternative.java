package io.github.mkrules.core.cards;

import io.github.mkrules.api.internal.Nullable;
import io.github.mkrules.api.internal.ValueStyle;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.ClaimDie;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.OfferCard;
import io.github.mkrules.core.effect.PlayOther;
import java.util.List;
import org.immutables.value.Value;

/**
 * One fully chosen way to resolve a card's effect: the atoms it gives, in order, after every "OR" and every
 * colour choice has been made. {@code PlayCard.option} is the index of the alternative in
 * {@link Alternatives#of}. A plain alternative comes from {@link #of}; the generated {@code with…} copies set the
 * rest, which the words of its costs ({@code pay}, {@code discard-card}, {@code throw-away-card}) and of
 * compound plays ({@code play-card}) become.
 *
 * @param atoms the atomic effects, in order, without the cost words
 * @param extraMana the colours of the extra mana paid, one per {@code pay C} (Crystallize, Pure Magic, Altem Mages);
 *     empty otherwise
 * @param drawsDie for Mana Draw's powered effect: a Source die is taken and turned to a colour, both picked
 *     after the play (issue 14), and two mana tokens of that colour are gained
 * @param compound for Concentration, Will Focus and Maximal Effect, how the other action card is played
 *     ({@code play-card}); null when the card is not compound
 * @param discardOther whether another card must be discarded ({@code discard-card}: Improvisation)
 * @param discardColor the colour the discarded card must have ({@code discard-card C}: Magic Talent); null for any
 * @param throwAwayColor the colour of the Action card thrown away as the cost ({@code throw-away-card}:
 *     Decompose); null otherwise
 * @param offerPick for {@code offer-card} (Training, Book of Wisdom), the position in the offer of the card taken;
 *     -1 otherwise
 * @param offer for {@code offer-card}, which offer, where the card goes and whether a crystal comes with it; null
 *     otherwise
 */
@ValueStyle
@Value.Builder
public record Alternative(
    List<Effect> atoms, List<ManaColor> extraMana, boolean drawsDie, @Nullable PlayOther compound,
    boolean discardOther, @Nullable ManaColor discardColor, @Nullable ManaColor throwAwayColor, int offerPick, @Nullable OfferCard offer)
    implements WithAlternative {
  /**
   * A plain alternative.
   *
   * @param atoms the atoms
   * @return the alternative
   */
  public static Alternative of(List<Effect> atoms) {
    return new Alternative(List.copyOf(atoms), List.of(), false, null, false, null, null, -1, null);
  }

  /**
   * Whether the alternative asks for a card from hand as its cost (R-CARDS-6).
   *
   * @return true for a discard or a throw-away cost, or Training's
   */
  public boolean needsCost() {
    return discardOther || throwAwayColor != null || offerPick >= 0;
  }

  /**
   * The colours of which a Source die must stay in the Source after the card's mana is paid, because the effect
   * takes one: any for Mana Draw's powered effect, C for {@code claim-die C} (Mana Claim).
   *
   * @return the colours; empty when the effect takes no die
   */
  public List<ManaColor> leavesDie() {
    if (drawsDie) {
      return List.of(ManaColor.values());
    }
    for (Effect atom : atoms) {
      if (atom instanceof ClaimDie) {
        return List.of(((ClaimDie) atom).color());
      }
    }
    return List.of();
  }

  /**
   * Whether the alternative plays another card's effect (R-COMPOUND-1).
   *
   * @return true for Concentration, Will Focus and Maximal Effect
   */
  public boolean isCompound() {
    return compound != null;
  }
}
