package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The tactic cards of {@code tactics.json} against {@code content/heroes-skills-tactics.md} §3: 12 cards, a
 * Day set and a Night set each numbered 1 to 6 (R-ROUND-3.3, R-SETUP-12, R-SETUP-13), the "When you take
 * this card" cards (R-ROUND-3.2; FRAG-7.2, FRAG-7.4, FRAG-7.5), and the Czech titles printed in the
 * rulebook (FRAG-7, FRAG-8, R-ENDTURN-7.4).
 */
class TacticLoaderTest {
  private static final ContentFileCorruption<List<Tactic>> CORRUPT =
      ContentFileCorruption.of(TacticLoader.FILE, "tactics", TacticLoader::load);
  private static final List<Tactic> TACTICS = CORRUPT.bundled();
  private static final Map<String, Tactic> BY_ID =
      TACTICS.stream().collect(Collectors.toMap(Tactic::id, Function.identity()));

  @Test
  void twelveCardsSixPerSetNumberedOneToSix() {
    assertEquals(12, TACTICS.size());
    for (TimeOfDay time : TimeOfDay.values()) {
      Set<Integer> numbers = TACTICS.stream().filter(t -> t.time() == time).map(Tactic::number)
          .collect(Collectors.toCollection(TreeSet::new));
      assertEquals(Set.of(1, 2, 3, 4, 5, 6), numbers, time.name());
      assertEquals(6, TACTICS.stream().filter(t -> t.time() == time).count(), time.name());
    }
  }

  @Test
  void dayAndNightCardsHaveTheirNumbers() {
    assertTactic("early-bird", TimeOfDay.DAY, 1, "Early Bird", "Ranní ptáče");
    assertTactic("rethink", TimeOfDay.DAY, 2, "Rethink", "Přehodnocení");
    assertTactic("mana-steal", TimeOfDay.DAY, 3, "Mana Steal", "Krádež many");
    assertTactic("planning", TimeOfDay.DAY, 4, "Planning", "Plánování");
    assertTactic("great-start", TimeOfDay.DAY, 5, "Great Start", "Dobrý začátek");
    assertTactic("the-right-moment", TimeOfDay.DAY, 6, "The Right Moment", "Ve správnou chvíli");
    assertTactic("from-the-dusk", TimeOfDay.NIGHT, 1, "From the Dusk", "Noční pochod");
    assertTactic("long-night", TimeOfDay.NIGHT, 2, "Long Night", "Dlouhá noc");
    assertTactic("mana-search", TimeOfDay.NIGHT, 3, "Mana Search", null);
    assertTactic("midnight-meditation", TimeOfDay.NIGHT, 4, "Midnight Meditation", null);
    assertTactic("preparation", TimeOfDay.NIGHT, 5, "Preparation", null);
    assertTactic("sparing-power", TimeOfDay.NIGHT, 6, "Sparing Power", null);
  }

  @Test
  void onlyTheWhenYouTakeThisCardTacticsActAtOnce() {
    Set<String> whenTaken = TACTICS.stream().filter(Tactic::whenTaken).map(Tactic::id).collect(Collectors.toSet());
    assertEquals(Set.of("rethink", "mana-steal", "great-start", "preparation"), whenTaken);
    assertTrue(BY_ID.get("great-start").text().contains("draw 2 cards"));
    assertTrue(BY_ID.get("rethink").text().contains("up to 3 cards"));
    assertTrue(BY_ID.get("midnight-meditation").text().contains("up to 5 cards"));
    assertFalse(BY_ID.get("planning").whenTaken());
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.withEntries("{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"day\",\"text\":\"None.\"}")
        .names("early-bird", "number", "missing field");
  }

  @Test
  void impossibleValuesNameFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"day\",\"number\":7,\"text\":\"x\"}")
        .names("early-bird", "number", "outside 1..6");
    CORRUPT.withEntries(
            "{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"dusk\",\"number\":1,\"text\":\"x\"}")
        .names("early-bird", "time", "dusk");
    CORRUPT.withEntries(
            "{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"day\",\"number\":1,\"text\":\"x\"},"
                + "{\"id\":\"rethink\",\"name\":{\"en\":\"Rethink\"},\"time\":\"day\",\"number\":1,\"text\":\"x\"}")
        .names("rethink", "number", "used twice");
    CORRUPT.withEntries(
            "{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"day\",\"number\":1,\"text\":\"x\"},"
                + "{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"night\",\"number\":1,\"text\":\"x\"}")
        .names("early-bird", "id", "duplicate");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"id\":\"great-start\",\"name\":{\"en\":\"Great Start\"},\"time\":\"day\",\"number\":5,\"text\":\"x\","
                + "\"whenTaker\":true}")
        .names("great-start", "whenTaker", "unknown field");
    CORRUPT.withEntries(
            "{\"id\":\"great-start\",\"name\":{\"en\":\"Great Start\",\"cz\":\"Dobrý začátek\"},\"time\":\"day\","
                + "\"number\":5,\"text\":\"x\"}")
        .names("great-start", "cz", "name: field 'cz'", "unknown field");
  }

  @Test
  void anIncompleteSetIsRejected() {
    CORRUPT.withEntries(
            "{\"id\":\"early-bird\",\"name\":{\"en\":\"Early Bird\"},\"time\":\"day\",\"number\":1,\"text\":\"x\"}")
        .says("field 'tactics'", "day set has 1 cards");
  }

  private static void assertTactic(String id, TimeOfDay time, int number, String en, String cs) {
    Tactic tactic = BY_ID.get(id);
    assertEquals(time, tactic.time(), id);
    assertEquals(number, tactic.number(), id);
    assertEquals(en, tactic.name().en(), id);
    assertEquals(Optional.ofNullable(cs), tactic.name().cs(), id);
    assertFalse(tactic.text().isBlank(), id);
  }
}
