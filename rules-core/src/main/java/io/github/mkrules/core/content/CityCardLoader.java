package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityCard;
import io.github.mkrules.api.content.CityDefenderBonus;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads {@code cities.json}: the four city cards with their defender bonuses (R-COMBAT-CITY-1.1 to 1.4)
 * and interaction offers in words (R-INTERACT-4.5). A bonus must give Armor, Attack or an enemy ability
 * from {@link EnemyLoader#ABILITIES}.
 */
public final class CityCardLoader {
  /** The bundled file name. */
  public static final String FILE = "cities.json";

  private CityCardLoader() {}

  /**
   * Reads the bundled {@code cities.json}.
   *
   * @return the city cards in file order
   * @throws io.github.mkrules.core.json.DataException if the file is invalid
   */
  public static List<CityCard> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads the city entries of a content file.
   *
   * @param root the whole file
   * @return the city cards in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<CityCard> load(JsonNode root) {
    List<CityCard> out = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (JsonNode e : root.objects("cities", "id")) {
      e.allowOnly("id", "name", "defenderBonuses", "defenderBonusText", "interactionText");
      String id = UnitsEnemiesFields.id(e, ids);
      if (!UnitsEnemiesFields.CITY_COLORS.contains(id)) {
        throw e.fail(
            "id",
            "unknown city colour \"" + id + "\" (allowed: " + String.join(", ", UnitsEnemiesFields.CITY_COLORS)
                + ")");
      }
      List<CityDefenderBonus> bonuses = new ArrayList<>();
      for (JsonNode b : UnitsEnemiesFields.items(e, "defenderBonuses", 1, 4)) {
        bonuses.add(bonus(b));
      }
      out.add(
          new CityCard(
              id,
              UnitsEnemiesFields.name(e),
              List.copyOf(bonuses),
              UnitsEnemiesFields.text(e, "defenderBonusText"),
              UnitsEnemiesFields.text(e, "interactionText")));
    }
    return List.copyOf(out);
  }

  private static CityDefenderBonus bonus(JsonNode b) {
    b.allowOnly("attackElements", "armor", "attack", "ability");
    List<String> elements =
        UnitsEnemiesFields.closedIds(b, "attackElements", true, UnitsEnemiesFields.ELEMENTS);
    int armor = b.integer("armor", 0, 5, 0);
    int attack = b.integer("attack", 0, 5, 0);
    Optional<String> ability = b.optionalString("ability");
    if (ability.isPresent() && !EnemyLoader.ABILITIES.contains(ability.get())) {
      throw b.fail(
          "ability",
          "unknown id \"" + ability.get() + "\" (allowed: " + String.join(", ", EnemyLoader.ABILITIES) + ")");
    }
    if (armor == 0 && attack == 0 && ability.isEmpty()) {
      throw b.fail("armor", "a defender bonus must give Armor, Attack or an ability");
    }
    return new CityDefenderBonus(elements, armor, attack, ability);
  }
}
