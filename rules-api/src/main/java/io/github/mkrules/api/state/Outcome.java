package io.github.mkrules.api.state;

import java.util.List;

/**
 * How a finished game ended (R-FLOW-4): each player's score, the ranking, the winners and, for bots, a return
 * per player.
 *
 * @param reason why the game ended, for example {@code round-limit}
 * @param scores each player's score, by player index
 * @param ranking player indices, best first; tied players keep index order
 * @param winners the players who won (several on a tie that the scenario shares); empty when nobody wins
 *     (a lost cooperative game)
 * @param returns a number per player for learning bots, by player index: in a competitive game, the share of
 *     other players ranked below minus the share ranked above (+1 alone on top, -1 alone at the bottom, 0 for
 *     a shared result); in a solo game, the score
 */
public record Outcome(
    String reason, List<Score> scores, List<Integer> ranking, List<Integer> winners, List<Double> returns) {
  /**
   * Copies the lists.
   *
   * @param reason reason
   * @param scores scores
   * @param ranking ranking
   * @param winners winners
   * @param returns returns
   */
  public Outcome {
    scores = List.copyOf(scores);
    ranking = List.copyOf(ranking);
    winners = List.copyOf(winners);
    returns = List.copyOf(returns);
  }

  /**
   * One player's final score.
   *
   * @param player the player index
   * @param total the score that ranks the players
   * @param categories the parts of the score by category, for example {@code fame}
   */
  public record Score(int player, int total, List<Category> categories) {
    /**
     * Copies the list.
     *
     * @param player player
     * @param total total
     * @param categories categories
     */
    public Score {
      categories = List.copyOf(categories);
    }
  }

  /**
   * One category of a score sheet.
   *
   * @param id the category, for example {@code fame} or {@code greatest-knowledge}
   * @param points its points
   */
  public record Category(String id, int points) {}
}
