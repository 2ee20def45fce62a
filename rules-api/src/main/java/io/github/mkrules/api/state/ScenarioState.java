package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import org.immutables.value.Value;

/**
 * What a scenario of the scenario book or a variant adds to the base game's state (chapters II and III). The
 * generated {@link ScenarioStateBuilder} builds one and the generated {@code with…} methods copy one with one
 * component changed.
 *
 * @param teams the team of each player, by player index (S-GENERAL-24); empty when nobody plays in teams
 * @param outOfGame the deed cards taken out of the game at setup (the interactive Spells of solo and
 *     cooperative scenarios, V-FRIENDLY-01), so every card of the box is still accounted for
 * @param fameRows how many rows of the Fame track each player has been rewarded for, by player index
 *     (S-BLITZ-CONQUEST-01); empty when the scenario has no such reward
 * @param markers the scenario's own tokens on the map, in the order they were placed
 * @param eliminated the players who left the game (S-ONE-TO-RETURN-01), in the order they left
 * @param portalClosed whether the Portal has closed and become a Plains space (S-ONE-TO-RETURN-02)
 * @param summoned the players who summoned this Night (S-DRUID-NIGHTS-02: once a Night)
 * @param drafted the Advanced Actions each player drafted and keeps aside, by player index (V-DECK-DRAFT-02, 03);
 *     empty without the draft; a view shows only the viewer's own
 * @param draftHands the cards each player drafts from while the draft at setup goes on, by player index
 *     (V-DECK-DRAFT-01, 02); empty once it is over; a view shows only the viewer's own
 */
@ValueStyle
@Value.Builder
public record ScenarioState(
    List<Integer> teams,
    List<String> outOfGame,
    List<Integer> fameRows,
    List<Marker> markers,
    List<Integer> eliminated,
    boolean portalClosed,
    List<Integer> summoned,
    List<List<String>> drafted,
    List<List<String>> draftHands) implements WithScenarioState {
  /** The state of a game that adds nothing to the base game. */
  public static final ScenarioState NONE = new ScenarioState(List.of(), List.of(), List.of(), List.of(), List.of(), false,
      List.of(), List.of(), List.of());

  /**
   * Copies the lists.
   *
   * @param teams teams
   * @param outOfGame cards out of the game
   * @param fameRows rewarded Fame rows
   * @param markers markers
   * @param eliminated eliminated players
   * @param portalClosed whether the Portal closed
   * @param summoned players who summoned this Night
   * @param drafted drafted cards kept aside
   * @param draftHands cards drafted from
   */
  public ScenarioState {
    drafted = drafted.stream().map(List::copyOf).toList();
    draftHands = draftHands.stream().map(List::copyOf).toList();
    summoned = List.copyOf(summoned);
    teams = List.copyOf(teams);
    outOfGame = List.copyOf(outOfGame);
    fameRows = List.copyOf(fameRows);
    markers = List.copyOf(markers);
    eliminated = List.copyOf(eliminated);
  }

  /**
   * A scenario token on a map space.
   *
   * @param kind what it marks: {@code secret-dungeon} and {@code secret-tomb} (S-DUNGEON-LORDS-01,
   *     S-DUNGEON-LORDS-03), {@code glade} for a player's Shield on a Magical Glade (S-DRUID-NIGHTS-01)
   * @param hex the space
   * @param player the player it belongs to, or -1
   */
  public record Marker(String kind, HexCoord hex, int player) {}
}
