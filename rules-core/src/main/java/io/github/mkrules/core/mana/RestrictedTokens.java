package io.github.mkrules.core.mana;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;

/**
 * Mana tokens gained with a rule on how they may be spent ({@code token C at-once | not-spell-powered |
 * only-spell-powered}: Invocation, Polarization; docs/decisions/heroes-skills-tactics.md). The token lies in the
 * play area like any other (R-MANA-1.1); its rule is a turn modifier {@code "<source> token C USE"}, one per such
 * token, gone when the token is spent or the turn ends.
 */
public final class RestrictedTokens {
  /** How a token rule's entry begins after its source id. */
  private static final String TOKEN_WORD = " token ";

  private RestrictedTokens() {}

  /**
   * Records the rule of a token just gained.
   *
   * @param d the draft
   * @param source the card, unit or skill that gave it
   * @param token the gain, of one colour
   */
  public static void gained(Draft d, String source, Effect.GainToken token) {
    if (token.use() != Effect.TokenUse.ANY) {
      d.turn = d.turn.withModifier((source.isEmpty() ? "effect" : source) + " " + token);
    }
  }

  /**
   * The tokens of the play area that may pay for a purpose: those whose rule forbids it are left out.
   *
   * @param d the draft
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   * @return the tokens' colours, one entry per token
   */
  public static List<ManaColor> usable(Draft d, boolean spellPowered) {
    List<ManaColor> tokens = d.turn.tokens();
    if (tokens.isEmpty() || d.turn.modifiers().isEmpty()) {
      return tokens;
    }
    List<ManaColor> out = tokens;
    for (String text : d.turn.modifiers()) {
      Effect.GainToken rule = rule(text);
      if (rule != null && !rule.use().allows(spellPowered)) {
        out = out == tokens ? new ArrayList<>(tokens) : out;
        out.remove(rule.colors().get(0));
      }
    }
    return out;
  }

  /**
   * Forgets the rule of the token just spent: a token that had to be spent at once first, then one that could
   * pay only this kind of purpose; a token without a rule leaves the rules as they are.
   *
   * @param d the draft
   * @param color the token's colour
   * @param spellPowered whether it powered the stronger effect of a Spell
   */
  public static void spent(Draft d, ManaColor color, boolean spellPowered) {
    if (d.turn.modifiers().isEmpty()) {
      return;
    }
    Effect.TokenUse narrow = spellPowered ? Effect.TokenUse.ONLY_SPELL_POWERED : Effect.TokenUse.NOT_SPELL_POWERED;
    for (Effect.TokenUse use : List.of(Effect.TokenUse.AT_ONCE, narrow)) {
      for (String text : d.turn.modifiers()) {
        Effect.GainToken rule = rule(text);
        if (rule != null && rule.use() == use && rule.colors().get(0) == color) {
          d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), text));
          return;
        }
      }
    }
  }

  /**
   * The colour of a token that must be spent at once, before anything else is done (Invocation).
   *
   * @param turn the turn
   * @return the colour, or null if none waits
   */
  public static ManaColor atOnce(TurnState turn) {
    for (String text : turn.modifiers()) {
      Effect.GainToken rule = rule(text);
      if (rule != null && rule.use() == Effect.TokenUse.AT_ONCE) {
        return rule.colors().get(0);
      }
    }
    return null;
  }

  /**
   * The rule of a token that an entry of the turn's modifiers records ({@link #gained}), or null for any other
   * entry; only entries that name a token are parsed, since this runs for every payment checked.
   */
  private static Effect.GainToken rule(String text) {
    if (!text.contains(TOKEN_WORD)) {
      return null;
    }
    Effect word = Modifier.parse(text).word();
    return word instanceof Effect.GainToken && ((Effect.GainToken) word).use() != Effect.TokenUse.ANY
        ? (Effect.GainToken) word : null;
  }
}
