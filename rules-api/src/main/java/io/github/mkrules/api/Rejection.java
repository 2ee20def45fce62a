package io.github.mkrules.api;

/**
 * Why an action was refused. The state it was applied to is unchanged.
 *
 * @param code the reason, machine-readable
 * @param ruleId the rule that forbids the action, for example {@code R-MANA-3}
 * @param messageKey a key for a localised message, for example {@code rejection.die-limit}
 * @param detail an English sentence with the particulars, for logs and referees
 */
public record Rejection(RejectionCode code, String ruleId, String messageKey, String detail) {
  /**
   * The sentence for this rejection's message key in a language, from the bundled messages
   * ({@code io/github/mkrules/api/messages.properties}, repeated as {@code messages_en.properties} so that
   * English does not fall back to the JVM's default locale; Czech in {@code messages_cs.properties}).
   *
   * @param locale the language, for example {@code Locale.ENGLISH} or {@code Locale.forLanguageTag("cs")}
   * @return the sentence, or the key itself if no bundle has it
   */
  public String message(java.util.Locale locale) {
    try {
      return java.util.ResourceBundle.getBundle("io.github.mkrules.api.messages", locale, Rejection.class.getModule())
          .getString(messageKey);
    } catch (java.util.MissingResourceException e) {
      return messageKey;
    }
  }

  /**
   * A rejection whose message key is derived from the code.
   *
   * @param code the reason
   * @param ruleId the rule ID
   * @param detail the particulars
   * @return the rejection
   */
  public static Rejection of(RejectionCode code, String ruleId, String detail) {
    return new Rejection(code, ruleId, code.messageKey(), detail);
  }
}
