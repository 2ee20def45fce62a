package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.RuinsToken;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The 12 base-game ruins tokens in {@code ruins.json}, stacked by their yellow back (R-SETUP-2): 4 ancient
 * altars (3 mana of one basic colour for 7 Fame, FRAG-12.1) and 8 tokens of enemies guarding treasure,
 * with the rewards of R-COMBAT-OUTCOME-2.2(i); against {@code content/units-enemies.md} §4. Corrupted
 * files fail naming file, entry and field.
 */
class RuinsLoaderTest {
  private static final ContentFileCorruption<List<RuinsToken>> CORRUPT =
      ContentFileCorruption.of(RuinsLoader.FILE, "ruins", RuinsLoader::load);
  private static final List<RuinsToken> RUINS = CORRUPT.bundled();

  private static RuinsToken token(String id) {
    return RUINS.stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void twelveTokensFourAltarsEightEnemies() {
    assertEquals(12, RUINS.size());
    assertEquals(4, RUINS.stream().filter(r -> r.kind().equals("altar")).count());
    assertEquals(8, RUINS.stream().filter(r -> r.kind().equals("enemies")).count());
  }

  /** FRAG-12.1: each altar asks 3 mana of the colour shown and gives 7 Fame; one altar per basic colour. */
  @Test
  void altars() {
    Set<String> colours =
        RUINS.stream()
            .filter(r -> r.kind().equals("altar"))
            .peek(
                r -> {
                  assertEquals(3, r.altarMana().size(), r.id());
                  assertEquals(1, Set.copyOf(r.altarMana()).size(), r.id());
                  assertEquals(List.of("fame-7"), r.rewards(), r.id());
                  assertEquals(List.of(), r.enemies(), r.id());
                })
            .map(r -> r.altarMana().get(0))
            .collect(Collectors.toSet());
    assertEquals(Set.of("green", "blue", "white", "red"), colours);
    assertEquals(List.of("red", "red", "red"), token("ruins-altar-red").altarMana());
  }

  @Test
  void enemyTokens() {
    assertEquals(List.of(EnemyColor.GREY, EnemyColor.VIOLET), token("ruins-enemies-grey-violet").enemies());
    assertEquals(List.of("unit"), token("ruins-enemies-grey-violet").rewards());
    assertEquals(List.of("artifact", "artifact"), token("ruins-enemies-brown-red").rewards());
    assertEquals(
        List.of("spell", "crystal-green", "crystal-blue", "crystal-white", "crystal-red"),
        token("ruins-enemies-brown-violet").rewards());
    assertEquals(List.of("artifact", "advanced-action"), token("ruins-enemies-green-red").rewards());
    Map<EnemyColor, Integer> draws = new EnumMap<>(EnemyColor.class);
    for (RuinsToken r : RUINS) {
      assertTrue(r.kind().equals("altar") || r.enemies().size() == 2, r.id());
      assertTrue(r.kind().equals("enemies") || r.altarMana().size() == 3, r.id());
      r.enemies().forEach(c -> draws.merge(c, 1, Integer::sum));
    }
    assertEquals(
        Map.of(
            EnemyColor.GREEN, 4, EnemyColor.GREY, 3, EnemyColor.VIOLET, 2, EnemyColor.BROWN, 4,
            EnemyColor.RED, 2, EnemyColor.WHITE, 1),
        draws);
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.replace(
            "\"enemies\": [\"grey\", \"white\"], \"rewards\": [\"artifact\", \"spell\"],",
            "\"enemies\": [\"grey\", \"white\"],")
        .names("ruins-enemies-grey-white", "rewards");
    CORRUPT.replace("\"kind\": \"altar\", \"altarMana\": [\"blue\", \"blue\", \"blue\"],", "\"kind\": \"altar\",")
        .names("ruins-altar-blue", "altarMana");
  }

  @Test
  void unknownIdsAndImpossibleValuesFail() {
    CORRUPT.replace("\"enemies\": [\"brown\", \"red\"]", "\"enemies\": [\"brown\", \"yellow\"]")
        .names("ruins-enemies-brown-red", "enemies[1]", "yellow");
    CORRUPT.replace("\"altarMana\": [\"red\", \"red\", \"red\"]", "\"altarMana\": [\"red\", \"red\", \"gold\"]")
        .names("ruins-altar-red", "altarMana[2]", "not a basic mana colour");
    CORRUPT.replace("\"rewards\": [\"unit\"]", "\"rewards\": [\"castle\"]")
        .names("ruins-enemies-grey-violet", "rewards[0]");
    CORRUPT.replace("\"kind\": \"altar\", \"altarMana\": [\"white\"", "\"kind\": \"shrine\", \"altarMana\": [\"white\"")
        .names("ruins-altar-white", "kind");
    CORRUPT.replace(
            "\"altarMana\": [\"green\", \"green\", \"green\"], \"rewards\"",
            "\"altarMana\": [\"green\", \"green\", \"green\"], \"enemies\": [\"green\"], \"rewards\"")
        .names("ruins-altar-green", "enemies");
  }

  @Test
  void misspeltFieldFails() {
    CORRUPT.replace("\"id\": \"ruins-enemies-grey-brown\", \"kind\"", "\"id\": \"ruins-enemies-grey-brown\", \"knid\"")
        .names("ruins-enemies-grey-brown", "knid");
  }
}
