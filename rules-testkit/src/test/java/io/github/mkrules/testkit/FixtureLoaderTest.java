package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loading fixture files: defaults of a minimal fixture, and malformed files failing with the file, the fixture
 * id and the field in the message (the fixture format of docs/fixtures.md; R-MOVE-3 is the rule of the samples).
 */
class FixtureLoaderTest {
  @TempDir
  Path dir;

  private static String file(String fixtures) {
    return "{\"format\":\"mkrules-fixtures\",\"version\":1,\"fixtures\":[" + fixtures + "]}";
  }

  private static final String GOOD = "{\"id\":\"good-one\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
      + "\"actions\":[\"play march basic\",{\"action\":\"move 1,0\",\"expect\":\"rejected\",\"code\":\"NOT_ENOUGH_MOVE\"}],"
      + "\"expect\":{\"turn.move\":2}}";

  private String failure(String fixtures) throws IOException {
    Path path = dir.resolve("broken.json");
    Files.writeString(path, file(fixtures));
    FixtureException e = assertThrows(FixtureException.class, () -> FixtureLoader.load(path));
    assertTrue(e.getMessage().startsWith(path.toString() + ": "), e.getMessage());
    return e.getMessage();
  }

  /** A minimal fixture gets the documented defaults. */
  @Test
  void defaults() {
    Fixture f = FixtureLoader.parse(file(GOOD), "good.json").get(0);
    assertEquals("good.json", f.file());
    assertEquals(FixtureSetup.DEFAULT_SCENARIO, f.setup().scenario());
    assertEquals(List.of("arythea"), f.setup().heroes());
    assertEquals(1L, f.setup().seed());
    assertEquals(FixtureSetup.StartPhase.TURN, f.setup().phase());
    assertEquals(1, f.setup().round());
    assertTrue(f.setup().tiles().isEmpty());
    assertEquals(Optional.empty(), f.knownFailure());
    assertEquals(FixtureStep.Kind.ACCEPTED, f.steps().get(0).kind());
    FixtureStep rejected = f.steps().get(1);
    assertEquals(FixtureStep.Kind.REJECTED, rejected.kind());
    assertEquals(new Move(new HexCoord(1, 0)), rejected.action());
    assertEquals(Optional.of(RejectionCode.NOT_ENOUGH_MOVE), rejected.code());
    assertEquals(2L, f.expect().get("turn.move"));
  }

  /** Setup fields are read into the model. */
  @Test
  void setupFields() {
    Fixture f = FixtureLoader.parse(file("{\"id\":\"s\",\"rules\":[\"EX-7\"],\"description\":\"d\","
        + "\"setup\":{\"heroes\":[\"arythea\",\"goldyx\"],\"time\":\"night\",\"source\":[\"gold\"],"
        + "\"tokens\":[\"red\"],\"players\":[{},{\"crystals\":{\"green\":2},\"position\":\"0,-2\",\"deck\":[]}]},"
        + "\"expect\":{\"player.1.crystals.green\":2,\"tiles.1,0\":null}}"), "s.json").get(0);
    assertEquals(Optional.of(List.of(ManaColor.GOLD)), f.setup().source());
    assertEquals(List.of(ManaColor.RED), f.setup().tokens());
    assertEquals(2, f.setup().player(1).crystals().orElseThrow().green());
    assertTrue(f.setup().player(1).replacesCards());
    assertTrue(f.expect().containsKey("tiles.1,0"));
    assertEquals(null, f.expect().get("tiles.1,0"));
  }

  /** A missing id names the fixture by its index and the field 'id'. */
  @Test
  void missingId() throws IOException {
    String message = failure(GOOD + ",{\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",\"expect\":{\"round\":1}}");
    assertTrue(message.endsWith(": fixtures[1]: field 'id': missing field"), message);
  }

  /** An unknown expectation path names the fixture and the path. */
  @Test
  void unknownPath() throws IOException {
    String message = failure("{\"id\":\"bad-path\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"expect\":{\"player.0.wealth\":1}}");
    assertTrue(message.contains("fixture 'bad-path': expect: field 'player.0.wealth': unknown path"), message);
  }

