package io.github.mkrules.core.movement;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.effect.Fly;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The word {@code fly N move M} (Flight): the hero goes at once to a safe space at most N spaces away for M Move
 * points, whatever the terrain on the way (R-MOVE-7.4: the space where it ends must be safe), and provokes no
 * rampaging enemy (R-MOVE-4.3). The space is a {@link DecisionKind#CHOOSE_SPACE} pick.
 */
public final class Flying {
  /** The first word of a flight's choice context; the second is the Move cost. */
  private static final String CONTEXT = Fly.WORD;

  private Flying() {}

  /**
   * Whether a flight can be made now: in the movement part of the turn, outside combat, with the Move points
   * and a space to land on.
   *
   * @param d the draft
   * @param fly the word
   * @return true if at least one space can be reached
   */
  public static boolean usable(Draft d, Fly fly) {
    return Combats.get(d) == null && Movement.movementAllowed(d.turn) && d.active().position().isPresent()
        && d.turn.move() >= fly.cost() && !destinations(d, fly.spaces()).isEmpty();
  }

  /**
   * Asks for the space to fly to.
   *
   * @param d the draft
   * @param fly the word, checked usable
   */
  public static void ask(Draft d, Fly fly) {
    List<String> spaces = new ArrayList<>();
    for (HexCoord hex : destinations(d, fly.spaces())) {
      spaces.add(hex.toString());
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_SPACE, "R-MOVE-7.4", spaces, 1, 1)
        .context(List.of(CONTEXT, Integer.toString(fly.cost()))).build());
  }

  /**
   * Whether a space choice is a flight's.
   *
   * @param choice the choice
   * @return true if {@link #finish} finishes it
   */
  public static boolean owns(PendingChoice choice) {
    return !choice.context().isEmpty() && choice.context().get(0).equals(CONTEXT);
  }

  /**
   * The hero lands on the space picked, paying the Move points.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    Movement.step(d, HexCoord.parse(choice.picked().get(0)), Integer.parseInt(choice.context().get(1)));
  }

  /** The safe spaces on the map at most {@code reach} spaces from the hero, without a rampaging enemy. */
  private static List<HexCoord> destinations(Draft d, int reach) {
    HexCoord from = d.active().position().orElseThrow();
    Set<HexCoord> seen = new LinkedHashSet<>(List.of(from));
    List<HexCoord> ring = List.of(from);
    for (int step = 0; step < reach; step++) {
      List<HexCoord> next = new ArrayList<>();
      for (HexCoord hex : ring) {
        for (int dir = 0; dir < 6; dir++) {
          HexCoord n = hex.neighbour(dir);
          if (seen.add(n)) {
            next.add(n);
          }
        }
      }
      ring = next;
    }
    List<HexCoord> out = new ArrayList<>();
    for (HexCoord hex : seen) {
      if (!hex.equals(from) && landing(d, hex)) {
        out.add(hex);
      }
    }
    out.sort(Comparator.comparingInt(HexCoord::q).thenComparingInt(HexCoord::r));
    return out;
  }

  /** R-MOVE-7.4: a safe space; R-MOVE-4.2: no rampaging enemy on it; a City only where the scenario allows. */
  private static boolean landing(Draft d, HexCoord hex) {
    var tileHex = Board.hexAt(d, hex);
    return tileHex != null && Spaces.isSafe(d, d.turn.player(), hex) && !Spaces.rampaging(d, hex)
        && (tileHex.site().filter("city"::equals).isEmpty() || d.scenario.citiesEnterable());
  }
}
