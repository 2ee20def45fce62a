package io.github.mkrules.core.variant;

import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.setup.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Random cities (V-MAP-03): whenever a city tile is revealed, a random city card not drawn yet gives the colour of
 * the city on it, whatever the tile prints (also the tile a scenario prescribes). The colour lies on the map as a
 * scenario marker {@code city-<colour>} on the city's space; every rule that asks a city's colour (its defenders'
 * bonus, its garrison, its offers) reads it through {@link #color}.
 */
public final class RandomCities {
  /** The marker kind's prefix: {@code city-green}, {@code city-blue}, {@code city-white}, {@code city-red}. */
  public static final String PREFIX = "city-";
  /** The four city cards of the base game. */
  public static final List<String> COLORS = List.of("green", "blue", "white", "red");

  private RandomCities() {}

  /**
   * Draws the colour of a city just revealed, if the variant is on.
   *
   * @param d the draft
   * @param hex the city's space
   */
  public static void draw(Draft d, HexCoord hex) {
    if (!Variants.is(d.config, Variants.RANDOM_CITIES, "yes")) {
      return;
    }
    List<String> left = new ArrayList<>(COLORS);
    for (Marker m : d.scenarioState.markers()) {
      if (m.kind().startsWith(PREFIX)) {
        left.remove(m.kind().substring(PREFIX.length()));
      }
    }
    if (left.isEmpty()) {
      return;
    }
    String kind = PREFIX + left.get(d.chance.nextInt(left.size()));
    d.scenarioState = d.scenarioState.withMarkers(Lists.with(d.scenarioState.markers(), new Marker(kind, hex, -1)));
    d.emit(new Event.MarkerPlaced(kind, hex, -1));
  }

  /**
   * The colour of the city on a space: the drawn one with random cities, otherwise the tile's.
   *
   * @param content the content
   * @param tiles the placed tiles
   * @param markers the scenario markers on the map
   * @param hex the city's space
   * @return the colour, or empty if the space holds no coloured site
   */
  public static Optional<String> color(Content content, Map<TileSlot, String> tiles, List<Marker> markers,
      HexCoord hex) {
    for (Marker m : markers) {
      if (m.kind().startsWith(PREFIX) && m.hex().equals(hex)) {
        return Optional.of(m.kind().substring(PREFIX.length()));
      }
    }
    TileHex tileHex = Board.hexAt(content, tiles, hex);
    return tileHex == null ? Optional.empty() : tileHex.siteColor();
  }
}
