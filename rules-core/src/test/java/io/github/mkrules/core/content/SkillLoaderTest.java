package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The skill tokens of {@code skills.json} against {@code content/heroes-skills-tactics.md} §2.1: 11 tokens
 * for each base hero, exactly one competitive and one cooperative interactive token each (R-PAREA-9), the
 * use of each token (R-SKILLS-4: once per turn, once per round, interactive; Motivation also on another
 * player's turn, R-SKILLS-4.1), Arythea's six skills as printed in the Czech rulebook (FRAG-11) and the
 * effects written in the effect language.
 */
class SkillLoaderTest {
  private static final ContentFileCorruption<List<Skill>> CORRUPT =
      ContentFileCorruption.of(SkillLoader.FILE, "skills", SkillLoader::load);
  private static final List<Skill> SKILLS = CORRUPT.bundled();
  private static final Map<String, Skill> BY_ID =
      SKILLS.stream().collect(Collectors.toMap(Skill::id, Function.identity()));

  @Test
  void fortyFourTokensElevenPerHero() {
    assertEquals(44, SKILLS.size());
    for (String hero : List.of("arythea", "tovak", "goldyx", "norowas")) {
      assertEquals(11, SKILLS.stream().filter(s -> s.hero().equals(hero)).count(), hero);
    }
  }

  /** Per hero: once per turn, once per round, passive, competitive, cooperative (content §2.1 tables). */
  @Test
  void eachHeroHasTheKindsOfTheFacts() {
    assertKinds("arythea", 7, 2, 0);
    assertKinds("tovak", 8, 1, 0);
    assertKinds("goldyx", 3, 6, 0);
    assertKinds("norowas", 4, 4, 1);
    assertEquals(SkillKind.INTERACTIVE_COMPETITIVE, BY_ID.get("arythea-healing-ritual").kind());
    assertEquals(SkillKind.INTERACTIVE_COOPERATIVE, BY_ID.get("arythea-ritual-of-pain").kind());
    assertEquals(SkillKind.INTERACTIVE_COMPETITIVE, BY_ID.get("tovak-mana-exploit").kind());
    assertEquals(SkillKind.INTERACTIVE_COOPERATIVE, BY_ID.get("tovak-mana-overload").kind());
    assertEquals(SkillKind.INTERACTIVE_COMPETITIVE, BY_ID.get("goldyx-source-freeze").kind());
    assertEquals(SkillKind.INTERACTIVE_COOPERATIVE, BY_ID.get("goldyx-source-opening").kind());
    assertEquals(SkillKind.INTERACTIVE_COMPETITIVE, BY_ID.get("norowas-prayer-of-weather").kind());
    assertEquals(SkillKind.INTERACTIVE_COOPERATIVE, BY_ID.get("norowas-calming-the-weather").kind());
    assertEquals(SkillKind.PASSIVE, BY_ID.get("norowas-bonds-of-loyalty").kind());
    assertEquals(SkillKind.ONCE_PER_ROUND, BY_ID.get("norowas-inspiration").kind());
    assertEquals(SkillKind.ONCE_PER_TURN, BY_ID.get("goldyx-universal-power").kind());
  }

  /** R-SKILLS-4.1: only Motivation may be used on another player's turn; each hero's gives its colour. */
  @Test
  void motivationIsTheOnlyAnyTurnSkill() {
    Set<String> anyTurn = SKILLS.stream().filter(Skill::anyTurn).map(Skill::id).collect(Collectors.toSet());
    assertEquals(Set.of("arythea-motivation", "tovak-motivation", "goldyx-motivation", "norowas-motivation"),
        anyTurn);
    Map<String, String> colour = Map.of("arythea", "red", "tovak", "blue", "goldyx", "green", "norowas", "white");
    for (Map.Entry<String, String> hero : colour.entrySet()) {
      Skill motivation = BY_ID.get(hero.getKey() + "-motivation");
      assertEquals(SkillKind.ONCE_PER_ROUND, motivation.kind());
      assertEquals(Optional.of("Motivace"), motivation.name().cs());
      assertEquals(Optional.of("special motivation " + hero.getValue()), motivation.effect());
      assertTrue(motivation.text().contains(hero.getValue() + " mana token"), motivation.text());
    }
  }

  /** FRAG-11.1 to FRAG-11.6: the Arythea skills printed in the Czech rulebook. */
  @Test
  void arytheaMatchesTheCzechRulebook() {
    assertSkill("arythea-power-of-pain", "Power of Pain", "Síla bolesti", SkillKind.ONCE_PER_TURN, null);
    assertSkill("arythea-hot-swordsmanship", "Hot Swordsmanship", "Ohnivé mistrovství meče",
        SkillKind.ONCE_PER_TURN, "attack 2 | attack 2 fire");
    assertSkill("arythea-dark-paths", "Dark Paths", "Temné cesty", SkillKind.ONCE_PER_TURN,
        "if day move 1 else move 2");
    assertSkill("arythea-burning-power", "Burning Power", "Síla ohně", SkillKind.ONCE_PER_TURN,
        "attack 1 siege | attack 1 siege fire");
    assertSkill("arythea-dark-negotiation", "Dark Negotiation", "Temné vyjednávání", SkillKind.ONCE_PER_TURN,
        "if day influence 2 else influence 3");
    assertSkill("arythea-dark-fire-magic", "Dark Fire Magic", "Temná magie ohně", SkillKind.ONCE_PER_ROUND,
        "crystal red ; token red/black");
    long czech = SKILLS.stream().filter(s -> s.name().cs().isPresent()).count();
    assertEquals(10, czech, "6 Arythea names and 4 times Motivace");
  }

  @Test
  void otherHeroesSpotChecks() {
    assertSkill("tovak-shield-mastery", "Shield Mastery", null, SkillKind.ONCE_PER_TURN,
        "block 3 | block 2 fire | block 2 ice");
    assertSkill("tovak-night-sharpshooting", "Night Sharpshooting", null, SkillKind.ONCE_PER_TURN,
        "if day attack 1 ranged else attack 2 ranged");
    assertSkill("goldyx-potion-making", "Potion Making", null, SkillKind.ONCE_PER_ROUND, "heal 2");
    assertSkill("goldyx-red-crystal-craft", "Red Crystal Craft", null, SkillKind.ONCE_PER_ROUND,
        "crystal blue ; token red");
    assertSkill("goldyx-freezing-power", "Freezing Power", null, SkillKind.ONCE_PER_TURN,
        "attack 1 siege | attack 1 siege ice");
    assertSkill("norowas-bright-negotiation", "Bright Negotiation", null, SkillKind.ONCE_PER_TURN,
        "if day influence 3 else influence 2");
    assertSkill("norowas-leaves-in-the-wind", "Leaves in the Wind", null, SkillKind.ONCE_PER_ROUND,
        "crystal green ; token white");
    assertSkill("norowas-forward-march", "Forward March", null, SkillKind.ONCE_PER_TURN, null);
    assertTrue(BY_ID.get("norowas-forward-march").text().contains("at most Move 3"));
    assertTrue(BY_ID.get("norowas-bonds-of-loyalty").text().contains("5 Influence less"));
  }

  /** Effects are canonical sentences of the effect language; anything else names the skill and the field. */
  @Test
  void theEffectLanguageIsChecked() {
    String effect = "\"effect\": \"crystal green ; token white\"";
    for (String good : List.of("attack 2 | block 2", "influence 5 ; reputation -1", "attack 3 ranged",
        "attack 4 | block 4 | attack 3 fire | block 3 fire | attack 3 ranged | attack 2 siege",
        "token blue/white/red", "special concentration 2", "move 2 ; (heal 1 | draw 1)", "wound 1")) {
      String text = CORRUPT.text().replace(effect, "\"effect\": \"" + good + "\"");
      Map<String, Skill> byId = SkillLoader.load(ContentFiles.parse(text, SkillLoader.FILE)).stream()
          .collect(Collectors.toMap(Skill::id, Function.identity()));
      assertEquals(Optional.of(good), byId.get("norowas-leaves-in-the-wind").effect(), good);
    }
    for (String bad : List.of("attack 2 fiery", "attack", "move 2 |", "(move 2", "token purple",
        "crystal gold", "block 2 siege", "Move 2", "special", "move 2;heal 1")) {
      CORRUPT.replace(effect, "\"effect\": \"" + bad + "\"").names("norowas-leaves-in-the-wind", "effect");
    }
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"id\":\"tovak-double-time\",\"name\":{\"en\":\"Double Time\"},\"hero\":\"tovak\",\"text\":\"x\"}")
        .names("tovak-double-time", "kind", "missing field");
  }

  @Test
  void unknownIdsAndImpossibleValuesNameFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"id\":\"wolfhawk-taunt\",\"name\":{\"en\":\"Taunt\"},\"hero\":\"wolfhawk\",\"kind\":\"once-per-turn\","
                + "\"text\":\"x\"}")
        .names("wolfhawk-taunt", "hero", "unknown hero id 'wolfhawk'");
    CORRUPT.withEntries(
            "{\"id\":\"tovak-double-time\",\"name\":{\"en\":\"Double Time\"},\"hero\":\"tovak\",\"kind\":\"sometimes\","
                + "\"text\":\"x\"}")
        .names("tovak-double-time", "kind", "sometimes");
    CORRUPT.withEntries(
            "{\"id\":\"tovak-double-time\",\"name\":{\"en\":\"Double Time\"},\"hero\":\"tovak\","
                + "\"kind\":\"once-per-turn\",\"text\":\"x\",\"effect\":\"move two\"}")
        .names("tovak-double-time", "effect", "move two");
    CORRUPT.withEntries(
            "{\"id\":\"double-time\",\"name\":{\"en\":\"Double Time\"},\"hero\":\"tovak\","
                + "\"kind\":\"once-per-turn\",\"text\":\"x\"}")
        .names("double-time", "id", "tovak-");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"id\":\"tovak-double-time\",\"name\":{\"en\":\"Double Time\"},\"hero\":\"tovak\","
                + "\"kind\":\"once-per-turn\",\"text\":\"x\",\"efect\":\"move 2\"}")
        .names("tovak-double-time", "efect", "unknown field");
  }

  /** R-PAREA-9: 11 tokens per hero, one of each interactive kind. */
  @Test
  void wrongCountsPerHeroAreRejected() {
    CORRUPT.editEntries(skills -> {
      skills.removeIf(s -> "tovak-shield-mastery".equals(s.get("id")));
      return skills;
    }).says("field 'skills'", "hero 'tovak' has 10 skills, expected 11");
    CORRUPT.editEntries(skills -> {
      for (Map<String, Object> s : skills) {
        if ("goldyx-source-opening".equals(s.get("id"))) {
          s.put("kind", "interactive-competitive");
        }
      }
      return skills;
    }).says("hero 'goldyx' has 2 interactive-competitive skills");
    CORRUPT.editEntries(skills -> {
      skills.add(new LinkedHashMap<>(skills.get(0)));
      return skills;
    }).names("arythea-dark-paths", "id", "duplicate id");
  }

  private static void assertKinds(String hero, int perTurn, int perRound, int passive) {
    Map<SkillKind, Integer> counts = new EnumMap<>(SkillKind.class);
    SKILLS.stream().filter(s -> s.hero().equals(hero)).forEach(s -> counts.merge(s.kind(), 1, Integer::sum));
    assertEquals(perTurn, counts.getOrDefault(SkillKind.ONCE_PER_TURN, 0), hero);
    assertEquals(perRound, counts.getOrDefault(SkillKind.ONCE_PER_ROUND, 0), hero);
    assertEquals(passive, counts.getOrDefault(SkillKind.PASSIVE, 0), hero);
    assertEquals(1, counts.getOrDefault(SkillKind.INTERACTIVE_COMPETITIVE, 0), hero);
    assertEquals(1, counts.getOrDefault(SkillKind.INTERACTIVE_COOPERATIVE, 0), hero);
  }

  private static void assertSkill(String id, String en, String cs, SkillKind kind, String effect) {
    Skill skill = BY_ID.get(id);
    assertNotNull(skill, id);
    assertTrue(id.startsWith(skill.hero() + "-"), id);
    assertEquals(en, skill.name().en(), id);
    assertEquals(Optional.ofNullable(cs), skill.name().cs(), id);
    assertEquals(kind, skill.kind(), id);
    assertEquals(Optional.ofNullable(effect), skill.effect(), id);
    assertFalse(skill.text().isBlank(), id);
  }
}
