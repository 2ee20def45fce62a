package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.RuinsDraw;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Loads {@code sites.json}: every base-game site type with its category, its "when revealed" facts and its
 * rules in words (map-and-sites §4).
 */
public final class SiteLoader {
  /** The bundled file name. */
  public static final String FILE = "sites.json";

  private static final List<String> CATEGORIES =
      List.of("fortified", "adventure", "inhabited", "resource", "rampaging", "special");

  private static final String[] FIELDS = {
    "id", "name", "category", "onReveal", "advancedActionToUnitOffer", "text", "hasColor", "cityGarrison",
    "ruinsToken", "revealAdjacentByDay", "revealAdjacentByNight"
  };

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
    return ContentFields.read(root, "sites", FIELDS, ContentFields::mapId, SiteLoader::site);
  }

  private static SiteType site(JsonNode e, String id) {
    LocalizedName name = ContentFields.mapName(e);
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
                ContentFields.requiredBool(d, "faceUpByDay"),
                ContentFields.requiredBool(d, "faceUpByNight")));
      }
    }
    boolean aaToUnits = e.bool("advancedActionToUnitOffer", false);
    String text = ContentFields.text(e, "text");
    boolean hasColor = e.bool("hasColor", false);
    boolean cityGarrison = e.bool("cityGarrison", false);
    Optional<RuinsDraw> ruins = Optional.empty();
    if (e.has("ruinsToken")) {
      JsonNode r = e.object("ruinsToken");
      r.allowOnly("faceUpByDay", "faceUpByNight");
      ruins =
          Optional.of(
              new RuinsDraw(
                  ContentFields.requiredBool(r, "faceUpByDay"), ContentFields.requiredBool(r, "faceUpByNight")));
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
    return new SiteType(
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
        byNight);
  }
}
