package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.finish;
import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.Book.sheet;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.UnitState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each scenario's scoring (S-GENERAL-32 to S-GENERAL-42 and the scoring rules of chapter III), the winners and
 * the score sheet in the outcome and in the {@code FinalScores} event; the scoring examples EX-S4 and EX-S8.
 */
class ScenarioScoringTest {
  private static final TileSlot CITY_SLOT = new TileSlot(1, 1);

  /** A game whose stack holds no city: every city of the game is on the map. */
  private static GameState noCityLeft(GameState s) {
    List<String> stack = s.map().tileStack().stream()
        .filter(t -> ENGINE.content().tile(t).kind() != TileKind.CORE_CITY).toList();
    return Book.withStack(s, stack);
  }

  /** A conquered city: tile placed, garrison gone, the given players' Shields in order. */
  private static GameState conqueredCity(GameState s, TileSlot slot, String tile, int... shields) {
    s = Book.withTile(s, slot, tile);
    HexCoord city = Book.siteHex(s, slot, "city");
    s = Book.withoutEnemies(s, city);
    for (int p : shields) {
      s = Book.withShields(s, new Shield(city, p));
    }
    return s;
  }

  /** The player with this Fame and the level it gives, so that no level-up comes at the end of the turn. */
  private static GameState withFame(GameState s, int player, int fame) {
    int level = States.ENGINE.content().levels().levelForFame(fame);
    return withPlayer(s, player, p -> p.withFame(fame).withLevel(level));
  }

  /**
   * S-FULL-CONQUEST-03, S-FULL-CONQUEST-04, S-FULL-CONQUEST-05, S-BLITZ-CONQUEST-06, R-COMBAT-CITY-2.1: +7 for the city a player leads, +4 for a
   * Shield on a city led by another, Greatest City Conqueror +5; every city conquered ends the game
   * (S-BLITZ-CONQUEST-05).
   */
  @Test
  void conquestScoresTheCities() {
    GameState s = inTurns(Book.start("blitz-conquest", 3, "arythea", "goldyx"));
    s = noCityLeft(conqueredCity(s, CITY_SLOT, "core-5", 1, 0, 0));
    Outcome o = finish(s).outcome().orElseThrow();
    assertEquals("scenario-end", o.reason(), "S-BLITZ-CONQUEST-05: all cities conquered");
    assertEquals(7, sheet(o, 0).get("cities"));
    assertEquals(5, sheet(o, 0).get("greatest-city-conqueror"));
    assertEquals(4, sheet(o, 1).get("cities"));
    assertEquals(null, sheet(o, 1).get("greatest-city-conqueror"));
  }

  /**
   * S-FULL-CONQUEST-05, S-FULL-CONQUEST-06: a shared Greatest City Conqueror gives +2 each; the most Fame wins,
   * and equal totals share the victory (no tie-break in the source, as in S-FIRST-RECON-08).
   */
  @Test
  void aSharedCityTitle() {
    GameState s = inTurns(Book.start("full-conquest", 3, "arythea", "goldyx"));
    s = noCityLeft(conqueredCity(conqueredCity(s, CITY_SLOT, "core-5", 0), new TileSlot(2, 0), "core-6", 1));
    Outcome o = finish(s).outcome().orElseThrow();
    assertEquals(7, sheet(o, 0).get("cities"));
    assertEquals(2, sheet(o, 0).get("greatest-city-conqueror"));
    assertEquals(2, sheet(o, 1).get("greatest-city-conqueror"));
    if (o.scores().get(0).total() == o.scores().get(1).total()) {
      assertEquals(List.of(0, 1), o.winners());
    } else {
      assertEquals(List.of(o.ranking().get(0)), o.winners());
    }
  }

