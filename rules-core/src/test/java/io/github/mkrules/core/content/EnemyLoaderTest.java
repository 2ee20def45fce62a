package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.LocalizedName;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The 60 base-game enemy tokens in {@code enemies.json} (29 types), sorted into one face-down pile per
 * back colour (R-SETUP-2); their abilities from the closed list of R-ABIL-1 to 5, R-ABIL-9, R-ABIL-15 and
 * R-ABIL-20, elements R-ABIL-6 to 8, resistances R-ABIL-10 to 13; the Reputation of rampaging Orcs and Draconum
 * (R-COMBAT-OUTCOME-2.1). Values against {@code content/units-enemies.md} §2.1; the Altem Guardsmen and
 * Altem Mages follow the later printing (docs/decisions/units-enemies.md). Corrupted files fail naming
 * file, entry and field.
 */
class EnemyLoaderTest {
  private static final ContentFileCorruption<List<EnemyToken>> CORRUPT =
      ContentFileCorruption.of(EnemyLoader.FILE, "enemies", EnemyLoader::load);
  private static final List<EnemyToken> ENEMIES = CORRUPT.bundled();

  private static EnemyToken enemy(String id) {
    return ENEMIES.stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow();
  }

  /** R-SETUP-2: 60 tokens in 29 types; §2.1 per pile: green 12, grey 10, violet 10, brown 10, red 8, white 10. */
  @Test
  void tokenCountsPerPile() {
    assertEquals(29, ENEMIES.size());
    assertEquals(60, ENEMIES.stream().mapToInt(EnemyToken::copies).sum());
    Map<EnemyColor, Integer> tokens = new EnumMap<>(EnemyColor.class);
    Map<EnemyColor, Integer> types = new EnumMap<>(EnemyColor.class);
    for (EnemyToken e : ENEMIES) {
      tokens.merge(e.color(), e.copies(), Integer::sum);
      types.merge(e.color(), 1, Integer::sum);
    }
    assertEquals(
        Map.of(
            EnemyColor.GREEN, 12, EnemyColor.GREY, 10, EnemyColor.VIOLET, 10, EnemyColor.BROWN, 10,
            EnemyColor.RED, 8, EnemyColor.WHITE, 10),
        tokens);
    assertEquals(
        Map.of(
            EnemyColor.GREEN, 6, EnemyColor.GREY, 4, EnemyColor.VIOLET, 6, EnemyColor.BROWN, 5,
            EnemyColor.RED, 4, EnemyColor.WHITE, 4),
        types);
  }

  @Test
  void prowlersAndIronclads() {
    EnemyToken p = enemy("prowlers");
    assertEquals("Prowlers", p.name().en());
    assertEquals(EnemyColor.GREEN, p.color());
    assertEquals(3, p.armor());
    assertEquals(List.of(new EnemyAttack(4, "physical")), p.attacks());
    assertEquals(List.of(), p.abilities());
    assertEquals(2, p.fame());
    assertEquals(2, p.copies());
    EnemyToken i = enemy("ironclads");
    assertEquals(List.of("brutal"), i.abilities());
    assertEquals(List.of("physical"), i.resistances());
    assertEquals(4, i.fame());
  }

  /** R-ABIL-5: a summoner has no attack value of its own. */
  @Test
  void summonersHaveAnAttackOfZero() {
    Set<String> summoners =
        ENEMIES.stream().filter(e -> e.abilities().contains("summon")).map(EnemyToken::id).collect(Collectors.toSet());
    assertEquals(Set.of("orc-summoners", "illusionists"), summoners);
    for (String id : summoners) {
      assertEquals(List.of(new EnemyAttack(0, "physical")), enemy(id).attacks(), id);
    }
    assertEquals(List.of("physical"), enemy("illusionists").resistances());
    assertEquals(3, enemy("illusionists").armor());
  }

