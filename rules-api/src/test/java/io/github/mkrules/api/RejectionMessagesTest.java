package io.github.mkrules.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Locale;
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
}
