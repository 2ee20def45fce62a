package io.github.mkrules.core.content;

import static io.github.mkrules.core.content.ContentFileCorruption.object;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.state.ManaColor;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The base-game Deed cards of {@code deed-cards.json} against the content file {@code deed-cards.md} §1
 * (§1.1 shared Basic Actions, §1.2 hero cards, §1.3 Advanced Actions, §1.4 Spells, §1.5 Artifacts, §1.6
 * Wound) and the rules R-CARDS-1 (the four kinds of Deed cards), R-CARDS-3 (how each kind is powered:
 * Artifacts and Wounds have no colour), R-PAREA-4 (16 Basic Actions per hero deck) and R-SETUP-4 (the
 * Wound deck). The box count of 168 Deed cards is the sum the content file uses to infer 40 Wounds (U4).
 */
class DeedCardLoaderTest {
  private static final ContentFileCorruption<List<DeedCard>> CORRUPT =
      ContentFileCorruption.of(DeedCardLoader.FILE, "cards", DeedCardLoader::load);
  private static final List<DeedCard> CARDS = CORRUPT.bundled();
  private static final List<Hero> HEROES = Content.base().heroes();

  private static DeedCard card(String id) {
    return CARDS.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
  }

  private static List<DeedCard> ofType(DeedCardType type) {
    return CARDS.stream().filter(c -> c.type() == type).collect(Collectors.toList());
  }

  private static Map<ManaColor, Integer> perColour(List<DeedCard> cards) {
    Map<ManaColor, Integer> out = new EnumMap<>(ManaColor.class);
    for (DeedCard c : cards) {
      out.merge(c.color().orElseThrow(), 1, Integer::sum);
    }
    return out;
  }

  private static Map<ManaColor, Integer> fourEach() {
    Map<ManaColor, Integer> out = new EnumMap<>(ManaColor.class);
    for (ManaColor c : ManaColor.basicColors()) {
      out.put(c, 4);
    }
    return out;
  }

  /** R-CARDS-1, deed-cards.md §0.4: 12 shared Basic Action types (16 per deck) and 4 base hero cards. */
  @Test
  void basicActionCounts() {
    List<DeedCard> basic = ofType(DeedCardType.BASIC_ACTION);
    List<DeedCard> shared = basic.stream().filter(c -> c.hero().isEmpty()).collect(Collectors.toList());
    List<DeedCard> heroCards = basic.stream().filter(c -> c.hero().isPresent()).collect(Collectors.toList());
    assertEquals(12, shared.size());
    assertEquals(16, shared.stream().mapToInt(DeedCard::copies).sum());
    assertEquals(4, heroCards.size());
    assertTrue(heroCards.stream().allMatch(c -> c.copies() == 1));
    assertEquals(Set.of("arythea", "goldyx", "norowas", "tovak"),
        heroCards.stream().map(c -> c.hero().orElseThrow()).collect(Collectors.toSet()));
  }

  /** deed-cards.md §1.3–§1.5: 28 AAs (7 per colour), 20 Spells (5 per colour), 16 Artifacts (4 Banners). */
  @Test
  void advancedActionSpellAndArtifactCounts() {
    List<DeedCard> aas = ofType(DeedCardType.ADVANCED_ACTION);
    List<DeedCard> spells = ofType(DeedCardType.SPELL);
    List<DeedCard> artifacts = ofType(DeedCardType.ARTIFACT);
    assertEquals(28, aas.size());
    assertEquals(20, spells.size());
    assertEquals(16, artifacts.size());
    for (ManaColor c : ManaColor.basicColors()) {
      assertEquals(7, perColour(aas).get(c), c.id());
      assertEquals(5, perColour(spells).get(c), c.id());
    }
    assertEquals(Set.of("banner-of-glory", "banner-of-fear", "banner-of-protection", "banner-of-courage"),
        artifacts.stream().filter(DeedCard::banner).map(DeedCard::id).collect(Collectors.toSet()));
    assertTrue(artifacts.stream().allMatch(c -> c.color().isEmpty()), "R-CARDS-3.3: artifacts need no mana");
    assertTrue(CARDS.stream().filter(c -> c.type() != DeedCardType.ARTIFACT).noneMatch(DeedCard::banner));
    for (List<DeedCard> group : List.of(aas, spells, artifacts)) {
      assertTrue(group.stream().allMatch(c -> c.copies() == 1), "deed-cards.md §0.4: one copy each");
    }
    assertTrue(spells.stream().allMatch(c -> c.poweredName().isPresent()));
    assertTrue(CARDS.stream().filter(c -> c.type() != DeedCardType.SPELL).allMatch(c -> c.poweredName().isEmpty()));
  }

