package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.StartingDeck;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Setup invariants over many seeds and every player count of First Reconnaissance: the common area
 * (R-SETUP-1 to R-SETUP-15), the player areas (R-PAREA-1 to R-PAREA-9) and the scenario's tile stack
 * (S-FIRST-RECON, S-FIRST-RECON-05, S-FIRST-RECON-09), set up as the scenario says (R-FLOW-3), plus
 * determinism of the seed.
 */
class SetupPropertiesTest {
  private static final String[] HEROES = {"arythea", "goldyx", "norowas", "tovak"};
  private static final CoreEngine ENGINE = MageKnight.engine();
  private static final Content CONTENT = ENGINE.content();

  private static GameState start(long seed, int players) {
    return ENGINE.start(GameConfig.of(seed, Arrays.copyOf(HEROES, players)));
  }

  @Property(tries = 120)
  void setupInvariantsHold(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
      @ForAll @IntRange(min = 1, max = 4) int players) {
    GameState s = start(seed, players);
    assertEquals(1, s.round());
    assertEquals(TimeOfDay.DAY, s.time(), "R-SETUP-11: the first round is Day");
    assertEquals(Phase.TACTIC_SELECTION, s.phase());
    checkPlayers(s, players);
    checkSource(s, players);
    checkOffers(s, players);
    checkTiles(s, players);
    checkEnemies(s);
    assertEquals(CONTENT.card("wound").copies(), s.supply().wounds(), "R-SETUP-4: the Wound deck is complete");
    assertEquals(List.of("early-bird", "rethink", "mana-steal", "planning", "great-start", "the-right-moment").size(),
        s.tactics().size(), "R-SETUP-12: the six Day tactics are laid out");
    for (String tactic : s.tactics()) {
      assertEquals(TimeOfDay.DAY, CONTENT.tactic(tactic).time());
    }
  }

  private static void checkPlayers(GameState s, int players) {
    assertEquals(players, s.players().size());
    for (PlayerState p : s.players()) {
      assertEquals(5, p.hand().size(), "R-PAREA-5: hand drawn to the level-1 hand limit");
      assertEquals(11, p.deck().size(), "R-PAREA-4: 16 basic actions, 5 in hand");
      List<String> all = new ArrayList<>(p.hand());
      all.addAll(p.deck());
      all.sort(null);
      List<String> expected = new ArrayList<>(StartingDeck.of(CONTENT.heroOrNull(p.hero()), CONTENT.cards()));
      expected.sort(null);
      assertEquals(expected, all, "R-PAREA-4: each card of the starting deck exactly once, in hand or deck");
      assertEquals(0, p.fame(), "R-SETUP-1");
      assertEquals(0, p.reputation(), "R-SETUP-1");
      assertEquals(1, p.level(), "R-PAREA-2");
      assertEquals(Crystals.NONE, p.crystals());
      assertTrue(p.discard().isEmpty() && p.playArea().isEmpty(), "R-PAREA-6, R-PAREA-12: empty discard pile and play area");
      assertTrue(p.units().isEmpty(), "R-UNITS-2: no units at the start");
      assertTrue(p.position().isEmpty(), "R-PAREA-7: the figure waits off the map");
      SkillKind removed = players > 1 ? SkillKind.INTERACTIVE_COOPERATIVE : SkillKind.INTERACTIVE_COMPETITIVE;
      assertEquals(10, p.skillStack().size(), "R-PAREA-9: 11 skills minus the excluded interactive one");
      for (String skill : p.skillStack()) {
        Skill def = CONTENT.skills().stream().filter(k -> k.id().equals(skill)).findFirst().orElseThrow();
        assertEquals(p.hero(), def.hero(), "R-SKILLS-1: each character has its own set of skill tokens");
        assertNotEquals(removed, def.kind(), "R-PAREA-9: " + skill + " belongs to the other game type");
      }
    }
    assertEquals(players, new HashSet<>(s.players().stream().map(PlayerState::hero).toList()).size());
  }

  private static void checkSource(GameState s, int players) {
    assertEquals(players + 2, s.source().size(), "R-SETUP-11.2: players + 2 dice");
    int basic = 0;
    for (ManaDie die : s.source()) {
      assertEquals(-1, die.takenBy());
      if (die.color().isBasic()) {
        basic++;
      }
    }
    assertTrue(basic * 2 >= s.source().size(), "R-SETUP-11.2: at least half of the dice show a basic colour");
  }

