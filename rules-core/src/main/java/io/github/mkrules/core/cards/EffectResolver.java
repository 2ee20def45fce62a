package io.github.mkrules.core.cards;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/** Resolves atomic effects outside combat (R-EFFECTS, R-GAIN, R-WOUND healing). */
public final class EffectResolver {
  /** Reputation runs from -7 to +7 (R-SETUP-1, reputation track). */
  public static final int MAX_REPUTATION = 7;

  private EffectResolver() {}

  /**
   * Whether an atom can be used outside combat. Attacks, blocks and combat-only specials cannot.
   *
   * @param atom the atom
   * @return true if it does something (or legally nothing) outside combat
   */
  public static boolean usableOutsideCombat(Effect atom) {
    if (atom instanceof Effect.Attack || atom instanceof Effect.Block) {
      return false;
    }
    if (atom instanceof Effect.Special) {
      switch (((Effect.Special) atom).id()) {
        case "mana-draw":
        case "motivation":
        case "forest-heal":
        case "in-need":
        case "terrain-reduce":
        case "terrain-set":
        case "terrain-open":
        case "day-night-move":
        case "day-night-influence":
        case "noble-manners-fame":
        case "noble-manners-fame-reputation":
          return true;
        default:
          return false;
      }
    }
    return true;
  }

  /**
   * Why an atom that {@link #usableOutsideCombat} refuses cannot be used: combat effects wait for combat, other
   * special rules are not interpreted by this engine version yet.
   *
   * @param atom the refused atom
   * @return a sentence for the rejection
   */
  public static String notUsableReason(Effect atom) {
    boolean combat = atom instanceof Effect.Attack || atom instanceof Effect.Block
        || atom instanceof Effect.Special && COMBAT_SPECIALS.contains(((Effect.Special) atom).id());
    return combat ? "'" + atom + "' can only be used in combat"
        : "'" + atom + "' is not available in this engine version";
  }

  /** Special effects that belong to combat. */
  private static final java.util.Set<String> COMBAT_SPECIALS =
      java.util.Set.of("cold-toughness", "day-night-ranged-attack");

  /**
   * Resolves one atom for the active player.
   *
   * @param d the draft
   * @param atom the atom
   * @param bonus the compound bonus added to Move and Influence (R-COMPOUND, Concentration), 0 if none
   */
  public static void resolve(Draft d, Effect atom, int bonus) {
    int p = d.turn.player();
    if (atom instanceof Effect.Gain) {
      gain(d, (Effect.Gain) atom, bonus);
    } else if (atom instanceof Effect.GainCrystal) {
      ManaColor color = ((Effect.GainCrystal) atom).colors().get(0);
      PlayerState player = d.active();
      if (player.crystals().get(color) < Crystals.MAX_PER_COLOR) {
        d.setActive(player.withCrystals(player.crystals().plus(color, 1)));
        d.emit(new Event.ManaGained(p, color, true));
      } else {
        // R-GAIN-2: a fourth crystal becomes a mana token in the play area
        d.turn = d.turn.withTokens(Lists.with(d.turn.tokens(), color));
        d.emit(new Event.ManaGained(p, color, false));
      }
    } else if (atom instanceof Effect.GainToken) {
      ManaColor color = ((Effect.GainToken) atom).colors().get(0);
      d.turn = d.turn.withTokens(Lists.with(d.turn.tokens(), color)); // R-GAIN-1
      d.emit(new Event.ManaGained(p, color, false));
    } else if (atom instanceof Effect.TakeWounds) {
      takeWounds(d, ((Effect.TakeWounds) atom).count());
    } else if (atom instanceof Effect.Special && ((Effect.Special) atom).id().equals("mana-draw")) {
      // Mana Draw basic: one extra die from the Source this turn (R-MANA-3)
      TurnState t = d.turn;
      d.turn = t.withDice(t.diceTaken(), t.diceAllowed() + 1, t.keepDice());
    }
    if (atom instanceof Effect.Special && ((Effect.Special) atom).id().equals("forest-heal")) {
      // Restoration: Heal N, or M instead when the hero stands in a forest (deed-cards §1.4)
      Effect.Special special = (Effect.Special) atom;
      boolean forest = d.active().position()
          .map(pos -> io.github.mkrules.core.map.Board.hexAt(d.content, d.tiles, pos))
          .filter(hex -> hex != null && hex.terrain() == io.github.mkrules.api.content.Terrain.FOREST).isPresent();
      heal(d, Integer.parseInt(special.args().get(forest ? 1 : 0)));
    }
    if (atom instanceof Effect.Special && ((Effect.Special) atom).id().equals("motivation")) {
      // Motivation: draw 2 cards; with strictly the lowest Fame also a mana token of the skill's colour
      draw(d, 2);
      if (strictlyLowestFame(d)) {
        ManaColor color = ManaColor.fromId(((Effect.Special) atom).args().get(0));
        d.turn = d.turn.withTokens(Lists.with(d.turn.tokens(), color));
        d.emit(new Event.ManaGained(p, color, false));
      }
    }
    if (atom instanceof Effect.Special && ((Effect.Special) atom).id().equals("in-need")) {
      // In Need: Influence N, plus M for each Wound card in hand and on units (deed-cards §1.3)
      Effect.Special special = (Effect.Special) atom;
      PlayerState player = d.active();
      int wounds = Lists.count(player.hand(), TurnEnding.WOUND);
      for (io.github.mkrules.api.state.UnitState unit : player.units()) {
        wounds += unit.wounded() ? 1 : 0;
      }
      int amount = Integer.parseInt(special.args().get(0)) + wounds * Integer.parseInt(special.args().get(1));
      gain(d, new Effect.Gain(GainKind.INFLUENCE, amount), bonus);
    }
    if (atom instanceof Effect.Special && ((Effect.Special) atom).id().startsWith("terrain-")) {
      d.turn = d.turn.withTerrainRule(terrainRule((Effect.Special) atom)); // R-MOVE-7: until the end of the turn
    }
    if (atom instanceof Effect.Special && ((Effect.Special) atom).id().startsWith("day-night-")) {
      // skills such as Arythea's Dark Paths: one value by Day, another at Night
      Effect.Special special = (Effect.Special) atom;
      int amount = Integer.parseInt(special.args().get(d.time == io.github.mkrules.api.state.TimeOfDay.DAY ? 0 : 1));
      GainKind kind = special.id().equals("day-night-move") ? GainKind.MOVE : GainKind.INFLUENCE;
      gain(d, new Effect.Gain(kind, amount), 0);
    }
    // noble-manners-*: the bonus needs an interaction, which is a later rule area; without one it gives nothing
  }

