package io.github.mkrules.testkit.cli;

import static io.github.mkrules.testkit.cli.Names.Component.CARD;
import static io.github.mkrules.testkit.cli.Names.Component.ENEMY;
import static io.github.mkrules.testkit.cli.Names.Component.HERO;
import static io.github.mkrules.testkit.cli.Names.Component.SITE;
import static io.github.mkrules.testkit.cli.Names.Component.SKILL;
import static io.github.mkrules.testkit.cli.Names.Component.TACTIC;
import static io.github.mkrules.testkit.cli.Names.Component.UNIT;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.Heal;
import io.github.mkrules.api.action.Interact;
import io.github.mkrules.api.action.Plunder;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapEnemy;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Actions, events and rejections in words, in the language of a {@link Names}. */
final class Words {
  private final Names names;

  Words(Names names) {
    this.names = names;
  }

  Names names() {
    return names;
  }

  /** @return the hero's name of a player */
  String hero(GameState state, int player) {
    return player >= 0 && player < state.players().size() ? names.name(HERO, state.player(player).hero()) : "?";
  }

  /**
   * An action as a short phrase, for example "play March, basic effect".
   *
   * @param action the action
   * @param state the state it is taken in (for the terrain of a move and the colours of Source dice)
   * @return the phrase
   */
  String action(Action action, GameState state) {
    if (action instanceof SelectTactic t) {
      return names.text("action.tactic", names.name(TACTIC, t.tactic()));
    }
    if (action instanceof UseTactic t) {
      return names.text("action.use-tactic", names.name(TACTIC, t.tactic())) + choices(t.args(), state);
    }
    if (action instanceof UseSkill s) {
      return names.text("action.skill", names.name(SKILL, s.skill())) + option(s.option());
    }
    if (action instanceof PlayCard p) {
      return playCard(p, state);
    }
    if (action instanceof PlaySideways s) {
      return names.text("action.sideways", names.name(CARD, s.card()), names.text("points." + s.use().id()));
    }
    if (action instanceof Move m) {
      return names.text("action.move", m.to(), space(state, m.to()));
    }
    if (action instanceof Explore e) {
      return names.text("action.explore", e.slot());
    }
    if (action instanceof Rest r) {
      return names.text("action.rest", names.name(CARD, r.card()));
    }
    if (action instanceof AnnounceEndOfRound) {
      return names.text("action.end-round");
    }
    if (action instanceof EndTurn) {
      return names.text("action.end-turn");
    }
    if (action instanceof Pick p) {
      return names.text("action.pick", item(p.item(), state));
    }
    if (action instanceof Done) {
      return names.text("action.done");
    }
    if (action instanceof Undo) {
      return names.text("action.undo");
    }
    return unitAction(action, state);
  }

  /** Units and interaction in words; other actions (combat, choices) as their notation. */
  private String unitAction(Action action, GameState state) {
    if (action instanceof ActivateUnit a) {
      return names.text("action.unit", a.unit(), unitName(state, a.unit())) + option(a.option());
    }
    if (action instanceof Interact) {
      return names.text("action.interact");
    }
    if (action instanceof Recruit r) {
      return r.disband() == Recruit.NONE ? names.text("action.recruit", names.name(UNIT, r.unit()))
          : names.text("action.recruit-disband", names.name(UNIT, r.unit()), r.disband());
    }
    if (action instanceof Buy b) {
      return names.text("action.buy", purchase(b.purchase(), b.card()));
    }
    if (action instanceof Heal h) {
      return h.unit() == Heal.HAND ? names.text("action.heal-hand")
          : names.text("action.heal-unit", h.unit(), unitName(state, h.unit()));
    }
    if (action instanceof Plunder) {
      return names.text("action.plunder");
    }
    return action.notation();
  }

  private String purchase(Purchase purchase, java.util.Optional<String> card) {
    return names.text("purchase." + purchase.id(), card.map(c -> names.name(CARD, c)).orElse(""));
  }

  /** @return the name of a unit of the active player, or "?" */
  private String unitName(GameState state, int index) {
    int p = state.turn().player();
    return p >= 0 && index < state.player(p).units().size()
        ? names.name(UNIT, state.player(p).units().get(index).unit()) : "?";
  }

