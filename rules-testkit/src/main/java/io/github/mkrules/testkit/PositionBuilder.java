package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.DummyState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.PlayerStateBuilder;
import io.github.mkrules.api.state.Supply;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.DiceRolls;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.testkit.FixtureSetup.PlayerOverrides;
import io.github.mkrules.testkit.FixtureSetup.StartPhase;
import io.github.mkrules.testkit.fixtures.CombatBuilder;
import io.github.mkrules.testkit.fixtures.Configs;
import io.github.mkrules.testkit.fixtures.CoreEngines;
import io.github.mkrules.testkit.fixtures.MapBuilder;
import io.github.mkrules.testkit.fixtures.Pools;
import io.github.mkrules.testkit.fixtures.UnitSupply;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the starting position of a fixture: {@code engine.start(...)} with the fixture's scenario, heroes and
 * seed, then the fixture's overrides written straight into the state records. The defaults are those of
 * {@code docs/fixtures.md}: the first player's turn has just started (every player holds the tactic the
 * fixture names or else the lowest-numbered one left, the Round Order is 0, 1, … whatever the tactics), the
 * active hero stands on the Portal (R-PAREA-7, R-MOVE-8.4(i)), and everything the fixture does not name stays
 * as the seed's setup left it. A combat in progress, Shields, ruins tokens, pile orders and fixed die rolls are
 * written last ({@code docs/fixtures.md}, "A combat in progress" and "Chance").
 */
public final class PositionBuilder {
  /** The Portal, the starting tile's centre. */
  public static final HexCoord PORTAL = new HexCoord(0, 0);
  private static final String WOUND = "wound";

  private PositionBuilder() {}

  /**
   * Builds a fixture's starting position.
   *
   * @param engine the engine whose {@code start} gives the seed's setup
   * @param setup the fixture setup
   * @return the position
   * @throws IllegalArgumentException if the overrides cannot be satisfied (for example more Wounds than the
   *     Wound deck holds)
   * @throws io.github.mkrules.api.InvalidConfigException if the engine refuses the scenario or heroes
   */
  public static GameState build(Engine engine, FixtureSetup setup) {
    GameState base = engine.start(Configs.of(setup.scenario(), setup.seed(), setup.heroes(), setup.options()));
    int n = base.players().size();
    boolean turn = setup.phase() == StartPhase.TURN;
    List<String> tacticSet = tactics(setup.time(), base.supply().removedTactics());
    List<String> common = new ArrayList<>(tacticSet);
    Optional<String> dummyTactic = turn ? setup.dummy().flatMap(FixtureSetup.DummySetup::tactic)
        // S-FULL-COOP-01: a cooperative Dummy has taken its tactic when tactic selection begins
        : base.dummy().flatMap(DummyState::tactic).map(t -> common.contains(t) ? t : common.get(0));
    dummyTactic.ifPresent(common::remove);
    List<Optional<String>> held = turn ? heldTactics(setup, n, common) : List.of();
    if (turn && base.dummy().isPresent() && dummyTactic.isEmpty() && !common.isEmpty()) {
      dummyTactic = Optional.of(common.remove(0)); // the Dummy took a tactic too (S-GENERAL-11)
    }
    List<PlayerState> players = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Optional<String> tactic = turn ? held.get(i) : Optional.empty();
      players.add(player(base.player(i), setup.player(i), tactic, turn && i == 0));
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    MapBuilder mapBuilder = new MapBuilder(base.supply().enemyPiles(), id -> token(engine, setup, id).color());
    MapState map = mapBuilder.build(base.map(), setup);
    Supply supply = supply(base.supply(), setup, players, mapBuilder);
    TurnState turnState = turn ? firstTurn(players.get(0), setup.tokens()) : TurnState.NONE;
    GameState position = base.withRound(setup.round()).withTime(setup.time())
        .withPhase(turn ? Phase.PLAYER_TURNS : Phase.TACTIC_SELECTION).withPlayers(players).withTurnOrder(order)
        .withTurnIndex(0).withTactics(List.copyOf(common)).withMap(map).withSource(source(base, setup))
        .withSupply(supply).withTurn(turnState).withFinalTurns(-1).withGameEndTurns(-1).withEndReason("")
        .withDummy(dummy(base, setup, dummyTactic, players)).withUndo(null);
    return withChanceAndCombat(position, engine, setup);
  }

