package io.github.mkrules.core.effect;

/**
 * {@code hand-back [solo-owner] term}: [interactive, cooperative] while the token lies in the centre, another player
 * may hand it back to its owner face down in their own turn, with the action that uses the skill, and then gets the
 * term (R-SKILLS-4.2; Ritual of Pain, Calming the Weather). When the owner uses the skill it does nothing. With
 * {@code solo-owner}, in a game of one player (R-PAREA-9 keeps the cooperative token in a solo game, where nobody
 * else could hand it back) the token stays in the centre during its owner's next turn, and the owner may take it
 * back face down then, getting the term himself (Source Opening; MKDts' solo note,
 * docs/decisions/heroes-skills-tactics.md).
 *
 * @param soloOwner whether the owner of a solo game takes the term in his next turn
 * @param effect the term
 */
public record HandBack(boolean soloOwner, Effect effect) implements Effect.Word {
  /** The word. */
  public static final String WORD = "hand-back";
  /** The option that lets the owner of a solo game take the term in his next turn. */
  public static final String SOLO_OWNER = "solo-owner";

  /**
   * Checks the term.
   *
   * @param soloOwner whether the owner of a solo game takes the term in his next turn
   * @param effect the term
   */
  public HandBack {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException(WORD + " needs a term without a choice");
    }
  }

  /**
   * A token only other players hand back.
   *
   * @param effect the term
   */
  public HandBack(Effect effect) {
    this(false, effect);
  }

  @Override
  public String toString() {
    return WORD + (soloOwner ? " " + SOLO_OWNER : "") + " " + Words.branch(effect);
  }
}
