package io.github.mkrules.testkit.cli;

import static io.github.mkrules.testkit.cli.Names.Component.CARD;
import static io.github.mkrules.testkit.cli.Names.Component.ENEMY;
import static io.github.mkrules.testkit.cli.Names.Component.HERO;
import static io.github.mkrules.testkit.cli.Names.Component.SKILL;
import static io.github.mkrules.testkit.cli.Names.Component.TACTIC;
import static io.github.mkrules.testkit.cli.Names.Component.UNIT;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.api.view.PublicPlayer;
import io.github.mkrules.api.view.VisibleEnemy;
import io.github.mkrules.api.view.VisibleRuins;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A state in words as one player may see it (through {@link PlayerView}: other hands, decks and face-down
 * tokens stay hidden): the round, whose decision, the player's hero, the Source, the offers, the other
 * players and the map around the hero.
 */
final class StateText {
  /** How far from the hero the map is listed. */
  static final int MAP_RADIUS = 2;

  private final Words words;
  private final Names names;

  StateText(Words words) {
    this.words = words;
    this.names = words.names();
  }

  /**
   * Prints everything a player needs to decide.
   *
   * @param state the state
   * @param view what the player sees of it
   * @param out where to print
   */
  void print(GameState state, PlayerView view, PrintStream out) {
    out.println(header(view));
    PublicPlayer me = view.players().get(view.viewer());
    out.println(names.text("state.hero", names.name(HERO, me.hero()), me.fame(), Words.signed(me.reputation()), me.level(),
        position(state, me)));
    out.println("  " + names.text("state.crystals", crystals(me.crystals())));
    me.tactic().ifPresent(t -> out.println("  " + names.text("state.tactic", names.name(TACTIC, t))
        + (me.tacticFlipped() ? " " + names.text("state.used") : "")));
    if (!me.skills().isEmpty()) {
      out.println("  " + names.text("state.skills", skills(me.skills())));
    }
    if (!me.units().isEmpty()) {
      out.println("  " + names.text("state.units", units(me.units())));
    }
    out.println("  " + names.text("state.hand", view.hand().size(), me.deckSize(), me.discard().size()));
    printHand(view.hand(), out);
    if (view.status() instanceof Status.Decision d && d.kind() == DecisionKind.TURN && d.player() == view.viewer()) {
      printTurn(view.turn(), state, out);
    }
    printPublic(view, out);
    printOthers(state, view, out);
    printMap(state, view, out);
  }

  private String header(PlayerView view) {
    String time = names.text("state.round", view.round(), names.time(view.time()));
    if (view.status() instanceof Status.Decision d) {
      String hero = names.name(HERO, view.players().get(d.player()).hero());
      String key = d.kind() == DecisionKind.SELECT_TACTIC ? "state.decides-tactic" : "state.decides-turn";
      return "=== " + time + " · " + names.text(key, hero, d.player() + 1) + " ===";
    }
    return "=== " + time + " ===";
  }

  private String position(GameState state, PublicPlayer player) {
    return player.position().map(hex -> names.text("state.at", hex, words.space(state, hex)))
        .orElse(names.text("state.off-map"));
  }

  private String crystals(Crystals crystals) {
    List<String> parts = new ArrayList<>();
    for (ManaColor color : List.of(ManaColor.RED, ManaColor.BLUE, ManaColor.GREEN, ManaColor.WHITE)) {
      if (crystals.get(color) > 0) {
        parts.add(crystals.get(color) + " " + names.color(color));
      }
    }
    return parts.isEmpty() ? names.text("state.none") : String.join(", ", parts);
  }