  /**
   * The Dummy player as the fixture changes it; by default, in phase turn, it holds the next tactic after the
   * players' and its place in the Round Order follows the tactics' numbers (S-GENERAL-11).
   */
  private static Optional<DummyState> dummy(GameState base, FixtureSetup setup, Optional<String> tactic,
      List<PlayerState> players) {
    if (base.dummy().isEmpty()) {
      if (setup.dummy().isPresent()) {
        throw new IllegalArgumentException("the scenario " + setup.scenario() + " with " + players.size()
            + " player(s) has no Dummy player");
      }
      return base.dummy();
    }
    DummyState d = base.dummy().get();
    FixtureSetup.DummySetup o = setup.dummy().orElse(new FixtureSetup.DummySetup(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.empty(), java.util.OptionalInt.empty(), Optional.empty()));
    int place = o.orderPosition().orElseGet(() -> placeAfter(tactic, players));
    return Optional.of(d.withDeck(o.deck().orElse(d.deck())).withDiscard(o.discard().orElse(d.discard()))
        .withCrystals(o.crystals().orElse(d.crystals())).withTactic(tactic).withOrderPosition(place)
        .withSkillStack(o.skillStack().orElse(d.skillStack())));
  }

  /** The Dummy's place: after every player whose tactic has a lower number (S-GENERAL-11). */
  private static int placeAfter(Optional<String> tactic, List<PlayerState> players) {
    if (tactic.isEmpty()) {
      return 0;
    }
    int number = Content.base().tactic(tactic.get()).number();
    int before = 0;
    for (PlayerState p : players) {
      before += p.tactic().map(t -> Content.base().tactic(t).number() < number).orElse(false) ? 1 : 0;
    }
    return before;
  }

  /**
   * The engine a fixture runs against: the given one, or, when the fixture writes out enemy tokens of its own, a
   * core engine over the same content with those tokens added ({@code Content.withEnemies}).
   *
   * @param engine the engine under test
   * @param setup the fixture setup
   * @return the engine that knows every enemy token of the setup
   * @throws IllegalArgumentException if the engine cannot take extra enemy tokens
   * @throws io.github.mkrules.core.content.DataException if it refuses one (an ability it does not implement)
   */
  public static Engine engineFor(Engine engine, FixtureSetup setup) {
    List<EnemyToken> missing = setup.enemyTokens().stream()
        .filter(t -> engine.catalogue().enemy(t.id()).isEmpty()).toList();
    if (missing.isEmpty()) {
      return engine;
    }
    CoreEngine core = CoreEngines.of(engine).orElseThrow(() -> new IllegalArgumentException(
        "enemy tokens written out by a fixture need an engine that takes extra content, such as the core engine"));
    return new CoreEngine(core.content().withEnemies(missing), List.copyOf(core.scenarios().values()));
  }

  /**
   * The parts of a position that chance or a combat decides: ruins tokens and Shields on the map, the combat in
   * progress with its tokens accounted for, the order of the piles, and the chance state for the next die rolls.
   */
  private static GameState withChanceAndCombat(GameState s, Engine engine, FixtureSetup setup) {
    MapState map = s.map();
    Supply supply = s.supply();
    if (setup.ruins().isPresent()) {
      List<String> pile = supply.ruinsPile();
      for (MapRuins old : map.ruins()) {
        pile = Pools.plus(pile, List.of(old.token()));
      }
      for (MapRuins placed : setup.ruins().get()) {
        pile = Pools.minus(pile, List.of(placed.token()));
      }
      map = map.withRuins(setup.ruins().get());
      supply = supply.withRuinsPile(pile);
    }
    map = map.withShields(setup.shields().orElse(map.shields()));
    TurnState turn = s.turn();
    if (setup.combat().isPresent()) {
      CombatBuilder combat = new CombatBuilder(id -> token(engine, setup, id), map.enemies(), supply.enemyPiles(),
          supply.enemyDiscards());
      CombatState c = combat.build(setup.combat().get(), s.player(0).position().orElse(PORTAL));
      map = map.withEnemies(combat.map());
      supply = supply.withEnemyPiles(combat.piles()).withEnemyDiscards(combat.discards());
      turn = turn.withStage(TurnStage.AFTER_ACTION).withCombat(Optional.of(c)); // the combat is the turn's action
    }
    FixturePiles piles = setup.piles();
    Map<EnemyColor, List<String>> enemyPiles = new EnumMap<>(EnemyColor.class);
    enemyPiles.putAll(supply.enemyPiles());
    enemyPiles.putAll(piles.enemyPiles());
    Map<EnemyColor, List<String>> discards = new EnumMap<>(EnemyColor.class);
    discards.putAll(supply.enemyDiscards());
    discards.putAll(piles.enemyDiscards());
    supply = supply.withArtifactDeck(piles.artifactDeck().orElse(supply.artifactDeck()))
        .withRuinsPile(piles.ruinsPile().orElse(supply.ruinsPile()))
        .withRegularUnits(piles.regularUnits().orElse(supply.regularUnits()))
        .withEliteUnits(piles.eliteUnits().orElse(supply.eliteUnits()))
        .withEnemyPiles(enemyPiles).withEnemyDiscards(discards);
    return s.withMap(map).withSupply(supply).withTurn(turn).withRng(rng(s.rng(), engine, piles.dice()));
  }