  /** A player index beyond the fixture's players is an unknown path too. */
  @Test
  void pathForMissingPlayer() throws IOException {
    String message = failure("{\"id\":\"bad-player\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"expect\":{\"player.1.fame\":1}}");
    assertTrue(message.contains("fixture 'bad-player': expect: field 'player.1.fame': path 'player.1.fame' names player 1"),
        message);
  }

  /** An action outside the notation names the step. */
  @Test
  void badNotation() throws IOException {
    String message = failure("{\"id\":\"bad-notation\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"actions\":[\"play march basic\",\"mvoe 1,0\"]}");
    assertTrue(message.contains("fixture 'bad-notation': field 'actions[1]': not an action of the notation"), message);
    String inObject = failure("{\"id\":\"bad-legal\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"actions\":[{\"legal\":\"move 1\"}]}");
    assertTrue(inObject.contains("fixture 'bad-legal': actions[0]: field 'legal': not an action of the notation"),
        inObject);
  }

  /** A value of the wrong type names the field and what was expected. */
  @Test
  void wrongType() throws IOException {
    String message = failure("{\"id\":\"bad-type\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"expect\":{\"player.0.fame\":\"one\"}}");
    assertTrue(message.endsWith("fixture 'bad-type': expect: field 'player.0.fame': expected a whole number but got \"one\""),
        message);
    String list = failure("{\"id\":\"bad-list\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"expect\":{\"player.0.hand\":\"march\"}}");
    assertTrue(list.contains("field 'player.0.hand': expected an array of strings"), list);
    String setup = failure("{\"id\":\"bad-round\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"setup\":{\"round\":\"two\"},\"expect\":{\"round\":2}}");
    assertTrue(setup.contains("fixture 'bad-round': setup: field 'round': expected a whole number"), setup);
  }

  /** Unknown card ids, unknown fields, bad rejection codes and unknown events are errors naming the field. */
  @Test
  void unknownIdsAndFields() throws IOException {
    String card = failure("{\"id\":\"bad-card\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"setup\":{\"players\":[{\"hand\":[\"march\",\"marhc\"]}]},\"expect\":{\"round\":1}}");
    assertTrue(card.contains("fixture 'bad-card': setup.players[0]: field 'hand[1]': unknown deed card \"marhc\""), card);
    String field = failure("{\"id\":\"bad-field\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",\"expects\":{}}");
    assertTrue(field.contains("fixture 'bad-field': field 'expects': unknown field"), field);
    String code = failure("{\"id\":\"bad-code\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
        + "\"actions\":[{\"action\":\"move 1,0\",\"expect\":\"rejected\",\"code\":\"TOO_FAR\"}]}");
    assertTrue(code.contains("fixture 'bad-code': actions[0]: field 'code': impossible value \"TOO_FAR\""), code);
    String event = failure("{\"id\":\"bad-event\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",\"events\":[\"Flew\"]}");
    assertTrue(event.contains("fixture 'bad-event': field 'events[0]': unknown event type \"Flew\""), event);
  }

  /** Ids must be kebab-case and unique; rules must be rule IDs; a fixture must assert something. */
  @Test
  void idsRulesAndAssertions() throws IOException {
    assertTrue(failure("{\"id\":\"Bad_Id\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",\"expect\":{\"round\":1}}")
        .contains("fixture 'Bad_Id': field 'id': \"Bad_Id\" is not kebab-case"));
    assertTrue(failure(GOOD + "," + GOOD).contains("fixture 'good-one': field 'id': duplicate id"));
    assertTrue(failure("{\"id\":\"no-rules\",\"rules\":[],\"description\":\"d\",\"expect\":{\"round\":1}}")
        .contains("fixture 'no-rules': field 'rules': at least one rule ID is needed"));
    assertTrue(failure("{\"id\":\"bad-rule\",\"rules\":[\"move rule\"],\"description\":\"d\",\"expect\":{\"round\":1}}")
        .contains("fixture 'bad-rule': field 'rules[0]'"));
    assertTrue(failure("{\"id\":\"empty\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\"}")
        .contains("fixture 'empty': field 'expect': the fixture asserts nothing"));
  }

