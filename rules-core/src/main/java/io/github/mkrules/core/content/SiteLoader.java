package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.SiteType;
import java.util.List;

/**
 * Loads {@code sites.json}: every base-game site type with its category, its "when revealed" facts and its
 * rules in words (map-and-sites §4).
 */
final class SiteLoader {
  /** The bundled file name. */
  static final String FILE = "sites.json";

  private static final List<String> CATEGORIES =
      List.of("fortified", "adventure", "inhabited", "resource", "rampaging", "special");

  private SiteLoader() {}

  /** Loads site types from a content file. */
  static List<SiteType> load(DataFile file) {
    return file.entries("sites", SiteType.class, SiteLoader::check);
  }

  private static SiteType check(SiteType site, Place at) {
    at.oneOf("category", site.category(), "category", CATEGORIES);
    List<EnemyDraw> onReveal = site.onReveal();
    boolean faceDownDefenders =
        site.cityGarrison() || onReveal.stream().anyMatch(d -> !d.faceUpByDay() || !d.faceUpByNight());
    if ((site.revealAdjacentByDay() || site.revealAdjacentByNight()) && !faceDownDefenders) {
      String field = site.revealAdjacentByDay() ? "revealAdjacentByDay" : "revealAdjacentByNight";
      throw at.fail(field, "the site places no face-down defenders to reveal");
    }
    boolean allFaceUp =
        !onReveal.isEmpty() && onReveal.stream().allMatch(d -> d.faceUpByDay() && d.faceUpByNight());
    if ("rampaging".equals(site.category()) != allFaceUp) {
      throw at.fail("onReveal", "rampaging enemies, and only they, are placed face up by Day and by Night");
    }
    site.fight().ifPresent(f -> RuinsLoader.checkRewards(f.rewards(), at.in("fight")));
    return site;
  }
}