  /** R-SETUP-4 and deed-cards.md §1.6 (U4): one Wound type, 40 cards, no colour, never playable. */
  @Test
  void wound() {
    List<DeedCard> wounds = ofType(DeedCardType.WOUND);
    assertEquals(1, wounds.size());
    DeedCard wound = wounds.get(0);
    assertEquals("wound", wound.id());
    assertEquals(40, wound.copies());
    assertEquals(LocalizedName.of("Wound", "Zranění"), wound.name());
    assertTrue(wound.color().isEmpty());
    assertTrue(wound.basicEffect().isEmpty() && wound.poweredEffect().isEmpty());
  }

  /**
   * 168 Deed cards in the base box = 64 Basic Actions (4 decks of 16, R-PAREA-4) + 28 AAs + 20 Spells +
   * 16 Artifacts + 40 Wounds (deed-cards.md U4).
   */
  @Test
  void boxHolds168DeedCards() {
    int basicActions = HEROES.stream().mapToInt(h -> StartingDeck.of(h, CARDS).size()).sum();
    assertEquals(64, basicActions);
    int others = CARDS.stream()
        .filter(c -> c.type() != DeedCardType.BASIC_ACTION)
        .mapToInt(DeedCard::copies)
        .sum();
    assertEquals(28 + 20 + 16 + 40, others);
    assertEquals(168, basicActions + others);
  }

  /**
   * R-PAREA-4, heroes-skills-tactics.md §1.1: each hero deck has 16 cards, exactly 4 of each colour, and
   * holds its hero card once in place of one copy of the replaced shared card.
   */
  @Test
  void startingDecks() {
    assertEquals(4, HEROES.size());
    for (Hero hero : HEROES) {
      List<String> deck = StartingDeck.of(hero, CARDS);
      assertEquals(16, deck.size(), hero.id());
      assertEquals(fourEach(), perColour(deck.stream().map(DeedCardLoaderTest::card).collect(Collectors.toList())),
          hero.id());
      assertEquals(1, deck.stream().filter(hero.heroCard()::equals).count(), hero.id());
      assertEquals(card(hero.replacedCard()).copies() - 1,
          deck.stream().filter(hero.replacedCard()::equals).count(), hero.id());
      // The fixed order is the printed deck order n/16: the hero card sits at its own printed number.
      assertEquals(card(hero.heroCard()).number(), String.valueOf(deck.indexOf(hero.heroCard()) + 1), hero.id());
    }
    assertEquals(List.of("battle-versatility", "rage", "determination", "swiftness", "swiftness", "march",
            "march", "stamina", "stamina", "tranquility", "promise", "threaten", "crystallize", "mana-draw",
            "concentration", "improvisation"),
        StartingDeck.of(HEROES.get(0), CARDS));
  }

  /** deed-cards.md §1.1, the "Box" column: copies of each shared card over the 4 base decks. */
  @Test
  void boxColumnOfSharedCards() {
    Map<String, Integer> box = new HashMap<>();
    for (Hero hero : HEROES) {
      for (String id : StartingDeck.of(hero, CARDS)) {
        box.merge(id, 1, Integer::sum);
      }
    }
    Map<String, Integer> expected = Map.ofEntries(Map.entry("rage", 7), Map.entry("determination", 3),
        Map.entry("swiftness", 8), Map.entry("march", 8), Map.entry("stamina", 8), Map.entry("tranquility", 4),
        Map.entry("promise", 3), Map.entry("threaten", 4), Map.entry("crystallize", 4), Map.entry("mana-draw", 4),
        Map.entry("concentration", 3), Map.entry("improvisation", 4), Map.entry("battle-versatility", 1),
        Map.entry("will-focus", 1), Map.entry("noble-manners", 1), Map.entry("cold-toughness", 1));
    assertEquals(expected, box);
  }