  /**
   * Tactics, skills and tactic piles of players are checked with the phase, the time of day and the other
   * players (R-ROUND-3.1: one tactic per player; R-SKILLS-4.2: interactive skills in the centre).
   */
  @Test
  void tacticSkillAndPileErrors() throws IOException {
    String phase = failure(withPlayers("\"phase\":\"tactics\",", "{\"tactic\":\"planning\"}"));
    assertTrue(phase.contains("fixture 'p': setup.players[0]: field 'tactic': players hold tactics only"), phase);
    String time = failure(withPlayers("", "{\"tactic\":\"long-night\"}"));
    assertTrue(time.contains("setup.players[0]: field 'tactic': \"long-night\" is a Night tactic but the fixture is "
        + "played by Day"), time);
    String twice = failure(withPlayers("\"heroes\":[\"arythea\",\"tovak\"],",
        "{\"tactic\":\"planning\"},{\"tactic\":\"planning\"}"));
    assertTrue(twice.contains("setup.players[1]: field 'tactic': \"planning\" is already held by player 0"), twice);
    String unknown = failure(withPlayers("", "{\"tactic\":\"siesta\"}"));
    assertTrue(unknown.contains("setup.players[0]: field 'tactic': unknown tactic \"siesta\""), unknown);
    String skill = failure(withPlayers("", "{\"skills\":[\"arythea-dark-path\"]}"));
    assertTrue(skill.contains("setup.players[0]: field 'skills[0]': unknown skill \"arythea-dark-path\""), skill);
    String active = failure(withPlayers("",
        "{\"skills\":[\"tovak-mana-overload\"],\"skillsInCentre\":[\"tovak-mana-overload\"]}"));
    assertTrue(active.contains("setup.players[0]: field 'skillsInCentre': interactive skills come back"), active);
    String notInteractive = failure(withPlayers("\"heroes\":[\"arythea\",\"tovak\"],",
        "{},{\"skills\":[\"tovak-double-time\"],\"skillsInCentre\":[\"tovak-double-time\"]}"));
    assertTrue(notInteractive.contains("setup.players[1]: field 'skillsInCentre[0]': \"tovak-double-time\" is not an "
        + "interactive skill"), notInteractive);
    String notHeld = failure(withPlayers("\"heroes\":[\"arythea\",\"tovak\"],",
        "{},{\"skillsInCentre\":[\"tovak-mana-overload\"]}"));
    assertTrue(notHeld.contains("setup.players[1]: field 'skillsInCentre[0]': \"tovak-mana-overload\" is not among"),
        notHeld);
    String pile = failure(withPlayers("\"time\":\"night\",", "{\"tacticPile\":[\"march\"]}"));
    assertTrue(pile.contains("setup.players[0]: field 'tacticPile': cards lie under a tactic only under Sparing Power"),
        pile);
  }

  private static String withPlayers(String setupFields, String players) {
    return "{\"id\":\"p\",\"rules\":[\"R-ROUND-3.1\"],\"description\":\"d\",\"setup\":{" + setupFields
        + "\"players\":[" + players + "]},\"expect\":{\"round\":1}}";
  }

  /** The tactic, skill, turn and ruins paths read with their types (R-SKILLS-4, R-TURN-1). */
  @Test
  void tacticSkillAndRuinsPaths() throws IOException {
    Fixture f = FixtureLoader.parse(file("{\"id\":\"paths\",\"rules\":[\"R-SKILLS-4\"],\"description\":\"d\","
        + "\"setup\":{\"time\":\"night\",\"players\":[{\"tactic\":\"sparing-power\",\"tacticPile\":[\"march\"],"
        + "\"skills\":[\"arythea-dark-paths\"]}]},\"expect\":{\"player.0.tacticFlipped\":false,"
        + "\"player.0.tacticPile\":[\"march\"],\"player.0.manaStealDie\":-1,\"player.0.skills.count\":1,"
        + "\"player.0.flippedSkills\":[],\"player.0.skillsInCentre\":[],\"turn.extraTurn\":false,\"turn.used\":[],"
        + "\"ruins.count\":0,\"ruins.4,-4\":null,\"ruins.4,-4.faceUp\":true,\"supply.ruinsPile.count\":12}}"),
        "paths.json").get(0);
    assertEquals(Optional.of("sparing-power"), f.setup().player(0).tactic());
    assertEquals(Optional.of(List.of("march")), f.setup().player(0).tacticPile());
    assertTrue(f.setup().player(0).replacesCards());
    assertEquals(-1L, f.expect().get("player.0.manaStealDie"));
    String bool = failure("{\"id\":\"b\",\"rules\":[\"R-TURN-1\"],\"description\":\"d\","
        + "\"expect\":{\"turn.extraTurn\":\"yes\"}}");
    assertTrue(bool.contains("fixture 'b': expect: field 'turn.extraTurn': expected true or false"), bool);
  }

