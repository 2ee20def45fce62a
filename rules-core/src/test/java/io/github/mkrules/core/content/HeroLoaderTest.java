package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LocalizedName;
import static io.github.mkrules.api.state.ManaColor.BLUE;
import static io.github.mkrules.api.state.ManaColor.GREEN;
import static io.github.mkrules.api.state.ManaColor.RED;
import static io.github.mkrules.api.state.ManaColor.WHITE;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The four base heroes of {@code heroes.json} against heroes-skills-tactics.md §1.1 (hero cards and the
 * shared cards they replace) and R-PAREA-4 (the hero's 16 Basic Actions); references into the deed cards
 * are checked both ways.
 */
class HeroLoaderTest {
  private static final List<DeedCard> CARDS = Content.base().cards();
  private static final ContentFileCorruption<List<Hero>> CORRUPT =
      ContentFileCorruption.of(HeroLoader.FILE, "heroes", root -> HeroLoader.load(root, CARDS));

  @Test
  void baseHeroesAndTheirCards() {
    List<Hero> heroes = CORRUPT.bundled();
    assertEquals(List.of("arythea", "goldyx", "norowas", "tovak"),
        heroes.stream().map(Hero::id).collect(Collectors.toList()));
    assertEquals(new Hero("arythea", LocalizedName.of("Arythea", null), "battle-versatility", "rage",
        List.of(RED, RED, WHITE)), heroes.get(0));
    // S-GENERAL-08, EX-S1: Goldyx's hero card shows green, green and blue dots
    assertEquals(new Hero("goldyx", LocalizedName.of("Goldyx", "Goldyx"), "will-focus", "concentration",
        List.of(GREEN, GREEN, BLUE)), heroes.get(1));
    assertEquals(List.of(WHITE, WHITE, GREEN), heroes.get(2).dummyCrystals());
    assertEquals(List.of(BLUE, BLUE, RED), heroes.get(3).dummyCrystals());
    assertEquals("noble-manners", heroes.get(2).heroCard());
    assertEquals("promise", heroes.get(2).replacedCard());
    assertEquals("cold-toughness", heroes.get(3).heroCard());
    assertEquals("determination", heroes.get(3).replacedCard());
  }

  @Test
  void missingFieldIsNamed() {
    CORRUPT.edit("tovak", e -> e.remove("heroCard")).names("tovak", "heroCard");
  }

  @Test
  void unknownOrWrongCardIsNamed() {
    CORRUPT.edit("tovak", e -> e.put("heroCard", "cold-toughnes")).names("tovak", "heroCard");
    CORRUPT.edit("tovak", e -> e.put("heroCard", "will-focus")).names("tovak", "heroCard");
    CORRUPT.edit("tovak", e -> e.put("replaces", "rage")).names("tovak", "replaces");
    CORRUPT.edit("tovak", e -> e.put("replaces", "nothing")).names("tovak", "replaces");
  }

  @Test
  void heroCardWithoutItsHeroIsNamed() {
    // A renamed hero no longer owns its card.
    CORRUPT.edit("tovak", e -> e.put("id", "tovac")).names("tovac", "heroCard");
    // With no heroes at all, the hero-marked cards point at a hero that is not loaded.
    CORRUPT.withEntries("").namesIn(DeedCardLoader.FILE, "battle-versatility", "hero");
  }

  @Test
  void dummyCrystalsAreThreeBasicColours() {
    CORRUPT.edit("tovak", e -> e.remove("dummyCrystals")).names("tovak", "dummyCrystals");
    CORRUPT.edit("tovak", e -> e.put("dummyCrystals", List.of("blue", "red"))).names("tovak", "dummyCrystals");
    CORRUPT.edit("tovak", e -> e.put("dummyCrystals", List.of("blue", "red", "gold")))
        .names("tovak", "dummyCrystals");
  }

  @Test
  void misspeltFieldIsNamed() {
    CORRUPT.edit("arythea", e -> e.put("replace", "rage")).names("arythea", "replace");
  }
}
