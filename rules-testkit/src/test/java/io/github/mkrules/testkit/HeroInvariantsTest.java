package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Each hero-growth invariant (issue 9) holds in a fresh game and catches the broken state it is about. */
class HeroInvariantsTest {
  private static final Engine ENGINE = Engine.load();
  private static final HeroInvariants HERO = new HeroInvariants(Content.base());
  private static final String DARK_PATHS = "arythea-dark-paths";
  private static final String MOTIVATION = "arythea-motivation";

  private static GameState start() {
    return ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 1, 11));
  }

  private static GameState withPlayer0(GameState s, UnaryOperator<PlayerState> change) {
    List<PlayerState> players = new ArrayList<>(s.players());
    players.set(0, change.apply(players.get(0)));
    return s.withPlayers(players);
  }

  private static void assertRule(String rule, List<Violation> violations) {
    assertTrue(violations.stream().anyMatch(v -> v.ruleId().equals(rule)), () -> rule + " expected in " + violations);
  }

  /** A fresh game breaks none of them. */
  @Test
  void setupIsFine() {
    GameState s = start();
    assertEquals(List.of(), HERO.levelsReached(s));
    assertEquals(List.of(), HERO.unitsWithinCommand(s));
    assertEquals(List.of(), HERO.skillTokens(s));
  }

  /** R-ENDTURN-6: outside one's turn the level is the one Fame reaches; a lagging level is caught. */
  @Test
  void levelFollowsFameOutsideTheTurn() {
    GameState s = withPlayer0(start(), p -> p.withFameAndReputation(8, 0));
    assertRule("R-ENDTURN-6", HERO.levelsReached(s.withTurn(TurnState.NONE)));
    assertEquals(List.of(), HERO.levelsReached(s.withTurn(TurnState.start(0, false, false))),
        "in the hero's own turn the level-up waits for the end of the turn");
  }

  /** R-PAREA-3: Bonds of Loyalty is one more Command token; without it a second unit is one too many. */
  @Test
  void bondsOfLoyaltyCountsAsACommandToken() {
    List<UnitState> two = List.of(UnitState.recruited("peasants"), UnitState.recruited("peasants"));
    GameState over = withPlayer0(start(), p -> p.withLevelAndUnits(1, two));
    assertRule("R-PAREA-3", HERO.unitsWithinCommand(over));
    GameState bonds = withPlayer0(over, p -> p.withSkills(List.of(HeroInvariants.BONDS_OF_LOYALTY), List.of(),
        List.of()));
    assertEquals(List.of(), HERO.unitsWithinCommand(bonds));
  }

  /** R-SKILLS-4: a once-per-turn skill never lies face down; an unowned token is never turned over. */
  @Test
  void skillTokensLieWhereTheirKindPutsThem() {
    assertRule("R-SKILLS-4", HERO.skillTokens(withPlayer0(start(), p -> p.withSkills(List.of(DARK_PATHS),
        List.of(DARK_PATHS), List.of()))));
    assertRule("R-SKILLS-4", HERO.skillTokens(withPlayer0(start(), p -> p.withSkills(List.of(),
        List.of(MOTIVATION), List.of()))));
  }

  /** R-SKILLS-4.1, R-SKILLS-4.3: a use of a token already face down, or used this turn, is caught. */
  @Test
  void usesBeyondTheLimitAreCaught() {
    GameState flipped = withPlayer0(start(), p -> p.withSkills(List.of(MOTIVATION), List.of(MOTIVATION), List.of()));
    assertRule("R-SKILLS-4.1", HERO.skillUses(flipped, flipped, List.of(new Event.SkillUsed(0, MOTIVATION))));
    GameState owned = withPlayer0(start(), p -> p.withSkills(List.of(DARK_PATHS), List.of(), List.of()));
    GameState used = owned.withTurn(TurnState.start(0, false, false).withUsed(DARK_PATHS));
    assertRule("R-SKILLS-4.3", HERO.skillUses(used, used, List.of(new Event.SkillUsed(0, DARK_PATHS))));
  }

  /** R-INTERACT-1: Influence that goes down outside an interaction is caught; spending inside one is fine. */
  @Test
  void influenceIsSpentOnlyInAnInteraction() {
    TurnState gathered = TurnState.start(0, false, false).withPoints(0, 3, 0);
    GameState before = start().withTurn(gathered);
    GameState spent = start().withTurn(gathered.withPoints(0, 1, 0));
    assertRule("R-INTERACT-1", HeroInvariants.influenceSpentInInteraction(before, spent, List.of()));
    GameState inVillage = start().withTurn(gathered.withPoints(0, 1, 0)
        .withInteraction(Optional.of(new HexCoord(1, -1))));
    assertEquals(List.of(), HeroInvariants.influenceSpentInInteraction(before, inVillage, List.of()));
  }

  /**
   * R-EFFECTS-1.2 (Learning, card learning): an Advanced Action learned outside an interaction spends exactly its
   * price; any Influence gone beyond it is still caught (R-INTERACT-1).
   */
  @Test
  void learningSpendsItsPriceOutsideAnInteraction() {
    TurnState gathered = TurnState.start(0, false, false).withPoints(0, 7, 0);
    GameState before = start().withTurn(gathered);
    Event learned = new Event.Bought(0, Purchase.LEARNED_ADVANCED_ACTION, Optional.of("fire-bolt"), 6);
    GameState paid = start().withTurn(gathered.withPoints(0, 1, 0));
    assertEquals(List.of(), HeroInvariants.influenceSpentInInteraction(before, paid, List.of(learned)));
    GameState overspent = start().withTurn(gathered.withPoints(0, 0, 0));
    assertRule("R-INTERACT-1", HeroInvariants.influenceSpentInInteraction(before, overspent, List.of(learned)));
    Event healing = new Event.Bought(0, Purchase.HEALING, Optional.empty(), 6);
    assertRule("R-INTERACT-1", HeroInvariants.influenceSpentInInteraction(before, paid, List.of(healing)));
  }
}
