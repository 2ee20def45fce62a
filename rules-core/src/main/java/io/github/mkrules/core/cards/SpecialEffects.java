package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TerrainRule;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The {@code special} effects of the effect language that the engine interprets: one registry of which exist
 * and whether they need combat, and one place that resolves them.
 */
final class SpecialEffects {
  /** Specials that can be used outside combat. */
  static final Set<String> OUTSIDE_COMBAT = Set.of("mana-draw", "forest-heal", "in-need",
      "terrain-reduce", "terrain-set", "terrain-open",
      "noble-manners-fame", "noble-manners-fame-reputation");

  /** Specials that belong to combat. */
  static final Set<String> COMBAT = Set.of("cold-toughness");

  private SpecialEffects() {}

  /**
   * Resolves one special effect for the active player; the compound specials (Concentration, Improvisation,
   * Crystallize, Mana Draw powered, Training) were already expanded by {@link Alternatives}.
   *
   * @param d the draft
   * @param special the effect
   * @param bonus the compound bonus added to Move and Influence, 0 if none
   */
  static void resolve(Draft d, Effect.Special special, int bonus) {
    switch (special.id()) {
      case "mana-draw": {
        // Mana Draw basic: one extra die from the Source this turn (R-MANA-3)
        TurnState t = d.turn;
        d.turn = t.withDice(t.diceTaken(), t.diceAllowed() + 1, t.keepDice());
        break;
      }
      case "forest-heal":
        // Restoration: Heal N, or M instead when the hero stands in a forest (deed-cards §1.4)
        EffectResolver.heal(d, number(special, inForest(d) ? 1 : 0));
        break;
      case "in-need":
        // In Need: Influence N, plus M for each Wound card in hand and on units (deed-cards §1.3)
        EffectResolver.gain(d, new Effect.Gain(GainKind.INFLUENCE,
            number(special, 0) + woundsInHandAndOnUnits(d.active()) * number(special, 1)), bonus);
        break;
      case "terrain-reduce":
      case "terrain-set":
      case "terrain-open":
        d.turn = d.turn.withTerrainRule(terrainRule(special)); // R-MOVE-7: until the end of the turn
        break;
      default:
        // noble-manners-*: the bonus needs an interaction, a later rule area; without one it gives nothing
        break;
    }
  }

  private static int number(Effect.Special special, int index) {
    return Integer.parseInt(special.args().get(index));
  }

  static boolean inForest(Draft d) {
    return d.active().position().map(pos -> Board.hexAt(d.content, d.tiles, pos))
        .filter(hex -> hex != null && hex.terrain() == Terrain.FOREST).isPresent();
  }

  static int woundsInHandAndOnUnits(PlayerState player) {
    int wounds = Lists.count(player.hand(), TurnEnding.WOUND);
    for (UnitState unit : player.units()) {
      wounds += unit.wounds();
    }
    return wounds;
  }

  /** Strictly lower Fame than every other player (true when playing alone). */
  static boolean strictlyLowestFame(Draft d) {
    PlayerState me = d.active();
    for (PlayerState other : d.players) {
      if (other.index() != me.index() && other.fame() <= me.fame()) {
        return false;
      }
    }
    return true;
  }

  /**
   * A terrain rule from its effect: {@code terrain-reduce TERRAINS N FLOOR}, {@code terrain-set TERRAINS N},
   * {@code terrain-open TERRAINS N}; TERRAINS is {@code all} or ids joined by {@code /}.
   *
   * @param special the effect
   * @return the rule
   */
  static TerrainRule terrainRule(Effect.Special special) {
    List<Terrain> terrains = new ArrayList<>();
    String which = special.args().get(0);
    if (!which.equals("all")) {
      for (String id : which.split("/")) {
        terrains.add(Terrain.fromId(id));
      }
    }
    int amount = Integer.parseInt(special.args().get(1));
    switch (special.id()) {
      case "terrain-reduce":
        return new TerrainRule(terrains,
            TerrainRule.Kind.REDUCE, amount, Integer.parseInt(special.args().get(2)));
      case "terrain-set":
        return new TerrainRule(terrains,
            TerrainRule.Kind.SET, amount, 0);
      default:
        return new TerrainRule(terrains,
            TerrainRule.Kind.OPEN, amount, 0);
    }
  }}
