package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.RuinsDraw;
import io.github.mkrules.api.content.SiteBenefits;
import io.github.mkrules.api.content.SiteType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The site types of {@code sites.json} against {@code content/map-and-sites.md} §0.1 (15 base site types),
 * §4.0 (categories) and §4.1 (the "when revealed" parts the engine applies under R-MOVE-5.6 / R-MOVE-5.7 and
 * R-SETUP-15.2: keep and mage tower tokens face down, rampaging enemies face up, the ruins token face up by
 * Day only, the monastery's Advanced Action to the Units offer, the city garrison), the decision U5 (city
 * tokens revealed by an adjacent hero also at Night), Czech names, and the rejection of corrupted input.
 */
class SiteLoaderTest {
  private static final ContentFileCorruption<List<SiteType>> CORRUPT =
      ContentFileCorruption.of(SiteLoader.FILE, "sites", SiteLoader::load);
  private static final List<SiteType> SITES = CORRUPT.bundled();

  @Test
  void fifteenBaseSites() {
    assertEquals(15, SITES.size());
    assertEquals(
        Set.of(
            "portal", "village", "monastery", "keep", "mage-tower", "city", "ancient-ruins", "dungeon", "tomb",
            "monster-den", "spawning-grounds", "crystal-mine", "magical-glade", "marauding-orcs", "draconum"),
        SITES.stream().map(SiteType::id).collect(Collectors.toSet()));
  }

  @Test
  void categories() {
    Map<String, Set<String>> byCategory = new TreeMap<>();
    for (SiteType s : SITES) {
      byCategory.computeIfAbsent(s.category(), c -> new TreeSet<>()).add(s.id());
    }
    assertEquals(
        Map.of(
            "fortified", Set.of("keep", "mage-tower", "city"),
            "adventure", Set.of("ancient-ruins", "dungeon", "tomb", "monster-den", "spawning-grounds"),
            "inhabited", Set.of("village", "monastery"),
            "resource", Set.of("crystal-mine", "magical-glade"),
            "rampaging", Set.of("marauding-orcs", "draconum"),
            "special", Set.of("portal")),
        byCategory);
    assertEquals(
        Set.of("keep", "mage-tower", "city"),
        SITES.stream().filter(SiteType::fortified).map(SiteType::id).collect(Collectors.toSet()));
  }

  @Test
  void whenRevealed() {
    assertEquals(List.of(new EnemyDraw(EnemyColor.GREY, false, false)), site("keep").onReveal());
    assertEquals(List.of(new EnemyDraw(EnemyColor.VIOLET, false, false)), site("mage-tower").onReveal());
    assertEquals(List.of(new EnemyDraw(EnemyColor.GREEN, true, true)), site("marauding-orcs").onReveal());
    assertEquals(List.of(new EnemyDraw(EnemyColor.RED, true, true)), site("draconum").onReveal());
    assertEquals(
        Set.of("keep", "mage-tower", "marauding-orcs", "draconum"),
        ids(s -> !s.onReveal().isEmpty()));
    assertEquals(Set.of("monastery"), ids(SiteType::advancedActionToUnitOffer));
    assertEquals(Optional.of(new RuinsDraw(true, false)), site("ancient-ruins").ruinsToken());
    assertEquals(Set.of("ancient-ruins"), ids(s -> s.ruinsToken().isPresent()));
    assertEquals(Set.of("city"), ids(SiteType::cityGarrison));
    assertTrue(site("city").onReveal().isEmpty());
  }

  @Test
  void defendersRevealedByAnAdjacentHero() {
    assertEquals(Set.of("keep", "mage-tower", "city"), ids(SiteType::revealAdjacentByDay));
    assertEquals(Set.of("city"), ids(SiteType::revealAdjacentByNight));
  }

  @Test
  void sitesWithAColour() {
    assertEquals(Set.of("crystal-mine", "city"), ids(SiteType::hasColor));
  }

  @Test
  void namesAndText() {
    assertEquals("Mage Tower", site("mage-tower").name().en());
    assertEquals(Optional.of("Magická věž"), site("mage-tower").name().cs());
    assertEquals(Optional.of("Doupě nestvůr"), site("monster-den").name().cs());
    assertEquals(Optional.of("Líheň nestvůr"), site("spawning-grounds").name().cs());
    assertEquals(Optional.of("Dračí lid"), site("draconum").name().cs());
    assertEquals(Optional.of("Orčí nájezdníci"), site("marauding-orcs").name().cs());
    for (SiteType s : SITES) {
      assertTrue(s.name().cs().isPresent(), s.id());
      assertFalse(s.text().isBlank(), s.id());
    }
    assertTrue(site("village").text().contains("3 Influence"));
    assertTrue(site("monastery").text().contains("6 Influence"));
    assertTrue(site("mage-tower").text().contains("7 Influence"));
    assertTrue(site("draconum").text().contains("Reputation +2"));
  }

