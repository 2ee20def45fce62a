package io.github.mkrules.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.action.SelectTactic;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The action records accept exactly the kebab-case ids of the notation (docs/notation.md: lower-case letters
 * and digits joined by single hyphens), the grammar written here as a regular expression.
 */
class IdCheckTest {
  private static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(?:-[a-z0-9]+)*");

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.strings().withChars("ab9-A _").ofMaxLength(6);
  }

  /**
   * A record takes an id exactly when it is kebab-case: no empty id, upper case, space, or leading, trailing or
   * doubled hyphen.
   *
   * @param text a candidate id
   */
  @Property(tries = 2000)
  void recordsTakeExactlyKebabCaseIds(@ForAll("texts") String text) {
    boolean taken;
    try {
      new SelectTactic(text);
      taken = true;
    } catch (IllegalArgumentException e) {
      taken = false;
    }
    assertEquals(KEBAB.matcher(text).matches(), taken, "'" + text + "'");
  }
}
