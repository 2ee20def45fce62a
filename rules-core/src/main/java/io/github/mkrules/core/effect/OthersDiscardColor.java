package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code others-discard-color C [steal]}: every other player discards a Spell or Action card of basic colour C from
 * hand, picked by that player, or shows a hand without one; with {@code steal} the player may then take one Action
 * card (never a Spell) discarded this way into hand, for good (Mind Read, Mind Steal).
 *
 * @param color the colour
 * @param steal whether a discarded Action card may be taken
 */
public record OthersDiscardColor(ManaColor color, boolean steal) implements Effect.Word {
  /** The optional word. */
  public static final String STEAL = "steal";

  /**
   * Checks the colour.
   *
   * @param color a basic colour
   * @param steal whether a discarded Action card may be taken
   */
  public OthersDiscardColor {
    Words.checkBasic("others-discard-color", color);
  }

  @Override
  public String toString() {
    return "others-discard-color " + color.id() + (steal ? " " + STEAL : "");
  }
}