  /** Tokens need a turn to lie in. */
  @Test
  void tokensNeedTurnPhase() throws IOException {
    String message = failure("{\"id\":\"tokens\",\"rules\":[\"R-MANA-1.1\"],\"description\":\"d\","
        + "\"setup\":{\"phase\":\"tactics\",\"tokens\":[\"red\"]},\"expect\":{\"round\":1}}");
    assertTrue(message.contains("fixture 'tokens': setup: field 'tokens'"), message);
  }

  /** Text that is not JSON names the file, line and column. */
  @Test
  void invalidJson() throws IOException {
    Path path = dir.resolve("nojson.json");
    Files.writeString(path, "{\"format\": \"mkrules-fixtures\",,}");
    FixtureException e = assertThrows(FixtureException.class, () -> FixtureLoader.load(path));
    assertTrue(e.getMessage().startsWith(path + ":1:"), e.getMessage());
  }

  /** A folder loads every .json file below it; an id used in two files is an error naming both. */
  @Test
  void treeAndDuplicateIdsAcrossFiles() throws IOException {
    Files.createDirectories(dir.resolve("sub"));
    Files.writeString(dir.resolve("a.json"), file(GOOD));
    Files.writeString(dir.resolve("notes.txt"), "not a fixture");
    Files.writeString(dir.resolve("sub/b.json"), file(GOOD.replace("good-one", "good-two")));
    assertEquals(2, FixtureLoader.loadTree(dir).size());
    Files.writeString(dir.resolve("sub/c.json"), file(GOOD));
    FixtureException e = assertThrows(FixtureException.class, () -> FixtureLoader.loadTree(dir));
    assertTrue(e.getMessage().contains("fixture 'good-one': field 'id': the id is also used in"), e.getMessage());
    assertTrue(e.getMessage().contains("a.json") && e.getMessage().contains("c.json"), e.getMessage());
  }

  /**
   * A malformed combat, enemy token, pile or predicate names the file, the fixture and the field: an enemy the
   * game does not know, a defender outside an assault (R-COMBAT-START-1.1), the wrong number of attack states
   * (R-ABIL-19), an ability the rulebook does not name, a base enemy id reused, too many fixed die rolls, a token
   * in the wrong colour's pile, a bound on a list.
   */
  @Test
  void combatTokensPilesAndPredicates() throws IOException {
    String head = "{\"id\":\"c\",\"rules\":[\"R-COMBAT-START-3\"],\"description\":\"d\",\"expect\":{\"round\":1},"
        + "\"setup\":";
    assertTrue(failure(head + "{\"combat\":{\"enemies\":[{\"enemy\":\"dragonet\",\"hex\":\"3,-3\"}]}}}")
        .contains("fixture 'c': setup.combat: enemies[0]: field 'enemy': unknown enemy \"dragonet\""));
    assertTrue(failure(head + "{\"combat\":{\"enemies\":[{\"enemy\":\"prowlers\",\"role\":\"defender\"}]}}}")
        .contains("setup.combat: enemies[0]: field 'role': only an assaulted fortified site has defenders"));
    assertTrue(failure(head + "{\"combat\":{\"enemies\":[{\"enemy\":\"prowlers\",\"hex\":\"3,-3\","
        + "\"attacks\":[\"open\",\"blocked\"]}]}}}").contains("enemies[0]: field 'attacks': \"prowlers\" has 1"));
    assertTrue(failure(head + "{\"enemyTokens\":[{\"id\":\"t\",\"color\":\"brown\",\"armor\":4,\"attacks\":"
        + "[{\"value\":3}],\"abilities\":[\"flying\"],\"fame\":3}]}}")
        .contains("setup.enemyTokens[0]: field 'abilities[0]': unknown id \"flying\""));
    assertTrue(failure(head + "{\"enemyTokens\":[{\"id\":\"prowlers\",\"color\":\"green\",\"armor\":4,"
        + "\"attacks\":[{\"value\":3}],\"fame\":3}]}}").contains("field 'id': the enemy id \"prowlers\" is already"));
    assertTrue(failure(head + "{\"dice\":[\"red\",\"red\",\"red\",\"red\",\"red\",\"red\",\"red\",\"red\","
        + "\"red\"]}}").contains("setup: field 'dice': at most 8 die rolls"));
    assertTrue(failure(head + "{\"enemyPiles\":{\"brown\":[\"prowlers\"]}}}")
        .contains("setup: enemyPiles: field 'brown[0]': unknown brown enemy \"prowlers\""));
    assertTrue(failure("{\"id\":\"p\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",\"expect\":"
        + "{\"player.0.hand\":{\"atLeast\":2}}}").contains("fixture 'p': expect: field 'player.0.hand': atLeast bounds"));
  }

