package io.github.mkrules.core.content;

import io.github.mkrules.core.effect.EffectParser;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A place in a data file for messages: the file, the entry and the path inside it, such as
 * {@code units.json: entry 'peasants'} or {@code moves.json: fixture 'walk': setup.players[0]}. Its checks throw a
 * {@link DataException} naming the place and the field.
 */
public final class Place {
  private final String where;

  Place(String where) {
    this.where = where;
  }

  /**
   * A place inside this one.
   *
   * @param path the path from here, such as {@code abilities[1]} or {@code setup.players[0]}
   * @return the inner place
   */
  public Place in(String path) {
    return new Place(where + ": " + path);
  }

  /** An entry inside this place, named by a word and a label: {@code entry 'NE'}. */
  Place named(String word, String label) {
    return new Place(where + ": " + word + " '" + label + "'");
  }

  /**
   * An error naming this place and a field.
   *
   * @param field the field, such as {@code armor} or {@code resistances[2]}
   * @param message what is wrong
   * @return the exception to throw
   */
  public DataException fail(String field, String message) {
    return fail("field '" + field + "': " + message);
  }

  /**
   * An error about this place as a whole.
   *
   * @param message what is wrong
   * @return the exception to throw
   */
  public DataException fail(String message) {
    return new DataException(where + ": " + message);
  }

  /**
   * A written value read by a parser that throws {@link IllegalArgumentException}.
   *
   * @param field the field
   * @param raw the written value
   * @param parser reads the value
   * @param <T> the type read
   * @return the value
   */
  public <T> T parse(String field, String raw, Function<String, T> parser) {
    try {
      return parser.apply(raw);
    } catch (IllegalArgumentException e) {
      throw fail(field, "impossible value \"" + raw + "\": " + e.getMessage());
    }
  }

  /**
   * Checks that a whole number lies within bounds.
   *
   * @param field the field
   * @param value the value
   * @param min the smallest allowed value
   * @param max the largest allowed value
   * @return the value
   */
  public int range(String field, long value, int min, int max) {
    if (value < min || value > max) {
      throw fail(field, "value " + value + " is outside " + min + ".." + max);
    }
    return (int) value;
  }

  /** Checks the length of a list. */
  <C extends Collection<?>> C size(String field, C items, int min, int max) {
    if (items.size() < min || items.size() > max) {
      throw fail(field, "has " + items.size() + " items, expected " + min + ".." + max);
    }
    return items;
  }

  /** Checks that a value is one of a closed list; {@code what} names the value in the message. */
  String oneOf(String field, String value, String what, List<String> allowed) {
    if (!allowed.contains(value)) {
      throw fail(field, "unknown " + what + " \"" + value + "\" (allowed: " + String.join(", ", allowed) + ")");
    }
    return value;
  }

  /** Checks ids from a closed list, each named once. */
  List<String> ids(String field, List<String> ids, List<String> allowed) {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < ids.size(); i++) {
      oneOf(field + "[" + i + "]", ids.get(i), "id", allowed);
      if (!seen.add(ids.get(i))) {
        throw fail(field + "[" + i + "]", "repeated id \"" + ids.get(i) + "\"");
      }
    }
    return ids;
  }

  /** Checks that an effect parses in the effect language and is written in its canonical form. */
  String effect(String field, String effect) {
    String canonical = EffectParser.parse(effect, where + ": field '" + field + "'").toString();
    if (!canonical.equals(effect)) {
      throw fail(field, "\"" + effect + "\" is not in canonical form; write \"" + canonical + "\"");
    }
    return effect;
  }

  @Override
  public String toString() {
    return where;
  }
}
