package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.json.JsonNode;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code tactics.json}: the Day and Night tactic cards (R-ROUND-3, R-SETUP-12, R-SETUP-13). Each set
 * must hold exactly the numbers 1 to 6, each once.
 */
public final class TacticLoader {
  /** The bundled file name. */
  public static final String FILE = "tactics.json";

  /** The number of tactic cards in each set, numbered 1 to this (R-ROUND-3.3). */
  public static final int PER_SET = 6;

  private static final String[] FIELDS = {"id", "name", "time", "number", "text", "whenTaken"};

  private TacticLoader() {}

  /**
   * Reads the bundled tactics.
   *
   * @return the tactics in file order
   */
  public static List<Tactic> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads and checks the tactics of a content file.
   *
   * @param root the whole file
   * @return the tactics in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<Tactic> load(JsonNode root) {
    Map<TimeOfDay, Set<Integer>> numbers = new EnumMap<>(TimeOfDay.class);
    for (TimeOfDay time : TimeOfDay.values()) {
      numbers.put(time, new HashSet<>());
    }
    List<Tactic> out =
        ContentFields.read(root, "tactics", FIELDS, ContentFields::tableId, (e, id) -> tactic(e, id, numbers));
    for (TimeOfDay time : TimeOfDay.values()) {
      if (numbers.get(time).size() != PER_SET) {
        throw root.fail("tactics", "the " + ContentFields.word(time) + " set has " + numbers.get(time).size()
            + " cards, expected " + PER_SET + " numbered 1.." + PER_SET);
      }
    }
    return out;
  }

  private static Tactic tactic(JsonNode entry, String id, Map<TimeOfDay, Set<Integer>> numbers) {
    LocalizedName name = ContentFields.name(entry);
    TimeOfDay time = entry.parsed("time", raw -> ContentFields.kebab(TimeOfDay.class, raw));
    int number = entry.integer("number", 1, PER_SET);
    if (!numbers.get(time).add(number)) {
      throw entry.fail("number", "number " + number + " is used twice in the " + ContentFields.word(time)
          + " set");
    }
    String text = ContentFields.text(entry, "text");
    return new Tactic(id, name, time, number, text, entry.bool("whenTaken", false));
  }
}
