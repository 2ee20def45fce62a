package io.github.mkrules.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * Every rejection code has a message in English and in Czech, the languages of the rulebook editions
 * (architecture brief: rejections explain themselves with a message key).
 */
class RejectionMessagesTest {
  @Test
  void everyCodeHasAnEnglishAndACzechMessage() {
    for (RejectionCode code : RejectionCode.values()) {
      Rejection r = Rejection.of(code, "R-TURN", "detail");
      String en = r.message(Locale.ENGLISH);
      String cs = r.message(Locale.forLanguageTag("cs"));
      assertNotEquals(r.messageKey(), en, "English message for " + code);
      assertNotEquals(r.messageKey(), cs, "Czech message for " + code);
      assertNotEquals(en, cs, "the Czech message is translated: " + code);
    }
    assertEquals("You do not have enough Move points.",
        Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-3", "").message(Locale.ENGLISH));
  }

  /**
   * English asked for is English on a Czech machine: without an English bundle, {@code ResourceBundle} tries
   * the JVM's default locale before the base bundle and answered in Czech.
   */
  @Test
  void englishIsEnglishWhateverTheDefaultLocale() {
    Locale before = Locale.getDefault();
    Rejection r = Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-3", "");
    try {
      Locale.setDefault(Locale.forLanguageTag("cs"));
      ResourceBundle.clearCache(Rejection.class.getClassLoader());
      assertEquals("You do not have enough Move points.", r.message(Locale.ENGLISH));
      assertEquals("You do not have enough Move points.", r.message(Locale.UK), "a country falls back to English");
      assertNotEquals("You do not have enough Move points.", r.message(Locale.forLanguageTag("cs")));
    } finally {
      Locale.setDefault(before);
      ResourceBundle.clearCache(Rejection.class.getClassLoader());
    }
  }

  /** The English bundle repeats the base bundle, so the two cannot drift apart. */
  @Test
  void englishBundleEqualsTheBaseBundle() throws IOException {
    assertEquals(load("messages.properties"), load("messages_en.properties"));
  }

  private static Properties load(String file) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = Rejection.class.getResourceAsStream(file)) {
      properties.load(in);
    }
    return properties;
  }
}
