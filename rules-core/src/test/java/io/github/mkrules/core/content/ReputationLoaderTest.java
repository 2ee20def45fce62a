package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.ReputationStep;
import io.github.mkrules.core.json.DataException;
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
  private static final List<ReputationStep> TRACK = ReputationLoader.loadBundled();

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
    DataException e = assertThrows(DataException.class, () -> load("{\"position\":0}"));
    assertMessage(e, "entry 'position 0'", "field 'influence'");
    DataException position = assertThrows(DataException.class, () -> load("{\"influence\":0}"));
    assertMessage(position, "reputation[0]", "field 'position'", "missing field");
  }

  @Test
  void impossibleValuesNameFileEntryAndField() {
    DataException both = assertThrows(DataException.class, () -> load("{\"position\":0,\"influence\":0,\"x\":true}"));
    assertMessage(both, "entry 'position 0'", "field 'x'", "not both");
    DataException highX = assertThrows(DataException.class, () -> load(
        "{\"position\":-1,\"influence\":0},{\"position\":0,\"influence\":0},{\"position\":1,\"x\":true}"));
    assertMessage(highX, "entry 'position 1'", "field 'x'", "lowest");
    DataException gap = assertThrows(DataException.class, () -> load(
        "{\"position\":0,\"influence\":0},{\"position\":2,\"influence\":1}"));
    assertMessage(gap, "entry 'position 2'", "field 'position'", "expected position 1");
    DataException falling = assertThrows(DataException.class, () -> load(
        "{\"position\":0,\"influence\":0},{\"position\":1,\"influence\":-1}"));
    assertMessage(falling, "entry 'position 1'", "field 'influence'", "lower");
    DataException start = assertThrows(DataException.class, () -> load("{\"position\":0,\"influence\":1}"));
    assertMessage(start, "entry 'position 0'", "field 'influence'", "start space");
    DataException noStart = assertThrows(DataException.class, () -> load("{\"position\":1,\"influence\":0}"));
    assertMessage(noStart, "field 'reputation'", "position 0");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    DataException e = assertThrows(DataException.class, () -> load("{\"position\":0,\"influense\":0}"));
    assertMessage(e, "entry 'position 0'", "field 'influense'", "unknown field");
  }

  private static OptionalInt influence(int position) {
    return TRACK.stream().filter(s -> s.position() == position).findFirst().orElseThrow().influence();
  }

  private static List<ReputationStep> load(String entries) {
    return ReputationLoader.load(ContentFiles.parse(
        "{\"format\":\"mkrules-content\",\"version\":1,\"reputation\":[" + entries + "]}", "reputation.json"));
  }

  private static void assertMessage(DataException e, String... parts) {
    assertTrue(e.getMessage().startsWith("reputation.json: "), e.getMessage());
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
    }
  }
}
