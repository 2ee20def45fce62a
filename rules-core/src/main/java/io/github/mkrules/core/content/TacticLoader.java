package io.github.mkrules.core.content;

import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code tactics.json}: the Day and Night tactic cards (R-ROUND-3, R-SETUP-12, R-SETUP-13). Each set
 * must hold exactly the numbers 1 to 6, each once.
 */
final class TacticLoader {
  /** The bundled file name. */
  static final String FILE = "tactics.json";

  /** The number of tactic cards in each set, numbered 1 to this (R-ROUND-3.3). */
  static final int PER_SET = 6;

  private TacticLoader() {}

  /** Reads and checks the tactics of a content file. */
  static List<Tactic> load(DataFile file) {
    Map<TimeOfDay, Set<Integer>> numbers = new EnumMap<>(TimeOfDay.class);
    for (TimeOfDay time : TimeOfDay.values()) {
      numbers.put(time, new HashSet<>());
    }
    List<Tactic> out = file.entries("tactics", Tactic.class, (tactic, at) -> {
      int number = at.range("number", tactic.number(), 1, PER_SET);
      if (!numbers.get(tactic.time()).add(number)) {
        throw at.fail("number", "number " + number + " is used twice in the " + DataMapper.word(tactic.time())
            + " set");
      }
      return tactic;
    });
    for (TimeOfDay time : TimeOfDay.values()) {
      if (numbers.get(time).size() != PER_SET) {
        throw file.place().fail("tactics", "the " + DataMapper.word(time) + " set has " + numbers.get(time).size()
            + " cards, expected " + PER_SET + " numbered 1.." + PER_SET);
      }
    }
    return out;
  }
}
