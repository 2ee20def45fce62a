package io.github.mkrules.core.scenario;

import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.core.engine.Draft;

/** The kinds of scenario markers on the map ({@link Marker}) and how to find them. */
public final class Markers {
  /** A secret Dungeon entrance (S-DUNGEON-LORDS-01). */
  public static final String SECRET_DUNGEON = "secret-dungeon";
  /** A secret Tomb (S-DUNGEON-LORDS-03). */
  public static final String SECRET_TOMB = "secret-tomb";
  /** A player's Shield on a Magical Glade (S-DRUID-NIGHTS-01). */
  public static final String GLADE = "glade";

  private Markers() {}

  /**
   * The marker of a kind on a space.
   *
   * @param d the draft
   * @param kind the kind
   * @param hex the space
   * @return the marker, or null
   */
  public static Marker at(Draft d, String kind, HexCoord hex) {
    for (Marker m : d.scenarioState.markers()) {
      if (m.kind().equals(kind) && m.hex().equals(hex)) {
        return m;
      }
    }
    return null;
  }
}