  private String playCard(PlayCard p, GameState state) {
    StringBuilder text = new StringBuilder(names.text(
        p.mode() == CardMode.BASIC ? "action.play-basic" : "action.play-powered", names.name(CARD, p.card())));
    text.append(option(p.option()));
    p.with().ifPresent(card -> text.append(names.text("action.with", names.name(CARD, card))));
    return text.toString();
  }

  private String option(int option) {
    return option == 0 ? "" : names.text("action.option", option);
  }

  private String choices(List<String> args, GameState state) {
    if (args.isEmpty()) {
      return "";
    }
    List<String> words = new ArrayList<>();
    for (String arg : args) {
      words.add(item(arg, state));
    }
    return " (" + String.join(", ", words) + ")";
  }

  /** A card, a mana source or another word of a choice, in words. */
  private String item(String word, GameState state) {
    if (names.content().hasCard(word)) {
      return names.name(CARD, word);
    }
    if (word.matches("(die|crystal|token):[a-z0-9]+")) {
      return mana(ManaSource.parse(word), state);
    }
    return names.content().hasTactic(word) ? names.name(TACTIC, word) : word;
  }

  private String mana(ManaSource source, GameState state) {
    switch (source.kind()) {
      case DIE:
        List<ManaDie> dice = state.source();
        return source.die() < dice.size()
            ? names.text("mana.die", source.die(), names.color(dice.get(source.die()).color()))
            : names.text("mana.die", source.die(), "?");
      case CRYSTAL:
        return names.text("mana.crystal", names.color(source.color()));
      default:
        return names.text("mana.token", names.color(source.color()));
    }
  }

  /** @return the terrain and site of a space, for example "forest" or "plains, Village" */
  String space(GameState state, HexCoord hex) {
    TileHex tileHex = MapHexes.at(names.content(), state.map().tiles(), state.scenarioState().markers(), hex);
    if (tileHex == null) {
      return names.text("space.unknown");
    }
    String text = names.terrain(tileHex.terrain());
    return tileHex.site().map(site -> text + ", " + names.name(SITE, site)).orElse(text);
  }

  /**
   * What happened, as one sentence.
   *
   * @param event the event
   * @param after the state after the action (to tell whether a placed enemy lies face up)
   * @return the sentence
   */
  String event(Event event, GameState after) {
    if (event instanceof Event.TacticSelected e) {
      return names.text("event.tactic-selected", hero(after, e.player()), names.name(TACTIC, e.tactic()));
    }
    if (event instanceof Event.TacticUsed e) {
      return names.text("event.tactic-used", hero(after, e.player()), names.name(TACTIC, e.tactic()));
    }
    if (event instanceof Event.SkillUsed e) {
      return names.text("event.skill-used", hero(after, e.player()), names.name(SKILL, e.skill()));
    }
    if (event instanceof Event.TurnOrderSet e) {
      List<String> heroes = new ArrayList<>();
      for (int player : e.order()) {
        heroes.add(hero(after, player));
      }
      return names.text("event.turn-order", String.join(", ", heroes));
    }
    if (event instanceof Event.TurnStarted e) {
      return names.text("event.turn-started", hero(after, e.player()));
    }
    if (event instanceof Event.CardPlayed e) {
      return names.text("event.card-played." + key(e.how()), hero(after, e.player()), names.name(CARD, e.card()));
    }
    if (event instanceof Event.ManaUsed e) {
      return names.text("event.mana-used", hero(after, e.player()), names.color(e.color()), source(e.source()));
    }
    if (event instanceof Event.PointsGained e) {
      return names.text("event.points", hero(after, e.player()), e.amount(), names.text("points." + key(e.kind())));
    }
    if (event instanceof Event.ManaGained e) {
      return names.text(e.crystal() ? "event.crystal-gained" : "event.token-gained", hero(after, e.player()),
          names.color(e.color()));
    }
    if (event instanceof Event.Moved e) {
      return names.text("event.moved", hero(after, e.player()), e.to(), space(after, e.to()), e.cost());
    }
    if (event instanceof Event.TileRevealed e) {
      return names.text("event.tile-revealed", names.tile(e.tile()), e.slot());
    }
    if (event instanceof Event.EnemyPlaced e) {
      return faceUp(after, e.hex(), e.enemy())
          ? names.text("event.enemy-placed", names.name(ENEMY, e.enemy()), names.enemyColor(e.color()), e.hex())
          : names.text("event.enemy-placed-face-down", names.enemyColor(e.color()), e.hex());
    }
    if (event instanceof Event.EnemyRevealed e) {
      return names.text("event.enemy-revealed", e.hex(), names.name(ENEMY, e.enemy()));
    }
    if (event instanceof Event.CardsDrawn e) {
      return names.text("event.cards-drawn", hero(after, e.player()), e.count());
    }
    if (event instanceof Event.CardsDiscarded e) {
      return names.text("event.cards-discarded", hero(after, e.player()), e.count());
    }
    if (event instanceof Event.FameAndReputation e) {
      return names.text("event.fame-reputation", hero(after, e.player()), signed(e.fame()), signed(e.reputation()));
    }
    if (event instanceof Event.Rested e) {
      return names.text(e.slow() ? "event.rested-slow" : "event.rested", hero(after, e.player()));
    }
    if (event instanceof Event.EndOfRoundAnnounced e) {
      return names.text("event.end-round-announced", hero(after, e.player()));
    }
    if (event instanceof Event.TurnEnded e) {
      return names.text("event.turn-ended", hero(after, e.player()));
    }
    if (event instanceof Event.RoundEnded e) {
      return names.text("event.round-ended", e.round());
    }
    if (event instanceof Event.RoundStarted e) {
      return names.text("event.round-started", e.round(), names.time(e.time()));
    }
    if (event instanceof Event.GameEnded e) {
      return names.text("event.game-ended", names.text("end." + e.reason()));
    }
    if (event instanceof Event.Undone e) {
      return names.text("event.undone", hero(after, e.player()));
    }
    return cardEvent(event, after);
  }