  /**
   * Units, the face-down Round Order token, the skill stack, the offers, the Dummy and the scenario are checked when
   * the file is loaded (R-UNITS-3: no more units than Command tokens; R-COMBAT-DMG-6.1: at most two Wounds on a
   * unit; R-UNITS-8: a Banner is a Banner artifact; R-TURN-2: player 0's turn has begun; S-GENERAL-11: the Dummy's
   * tactic).
   */
  @Test
  void unitsDummyAndScenarioErrors() throws IOException {
    String tooMany = failure(withPlayers("", "{\"units\":[{\"unit\":\"peasants\"},{\"unit\":\"foresters\"}]}"));
    assertTrue(tooMany.contains("setup.players[0]: field 'units': 2 units but level 1 has 1 Command token(s)"), tooMany);
    String unit = failure(withPlayers("", "{\"units\":[{\"unit\":\"knights\"}]}"));
    assertTrue(unit.contains("setup.players[0]: units[0]: field 'unit': unknown unit \"knights\""), unit);
    String wounds = failure(withPlayers("", "{\"units\":[{\"unit\":\"peasants\",\"wounds\":3}]}"));
    assertTrue(wounds.contains("units[0]: field 'wounds'"), wounds);
    String banner = failure(withPlayers("", "{\"units\":[{\"unit\":\"peasants\",\"banner\":\"ruby-ring\"}]}"));
    assertTrue(banner.contains("units[0]: field 'banner': unknown Banner artifact \"ruby-ring\""), banner);
    String faceDown = failure(withPlayers("", "{\"roundOrderFaceDown\":true}"));
    assertTrue(faceDown.contains("setup.players[0]: field 'roundOrderFaceDown': player 0's turn has begun"), faceDown);
    String stack = failure(withPlayers("", "{\"skillStack\":[\"tovak-double-time\"]}"));
    assertTrue(stack.contains("setup.players[0]: field 'skillStack[0]': unknown arythea skill"), stack);
    String scenario = failure(withPlayers("\"scenario\":\"grand-tour\",", "{}"));
    assertTrue(scenario.contains("fixture 'p': setup: field 'scenario': unknown scenario \"grand-tour\" (known: "
        + "blitz-conquest, "), scenario);
    String dummy = failure(withPlayers("\"scenario\":\"solo-conquest\",\"phase\":\"tactics\","
        + "\"dummy\":{\"tactic\":\"planning\"},", "{}"));
    assertTrue(dummy.contains("setup.dummy: field 'tactic': the Dummy holds a tactic only"), dummy);
    String offer = failure(withPlayers("\"unitOffer\":[\"peasant\"],", "{}"));
    assertTrue(offer.contains("setup: field 'unitOffer[0]': unknown unit \"peasant\""), offer);
    Fixture f = FixtureLoader.parse(file(withPlayers("\"scenario\":\"solo-conquest\",\"dummy\":{\"deck\":[\"march\"],"
        + "\"crystals\":{\"red\":4}},", "{\"level\":3,\"units\":[{\"unit\":\"peasants\",\"ready\":false},"
        + "{\"unit\":\"foresters\",\"wounds\":2}]}")), "ok.json").get(0);
    assertEquals(List.of(false, true), f.setup().player(0).units().orElseThrow().stream()
        .map(FixtureSetup.UnitSetup::isReady).toList());
    assertEquals(List.of(0, 2), f.setup().player(0).units().orElseThrow().stream()
        .map(FixtureSetup.UnitSetup::woundCount).toList());
    assertEquals(Optional.of(List.of("march")), f.setup().dummy().orElseThrow().deck());
  }
}
