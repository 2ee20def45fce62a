package io.github.mkrules.testkit;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.Multiset;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Invariants of a hero's growth (issue 9): level and everything the level token shows agree with Fame outside
 * the hero's own turn, skill tokens are used within their limits, and Influence is spent only in an
 * interaction.
 */
final class HeroInvariants {
  /** Norowas' Bonds of Loyalty is an extra Command token (heroes-skills-tactics §2.1). */
  static final String BONDS_OF_LOYALTY = "norowas-bonds-of-loyalty";

  private final Content content;

  HeroInvariants(Content content) {
    this.content = content;
  }

  /**
   * R-ENDTURN-6, R-PAREA-2: outside the hero's own turn, the level is the one its Fame reaches (so Armour, hand
   * limit and Command tokens, which the level token shows, agree with Fame too); only during the turn in which
   * Fame was gained may the level lag behind until the end-of-turn level-up (the weaker check of
   * {@link Invariants#levelsConsistent} covers that).
   *
   * @param state a state
   * @return the violations
   */
  List<Violation> levelsReached(GameState state) {
    List<Violation> out = new ArrayList<>();
    for (PlayerState p : state.players()) {
      boolean ownTurn = state.turn().player() == p.index();
      boolean deciding = state.choices().stream().anyMatch(c -> c.player() == p.index());
      if (!ownTurn && !deciding && p.fame() >= 0 && p.level() != content.levels().levelForFame(p.fame())) {
        out.add(new Violation("R-ENDTURN-6", p.hero() + " is level " + p.level() + " with Fame " + p.fame()
            + " outside their turn"));
      }
    }
    return out;
  }

  /**
   * R-PAREA-3, R-PAREA-2.1: no more units than Command tokens: those of the level, plus Bonds of Loyalty.
   *
   * @param state a state
   * @return the violations
   */
  List<Violation> unitsWithinCommand(GameState state) {
    List<Violation> out = new ArrayList<>();
    for (PlayerState p : state.players()) {
      int tokens = content.levels().row(Math.max(1, Math.min(p.level(), content.levels().maxLevel())))
          .commandTokens() + (p.skills().contains(BONDS_OF_LOYALTY) ? 1 : 0);
      if (p.units().size() > tokens) {
        out.add(new Violation("R-PAREA-3", p.hero() + " has " + p.units().size() + " units but " + tokens
            + " Command tokens"));
      }
    }
    return out;
  }

  /**
   * R-SKILLS-4: a face-down or centred token is an owned one and in one place only; a passive skill is never
   * turned over; a once-per-turn skill is never face down; each use is marked once per turn.
   *
   * @param state a state
   * @return the violations
   */
  List<Violation> skillTokens(GameState state) {
    List<Violation> out = new ArrayList<>();
    for (PlayerState p : state.players()) {
      Set<String> owned = new HashSet<>(p.skills());
      if (owned.size() != p.skills().size()) {
        out.add(new Violation("R-SKILLS-2.1", p.hero() + " holds a skill twice: " + p.skills()));
      }
      Set<String> down = new HashSet<>();
      for (String skill : concat(p.flippedSkills(), p.skillsInCentre())) {
        SkillKind kind = content.skill(skill).kind();
        if (!owned.contains(skill) || !down.add(skill) || kind == SkillKind.PASSIVE
            || kind == SkillKind.ONCE_PER_TURN) {
          out.add(new Violation("R-SKILLS-4", p.hero() + "'s '" + skill + "' is turned over or centred wrongly: "
              + p.flippedSkills() + " / " + p.skillsInCentre()));
        }
      }
    }
    Multiset<String> used = HashMultiset.create(state.turn().used());
    for (Multiset.Entry<String> e : used.entrySet()) {
      if (e.getCount() > 1) {
        out.add(new Violation("R-SKILLS-4.3", "'" + e.getElement() + "' is marked used " + e.getCount()
            + " times this turn"));
      }
    }
    return out;
  }

