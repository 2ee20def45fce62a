package io.github.mkrules.core.round;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.ScenarioSetup.TacticRule;
import io.github.mkrules.core.dummy.DummyPlayer;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.tactics.WhenTaken;
import io.github.mkrules.core.variant.Auction;
import io.github.mkrules.core.turn.TurnFlow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Choosing tactics at the start of a round and setting the turn order (R-ROUND-3). */
public final class TacticSelection {
  private TacticSelection() {}

  /**
   * Starts tactic selection: nobody has a tactic yet.
   *
   * @param d the draft
   */
  public static void begin(Draft d) {
    d.phase = Phase.TACTIC_SELECTION;
    d.turnIndex = 0;
    for (int i = 0; i < d.players.length; i++) {
      d.players[i] = d.players[i].withTacticState(Optional.empty(), false, List.of(), -1);
    }
    if (d.dummy.isPresent() && d.setup.tactics() == TacticRule.COOPERATIVE) {
      DummyPlayer.takeTactic(d); // S-FULL-COOP-01: the Dummy first takes a tactic at random
    }
  }

  /**
   * The player who chooses next: lowest Fame first; on equal Fame, the player whose Round Order token is
   * lower in the column (R-ROUND-3.1).
   *
   * @param state a state in tactic selection
   * @return the player index
   */
  public static int chooser(GameState state) {
    return chooser(state.turnOrder(), java.util.Arrays.asList(state.players().toArray(new PlayerState[0])),
        Auction.on(state.config()));
  }

  /**
   * The player who chooses next in a draft.
   *
   * @param d the draft
   * @return the player index
   */
  public static int chooser(Draft d) {
    return chooser(d.turnOrder, java.util.Arrays.asList(d.players), Auction.on(d.config));
  }

  private static int chooser(List<Integer> turnOrder, List<PlayerState> players, boolean auction) {
    if (auction) {
      return Auction.chooser(turnOrder, players); // V-AUCTION-07: reverse hero-choice order
    }
    int best = -1;
    int bestPosition = -1;
    for (int position = 0; position < turnOrder.size(); position++) {
      int p = turnOrder.get(position);
      PlayerState player = players.get(p);
      if (player.tactic().isPresent()) {
        continue;
      }
      if (best < 0 || player.fame() < players.get(best).fame()
          || (player.fame() == players.get(best).fame() && position > bestPosition)) {
        best = p;
        bestPosition = position;
      }
    }
    return best;
  }

  /**
   * The legal tactic choices: every tactic still in the common area.
   *
   * @param d the draft of a state in tactic selection
   * @return one action per available tactic; the choices of taking it follow as picks (R-ROUND-3.2)
   */
  public static List<Action> legalActions(Draft d) {
    List<Action> out = new ArrayList<>(d.tactics.size());
    for (String tactic : d.tactics) {
      out.add(new SelectTactic(tactic));
    }
    return out;
  }

  /**
   * Checks a tactic choice.
   *
   * @param d the draft of a state in tactic selection
   * @param action the choice
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, SelectTactic action) {
    if (d.dummy.flatMap(dummy -> dummy.tactic()).filter(action.tactic()::equals).isPresent()) {
      return Rejection.of(RejectionCode.TACTIC_UNAVAILABLE, "S-GENERAL-11",
          "the Dummy player took '" + action.tactic() + "' this round");
    }
    if (!d.tactics.contains(action.tactic())) {
      return Rejection.of(RejectionCode.TACTIC_UNAVAILABLE, "R-ROUND-3.1",
          "tactic '" + action.tactic() + "' is not in the common area");
    }
    return null;
  }

  /**
   * Takes the tactic and carries out its "when you take this card" effect, then goes on with
   * {@link #afterTaken} unless the effect asks for a choice first.
   *
   * @param d the draft of a state in tactic selection
   * @param player the chooser
   * @param action the checked choice
   */
  public static void apply(Draft d, int player, SelectTactic action) {
    d.players[player] = d.players[player].withTactic(Optional.of(action.tactic()));
    d.tactics = Lists.without(d.tactics, action.tactic());
    d.turnIndex++;
    d.emit(new Event.TacticSelected(player, action.tactic()));
    if (WhenTaken.apply(d, player, action.tactic())) { // R-ROUND-3.2: "when you take this card" at once
      afterTaken(d);
    }
  }

  /**
   * After a tactic was taken and its effect carried out: the next player chooses, or when everybody has a
   * tactic, the Round Order column is re-sorted by tactic number (R-ROUND-3.3) and the first turn starts.
   *
   * @param d the draft of a state in tactic selection
   */
  public static void afterTaken(Draft d) {
    if (d.turnIndex < d.turnOrder.size()) { // eliminated players are out of the Round Order (S-ONE-TO-RETURN-01)
      return;
    }
    if (d.dummy.isPresent() && d.dummy.get().tactic().isEmpty()) {
      DummyPlayer.takeTactic(d); // S-SOLO-CONQUEST-01: then the Dummy takes one of the rest at random
    }
    // R-ROUND-3.4: unchosen tactics are set aside (they stay listed until the next round)
    List<Integer> order = new ArrayList<>(d.turnOrder);
    order.sort(Comparator.comparingInt(p -> d.content.tactic(d.players[p].tactic().orElseThrow()).number()));
    d.turnOrder = List.copyOf(order);
    if (d.dummy.isPresent()) {
      DummyPlayer.takePlace(d); // S-GENERAL-11: the Dummy's Round Order token is sorted with the others
    }
    d.emit(new Event.TurnOrderSet(d.turnOrder));
    d.phase = Phase.PLAYER_TURNS;
    TurnFlow.firstTurn(d);
  }
}