  /**
   * A terrain rule from its effect: {@code terrain-reduce TERRAINS N FLOOR}, {@code terrain-set TERRAINS N},
   * {@code terrain-open TERRAINS N}; TERRAINS is {@code all} or ids joined by {@code /}.
   *
   * @param special the effect
   * @return the rule
   */
  public static io.github.mkrules.api.state.TerrainRule terrainRule(Effect.Special special) {
    List<io.github.mkrules.api.content.Terrain> terrains = new ArrayList<>();
    String which = special.args().get(0);
    if (!which.equals("all")) {
      for (String id : which.split("/")) {
        terrains.add(io.github.mkrules.api.content.Terrain.fromId(id));
      }
    }
    int amount = Integer.parseInt(special.args().get(1));
    switch (special.id()) {
      case "terrain-reduce":
        return new io.github.mkrules.api.state.TerrainRule(terrains,
            io.github.mkrules.api.state.TerrainRule.Kind.REDUCE, amount, Integer.parseInt(special.args().get(2)));
      case "terrain-set":
        return new io.github.mkrules.api.state.TerrainRule(terrains,
            io.github.mkrules.api.state.TerrainRule.Kind.SET, amount, 0);
      default:
        return new io.github.mkrules.api.state.TerrainRule(terrains,
            io.github.mkrules.api.state.TerrainRule.Kind.OPEN, amount, 0);
    }
  }

  /** Strictly lower Fame than every other player (true when playing alone). */
  private static boolean strictlyLowestFame(Draft d) {
    PlayerState me = d.active();
    for (PlayerState other : d.players) {
      if (other.index() != me.index() && other.fame() <= me.fame()) {
        return false;
      }
    }
    return true;
  }

  private static void gain(Draft d, Effect.Gain gain, int bonus) {
    int p = d.turn.player();
    TurnState t = d.turn;
    int n = gain.amount();
    GainKind kind = gain.kind();
    switch (kind) {
      case MOVE:
        d.turn = t.withPoints(t.move() + n + bonus, t.influence(), t.heal());
        d.emit(new Event.PointsGained(p, "move", n + bonus));
        break;
      case INFLUENCE:
        d.turn = t.withPoints(t.move(), t.influence() + n + bonus, t.heal());
        d.emit(new Event.PointsGained(p, "influence", n + bonus));
        break;
      case HEAL:
        heal(d, n);
        break;
      case DRAW:
        draw(d, n);
        break;
      case FAME: {
        PlayerState player = d.active();
        d.setActive(player.withFameAndReputation(player.fame() + n, player.reputation()));
        d.emit(new Event.FameAndReputation(p, n, 0));
        break;
      }
      default: {
        PlayerState player = d.active();
        int rep = Math.max(-MAX_REPUTATION, Math.min(MAX_REPUTATION, player.reputation() + n));
        d.setActive(player.withFameAndReputation(player.fame(), rep));
        d.emit(new Event.FameAndReputation(p, 0, rep - player.reputation()));
        break;
      }
    }
  }

  /** R-WOUND: each Healing point throws away one Wound from hand back to the Wound deck; the rest stays for later. */
  private static void heal(Draft d, int points) {
    PlayerState player = d.active();
    int healed = Math.min(points, Lists.count(player.hand(), TurnEnding.WOUND));
    List<String> hand = player.hand();
    for (int i = 0; i < healed; i++) {
      hand = Lists.without(hand, TurnEnding.WOUND);
    }
    d.setActive(player.withHand(hand));
    d.wounds += healed;
    TurnState t = d.turn;
    d.turn = t.withPoints(t.move(), t.influence(), t.heal() + points - healed);
    d.emit(new Event.PointsGained(t.player(), "heal", points));
  }

  private static void draw(Draft d, int n) {
    PlayerState player = d.active();
    int count = Math.min(n, player.deck().size());
    if (count == 0) {
      return;
    }
    d.setActive(player.withCards(Lists.concat(player.hand(), player.deck().subList(0, count)),
        player.deck().subList(count, player.deck().size()), player.discard(), player.playArea()));
    d.revealed = true;
    d.emit(new Event.CardsDrawn(d.turn.player(), count));
  }

  /**
   * Puts Wounds from the Wound deck into the active player's hand.
   *
   * @param d the draft
   * @param count how many
   */
  public static void takeWounds(Draft d, int count) {
    PlayerState player = d.active();
    int taken = Math.min(count, d.wounds);
    List<String> hand = new ArrayList<>(player.hand());
    for (int i = 0; i < taken; i++) {
      hand.add(TurnEnding.WOUND);
    }
    d.wounds -= taken;
    d.setActive(player.withHand(hand));
  }
}
