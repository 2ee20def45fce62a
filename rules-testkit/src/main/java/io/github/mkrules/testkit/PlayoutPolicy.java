package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.Plunder;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.HexCoord;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The random policy of playouts. Every choice is a legal action picked at random, with weights that carry
 * games deeper into the scenario than a uniform pick would:
 * <ol>
 *   <li>a tile that can be revealed is revealed (one of the slots at random);</li>
 *   <li>otherwise a kind of action is picked (play, sideways, move, rest, end the turn …), each with weight 1
 *       except moving (weight 2), recruiting and buying (weight 3: listed only when affordable), and
 *       undoing (weight 1/5) and plundering (weight 1/10), so the many end-of-turn discard choices do not crowd
 *       out moving;</li>
 *   <li>within moves, one that goes farther from the Portal is picked 3 times in 4 when there is one; within
 *       sideways plays, a Move use 3 times in 4 while moving is possible, else an Influence use 3 times in 4 (for
 *       an interaction); otherwise uniformly.</li>
 * </ol>
 * Kinds are ordered by their first appearance in the list, so the choice is deterministic for a given list
 * and random source.
 */
public final class PlayoutPolicy {
  private static final int MAX_KINDS = 32;
  private static final HexCoord PORTAL = new HexCoord(0, 0);
  private static final double PURCHASE_WEIGHT = 3;

  private PlayoutPolicy() {}

  /**
   * Chooses one action.
   *
   * @param legal the legal actions, not empty
   * @param random the random source
   * @return the chosen action
   */
  public static Action choose(List<Action> legal, SplittableRandom random) {
    Class<?>[] kinds = new Class<?>[MAX_KINDS];
    int[] counts = new int[MAX_KINDS];
    int n = 0;
    int explorations = 0;
    for (Action action : legal) {
      if (action instanceof Explore) {
        explorations++;
      }
      Class<?> kind = action.getClass();
      int k = 0;
      while (k < n && kinds[k] != kind) {
        k++;
      }
      if (k == n) {
        kinds[n++] = kind;
      }
      counts[k]++;
    }
    if (explorations > 0) {
      return nth(legal, Explore.class, random.nextInt(explorations));
    }
    double total = 0;
    for (int k = 0; k < n; k++) {
      total += weight(kinds[k]);
    }
    double pick = random.nextDouble() * total;
    int k = 0;
    while (k < n - 1 && (pick -= weight(kinds[k])) >= 0) {
      k++;
    }
    if (kinds[k] == Move.class) {
      return move(legal, counts[k], random);
    }
    if (kinds[k] == PlaySideways.class) {
      return sideways(legal, counts[k], random);
    }
    return nth(legal, kinds[k], random.nextInt(counts[k]));
  }

  private static double weight(Class<?> kind) {
    if (kind == Recruit.class || kind == Buy.class) {
      return PURCHASE_WEIGHT; // listed only when affordable, so worth taking
    }
    return kind == Move.class ? 2 : kind == Undo.class ? 0.2 : kind == Plunder.class ? 0.1 : 1;
  }

  private static Action move(List<Action> legal, int count, SplittableRandom random) {
    int outward = 0;
    int farthest = -1;
    for (Action action : legal) {
      if (action instanceof Move) {
        farthest = Math.max(farthest, ((Move) action).to().distance(PORTAL));
      }
    }
    for (Action action : legal) {
      if (action instanceof Move && ((Move) action).to().distance(PORTAL) == farthest) {
        outward++;
      }
    }
    if (random.nextInt(4) < 3) {
      int target = random.nextInt(outward);
      for (Action action : legal) {
        if (action instanceof Move && ((Move) action).to().distance(PORTAL) == farthest && target-- == 0) {
          return action;
        }
      }
    }
    return nth(legal, Move.class, random.nextInt(count));
  }

  /** Sideways for Move 3 times in 4 while moving is possible, otherwise for Influence (interaction) 3 in 4. */
  private static Action sideways(List<Action> legal, int count, SplittableRandom random) {
    boolean moving = false;
    for (Action action : legal) {
      moving |= action instanceof Move;
    }
    SidewaysUse preferred = moving ? SidewaysUse.MOVE : SidewaysUse.INFLUENCE;
    if (random.nextInt(4) < 3) {
      int matching = 0;
      for (Action action : legal) {
        if (action instanceof PlaySideways && ((PlaySideways) action).use() == preferred) {
          matching++;
        }
      }
      if (matching > 0) {
        int target = random.nextInt(matching);
        for (Action action : legal) {
          if (action instanceof PlaySideways && ((PlaySideways) action).use() == preferred && target-- == 0) {
            return action;
          }
        }
      }
    }
    return nth(legal, PlaySideways.class, random.nextInt(count));
  }

  private static Action nth(List<Action> legal, Class<?> kind, int index) {
    int target = index;
    for (Action action : legal) {
      if (action.getClass() == kind && target-- == 0) {
        return action;
      }
    }
    throw new IllegalStateException("no action of kind " + kind.getSimpleName());
  }
}
