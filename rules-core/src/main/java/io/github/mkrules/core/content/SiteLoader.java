package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.RuinsDraw;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Loads {@code sites.json}: every base-game site type with its category, its "when revealed" facts and its
 * rules in words (map-and-sites §4).
 */
public final class SiteLoader {
  /** The bundled file name. */
  public static final String FILE = "sites.json";

  private static final List<String> CATEGORIES =
      List.of("fortified", "adventure", "inhabited", "resource", "rampaging", "special");

  private SiteLoader() {}

  /**
   * Loads the bundled site types.
   *
   * @return the site types in file order
   */
  public static List<SiteType> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Loads site types from a parsed content file.
   *
   * @param root the whole file
   * @return the site types in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming file, entry and field on any error
   */
  public static List<SiteType> load(JsonNode root) {
    List<SiteType> out = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (JsonNode e : root.objects("sites", "id")) {
      e.allowOnly(
          "id",
          "name",
          "category",
          "onReveal",
          "advancedActionToUnitOffer",
          "text",
          "hasColor",
          "cityGarrison",
          "ruinsToken",
          "revealAdjacentByDay",
          "revealAdjacentByNight");
      String id = kebabId(e, "id");
      if (!ids.add(id)) {
        throw e.fail("id", "duplicate id '" + id + "'");
      }
      LocalizedName name = name(e, "name");
      String category = e.string("category");
      if (!CATEGORIES.contains(category)) {
        throw e.fail("category", "impossible value \"" + category + "\" (allowed: " + CATEGORIES + ")");
      }
      List<EnemyDraw> onReveal = new ArrayList<>();
      if (e.has("onReveal")) {
        for (JsonNode d : e.objects("onReveal", null)) {
          d.allowOnly("color", "faceUpByDay", "faceUpByNight");
          onReveal.add(
              new EnemyDraw(
                  d.parsed("color", EnemyColor::fromId),
                  requiredBool(d, "faceUpByDay"),
                  requiredBool(d, "faceUpByNight")));
        }
      }
      boolean aaToUnits = e.bool("advancedActionToUnitOffer", false);
      String text = e.string("text");
      if (text.isBlank()) {
        throw e.fail("text", "must not be blank");
      }
      boolean hasColor = e.bool("hasColor", false);
      boolean cityGarrison = e.bool("cityGarrison", false);
      Optional<RuinsDraw> ruins = Optional.empty();
      if (e.has("ruinsToken")) {
        JsonNode r = e.object("ruinsToken");
        r.allowOnly("faceUpByDay", "faceUpByNight");
        ruins = Optional.of(new RuinsDraw(requiredBool(r, "faceUpByDay"), requiredBool(r, "faceUpByNight")));
      }
      boolean byDay = e.bool("revealAdjacentByDay", false);
      boolean byNight = e.bool("revealAdjacentByNight", false);
      boolean faceDownDefenders =
          cityGarrison || onReveal.stream().anyMatch(d -> !d.faceUpByDay() || !d.faceUpByNight());
      if ((byDay || byNight) && !faceDownDefenders) {
        String field = byDay ? "revealAdjacentByDay" : "revealAdjacentByNight";
        throw e.fail(field, "the site places no face-down defenders to reveal");
      }
      boolean allFaceUp =
          !onReveal.isEmpty() && onReveal.stream().allMatch(d -> d.faceUpByDay() && d.faceUpByNight());
      if ("rampaging".equals(category) != allFaceUp) {
        throw e.fail("onReveal", "rampaging enemies, and only they, are placed face up by Day and by Night");
      }
      out.add(
          new SiteType(
              id,
              name,
              category,
              List.copyOf(onReveal),
              aaToUnits,
              text,
              hasColor,
              cityGarrison,
              ruins,
              byDay,
              byNight));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * A required kebab-case id field.
   *
   * @param node the entry
   * @param field the field name
   * @return the id
   */
  static String kebabId(JsonNode node, String field) {
    String id = node.string(field);
    if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
      throw node.fail(field, "expected a kebab-case id but got \"" + id + "\"");
    }
    return id;
  }

  /**
   * A required name object {@code {"en": ..., "cs": ...}} with an optional Czech name.
   *
   * @param node the entry
   * @param field the field name
   * @return the name
   */
  static LocalizedName name(JsonNode node, String field) {
    JsonNode n = node.object(field);
    n.allowOnly("en", "cs");
    String en = n.string("en");
    if (en.isBlank()) {
      throw n.fail("en", "must not be blank");
    }
    return new LocalizedName(en, n.optionalString("cs"));
  }

  static boolean requiredBool(JsonNode node, String field) {
    if (!node.has(field)) {
      throw node.fail(field, "missing field");
    }
    return node.bool(field, false);
  }
}