  /** R-CARDS-3.1: every Basic Action of the starting decks has both effects interpreted. */
  @Test
  void everyBasicActionIsInterpreted() {
    for (DeedCard c : ofType(DeedCardType.BASIC_ACTION)) {
      assertTrue(c.basicEffect().isPresent() && c.poweredEffect().isPresent(), c.id());
      assertTrue(c.color().isPresent(), c.id());
    }
  }

  /** Spot checks of §1.1 and §1.2 values (numbers as printed, effects as encoded). */
  @Test
  void basicActionSpotChecks() {
    DeedCard rage = card("rage");
    assertEquals(LocalizedName.of("Rage", "Zuřivost"), rage.name());
    assertEquals(Optional.of(ManaColor.RED), rage.color());
    assertEquals(2, rage.copies());
    assertEquals("1–2", rage.number());
    assertEquals(Optional.of("attack 2 | block 2"), rage.basicEffect());
    assertEquals(Optional.of("attack 4"), rage.poweredEffect());
    assertEquals(Optional.of("block 5"), card("determination").poweredEffect());
    assertEquals(Optional.of("attack 3 ranged"), card("swiftness").poweredEffect());
    assertEquals(Optional.of("influence 5 ; reputation -1"), card("threaten").poweredEffect());
    assertEquals(Optional.of("heal 2 | draw 2"), card("tranquility").poweredEffect());
    assertEquals(Optional.of("token blue/white/red"), card("concentration").basicEffect());
    assertEquals(Optional.of("play-card powered plus 2"), card("concentration").poweredEffect());
    assertEquals(Optional.of("discard-card ; (move 5 | influence 5 | attack 5 | block 5)"), card("improvisation").poweredEffect());

    DeedCard versatility = card("battle-versatility");
    assertEquals(Optional.of("arythea"), versatility.hero());
    assertEquals(Optional.of("rage"), versatility.replaces());
    assertEquals("1", versatility.number());
    assertEquals(Optional.of("attack 4 | block 4 | attack 3 fire | block 3 fire | attack 3 ranged | attack 2 siege"),
        versatility.poweredEffect());
    DeedCard willFocus = card("will-focus");
    assertEquals(Optional.of(ManaColor.GREEN), willFocus.color());
    assertEquals(Optional.of("token blue/white/red | crystal green"), willFocus.basicEffect());
    assertEquals(Optional.of("play-card powered plus 3"), willFocus.poweredEffect());
    assertEquals(Optional.of("attack 2 ice | block 3 ice"), card("cold-toughness").basicEffect());
    assertEquals(Optional.of("promise"), card("noble-manners").replaces());
  }

  /** Spot checks of §1.3–§1.5 values; changed cards follow the current printing (deed-cards.md §0.6). */
  @Test
  void advancedSpellAndArtifactSpotChecks() {
    DeedCard fireBolt = card("fire-bolt");
    assertEquals(LocalizedName.of("Fire Bolt", "Ohnivá střela"), fireBolt.name());
    assertEquals("1 · 65", fireBolt.number());
    assertEquals(Optional.of("crystal red"), fireBolt.basicEffect());
    assertEquals(Optional.of("attack 3 ranged fire"), fireBolt.poweredEffect());
    assertEquals(Optional.of("(influence 8 | attack 7) ; reputation -2"), card("intimidate").poweredEffect());
    assertEquals(Optional.of("attack 4 | wound 1 ; attack 9"), card("blood-rage").poweredEffect());
    assertEquals(Optional.of(ManaColor.BLUE), card("pure-magic").color());
    assertEquals(Optional.of(ManaColor.WHITE), card("agility").color());
    assertEquals(Optional.of(ManaColor.GREEN), card("training").color());
    assertTrue(card("in-need").basicText().startsWith("Influence 3"));
    assertEquals("20 · ~84", card("in-need").number());

    DeedCard fireball = card("fireball");
    assertEquals(Optional.of(LocalizedName.of("Firestorm", "Ohnivá bouře")), fireball.poweredName());
    assertEquals("1 · 93", fireball.number());
    assertEquals(Optional.of("attack 5 ranged fire"), fireball.basicEffect());
    assertEquals(Optional.of("attack 8 siege fire ; wound 1"), fireball.poweredEffect());
    assertEquals(Optional.of("attack 5 fire | block 7 fire"), card("flame-wall").basicEffect());
    assertEquals(Optional.of("attack 5 fire ; attack 2 fire per enemy | block 7 fire ; block 2 fire per enemy"),
        card("flame-wall").poweredEffect());
    assertEquals(Optional.of(LocalizedName.of("Time Bending", "Ohýbání času")), card("space-bending").poweredName());
    assertEquals("20 · 112", card("energy-flow").number());

    DeedCard horn = card("horn-of-wrath");
    assertTrue(horn.basicText().startsWith("Siege Attack 5"), horn.basicText());
    assertEquals("10 · 122", horn.number());
    assertEquals(Optional.of("influence 9 ; fame 3"), card("endless-bag-of-gold").poweredEffect());
    assertEquals(Optional.of("token red ; crystal red ; fame 1"), card("ruby-ring").basicEffect());
    assertFalse(card("ruby-ring").banner());
  }

