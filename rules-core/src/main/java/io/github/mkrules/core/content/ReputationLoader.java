package io.github.mkrules.core.content;

import io.github.mkrules.api.content.ReputationStep;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;

/**
 * Reads {@code reputation.json}: the spaces of the Reputation track, lowest first, with the Influence bonus
 * or penalty each gives at the start of an interaction (R-INTERACT-2.1). Positions are counted in spaces
 * from the middle 0 space where every player starts (R-SETUP-1). A space is either an Influence modifier
 * or the X space ({@code "x": true}) where no interaction is possible (R-INTERACT-2.1(i)); the X space may
 * only be the lowest. Modifiers never fall as the position rises, and the start space gives 0.
 */
public final class ReputationLoader {
  /** The bundled file name. */
  public static final String FILE = "reputation.json";

  /** The largest distance of a space from the start space that a file may hold. */
  public static final int MAX_POSITION = 20;

  private ReputationLoader() {}

  /**
   * Reads the bundled Reputation track.
   *
   * @return the spaces, lowest first
   */
  public static List<ReputationStep> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads and checks the Reputation track of a content file.
   *
   * @param root the whole file
   * @return the spaces, lowest first, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<ReputationStep> load(JsonNode root) {
    List<ReputationStep> out = new ArrayList<>();
    boolean hasStart = false;
    for (JsonNode entry : ContentFields.numberedEntries(root, "reputation", "position")) {
      entry.allowOnly("position", "influence", "x");
      int position = entry.integer("position", -MAX_POSITION, MAX_POSITION);
      if (!out.isEmpty() && position != out.get(out.size() - 1).position() + 1) {
        throw entry.fail("position", "expected position " + (out.get(out.size() - 1).position() + 1)
            + " here (spaces run from the lowest up, one by one)");
      }
      boolean x = entry.bool("x", false);
      if (x == entry.has("influence")) {
        throw entry.fail(x ? "x" : "influence", "a space has either an influence or \"x\": true, and not both");
      }
      OptionalInt influence = OptionalInt.empty();
      if (x) {
        if (!out.isEmpty()) {
          throw entry.fail("x", "only the lowest space may be the X space");
        }
      } else {
        int value = entry.integer("influence", -MAX_POSITION, MAX_POSITION);
        if (!out.isEmpty() && out.get(out.size() - 1).influence().isPresent()
            && value < out.get(out.size() - 1).influence().getAsInt()) {
          throw entry.fail("influence", "influence " + value + " is lower than on the space below");
        }
        if (position == 0 && value != 0) {
          throw entry.fail("influence", "the start space 0 gives influence 0, not " + value);
        }
        influence = OptionalInt.of(value);
      }
      hasStart |= position == 0;
      out.add(new ReputationStep(position, influence));
    }
    if (!hasStart) {
      throw root.fail("reputation", "no start space at position 0");
    }
    return Collections.unmodifiableList(out);
  }
}