  /** The events of cards moving between a player's piles, the offers and the map's figures. */
  private String cardEvent(Event event, GameState after) {
    if (event instanceof Event.AttackCancelled e) {
      return names.text("event.attack-cancelled", e.enemy(), e.attack() + 1);
    }
    if (event instanceof Event.BannerAssigned e) {
      return names.text("event.banner-assigned", hero(after, e.player()), names.name(CARD, e.card()), e.unit());
    }
    if (event instanceof Event.BannerRemoved e) {
      return names.text(e.toDeck() ? "event.banner-to-deck" : "event.banner-discarded", hero(after, e.player()),
          names.name(CARD, e.card()));
    }
    if (event instanceof Event.ManaDieRolled e) {
      return names.text("event.mana-die-rolled", hero(after, e.player()), names.color(e.color()));
    }
    if (event instanceof Event.WoundsTaken e) {
      return names.text("event.wounds-taken", hero(after, e.player()), e.count(), pile("to", e.to()));
    }
    if (event instanceof Event.CardsThrownAway e) {
      return names.text("event.cards-thrown-away", hero(after, e.player()), names.cards(e.cards()),
          pile("from", e.from()));
    }
    if (event instanceof Event.CardGained e) {
      return names.text("event.card-gained", hero(after, e.player()), names.name(CARD, e.card()), pile("to", e.to()));
    }
    if (event instanceof Event.CardKeptOnDeck e) {
      return names.text(e.top() ? "event.card-kept-on-top" : "event.card-kept-at-bottom", hero(after, e.player()),
          names.name(CARD, e.card()));
    }
    if (event instanceof Event.CardsReturnedToDeck e) {
      return names.text("event.cards-returned", hero(after, e.player()), e.count());
    }
    if (event instanceof Event.DeckRebuilt e) {
      return names.text("event.deck-rebuilt", hero(after, e.player()));
    }
    if (event instanceof Event.OfferChanged e) {
      List<String> cards = e.cards().isEmpty() ? List.of(names.text("state.none"))
          : names.names(offerComponent(e.offer()), e.cards());
      return names.text("event.offer-changed", names.text("offer." + key(e.offer())), String.join(", ", cards));
    }
    if (event instanceof Event.HeroPlaced e) {
      return e.position()
          .map(hex -> names.text("event.hero-placed", hero(after, e.player()), hex, space(after, hex)))
          .orElseGet(() -> names.text("event.hero-removed", hero(after, e.player())));
    }
    return combatEvent(event, after);
  }

