package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.SiteBenefits;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.state.ManaColor;
import java.util.List;
import java.util.Optional;

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

  /** The start-of-turn tokens are mana colours; a crystal needs the site's colour (R-ENDTURN-4.2). */
  private static void checkBenefits(SiteType site, SiteBenefits b, Place at) {
    for (String field : List.of("startTokenByDay", "startTokenByNight")) {
      Optional<String> color = field.equals("startTokenByDay") ? b.startTokenByDay() : b.startTokenByNight();
      if (color.isPresent()) {
        at.parse(field, color.get(), ManaColor::fromId);
      }
    }
    if (b.endCrystal() && !site.hasColor()) {
      throw at.fail("endCrystal", "a crystal of the site's colour needs a site with a colour (hasColor)");
    }
  }

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
    site.benefits().ifPresent(b -> checkBenefits(site, b, at.in("benefits")));
    return site;
  }
}
