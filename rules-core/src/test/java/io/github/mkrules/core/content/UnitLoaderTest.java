package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.UnitAbility;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.state.ManaColor;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The base-game unit cards in {@code units.json}: the Regular (silver) and Elite (gold) decks of
 * R-UNITS-1 and R-SETUP-8, 20 cards each; unit resistances per R-UNITRES-3 to 5; values against
 * {@code content/units-enemies.md} §1.1 and §1.2, recruit icons against {@code map-and-sites.md} §4.3, Czech
 * names against the seed's unit cards (rules digest FRAG-9). Corrupted files fail naming file, entry and
 * field.
 */
class UnitLoaderTest {
  private static final ContentFileCorruption<List<UnitCard>> CORRUPT =
      ContentFileCorruption.of(UnitLoader.FILE, "units", UnitLoader::load);
  private static final List<UnitCard> UNITS = CORRUPT.bundled();

  private static UnitCard unit(String id) {
    return UNITS.stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow();
  }

  private static int copies(boolean elite) {
    return UNITS.stream().filter(u -> u.elite() == elite).mapToInt(UnitCard::copies).sum();
  }

  private static long types(boolean elite) {
    return UNITS.stream().filter(u -> u.elite() == elite).count();
  }

  private static List<Optional<String>> effects(UnitCard unit) {
    return unit.abilities().stream().map(UnitAbility::effect).collect(Collectors.toList());
  }

  /** R-SETUP-8, R-UNITS-1: 20 Regular cards in 11 types and 20 Elite cards in 9 types, 40 in all. */
  @Test
  void regularAndEliteDecksHoldTwentyCardsEach() {
    assertEquals(20, copies(false));
    assertEquals(20, copies(true));
    assertEquals(11, types(false));
    assertEquals(9, types(true));
    assertEquals(40, UNITS.stream().mapToInt(UnitCard::copies).sum());
  }

  /** §1.1–§1.2: Regular units are Level I–II, Elite units Level III–IV; Level IV only in cities. */
  @Test
  void levelsMatchTheDecks() {
    for (UnitCard u : UNITS) {
      assertEquals(u.elite(), u.level() >= 3, u.id());
      if (u.level() == 4) {
        assertEquals(Set.of("city"), u.recruitSites(), u.id());
      }
    }
  }

  @Test
  void peasantsAsPrinted() {
    UnitCard u = unit("peasants");
    assertEquals("Peasants", u.name().en());
    assertEquals(Optional.of("Vesničané"), u.name().cs());
    assertFalse(u.elite());
    assertEquals(1, u.level());
    assertEquals(4, u.influenceCost());
    assertEquals(3, u.armor());
    assertEquals(List.of(), u.resistances());
    assertEquals(Set.of("village"), u.recruitSites());
    assertEquals(3, u.copies());
    assertEquals(
        List.of(Optional.of("attack 2 | block 2"), Optional.of("influence 2"), Optional.of("move 2")),
        effects(u));
    assertTrue(u.abilities().stream().allMatch(a -> a.mana().isEmpty()));
  }

  @Test
  void guardianGolemsPayRedOrBlueForElementalBlocks() {
    UnitCard u = unit("guardian-golems");
    assertEquals(Optional.of("Strážní golemové"), u.name().cs());
    assertEquals(2, u.level());
    assertEquals(7, u.influenceCost());
    assertEquals(3, u.armor());
    assertEquals(List.of("physical"), u.resistances());
    assertEquals(Set.of("keep", "mage-tower"), u.recruitSites());
    assertEquals(Optional.of("block 4 fire"), u.abilities().get(1).effect());
    assertEquals(Optional.of(ManaColor.RED), u.abilities().get(1).mana());
    assertEquals(Optional.of("block 4 ice"), u.abilities().get(2).effect());
    assertEquals(Optional.of(ManaColor.BLUE), u.abilities().get(2).mana());
  }

  @Test
  void herbalistsHealForGreenMana() {
    UnitCard u = unit("herbalists");
    assertEquals(3, u.influenceCost());
    assertEquals(2, u.armor());
    assertEquals(Set.of("village", "monastery"), u.recruitSites());
    assertEquals(Optional.of("heal 2"), u.abilities().get(0).effect());
    assertEquals(Optional.of(ManaColor.GREEN), u.abilities().get(0).mana());
    // Readying another unit of level I or II: a word of the effect language (R-UNITS-6).
    assertEquals(Optional.of("ready-unit 2"), u.abilities().get(1).effect());
    assertEquals(Optional.of("token green"), u.abilities().get(2).effect());
  }

  /** Settled points of §0.1: Fire Mages Armor 4; the Ice Golems unit's Attack or Block 3 is physical. */
  @Test
  void settledEliteValues() {
    UnitCard fireMages = unit("fire-mages");
    assertEquals(4, fireMages.armor());
    assertEquals(9, fireMages.influenceCost());
    assertEquals(List.of("fire"), fireMages.resistances());
    assertEquals(
        List.of(
            Optional.of("attack 3 ranged fire"),
            Optional.of("attack 6 fire | block 6 fire"),
            Optional.of("token red ; crystal red")),
        effects(fireMages));
    UnitCard iceGolems = unit("ice-golems");
    assertEquals(Optional.of("attack 3 | block 3"), iceGolems.abilities().get(0).effect());
    assertEquals(List.of("physical", "ice"), iceGolems.resistances());
    assertEquals(Optional.of("attack 6 ice"), iceGolems.abilities().get(1).effect());
  }

