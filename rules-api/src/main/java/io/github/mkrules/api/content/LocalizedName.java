package io.github.mkrules.api.content;

import java.util.Optional;

/**
 * A component's display name: the official English term and, where known, the Czech name.
 *
 * @param en the English name
 * @param cs the Czech name, if known
 */
public record LocalizedName(String en, Optional<String> cs) {
  /**
   * A name with both languages.
   *
   * @param en the English name
   * @param cs the Czech name, or null if unknown
   * @return the name
   */
  public static LocalizedName of(String en, String cs) {
    return new LocalizedName(en, Optional.ofNullable(cs));
  }

  @Override
  public String toString() {
    return en;
  }
}
