package io.github.mkrules.core.cards;

import io.github.mkrules.api.internal.Nullable;
import io.github.mkrules.api.internal.ValueStyle;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.Effect;
import java.util.List;
import org.immutables.value.Value;

/**
 * One fully chosen way to resolve a card's effect: the atoms it gives, in order, after every "OR" and every
 * colour choice has been made. {@code PlayCard.option} is the index of the alternative in
 * {@link Alternatives#of}. A plain alternative comes from {@link #of}; the generated {@code with…} copies set the
 * rest.
 *
 * @param atoms the atomic effects, in order
 * @param extraMana for Crystallize's basic effect, the colour of the extra mana paid; null otherwise
 * @param drawsDie for Mana Draw's powered effect: a Source die is taken and turned to a colour, both picked
 *     after the play (issue 14), and two mana tokens of that colour are gained
 * @param compound for Concentration and Will Focus, the bonus added to the other card's Move or Influence;
 *     -1 when the card is not compound
 * @param discardOther for Improvisation, whether another card must be discarded
 * @param offerPick for Training, the position in the Advanced Actions offer of the card taken; -1 otherwise
 * @param toHand for Training, whether the card taken goes to the hand rather than the discard pile
 */
@ValueStyle
@Value.Builder
public record Alternative(
    List<Effect> atoms, @Nullable ManaColor extraMana, boolean drawsDie, int compound,
    boolean discardOther, int offerPick, boolean toHand) implements WithAlternative {
  /**
   * A plain alternative.
   *
   * @param atoms the atoms
   * @return the alternative
   */
  public static Alternative of(List<Effect> atoms) {
    return new Alternative(List.copyOf(atoms), null, false, -1, false, -1, false);
  }
}
