package io.github.mkrules.core.map;

import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.setup.Variants;
import io.github.mkrules.core.variant.RandomCities;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Megapolis (V-MEGAPOLIS-01 to 08): the last city revealed gets a second city figure one space to the right
 * (east) of the first. The two spaces are one city: its garrison and its Shields lie on the first space (the
 * city's own), the second space is a city space too (terrain and site of the city, whatever the tile prints
 * there), marked by the scenario marker {@code megapolis} together with {@code city-<colour>}, the colour of the
 * second city card drawn. Every rule that asks what stands on a space reads the second part through
 * {@link Board#hexAt(Draft, HexCoord)}, and every rule about the city's garrison or Shields through
 * {@link #city(List, HexCoord)}.
 */
public final class Megapolis {
  /** The marker kind of the Megapolis's second part. */
  public static final String MARKER = "megapolis";
  /** The highest city level the garrison cards give (city-garrisons.json). */
  private static final int HIGHEST_LEVEL = 11;
  /** The east neighbour: "one space to the right" on the fixed-orientation map (V-MEGAPOLIS-04, CTX-03). */
  private static final int EAST = 0;
  private static final int WEST = 3;

  private Megapolis() {}

  /** The option of Full Conquest's team variant that plays with two Megapolises (S-FULL-CONQUEST-08). */
  public static final String TEAM_CITIES = "team-cities";
  /** Its value for two Megapolises (V-MEGAPOLIS-09). */
  public static final String TWO = "two-megapolises";

  /**
   * Whether the game has two Megapolises (V-MEGAPOLIS-09, S-FULL-CONQUEST-08).
   *
   * @param options the game's options
   * @return true with {@code team-cities=two-megapolises}
   */
  public static boolean two(Map<String, String> options) {
    return TWO.equals(options.get(TEAM_CITIES));
  }

  /**
   * V-MEGAPOLIS-03, 09: whether the city revealed now becomes a Megapolis: the last city tile of the game with the
   * option {@code megapolis}; both city tiles with two Megapolises.
   *
   * @param d the draft, with the tile already placed
   * @return true for a Megapolis
   */
  static boolean founded(Draft d) {
    return two(d.config.options())
        || d.config.options().containsKey(Variants.MEGAPOLIS) && revealedCities(d) == d.setup.coreCityTiles();
  }

  /**
   * The level of a Megapolis (V-MEGAPOLIS-02): the option's; without it (two Megapolises), two cities of the
   * scenario's level for that city (docs/decisions/scenarios.md).
   *
   * @param d the draft
   * @param cityLevel the scenario's level for the city revealed
   * @return the Megapolis level
   */
  static int level(Draft d, int cityLevel) {
    String option = d.config.options().get(Variants.MEGAPOLIS);
    return option == null ? 2 * cityLevel : Integer.parseInt(option.trim());
  }

  /**
   * V-MEGAPOLIS-05: the levels of the two cities: half each, the left (first) city the higher half when odd; a
   * half above 11 draws the garrison of level 11, the highest city card (docs/decisions/scenarios.md).
   *
   * @param megapolis the Megapolis level
   * @return the first and the second city's level
   */
  public static int[] levels(int megapolis) {
    return new int[] {Math.min(HIGHEST_LEVEL, (megapolis + 1) / 2), Math.min(HIGHEST_LEVEL, megapolis / 2)};
  }

  /**
   * V-MEGAPOLIS-04: a random city card not on the map gives the second figure, put on the space to the right of
   * the first, with its colour marker; the covered space's terrain and site are ignored. V-MEGAPOLIS-09: when the
   * tile's own colour went to the first of two Megapolises, the first figure too is one of the cards left, drawn
   * at random, and the second figure takes the last.
   *
   * @param d the draft
   * @param first the first city's space
   */
  static void placeSecond(Draft d, HexCoord first) {
    List<String> unused = new ArrayList<>(RandomCities.COLORS);
    for (HexCoord city : Cities.revealed(d)) {
      if (!city.equals(first)) {
        unused.removeAll(colors(d.content, d.tiles, d.scenarioState.markers(), city));
      }
    }
    Optional<String> own = RandomCities.color(d.content, d.tiles, d.scenarioState.markers(), first);
    if (own.isEmpty() || !unused.remove(own.get())) {
      if (unused.size() < 2) {
        return; // no two city cards left: a plain city
      }
      mark(d, draw(d, unused), first, false); // V-MEGAPOLIS-09: its colour went to the first Megapolis
    }
    if (!unused.isEmpty()) {
      mark(d, draw(d, unused), first.neighbour(EAST), true);
    }
  }

  /** A random card of the list, taken out of it. */
  private static String draw(Draft d, List<String> unused) {
    return unused.remove(d.chance.nextInt(unused.size()));
  }

  /** Puts a city colour's marker on a space, and on the second part the {@code megapolis} marker before it. */
  private static void mark(Draft d, String color, HexCoord hex, boolean secondPart) {
    List<Marker> markers = new ArrayList<>(d.scenarioState.markers());
    if (secondPart) {
      markers.add(new Marker(MARKER, hex, -1));
      d.emit(new Event.MarkerPlaced(MARKER, hex, -1));
    }
    markers.add(new Marker(RandomCities.PREFIX + color, hex, -1));
    d.emit(new Event.MarkerPlaced(RandomCities.PREFIX + color, hex, -1));
    d.scenarioState = d.scenarioState.withMarkers(List.copyOf(markers));
  }

  /**
   * Whether a space is the second part of a Megapolis.
   *
   * @param markers the scenario markers
   * @param hex the space
   * @return true if the second city figure stands there
   */
  public static boolean isSecondPart(List<Marker> markers, HexCoord hex) {
    for (Marker m : markers) {
      if (m.kind().equals(MARKER) && m.hex().equals(hex)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The city's own space for a space of the map: the first part for the Megapolis's second part (where its
   * garrison and Shields lie), otherwise the space itself.
   *
   * @param markers the scenario markers
   * @param hex the space
   * @return the city's space
   */
  public static HexCoord city(List<Marker> markers, HexCoord hex) {
    return isSecondPart(markers, hex) ? hex.neighbour(WEST) : hex;
  }

  /**
   * The second part of a Megapolis whose first part lies on a space.
   *
   * @param markers the scenario markers
   * @param first the first part's space
   * @return the second part, or empty if the space is no Megapolis
   */
  public static Optional<HexCoord> secondPart(List<Marker> markers, HexCoord first) {
    HexCoord east = first.neighbour(EAST);
    return isSecondPart(markers, east) ? Optional.of(east) : Optional.empty();
  }

  /**
   * V-MEGAPOLIS-06: whether a space is next to a site, or next to the other part of its Megapolis.
   *
   * @param markers the scenario markers
   * @param site the site's space (the city's own for a Megapolis)
   * @param at the space
   * @return true if adjacent to either part
   */
  public static boolean adjacent(List<Marker> markers, HexCoord site, HexCoord at) {
    return site.isAdjacent(at) || secondPart(markers, site).filter(s -> s.isAdjacent(at)).isPresent();
  }

  /**
   * V-MEGAPOLIS-06: the colours of a city: its own and, for a Megapolis, the second city's, whose defenders'
   * bonuses apply together and whose offers are open in either part (V-MEGAPOLIS-07).
   *
   * @param content the content
   * @param tiles the placed tiles
   * @param markers the scenario markers
   * @param hex a space of the city
   * @return the colours, empty for a space without a city colour
   */
  public static List<String> colors(Content content, Map<TileSlot, String> tiles, List<Marker> markers,
      HexCoord hex) {
    HexCoord first = city(markers, hex);
    List<String> out = new ArrayList<>();
    RandomCities.color(content, tiles, markers, first).ifPresent(out::add);
    secondPart(markers, first).flatMap(s -> RandomCities.color(content, tiles, markers, s)).ifPresent(out::add);
    return List.copyOf(out);
  }

  /**
   * The tile hex of the second part as the rules see it: the first part's terrain and site on the covered space
   * (V-MEGAPOLIS-04: its own terrain and symbol are ignored).
   *
   * @param printed the covered space as printed
   * @param first the first part's tile hex
   * @return the city space
   */
  public static TileHex covering(TileHex printed, TileHex first) {
    return new TileHex(printed.position(), first.terrain(), first.site(), Optional.empty());
  }

  private static int revealedCities(Draft d) {
    int n = 0;
    for (String tile : d.tiles.values()) {
      n += d.content.tile(tile).kind() == io.github.mkrules.api.content.TileKind.CORE_CITY ? 1 : 0;
    }
    return n;
  }
}
