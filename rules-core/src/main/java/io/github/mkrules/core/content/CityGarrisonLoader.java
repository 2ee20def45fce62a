package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityGarrison;
import io.github.mkrules.api.content.EnemyColor;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code city-garrisons.json}: for each city colour and city level 1 to 11, the token piles its
 * defenders are drawn from (the table on each city card). Each entry's id is {@code <city>-<level>}; the
 * file must hold every city colour at every level exactly once.
 */
final class CityGarrisonLoader {
  /** The bundled file name. */
  static final String FILE = "city-garrisons.json";

  /** The highest city level printed on the city cards. */
  static final int MAX_LEVEL = 11;

  /** One row of the file: a city's garrison at one level, named {@code <city>-<level>}. */
  private record Row(String id, String city, int level, List<EnemyColor> tokens) {}

  private CityGarrisonLoader() {}

  /** Reads the garrison entries of a content file. */
  static List<CityGarrison> load(DataFile file) {
    List<CityGarrison> out = file.entries("garrisons", Row.class, CityGarrisonLoader::garrison);
    Set<String> ids = new HashSet<>();
    out.forEach(row -> ids.add(row.city() + "-" + row.level()));
    for (String city : CityCardLoader.CITY_COLORS) {
      for (int level = 1; level <= MAX_LEVEL; level++) {
        if (!ids.contains(city + "-" + level)) {
          throw file.place().named("entry", city + "-" + level)
              .fail("level", "missing: the " + city + " city has no garrison for level " + level);
        }
      }
    }
    return out;
  }

  private static CityGarrison garrison(Row row, Place at) {
    at.oneOf("city", row.city(), "city colour", CityCardLoader.CITY_COLORS);
    at.range("level", row.level(), 1, MAX_LEVEL);
    if (!row.id().equals(row.city() + "-" + row.level())) {
      throw at.fail("id", "must be \"" + row.city() + "-" + row.level() + "\" (city and level)");
    }
    return new CityGarrison(row.city(), row.level(), at.size("tokens", row.tokens(), 1, 6));
  }
}