  /** The units with their number for the notation, ready or spent, and their Wounds. */
  private String units(List<io.github.mkrules.api.state.UnitState> units) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < units.size(); i++) {
      io.github.mkrules.api.state.UnitState unit = units.get(i);
      String state = names.text(unit.ready() ? "state.unit-ready" : "state.unit-spent")
          + (unit.wounded() ? ", " + names.text("state.unit-wounds", unit.wounds()) : "");
      parts.add(i + ": " + names.name(Names.Component.UNIT, unit.unit()) + " (" + state + ")");
    }
    return String.join(", ", parts);
  }

  private String skills(List<String> skills) {
    List<String> parts = new ArrayList<>();
    for (String skill : skills) {
      parts.add(names.name(SKILL, skill) + " (" + skill + ")");
    }
    return String.join(", ", parts);
  }

  /** One line per card kind: count, name, id for the notation, and the card's text. */
  private void printHand(List<String> hand, PrintStream out) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String card : hand) {
      counts.merge(card, 1, Integer::sum);
    }
    for (Map.Entry<String, Integer> entry : counts.entrySet()) {
      String id = entry.getKey();
      String line = "    " + (entry.getValue() > 1 ? entry.getValue() + "× " : "") + names.name(CARD, id) + " [" + id + "]";
      if (names.content().hasCard(id)) {
        DeedCard card = names.content().card(id);
        String colour = card.color().map(c -> names.color(c) + "; ").orElse("");
        if (!card.basicText().isEmpty()) {
          line += " — " + colour + card.basicText() + " | " + names.text("state.powered") + ": " + card.poweredText();
        }
      }
      out.println(line);
    }
  }

  private void printTurn(TurnState turn, GameState state, PrintStream out) {
    List<String> tokens = new ArrayList<>();
    for (ManaColor color : turn.tokens()) {
      tokens.add(names.color(color));
    }
    out.println("  " + names.text("state.turn", names.text("stage." + turn.stage().name().toLowerCase(
        java.util.Locale.ROOT)), turn.move(), turn.influence(), turn.heal(),
        tokens.isEmpty() ? names.text("state.none") : String.join(", ", tokens), turn.diceTaken(),
        turn.diceAllowed()));
  }

  /**
   * Prints what every player sees in the common area: the Source dice and the offers.
   *
   * @param view any player's view
   * @param out where to print
   */
  void printPublic(PlayerView view, PrintStream out) {
    out.println(names.text("state.source", source(view)));
    printOffers(view, out);
  }

  private String source(PlayerView view) {
    List<String> dice = new ArrayList<>();
    for (int i = 0; i < view.source().size(); i++) {
      ManaDie die = view.source().get(i);
      String text = i + " " + names.color(die.color());
      if (die.takenBy() >= 0) {
        text += " (" + names.text("state.taken-by", names.name(HERO, view.players().get(die.takenBy()).hero())) + ")";
      } else if (die.depleted(view.time())) {
        text += " (" + names.text("state.depleted") + ")";
      }
      dice.add(text);
    }
    return String.join(", ", dice);
  }

  private void printOffers(PlayerView view, PrintStream out) {
    List<String> units = new ArrayList<>(names.names(UNIT, view.unitOffer()));
    units.addAll(names.names(CARD, view.unitOfferAdvancedActions()));
    out.println(names.text("state.offers"));
    out.println("  " + names.text("state.units-offer", String.join(", ", units)));
    out.println("  " + names.text("state.aa-offer", names.cards(view.advancedActionOffer())));
    out.println("  " + names.text("state.spells-offer", names.cards(view.spellOffer())));
    if (!view.tactics().isEmpty()) {
      List<String> tactics = new ArrayList<>();
      for (String tactic : view.tactics()) {
        tactics.add(names.name(TACTIC, tactic) + " " + names.content().tactic(tactic).number() + " [" + tactic + "]");
      }
      out.println("  " + names.text("state.tactics", String.join(", ", tactics)));
    }
  }

  private void printOthers(GameState state, PlayerView view, PrintStream out) {
    List<String> order = new ArrayList<>();
    for (int player : view.turnOrder()) {
      order.add(names.name(HERO, view.players().get(player).hero()));
    }
    view.dummy().ifPresent(dummy -> order.add(Math.min(dummy.orderPosition(), order.size()),
        names.text("state.dummy-name", names.name(HERO, dummy.hero()))));
    out.println(names.text("state.turn-order", String.join(", ", order)));
    view.dummy().ifPresent(dummy -> out.println("  " + names.text("state.dummy", names.name(HERO, dummy.hero()),
        dummy.deckSize(), dummy.discard().size(), crystals(dummy.crystals()))
        + dummy.tactic().map(t -> ", " + names.text("state.tactic", names.name(TACTIC, t))).orElse("")));
    for (PublicPlayer p : view.players()) {
      if (p.index() == view.viewer()) {
        continue;
      }
      out.println("  " + names.text("state.other", names.name(HERO, p.hero()), p.index() + 1, p.fame(),
          Words.signed(p.reputation()), p.level(), p.handSize(), crystals(p.crystals()), position(state, p))
          + p.tactic().map(t -> ", " + names.text("state.tactic", names.name(TACTIC, t))).orElse(""));
    }
  }

  /** The placed spaces within {@link #MAP_RADIUS} of the hero (of the Portal while the hero is off the map). */
  private void printMap(GameState state, PlayerView view, PrintStream out) {
    HexCoord centre = view.players().get(view.viewer()).position().orElse(new HexCoord(0, 0));
    out.println(names.text("state.map", centre, view.countrysideTilesInStack(), view.coreTilesInStack()));
    Map<HexCoord, TileHex> hexes = MapHexes.all(names.content(), view.tiles(), view.scenarioState().markers());
    for (int distance = 0; distance <= MAP_RADIUS; distance++) {
      for (Map.Entry<HexCoord, TileHex> entry : hexes.entrySet()) {
        HexCoord hex = entry.getKey();
        if (hex.distance(centre) == distance) {
          out.println(String.format("  %-7s %s", hex, spaceLine(state, view, hex)));
        }
      }
    }
  }

  private String spaceLine(GameState state, PlayerView view, HexCoord hex) {
    List<String> parts = new ArrayList<>();
    parts.add(words.space(state, hex));
    for (VisibleEnemy enemy : view.enemies()) {
      if (enemy.hex().equals(hex)) {
        parts.add(enemy.enemy().map(id -> names.text("state.enemy", names.name(ENEMY, id), names.enemyColor(enemy.color())))
            .orElse(names.text("state.enemy-face-down", names.enemyColor(enemy.color()))));
      }
    }
    for (VisibleRuins ruins : view.ruins()) {
      if (ruins.hex().equals(hex)) {
        parts.add(ruins.token().map(id -> names.text("state.ruins", id))
            .orElse(names.text("state.ruins-face-down")));
      }
    }
    for (PublicPlayer p : view.players()) {
      if (p.position().filter(hex::equals).isPresent()) {
        parts.add(names.text(p.index() == view.viewer() ? "state.you" : "state.hero-here", names.name(HERO, p.hero())));
      }
    }
    return String.join(" · ", parts);
  }
}