  /**
   * R-SKILLS-4.1, R-SKILLS-4.2, R-SKILLS-4.3: each announced skill use was allowed before it (owned by the user or
   * lying in the centre, face up, not yet used this turn) and leaves the token where its kind puts it.
   *
   * @param before the state an action was applied to
   * @param after the resulting state
   * @param events the action's events
   * @return the violations
   */
  List<Violation> skillUses(GameState before, GameState after, List<Event> events) {
    List<Violation> out = new ArrayList<>();
    for (Event event : events) {
      if (event instanceof Event.Undone) {
        return List.of();
      }
      if (!(event instanceof Event.SkillUsed)) {
        continue;
      }
      Event.SkillUsed use = (Event.SkillUsed) event;
      PlayerState was = before.player(use.player());
      PlayerState is = after.player(use.player());
      Skill skill = content.skill(use.skill());
      if (!was.skills().contains(skill.id())) {
        continue; // a token another player put in the centre, handed back (R-SKILLS-4.2)
      }
      if (was.skillsInCentre().contains(skill.id()) && is.flippedSkills().contains(skill.id())
          && before.players().size() == 1 && takeBack(before.turn(), skill.id())) {
        continue; // the owner of a solo game took his hand-back solo-owner token back in his next turn
      }
      boolean faceUp = !was.flippedSkills().contains(skill.id()) && !was.skillsInCentre().contains(skill.id());
      boolean ok = switch (skill.kind()) {
        case ONCE_PER_TURN -> !before.turn().used().contains(skill.id()) && after.turn().used().contains(skill.id());
        case ONCE_PER_ROUND -> faceUp && is.flippedSkills().contains(skill.id());
        case INTERACTIVE_COMPETITIVE, INTERACTIVE_COOPERATIVE -> faceUp
            && (is.skillsInCentre().contains(skill.id()) || is.flippedSkills().contains(skill.id()));
        default -> false;
      };
      if (!ok) {
        out.add(new Violation(rule(skill.kind()), was.hero() + " used '" + skill.id() + "' beyond its limit"));
      }
    }
    return out;
  }

  /** Whether the turn lets the owner take a token back: a modifier {@code "<skill> hand-back solo-owner …"}. */
  private static boolean takeBack(TurnState turn, String skill) {
    for (String modifier : turn.modifiers()) {
      if (modifier.startsWith(skill + " hand-back solo-owner ")) {
        return true;
      }
    }
    return false;
  }

  private static String rule(SkillKind kind) {
    return switch (kind) {
      case ONCE_PER_TURN -> "R-SKILLS-4.3";
      case ONCE_PER_ROUND -> "R-SKILLS-4.1";
      case PASSIVE -> "R-SKILLS-3";
      default -> "R-SKILLS-4.2";
    };
  }

  /**
   * R-INTERACT-1, R-TURN-6.5: Influence points are spent only in an interaction: within one turn they never go
   * down while no interaction is under way, except that the Influence gathered before the turn's action is lost
   * when a combat or an interaction begins, a card that lets Influence be spent in combat as Block or Attack
   * (Diplomacy's {@code convert influence}, R-EFFECTS-1.2) spends it there, and an Advanced Action learned with
   * Learning (R-EFFECTS-1.2) spends exactly its price anywhere.
   *
   * @param before the state an action was applied to
   * @param after the resulting state
   * @param events the action's events
   * @return the violations
   */
  static List<Violation> influenceSpentInInteraction(GameState before, GameState after, List<Event> events) {
    TurnState was = before.turn();
    TurnState is = after.turn();
    int learned = 0;
    for (Event event : events) {
      if (event instanceof Event.Undone || event instanceof Event.TurnEnded || event instanceof Event.TurnStarted
          || event instanceof Event.CombatStarted || event instanceof Event.InteractionStarted) {
        return List.of();
      }
      if (event instanceof Event.Bought && ((Event.Bought) event).purchase() == Purchase.LEARNED_ADVANCED_ACTION) {
        learned += ((Event.Bought) event).influence();
      }
    }
    boolean converted = is.combat().isPresent()
        && is.modifiers().stream().anyMatch(m -> m.contains(" convert influence "));
    if (was.player() == is.player() && is.influence() < was.influence() - learned && is.interaction().isEmpty()
        && !converted) {
      return List.of(new Violation("R-INTERACT-1", "Influence went from " + was.influence() + " to "
          + is.influence() + " outside an interaction"));
    }
    return List.of();
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }
}
