package io.github.mkrules.core.scenario;

import io.github.mkrules.api.state.ScenarioState.Marker;

/** The kinds of scenario markers on the map ({@link Marker}). */
public final class Markers {
  /** A secret Dungeon entrance (S-DUNGEON-LORDS-01). */
  public static final String SECRET_DUNGEON = "secret-dungeon";
  /** A secret Tomb (S-DUNGEON-LORDS-03). */
  public static final String SECRET_TOMB = "secret-tomb";
  /** A player's Shield on a Magical Glade (S-DRUID-NIGHTS-01). */
  public static final String GLADE = "glade";

  private Markers() {}
}
