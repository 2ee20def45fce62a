package io.github.mkrules.core.dummy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.cards.CardEffects;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.engine.Draft;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Skills in solo play (S-GENERAL-20 to S-GENERAL-22, CTX-10): the Dummy's skill tokens without its competitive
 * interactive one, and one of them revealed into the common offer whenever the player gains a skill.
 */
class DummySkillsTest {
  private static final Content CONTENT = Content.base();

  /** A one-player scenario with a Dummy and the solo tactic rules. */
  private static final ScenarioDefinition SOLO = new ScenarioDefinition("test-solo", "Test solo", List.of(),
      Map.of(1, new ScenarioSetup(1, "wedge", false, 7, 2, 2, false, 6, ScenarioSetup.TacticRule.SOLO, true,
          List.of())), false, false, true, 0, true, Map.of(), List.of(5, 8), ScenarioDefinition.Start.BASE,
      ScenarioDefinition.Tiles.RANDOM, List.of(), List.of(), false, ScenarioDefinition.EndCondition.ALL_CITIES_CONQUERED,
      ScenarioDefinition.Scoring.SOLO_CONQUEST, false, Set.of(), Map.of());

  private static final CoreEngine ENGINE = new CoreEngine(CONTENT, List.of(SOLO));

  private static GameState start() {
    return ENGINE.start(GameConfig.builder().scenario("test-solo").players(List.of(
        io.github.mkrules.api.PlayerSetup.of("arythea"))).seed(3).build());
  }

  /**
   * S-GENERAL-20, S-GENERAL-21, CTX-10: the Dummy (Goldyx) brings its skill tokens to a solo game, without the
   * competitive interactive one; the player's own stack lacks it too.
   */
  @Test
  void theDummysSkillsInASoloGame() {
    GameState s = start();
    List<String> stack = s.dummy().orElseThrow().skillStack();
    assertEquals(10, stack.size());
    assertTrue(stack.stream().allMatch(id -> CONTENT.skills().stream()
        .anyMatch(k -> k.id().equals(id) && k.hero().equals("goldyx") && k.kind() != SkillKind.INTERACTIVE_COMPETITIVE)));
    assertTrue(s.player(0).skillStack().stream().noneMatch(id -> CONTENT.skills().stream()
        .anyMatch(k -> k.id().equals(id) && k.kind() == SkillKind.INTERACTIVE_COMPETITIVE)));
  }

  /** S-GENERAL-22: when the player gains a skill, the Dummy's top skill token goes into the common offer. */
  @Test
  void aSkillGainedRevealsOneOfTheDummys() {
    GameState s = start();
    Draft d = new Draft(s, CONTENT, SOLO, new CardEffects(CONTENT));
    String top = s.dummy().orElseThrow().skillStack().get(0);
    DummyPlayer.revealSkill(d);
    GameState after = d.build();
    assertEquals(List.of(top), after.supply().commonSkillOffer());
    assertEquals(9, after.dummy().orElseThrow().skillStack().size());
    assertTrue(d.events.contains(new Event.OfferChanged(Event.Offer.COMMON_SKILLS, List.of(top))));
  }
}
