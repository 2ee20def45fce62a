package io.github.mkrules.testkit.cli;

import static io.github.mkrules.testkit.cli.Names.Component.CARD;
import static io.github.mkrules.testkit.cli.Names.Component.ENEMY;
import static io.github.mkrules.testkit.cli.Names.Component.SITE;
import static io.github.mkrules.testkit.cli.Names.Component.SKILL;
import static io.github.mkrules.testkit.cli.Names.Component.TACTIC;
import static io.github.mkrules.testkit.cli.Names.Component.UNIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import io.github.mkrules.api.event.PointKind;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Actions, events and names in words, from the content data and the command line's two word files. */
class WordsTest {
  private static final Locale CZECH = Locale.forLanguageTag("cs");
  private static final GameState START = Engine.load().start(GameConfig.of(3, "arythea", "tovak"));

  private static Properties words(String lang) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = Names.class.getResourceAsStream("cli_" + lang + ".properties")) {
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return properties;
  }

  @Test
  void bothLanguagesHaveTheSameKeys() throws IOException {
    assertEquals(words("en").stringPropertyNames(), words("cs").stringPropertyNames());
  }

  /** Names come from the data: the Czech name where the data has one, else the English one. */
  @Test
  void componentNamesInBothLanguages() {
    Names en = Names.of(Locale.ENGLISH);
    Names cs = Names.of(CZECH);
    assertEquals("March", en.name(CARD, "march"));
    assertEquals("Pochod", cs.name(CARD, "march"));
    assertEquals("Early Bird", en.name(TACTIC, "early-bird"));
    assertEquals("Ranní ptáče", cs.name(TACTIC, "early-bird"));
    assertEquals("Vesnice", cs.name(SITE, "village"));
    assertEquals("Vesničané", cs.name(UNIT, "peasants"));
    assertEquals("Temné cesty", cs.name(SKILL, "arythea-dark-paths"));
    assertEquals("Zranění", cs.name(CARD, "wound"));
    assertEquals("Prowlers", cs.name(ENEMY, "prowlers"), "no Czech name in the data: the English one");
    assertEquals("Countryside tile 3", en.tile("countryside-3"));
    assertEquals("Dílek venkova 3", cs.tile("countryside-3"));
    assertEquals("Starting tile", en.tile("starting-a"));
  }

  /**
   * Every kind of event (API-EVENTS: the events explain each visible change) reads as a sentence without a
   * record's toString or a raw key, in both languages.
   */
  @Test
  void everyEventInWords() {
    HexCoord hex = new HexCoord(1, -1);
    List<Event> events = List.of(new Event.TacticSelected(0, "early-bird"), new Event.TacticUsed(1, "rethink"),
        new Event.SkillUsed(0, "arythea-dark-paths"), new Event.TurnOrderSet(List.of(1, 0)), new Event.TurnStarted(0),
        new Event.CardPlayed(0, "march", PlayMode.BASIC), new Event.CardPlayed(0, "march", PlayMode.POWERED),
        new Event.CardPlayed(0, "march", PlayMode.SIDEWAYS), new Event.ManaUsed(0, ManaColor.GREEN, ManaSource.die(1)),
        new Event.ManaUsed(0, ManaColor.BLUE, ManaSource.crystal(ManaColor.BLUE)),
        new Event.ManaUsed(0, ManaColor.GOLD, ManaSource.token(ManaColor.GOLD)),
        new Event.PointsGained(0, PointKind.MOVE, 2), new Event.PointsGained(0, PointKind.HEAL, 3),
        new Event.ManaGained(0, ManaColor.RED, true), new Event.ManaGained(0, ManaColor.RED, false),
        new Event.ManaDieRolled(0, ManaColor.BLACK), new Event.BannerAssigned(0, "banner-of-glory", 1),
        new Event.BannerRemoved(0, "banner-of-glory", true), new Event.BannerRemoved(0, "banner-of-courage", false), new Event.AttackCancelled(1, 0),
        new Event.Moved(0, new HexCoord(0, 0), hex, 3), new Event.TileRevealed("countryside-1", new TileSlot(1, 0)),
        new Event.EnemyPlaced(hex, EnemyColor.GREEN, "prowlers"), new Event.EnemyRevealed(hex, "prowlers"),
        new Event.CardsDrawn(0, 2), new Event.CardsDiscarded(0, 1), new Event.FameAndReputation(0, 1, -1),
        new Event.Rested(0, false), new Event.Rested(0, true), new Event.EndOfRoundAnnounced(1),
        new Event.TurnEnded(1), new Event.RoundEnded(1), new Event.RoundStarted(2, TimeOfDay.NIGHT),
        new Event.GameEnded("round-limit"), new Event.GameEnded("scenario-end"), new Event.Undone(0),
        new Event.WoundsTaken(0, 2, Event.CardPile.HAND), new Event.WoundsTaken(0, 1, Event.CardPile.DISCARD),
        new Event.CardsThrownAway(0, List.of("wound", "march"), Event.CardPile.PLAY_AREA),
        new Event.CardGained(1, "blood-rage", Event.CardPile.DECK_TOP), new Event.CardsReturnedToDeck(1, 2),
        new Event.CardKeptOnDeck(0, "steady-tempo", true), new Event.CardKeptOnDeck(0, "steady-tempo", false),
        new Event.DeckRebuilt(0), new Event.OfferChanged(Event.Offer.UNITS, List.of("peasants")),
        new Event.OfferChanged(Event.Offer.MONASTERY_ADVANCED_ACTIONS, List.of()),
        new Event.OfferChanged(Event.Offer.ADVANCED_ACTIONS, List.of("blood-rage")),
        new Event.OfferChanged(Event.Offer.SPELLS, List.of("fireball")),
        new Event.OfferChanged(Event.Offer.COMMON_SKILLS, List.of("arythea-dark-paths")),
        new Event.HeroPlaced(0, Optional.of(new HexCoord(0, 0))), new Event.HeroPlaced(1, Optional.empty()),
        new Event.CombatStarted(0, io.github.mkrules.api.state.CombatKind.ASSAULT, Optional.of(hex)),
        new Event.CombatStarted(0, io.github.mkrules.api.state.CombatKind.RAMPAGING, Optional.empty()),
        new Event.CombatStarted(0, io.github.mkrules.api.state.CombatKind.SUMMONING, Optional.empty()),
        new Event.EnemyJoined(0, "prowlers"),
        new Event.CombatPhaseStarted(io.github.mkrules.api.state.CombatPhase.ASSIGN_DAMAGE),
        new Event.EnemyDefeated(0, "prowlers", 2), new Event.AttackBlocked(0, 0),
        new Event.DamageAssigned(0, 0, -1, 4, 2), new Event.CombatEnded(0, true, 2),
        new Event.CombatEnded(0, false, 0), new Event.ShieldPlaced(new HexCoord(0, 0), 0),
        new Event.LevelGained(0, 2), new Event.SkillGained(0, "arythea-dark-paths"),
        new Event.DamageAssigned(0, 0, 1, 4, 1), new Event.UnitRecruited(0, "peasants", 4),
        new Event.UnitRecruited(0, "peasants", 0), new Event.UnitRemoved(0, 1, "peasants", false),
        new Event.UnitRemoved(0, 0, "peasants", true), new Event.UnitActivated(0, 0, "peasants"),
        new Event.OfferUnitActivated(0, "peasants"),
        new Event.UnitReadied(0, 1), new Event.UnitWounded(0, 0, 2), new Event.UnitHealed(0, 0),
        new Event.InteractionStarted(0, hex, -1),
        new Event.Bought(0, io.github.mkrules.api.action.Purchase.HEALING, Optional.empty(), 3),
        new Event.Bought(0, io.github.mkrules.api.action.Purchase.SPELL, Optional.of("fireball"), 7),
        new Event.VillagePlundered(0, hex),
        new Event.DummyTacticSelected("planning"), new Event.DummyCardsFlipped(List.of("march", "rage")),
        new Event.DummyAnnouncedEndOfRound(), new Event.PlayerEliminated(1), new Event.PortalClosed(),
        new Event.TacticRemoved("planning"), new Event.UpgradeOffered(List.of("blood-rage"), List.of(3, 5)),
        new Event.Drafted(0, false), new Event.Drafted(1, true),
        new Event.MarkerPlaced("secret-dungeon", hex, 0),
        new Event.MarkerPlaced("secret-tomb", hex, 1), new Event.MarkerPlaced("glade", hex, 1),
        new Event.GameEnded("all-eliminated"), new Event.DummyGained(Optional.of("blood-rage"), Optional.empty()),
        new Event.DummyGained(Optional.empty(), Optional.of(ManaColor.WHITE)), new Event.DummyDeckRebuilt(),
        new Event.FinalScores(new io.github.mkrules.api.state.Outcome("round-limit",
            List.of(new io.github.mkrules.api.state.Outcome.Score(0, 12, List.of())), List.of(0), List.of(0),
            List.of(12.0))),
        new Event.FinalScores(new io.github.mkrules.api.state.Outcome("scenario-end",
            List.of(new io.github.mkrules.api.state.Outcome.Score(0, 3, List.of())), List.of(0), List.of(),
            List.of(3.0))));
    Set<Class<?>> covered = new HashSet<>();
    events.forEach(event -> covered.add(event.getClass()));
    assertEquals(Set.of(Event.class.getPermittedSubclasses()), covered, "a sentence for every kind of event");
    for (Locale locale : List.of(Locale.ENGLISH, CZECH)) {
      Words words = new Words(Names.of(locale));
      for (Event event : events) {
        String text = words.event(event, START);
        assertFalse(text.contains("[") || text.contains("=") || PlayCommandTest.RAW_KEY.matcher(text).find(),
            locale + ": " + text);
      }
    }
    Words en = new Words(Names.of(Locale.ENGLISH));
    Words cs = new Words(Names.of(CZECH));
    assertEquals("Arythea moves to 1,-1 (forest) for 3 Move.",
        en.event(new Event.Moved(0, new HexCoord(0, 0), hex, 3), START));
    assertEquals("Tovak: Fame +1, Reputation -1.", en.event(new Event.FameAndReputation(1, 1, -1), START));
    assertEquals("Arythea plays March (powered effect).",
        en.event(new Event.CardPlayed(0, "march", PlayMode.POWERED), START));
    assertEquals("Arythea gains 2 Move.", en.event(new Event.PointsGained(0, PointKind.MOVE, 2), START));
    assertEquals("Arythea uses green mana (from Source die 1).",
        en.event(new Event.ManaUsed(0, ManaColor.GREEN, ManaSource.die(1)), START));
    assertEquals("Arythea takes 2 Wound(s) into the hand.",
        en.event(new Event.WoundsTaken(0, 2, Event.CardPile.HAND), START));
    assertEquals("Arythea dostává 2× Zranění do ruky.",
        cs.event(new Event.WoundsTaken(0, 2, Event.CardPile.HAND), START));
    assertEquals("Arythea throws away Wound, March from the play area.",
        en.event(new Event.CardsThrownAway(0, List.of("wound", "march"), Event.CardPile.PLAY_AREA), START));
    assertEquals("The Units offer now: Peasants.",
        en.event(new Event.OfferChanged(Event.Offer.UNITS, List.of("peasants")), START));
    assertEquals("Nabídka jednotek nyní: Vesničané.",
        cs.event(new Event.OfferChanged(Event.Offer.UNITS, List.of("peasants")), START));
    assertEquals("Tovak's figure leaves the map.", en.event(new Event.HeroPlaced(1, Optional.empty()), START));
  }

  /** A token placed face down is told by its back colour only, so words give away nothing hidden. */
  @Test
  void faceDownEnemiesStayHidden() {
    MapEnemy hidden = new MapEnemy(new HexCoord(1, -1), "golems", EnemyColor.GREY, false);
    GameState after = START.withMap(START.map().withEnemies(List.of(hidden)));
    String text = new Words(Names.of(Locale.ENGLISH)).event(
        new Event.EnemyPlaced(hidden.hex(), EnemyColor.GREY, "golems"), after);
    assertEquals("A face-down grey enemy is placed at 1,-1.", text);
  }

  @Test
  void actionsInWords() {
    Words en = new Words(Names.of(Locale.ENGLISH));
    Words cs = new Words(Names.of(CZECH));
    Action pay = ActionNotation.parse("pick die:0");
    assertEquals("play March, powered effect", en.action(ActionNotation.parse("play march powered"), START));
    assertTrue(en.action(pay, START).startsWith("pick Source die 0 ("), en.action(pay, START));
    assertTrue(cs.action(pay, START).startsWith("vybrat kostka many 0 z Pramene ("), cs.action(pay, START));
    assertEquals("pick March", en.action(ActionNotation.parse("pick march"), START));
    assertEquals("done: end the choice", en.action(ActionNotation.parse("done"), START));
    assertEquals("play March sideways for 1 Move", en.action(ActionNotation.parse("sideways march move"), START));
    assertEquals("move to 1,-1 (forest)", en.action(ActionNotation.parse("move 1,-1"), START));
    assertEquals("explore: reveal a tile at slot 1,1", en.action(ActionNotation.parse("explore 1,1"), START));
    assertEquals("end the turn", en.action(ActionNotation.parse("end-turn"), START));
    assertEquals("take the tactic Rethink", en.action(ActionNotation.parse("tactic rethink"), START));
    assertEquals("pick Planning", en.action(ActionNotation.parse("pick planning"), START));
    assertEquals("recruit Peasants, disbanding unit 0", en.action(ActionNotation.parse("recruit peasants disband:0"),
        START));
    assertEquals("buy the Spell Fireball", en.action(ActionNotation.parse("buy spell fireball"), START));
    for (String notation : List.of("use-tactic long-night", "skill arythea-dark-paths", "rest march", "end-round",
        "undo", "play concentration powered with:improvisation option:1", "pick crystal:red", "pick red", "done",
        "unit 0 option:2", "interact", "recruit peasants", "buy healing", "buy advanced-action-deck", "buy artifact",
        "buy elite-unit", "heal hand", "heal unit:0", "plunder")) {
      String text = cs.action(ActionNotation.parse(notation), START);
      assertFalse(PlayCommandTest.RAW_KEY.matcher(text).find(), text);
    }
  }

  /** The state in words lists the player's units with their number, Ready or Spent, and their Wounds. */
  @Test
  void unitsInTheStateText() {
    List<io.github.mkrules.api.state.PlayerState> players = new java.util.ArrayList<>(START.players());
    players.set(0, players.get(0).withUnits(List.of(io.github.mkrules.api.state.UnitState.recruited("peasants"),
        new io.github.mkrules.api.state.UnitState("herbalists", false, 2))));
    GameState s = START.withPlayers(players);
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    new StateText(new Words(Names.of(Locale.ENGLISH))).print(s, Engine.load().view(s, 0),
        new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertTrue(bytes.toString(StandardCharsets.UTF_8)
        .contains("Units: 0: Peasants (ready), 1: Herbalists (spent, 2 Wound(s))"), bytes.toString(StandardCharsets.UTF_8));
  }

  /** The demo prints events and actions in words, never a record's toString (the MapEnemy[...]). */
  @Test
  void theDemoSpeaksInWords() {
    Cli.Run r = Cli.run("demo");
    assertEquals(0, r.code(), r.err());
    PlayCommandTest.assertReadable(r);
    assertFalse(r.out().contains("MapEnemy[") || r.out().contains("ManaDie["), r.out());
    assertTrue(r.out().contains("Enemies on the map: "), r.out());
    assertTrue(r.out().contains("\nGame over after "), r.out());
    Cli.Run cs = Cli.run("demo", "--lang", "cs", "--players", "1");
    assertEquals(0, cs.code());
    PlayCommandTest.assertReadable(cs);
    assertTrue(cs.out().contains("\nKonec hry po "), cs.out());
  }
}
