package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityGarrison;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code city-garrisons.json}: for each city colour and city level 1 to 11, the token piles its
 * defenders are drawn from (the table on each city card). Each entry's id is {@code <city>-<level>}; the
 * file must hold every city colour at every level exactly once.
 */
public final class CityGarrisonLoader {
  /** The bundled file name. */
  public static final String FILE = "city-garrisons.json";

  /** The highest city level printed on the city cards. */
  public static final int MAX_LEVEL = 11;

  private CityGarrisonLoader() {}

  /**
   * Reads the bundled {@code city-garrisons.json}.
   *
   * @return the garrison rows in file order
   * @throws DataException if the file is invalid
   */
  public static List<CityGarrison> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads the garrison entries of a content file.
   *
   * @param root the whole file
   * @return the garrison rows in file order, unmodifiable
   * @throws DataException naming the file, entry and field of the first error, or the missing city level
   */
  public static List<CityGarrison> load(JsonNode root) {
    List<CityGarrison> out = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (JsonNode e : root.objects("garrisons", "id")) {
      e.allowOnly("id", "city", "level", "tokens");
      String id = UnitsEnemiesFields.id(e, ids);
      String city = e.string("city");
      if (!UnitsEnemiesFields.CITY_COLORS.contains(city)) {
        throw e.fail(
            "city",
            "unknown city colour \"" + city + "\" (allowed: " + String.join(", ", UnitsEnemiesFields.CITY_COLORS)
                + ")");
      }
      int level = e.integer("level", 1, MAX_LEVEL);
      if (!id.equals(city + "-" + level)) {
        throw e.fail("id", "must be \"" + city + "-" + level + "\" (city and level)");
      }
      List<String> raw = e.strings("tokens", true);
      UnitsEnemiesFields.size(e, "tokens", raw, 1, 6);
      List<EnemyColor> tokens = new ArrayList<>();
      for (int i = 0; i < raw.size(); i++) {
        try {
          tokens.add(EnemyColor.fromId(raw.get(i)));
        } catch (IllegalArgumentException ex) {
          throw e.fail("tokens[" + i + "]", "impossible value \"" + raw.get(i) + "\": " + ex.getMessage());
        }
      }
      out.add(new CityGarrison(city, level, List.copyOf(tokens)));
    }
    for (String city : UnitsEnemiesFields.CITY_COLORS) {
      for (int level = 1; level <= MAX_LEVEL; level++) {
        if (!ids.contains(city + "-" + level)) {
          throw new DataException(
              root.where() + ": entry '" + city + "-" + level + "': field 'level': missing: the " + city
                  + " city has no garrison for level " + level);
        }
      }
    }
    return List.copyOf(out);
  }
}
