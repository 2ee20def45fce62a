package io.github.mkrules.api.state;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.internal.Nullable;
import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Objects;
import org.immutables.value.Value;

/**
 * The complete state of a game at one moment. Immutable; keep a reference to branch or to go back. Equality
 * and hash cover the whole position and whether an undo is available, but not the undo history itself.
 *
 * @param config the configuration the game was started from
 * @param round the round number, from 1
 * @param time Day or Night
 * @param phase tactic selection, player turns, or game over
 * @param players the players, in hero-choice order
 * @param turnOrder the Round Order column: player indices, top first (R-SETUP-10, R-ROUND-3.3)
 * @param turnIndex during turns, the position in {@code turnOrder} of the active player; during tactic
 *     selection, the number of players who have chosen
 * @param tactics the tactic cards still available in the common area
 * @param map the map
 * @param source the dice of the Source (R-SETUP-11.2)
 * @param supply the decks, offers and piles of the common area
 * @param turn the active player's turn
 * @param choices the choices waiting to be made, the one to make now last (issue 14, R-ENDTURN-5)
 * @param finalTurns after the End of the Round was announced, how many turns the round still has; -1 before
 * @param gameEndTurns after the scenario's end condition was met, how many turns the game still has; -1 before
 *     (R-ROUND-4.3)
 * @param endReason why the game ended, empty while it goes on
 * @param outcome the scores, ranking and winners once the game is over
 * @param dummy the Dummy player of a cooperative or solo game (S-GENERAL-06), empty otherwise
 * @param scenarioState what the scenario and the variants add to the base game
 * @param rng the state of the game's single source of chance (hidden in views)
 * @param undo the state before the last undoable action of this turn, or null (R-UNDO)
 */
@ValueStyle
@Value.Builder
public record GameState(
    GameConfig config,
    int round,
    TimeOfDay time,
    Phase phase,
    List<PlayerState> players,
    List<Integer> turnOrder,
    int turnIndex,
    List<String> tactics,
    MapState map,
    List<ManaDie> source,
    Supply supply,
    TurnState turn,
    List<PendingChoice> choices,
    int finalTurns,
    int gameEndTurns,
    String endReason,
    java.util.Optional<Outcome> outcome,
    java.util.Optional<DummyState> dummy,
    ScenarioState scenarioState,
    long rng,
    @Nullable GameState undo) implements WithGameState {
  /**
   * Copies the lists.
   *
   * @param config config
   * @param round round
   * @param time time
   * @param phase phase
   * @param players players
   * @param turnOrder turn order
   * @param turnIndex turn index
   * @param tactics tactics
   * @param map map
   * @param source source
   * @param supply supply
   * @param turn turn
   * @param choices choices
   * @param finalTurns final turns
   * @param gameEndTurns game end turns
   * @param endReason end reason
   * @param outcome outcome
   * @param dummy dummy
   * @param scenarioState scenario state
   * @param rng rng
   * @param undo undo
   */
  public GameState {
    players = List.copyOf(players);
    turnOrder = List.copyOf(turnOrder);
    tactics = List.copyOf(tactics);
    source = List.copyOf(source);
    choices = List.copyOf(choices);
  }

  /**
   * One player.
   *
   * @param index the player index
   * @return that player's state
   */
  public PlayerState player(int index) {
    return players.get(index);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof GameState)) {
      return false;
    }
    GameState s = (GameState) o;
    return round == s.round && turnIndex == s.turnIndex && finalTurns == s.finalTurns && gameEndTurns == s.gameEndTurns && rng == s.rng
        && time == s.time && phase == s.phase && (undo == null) == (s.undo == null)
        && config.equals(s.config) && players.equals(s.players) && turnOrder.equals(s.turnOrder)
        && tactics.equals(s.tactics) && map.equals(s.map) && source.equals(s.source)
        && supply.equals(s.supply) && turn.equals(s.turn) && choices.equals(s.choices) && endReason.equals(s.endReason)
        && outcome.equals(s.outcome) && dummy.equals(s.dummy) && scenarioState.equals(s.scenarioState);
  }

  @Override
  public int hashCode() {
    return Objects.hash(config, round, time, phase, players, turnOrder, turnIndex, tactics, map, source, supply,
        turn, choices, finalTurns, gameEndTurns, endReason, outcome, dummy, scenarioState, rng, undo == null);
  }

  @Override
  public String toString() {
    return "GameState[round=" + round + ", " + time + ", " + phase + ", turnIndex=" + turnIndex + "]";
  }
}