  /** Hero cards replace a shared card of their own colour (deed-cards.md §1.2). */
  @Test
  void heroCardsReplaceSameColour() {
    for (DeedCard c : ofType(DeedCardType.BASIC_ACTION)) {
      c.replaces().ifPresent(r -> assertEquals(card(r).color(), c.color(), c.id()));
    }
  }

  @Test
  void missingFieldIsNamed() {
    CORRUPT.edit("rage", e -> e.remove("type")).names("rage", "type");
    CORRUPT.edit("fireball", e -> object(e, "powered").remove("name")).names("fireball", "name");
    CORRUPT.edit("march", e -> object(e, "powered").remove("effect")).names("march", "powered.effect");
    CORRUPT.edit("battle-versatility", e -> e.remove("replaces")).names("battle-versatility", "replaces");
  }

  @Test
  void unknownReferenceIsNamed() {
    CORRUPT.edit("battle-versatility", e -> e.put("replaces", "rgae")).names("battle-versatility", "replaces", "rgae");
    CORRUPT.edit("cold-toughness", e -> e.put("replaces", "rage")).names("cold-toughness", "replaces");
  }

  @Test
  void impossibleValuesAreNamed() {
    CORRUPT.edit("rage", e -> e.put("color", "purple")).names("rage", "color");
    CORRUPT.edit("rage", e -> e.put("color", "gold")).names("rage", "color");
    CORRUPT.edit("rage", e -> e.put("copies", 0L)).names("rage", "copies");
    CORRUPT.edit("fire-bolt", e -> e.put("copies", 2L)).names("fire-bolt", "copies");
    CORRUPT.edit("ruby-ring", e -> e.put("color", "red")).names("ruby-ring", "color");
    CORRUPT.edit("fire-bolt", e -> e.put("banner", true)).names("fire-bolt", "banner");
    CORRUPT.edit("rage", e -> e.put("type", "action")).names("rage", "type");
    CORRUPT.edit("wound", e -> object(e, "basic").put("effect", "move 1")).names("wound", "basic.effect");
    CORRUPT.edit("rage", e -> e.put("id", "Rage")).names("Rage", "id");
    CORRUPT.edit("march", e -> e.put("id", "rage")).names("rage", "id");
  }

  @Test
  void misspeltFieldIsNamed() {
    CORRUPT.edit("rage", e -> e.put("colour", "red")).names("rage", "colour");
    CORRUPT.edit("rage", e -> object(e, "basic").put("efect", "attack 2")).names("rage", "efect");
    CORRUPT.edit("rage", e -> object(e, "name").put("de", "Wut")).names("rage", "de");
  }

  @Test
  void malformedEffectNamesFileEntryFieldAndToken() {
    CORRUPT.edit("rage", e -> object(e, "basic").put("effect", "attack 2 | blok 2"))
        .names("rage", "basic.effect", "\"blok\"", "column 12");
    CORRUPT.edit("rage", e -> object(e, "powered").put("effect", "(attack  4)"))
        .names("rage", "powered.effect", "canonical", "\"attack 4\"");
  }
}