  /** The enemy token type of an id: the fixture's own, or the engine's. */
  private static EnemyToken token(Engine engine, FixtureSetup setup, String id) {
    return setup.enemyTokens().stream().filter(t -> t.id().equals(id)).findFirst()
        .orElseGet(() -> engine.catalogue().enemy(id)
            .orElseThrow(() -> new IllegalArgumentException("the engine does not know the enemy \"" + id + "\"")));
  }

  /** The chance state whose next die rolls are the fixture's; the core engine's chance is searched. */
  private static long rng(long seedState, Engine engine, List<ManaColor> dice) {
    if (dice.isEmpty()) {
      return seedState;
    }
    if (CoreEngines.of(engine).isEmpty()) {
      throw new IllegalArgumentException("fixing die rolls needs the core engine, whose chance state is known");
    }
    return DiceRolls.stateFor(seedState, dice);
  }

  /** The tactic cards of one time of day in number order, without those removed from the game. */
  private static List<String> tactics(TimeOfDay time, List<String> removed) {
    List<String> out = new ArrayList<>();
    Content.base().tactics().stream()
        .filter(t -> t.time() == time)
        .sorted(Comparator.comparingInt(Tactic::number))
        .forEach(t -> out.add(t.id()));
    out.removeAll(removed);
    return List.copyOf(out);
  }

