package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.AssignDamage;
import io.github.mkrules.api.action.BlockAttack;
import io.github.mkrules.api.action.BurnMonastery;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.Challenge;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.NextPhase;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Plunder;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.action.Strike;
import io.github.mkrules.api.action.Target;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The random policy of playouts. Every choice is a legal action picked at random, with weights by kind of
 * action that carry games deeper into the scenario, and into combat, than a uniform pick would:
 * <ol>
 *   <li>a tile that can be revealed is revealed (one of the slots at random);</li>
 *   <li>in a combat, a listed {@code strike} (it defeats its targets) or {@code block} (it stops the attack) is
 *       taken 7 times in 8;</li>
 *   <li>otherwise a kind of action is picked with the weights below, then an action of that kind: within moves,
 *       half of the time one of those that come nearest to an enemy token (next to rampaging enemies, onto a
 *       site's defenders) when some come nearer than the hero stands, otherwise 3 times in 4 one that goes
 *       farthest from the Portal; within sideways plays, 3 times in 4 the use the moment needs (Move outside
 *       combat, Block in the Block phase, Attack in a combat otherwise); otherwise uniformly.</li>
 * </ol>
 *
 * <table>
 *   <caption>Weights of the kinds of action</caption>
 *   <tr><th>when</th><th>kind</th><th>weight</th></tr>
 *   <tr><td rowspan="6">outside combat</td><td>move</td><td>2</td></tr>
 *   <tr><td>recruit, buy; plunder</td><td>3 (listed only when affordable); 1/10</td></tr>
 *   <tr><td>challenge, enter-site, burn-monastery</td><td>4, 2, 1 with 4 or more non-Wound cards in hand,
 *       else 1/50 (a hero without cards only gathers Wounds; at the end of a turn these are among the few kinds
 *       left)</td></tr>
 *   <tr><td>rest</td><td>1 with at least as many Wounds as other cards in hand, else 1/4</td></tr>
 *   <tr><td>end-turn; undo</td><td>1/4; 1/5</td></tr>
 *   <tr><td>every other kind</td><td>1</td></tr>
 *   <tr><td rowspan="6">in a combat</td><td>target; damage</td><td>3 for the first target, 3/10 for more;
 *       4</td></tr>
 *   <tr><td>next-phase</td><td>1/10 in the Attack phase (the hero plays its hand first), 3 otherwise</td></tr>
 *   <tr><td>sideways</td><td>2 in the Attack phase, 1 in the Block phase, 1/5 otherwise</td></tr>
 *   <tr><td>play</td><td>1 in the Block and Attack phases, 3/10 otherwise</td></tr>
 *   <tr><td>undo</td><td>1/20, so a combat does not spin</td></tr>
 *   <tr><td>every other kind</td><td>1</td></tr>
 * </table>
 *
 * <p>Without the state ({@link #choose(List, SplittableRandom)}) the hand and the combat are unknown: the hand
 * counts as neither ready to fight nor mostly Wounds, and the weights outside combat apply. Kinds are ordered
 * by their first appearance in the list, so the choice is deterministic for a given state, list and random
 * source.
 */
public final class PlayoutPolicy {
  private static final int MAX_KINDS = 32;
  private static final double PURCHASE_WEIGHT = 3;
  private static final HexCoord PORTAL = new HexCoord(0, 0);
  private static final String WOUND = "wound";
  /** The cards in hand, Wounds not counted, from which a hero starts combats eagerly. */
  private static final int FIGHTING_HAND = 4;

  private PlayoutPolicy() {}

  /**
   * Chooses one action without looking at the state: the weights outside combat of a hand that is not ready to
   * fight, and in a combat neither the phase nor the targets are known. Prefer
   * {@link #choose(GameState, List, SplittableRandom)}.
   *
   * @param legal the legal actions, not empty
   * @param random the random source
   * @return the chosen action
   */
  public static Action choose(List<Action> legal, SplittableRandom random) {
    return choose(null, legal, random);
  }

  /**
   * Chooses one action.
   *
   * @param state the state the actions are legal in, or null when unknown
   * @param legal the legal actions, not empty
   * @param random the random source
   * @return the chosen action
   */
  public static Action choose(GameState state, List<Action> legal, SplittableRandom random) {
    Class<?>[] kinds = new Class<?>[MAX_KINDS];
    int[] counts = new int[MAX_KINDS];
    int n = 0;
    int explorations = 0;
    Action decisive = null;
    for (Action action : legal) {
      if (action instanceof Explore) {
        explorations++;
      } else if (decisive == null && (action instanceof Strike || action instanceof BlockAttack)) {
        decisive = action;
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
    if (decisive != null && random.nextInt(8) < 7) {
      return decisive;
    }
    CombatState combat = state == null ? null : state.turn().combat().orElse(null);
    Hand hand = Hand.of(state);
    double total = 0;
    for (int k = 0; k < n; k++) {
      total += weight(kinds[k], combat, hand);
    }
    double pick = random.nextDouble() * total;
    int k = 0;
    while (k < n - 1 && (pick -= weight(kinds[k], combat, hand)) >= 0) {
      k++;
    }
    if (kinds[k] == Move.class) {
      return move(state, legal, counts[k], random);
    }
    if (kinds[k] == PlaySideways.class) {
      return sideways(legal, counts[k], sidewaysUse(legal, combat), random);
    }
    return nth(legal, kinds[k], random.nextInt(counts[k]));
  }

  private static double weight(Class<?> kind, CombatState combat, Hand hand) {
    if (combat == null) {
      if (kind == Challenge.class || kind == EnterSite.class || kind == BurnMonastery.class) {
        return !hand.readyToFight() ? 0.02 : kind == Challenge.class ? 4 : kind == EnterSite.class ? 2 : 1;
      }
      if (kind == Rest.class) {
        return hand.mostlyWounds() ? 1 : 0.25;
      }
      if (kind == Recruit.class || kind == Buy.class) {
        return PURCHASE_WEIGHT; // listed only when affordable, so worth taking
      }
      return kind == Move.class ? 2 : kind == Undo.class ? 0.2 : kind == EndTurn.class ? 0.25
          : kind == Plunder.class ? 0.1 : 1;
    }
    if (kind == Undo.class) {
      return 0.05;
    }
    if (kind == Target.class) {
      return combat.targets().isEmpty() ? 3 : 0.3;
    }
    if (kind == AssignDamage.class) {
      return 4;
    }
    boolean fighting = combat.phase() == CombatPhase.BLOCK || combat.phase() == CombatPhase.ATTACK;
    if (kind == NextPhase.class) {
      return combat.phase() == CombatPhase.ATTACK ? 0.1 : 3;
    }
    if (kind == PlaySideways.class) {
      return combat.phase() == CombatPhase.ATTACK ? 2 : fighting ? 1 : 0.2;
    }
    return kind == PlayCard.class && !fighting ? 0.3 : 1;
  }

  private static Action move(GameState state, List<Action> legal, int count, SplittableRandom random) {
    if (state != null && !state.map().enemies().isEmpty() && random.nextInt(2) == 0) {
      HexCoord at = state.player(state.turn().player()).position().orElse(PORTAL);
      int here = enemyDistance(state, at);
      int best = Integer.MAX_VALUE;
      for (Action action : legal) {
        if (action instanceof Move) {
          best = Math.min(best, enemyDistance(state, ((Move) action).to()));
        }
      }
      if (best < here) {
        return nthMove(legal, state, best, random);
      }
    }
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

  /**
   * The distance from a space to the nearest enemy token: 0 on a site's defenders or waiting enemies (a move
   * there is an assault or reaches them), 1 next to rampaging enemies (which may then be challenged).
   */
  private static int enemyDistance(GameState state, HexCoord hex) {
    int nearest = Integer.MAX_VALUE;
    for (MapEnemy enemy : state.map().enemies()) {
      nearest = Math.min(nearest, enemy.hex().distance(hex));
    }
    return nearest;
  }

  /** One of the moves that end at the given distance from the nearest enemy, at random. */
  private static Action nthMove(List<Action> legal, GameState state, int distance, SplittableRandom random) {
    int matching = 0;
    for (Action action : legal) {
      if (action instanceof Move && enemyDistance(state, ((Move) action).to()) == distance) {
        matching++;
      }
    }
    int target = random.nextInt(matching);
    for (Action action : legal) {
      if (action instanceof Move && enemyDistance(state, ((Move) action).to()) == distance && target-- == 0) {
        return action;
      }
    }
    throw new IllegalStateException("no move at distance " + distance);
  }

  /**
   * The sideways use preferred: Move outside combat while moving is possible, else Influence (for an
   * interaction); Block in the Block phase, Attack otherwise.
   */
  private static SidewaysUse sidewaysUse(List<Action> legal, CombatState combat) {
    if (combat == null) {
      for (Action action : legal) {
        if (action instanceof Move) {
          return SidewaysUse.MOVE;
        }
      }
      return SidewaysUse.INFLUENCE;
    }
    return combat.phase() == CombatPhase.BLOCK ? SidewaysUse.BLOCK : SidewaysUse.ATTACK;
  }

  private static Action sideways(List<Action> legal, int count, SidewaysUse preferred, SplittableRandom random) {
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

  /**
   * What the policy looks at in the active player's hand: how many cards can fight (not Wounds) and how many
   * Wounds it holds. Unknown without a state: then neither ready to fight nor mostly Wounds.
   */
  private record Hand(int fighting, int wounds) {
    static Hand of(GameState state) {
      if (state == null || state.turn().player() < 0 || state.turn().player() >= state.players().size()) {
        return new Hand(0, 0);
      }
      int wounds = 0;
      List<String> cards = state.player(state.turn().player()).hand();
      for (String card : cards) {
        if (card.equals(WOUND)) {
          wounds++;
        }
      }
      return new Hand(cards.size() - wounds, wounds);
    }

    /** Enough cards to block or attack: a hero with fewer only gathers Wounds by starting a combat. */
    boolean readyToFight() {
      return fighting >= FIGHTING_HAND;
    }

    /** At least as many Wounds as other cards: resting is the way to shed them (R-TURN-7). */
    boolean mostlyWounds() {
      return wounds > 0 && wounds >= fighting;
    }
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
