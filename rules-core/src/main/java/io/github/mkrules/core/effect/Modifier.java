package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.TurnState;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of {@link TurnState#modifiers()}: a rule change or delayed effect in force this turn, written
 * {@code "<source-id> <effect word>"} (R-EFFECTS-1.2). The source is the card, unit or skill whose effect it is,
 * which gives its colour for resistances (R-COMPOUND-1.2).
 *
 * @param source the id of the card, unit or skill
 * @param word the effect word
 * @param text the entry as stored
 */
public record Modifier(String source, Effect word, String text) {
  /**
   * Reads a stored entry.
   *
   * @param text {@code "<source-id> <effect word>"}
   * @return the modifier
   */
  public static Modifier parse(String text) {
    int space = text.indexOf(' ');
    return new Modifier(text.substring(0, space), EffectParser.parse(text.substring(space + 1),
        "turn modifier '" + text + "'"), text);
  }

  /**
   * The modifiers of a turn whose word is of a type.
   *
   * @param <W> the word's type
   * @param turn the turn
   * @param type the word's class
   * @return the matching modifiers, in the order they were played
   */
  public static <W extends Effect> List<Modifier> of(TurnState turn, Class<W> type) {
    if (turn.modifiers().isEmpty()) {
      return List.of();
    }
    List<Modifier> out = new ArrayList<>();
    for (String text : turn.modifiers()) {
      Modifier m = parse(text);
      if (type.isInstance(m.word())) {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * The word, as its type.
   *
   * @param <W> the word's type
   * @param type the word's class
   * @return the word
   */
  public <W extends Effect> W word(Class<W> type) {
    return type.cast(word);
  }
}
