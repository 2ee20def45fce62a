package io.github.mkrules.core.cards;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.effect.ClaimDie;
import io.github.mkrules.core.effect.EachTurn;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.OthersEachTurn;
import io.github.mkrules.core.effect.WhileInCentre;
import io.github.mkrules.core.effect.WoundOnMana;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.skills.InteractiveSkills;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;

/**
 * What outlasts the turn: a Source die kept until the end of the Round ({@code claim-die}, Mana Claim), the terms
 * that start the player's later turns ({@code each-turn}) or the other players' turns ({@code others-each-turn}
 * until the Round ends, {@code while-in-centre} while the skill token lies in the centre, R-SKILLS-4.2), and the
 * Wounds for using mana of a colour ({@code wound-on-mana}). They live in {@code PlayerState.keptDice} and
 * {@code PlayerState.roundEffects}, which the Round's end empties (R-ROUND-2.2, R-ROUND-2.7).
 */
public final class RoundEffects {
  private RoundEffects() {}

  /**
   * Whether a word is one of these.
   *
   * @param word the word
   * @return true for claim-die, each-turn, others-each-turn, while-in-centre and wound-on-mana
   */
  static boolean owns(Effect.Word word) {
    return word instanceof ClaimDie || word instanceof EachTurn || word instanceof OthersEachTurn
        || word instanceof WhileInCentre || word instanceof WoundOnMana;
  }

  /**
   * Whether a word can be used now: {@code claim-die} needs a die of its colour in the Source.
   *
   * @param d the draft
   * @param word the word
   * @return true if usable
   */
  static boolean usable(Draft d, Effect.Word word) {
    return !(word instanceof ClaimDie) || die(d, ((ClaimDie) word).color()) >= 0;
  }

  /**
   * Resolves a word for the active player.
   *
   * @param d the draft
   * @param word the word
   * @param source the card or skill whose effect it is
   */
  static void resolve(Draft d, Effect.Word word, String source) {
    PlayerState p = d.active();
    if (word instanceof ClaimDie) {
      int i = die(d, ((ClaimDie) word).color());
      if (i < 0) {
        return; // the payment left one (ManaSteps), so only a die taken since could be missing
      }
      List<ManaDie> dice = new ArrayList<>(d.source);
      dice.set(i, new ManaDie(dice.get(i).color(), p.index())); // out of the Source until the Round ends
      d.source = List.copyOf(dice);
      d.setActive(p.withRoundEffects(Lists.with(p.keptDice(), i), p.roundEffects()));
    } else if (word instanceof WoundOnMana) {
      d.turn = d.turn.withModifier(source + " " + word); // this turn
    } else {
      d.setActive(p.withRoundEffects(p.keptDice(), Lists.with(p.roundEffects(), source + " " + word)));
    }
  }

  /** The first die in the Source showing a colour, or -1. */
  private static int die(Draft d, ManaColor color) {
    for (int i = 0; i < d.source.size(); i++) {
      if (d.source.get(i).takenBy() < 0 && d.source.get(i).color() == color) {
        return i;
      }
    }
    return -1;
  }

  /**
   * At the start of a player's turn: their own {@code each-turn} terms, and the other players'
   * {@code others-each-turn} and {@code while-in-centre} terms, resolve for them (R-SKILLS-4.2: an interactive
   * token affects the other players during their turns).
   *
   * @param d the draft, its turn started
   */
  public static void atTurnStart(Draft d) {
    for (Modifier m : startTerms(d, d.turn.player())) {
      for (Effect atom : WordEffects.atoms(term(m))) {
        EffectResolver.resolve(d, atom, 0, m.source());
      }
    }
  }

  /**
   * The mana tokens the round effects give a player when their turn starts (so the turn is still untouched, R-TURN-3).
   *
   * @param d the draft
   * @param p the player
   * @return the tokens, in the order they are gained
   */
  public static List<ManaColor> startTokens(Draft d, int p) {
    List<ManaColor> out = new ArrayList<>();
    for (Modifier m : startTerms(d, p)) {
      for (Effect atom : WordEffects.atoms(term(m))) {
        if (atom instanceof Effect.GainToken) {
          out.add(((Effect.GainToken) atom).colors().get(0));
        }
      }
    }
    return out;
  }

  /**
   * The round effects that start a player's turn: their own each-turn, the others' others-each-turn (a Spell's,
   * which spares no team-mate, S-GENERAL-26) and the terms of the other players' tokens in the centre, but not
   * a competitive token's for its owner's team-mate ({@link InteractiveSkills#sparesTeamMate}, S-GENERAL-25).
   */
  private static List<Modifier> startTerms(Draft d, int me) {
    List<Modifier> out = new ArrayList<>();
    for (PlayerState player : d.players) {
      for (String entry : player.roundEffects()) {
        Modifier m = Modifier.parse(entry);
        if (player.index() == me ? m.word() instanceof EachTurn
            : m.word() instanceof OthersEachTurn
            || m.word() instanceof WhileInCentre && !InteractiveSkills.sparesTeamMate(d, m.source(), player.index(), me)) {
          out.add(m);
        }
      }
    }
    return out;
  }

  private static Effect term(Modifier m) {
    return m.word() instanceof EachTurn ? ((EachTurn) m.word()).effect()
        : m.word() instanceof OthersEachTurn ? ((OthersEachTurn) m.word()).effect()
        : ((WhileInCentre) m.word()).effect();
  }

  /**
   * A skill token leaves the centre (back to its owner, R-SKILLS-4.2): its {@code while-in-centre} term ends.
   *
   * @param d the draft
   * @param p the owner
   * @param skill the skill
   */
  public static void tokenBack(Draft d, int p, String skill) {
    PlayerState player = d.players[p];
    List<String> kept = new ArrayList<>();
    for (String entry : player.roundEffects()) {
      if (!entry.startsWith(skill + " ")) {
        kept.add(entry);
      }
    }
    if (kept.size() != player.roundEffects().size()) {
      d.players[p] = player.withRoundEffects(player.keptDice(), kept);
    }
  }

  /**
   * Mana was used as a colour (R-MANA-2.1: gold used as a basic colour counts as that colour): each
   * {@code wound-on-mana} of the turn that counts it gives the player a Wound into hand, at most once this turn, or
   * once per colour with {@code each-color} (the uses are kept in {@code TurnState.used}).
   *
   * @param d the draft
   * @param color the colour the mana was used as
   */
  public static void manaUsed(Draft d, ManaColor color) {
    if (d.turn.modifiers().isEmpty()) {
      return;
    }
    for (Modifier m : Modifier.of(d.turn, WoundOnMana.class)) {
      WoundOnMana word = m.word(WoundOnMana.class);
      String mark = m.text() + (word.eachColor() ? " " + color.id() : "");
      if (word.counts(color) && !d.turn.used().contains(mark)) {
        d.turn = d.turn.withUsed(mark);
        EffectResolver.takeWounds(d, 1);
      }
    }
  }
}