  /**
   * FRAG-12.3, R-ENDTURN-4.1, R-ENDTURN-4.2: the Magical Glade gives a gold token by Day and a black one at Night
   * at the start of a turn and lets a Wound be thrown away at its end; the Crystal Mine gives a crystal of its colour.
   */
  @Test
  void benefitsOfTheSpace() {
    assertEquals(Optional.of(new SiteBenefits(Optional.of("gold"), Optional.of("black"), true, false)),
        site("magical-glade").benefits());
    assertEquals(Optional.of(new SiteBenefits(Optional.empty(), Optional.empty(), false, true)),
        site("crystal-mine").benefits());
    assertEquals(Optional.empty(), site("village").benefits());
  }

  /** A site's fight names rewards from the reward words only (R-ENDTURN-5). */
  @Test
  void unknownRewardIsRejected() {
    CORRUPT.replace("\"rewards\": [\"spell\", \"artifact\"]", "\"rewards\": [\"spell\", \"treasure\"]")
        .names("tomb", "rewards[1]", "fight", "unknown reward");
  }

  @Test
  void missingFieldIsRejected() {
    CORRUPT.replace(
            "\"category\": \"adventure\",\n      \"fight\": {\"draws\": [\"red\"]",
            "\"fight\": {\"draws\": [\"red\"]")
        .names("tomb", "category", "missing field");
    CORRUPT.replace("{\"color\": \"grey\", \"faceUpByDay\": false, ", "{\"color\": \"grey\", ")
        .names("keep", "faceUpByDay", "missing field");
  }

  @Test
  void impossibleValuesAreRejected() {
    CORRUPT.replace("\"color\": \"violet\"", "\"color\": \"purple\"").names("mage-tower", "color", "purple");
    CORRUPT.replace(
            "\"category\": \"resource\",\n      \"benefits\": {\"startTokenByDay\"",
            "\"category\": \"magic\",\n      \"benefits\": {\"startTokenByDay\"")
        .names("magical-glade", "category", "magic");
    CORRUPT.replace("\"startTokenByNight\": \"black\"", "\"startTokenByNight\": \"purple\"")
        .names("magical-glade", "startTokenByNight", "benefits", "purple");
    CORRUPT.replace("\"endThrowAwayWound\": true}", "\"endThrowAwayWound\": true, \"endCrystal\": true}")
        .names("magical-glade", "endCrystal", "colour");
    CORRUPT.replace(
            "\"category\": \"inhabited\",\n      \"text\"",
            "\"category\": \"inhabited\",\n      \"revealAdjacentByDay\": true,\n      \"text\"")
        .names("village", "revealAdjacentByDay", "face-down");
    CORRUPT.replace(
            "{\"color\": \"green\", \"faceUpByDay\": true, \"faceUpByNight\": true}",
            "{\"color\": \"green\", \"faceUpByDay\": true, \"faceUpByNight\": false}")
        .names("marauding-orcs", "onReveal", "face up");
  }

  @Test
  void misspeltFieldIsRejected() {
    CORRUPT.replace("\"cityGarrison\": true", "\"cityGarison\": true").names("city", "cityGarison", "unknown field");
    CORRUPT.replace("\"ruinsToken\": {\"faceUpByDay\": true", "\"ruinsToken\": {\"faceupByDay\": true")
        .names("ancient-ruins", "faceupByDay", "unknown field");
  }

  @Test
  void duplicateAndUnknownIdsAreRejected() {
    CORRUPT.replace("\"id\": \"tomb\"", "\"id\": \"dungeon\"").names("dungeon", "id", "duplicate");
    CORRUPT.replace("\"id\": \"tomb\"", "\"id\": \"Tomb\"").names("Tomb", "id", "kebab-case");
  }

  private static SiteType site(String id) {
    return SITES.stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
  }

  private static Set<String> ids(java.util.function.Predicate<SiteType> p) {
    return SITES.stream().filter(p).map(SiteType::id).collect(Collectors.toSet());
  }
}