  private static void checkOffers(GameState s, int players) {
    assertEquals(players + 2, s.supply().unitOffer().size(), "R-SETUP-9: players + 2 units");
    for (String unit : s.supply().unitOffer()) {
      assertTrue(!CONTENT.unit(unit).elite(), "R-SETUP-9, S-FIRST-RECON-05: Regular units only");
    }
    assertEquals(3, s.supply().advancedActionOffer().size(), "R-SETUP-6");
    assertEquals(3, s.supply().spellOffer().size(), "R-SETUP-5");
    assertCardsOnce(DeedCardType.ADVANCED_ACTION, s.supply().advancedActionOffer(), s.supply().advancedActionDeck(),
        s.supply().unitOfferAdvancedActions());
    assertCardsOnce(DeedCardType.SPELL, s.supply().spellOffer(), s.supply().spellDeck(), List.of());
    // R-SETUP-3: the Artifact deck is complete and never in an offer
    assertCardsOnce(DeedCardType.ARTIFACT, s.supply().artifactDeck(), List.of(), List.of());
    assertTrue(s.supply().commonSkillOffer().isEmpty(), "R-SETUP-7: the Common Skill offer starts empty");
    List<String> units = new ArrayList<>(s.supply().unitOffer());
    units.addAll(s.supply().regularUnits());
    assertEquals(20, units.size(), "R-SETUP-8: every Regular unit card in the deck or the offer");
    assertTrue(s.supply().eliteUnits().isEmpty(), "S-FIRST-RECON-05: Elite units are not used");
  }

  private static void assertCardsOnce(DeedCardType type, List<String> a, List<String> b, List<String> c) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    all.addAll(c);
    all.sort(null);
    List<String> expected = new ArrayList<>();
    for (DeedCard card : CONTENT.cards()) {
      if (card.type() == type) {
        for (int i = 0; i < card.copies(); i++) {
          expected.add(card.id());
        }
      }
    }
    expected.sort(null);
    assertEquals(expected, all, type + ": every card in exactly one place");
  }

  private static void checkTiles(GameState s, int players) {
    int countryside = players == 3 ? 9 : players == 4 ? 11 : 8;
    Map<TileSlot, String> tiles = s.map().tiles();
    assertEquals("starting-a", tiles.get(new TileSlot(0, 0)), "S-GENERAL-03: the wedge uses side A");
    assertEquals(3, tiles.size(), "R-SETUP-15.1: side A reveals 2 tiles");
    assertEquals("countryside-1", tiles.get(new TileSlot(1, 0)), "S-FIRST-RECON: countryside in number order");
    assertEquals("countryside-2", tiles.get(new TileSlot(0, 1)));
    List<String> stack = s.map().tileStack();
    assertEquals(countryside + 3 - 2, stack.size(), "R-SETUP-14: the scenario's tile count");
    for (int i = 0; i < stack.size(); i++) {
      TileKind kind = CONTENT.tile(stack.get(i)).kind();
      if (i < countryside - 2) {
        assertEquals("countryside-" + (i + 3), stack.get(i), "countryside tiles in number order, on top");
      } else {
        assertTrue(kind == TileKind.CORE || kind == TileKind.CORE_CITY, "R-SETUP-14.3: core tiles underneath");
      }
    }
    long cities = stack.stream().filter(t -> CONTENT.tile(t).kind() == TileKind.CORE_CITY).count();
    assertEquals(1, cities, "S-FIRST-RECON: one core city tile");
    Set<String> everywhere = new HashSet<>(tiles.values());
    everywhere.addAll(stack);
    everywhere.addAll(s.map().unusedCountryside());
    everywhere.addAll(s.map().unusedCore());
    assertEquals(tiles.size() + stack.size() + s.map().unusedCountryside().size() + s.map().unusedCore().size(),
        everywhere.size(), "no tile in two places");
  }

  private static void checkEnemies(GameState s) {
    Map<String, Integer> seen = new HashMap<>();
    for (EnemyColor color : EnemyColor.values()) {
      for (String id : s.supply().enemyPiles().get(color)) {
        seen.merge(id, 1, Integer::sum);
        assertEquals(color, CONTENT.enemy(id).color(), "R-SETUP-2: tokens sorted by their backs");
      }
    }
    for (MapEnemy enemy : s.map().enemies()) {
      seen.merge(enemy.enemy(), 1, Integer::sum);
    }
    for (EnemyToken token : CONTENT.enemies()) {
      assertEquals(token.copies(), seen.getOrDefault(token.id(), 0), "each enemy token in exactly one place: " + token.id());
    }
  }

  @Test
  void theLastHeroChooserChoosesTheFirstTactic() {
    // EX-10, R-ROUND-3.1(ii): everybody has Fame 0, so the lowest Round Order token chooses first
    for (int players = 1; players <= 4; players++) {
      Status status = ENGINE.view(start(7, players), 0).status();
      assertEquals(new Status.Decision(players - 1, DecisionKind.SELECT_TACTIC), status);
    }
  }

  @Test
  void sameSeedSameStateDifferentSeedDifferentSetup() {
    for (int players = 1; players <= 4; players++) {
      assertEquals(start(42, players), start(42, players), "same configuration and seed give an equal state");
      assertEquals(start(42, players).hashCode(), start(42, players).hashCode());
      Set<GameState> distinct = new HashSet<>();
      for (long seed = 0; seed < 30; seed++) {
        distinct.add(start(seed, players));
      }
      assertEquals(30, distinct.size(), "different seeds give different setups");
    }
  }
}
