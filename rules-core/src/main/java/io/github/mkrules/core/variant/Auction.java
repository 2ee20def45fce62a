package io.github.mkrules.core.variant;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.state.PlayerState;
import java.util.List;

/**
 * The hero auction (V-AUCTION-01 to V-AUCTION-07): the players bid Fame for their heroes before the game, as the
 * option {@code auction-bids} records (one bid per player, in hero-choice order); a winner starts with that much
 * less Fame, below 0 if need be, still at level 1 (V-AUCTION-06); and the Tactics are chosen in reverse
 * hero-choice order, whatever the Fame, in every round (V-AUCTION-07, C-03 read literally).
 */
public final class Auction {
  private static final String BIDS = io.github.mkrules.core.setup.Variants.AUCTION;

  private Auction() {}

  /**
   * A player's bid.
   *
   * @param config the configuration
   * @param player the player index
   * @return the Fame the player paid, 0 without an auction
   */
  public static int bid(GameConfig config, int player) {
    String bids = config.options().get(BIDS);
    return bids == null ? 0 : Integer.parseInt(bids.split(",")[player].trim());
  }

  /**
   * Whether the game was started with an auction.
   *
   * @param config the configuration
   * @return true with bids
   */
  public static boolean on(GameConfig config) {
    return config.options().containsKey(BIDS);
  }

  /**
   * V-AUCTION-07: the next player to choose a tactic: the last in hero-choice order who has none yet.
   *
   * @param turnOrder the Round Order (the players still playing)
   * @param players the players
   * @return the player index, or -1
   */
  public static int chooser(List<Integer> turnOrder, List<PlayerState> players) {
    for (int p = players.size() - 1; p >= 0; p--) {
      if (turnOrder.contains(p) && players.get(p).tactic().isEmpty()) {
        return p;
      }
    }
    return -1;
  }
}
