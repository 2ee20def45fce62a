package io.github.mkrules.core.cards;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import java.util.Set;

/**
 * The {@code special} effects of the effect language that the engine interprets: one registry of which exist
 * and whether they need combat, and one place that resolves them.
 */
final class SpecialEffects {
  /** Specials that can be used outside combat. */
  static final Set<String> OUTSIDE_COMBAT = Set.of("motivation", "noble-manners-fame",
      "noble-manners-fame-reputation");

  /** Specials that belong to combat. */
  static final Set<String> COMBAT = Set.of("cold-toughness");

  private SpecialEffects() {}

  /**
   * Resolves one special effect for the active player; Mana Draw powered and Training were already expanded by
   * {@link Alternatives}.
   *
   * @param d the draft
   * @param special the effect
   * @param bonus the compound bonus added to Move and Influence, 0 if none
   */
  static void resolve(Draft d, Effect.Special special, int bonus) {
    switch (special.id()) {
      case "motivation":
        // Motivation: draw 2 cards; with strictly the lowest Fame also a mana token of the skill's colour
        EffectResolver.draw(d, 2);
        if (strictlyLowestFame(d)) {
          EffectResolver.gainToken(d, ManaColor.fromId(special.args().get(0)));
        }
        break;
      default:
        // noble-manners-*: the bonus needs an interaction, a later rule area; without one it gives nothing
        break;
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
}
