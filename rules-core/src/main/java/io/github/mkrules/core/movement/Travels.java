package io.github.mkrules.core.movement;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.cards.PlaySteps;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.combat.CombatStart;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.effect.EffectParser;
import io.github.mkrules.core.effect.Travel;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Sites;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code travel N [cost M] [avoid T/T] [assault]} (Wings of Wind, Underground Travel): the hero moves to a space
 * up to N revealed spaces away, terrain ignored, picked as one {@link DecisionKind#CHOOSE_SPACE} among the spaces
 * that can end the move. The way there crosses only revealed spaces, none of an avoided terrain, none with a
 * rampaging enemy (R-MOVE-4.2) and no unconquered fortified site; the move provokes no rampaging enemy and ends on
 * a safe space (R-MOVE-7.4, R-ENDTURN-2). It is a move of the movement part of the turn (R-TURN-6.1).
 */
public final class Travels {
  /** The step of the choice's context: the play's notation, this step, the atom's index, the word. */
  public static final String STEP = "travel";
  private static final String RULE = "R-MOVE-3";

  private Travels() {}

  /**
   * Whether the word can be used now: in the movement part of the turn, out of combat, with a space to end on
   * whose Move points are there.
   *
   * @param d the draft
   * @param travel the word
   * @return true if a destination exists
   */
  public static boolean usable(Draft d, Travel travel) {
    return Combats.get(d) == null && Movement.movementAllowed(d.turn) && d.active().position().isPresent()
        && !destinations(d, travel).isEmpty();
  }

  /**
   * The spaces the move can end on, each with its distance (the fewest spaces to it), in map order.
   *
   * @param d the draft
   * @param travel the word
   * @return destination → spaces moved
   */
  static Map<HexCoord, Integer> destinations(Draft d, Travel travel) {
    int p = d.turn.player();
    HexCoord start = d.active().position().orElseThrow();
    Map<HexCoord, Integer> out = new TreeMap<>(Comparator.comparingInt(HexCoord::q).thenComparingInt(HexCoord::r));
    Map<HexCoord, Integer> seen = new HashMap<>();
    Deque<HexCoord> queue = new ArrayDeque<>();
    seen.put(start, 0);
    queue.add(start);
    while (!queue.isEmpty()) {
      HexCoord at = queue.poll();
      int next = seen.get(at) + 1;
      if (next > travel.spaces()) {
        continue;
      }
      for (int dir = 0; dir < 6; dir++) {
        HexCoord to = at.neighbour(dir);
        TileHex hex = Board.hexAt(d, to);
        if (seen.containsKey(to) || hex == null || travel.avoid().contains(hex.terrain()) || Spaces.rampaging(d, to)) {
          continue; // unrevealed, avoided or guarded by a rampaging enemy (R-MOVE-4.2)
        }
        seen.put(to, next);
        boolean fortified = Sites.assault(d, p, to);
        if (!fortified) {
          queue.add(to);
        }
        if (endsOn(d, p, travel, to, hex, fortified) && next * travel.cost() <= d.turn.move()) {
          out.put(to, next);
        }
      }
    }
    return out;
  }

  /** Where the move may end: a safe space, or for {@code assault} a fortified site that can be assaulted. */
  private static boolean endsOn(Draft d, int p, Travel travel, HexCoord to, TileHex hex, boolean fortified) {
    if (!travel.assault()) {
      return Spaces.isSafe(d, p, to); // R-MOVE-7.4
    }
    boolean city = hex.site().filter("city"::equals).isPresent();
    return fortified && (!city || d.scenario.citiesEnterable()) && !Movement.keepOwnerPresent(d, to);
  }

  /**
   * Asks for the destination.
   *
   * @param d the draft
   * @param travel the word
   * @param play the play's notation
   * @param index the atom's index
   * @return true (the word is only played when a destination exists)
   */
  public static boolean ask(Draft d, Travel travel, String play, int index) {
    List<String> spaces = new ArrayList<>();
    for (HexCoord hex : destinations(d, travel).keySet()) {
      spaces.add(hex.toString());
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_SPACE, RULE, spaces, 1, 1)
        .context(List.of(play, STEP, Integer.toString(index), travel.toString())).build());
    return true;
  }

  /**
   * Whether a finished choice is a travel's destination.
   *
   * @param choice the choice
   * @return true if {@link #finish} finishes it
   */
  public static boolean owns(PendingChoice choice) {
    return choice.context().size() > 1 && choice.context().get(1).equals(STEP);
  }

  /**
   * Moves the hero to the space picked, spending the Move points, then the play goes on.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    Travel travel = (Travel) EffectParser.parse(choice.context().get(3), "travel choice");
    HexCoord to = HexCoord.parse(choice.picked().get(0));
    HexCoord from = d.active().position().orElseThrow();
    int spent = destinations(d, travel).get(to) * travel.cost();
    TurnState t = d.turn;
    List<HexCoord> path = t.path().isEmpty() ? List.of(from, to) : Lists.with(t.path(), to);
    d.turn = t.withStage(TurnStage.MOVEMENT).withPoints(t.move() - spent, t.influence(), t.heal()).withPath(path);
    d.setActive(d.active().withPosition(Optional.of(to)));
    d.emit(new Event.Moved(t.player(), from, to, spent));
    Movement.revealAdjacent(d, to); // no rampaging enemy is provoked (R-MOVE-4.3 does not apply)
    if (travel.assault()) {
      // Underground Attack: entering the fortified site is an assault (R-MOVE-4.1, R-COMBAT-START-1); a
      // withdrawal leads back to the starting space (R-COMBAT-OUTCOME-3.4)
      CombatStart.afterMove(d, from, to);
    }
    PlaySteps.resume(d, choice.context());
  }
}
