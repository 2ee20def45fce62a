package io.github.mkrules.core.skills;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.Alternative;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.cards.RoundEffects;
import io.github.mkrules.core.effect.CrystalFromDie;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.HandBack;
import io.github.mkrules.core.effect.WhenBack;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;

/**
 * What an interactive token in the centre does to the other players (R-SKILLS-4.2), as its effect's words say:
 * {@code hand-back} (another player hands a cooperative token back to its owner face down with {@code skill <id>}
 * in their own turn, and gets the term), {@code while-in-centre} (every other player's turn starts with the term)
 * and {@code when-back} (the owner gets the term when the token comes back at the start of their next turn).
 */
public final class InteractiveSkills {
  private InteractiveSkills() {}

  /**
   * The player whose token lies in the centre, or -1.
   *
   * @param d the draft
   * @param skill the skill id
   * @return the owner's index, or -1 when the token is not in the centre
   */
  static int ownerInCentre(Draft d, String skill) {
    for (PlayerState p : d.players) {
      if (p.skillsInCentre().contains(skill)) {
        return p.index();
      }
    }
    return -1;
  }

  /**
   * Checks handing another player's cooperative token back (R-SKILLS-4.2).
   *
   * @param d the draft
   * @param use the use, of a skill the active player does not own
   * @return a rejection, or null if legal
   */
  static Rejection checkHandBack(Draft d, UseSkill use) {
    int owner = ownerInCentre(d, use.skill());
    if (owner < 0 || owner == d.turn.player()) {
      return reject("R-SKILLS-2.1", "you do not have the skill '" + use.skill() + "'");
    }
    HandBack word = word(d, use.skill(), HandBack.class);
    if (word == null) {
      return reject("R-SKILLS-4.2", "'" + use.skill() + "' lies in the centre but cannot be handed back");
    }
    if (use.option() != 0) {
      return reject("R-EFFECTS-1", "handing '" + use.skill() + "' back has 1 option");
    }
    for (Effect atom : atoms(word.effect())) {
      if (!EffectResolver.usable(d, atom)) {
        return reject("R-EFFECTS-1", EffectResolver.notUsableReason(d, atom));
      }
    }
    return null;
  }

  /**
   * Hands a checked token back to its owner face down; the active player gets the {@code hand-back} term.
   *
   * @param d the draft
   * @param use the use
   */
  static void applyHandBack(Draft d, UseSkill use) {
    returnToken(d, use.skill());
    d.emit(new Event.SkillUsed(d.turn.player(), use.skill()));
    resolve(d, word(d, use.skill(), HandBack.class).effect(), use.skill());
  }

  /**
   * A token in the centre goes back to its owner face down because its effect was used (Mana Overload's
   * {@code powered-bonus}); nothing when the source is no token in the centre.
   *
   * @param d the draft
   * @param skill the id of the effect's source
   */
  public static void returnToken(Draft d, String skill) {
    int owner = ownerInCentre(d, skill);
    if (owner < 0) {
      return;
    }
    PlayerState p = d.players[owner];
    d.players[owner] = p.withSkills(p.skills(), Lists.with(p.flippedSkills(), skill),
        Lists.without(p.skillsInCentre(), skill));
    RoundEffects.tokenBack(d, owner, skill);
  }

  /**
   * The tokens in other players' centres that the active player may hand back.
   *
   * @param d the draft
   * @param out where to add the uses
   */
  static void legalHandBacks(Draft d, List<Action> out) {
    for (PlayerState p : d.players) {
      if (p.index() == d.turn.player()) {
        continue;
      }
      for (String skill : p.skillsInCentre()) {
        UseSkill use = new UseSkill(skill, 0);
        if (checkHandBack(d, use) == null) {
          out.add(use);
        }
      }
    }
  }

  /**
   * At the start of a player's turn: the tokens that just came back give their owner the {@code when-back} term,
   * and the other players' tokens in the centre give this player the {@code while-in-centre} terms recorded when
   * they were placed (the alternative then chosen: Mana Exploit's colour), as the cards' round effects do.
   *
   * @param d the draft, its turn started
   * @param returned the player's tokens that came back from the centre
   */
  public static void atTurnStart(Draft d, List<String> returned) {
    for (String skill : returned) {
      WhenBack back = word(d, skill, WhenBack.class);
      if (back != null) {
        resolve(d, back.effect(), skill);
      }
    }
    // the while-in-centre terms recorded when the other players placed their tokens, and the cards' round effects
    RoundEffects.atTurnStart(d);
  }

  /** The word of a type in a skill's effect (the same in every alternative), or null. */
  private static <W extends Effect> W word(Draft d, String skill, Class<W> type) {
    List<Alternative> alternatives = d.effects.skill(skill);
    if (alternatives == null) {
      return null;
    }
    for (Effect atom : alternatives.get(0).atoms()) {
      if (type.isInstance(atom)) {
        return type.cast(atom);
      }
    }
    return null;
  }

  private static void resolve(Draft d, Effect term, String skill) {
    for (Effect atom : atoms(term)) {
      if (atom instanceof CrystalFromDie) {
        SkillChoices.crystalFromDie(d, (CrystalFromDie) atom); // its die is picked next
      } else {
        EffectResolver.resolve(d, atom, 0, skill);
      }
    }
  }

  private static List<Effect> atoms(Effect term) {
    return term instanceof Effect.Sequence ? ((Effect.Sequence) term).steps() : List.of(term);
  }

  private static Rejection reject(String rule, String detail) {
    return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, rule, detail);
  }
}
