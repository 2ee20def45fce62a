package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.content.ReputationStep;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The Reputation track of {@code reputation.json} against {@code content/heroes-skills-tactics.md} §4.2 and
 * decision 6 of {@code docs/decisions/heroes-skills-tactics.md}: 15 spaces from −7 to +7 with the start
 * space 0 in the middle of the three 0 spaces (R-SETUP-1), the X space only at the lowest end where no
 * interaction is possible (R-INTERACT-2.1(i)), and the scenario-book data points −2 → −1, −4 → −2, +2 → +1
 * (EX-S7).
 */
class ReputationLoaderTest {
  private static final ContentFileCorruption<List<ReputationStep>> CORRUPT =
      ContentFileCorruption.of(ReputationLoader.FILE, "reputation", ReputationLoader::load);
  private static final List<ReputationStep> TRACK = CORRUPT.bundled();

  @Test
  void fifteenSpacesFromMinusSevenToPlusSevenWithZeroInTheMiddle() {
    assertEquals(15, TRACK.size());
    for (int i = 0; i < TRACK.size(); i++) {
      assertEquals(i - 7, TRACK.get(i).position());
    }
    assertEquals(0, TRACK.get(7).position());
    assertEquals(OptionalInt.of(0), TRACK.get(7).influence());
    assertEquals(OptionalInt.of(0), influence(-1));
    assertEquals(OptionalInt.of(0), influence(1));
  }

  @Test
  void modifiersOfTheTrack() {
    assertEquals(OptionalInt.empty(), influence(-7), "X: no interaction");
    assertEquals(OptionalInt.of(-5), influence(-6));
    assertEquals(OptionalInt.of(-3), influence(-5));
    assertEquals(OptionalInt.of(-2), influence(-4));
    assertEquals(OptionalInt.of(-1), influence(-3));
    assertEquals(OptionalInt.of(-1), influence(-2));
    assertEquals(OptionalInt.of(1), influence(2));
    assertEquals(OptionalInt.of(1), influence(3));
    assertEquals(OptionalInt.of(2), influence(4));
    assertEquals(OptionalInt.of(2), influence(5));
    assertEquals(OptionalInt.of(3), influence(6));
    assertEquals(OptionalInt.of(5), influence(7));
    assertEquals(1, TRACK.stream().filter(s -> s.influence().isEmpty()).count(), "one X space");
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.withEntries("{\"position\":0}").names("position 0", "influence");
    CORRUPT.withEntries("{\"influence\":0}").says("reputation[0]", "field 'position'", "missing field");
  }

  @Test
  void impossibleValuesNameFileEntryAndField() {
    CORRUPT.withEntries("{\"position\":0,\"influence\":0,\"x\":true}").names("position 0", "x", "not both");
    CORRUPT.withEntries(
            "{\"position\":-1,\"influence\":0},{\"position\":0,\"influence\":0},{\"position\":1,\"x\":true}")
        .names("position 1", "x", "lowest");
    CORRUPT.withEntries("{\"position\":0,\"influence\":0},{\"position\":2,\"influence\":1}")
        .names("position 2", "position", "expected position 1");
    CORRUPT.withEntries("{\"position\":0,\"influence\":0},{\"position\":1,\"influence\":-1}")
        .names("position 1", "influence", "lower");
    CORRUPT.withEntries("{\"position\":0,\"influence\":1}").names("position 0", "influence", "start space");
    CORRUPT.withEntries("{\"position\":1,\"influence\":0}").says("field 'reputation'", "position 0");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    CORRUPT.withEntries("{\"position\":0,\"influense\":0}").names("position 0", "influense", "unknown field");
  }

  private static OptionalInt influence(int position) {
    return TRACK.stream().filter(s -> s.position() == position).findFirst().orElseThrow().influence();
  }
}
