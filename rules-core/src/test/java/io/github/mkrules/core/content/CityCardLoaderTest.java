package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.content.CityCard;
import io.github.mkrules.api.content.CityDefenderBonus;
import io.github.mkrules.api.content.CityGarrison;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The four city cards in {@code cities.json}: the defender bonuses of R-COMBAT-CITY-1.1 (white),
 * R-COMBAT-CITY-1.2 (blue), R-COMBAT-CITY-1.3 (red) and R-COMBAT-CITY-1.4 (green), with the enemy abilities
 * of R-ABIL-2 and R-ABIL-3, against {@code content/units-enemies.md} §3.2. Corrupted files fail naming
 * file, entry and field.
 */
class CityCardLoaderTest {
  private static final ContentFileCorruption<List<CityCard>> CORRUPT =
      ContentFileCorruption.of(CityCardLoader.FILE, "cities", CityCardLoader::load);
  private static final List<CityCard> CITIES = CORRUPT.bundled();

  private static CityCard city(String id) {
    return CITIES.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void fourCitiesOneCardEachAndEveryGarrisonHasACard() {
    assertEquals(4, CITIES.size());
    assertEquals(
        Content.base().garrisons().stream().map(CityGarrison::city).collect(Collectors.toSet()),
        CITIES.stream().map(CityCard::id).collect(Collectors.toSet()));
  }

  /** R-COMBAT-CITY-1.1: every defender gets Armor +1. */
  @Test
  void whiteCity() {
    CityCard c = city("white");
    assertEquals(Optional.of("Bílé město"), c.name().cs());
    assertEquals(List.of(new CityDefenderBonus(List.of(), 1, 0, Optional.empty())), c.defenderBonuses());
  }

  /** R-COMBAT-CITY-1.2: Fire or Ice attacks +2, Cold Fire attacks +1. */
  @Test
  void blueCity() {
    assertEquals(
        List.of(
            new CityDefenderBonus(List.of("fire", "ice"), 0, 2, Optional.empty()),
            new CityDefenderBonus(List.of("cold-fire"), 0, 1, Optional.empty())),
        city("blue").defenderBonuses());
  }

  /** R-COMBAT-CITY-1.3 and 1.4: physical attackers gain Brutal (red) or Poison (green). */
  @Test
  void redAndGreenCities() {
    assertEquals(
        List.of(new CityDefenderBonus(List.of("physical"), 0, 0, Optional.of("brutal"))),
        city("red").defenderBonuses());
    assertEquals(
        List.of(new CityDefenderBonus(List.of("physical"), 0, 0, Optional.of("poison"))),
        city("green").defenderBonuses());
    assertEquals(
        Set.of("Bílé město", "Modré město", "Červené město", "Zelené město"),
        CITIES.stream().map(c -> c.name().cs().orElseThrow()).collect(Collectors.toSet()));
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.replace("\"defenderBonusText\": \"Every defender gets Armor +1.\",", "")
        .names("white", "defenderBonusText");
  }

  @Test
  void unknownIdsAndImpossibleValuesFail() {
    CORRUPT.replace("\"ability\": \"brutal\"", "\"ability\": \"berserk\"").names("red", "ability", "berserk");
    CORRUPT.replace(
            "{\"attackElements\": [\"cold-fire\"], \"attack\": 1}",
            "{\"attackElements\": [\"cold-fire\"], \"attack\": 9}")
        .names("blue", "attack");
    CORRUPT.replace("\"attackElements\": [], \"armor\": 1", "\"attackElements\": [], \"armor\": 0")
        .names("white", "armor");
    CORRUPT.replace("{\"id\": \"red\"", "{\"id\": \"black\"").names("black", "id");
  }

  @Test
  void misspeltFieldFails() {
    CORRUPT.replace("\"interactionText\": \"For 6 Influence", "\"interactionTxt\": \"For 6 Influence")
        .names("green", "interactionTxt");
  }
}
