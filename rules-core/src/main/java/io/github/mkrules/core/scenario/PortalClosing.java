package io.github.mkrules.core.scenario;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.turn.TurnFlow;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One to Return (S-ONE-TO-RETURN-01, S-ONE-TO-RETURN-02): the Portal closes at the end of the first Day; whoever
 * stands on it then, also off the map after ending a turn there (CTX-14, C-14), leaves the game. From then on
 * the Portal is a Plains space for one hero, whose figure stays on it.
 */
public final class PortalClosing {
  private PortalClosing() {}

  /**
   * Closes the Portal and takes the players on it out of the game and the Round Order.
   *
   * @param d the draft, at the end of the first round
   */
  public static void close(Draft d) {
    List<Integer> eliminated = new ArrayList<>(d.scenarioState.eliminated());
    List<Integer> order = new ArrayList<>(d.turnOrder);
    for (PlayerState p : d.players) {
      if (p.position().map(TurnFlow.PORTAL::equals).orElse(true) && !eliminated.contains(p.index())) {
        eliminated.add(p.index());
        order.remove(Integer.valueOf(p.index()));
        d.players[p.index()] = p.withPosition(Optional.empty());
        if (p.position().isPresent()) {
          d.emit(new Event.HeroPlaced(p.index(), Optional.empty()));
        }
        d.emit(new Event.PlayerEliminated(p.index()));
      }
    }
    d.turnOrder = List.copyOf(order);
    d.scenarioState = d.scenarioState.withEliminated(eliminated).withPortalClosed(true);
    d.emit(new Event.PortalClosed());
  }
}
