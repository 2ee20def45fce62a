package io.github.mkrules.core.cards;

import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import java.util.Set;

/**
 * The {@code special} effects of the effect language that the engine interprets: one registry of which exist
 * and whether they can be used outside combat, and one place that resolves them.
 */
final class SpecialEffects {
  /** Time Bending's powered effect (R-COMPOUND-1.3), the one rule of that card no other component shares. */
  static final String TIME_BENDING = "time-bending";

  /** Specials that can be used outside combat. */
  static final Set<String> OUTSIDE_COMBAT = Set.of(TIME_BENDING);

  private SpecialEffects() {}

  /**
   * Resolves one special effect for the active player; Mana Draw powered and Training were already expanded by
   * {@link Alternatives}.
   *
   * @param d the draft
   * @param special the effect
   * @param bonus the compound bonus added to Move and Influence, 0 if none
   * @param source the id of the card whose effect it is
   */
  static void resolve(Draft d, Effect.Special special, int bonus, String source) {
    if (special.id().equals(TIME_BENDING)) {
      // R-COMPOUND-1.3: kept until the end of the turn, which sets the card aside and gives another turn
      // (turn.TimeBending)
      d.turn = d.turn.withModifier(source + " " + special);
    }
  }
}
