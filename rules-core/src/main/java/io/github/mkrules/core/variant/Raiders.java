package io.github.mkrules.core.variant;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.TileReveal;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.setup.Variants;
import java.util.List;
import java.util.Map;

/**
 * Raiders! and Raider Hordes! (V-RAIDERS-01 to V-RAIDERS-06): the heroes start with a bad Reputation; at the end of
 * each Day (Night) a die is rolled for each rampaging site whose enemies were defeated, and a warm (cold) colour
 * brings a new token of the site's kind, with a brown one on gold (black); Hordes always bring one, and a brown
 * one on a warm (cold) roll. Each defeated token on such a space gives 1 Reputation.
 */
public final class Raiders {
  private static final String OPTION = Variants.RAIDERS;

  private Raiders() {}

  /**
   * The starting Reputation: -2 with Raiders, -4 with Hordes (V-RAIDERS-01, V-RAIDERS-05), otherwise the
   * scenario's.
   *
   * @param config the configuration
   * @param scenario the scenario's starting Reputation
   * @return the Reputation
   */
  public static int reputation(GameConfig config, int scenario) {
    String mode = config.options().getOrDefault(OPTION, "no");
    return mode.equals("raiders") ? -2 : mode.equals("hordes") ? -4 : scenario;
  }

  /**
   * Whether the raiders ride in this game.
   *
   * @param d the draft
   * @return true with Raiders or Hordes
   */
  public static boolean on(Draft d) {
    return !d.config.options().getOrDefault(OPTION, "no").equals("no");
  }

  /**
   * The end of a Day or Night: new tokens on the cleared rampaging spaces (V-RAIDERS-02, 04, 06; C-05: the same
   * colour as the site's own tokens, and a cleared space is a rampaging site without a token).
   *
   * @param d the draft, at the end of a round
   */
  public static void raid(Draft d) {
    if (!on(d)) {
      return;
    }
    boolean hordes = d.config.options().get(OPTION).equals("hordes");
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
      for (int i = 0; i < hexes.size(); i++) {
        HexCoord hex = Board.coordinate(d, placed.getKey(), i);
        SiteType site = io.github.mkrules.core.map.Sites.site(d, hex); // a Megapolis covers a site (V-MEGAPOLIS-04)
        if (site == null || !"rampaging".equals(site.category()) || occupied(d, hex)) {
          continue;
        }
        ManaColor roll = SourceDice.roll(d.chance);
        d.revealed = true;
        boolean matches = d.time == TimeOfDay.DAY ? warm(roll) : !warm(roll);
        boolean extreme = roll == (d.time == TimeOfDay.DAY ? ManaColor.GOLD : ManaColor.BLACK);
        if (hordes || matches) {
          for (EnemyDraw draw : site.onReveal()) {
            place(d, hex, draw.color());
          }
        }
        if (hordes ? matches : extreme) {
          place(d, hex, EnemyColor.BROWN);
        }
      }
    }
  }

  private static boolean warm(ManaColor color) {
    return color == ManaColor.RED || color == ManaColor.GREEN || color == ManaColor.GOLD;
  }

  private static boolean occupied(Draft d, HexCoord hex) {
    return d.enemies.stream().anyMatch(e -> e.hex().equals(hex));
  }

  private static void place(Draft d, HexCoord hex, EnemyColor color) {
    String enemy = TileReveal.drawEnemy(d, color);
    if (enemy != null) {
      d.enemies = Lists.with(d.enemies, new MapEnemy(hex, enemy, color, true));
      d.emit(new Event.EnemyPlaced(hex, color, enemy));
    }
  }

  /**
   * V-RAIDERS-03: the Reputation for a defeated token on a rampaging space: at least 1.
   *
   * @param d the draft
   * @param base the token's own Reputation for a rampaging enemy
   * @return the Reputation to gain
   */
  public static int reputationFor(Draft d, int base) {
    return on(d) ? Math.max(1, base) : base;
  }
}
