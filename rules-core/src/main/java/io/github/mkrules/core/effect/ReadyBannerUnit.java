package io.github.mkrules.core.effect;

/**
 * {@code ready-banner-unit}: as a Banner's basic effect used with {@code use-banner}, the Banner turns face down until
 * the next round and its Spent unit becomes Ready (R-UNITS-6, R-ROUND-2.7(i); Banner of Courage: once per round).
 */
public record ReadyBannerUnit() implements Effect.Word {
  @Override
  public String toString() {
    return "ready-banner-unit";
  }
}
