package io.github.mkrules.core.scenario;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.ScenarioDefinition.SpecialRule;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.TileReveal;
import io.github.mkrules.core.movement.Spaces;
import io.github.mkrules.core.turn.TurnFlow;
import java.util.ArrayList;
import java.util.List;

/**
 * Dungeon Lords' secret Dungeons and Tombs (S-DUNGEON-LORDS-01 to S-DUNGEON-LORDS-04): a player who reveals a
 * tile with a Village (Monastery) chooses a space next to it for a secret Dungeon entrance (secret Tomb), marked
 * with a face-down brown (red) token; it is fought like a Dungeon (Tomb), and a failed fight replaces the token.
 */
public final class SecretSites {
  private SecretSites() {}

  /**
   * Asks the revealing player to place the secret sites of a revealed tile's Villages and Monasteries.
   *
   * @param d the draft, right after the tile was placed in the active player's turn
   * @param slot the tile's slot
   */
  public static void afterReveal(Draft d, TileSlot slot) {
    if (!d.scenario.has(SpecialRule.SECRET_DUNGEONS)) {
      return;
    }
    List<TileHex> hexes = d.content.tile(d.tiles.get(slot)).hexes();
    for (int i = 0; i < hexes.size(); i++) {
      String site = hexes.get(i).site().orElse("");
      String kind = site.equals("village") ? Markers.SECRET_DUNGEON : site.equals("monastery") ? Markers.SECRET_TOMB : null;
      List<String> spaces = kind == null ? List.of() : candidates(d, Board.coordinate(d, slot, i));
      if (!spaces.isEmpty()) {
        Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_SPACE, "S-DUNGEON-LORDS-01", spaces, 1, 1)
            .context(List.of(kind)).build());
      }
    }
  }

  /**
   * S-DUNGEON-LORDS-01: the revealed spaces next to a Village (or Monastery), on any tile, that are accessible, not
   * a swamp, and hold no site, no scenario token and no enemy.
   */
  private static List<String> candidates(Draft d, HexCoord site) {
    List<String> out = new ArrayList<>();
    for (int dir = 0; dir < 6; dir++) {
      HexCoord hex = site.neighbour(dir);
      TileHex tileHex = Board.hexAt(d, hex);
      if (tileHex != null && tileHex.site().isEmpty() && tileHex.terrain() != Terrain.SWAMP
          && Spaces.baseCost(d, tileHex).isPresent() && !marked(d, hex) && !hex.equals(TurnFlow.PORTAL)
          && d.enemies.stream().noneMatch(e -> e.hex().equals(hex))) {
        out.add(hex.toString());
      }
    }
    out.sort(null);
    return out;
  }

  private static boolean marked(Draft d, HexCoord hex) {
    return d.scenarioState.markers().stream().anyMatch(m -> m.hex().equals(hex));
  }

  /**
   * Places the chosen secret site and its face-down token, then the turn goes on.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    String kind = choice.context().get(0);
    HexCoord hex = HexCoord.parse(choice.picked().get(0));
    Marker marker = new Marker(kind, hex, choice.player());
    d.scenarioState = d.scenarioState.withMarkers(Lists.with(d.scenarioState.markers(), marker));
    d.emit(new Event.MarkerPlaced(kind, hex, choice.player()));
    guard(d, hex, kind);
  }

  /** A face-down brown token on a secret Dungeon, red on a secret Tomb (S-DUNGEON-LORDS-01, S-DUNGEON-LORDS-03). */
  private static void guard(Draft d, HexCoord hex, String kind) {
    EnemyColor color = kind.equals(Markers.SECRET_TOMB) ? EnemyColor.RED : EnemyColor.BROWN;
    String enemy = TileReveal.drawEnemy(d, color);
    if (enemy != null) {
      d.enemies = Lists.with(d.enemies, new MapEnemy(hex, enemy, color, false));
      d.revealed = true;
      d.emit(new Event.EnemyPlaced(hex, color, null));
    }
  }

  /**
   * The site a secret marker stands for, on a space without a printed site.
   *
   * @param d the draft
   * @param hex the space
   * @return {@code dungeon}, {@code tomb}, or null
   */
  public static String siteAt(Draft d, HexCoord hex) {
    for (Marker m : d.scenarioState.markers()) {
      if (m.hex().equals(hex)) {
        return m.kind().equals(Markers.SECRET_DUNGEON) ? "dungeon" : m.kind().equals(Markers.SECRET_TOMB) ? "tomb" : null;
      }
    }
    return null;
  }

  /**
   * S-DUNGEON-LORDS-02, C-13: after a failed fight at a secret site its token is discarded and a new one of the
   * same colour lies there face down.
   *
   * @param d the draft
   * @param hex the secret site's space
   */
  public static void failed(Draft d, HexCoord hex) {
    String kind = null;
    for (Marker m : d.scenarioState.markers()) {
      if (m.hex().equals(hex)) {
        kind = m.kind();
      }
    }
    if (kind == null) {
      return;
    }
    List<MapEnemy> left = new ArrayList<>();
    for (MapEnemy e : d.enemies) {
      if (e.hex().equals(hex)) {
        TileReveal.discardEnemy(d, e.color(), e.enemy());
      } else {
        left.add(e);
      }
    }
    d.enemies = List.copyOf(left);
    guard(d, hex, kind);
  }
}