  /**
   * The tactic of each player: the fixture's where it names one, otherwise the lowest-numbered tactic still in
   * the common area, in player order. The tactics handed out leave {@code common}. The Round Order stays
   * 0, 1, … whatever the tactics' numbers.
   */
  private static List<Optional<String>> heldTactics(FixtureSetup setup, int n, List<String> common) {
    for (int i = 0; i < n; i++) {
      setup.player(i).tactic().ifPresent(t -> {
        if (!common.remove(t)) {
          throw new IllegalArgumentException("tactic " + t + " is not in this game's tactic set");
        }
      });
    }
    List<Optional<String>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Optional<String> given = setup.player(i).tactic();
      if (given.isEmpty() && common.isEmpty()) {
        throw new IllegalArgumentException("not enough tactics for " + n + " players");
      }
      out.add(given.isPresent() ? given : Optional.of(common.remove(0)));
    }
    return out;
  }

  private static PlayerState player(PlayerState p, PlayerOverrides o, Optional<String> tactic, boolean active) {
    List<String> hand = p.hand();
    List<String> deck = p.deck();
    List<String> discard = p.discard();
    if (o.replacesCards()) {
      hand = o.hand().orElse(List.of());
      deck = o.deck().orElse(List.of());
      discard = o.discard().orElse(List.of());
    }
    Optional<HexCoord> position = o.position().isPresent() ? o.position()
        : active ? Optional.of(PORTAL) : Optional.empty();
    List<String> skills = o.skills().orElse(p.skills());
    return new PlayerStateBuilder().from(p).hand(hand).deck(deck).discard(discard).playArea(List.of())
        .fame(o.fame().orElse(p.fame())).reputation(o.reputation().orElse(p.reputation()))
        .level(o.level().orElse(p.level())).crystals(o.crystals().orElse(p.crystals()))
        .skills(skills).skillStack(o.skillStack().orElse(Pools.minus(p.skillStack(), skills)))
        .flippedSkills(List.of()).skillsInCentre(o.skillsInCentre().orElse(List.of())).tactic(tactic)
        .position(position).roundOrderFaceDown(o.roundOrderFaceDown().orElse(false)).tacticFlipped(false)
        .tacticPile(o.tacticPile().orElse(List.of())).manaStealDie(-1).nextDrawBonus(0).setAside(List.of())
        .keptDice(List.of()).roundEffects(List.of())
        .units(o.units().map(PositionBuilder::units).orElse(p.units())).build();
  }

  /** The units of a player's setup, with the Banner assigned to each (R-UNITS-8), face up. */
  private static List<UnitState> units(List<FixtureSetup.UnitSetup> written) {
    List<UnitState> out = new ArrayList<>();
    for (FixtureSetup.UnitSetup u : written) {
      out.add(new UnitState(u.unit(), u.isReady(), u.woundCount(), u.banner(), false, u.isBonded()));
    }
    return out;
  }

  private static TurnState firstTurn(PlayerState active, List<ManaColor> tokens) {
    TurnState t = TurnState.start(active.index(), active.deck().isEmpty(), active.hand().isEmpty());
    return t.withTokens(tokens);
  }

  private static List<ManaDie> source(GameState base, FixtureSetup setup) {
    if (setup.source().isEmpty()) {
      return base.source();
    }
    List<ManaDie> dice = new ArrayList<>();
    for (ManaColor color : setup.source().get()) {
      dice.add(new ManaDie(color, -1));
    }
    return dice;
  }

  /**
   * The supply: offers and decks as the fixture names them, Wounds and Advanced Actions, Spells and Artifacts
   * held by players taken out of the Wound deck and their decks, enemy tokens as the map builder left them.
   */
  private static Supply supply(Supply s, FixtureSetup setup, List<PlayerState> players, MapBuilder map) {
    List<String> held = new ArrayList<>();
    List<String> units = new ArrayList<>();
    int wounds = 0;
    for (int i = 0; i < players.size(); i++) {
      PlayerState p = players.get(i);
      if (setup.player(i).replacesCards()) {
        for (List<String> pile : List.of(p.hand(), p.deck(), p.discard(), p.tacticPile())) {
          for (String card : pile) {
            if (card.equals(WOUND)) {
              wounds++;
            } else {
              held.add(card);
            }
          }
        }
      }
      if (setup.player(i).units().isPresent()) {
        for (UnitState unit : p.units()) {
          units.add(unit.unit());
          wounds += unit.wounds(); // R-UNITS-3.3: the Wound cards on units come from the Wound deck too
          unit.banner().ifPresent(held::add); // R-UNITS-8: a Banner under a unit leaves the Artifact deck
        }
      }
    }
    if (wounds > s.wounds()) {
      throw new IllegalArgumentException("the players hold " + wounds + " Wounds but the Wound deck has only "
          + s.wounds());
    }
    List<String> aaOffer = setup.advancedActionOffer().orElse(offerLeft(s.advancedActionOffer(),
        s.advancedActionDeck(), held));
    List<String> monasteryOffer = setup.unitOfferAdvancedActions().orElse(s.unitOfferAdvancedActions());
    List<String> aaDeck = setup.advancedActionDeck().orElse(deckLeft(s.advancedActionDeck(),
        Pools.plus(s.advancedActionOffer(), s.unitOfferAdvancedActions()), Pools.plus(aaOffer, monasteryOffer), held,
        DeedCardType.ADVANCED_ACTION));
    List<String> spellOffer = setup.spellOffer().orElse(offerLeft(s.spellOffer(), s.spellDeck(), held));
    List<String> spellDeck = setup.spellDeck().orElse(
        deckLeft(s.spellDeck(), s.spellOffer(), spellOffer, held, DeedCardType.SPELL));
    List<String> artifacts = Pools.minus(s.artifactDeck(), held);
    UnitSupply unitSupply = UnitSupply.of(s, setup.unitOffer(), units);
    List<String> skillOffer = setup.commonSkillOffer().orElse(Pools.minus(s.commonSkillOffer(), skillsHeld(players)));
    return new Supply(unitSupply.regular(), unitSupply.elite(), unitSupply.offer(), monasteryOffer, aaDeck,
        aaOffer, spellDeck, spellOffer, artifacts, map.piles(), s.enemyDiscards(), s.ruinsPile(), s.ruinsDiscard(),
        s.wounds() - wounds, skillOffer, s.removedTactics(), s.removedUnits());
  }

  private static List<String> skillsHeld(List<PlayerState> players) {
    List<String> out = new ArrayList<>();
    for (PlayerState p : players) {
      out.addAll(p.skills());
    }
    return out;
  }

  /**
   * The seed's offer without the cards the players hold: each such card leaves the offer and the deck's next
   * card not held takes its place (R-GAIN-3.1: an offer is replenished from its deck).
   */
  private static List<String> offerLeft(List<String> offer, List<String> deck, List<String> held) {
    List<String> out = new ArrayList<>(offer);
    List<String> refills = new ArrayList<>(Pools.minus(deck, held));
    for (int i = 0; i < out.size(); i++) {
      if (held.contains(out.get(i)) && !refills.isEmpty()) {
        out.set(i, refills.remove(0));
      }
    }
    return out;
  }

  /**
   * What stays in a deck: the seed's offer cards the fixture's offer replaced go back under it, and the
   * cards now in the fixture's offer or in players' hands leave it.
   */
  private static List<String> deckLeft(List<String> deck, List<String> oldOffer, List<String> newOffer,
      List<String> held, DeedCardType type) {
    List<String> pool = Pools.plus(deck, Pools.minus(oldOffer, newOffer));
    List<String> taken = new ArrayList<>(Pools.minus(newOffer, oldOffer));
    for (String card : held) {
      if (Content.base().card(card).type() == type) {
        taken.add(card);
      }
    }
    return Pools.minus(pool, taken);
  }
}
