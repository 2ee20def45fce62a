package io.github.mkrules.api.view;

import io.github.mkrules.api.Status;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import java.util.List;
import java.util.Map;

/**
 * What one player can see of a game. It holds no deck order, no other player's hand, no face-down token or
 * tile identity and no chance state, so two states that differ only in those give equal views.
 *
 * @param viewer the index of the player this view belongs to
 * @param status what the game waits for
 * @param round the round number
 * @param time Day or Night
 * @param phase the stage of the round
 * @param hand the viewer's own hand
 * @param players what everybody can see of each player
 * @param turnOrder the Round Order column, top first
 * @param turnIndex the position of the active player in the column (or tactic-selection progress)
 * @param tactics the tactics still available
 * @param tiles the placed tiles by slot
 * @param countrysideTilesInStack how many green-backed tiles are in the stack (they lie on top)
 * @param coreTilesInStack how many brown-backed tiles are in the stack
 * @param enemies the enemy tokens on the map, face-down ones without identity
 * @param ruins the ruins tokens on the map, face-down ones without identity
 * @param source the Source dice
 * @param unitOffer the Units offer
 * @param unitOfferAdvancedActions the Advanced Actions in the Units offer
 * @param advancedActionOffer the Advanced Actions offer
 * @param spellOffer the Spells offer
 * @param woundsInSupply the Wound cards left in the Wound deck
 * @param turn the active player's turn, which everybody sees being played
 * @param finalTurns the turns left after an End of the Round announcement, or -1
 * @param shields the Shield tokens on the map, in the order they were placed
 * @param choices the pending choices, the one to make now last; the options and picks of another player's
 *     secret choice are hidden (empty)
 * @param outcome the scores, ranking and winners once the game is over
 * @param dummy what everybody sees of the Dummy player, if the game has one (S-GENERAL-06)
 * @param scenarioState what the scenario and the variants add to the base game (all of it is public)
 */
public record PlayerView(
    int viewer,
    Status status,
    int round,
    TimeOfDay time,
    Phase phase,
    List<String> hand,
    List<PublicPlayer> players,
    List<Integer> turnOrder,
    int turnIndex,
    List<String> tactics,
    Map<TileSlot, String> tiles,
    int countrysideTilesInStack,
    int coreTilesInStack,
    List<VisibleEnemy> enemies,
    List<VisibleRuins> ruins,
    List<ManaDie> source,
    List<String> unitOffer,
    List<String> unitOfferAdvancedActions,
    List<String> advancedActionOffer,
    List<String> spellOffer,
    int woundsInSupply,
    TurnState turn,
    int finalTurns,
    List<io.github.mkrules.api.state.Shield> shields,
    List<io.github.mkrules.api.state.PendingChoice> choices,
    java.util.Optional<io.github.mkrules.api.state.Outcome> outcome,
    java.util.Optional<VisibleDummy> dummy,
    io.github.mkrules.api.state.ScenarioState scenarioState) {}
