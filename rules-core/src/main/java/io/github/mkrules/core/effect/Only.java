package io.github.mkrules.core.effect;

/**
 * {@code only COND}: the alternative it stands in may be used only while the condition holds (I Feel No Pain
 * and Inspiration outside combat, Glittering Fortune while interacting); it gives nothing itself.
 *
 * @param condition the condition
 */
public record Only(Condition condition) implements Effect.Word {
  /**
   * Checks the condition.
   *
   * @param condition the condition
   */
  public Only {
    if (condition == null) {
      throw new IllegalArgumentException("missing condition");
    }
  }

  @Override
  public String toString() {
    return "only " + condition.id();
  }
}
