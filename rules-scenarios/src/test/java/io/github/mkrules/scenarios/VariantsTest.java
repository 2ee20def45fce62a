package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.InvalidConfigException.Problem;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The variants of chapter II as options (V-GENERAL-02, V-GENERAL-03): what each does, the combinations the book
 * forbids and the ones this engine does not support yet, refused before a game starts.
 */
class VariantsTest {
  private static GameState start(String scenario, Map<String, String> options, String... heroes) {
    return Book.start(scenario, 81, options, heroes);
  }

  private static InvalidConfigException refused(String scenario, Map<String, String> options, Problem problem,
      String... heroes) {
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> start(scenario, options, heroes));
    assertEquals(problem, e.problem(), e.getMessage());
    return e;
  }

  /** V-DAYNIGHT-01: Night Arrival starts with a Night round, its tactics, and no gold or black die. */
  @Test
  void nightArrival() {
    GameState s = start("full-conquest", Map.of("first-round", "night"), "arythea", "goldyx");
    assertEquals(TimeOfDay.NIGHT, s.time());
    assertTrue(s.tactics().contains("long-night"));
    assertTrue(s.source().stream().map(ManaDie::color).allMatch(ManaColor::isBasic));
    GameState next = Book.finishRound(inTurns(s));
    assertEquals(TimeOfDay.DAY, next.time(), "then Day and Night alternate");
  }

  /** V-DAYNIGHT-02: after each Day a black die brings the Night, which then lasts to the end of the game. */
  @Test
  void darknessApproaches() {
    boolean sawDayAfterDay = false;
    for (long seed = 1; seed <= 6; seed++) {
      GameState s = Book.start("full-conquest", seed, Map.of("darkness-approaches", "yes"), "arythea", "goldyx");
      TimeOfDay before = s.time();
      while (s.phase() != Phase.GAME_OVER && s.round() < 6) {
        s = Book.finishRound(inTurns(s));
        if (s.phase() == Phase.GAME_OVER) {
          break;
        }
        assertFalse(before == TimeOfDay.NIGHT && s.time() == TimeOfDay.DAY, "the Night stays");
        sawDayAfterDay |= before == TimeOfDay.DAY && s.time() == TimeOfDay.DAY;
        before = s.time();
      }
    }
    assertTrue(sawDayAfterDay, "without a black die another Day follows");
  }

  /** V-FRIENDLY-01, V-FRIENDLY-02: no interactive Spell in the game, no interactive skill in the stacks. */
  @Test
  void aFriendlierGame() {
    GameState s = start("full-conquest", Map.of("no-interactive-spells", "yes", "no-interactive-skills", "yes"),
        "arythea", "goldyx");
    assertEquals(List.of("mana-meltdown", "mana-claim", "mind-read", "energy-flow"), s.scenarioState().outOfGame());
    for (PlayerState p : s.players()) {
      assertEquals(9, p.skillStack().size());
      assertTrue(p.skillStack().stream().noneMatch(id -> ENGINE.content().skills().stream().anyMatch(k -> k.id().equals(id)
          && (k.kind() == SkillKind.INTERACTIVE_COMPETITIVE || k.kind() == SkillKind.INTERACTIVE_COOPERATIVE))));
    }
    assertEquals(10, start("full-conquest", Map.of("no-pvp", "yes"), "arythea", "goldyx").player(0).skillStack()
        .size(), "CTX-10: a competitive game removes only the cooperative interactive skill");
  }

  /**
   * V-FRIENDLY-04, EX-S2: by Day a gold die cannot power a red card while a red die is in the Source; without one
   * it can.
   */
  @Test
  void friendlierMana() {
    GameState s = inTurns(start("first-reconnaissance", Map.of("friendly-mana", "yes"), "arythea", "goldyx"));
    int p = s.turn().player();
    s = withPlayer(s, p, q -> q.withCards(List.of("threaten"), q.deck(), q.discard(), List.of()));
    GameState withRed = s.withSource(List.of(new ManaDie(ManaColor.GOLD, -1), new ManaDie(ManaColor.RED, -1),
        new ManaDie(ManaColor.BLUE, -1), new ManaDie(ManaColor.GREEN, -1))).withUndo(null);
    GameState paying = play(withRed, "play threaten powered");
    States.assertRejected(paying, "pick die:0", RejectionCode.MANA_UNAVAILABLE, "V-FRIENDLY-04");
    play(paying, "pick die:1");
    GameState noRed = s.withSource(List.of(new ManaDie(ManaColor.GOLD, -1), new ManaDie(ManaColor.BLUE, -1),
        new ManaDie(ManaColor.BLUE, -1), new ManaDie(ManaColor.GREEN, -1))).withUndo(null);
    play(noRed, "play threaten powered", "pick die:0");
  }

  /**
   * V-FRIENDLY-04 with Mana Storm (mana-storm) powered: rerolling all Source dice by Day leaves the gold dice as
   * they are while a die of another colour is in the Source; without the variant the same roll turns them.
   */
  @Test
  void friendlierManaKeepsGoldThroughManaStorm() {
    List<ManaDie> source = List.of(new ManaDie(ManaColor.GOLD, -1), new ManaDie(ManaColor.GOLD, -1),
        new ManaDie(ManaColor.WHITE, -1), new ManaDie(ManaColor.GREEN, -1));
    List<ManaColor> friendly = manaStormed(Map.of("friendly-mana", "yes"), source);
    assertEquals(List.of(ManaColor.GOLD, ManaColor.GOLD), friendly.subList(0, 2), "V-FRIENDLY-04: gold kept");
    List<ManaColor> usual = manaStormed(Map.of(), source);
    assertFalse(usual.subList(0, 2).equals(List.of(ManaColor.GOLD, ManaColor.GOLD)), "the same roll turns them");
  }

  /** Plays Mana Storm powered with the white die of {@code source} and returns the Source's faces after it. */
  private static List<ManaColor> manaStormed(Map<String, String> options, List<ManaDie> source) {
    GameState s = inTurns(start("first-reconnaissance", options, "arythea", "goldyx"));
    assertEquals(TimeOfDay.DAY, s.time());
    int p = s.turn().player();
    s = withPlayer(s, p, q -> q.withCards(List.of("mana-storm"), q.deck(), q.discard(), List.of()));
    GameState after = play(s.withSource(source).withUndo(null), "play mana-storm powered", "pick die:2");
    return after.source().stream().map(ManaDie::color).toList();
  }

  /** V-RAIDERS-01, V-RAIDERS-05, EX-S7: Reputation -2 with Raiders, -4 with Raider Hordes. */
  @Test
  void raidersStartDistrusted() {
    assertEquals(-2, start("full-conquest", Map.of("raiders", "raiders"), "arythea", "goldyx").player(1).reputation());
    assertEquals(-4, start("blitz-conquest", Map.of("raiders", "hordes"), "arythea", "goldyx").player(0).reputation());
  }

  /**
   * V-RAIDERS-06, C-05: with Raider Hordes every cleared rampaging space gets a new token of its own kind at the end
   * of the Day; spaces still held are left alone.
   */
  @Test
  void raiderHordesReturn() {
    GameState s = inTurns(start("full-conquest", Map.of("raiders", "hordes"), "arythea", "goldyx"));
    List<MapEnemy> camps = s.map().enemies().stream().filter(e -> e.color() == EnemyColor.GREEN).toList();
    assertFalse(camps.isEmpty(), "orc camps on the first tiles");
    HexCoord cleared = camps.get(0).hex();
    GameState next = Book.finishRound(Book.withoutEnemies(s, cleared));
    List<MapEnemy> back = next.map().enemies().stream().filter(e -> e.hex().equals(cleared)).toList();
    assertTrue(back.stream().anyMatch(e -> e.color() == EnemyColor.GREEN && e.faceUp()), back.toString());
    for (MapEnemy held : camps.subList(1, camps.size())) {
      assertEquals(1, next.map().enemies().stream().filter(e -> e.hex().equals(held.hex())).count());
    }
  }

  /**
   * V-RAIDERS-02, V-RAIDERS-04, C-05: with Raiders a die decides at the end of each Day (and Night) whether a cleared
   * camp is raided again: over a few games some camps come back, some do not, always with the site's own tokens.
   */
  @Test
  void raidersSometimesReturn() {
    int back = 0;
    int empty = 0;
    for (long seed = 1; seed <= 12; seed++) {
      GameState s = inTurns(Book.start("full-conquest", seed, Map.of("raiders", "raiders"), "arythea", "goldyx"));
      List<MapEnemy> camps = s.map().enemies().stream().filter(e -> e.color() == EnemyColor.GREEN).toList();
      if (camps.isEmpty()) {
        continue;
      }
      HexCoord cleared = camps.get(0).hex();
      GameState next = Book.finishRound(Book.withoutEnemies(s, cleared));
      List<MapEnemy> now = next.map().enemies().stream().filter(e -> e.hex().equals(cleared)).toList();
      if (now.isEmpty()) {
        empty++;
      } else {
        back++;
        assertEquals(EnemyColor.GREEN, now.get(0).color(), "a new orc token");
        assertTrue(now.size() <= 2 && now.stream().skip(1).allMatch(e -> e.color() == EnemyColor.BROWN));
      }
    }
    assertTrue(back > 0 && empty > 0, back + " camps came back, " + empty + " stayed empty");
  }

  /** V-RAIDERS-03: each defeated token on a rampaging space gives 1 Reputation, a brown one too. */
  @Test
  void raidersGiveReputation() {
    GameState s = CombatTest.facing("prowlers", List.of("swiftness", "swiftness"));
    s = s.withConfig(s.config().withOptions(Map.of("dummy", "off", "raiders", "raiders")));
    HexCoord camp = new HexCoord(3, -3);
    s = s.withMap(s.map().withEnemies(s.map().enemies().stream()
        .map(e -> e.hex().equals(camp) ? new MapEnemy(camp, "medusa", EnemyColor.BROWN, true) : e).toList()));
    s = withPlayer(s, 0, q -> q.withReputation(-2).withCrystals(new Crystals(0, 0, 0, 3)));
    GameState won = play(s, "challenge 3,-3", "play swiftness powered", "pick crystal:white",
        "play swiftness powered", "pick crystal:white", "target 0", "strike");
    assertEquals(-1, won.player(0).reputation());
  }

  /**
   * V-AUCTION-05, V-AUCTION-06, V-AUCTION-07, EX-S3: the bids are paid in Fame, below 0 if need be, at level 1; tactics are chosen in
   * reverse hero-choice order whatever the Fame (C-03: every round).
   */
  @Test
  void heroAuction() {
    GameState s = start("full-conquest", Map.of("auction-bids", "2,0,1"), "arythea", "goldyx", "norowas");
    assertEquals(List.of(-2, 0, -1), s.players().stream().map(PlayerState::fame).toList());
    assertEquals(1, s.player(0).level());
    assertEquals(2, ENGINE.status(s) instanceof io.github.mkrules.api.Status.Decision dec ? dec.player() : -1,
        "the last in hero-choice order chooses first");
    GameState second = Book.apply(s, ENGINE.legalActions(s).get(0));
    assertEquals(1, ((io.github.mkrules.api.Status.Decision) ENGINE.status(second)).player());
  }

  /**
   * V-CITYLEVEL-01, S-BLITZ-CONQUEST-07, S-FULL-CONQUEST-07, S-SOLO-CONQUEST-07: the city levels chosen replace
   * the scenario's.
   */
  @Test
  void cityLevels() {
    GameState s = inTurns(start("blitz-conquest", Map.of("city-levels", "7,7"), "arythea", "goldyx"));
    String city = s.map().tileStack().stream().filter(t -> ENGINE.content().tile(t).kind().name().equals("CORE_CITY"))
        .findFirst().orElseThrow();
    GameState revealed = Book.explore(s, city).state();
    HexCoord cityHex = Book.siteHex(revealed, new TileSlot(1, 1), "city");
    String color = ENGINE.content().tile(city).hexes().stream().filter(h -> h.site().filter("city"::equals).isPresent())
        .findFirst().orElseThrow().siteColor().orElseThrow();
    int expected = ENGINE.content().garrisons().stream().filter(g -> g.city().equals(color) && g.level() == 7)
        .findFirst().orElseThrow().tokens().size();
    assertEquals(expected, revealed.map().enemies().stream().filter(e -> e.hex().equals(cityHex)).count());
  }

  /** V-MAP-01: the map shape and the tile counts may be changed. */
  @Test
  void mapVariability() {
    GameState s = start("full-conquest", Map.of("map-shape", "open-4", "countryside-tiles", "6", "city-tiles", "2",
        "core-tiles", "2"), "arythea", "goldyx");
    assertEquals("starting-b", s.map().tiles().get(new TileSlot(0, 0)));
    assertEquals(6 + 2 + 2 - 3, s.map().tileStack().size(), "3 tiles placed around side B");
  }

  /** S-ONE-TO-RETURN-06: the epic game: one more tile of each kind, cities of level 4, 3 Days and 3 Nights. */
  @Test
  void oneToReturnEpic() {
    assertEquals(6, ENGINE.catalogue().scenario("one-to-return").orElseThrow().setups().get(0).rounds() + 2);
    GameState s = start("one-to-return", Map.of("epic", "yes"), "arythea", "goldyx");
    assertEquals(8 + 2 + 2 - 2, s.map().tileStack().size(), "8 countryside, 2 city, 2 core; 2 placed");
    GameState over = Book.finish(inTurns(s).withRound(5).withUndo(null));
    assertEquals(6, over.round(), "the game lasts 6 rounds");
  }

  /**
   * V-GENERAL-04, V-DAYNIGHT-01, V-DAYNIGHT-02, V-MEGAPOLIS-01, C-04: combinations the book forbids, and values
   * that do not fit, are refused before the game starts, naming the problem.
   */
  @Test
  void forbiddenCombinations() {
    refused("full-conquest", Map.of("first-round", "night", "darkness-approaches", "yes"),
        Problem.CONFLICTING_OPTIONS, "arythea", "goldyx");
    refused("druid-nights", Map.of("first-round", "night"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx");
    refused("one-to-return", Map.of("darkness-approaches", "yes"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx");
    assertTrue(refused("full-conquest", Map.of("megapolis", "12"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx",
        "norowas", "tovak").getMessage().contains("V-MEGAPOLIS-01"));
    refused("first-reconnaissance", Map.of("auction-bids", "1"), Problem.CONFLICTING_OPTIONS, "arythea");
    refused("full-conquest", Map.of("auction-bids", "1,2,3"), Problem.OPTION_VALUE, "arythea", "goldyx");
    refused("blitz-conquest", Map.of("city-levels", "3"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx");
    refused("blitz-conquest", Map.of("city-levels", "3,12"), Problem.OPTION_VALUE, "arythea", "goldyx");
    refused("mines-liberation", Map.of("countryside-tiles", "3"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx");
    refused("full-conquest", Map.of("map-shape", "circle"), Problem.OPTION_VALUE, "arythea", "goldyx");
    refused("full-conquest", Map.of("raiders", "pirates"), Problem.OPTION_VALUE, "arythea", "goldyx");
    refused("blitz-conquest", Map.of("megapolis", "30"), Problem.OPTION_VALUE, "arythea", "goldyx"); // V-MEGAPOLIS-02
    refused("mines-liberation", Map.of("megapolis", "9"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx"); // V-MEGAPOLIS-06
    refused("first-reconnaissance", Map.of("megapolis", "9"), Problem.CONFLICTING_OPTIONS, "arythea", "goldyx");
    // V-MEGAPOLIS-09, S-FULL-CONQUEST-08: two Megapolises are a team game of two city tiles
    refused("full-conquest", Map.of("team-cities", "two-megapolises"), Problem.TEAMS, "arythea", "goldyx", "norowas",
        "tovak");
    refused("full-conquest", Map.of("teams", "1,2,1,2", "team-cities", "two-megapolises", "city-tiles", "3"),
        Problem.CONFLICTING_OPTIONS, "arythea", "goldyx", "norowas", "tovak");
  }

  /**
   * The variants and scenario options this engine does not support yet are refused clearly:
   * interactive combat (V-ICOMBAT-01), and the options
   * that need the cooperative city assault or player-vs-player combat (S-FULL-CONQUEST-08, S-ONE-TO-RETURN-07).
   */
  @Test
  void unsupportedVariants() {
    for (Map<String, String> option : List.of(Map.of("interactive-combat", "yes"))) {
      refused("blitz-conquest", option, Problem.NOT_SUPPORTED, "arythea", "goldyx");
    }
    assertTrue(refused("full-conquest", Map.of("teams", "1,2,1,2", "team-cities", "two-at-level-10"),
        Problem.NOT_SUPPORTED, "arythea", "goldyx", "norowas", "tovak").getMessage().contains("cooperative city assault"));
    assertTrue(refused("one-to-return", Map.of("chosen-one", "yes"), Problem.NOT_SUPPORTED, "arythea", "goldyx",
        "norowas", "tovak").getMessage().contains("player-vs-player"));
  }

  /**
   * V-DECK-UPGRADE-01, 03: in a 6-round game the Advanced Actions are revealed at the end of the first and second
   * Night only, and every player is asked once each time, the weakest first; passing is always allowed.
   */
  @Test
  void actionUpgradingAfterEveryNightButTheLast() {
    GameState s = start("full-conquest", Map.of("action-upgrading", "yes"), "arythea", "goldyx");
    List<Integer> asked = new ArrayList<>();
    for (int guard = 0; guard < 20_000 && s.phase() != Phase.GAME_OVER; guard++) {
      var status = (io.github.mkrules.api.Status.Decision) ENGINE.status(s);
      List<io.github.mkrules.api.action.Action> legal = ENGINE.legalActions(s);
      if (status.kind() == io.github.mkrules.api.DecisionKind.UPGRADE_ACTION) {
        asked.add(s.round());
        assertEquals(TimeOfDay.NIGHT, s.time());
        assertTrue(legal.contains(new io.github.mkrules.api.action.Done()), "V-DECK-UPGRADE-03: may take one");
      }
      s = Book.apply(s, hurrying(legal));
    }
    assertEquals(Phase.GAME_OVER, s.phase());
    assertEquals(List.of(2, 2, 4, 4), asked, "both players after Nights 2 and 4, not after the last Night");
  }

  private static List<String> sorted(List<String> cards) {
    List<String> out = new ArrayList<>(cards);
    out.sort(null);
    return out;
  }

  /**
   * V-DECK-DRAFT-01 to 03: each of three players is dealt 4 Advanced Actions, keeps one in secret and passes the
   * rest to the next player, three times; the last cards go back to the deck and tactic selection begins. Nobody
   * else sees a player's cards, and a sample for one player deals the others' again from the unseen cards.
   */
  @Test
  void draftAtTheStartOfTheGame() {
    GameState s = start("blitz-conquest", Map.of("draft", "yes"), "arythea", "goldyx", "norowas");
    int unseen = s.supply().advancedActionDeck().size();
    for (int round = 0; round < 3; round++) {
      List<List<String>> hands = s.scenarioState().draftHands();
      List<String> kept = new ArrayList<>();
      for (int p = 0; p < 3; p++) {
        assertEquals(new io.github.mkrules.api.Status.Decision(p, io.github.mkrules.api.DecisionKind.DRAFT_PICK),
            ENGINE.status(s));
        assertEquals(4 - round, hands.get(p).size(), "V-DECK-DRAFT-01: 4 cards, one fewer each time");
        assertEquals(sorted(hands.get(p)), ENGINE.view(s, p).choices().get(0).options());
        int other = (p + 1) % 3;
        assertEquals(List.of(), ENGINE.view(s, other).choices().get(0).options(), "V-DECK-DRAFT-03: secret");
        assertEquals(List.of(), ENGINE.view(s, other).scenarioState().draftHands().get(p));
        assertEquals(List.of(), ENGINE.view(s, other).scenarioState().drafted().get(p));
        GameState sampled = ENGINE.sample(s, other, 7);
        assertEquals(ENGINE.view(s, other), ENGINE.view(sampled, other), "API-SAMPLE");
        kept.add(hands.get(p).get(0));
        s = play(s, "pick " + hands.get(p).get(0));
      }
      if (round < 2) {
        for (int p = 0; p < 3; p++) {
          List<String> left = new ArrayList<>(hands.get(p));
          left.remove(kept.get(p));
          assertEquals(sorted(left), sorted(s.scenarioState().draftHands().get((p + 1) % 3)),
              "V-DECK-DRAFT-02: the rest goes to the next player");
        }
      }
    }
    assertEquals(List.of(), s.scenarioState().draftHands());
    for (int p = 0; p < 3; p++) {
      assertEquals(3, s.scenarioState().drafted().get(p).size(), "V-DECK-DRAFT-02: three cards each");
    }
    assertEquals(unseen + 3, s.supply().advancedActionDeck().size(), "the last card of each hand is shuffled back");
    assertEquals(Phase.TACTIC_SELECTION, s.phase());
    assertTrue(s.choices().isEmpty());
  }

  /**
   * V-DECK-DRAFT-04, 05: at the end of each Day that another round follows, each player shuffles one drafted
   * card into the deck (a secret pick); the cards of the last Days may stay unused.
   */
  @Test
  void draftedCardsJoinTheDeckAfterEachDay() {
    GameState s = start("blitz-conquest", Map.of("draft", "yes"), "arythea", "goldyx");
    while (!s.choices().isEmpty()) {
      s = Book.apply(s, ENGINE.legalActions(s).get(0));
    }
    List<List<String>> drafted = s.scenarioState().drafted();
    List<Integer> asked = new ArrayList<>();
    for (int guard = 0; guard < 20_000 && s.phase() != Phase.GAME_OVER; guard++) {
      var status = (io.github.mkrules.api.Status.Decision) ENGINE.status(s);
      List<io.github.mkrules.api.action.Action> legal = ENGINE.legalActions(s);
      if (status.kind() == io.github.mkrules.api.DecisionKind.DRAFT_PICK) {
        assertEquals(TimeOfDay.DAY, s.time());
        asked.add(s.round());
        String card = s.choices().get(s.choices().size() - 1).options().get(0);
        int p = status.player();
        s = Book.apply(s, new io.github.mkrules.api.action.Pick(card));
        List<String> owned = new ArrayList<>(s.player(p).hand());
        owned.addAll(s.player(p).deck());
        assertTrue(owned.contains(card), "V-DECK-DRAFT-04: shuffled into the deck");
        assertFalse(s.scenarioState().drafted().get(p).contains(card), "no longer aside");
        continue;
      }
      s = Book.apply(s, hurrying(legal));
    }
    assertEquals(List.of(1, 1, 3, 3), asked, "after Days 1 and 3 of 4 rounds, both players");
    for (int p = 0; p < 2; p++) {
      assertEquals(1, s.scenarioState().drafted().get(p).size(), "one card left unused (V-DECK-DRAFT-05)");
      assertTrue(drafted.get(p).contains(s.scenarioState().drafted().get(p).get(0)));
    }
  }

  /**
   * V-MAP-03: a revealed city takes the colour of a random city card, marked on its space, whatever the tile
   * prints; its garrison is that colour's for the level; over a few games the colour differs from the tile's.
   */
  @Test
  void randomCities() {
    boolean differs = false;
    for (long seed = 1; seed <= 8; seed++) {
      GameState s = inTurns(Book.start("blitz-conquest", seed, Map.of("random-cities", "yes"), "arythea", "goldyx"));
      String tile = s.map().tileStack().stream()
          .filter(t -> ENGINE.content().tile(t).kind() == io.github.mkrules.api.content.TileKind.CORE_CITY)
          .findFirst().orElseThrow();
      var revealed = Book.explore(s, tile);
      HexCoord city = Book.siteHex(revealed.state(), new TileSlot(1, 1), "city");
      var markers = revealed.state().scenarioState().markers().stream()
          .filter(m -> m.kind().startsWith("city-") && m.hex().equals(city)).toList();
      assertEquals(1, markers.size(), "one city card drawn");
      String color = markers.get(0).kind().substring("city-".length());
      assertTrue(revealed.events().contains(new io.github.mkrules.api.event.Event.MarkerPlaced("city-" + color, city,
          -1)));
      var garrison = ENGINE.content().garrisons().stream().filter(g -> g.city().equals(color) && g.level() == 3)
          .findFirst().orElseThrow();
      List<EnemyColor> drawn = new ArrayList<>(revealed.state().map().enemies().stream()
          .filter(e -> e.hex().equals(city)).map(MapEnemy::color).toList());
      List<EnemyColor> wanted = new ArrayList<>(garrison.tokens());
      drawn.sort(null);
      wanted.sort(null);
      assertEquals(wanted, drawn, "the garrison of the drawn colour (R-MOVE-5.7)");
      differs |= !color.equals(ENGINE.content().tile(tile).hexes().get(0).siteColor().orElse(""));
    }
    assertTrue(differs, "the city's colour is the card's, not the tile's");
  }

  /** S-FULL-COOP-09: with {@code achievements=lowest} each category counts the team's lowest member. */
  @Test
  void lowestAchievements() {
    GameState s = inTurns(start("full-cooperation", Map.of("achievements", "lowest"), "arythea", "goldyx"));
    s = withPlayer(s, 0, q -> q.withDeck(concat(q.deck(), "fireball", "wound")));
    s = withPlayer(s, 1, q -> q.withDeck(concat(q.deck(), "wound", "wound")));
    var o = Book.finish(s.withRound(6).withUndo(null)).outcome().orElseThrow();
    assertEquals(0, Book.sheet(o, 0).get("greatest-knowledge"), "the lowest member knows nothing");
    assertEquals(-4, Book.sheet(o, 0).get("greatest-beating"), "Greatest Beating keeps the biggest penalty");
  }

  private static List<String> concat(List<String> deck, String... cards) {
    List<String> out = new ArrayList<>(deck);
    out.addAll(List.of(cards));
    return out;
  }

  /** Local offsets of a tile's hexes in list order: C, NE, E, SE, SW, W, NW. */
  private static final int[][] LOCAL = {{0, 0}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

  /** Where printed hex {@code i} of the tile in a slot lies once turned n sixths counter-clockwise. */
  private static HexCoord turned(TileSlot slot, int i, int n) {
    int q = LOCAL[i][0];
    int r = LOCAL[i][1];
    for (int k = 0; k < n; k++) {
      int nq = q + r;
      r = -q;
      q = nq;
    }
    return new HexCoord(slot.centre().q() + q, slot.centre().r() + r);
  }

  /**
   * V-MAP-02: with random tile orientation a tile revealed at setup lies turned by chance (marker
   * {@code tile-turn-<n>} on its centre), and its sites' tokens lie where its turned spaces are. Without the
   * variant nothing turns.
   */
  @Test
  void randomTileOrientation() {
    int turnedTiles = 0;
    for (long seed = 1; seed <= 8; seed++) {
      GameState s = Book.start("full-conquest", seed, Map.of("tile-orientation", "random"), "arythea", "goldyx");
      for (Map.Entry<TileSlot, String> placed : s.map().tiles().entrySet()) {
        HexCoord centre = placed.getKey().centre();
        int n = s.scenarioState().markers().stream().filter(m -> m.hex().equals(centre)
            && m.kind().startsWith("tile-turn-")).mapToInt(m -> Integer.parseInt(m.kind().substring(10)))
            .findFirst().orElse(0);
        turnedTiles += n > 0 ? 1 : 0;
        var tile = ENGINE.content().tile(placed.getValue());
        java.util.Set<HexCoord> expected = new java.util.HashSet<>();
        for (int i = 0; i < tile.hexes().size(); i++) {
          var site = tile.hexes().get(i).site();
          if (site.isPresent() && !ENGINE.content().site(site.get()).onReveal().isEmpty()) {
            expected.add(turned(placed.getKey(), i, n));
          }
        }
        java.util.Set<HexCoord> tokens = new java.util.HashSet<>();
        s.map().enemies().stream().map(MapEnemy::hex).filter(h -> TileSlot.containing(h).equals(placed.getKey()))
            .forEach(tokens::add);
        assertEquals(expected, tokens, "tokens of " + tile.id() + " turned " + n);
      }
    }
    assertTrue(turnedTiles > 0, "some tiles lie turned");
    GameState fixed = Book.start("full-conquest", 1, Map.of(), "arythea", "goldyx");
    assertTrue(fixed.scenarioState().markers().stream().noneMatch(m -> m.kind().startsWith("tile-turn-")));
  }

  /** The action that ends the round soonest: the End of the Round, the end of the turn, done, a tactic. */
  private static io.github.mkrules.api.action.Action hurrying(List<io.github.mkrules.api.action.Action> legal) {
    for (String prefix : List.of("end-round", "end-turn", "done", "tactic")) {
      var found = legal.stream().filter(a -> a.notation().startsWith(prefix)).findFirst();
      if (found.isPresent()) {
        return found.get();
      }
    }
    return legal.get(0);
  }
}
