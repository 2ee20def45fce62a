package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Expands an effect into its alternatives (R-EFFECTS): "X OR Y" gives one alternative per option, a colour
 * choice one per colour, and a sequence the combinations of its parts, in printed order.
 */
public final class Alternatives {
  /** The size of the Advanced Actions offer (R-SETUP-6). */
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
      } else {
        out.add(withExtraMana(atoms));
      }
    }
    return out;
  }

  /** {@code special pay-mana COLOUR} inside an alternative: one more mana of that colour is paid for it. */
  private static Alternative withExtraMana(List<Effect> atoms) {
    ManaColor extra = null;
    List<Effect> rest = new ArrayList<>();
    for (Effect atom : atoms) {
      if (atom instanceof Effect.Special && ((Effect.Special) atom).id().equals("pay-mana")) {
        extra = ManaColor.fromId(((Effect.Special) atom).args().get(0));
      } else {
        rest.add(atom);
      }
    }
    return extra == null ? Alternative.of(atoms) : Alternative.of(rest).withExtraMana(extra);
  }

  private static void special(Effect.Special special, List<Alternative> out) {
    switch (special.id()) {
      case "crystallize":
        // R-GAIN-2 via Crystallize: pay 1 extra mana of a basic colour, gain a crystal of that colour
        for (ManaColor color : ManaColor.basicColors()) {
          out.add(Alternative.of(List.of(new Effect.GainCrystal(List.of(color)))).withExtraMana(color));
        }
        break;
      case "mana-draw-powered":
        // the die and its colour are picked after the play (issue 14: no die × colour product)
        out.add(Alternative.of(List.of()).withDrawsDie(true));
        break;
      case "concentration":
        // R-COMPOUND-1: the other card's powered effect; its alternatives are chosen through the option too
        out.add(Alternative.of(List.of(special)).withCompound(Integer.parseInt(special.args().get(0))));
        break;
      case "improvisation":
        int n = Integer.parseInt(special.args().get(0));
        for (Effect gain : List.of(new Effect.Gain(GainKind.MOVE, n), new Effect.Gain(GainKind.INFLUENCE, n),
            new Effect.Attack(n, io.github.mkrules.core.effect.AttackKind.MELEE, Element.PHYSICAL),
            new Effect.Block(n, Element.PHYSICAL))) {
          out.add(Alternative.of(List.of(gain)).withDiscardOther(true));
        }
        break;
      case "training":
        // throw away an Action card, take an AA of its colour from the offer (one alternative per position)
        for (int position = 0; position < OFFER_SIZE; position++) {
          out.add(Alternative.of(List.of()).withOfferPick(position).withToHand(special.args().get(0).equals("hand")));
        }
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
        out.add(List.of(new Effect.GainToken(List.of(color))));
      }
    } else if (effect instanceof Effect.GainCrystal && ((Effect.GainCrystal) effect).colors().size() > 1) {
      for (ManaColor color : ((Effect.GainCrystal) effect).colors()) {
        out.add(List.of(new Effect.GainCrystal(List.of(color))));
      }
    } else {
      out.add(List.of(effect));
    }
    return out;
  }
}
