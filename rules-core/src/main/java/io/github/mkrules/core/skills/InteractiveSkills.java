package io.github.mkrules.core.skills;

import io.github.mkrules.api.content.SkillKind;
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
import io.github.mkrules.core.scenario.OwnedSites;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;

/**
 * What an interactive token in the centre does to the other players (R-SKILLS-4.2), as its effect's words say:
 * {@code hand-back} (another player hands a cooperative token back to its owner face down with {@code skill <id>}
 * in their own turn, and gets the term), {@code while-in-centre} (every other player's turn starts with the term)
 * and {@code when-back} (the owner gets the term when the token comes back at the start of their next turn). A
 * {@code hand-back solo-owner} token of a game of one player stays in the centre during its owner's next turn for
 * him to take back himself.
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
    if (owner < 0 || owner == d.turn.player() && !ownerMayTake(d, use.skill())) {
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
    String mark = ownerMark(d, use.skill());
    if (d.turn.modifiers().contains(mark)) { // the owner took it back himself (solo-owner)
      d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), mark));
    }
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
   * Whether a use of a skill token is a hand-back: the token lies in another player's centre, or in the active
   * player's own centre and a {@code hand-back solo-owner} lets him take it back in this turn.
   *
   * @param d the draft
   * @param skill the skill id
   * @return true if {@link #checkHandBack} and {@link #applyHandBack} handle the use
   */
  static boolean handsBack(Draft d, String skill) {
    int owner = ownerInCentre(d, skill);
    return owner >= 0 && (owner != d.turn.player() || ownerMayTake(d, skill));
  }

  /**
   * Whether the active player may take his own token back from the centre in this turn: it stayed there at the
   * start of the turn because of {@code hand-back solo-owner} (marked in the turn's modifiers).
   */
  private static boolean ownerMayTake(Draft d, String skill) {
    return !d.turn.modifiers().isEmpty() && d.turn.modifiers().contains(ownerMark(d, skill));
  }

  /** The turn's modifier that lets the owner take the token back: {@code "<skill> <its hand-back word>"}. */
  private static String ownerMark(Draft d, String skill) {
    HandBack word = word(d, skill, HandBack.class);
    return word == null ? skill : skill + " " + word;
  }

  /**
   * The tokens of a player that stay in the centre during the turn starting now instead of coming back face down
   * (R-SKILLS-4.2): in a game of one player, those whose {@code hand-back} has {@code solo-owner}, since nobody else
   * can hand them back (R-PAREA-9 keeps the cooperative token in a solo game; MKDts' solo note for Source Opening).
   * None when the turn is skipped (R-TURN-2).
   *
   * @param d the draft
   * @param owner the player whose turn starts
   * @return the skill ids
   */
  public static List<String> staying(Draft d, PlayerState owner) {
    if (d.players.length != 1 || owner.skillsInCentre().isEmpty() || owner.roundOrderFaceDown()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (String skill : owner.skillsInCentre()) {
      HandBack word = word(d, skill, HandBack.class);
      if (word != null && word.soloOwner()) {
        out.add(skill);
      }
    }
    return out;
  }

  /**
   * At the end of a turn, the tokens that stayed in the centre for their owner to take and were not taken go back
   * to him face down (R-SKILLS-4.2: the token is back by the owner's next turn at the latest).
   *
   * @param d the draft, its turn ending
   */
  public static void atTurnEnd(Draft d) {
    if (d.turn.player() < 0 || d.turn.modifiers().isEmpty()) {
      return;
    }
    for (String skill : d.players[d.turn.player()].skillsInCentre()) {
      if (ownerMayTake(d, skill)) {
        returnToken(d, skill);
      }
    }
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
   * S-GENERAL-25: whether a skill leaves a player alone because he is on its owner's team. A competitive
   * interactive skill ignores the owner's team-mates; a cooperative one is meant for them (it exists only in
   * cooperative games, where every player is on one team, R-PAREA-9).
   *
   * @param d the draft
   * @param skill the skill id
   * @param owner the skill's owner
   * @param other another player
   * @return true if the skill does not act on that player
   */
  public static boolean sparesTeamMate(Draft d, String skill, int owner, int other) {
    return d.content.hasSkill(skill) && d.content.skill(skill).kind() == SkillKind.INTERACTIVE_COMPETITIVE
        && OwnedSites.allied(d, owner, other);
  }

  /**
   * At the start of a player's turn: the tokens that just came back give their owner the {@code when-back} term,
   * and the other players' tokens in the centre give this player the {@code while-in-centre} terms recorded when
   * they were placed (the alternative then chosen: Mana Exploit's colour), as the cards' round effects do.
   *
   * @param d the draft, its turn started
   * @param returned the player's tokens that came back from the centre
   * @param staying the player's tokens that stay in the centre for him to take in this turn ({@link #staying})
   */
  public static void atTurnStart(Draft d, List<String> returned, List<String> staying) {
    for (String skill : staying) {
      d.turn = d.turn.withModifier(ownerMark(d, skill));
    }
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