  /**
   * S-GENERAL-37, S-GENERAL-38, S-GENERAL-39, S-GENERAL-40, S-GENERAL-41: Greatest Conqueror counts Shields on
   * Keeps, Mage Towers and Monasteries, Greatest Adventurer those on adventure sites; Wounds anywhere among the
   * player's cards count for Greatest Beating; a tie at nothing gives no title.
   */
  @Test
  void standardAchievementsFromShieldsAndCards() {
    GameState s = inTurns(Book.start("druid-nights", 14, "arythea", "goldyx"));
    s = Book.withTile(Book.withTile(s, CITY_SLOT, "countryside-9"), new TileSlot(2, 0), "countryside-7");
    s = Book.withShields(s, new Shield(Book.siteHex(s, CITY_SLOT, "keep"), 0),
        new Shield(Book.siteHex(s, CITY_SLOT, "mage-tower"), 0),
        new Shield(Book.siteHex(s, new TileSlot(2, 0), "monastery"), 1),
        new Shield(Book.siteHex(s, CITY_SLOT, "dungeon"), 1));
    s = withPlayer(s, 1, p -> p.withCards(concat(p.hand(), "wound"), p.deck(), concat(p.discard(), "wound"),
        p.playArea()));
    Outcome o = finish(s.withRound(4).withUndo(null)).outcome().orElseThrow();
    assertEquals(4, sheet(o, 0).get("greatest-conqueror"));
    assertEquals(3, sheet(o, 0).get("greatest-conqueror-title"));
    assertEquals(2, sheet(o, 1).get("greatest-conqueror"));
    assertEquals(2, sheet(o, 1).get("greatest-adventurer"));
    assertEquals(-4, sheet(o, 1).get("greatest-beating"), "a Wound in hand and one in the discard pile");
    assertEquals(-3, sheet(o, 1).get("greatest-beating-title"));
    assertEquals(null, sheet(o, 0).get("greatest-leader-title"), "nobody leads units: no title at nothing");
  }

  /**
   * S-SOLO-CONQUEST-03, S-SOLO-CONQUEST-04, S-SOLO-CONQUEST-05, S-SOLO-CONQUEST-06: every city conquered wins; the score is Fame, achievements without titles, +10 per
   * city, +15 for all, +30 per round before the limit, +1 per card left in the Dummy's deck, +5 without an End
   * of the Round announced.
   */
  @Test
  void soloConquestWon() {
    GameState s = inTurns(Book.start("solo-conquest", 4, "tovak"));
    s = conqueredCity(conqueredCity(s, CITY_SLOT, "core-5", 0), new TileSlot(2, 0), "core-6", 0, 0);
    s = withFame(noCityLeft(s).withRound(3), 0, 20);
    GameState over = finish(s);
    Outcome o = over.outcome().orElseThrow();
    Map<String, Integer> sheet = sheet(o, 0);
    assertEquals(20, sheet.get("fame"));
    assertEquals(20, sheet.get("conquered-cities"));
    assertEquals(15, sheet.get("all-cities"));
    assertEquals(90, sheet.get("rounds-early"), "3 rounds before the limit of 6");
    assertEquals(over.dummy().orElseThrow().deck().size(), sheet.get("dummy-deck"));
    assertEquals(5, sheet.get("round-not-announced"));
    assertTrue(sheet.keySet().stream().noneMatch(k -> k.endsWith("-title")), "S-SOLO-CONQUEST-05: no titles");
    assertEquals(List.of(0), o.winners());
    assertEquals((double) o.scores().get(0).total(), o.returns().get(0));
  }

  /** S-SOLO-CONQUEST-04: without every city the mission failed, though a score is computed. */
  @Test
  void soloConquestLost() {
    GameState s = inTurns(Book.start("solo-conquest", 4, "tovak"));
    s = s.withRound(6).withUndo(null);
    Outcome o = finish(s).outcome().orElseThrow();
    assertEquals("round-limit", o.reason());
    assertEquals(List.of(), o.winners());
    assertEquals(0, sheet(o, 0).get("rounds-early"));
    assertEquals(0, sheet(o, 0).get("round-not-announced"), "the round ended by an announcement");
  }

  /**
   * S-FULL-COOP-05, S-FULL-COOP-06, S-FULL-COOP-07, S-GENERAL-32: one team score from the lowest Fame and the best member of each category
   * (the biggest penalty for Greatest Beating), no titles, objective points; all win or all fail together.
   */
  @Test
  void cooperativeTeamScore() {
    GameState s = inTurns(Book.start("full-cooperation", 6, "arythea", "goldyx"));
    s = withFame(withFame(s, 0, 12), 1, 5);
    s = withPlayer(s, 0, p -> p.withDeck(concat(p.deck(), "fireball", "wound")));
    s = withPlayer(s, 1, p -> p.withDeck(concat(p.deck(), "blood-rage", "wound", "wound")));
    s = conqueredCity(s, CITY_SLOT, "core-5", 0);
    GameState over = finish(s.withRound(6).withUndo(null));
    Outcome o = over.outcome().orElseThrow();
    Map<String, Integer> team = sheet(o, 0);
    assertEquals(team, sheet(o, 1), "both players share the team's sheet");
    assertEquals(5, team.get("fame"), "the lowest Fame");
    assertEquals(2, team.get("greatest-knowledge"), "the best member: one Spell");
    assertEquals(-4, team.get("greatest-beating"), "the biggest penalty: two Wounds");
    assertEquals(10, team.get("conquered-cities"));
    assertEquals(0, team.get("every-player-leads"));
    assertEquals(0, team.get("all-cities"));
    assertTrue(team.keySet().stream().noneMatch(k -> k.endsWith("-title")));
    assertEquals(List.of(), o.winners(), "S-FULL-COOP-05: not every city, all fail");
    assertEquals(o.scores().get(0).total(), o.scores().get(1).total());
  }

