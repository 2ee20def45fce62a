package io.github.mkrules.core.cards;

import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import java.util.Set;

/**
 * The {@code special} effects of the effect language that the engine interprets: one registry of which exist
 * and whether they need combat, and one place that resolves them.
 */
final class SpecialEffects {
  /** Specials that can be used outside combat. */
  static final Set<String> OUTSIDE_COMBAT = Set.of("noble-manners-fame", "noble-manners-fame-reputation");

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
    // noble-manners-*: the bonus needs an interaction, a later rule area; without one it gives nothing
  }
}
