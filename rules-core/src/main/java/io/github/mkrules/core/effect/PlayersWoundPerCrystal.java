package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code players-wound-per-crystal C}: every player, the player included, takes one Wound into hand per crystal of
 * basic colour C in their Inventory (Mana Radiance).
 *
 * @param color the colour counted
 */
public record PlayersWoundPerCrystal(ManaColor color) implements Effect.Word {
  /**
   * Checks the colour.
   *
   * @param color a basic colour
   */
  public PlayersWoundPerCrystal {
    Words.checkBasic("players-wound-per-crystal", color);
  }

  @Override
  public String toString() {
    return "players-wound-per-crystal " + color.id();
  }
}