  /** S-FULL-COOP-05, S-FULL-COOP-07, C-11: every city conquered: everybody wins; +10 if each player leads one. */
  @Test
  void cooperativeVictory() {
    GameState s = inTurns(Book.start("blitz-cooperation", 6, "arythea", "goldyx"));
    s = conqueredCity(conqueredCity(s, CITY_SLOT, "core-5", 0), new TileSlot(2, 0), "core-6", 1, 1);
    Outcome o = finish(noCityLeft(s)).outcome().orElseThrow();
    assertEquals(List.of(0, 1), o.winners());
    assertEquals(10, sheet(o, 0).get("every-player-leads"));
    assertEquals(15, sheet(o, 0).get("all-cities"));
  }

  /** S-MINES-LIBERATION-08, S-MINES-LIBERATION-09, C-10: +4 per own countryside mine, +7 per core mine, Greatest Liberator +5. */
  @Test
  void minesLiberationScoresTheMines() {
    GameState s = inTurns(Book.start("mines-liberation", 8, "arythea", "goldyx"));
    s = Book.withTile(Book.withTile(s, CITY_SLOT, "countryside-2"), new TileSlot(2, 0), "core-2");
    s = Book.withShields(s, new Shield(Book.siteHex(s, CITY_SLOT, "crystal-mine"), 0),
        new Shield(Book.siteHex(s, new TileSlot(2, 0), "crystal-mine"), 1));
    Outcome o = finish(s.withRound(4).withUndo(null)).outcome().orElseThrow();
    assertEquals(4, sheet(o, 0).get("mines"));
    assertEquals(7, sheet(o, 1).get("mines"));
    assertEquals(5, sheet(o, 1).get("greatest-liberator"));
    assertEquals(null, sheet(o, 0).get("greatest-liberator"));
  }

  /** S-DUNGEON-LORDS-08: Dungeons and Tombs are worth 4, other adventure sites 2; Greatest Dungeon Crawler +5. */
  @Test
  void dungeonLordsScoresTheDungeons() {
    GameState s = inTurns(Book.start("dungeon-lords", 9, "arythea", "goldyx"));
    s = Book.withTile(Book.withTile(s, CITY_SLOT, "countryside-7"), new TileSlot(2, 0), "countryside-6");
    s = Book.withShields(s, new Shield(Book.siteHex(s, CITY_SLOT, "dungeon"), 0),
        new Shield(Book.siteHex(s, new TileSlot(2, 0), "monster-den"), 1));
    Outcome o = finish(s.withRound(5).withUndo(null)).outcome().orElseThrow();
    assertEquals(4, sheet(o, 0).get("greatest-adventurer"));
    assertEquals(2, sheet(o, 1).get("greatest-adventurer"));
    assertEquals(5, sheet(o, 0).get("greatest-dungeon-crawler"));
    assertEquals(null, sheet(o, 0).get("greatest-adventurer-title"), "the Dungeon Crawler instead");
  }

  /**
   * S-CONQUER-AND-HOLD-11, EX-S8: 3 points per owned Keep, 2 per Mage Tower, 25 points in play; the most points
   * win, and a tie means nobody wins.
   */
  @Test
  void conquerAndHoldCountsKeepsAndTowers() {
    int inPlay = 0;
    for (String tile : List.of("countryside-3", "countryside-4", "countryside-9", "countryside-10", "countryside-11",
        "core-2", "core-3", "core-4", "core-7")) {
      for (var hex : ENGINE.content().tile(tile).hexes()) {
        inPlay += hex.site().map(site -> site.equals("keep") ? 3 : site.equals("mage-tower") ? 2 : 0).orElse(0);
      }
    }
    assertEquals(25, inPlay, "EX-S8: 25 points in play");
    GameState s = inTurns(Book.start("conquer-and-hold", 10, "arythea", "goldyx"));
    s = Book.withTile(Book.withTile(s, CITY_SLOT, "countryside-9"), new TileSlot(2, 0), "countryside-3");
    GameState won = Book.withShields(s, new Shield(Book.siteHex(s, CITY_SLOT, "keep"), 0),
        new Shield(Book.siteHex(s, CITY_SLOT, "mage-tower"), 0),
        new Shield(Book.siteHex(s, new TileSlot(2, 0), "keep"), 1));
    Outcome o = finish(won.withRound(6).withUndo(null)).outcome().orElseThrow();
    assertEquals(3, sheet(o, 0).get("keeps"));
    assertEquals(2, sheet(o, 0).get("mage-towers"));
    assertEquals(5, o.scores().get(0).total(), "Fame does not count");
    assertEquals(3, o.scores().get(1).total());
    assertEquals(List.of(0), o.winners());
    GameState tied = Book.withShields(s, new Shield(Book.siteHex(s, CITY_SLOT, "keep"), 0),
        new Shield(Book.siteHex(s, new TileSlot(2, 0), "keep"), 1));
    assertEquals(List.of(), finish(tied.withRound(6).withUndo(null)).outcome().orElseThrow().winners(),
        "a tie: nobody wins");
  }

