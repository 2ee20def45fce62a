package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.start;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.ManaColor;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How skill tokens are used (R-SKILLS-4.1 to R-SKILLS-4.3, R-ROUND-2.7(i), R-TURN-2.3); what each does comes
 * from its description (R-SKILLS-3, skills.json).
 */
class SkillsTest {
  private static GameState withSkills(GameState s, List<String> skills, List<String> inCentre) {
    return withPlayer(s, 0, p -> p.withSkills(skills, List.of(), inCentre));
  }

  @Test
  void aSkillWithoutSymbolIsUsedOncePerTurn() {
    GameState s = play(start(21, "arythea"), "tactic early-bird");
    s = withSkills(s, List.of("arythea-dark-paths"), List.of());
    s = play(s, "skill arythea-dark-paths");
    assertEquals(1, s.turn().move(), "Dark Paths: Move 1 by Day");
    assertEquals("R-SKILLS-4.3", rejected(s, "skill arythea-dark-paths").ruleId(), "once per turn");
    s = play(s, "end-turn", "pick " + s.player(0).hand().stream().sorted().findFirst().orElseThrow(), "done",
        "skill arythea-dark-paths");
    assertEquals(1, s.turn().move(), "usable again in the next turn");
  }

  @Test
  void aOncePerRoundSkillIsFaceDownUntilTheNextRound() {
    GameState s = play(start(22, "arythea"), "tactic early-bird");
    s = withSkills(s, List.of("arythea-dark-fire-magic"), List.of());
    s = play(s, "skill arythea-dark-fire-magic option:1");
    assertEquals(1, s.player(0).crystals().get(ManaColor.RED));
    assertEquals(List.of(ManaColor.BLACK), s.turn().tokens(), "option 1: the black token");
    assertEquals(List.of("arythea-dark-fire-magic"), s.player(0).flippedSkills());
    s = play(s, "end-turn", "pick " + s.player(0).hand().stream().sorted().findFirst().orElseThrow(), "done");
    assertEquals("R-SKILLS-4.1", rejected(s, "skill arythea-dark-fire-magic").ruleId(), "still face down");
    GameState emptyDeck = withPlayer(s, 0, p -> p.withCards(p.hand(), List.of(), p.discard(), p.playArea()));
    s = play(States.withTurn(emptyDeck, emptyDeck.turn().withStartConditions(true, false)), "end-round");
    assertTrue(s.player(0).flippedSkills().isEmpty(), "R-ROUND-2.7(i): skill tokens face up in the new round");
  }

  @Test
  void anInteractiveSkillComesBackFaceDownAtTheOwnersNextTurn() {
    GameState s = play(start(23, "arythea"), "tactic early-bird");
    s = withSkills(s, List.of("arythea-ritual-of-pain"), List.of("arythea-ritual-of-pain"));
    assertEquals("R-SKILLS-4.1", rejected(s, "skill arythea-ritual-of-pain").ruleId(), "in the centre, not usable");
    s = play(s, "end-turn", "pick " + s.player(0).hand().stream().sorted().findFirst().orElseThrow(), "done");
    assertTrue(s.player(0).skillsInCentre().isEmpty(), "R-SKILLS-4.2, R-TURN-2.3: taken back at the next turn");
    assertEquals(List.of("arythea-ritual-of-pain"), s.player(0).flippedSkills(), "and turned face down");
  }

  @Test
  void aSkillOneDoesNotHaveCannotBeUsed() {
    GameState s = play(start(24, "arythea"), "tactic early-bird");
    assertEquals("R-SKILLS-2.1", rejected(s, "skill arythea-dark-paths").ruleId());
  }
}
