package io.github.mkrules.core.content;

import io.github.mkrules.api.content.ReputationStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads {@code reputation.json}: the spaces of the Reputation track, lowest first, with the Influence bonus
 * or penalty each gives at the start of an interaction (R-INTERACT-2.1). Positions are counted in spaces
 * from the middle 0 space where every player starts (R-SETUP-1). A space is either an Influence modifier
 * or the X space ({@code "x": true}) where no interaction is possible (R-INTERACT-2.1(i)); the X space may
 * only be the lowest. Modifiers never fall as the position rises, and the start space gives 0.
 */
final class ReputationLoader {
  /** The bundled file name. */
  static final String FILE = "reputation.json";

  /** The largest distance of a space from the start space that a file may hold. */
  static final int MAX_POSITION = 20;

  /** A space as the file writes it. */
  private record Space(int position, OptionalInt influence, Optional<Boolean> x) {}

  private ReputationLoader() {}

  /** Reads and checks the Reputation track of a content file. */
  static List<ReputationStep> load(DataFile file) {
    List<ReputationStep> out = new ArrayList<>();
    file.naming("entry", "position").entries("reputation", Space.class, (space, at) -> {
      out.add(step(space, out.isEmpty() ? null : out.get(out.size() - 1), at));
      return space;
    });
    if (out.stream().noneMatch(step -> step.position() == 0)) {
      throw file.place().fail("reputation", "no start space at position 0");
    }
    return List.copyOf(out);
  }

  private static ReputationStep step(Space space, ReputationStep below, Place at) {
    int position = at.range("position", space.position(), -MAX_POSITION, MAX_POSITION);
    if (below != null && position != below.position() + 1) {
      throw at.fail("position", "expected position " + (below.position() + 1)
          + " here (spaces run from the lowest up, one by one)");
    }
    boolean x = space.x().orElse(false);
    if (x == space.influence().isPresent()) {
      throw at.fail(x ? "x" : "influence", "a space has either an influence or \"x\": true, and not both");
    }
    if (x) {
      if (below != null) {
        throw at.fail("x", "only the lowest space may be the X space");
      }
      return new ReputationStep(position, OptionalInt.empty());
    }
    int value = at.range("influence", space.influence().getAsInt(), -MAX_POSITION, MAX_POSITION);
    if (below != null && below.influence().isPresent() && value < below.influence().getAsInt()) {
      throw at.fail("influence", "influence " + value + " is lower than on the space below");
    }
    if (position == 0 && value != 0) {
      throw at.fail("influence", "the start space 0 gives influence 0, not " + value);
    }
    return new ReputationStep(position, OptionalInt.of(value));
  }
}
