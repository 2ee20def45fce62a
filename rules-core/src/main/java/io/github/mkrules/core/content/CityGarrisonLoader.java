package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityGarrison;
import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
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

  private static final String[] FIELDS = {"id", "city", "level", "tokens"};

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
    List<CityGarrison> out =
        ContentFields.read(root, "garrisons", FIELDS, ContentFields::id, CityGarrisonLoader::garrison);
    Set<String> ids = new HashSet<>();
    out.forEach(row -> ids.add(row.city() + "-" + row.level()));
    for (String city : ContentFields.CITY_COLORS) {
      for (int level = 1; level <= MAX_LEVEL; level++) {
        if (!ids.contains(city + "-" + level)) {
          throw new DataException(
              root.where() + ": entry '" + city + "-" + level + "': field 'level': missing: the " + city
                  + " city has no garrison for level " + level);
        }
      }
    }
    return out;
  }

  private static CityGarrison garrison(JsonNode e, String id) {
    String city = ContentFields.oneOf(e, "city", "city colour", ContentFields.CITY_COLORS);
    int level = e.integer("level", 1, MAX_LEVEL);
    if (!id.equals(city + "-" + level)) {
      throw e.fail("id", "must be \"" + city + "-" + level + "\" (city and level)");
    }
    List<String> raw = e.strings("tokens", true);
    ContentFields.size(e, "tokens", raw, 1, 6);
    return new CityGarrison(city, level, ContentFields.enemyColors(e, "tokens", raw));
  }
}