  @Test
  void dragons() {
    EnemyToken high = enemy("high-dragon");
    assertEquals(EnemyColor.RED, high.color());
    assertEquals(9, high.armor());
    assertEquals(List.of(new EnemyAttack(6, "cold-fire")), high.attacks());
    assertEquals(List.of("brutal"), high.abilities());
    assertEquals(List.of("fire", "ice"), high.resistances());
    assertEquals(9, high.fame());
    // Settled in §0.1: the Swamp Dragon is Swift and Poison, not Paralyze.
    assertEquals(List.of("swift", "poison"), enemy("swamp-dragon").abilities());
    assertEquals(List.of(new EnemyAttack(9, "fire")), enemy("fire-dragon").attacks());
  }

  @Test
  void violetGolemsHaveOneCopyEach() {
    EnemyToken ice = enemy("ice-golems");
    assertEquals(1, ice.copies());
    assertEquals(List.of(new EnemyAttack(2, "ice")), ice.attacks());
    assertEquals(List.of("paralyze"), ice.abilities());
    assertEquals(List.of("physical", "ice"), ice.resistances());
    assertEquals(1, enemy("fire-golems").copies());
    assertEquals(List.of("brutal"), enemy("fire-golems").abilities());
  }

  /** The UNRESOLVED Altem points, decided for the later printing. */
  @Test
  void altemTokensFollowTheLaterPrinting() {
    EnemyToken guardsmen = enemy("altem-guardsmen");
    assertEquals(7, guardsmen.armor());
    assertEquals(List.of(new EnemyAttack(5, "physical")), guardsmen.attacks());
    assertEquals(List.of("fortified"), guardsmen.abilities());
    assertEquals(List.of("physical", "fire", "ice"), guardsmen.resistances());
    assertEquals(8, guardsmen.fame());
    EnemyToken mages = enemy("altem-mages");
    assertEquals(8, mages.armor());
    assertEquals(List.of(new EnemyAttack(4, "cold-fire")), mages.attacks());
    assertEquals(List.of("brutal", "poison"), mages.abilities());
    assertEquals(List.of("physical"), mages.resistances());
  }

  /** R-COMBAT-OUTCOME-2.1: rampaging Orcs give Reputation +1, Draconum +2; no base token prints one. */
  @Test
  void reputationForRampagingOrcsAndDraconum() {
    for (EnemyToken e : ENEMIES) {
      int expected = e.color() == EnemyColor.GREEN ? 1 : e.color() == EnemyColor.RED ? 2 : 0;
      assertEquals(expected, e.rampagingReputation(), e.id());
      assertEquals(0, e.reputationOnDefeat(), e.id());
    }
  }

  /**
   * Every base token has one attack; the abilities used are exactly the six of the base game, and the data
   * accepts besides them only the newer abilities the engine implements: Elusive (R-ABIL-14), Unfortified
   * (R-ABIL-15), Arcane Immunity (R-ABIL-16), Assassination (R-ABIL-17), Cumbersome (R-ABIL-18) and Vampiric
   * (R-ABIL-20).
   */
  @Test
  void baseAbilitiesAndSingleAttacks() {
    assertTrue(ENEMIES.stream().allMatch(e -> e.attacks().size() == 1));
    assertEquals(
        Set.of("paralyze", "poison", "brutal", "swift", "summon", "fortified"),
        ENEMIES.stream().flatMap(e -> e.abilities().stream()).collect(Collectors.toSet()));
    assertEquals(List.of("paralyze", "poison", "brutal", "swift", "summon", "fortified", "elusive", "unfortified",
        "arcane-immunity", "assassination", "cumbersome", "vampiric"), EnemyLoader.ABILITIES);
  }