  @Test
  void cityEliteUnits() {
    UnitCard guardians = unit("altem-guardians");
    assertEquals(4, guardians.level());
    assertEquals(11, guardians.influenceCost());
    assertEquals(7, guardians.armor());
    assertEquals(3, guardians.copies());
    assertEquals(Optional.of(ManaColor.GREEN), guardians.abilities().get(2).mana());
    UnitCard mages = unit("altem-mages");
    assertEquals(12, mages.influenceCost());
    assertEquals(List.of("fire", "ice"), mages.resistances());
    assertEquals(Optional.of(ManaColor.BLACK), mages.abilities().get(2).mana());
    UnitCard catapults = unit("catapults");
    assertEquals(3, catapults.copies());
    assertEquals(
        List.of(Optional.of("attack 3 siege"), Optional.of("attack 5 siege fire"), Optional.of("attack 5 siege ice")),
        effects(catapults));
  }

  /** map-and-sites.md §4.3, the units by recruiting site, for the village and the city icons. */
  @Test
  void recruitIconsMatchTheSiteTable() {
    Map<String, Set<String>> bySite =
        UnitLoader.RECRUIT_SITES.stream()
            .collect(
                Collectors.toMap(
                    Function.identity(),
                    site ->
                        UNITS.stream()
                            .filter(u -> u.recruitSites().contains(site))
                            .map(UnitCard::id)
                            .collect(Collectors.toSet())));
    assertEquals(
        Set.of("peasants", "foresters", "herbalists", "utem-crossbowmen", "utem-guardsmen"), bySite.get("village"));
    assertEquals(
        Set.of("amotep-gunners", "amotep-freezers", "catapults", "altem-mages", "altem-guardians"),
        bySite.get("city"));
    assertEquals(7, bySite.get("monastery").size());
    assertEquals(9, bySite.get("keep").size());
    assertEquals(6, bySite.get("mage-tower").size());
  }

  /** Czech names only where the seed prints the card (FRAG-9); Savage Monks' title is left out. */
  @Test
  void czechNamesOnlyWhereKnown() {
    assertEquals(
        Set.of("peasants", "herbalists", "utem-guardsmen", "guardian-golems", "red-cape-monks"),
        UNITS.stream().filter(u -> u.name().cs().isPresent()).map(UnitCard::id).collect(Collectors.toSet()));
  }

  @Test
  void everyAbilityHasTextAndAnEffect() {
    for (UnitCard u : UNITS) {
      for (UnitAbility a : u.abilities()) {
        assertFalse(a.text().isBlank(), u.id());
      }
    }
    long textOnly = UNITS.stream().flatMap(u -> u.abilities().stream()).filter(a -> a.effect().isEmpty()).count();
    assertEquals(0, textOnly, "issue 9: every ability of the 40 base unit cards is data (R-UNITS-5.2)");
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.replace("\"influenceCost\": 4, \"armor\": 3,", "\"influenceCost\": 4,")
        .names("peasants", "armor", "missing field");
    CORRUPT.replace("\"elite\": false, \"level\": 1, \"influenceCost\": 4", "\"level\": 1, \"influenceCost\": 4")
        .names("peasants", "elite");
  }

  @Test
  void unknownIdsAndImpossibleValuesFail() {
    CORRUPT.replace("\"armor\": 3, \"resistances\": [\"physical\"],", "\"armor\": 3, \"resistances\": [\"magic\"],")
        .names("guardian-golems", "resistances[0]", "unknown id \"magic\"");
    CORRUPT.replace("\"recruitSites\": [\"keep\"],", "\"recruitSites\": [\"tavern\"],")
        .names("utem-swordsmen", "recruitSites[0]");
    CORRUPT.replace("\"level\": 4, \"influenceCost\": 11", "\"level\": 5, \"influenceCost\": 11")
        .names("altem-guardians", "level", "outside 1..4");
    CORRUPT.replace("\"effect\": \"heal 2\", \"mana\": \"green\"", "\"effect\": \"heal 2\", \"mana\": \"purple\"")
        .names("herbalists", "mana");
    CORRUPT.replace("\"effect\": \"attack 4 siege\"", "\"effect\": \"attack 4 siege physical\"")
        .names("savage-monks", "effect", "abilities[1]");
    CORRUPT.replace("\"id\": \"foresters\"", "\"id\": \"peasants\"").names("peasants", "id");
  }

  @Test
  void misspeltFieldFails() {
    CORRUPT.replace("\"influenceCost\": 12", "\"influenceCosts\": 12")
        .names("altem-mages", "influenceCosts", "unknown field");
  }

  /** Ability effects are canonical sentences of the effect language (the brief's examples); others fail. */
  @Test
  void effectSyntax() {
    String move = "\"effect\": \"move 2\"";
    for (String ok :
        List.of(
            "attack 2 | block 2",
            "influence 5 ; reputation -1",
            "attack 4 | block 4 | attack 3 fire | block 3 fire | attack 3 ranged | attack 2 siege",
            "token blue/white/red",
            "special concentration 2",
            "(attack 6 | block 6) ; special wound-this-unit",
            "attack 4 ranged cold-fire")) {
      String text = CORRUPT.text().replace(move, "\"effect\": \"" + ok + "\"");
      UnitCard peasants = UnitLoader.load(ContentFiles.parse(text, UnitLoader.FILE)).get(0);
      assertEquals(Optional.of(ok), peasants.abilities().get(2).effect(), ok);
    }
    for (String bad :
        List.of("", "attack", "attack 0", "attack 3 fire ranged", "block 3 siege", "token purple", "attack 2 |",
            "(move 2", "move 2)", "move 2;heal 1", "crystal gold", "Special x")) {
      CORRUPT.replace(move, "\"effect\": \"" + bad + "\"").names("peasants", "effect", "abilities[2]");
    }
  }
}