  /** The events of a combat with enemies. */
  private String combatEvent(Event event, GameState after) {
    if (event instanceof Event.CombatStarted e) {
      return names.text("event.combat-started." + key(e.kind()), hero(after, e.player()));
    }
    if (event instanceof Event.EnemyJoined e) {
      return names.text("event.enemy-joined", e.number(), names.name(ENEMY, e.enemy()));
    }
    if (event instanceof Event.CombatPhaseStarted e) {
      return names.text("event.combat-phase", names.text("phase." + key(e.phase())));
    }
    if (event instanceof Event.EnemyDefeated e) {
      return names.text("event.enemy-defeated", e.number(), names.name(ENEMY, e.enemy()), e.fame());
    }
    if (event instanceof Event.AttackBlocked e) {
      return names.text("event.attack-blocked", e.enemy(), e.attack() + 1);
    }
    if (event instanceof Event.DamageAssigned e) {
      return e.unit() < 0 ? names.text("event.damage-assigned", e.enemy(), e.damage(), e.wounds())
          : names.text("event.damage-to-unit", e.enemy(), e.damage(), e.unit(), e.wounds());
    }
    if (event instanceof Event.CombatEnded e) {
      return names.text(e.won() ? "event.combat-won" : "event.combat-lost", hero(after, e.player()), e.fame());
    }
    if (event instanceof Event.ShieldPlaced e) {
      return names.text("event.shield-placed", hero(after, e.player()), e.hex(), space(after, e.hex()));
    }
    if (event instanceof Event.LevelGained e) {
      return names.text("event.level-gained", hero(after, e.player()), e.level());
    }
    if (event instanceof Event.SkillGained e) {
      return names.text("event.skill-gained", hero(after, e.player()), names.name(SKILL, e.skill()));
    }
    return unitEvent(event, after);
  }

  /** The events of units and of interaction with inhabitants. */
  private String unitEvent(Event event, GameState after) {
    if (event instanceof Event.UnitRecruited e) {
      return e.influence() > 0
          ? names.text("event.unit-recruited", hero(after, e.player()), names.name(UNIT, e.unit()), e.influence())
          : names.text("event.unit-reward", hero(after, e.player()), names.name(UNIT, e.unit()));
    }
    if (event instanceof Event.UnitRemoved e) {
      return names.text(e.destroyed() ? "event.unit-destroyed" : "event.unit-disbanded", hero(after, e.player()),
          e.index(), names.name(UNIT, e.unit()));
    }
    if (event instanceof Event.UnitActivated e) {
      return names.text("event.unit-activated", hero(after, e.player()), e.index(), names.name(UNIT, e.unit()));
    }
    if (event instanceof Event.OfferUnitActivated e) {
      return names.text("event.offer-unit-activated", hero(after, e.player()), names.name(UNIT, e.unit()));
    }
    if (event instanceof Event.UnitReadied e) {
      return names.text("event.unit-readied", hero(after, e.player()), e.index());
    }
    if (event instanceof Event.UnitWounded e) {
      return names.text("event.unit-wounded", hero(after, e.player()), e.index(), e.wounds());
    }
    if (event instanceof Event.UnitHealed e) {
      return names.text("event.unit-healed", hero(after, e.player()), e.index());
    }
    if (event instanceof Event.InteractionStarted e) {
      return names.text("event.interaction-started", hero(after, e.player()), e.site(), signed(e.bonus()));
    }
    if (event instanceof Event.Bought e) {
      return names.text("event.bought", hero(after, e.player()), purchase(e.purchase(), e.card()), e.influence());
    }
    if (event instanceof Event.VillagePlundered e) {
      return names.text("event.village-plundered", hero(after, e.player()), e.hex());
    }
    if (event instanceof Event.UpgradeOffered e) {
      List<String> power = new ArrayList<>();
      for (int p = 0; p < e.power().size(); p++) {
        if (e.power().get(p) >= 0) {
          power.add(hero(after, p) + " " + e.power().get(p));
        }
      }
      return names.text("event.upgrade-offered", names.cards(e.cards()), String.join(", ", power));
    }
    return bookEvent(event);
  }

