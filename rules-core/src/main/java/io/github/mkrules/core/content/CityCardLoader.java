package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityCard;
import io.github.mkrules.api.content.CityDefenderBonus;
import java.util.List;

/**
 * Reads {@code cities.json}: the four city cards with their defender bonuses (R-COMBAT-CITY-1.1 to 1.4)
 * and interaction offers in words (R-INTERACT-4.5). A bonus must give Armor, Attack or an enemy ability
 * from {@link EnemyLoader#ABILITIES}.
 */
final class CityCardLoader {
  /** The bundled file name. */
  static final String FILE = "cities.json";

  /** The city colour ids. */
  static final List<String> CITY_COLORS = List.of("green", "blue", "white", "red");

  private CityCardLoader() {}

  /** Reads the city entries of a content file. */
  static List<CityCard> load(DataFile file) {
    return file.entries("cities", CityCard.class, CityCardLoader::check);
  }

  private static CityCard check(CityCard city, Place at) {
    at.oneOf("id", city.id(), "city colour", CITY_COLORS);
    at.size("defenderBonuses", city.defenderBonuses(), 1, 4);
    for (int i = 0; i < city.defenderBonuses().size(); i++) {
      Place bonus = at.in("defenderBonuses[" + i + "]");
      CityDefenderBonus b = city.defenderBonuses().get(i);
      bonus.ids("attackElements", b.attackElements(), EnemyLoader.ELEMENTS);
      bonus.range("armor", b.armor(), 0, 5);
      bonus.range("attack", b.attack(), 0, 5);
      b.ability().ifPresent(ability -> bonus.oneOf("ability", ability, "id", EnemyLoader.ABILITIES));
      if (b.armor() == 0 && b.attack() == 0 && b.ability().isEmpty()) {
        throw bonus.fail("armor", "a defender bonus must give Armor, Attack or an ability");
      }
    }
    return city;
  }
}
