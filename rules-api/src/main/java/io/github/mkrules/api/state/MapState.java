package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/**
 * The map: placed tiles, the tile stack and the tokens on it.
 *
 * @param tiles the placed tiles by slot, in the order they were placed
 * @param tileStack the face-down tile stack, top first (R-SETUP-14.3)
 * @param unusedCountryside countryside tiles left out at setup, used when the stack runs out (R-MOVE-5.5)
 * @param unusedCore non-city core tiles left out at setup, used after the unused countryside tiles
 * @param enemies the enemy tokens on the map
 * @param ruins the ruins tokens on the map
 * @param shields the players' Shield tokens on the map, in the order they were placed (R-COMBAT-OUTCOME)
 */
@ValueStyle
@Value.Builder
public record MapState(
    Map<TileSlot, String> tiles,
    List<String> tileStack,
    List<String> unusedCountryside,
    List<String> unusedCore,
    List<MapEnemy> enemies,
    List<MapRuins> ruins,
    List<Shield> shields) implements WithMapState {
  /**
   * Copies the collections.
   *
   * @param tiles the placed tiles
   * @param tileStack the stack
   * @param unusedCountryside the unused countryside tiles
   * @param unusedCore the unused core tiles
   * @param enemies the enemies
   * @param ruins the ruins tokens
   * @param shields the Shield tokens
   */
  public MapState {
    tiles = OrderedMaps.copyOf(tiles);
    tileStack = List.copyOf(tileStack);
    unusedCountryside = List.copyOf(unusedCountryside);
    unusedCore = List.copyOf(unusedCore);
    enemies = List.copyOf(enemies);
    ruins = List.copyOf(ruins);
    shields = List.copyOf(shields);
  }
}