  /**
   * A token written out elsewhere (a rulebook fixture) joins the base tokens, checked like an entry of the file:
   * an ability the engine does not implement (Defend, R-ABIL-21, GAP-13), a lower Armour of an Elusive enemy that is
   * not lower (R-ABIL-14) or an id in use names the token and field.
   */
  @Test
  void extraTokensJoinTheContent() {
    Content base = Content.base();
    EnemyToken vampire = new EnemyToken("test-vampire", LocalizedName.of("Test vampire", null), EnemyColor.BROWN, 4,
        List.of(new EnemyAttack(3, "physical")), List.of("vampiric"), List.of(), 3, 1, 0, 0, 0);
    Content more = base.withEnemies(List.of(vampire));
    assertEquals(vampire, more.enemy("test-vampire"));
    assertEquals(base.enemies().size() + 1, more.enemies().size());
    assertEquals(base.card("rage"), more.card("rage"));
    assertThrows(IllegalArgumentException.class, () -> base.enemy("test-vampire"), "the base content is unchanged");
    EnemyToken defend = new EnemyToken("test-defend", LocalizedName.of("Test", null), EnemyColor.BROWN, 4,
        List.of(new EnemyAttack(3, "physical")), List.of("defend"), List.of(), 3, 1, 0, 0, 0);
    DataException e = assertThrows(DataException.class, () -> base.withEnemies(List.of(defend)));
    assertTrue(e.getMessage().contains("entry 'test-defend': field 'abilities[0]': unknown id \"defend\""),
        e.getMessage());
    EnemyToken lowerAbove = new EnemyToken("test-elusive", LocalizedName.of("Test", null), EnemyColor.BROWN, 4,
        List.of(new EnemyAttack(3, "physical")), List.of("elusive"), List.of(), 3, 1, 0, 0, 4);
    e = assertThrows(DataException.class, () -> base.withEnemies(List.of(lowerAbove)));
    assertTrue(e.getMessage().contains("entry 'test-elusive': field 'elusiveArmor'"), e.getMessage());
    EnemyToken taken = new EnemyToken("prowlers", LocalizedName.of("Prowlers", null), EnemyColor.GREEN, 3,
        List.of(new EnemyAttack(4, "physical")), List.of(), List.of(), 2, 1, 1, 0, 0);
    e = assertThrows(DataException.class, () -> base.withEnemies(List.of(taken)));
    assertTrue(e.getMessage().contains("entry 'prowlers': field 'id': the enemy id is already in use"), e.getMessage());
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.replace("\"fame\": 9, \"copies\": 2,", "\"copies\": 2,").names("high-dragon", "fame", "missing field");
  }

  @Test
  void unknownIdsAndImpossibleValuesFail() {
    CORRUPT.replace("\"abilities\": [\"swift\", \"paralyze\"]", "\"abilities\": [\"swift\", \"defend\"]")
        .names("freezers", "abilities[1]", "unknown id \"defend\"");
    CORRUPT.replace("\"color\": \"grey\", \"armor\": 7", "\"color\": \"purple\", \"armor\": 7")
        .names("guardsmen", "color", "unknown enemy colour");
    CORRUPT.replace(
            "\"element\": \"cold-fire\"}], \"abilities\": [\"brutal\"]",
            "\"element\": \"lightning\"}], \"abilities\": [\"brutal\"]")
        .names("high-dragon", "element");
    CORRUPT.replace(
            "\"resistances\": [\"physical\", \"fire\", \"ice\"]", "\"resistances\": [\"physical\", \"fire\", \"fire\"]")
        .names("altem-guardsmen", "resistances[2]");
    CORRUPT.replace(
            "\"armor\": 9,\n     \"attacks\": [{\"value\": 5,", "\"armor\": -9,\n     \"attacks\": [{\"value\": 5,")
        .names("swamp-dragon", "armor", "outside");
    CORRUPT.replace(
            "\"attacks\": [{\"value\": 7, \"element\": \"physical\"}]",
            "\"attacks\": [{\"value\": 0, \"element\": \"physical\"}]")
        .names("werewolf", "attacks", "only for a summoner");
    CORRUPT.replace("\"id\": \"gunners\"", "\"id\": \"freezers\"").names("freezers", "id");
  }

  @Test
  void misspeltFieldFails() {
    CORRUPT.replace("\"color\": \"brown\", \"armor\": 6,", "\"color\": \"brown\", \"armour\": 6,")
        .names("crypt-worm", "armour", "unknown field");
  }
}
