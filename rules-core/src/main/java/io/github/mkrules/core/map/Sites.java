package io.github.mkrules.core.map;

import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.scenario.OwnedSites;
import io.github.mkrules.core.scenario.SecretSites;

/** Who holds the sites of the map: Shield tokens on conquered sites (R-COMBAT-OUTCOME). */
public final class Sites {
  private Sites() {}

  /**
   * The site type of a space.
   *
   * @param d the draft
   * @param hex the space
   * @return its site, or null for a space without one
   */
  public static SiteType site(Draft d, HexCoord hex) {
    TileHex tileHex = Board.hexAt(d, hex);
    if (tileHex != null && tileHex.site().isEmpty()) {
      String secret = SecretSites.siteAt(d, hex); // S-DUNGEON-LORDS-02, 04: a secret Dungeon or Tomb
      return secret == null ? null : d.content.site(secret);
    }
    return tileHex == null ? null : d.content.site(tileHex.site().get());
  }

  /**
   * Whether a Shield marks the space (a conquered site, a burnt Monastery).
   *
   * @param d the draft
   * @param hex the space
   * @return true if some player's Shield is there
   */
  public static boolean conquered(Draft d, HexCoord hex) {
    return owner(d, hex) >= 0;
  }

  /**
   * The player whose Shield came first on a space.
   *
   * @param d the draft
   * @param hex the space
   * @return the player index, or -1
   */
  public static int owner(Draft d, HexCoord hex) {
    HexCoord site = Megapolis.city(d.scenarioState.markers(), hex); // V-MEGAPOLIS-06: Shields on the first part
    for (Shield s : d.shields) {
      if (s.hex().equals(site)) {
        return s.player();
      }
    }
    return -1;
  }

  /**
   * R-MOVE-4.1, R-COMBAT-START-1.1: whether entering the space is an assault for a player: an unconquered
   * Keep, Mage Tower or City, or a Keep another player owns (not a team-mate).
   *
   * @param d the draft
   * @param player the moving player
   * @param hex the space
   * @return true if entering starts an assault
   */
  public static boolean assault(Draft d, int player, HexCoord hex) {
    SiteType site = site(d, hex);
    if (site == null || !site.fortified()) {
      return false;
    }
    int owner = owner(d, hex);
    // CTX-13, S-CONQUER-AND-HOLD-04: another's Keep (or Mage Tower); S-GENERAL-31: not a team-mate's
    return owner < 0 || OwnedSites.ownable(d, site) && !OwnedSites.allied(d, owner, player);
  }

  /**
   * R-INTERACT-1, R-COMBAT-CITY-2: whether a City is conquered: Shields lie on it and none of its defenders is
   * left on the space.
   *
   * @param d the draft
   * @param hex the City's space
   * @return true if conquered
   */
  public static boolean cityConquered(Draft d, HexCoord hex) {
    if (!conquered(d, hex)) {
      return false;
    }
    HexCoord city = Megapolis.city(d.scenarioState.markers(), hex); // V-MEGAPOLIS-06: its garrison
    for (io.github.mkrules.api.state.MapEnemy e : d.enemies) {
      if (e.hex().equals(city)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A player's Shield tokens on a space (a City holds one per defeated defender).
   *
   * @param d the draft
   * @param hex the space
   * @param player the player index
   * @return how many
   */
  public static int shieldsOf(Draft d, HexCoord hex, int player) {
    HexCoord site = Megapolis.city(d.scenarioState.markers(), hex); // V-MEGAPOLIS-07: either part
    int n = 0;
    for (Shield s : d.shields) {
      n += s.hex().equals(site) && s.player() == player ? 1 : 0;
    }
    return n;
  }

  /**
   * R-COMBAT-CITY-2.1: a City's leader, the player with the most Shields on it; on a tie, whose Shield came first.
   *
   * @param d the draft
   * @param hex the City's space
   * @return the player index, or -1 without Shields
   */
  public static int leader(Draft d, HexCoord hex) {
    HexCoord city = Megapolis.city(d.scenarioState.markers(), hex); // V-MEGAPOLIS-06: led as usual
    int leader = -1;
    int most = 0;
    for (Shield s : d.shields) {
      int count = s.hex().equals(city) ? shieldsOf(d, city, s.player()) : 0;
      if (count > most) {
        leader = s.player();
        most = count;
      }
    }
    return leader;
  }
}
