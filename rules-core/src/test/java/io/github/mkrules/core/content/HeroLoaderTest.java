package io.github.mkrules.core.content;

import static io.github.mkrules.core.content.DeedFixtures.edited;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The four base heroes of {@code heroes.json} against heroes-skills-tactics.md §1.1 (hero cards and the
 * shared cards they replace) and R-PAREA-4 (the hero's 16 Basic Actions); references into the deed cards
 * are checked both ways.
 */
class HeroLoaderTest {
  private static final List<DeedCard> CARDS = DeedCardLoader.loadBundled();

  @Test
  void baseHeroesAndTheirCards() {
    List<Hero> heroes = HeroLoader.loadBundled();
    assertEquals(List.of("arythea", "goldyx", "norowas", "tovak"),
        heroes.stream().map(Hero::id).collect(Collectors.toList()));
    assertEquals(new Hero("arythea", LocalizedName.of("Arythea", null), "battle-versatility", "rage"),
        heroes.get(0));
    assertEquals(new Hero("goldyx", LocalizedName.of("Goldyx", "Goldyx"), "will-focus", "concentration"),
        heroes.get(1));
    assertEquals("noble-manners", heroes.get(2).heroCard());
    assertEquals("promise", heroes.get(2).replacedCard());
    assertEquals("cold-toughness", heroes.get(3).heroCard());
    assertEquals("determination", heroes.get(3).replacedCard());
  }

  private static String failure(String id, Consumer<Map<String, Object>> edit) {
    JsonNode root = edited(HeroLoader.FILE, "heroes", id, edit);
    return assertThrows(DataException.class, () -> HeroLoader.load(root, CARDS)).getMessage();
  }

  private static void assertNames(String message, String file, String id, String field) {
    assertTrue(message.contains(file), message);
    assertTrue(message.contains("entry '" + id + "'"), message);
    assertTrue(message.contains("field '" + field + "'"), message);
  }

  @Test
  void missingFieldIsNamed() {
    assertNames(failure("tovak", e -> e.remove("heroCard")), "heroes.json", "tovak", "heroCard");
  }

  @Test
  void unknownOrWrongCardIsNamed() {
    assertNames(failure("tovak", e -> e.put("heroCard", "cold-toughnes")), "heroes.json", "tovak", "heroCard");
    assertNames(failure("tovak", e -> e.put("heroCard", "will-focus")), "heroes.json", "tovak", "heroCard");
    assertNames(failure("tovak", e -> e.put("replaces", "rage")), "heroes.json", "tovak", "replaces");
    assertNames(failure("tovak", e -> e.put("replaces", "nothing")), "heroes.json", "tovak", "replaces");
  }

  @Test
  void heroCardWithoutItsHeroIsNamed() {
    // A renamed hero no longer owns its card.
    assertNames(failure("tovak", e -> e.put("id", "tovac")), "heroes.json", "tovac", "heroCard");
    // With no heroes at all, the hero-marked cards point at a hero that is not loaded.
    JsonNode root = ContentFiles.parse(
        "{\"format\":\"mkrules-content\",\"version\":1,\"heroes\":[]}", HeroLoader.FILE);
    String orphan = assertThrows(DataException.class, () -> HeroLoader.load(root, CARDS)).getMessage();
    assertNames(orphan, "deed-cards.json", "battle-versatility", "hero");
  }

  @Test
  void misspeltFieldIsNamed() {
    assertNames(failure("arythea", e -> e.put("replace", "rage")), "heroes.json", "arythea", "replace");
  }
}
