package io.github.mkrules.core.effect;

/**
 * {@code spend-banner-unit}: as a Banner's basic effect used with {@code use-banner}, its Ready, unwounded unit is
 * spent (R-UNITS-5.1) to pay for what follows (Banner of Fear).
 */
public record SpendBannerUnit() implements Effect.Word {
  @Override
  public String toString() {
    return "spend-banner-unit";
  }
}
