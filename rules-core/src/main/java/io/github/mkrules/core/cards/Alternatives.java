package io.github.mkrules.core.cards;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.DiscardCard;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.OfferCard;
import io.github.mkrules.core.effect.Pay;
import io.github.mkrules.core.effect.PlayOther;
import io.github.mkrules.core.effect.ThrowAwayCard;
import java.util.ArrayList;
import java.util.List;

/**
 * Expands an effect into its alternatives (R-EFFECTS): "X OR Y" gives one alternative per option, a colour
 * choice one per colour, and a sequence the combinations of its parts, in printed order.
 */
public final class Alternatives {
  /** The size of the Advanced Actions and Spells offers (R-SETUP-6). */
  private static final int OFFER_SIZE = 3;

  private Alternatives() {}

  /**
   * The alternatives of an effect.
   *
   * @param effect the effect
   * @return the alternatives, in a fixed order
   */
  public static List<Alternative> of(Effect effect) {
    List<Alternative> out = new ArrayList<>();
    for (List<Effect> atoms : expand(effect)) {
      Effect single = atoms.size() == 1 ? atoms.get(0) : null;
      if (single instanceof Effect.Special) {
        special((Effect.Special) single, out);
      } else if (atoms.stream().anyMatch(a -> a instanceof OfferCard)) {
        // offer-card: one alternative per position of the offer (R-GAIN-3)
        Alternative alternative = withCosts(atoms);
        for (int position = 0; position < OFFER_SIZE; position++) {
          out.add(alternative.withOfferPick(position));
        }
      } else {
        out.add(withCosts(atoms));
      }
    }
    return out;
  }

  /**
   * The cost and compound words of an alternative become its fields: {@code pay C} an extra mana,
   * {@code discard-card [C]} and {@code throw-away-card C} a cost card, {@code play-card} the compound play.
   */
  private static Alternative withCosts(List<Effect> atoms) {
    Alternative alternative = Alternative.of(List.of());
    List<Effect> rest = new ArrayList<>();
    List<ManaColor> pays = new ArrayList<>();
    for (Effect atom : atoms) {
      if (atom instanceof Pay) {
        pays.add(((Pay) atom).color());
      } else if (atom instanceof DiscardCard) {
        alternative = alternative.withDiscardOther(true).withDiscardColor(((DiscardCard) atom).color().orElse(null));
      } else if (atom instanceof ThrowAwayCard) {
        alternative = alternative.withThrowAwayColor(((ThrowAwayCard) atom).color());
      } else if (atom instanceof PlayOther) {
        alternative = alternative.withCompound((PlayOther) atom);
      } else if (atom instanceof OfferCard) {
        alternative = alternative.withOffer((OfferCard) atom);
      } else {
        rest.add(atom);
      }
    }
    return alternative.withAtoms(List.copyOf(rest)).withExtraMana(pays);
  }

  private static void special(Effect.Special special, List<Alternative> out) {
    switch (special.id()) {
      case "mana-draw-powered":
        // the die and its colour are picked after the play (issue 14: no die × colour product)
        out.add(Alternative.of(List.of()).withDrawsDie(true));
        break;
      default:
        out.add(Alternative.of(List.of(special)));
        break;
    }
  }

  /** Every combination of choices, each as a list of atoms. */
  static List<List<Effect>> expand(Effect effect) {
    List<List<Effect>> out = new ArrayList<>();
    if (effect instanceof Effect.Choice) {
      for (Effect option : ((Effect.Choice) effect).options()) {
        out.addAll(expand(option));
      }
    } else if (effect instanceof Effect.Sequence) {
      out.add(List.of());
      for (Effect step : ((Effect.Sequence) effect).steps()) {
        List<List<Effect>> next = new ArrayList<>();
        for (List<Effect> prefix : out) {
          for (List<Effect> tail : expand(step)) {
            List<Effect> joined = new ArrayList<>(prefix);
            joined.addAll(tail);
            next.add(joined);
          }
        }
        out = next;
      }
    } else if (effect instanceof Effect.GainToken && ((Effect.GainToken) effect).colors().size() > 1) {
      for (ManaColor color : ((Effect.GainToken) effect).colors()) {
        out.add(List.of(((Effect.GainToken) effect).of(color)));
      }
    } else if (effect instanceof Effect.GainCrystal && ((Effect.GainCrystal) effect).colors().size() > 1) {
      for (ManaColor color : ((Effect.GainCrystal) effect).colors()) {
        out.add(List.of(new Effect.GainCrystal(List.of(color), ((Effect.GainCrystal) effect).owned())));
      }
    } else {
      out.add(List.of(effect));
    }
    return out;
  }
}