  /** S-GENERAL-36, EX-S4: a wounded unit counts half its level, rounded down: a wounded level I unit scores 0. */
  @Test
  void woundedUnitsCountHalfRoundedDown() {
    GameState s = inTurns(Book.start("druid-nights", 11, "arythea", "goldyx"));
    s = withPlayer(s, 0, p -> p.withUnits(List.of(new UnitState("peasants", true, 1))));
    s = withPlayer(s, 1, p -> p.withUnits(List.of(new UnitState("utem-guardsmen", true, 1),
        new UnitState("peasants", true, 0))));
    Outcome o = finish(s.withRound(4).withUndo(null)).outcome().orElseThrow();
    assertEquals(0, sheet(o, 0).get("greatest-leader"), "EX-S4");
    assertEquals(2, sheet(o, 1).get("greatest-leader"), "level II wounded: 1; level I: 1");
    assertEquals(3, sheet(o, 1).get("greatest-leader-title"));
  }

  /**
   * S-GENERAL-32, S-FULL-CONQUEST-08: a team scores as one, from its lower Fame and its better member in each
   * category; titles compare the teams; both members of the better team win.
   */
  @Test
  void teamsScoreAsOne() {
    GameState s = inTurns(Book.start("full-conquest", 12, Map.of("teams", "1,2,1,2"), "arythea", "goldyx",
        "norowas", "tovak"));
    s = withFame(withFame(withFame(withFame(s, 0, 10), 1, 12), 2, 3), 3, 9);
    s = withPlayer(s, 2, p -> p.withDeck(concat(p.deck(), "fireball")));
    Outcome o = finish(s.withRound(6).withUndo(null)).outcome().orElseThrow();
    assertEquals(3, sheet(o, 0).get("fame"), "the team's lower Fame");
    assertEquals(2, sheet(o, 0).get("greatest-knowledge"), "the better member's Spell");
    assertEquals(3, sheet(o, 0).get("greatest-knowledge-title"));
    assertEquals(sheet(o, 0), sheet(o, 2));
    assertEquals(9, sheet(o, 1).get("fame"));
    assertEquals(List.of(1, 3), o.winners(), "team 2: 9 against 3 + 2 + 3");
  }

  /** S-GENERAL-42, API-EVENTS: the score sheet is announced by an event right after the game ends. */
  @Test
  void theFinalScoresEvent() {
    GameState s = inTurns(Book.start("druid-nights", 13, "arythea", "goldyx")).withRound(4).withUndo(null);
    List<Event> events = new ArrayList<>();
    while (s.phase() != Phase.GAME_OVER) {
      var legal = ENGINE.legalActions(s);
      var action = legal.stream().filter(a -> a.notation().startsWith("end-round")).findFirst()
          .or(() -> legal.stream().filter(a -> a.notation().startsWith("end-turn")).findFirst()).orElse(legal.get(0));
      var r = (io.github.mkrules.api.Result.Applied) ENGINE.apply(s, action);
      events = r.events();
      s = r.state();
    }
    Event last = events.get(events.size() - 1);
    assertEquals(new Event.FinalScores(s.outcome().orElseThrow()), last);
    assertEquals(Optional.of(s.outcome().orElseThrow()), ENGINE.view(s, 1).outcome());
    assertFalse(s.outcome().orElseThrow().scores().isEmpty());
  }

  private static List<String> concat(List<String> deck, String... cards) {
    List<String> out = new ArrayList<>(deck);
    out.addAll(List.of(cards));
    return out;
  }
}