  /** The events of the scenario book: the Dummy player and the final score sheet. */
  private String bookEvent(Event event) {
    if (event instanceof Event.DummyTacticSelected e) {
      return names.text("event.dummy-tactic", names.name(TACTIC, e.tactic()));
    }
    if (event instanceof Event.DummyCardsFlipped e) {
      return names.text("event.dummy-flipped", names.cards(e.cards()));
    }
    if (event instanceof Event.DummyAnnouncedEndOfRound) {
      return names.text("event.dummy-end-round");
    }
    if (event instanceof Event.DummyGained e) {
      return e.card().map(card -> names.text("event.dummy-card", names.name(CARD, card)))
          .orElseGet(() -> names.text("event.dummy-crystal", names.color(e.crystal().orElseThrow())));
    }
    if (event instanceof Event.DummyDeckRebuilt) {
      return names.text("event.dummy-deck-rebuilt");
    }
    if (event instanceof Event.PlayerEliminated e) {
      return names.text("event.player-eliminated", e.player() + 1);
    }
    if (event instanceof Event.MarkerPlaced e) {
      return names.text("event.marker." + e.kind(), e.player() + 1, e.hex());
    }
    if (event instanceof Event.Drafted e) {
      return names.text(e.intoDeck() ? "event.drafted-into-deck" : "event.drafted", e.player() + 1);
    }
    if (event instanceof Event.TacticRemoved e) {
      return names.text("event.tactic-removed", names.name(TACTIC, e.tactic()));
    }
    if (event instanceof Event.PortalClosed) {
      return names.text("event.portal-closed");
    }
    if (event instanceof Event.FinalScores e) {
      List<String> totals = new ArrayList<>();
      for (io.github.mkrules.api.state.Outcome.Score score : e.outcome().scores()) {
        totals.add(names.text("event.score", score.player() + 1, score.total()));
      }
      return names.text("event.final-scores", String.join(", ", totals), e.outcome().winners().isEmpty()
          ? names.text("state.none")
          : String.join(", ", e.outcome().winners().stream().map(w -> String.valueOf(w + 1)).toList()));
    }
    return event.toString();
  }

  /** @return what an offer holds: Units, skills, or deed cards (Advanced Actions and Spells) */
  private static Names.Component offerComponent(Event.Offer offer) {
    switch (offer) {
      case UNITS:
        return UNIT;
      case COMMON_SKILLS:
        return SKILL;
      default:
        return CARD;
    }
  }

  /** @return where cards went to or came from, for example "into the hand" */
  private String pile(String direction, Event.CardPile pile) {
    return names.text("pile." + direction + "." + key(pile));
  }

  /** @return where mana came from, without its colour (the event names it) */
  private String source(ManaSource source) {
    return source.kind() == ManaSource.Kind.DIE ? names.text("source.die", source.die())
        : names.text("source." + key(source.kind()));
  }

  /** @return an enum constant as the suffix of a word key, for example {@code play_area} */
  private static String key(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT);
  }

  private static boolean faceUp(GameState state, HexCoord hex, String enemy) {
    for (MapEnemy token : state.map().enemies()) {
      if (token.hex().equals(hex) && token.enemy().equals(enemy) && token.faceUp()) {
        return true;
      }
    }
    return false;
  }

  static String signed(int n) {
    return n > 0 ? "+" + n : String.valueOf(n);
  }

  /**
   * Prints an applied action: who took it, the action in words and in notation, then its events indented.
   *
   * @param who the player's label, for example the hero's name
   * @param action the action
   * @param before the state it was applied to
   * @param applied the outcome
   * @param out where to print
   */
  void printStep(String who, Action action, GameState before, Result.Applied applied, PrintStream out) {
    out.println(who + ": " + action(action, before) + "   [" + action.notation() + "]");
    for (Event event : applied.events()) {
      out.println("    " + event(event, applied.state()));
    }
  }

  /**
   * Why an action was refused: the code and rule ID, then the message in the language and the English detail.
   *
   * @param rejection the rejection
   * @return three lines
   */
  String rejection(Rejection rejection) {
    return names.text("rejected", rejection.code(), rejection.ruleId()) + System.lineSeparator()
        + "  " + rejection.message(names.locale()) + System.lineSeparator()
        + "  (" + rejection.detail() + ")";
  }
}
