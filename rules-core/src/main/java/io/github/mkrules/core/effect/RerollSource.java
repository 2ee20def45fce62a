package io.github.mkrules.core.effect;

/**
 * {@code reroll-source}: every die in the Source is rerolled at once (Mana Storm powered); dice taken by players
 * are not in the Source and keep their faces.
 */
public record RerollSource() implements Effect.Word {
  @Override
  public String toString() {
    return "reroll-source";
  }
}
