package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
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
    List<Tactic> out = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    Map<TimeOfDay, Set<Integer>> numbers = new EnumMap<>(TimeOfDay.class);
    for (TimeOfDay time : TimeOfDay.values()) {
      numbers.put(time, new HashSet<>());
    }
    for (JsonNode entry : root.objects("tactics", "id")) {
      entry.allowOnly("id", "name", "time", "number", "text", "whenTaken");
      String id = entry.string("id");
      if (!TableSupport.isId(id)) {
        throw entry.fail("id", "not a kebab-case id: \"" + id + "\"");
      }
      if (!ids.add(id)) {
        throw entry.fail("id", "duplicate id '" + id + "'");
      }
      LocalizedName name = TableSupport.name(entry);
      TimeOfDay time = entry.parsed("time", TacticLoader::time);
      int number = entry.integer("number", 1, PER_SET);
      if (!numbers.get(time).add(number)) {
        throw entry.fail("number", "number " + number + " is used twice in the " + TableSupport.word(time)
            + " set");
      }
      String text = TableSupport.text(entry, "text");
      out.add(new Tactic(id, name, time, number, text, entry.bool("whenTaken", false)));
    }
    for (TimeOfDay time : TimeOfDay.values()) {
      if (numbers.get(time).size() != PER_SET) {
        throw root.fail("tactics", "the " + TableSupport.word(time) + " set has " + numbers.get(time).size()
            + " cards, expected " + PER_SET + " numbered 1.." + PER_SET);
      }
    }
    return Collections.unmodifiableList(out);
  }

  private static TimeOfDay time(String raw) {
    return TableSupport.kebab(TimeOfDay.class, raw);
  }
}
