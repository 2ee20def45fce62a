package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityCard;
import io.github.mkrules.api.content.CityDefenderBonus;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code cities.json}: the four city cards with their defender bonuses (R-COMBAT-CITY-1.1 to 1.4)
 * and interaction offers in words (R-INTERACT-4.5). A bonus must give Armor, Attack or an enemy ability
 * from {@link EnemyLoader#ABILITIES}.
 */
public final class CityCardLoader {
  /** The bundled file name. */
  public static final String FILE = "cities.json";

  private static final String[] FIELDS = {"id", "name", "defenderBonuses", "defenderBonusText", "interactionText"};

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
    return ContentFields.read(root, "cities", FIELDS, ContentFields::id, CityCardLoader::city);
  }

  private static CityCard city(JsonNode e, String id) {
    ContentFields.checkOneOf(e, "id", id, "city colour", ContentFields.CITY_COLORS);
    List<CityDefenderBonus> bonuses = new ArrayList<>();
    for (JsonNode b : ContentFields.items(e, "defenderBonuses", 1, 4)) {
      bonuses.add(bonus(b));
    }
    return new CityCard(
        id,
        ContentFields.name(e),
        List.copyOf(bonuses),
        ContentFields.text(e, "defenderBonusText"),
        ContentFields.text(e, "interactionText"));
  }

  private static CityDefenderBonus bonus(JsonNode b) {
    b.allowOnly("attackElements", "armor", "attack", "ability");
    List<String> elements =
        ContentFields.closedIds(b, "attackElements", true, ContentFields.ELEMENTS);
    int armor = b.integer("armor", 0, 5, 0);
    int attack = b.integer("attack", 0, 5, 0);
    Optional<String> ability = b.optionalString("ability");
    ability.ifPresent(a -> ContentFields.checkOneOf(b, "ability", a, "id", EnemyLoader.ABILITIES));
    if (armor == 0 && attack == 0 && ability.isEmpty()) {
      throw b.fail("armor", "a defender bonus must give Armor, Attack or an ability");
    }
    return new CityDefenderBonus(elements, armor, attack, ability);
  }
}
