package io.github.mkrules.core.scenario;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.ScenarioDefinition.SpecialRule;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Sites;
import java.util.List;
import java.util.Map;

/**
 * Sites a player owns and others may take (CTX-13): Keeps, and in Conquer and Hold also Mage Towers
 * (S-CONQUER-AND-HOLD-03 to S-CONQUER-AND-HOLD-07); team-mates' sites (S-GENERAL-31).
 */
public final class OwnedSites {
  private static final String KEEP = "keep";
  private static final String TOWER = "mage-tower";

  private OwnedSites() {}

  /**
   * Whether a site belongs to its conqueror and can be taken by another player: a Keep (CTX-13), a Mage Tower
   * in Conquer and Hold (S-CONQUER-AND-HOLD-04).
   *
   * @param d the draft
   * @param site the site
   * @return true for an owned kind of site
   */
  public static boolean ownable(Draft d, SiteType site) {
    return site.id().equals(KEEP) || site.id().equals(TOWER) && d.scenario.has(SpecialRule.TOWERS_AS_KEEPS);
  }

  /**
   * Whether two players are on the same side: the same player, or team-mates (S-GENERAL-24).
   *
   * @param d the draft
   * @param a a player
   * @param b another player
   * @return true for the same side
   */
  public static boolean allied(Draft d, int a, int b) {
    List<Integer> teams = d.scenarioState.teams();
    return a == b || !teams.isEmpty() && teams.get(a).equals(teams.get(b));
  }

  /**
   * S-CONQUER-AND-HOLD-03: whether entering a site as an assault costs no Reputation.
   *
   * @param d the draft
   * @param site the assaulted site
   * @return true for a Keep or Mage Tower in Conquer and Hold
   */
  public static boolean freeAssault(Draft d, SiteType site) {
    return d.scenario.has(SpecialRule.FREE_ASSAULTS) && (site.id().equals(KEEP) || site.id().equals(TOWER));
  }

  /**
   * The garrison drawn when another player's site is attacked in its owner's absence: one grey token for a Keep
   * (CTX-13), one violet for a Mage Tower (S-CONQUER-AND-HOLD-04); two in the second Day and Night, three in the
   * third (S-CONQUER-AND-HOLD-06, S-CONQUER-AND-HOLD-07).
   *
   * @param d the draft
   * @param site the site
   * @return the colours to draw
   */
  public static List<EnemyColor> garrison(Draft d, SiteType site) {
    EnemyColor color = site.id().equals(TOWER) ? EnemyColor.VIOLET : EnemyColor.GREY;
    int tokens = !d.scenario.has(SpecialRule.GROWING_GARRISONS) ? 1 : d.round >= 5 ? 3 : d.round >= 3 ? 2 : 1;
    return java.util.Collections.nCopies(tokens, color);
  }

  /**
   * The Fame of a defeated garrison token of an absent owner's site, given the Fame of the tokens of the same
   * garrison defeated before it in this combat: half, rounded down, for a Keep's single token (CTX-13,
   * docs/decisions/combat.md); in Conquer and Hold a Mage Tower's, and a garrison of several tokens, give half
   * their Fame added together, rounded up (S-CONQUER-AND-HOLD-04, S-CONQUER-AND-HOLD-06).
   *
   * @param d the draft
   * @param site the site's type
   * @param fame the token's Fame
   * @param before the Fame of the garrison tokens defeated before it in this combat
   * @param garrison how many tokens the garrison has
   * @return the Fame to gain
   */
  public static int garrisonFame(Draft d, SiteType site, int fame, int before, int garrison) {
    boolean roundUp = d.scenario.has(SpecialRule.TOWERS_AS_KEEPS) && (site.id().equals(TOWER) || garrison > 1);
    if (!roundUp) {
      return fame / 2;
    }
    return (before + fame + 1) / 2 - (before + 1) / 2;
  }

  /**
   * S-CONQUER-AND-HOLD-04, S-CONQUER-AND-HOLD-05, S-CONQUER-AND-HOLD-10: a player who starts the turn on or next
   * to a Mage Tower of their side gains one gold mana token by Day, black by Night, for each Mage Tower they own.
   *
   * @param d the draft, at the start of a turn
   * @param p the active player
   * @return the tokens the player's Mage Towers give
   */
  public static List<ManaColor> towerTokens(Draft d, int p) {
    if (!d.scenario.has(SpecialRule.TOWERS_AS_KEEPS) || d.players[p].position().isEmpty()) {
      return List.of();
    }
    HexCoord at = d.players[p].position().get();
    int owned = 0;
    boolean near = false;
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
      for (int i = 0; i < hexes.size(); i++) {
        HexCoord hex = Board.coordinate(d, placed.getKey(), i);
        int owner = Sites.owner(d, hex);
        if (hexes.get(i).site().filter(TOWER::equals).isPresent() && owner >= 0) {
          owned += owner == p ? 1 : 0;
          near |= allied(d, owner, p) && (hex.equals(at) || hex.isAdjacent(at));
        }
      }
    }
    ManaColor color = d.time == TimeOfDay.DAY ? ManaColor.GOLD : ManaColor.BLACK;
    return near ? java.util.Collections.nCopies(owned, color) : List.of();
  }
}
