package io.github.mkrules.testkit;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.Multiset;
import com.google.common.collect.Multisets;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.ScenarioState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.Levels;
import io.github.mkrules.core.content.StartingDeck;
import io.github.mkrules.scenarios.MageKnight;
import io.github.mkrules.testkit.cli.MapHexes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Invariants every reachable state of the base game must satisfy, checked against the bundled content
 * ({@code Content.base()}) and the bundled scenario definitions. Each check returns the violations it finds,
 * empty when the state is fine; {@link #assertNone} turns them into an {@link InvariantViolation}.
 *
 * <p>Conservation checks count every copy of a component in all the places the state can hold it. Where the
 * engine does not yet implement a rule the check is the weaker statement that stays true once it does:
 * levels are checked as {@code level <= levelForFame(fame)} because level-up (R-ENDTURN-6) is not yet
 * implemented, and deed cards gained during play (Advanced Actions, Spells, Artifacts) are counted wherever
 * they are, so the check holds before and after gaining is implemented.
 */
public final class Invariants {
  private static final String WOUND = "wound";
  private static final String MONASTERY = "monastery";
  private static final String CITY = "city";
  /** Scenario markers that are sites: marker kind to site id (S-DUNGEON-LORDS-01, S-DUNGEON-LORDS-03). */
  private static final Map<String, String> SECRET_SITES = Map.of("secret-dungeon", "dungeon", "secret-tomb", "tomb");

  private final Content content;
  private final Map<String, ScenarioDefinition> scenarios;
  private final HeroInvariants hero;

  private Invariants(Content content, Map<String, ScenarioDefinition> scenarios) {
    this.content = content;
    this.scenarios = scenarios;
    this.hero = new HeroInvariants(content);
  }

  /**
   * The invariants of the base game with the bundled scenarios.
   *
   * @return the checks
   */
  public static Invariants base() {
    return new Invariants(Content.base(), MageKnight.engine().scenarios());
  }

  /**
   * Throws the first violation, if any.
   *
   * @param violations the result of a check
   * @throws InvariantViolation naming the rule of the first violation, with all of them in the message
   */
  public static void assertNone(List<Violation> violations) {
    if (!violations.isEmpty()) {
      Violation first = violations.get(0);
      throw new InvariantViolation(first.ruleId(),
          violations.size() == 1 ? first.message() : first.message() + " (and " + violations.subList(1, violations.size()) + ")");
    }
  }

  /**
   * Every single-state check.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> check(GameState state) {
    List<Violation> out = new ArrayList<>();
    out.addAll(basicActionsConserved(state));
    out.addAll(supplyCardsConserved(state));
    out.addAll(woundsConserved(state));
    out.addAll(unitsConserved(state));
    out.addAll(bannersOnUnits(state));
    out.addAll(enemyTokensConserved(state));
    out.addAll(ruinsTokensConserved(state));
    out.addAll(tilesUnique(state));
    out.addAll(crystalLimit(state));
    out.addAll(unitsWithinCommand(state));
    out.addAll(levelsConsistent(state));
    out.addAll(sourceDice(state));
    out.addAll(roundLimit(state));
    out.addAll(turnPlayer(state));
    out.addAll(tacticsUnique(state));
    out.addAll(dummyCards(state));
    out.addAll(combatConsistent(state));
    out.addAll(shieldsOnSites(state));
    out.addAll(hero.levelsReached(state));
    out.addAll(hero.skillTokens(state));
    return out;
  }

  /**
   * Every check of one step: the single-state checks of {@code after} and the checks comparing the two.
   *
   * @param before the state an action was applied to
   * @param after the resulting state
   * @return the violations
   */
  public List<Violation> checkStep(GameState before, GameState after) {
    List<Violation> out = check(after);
    out.addAll(tilesOnlyGrow(before, after));
    if (after.round() < before.round()) {
      out.add(new Violation("R-ROUND-1", "the round went back from " + before.round() + " to " + after.round()));
    }
    return out;
  }

  /**
   * Every check of one step with its events: {@link #checkStep(GameState, GameState)} and
   * {@link #fameAnnounced}, so that over a game each player's Fame is the sum of the Fame its events announced.
   *
   * @param before the state an action was applied to
   * @param after the resulting state
   * @param events the events of the action
   * @return the violations
   */
  public List<Violation> checkStep(GameState before, GameState after, List<Event> events) {
    List<Violation> out = checkStep(before, after);
    out.addAll(fameAnnounced(before, after, events));
    out.addAll(hero.skillUses(before, after, events));
    out.addAll(HeroInvariants.influenceSpentInInteraction(before, after, events));
    return out;
  }

  /** All deed cards a player holds: hand, deck, discard pile, play area and thrown-away cards. */
  private static Multiset<String> cardsOf(PlayerState p) {
    Multiset<String> cards = HashMultiset.create();
    cards.addAll(p.hand());
    cards.addAll(p.deck());
    cards.addAll(p.discard());
    cards.addAll(p.playArea());
    cards.addAll(p.removed());
    cards.addAll(p.tacticPile()); // cards set aside under Sparing Power are still the player's
    cards.addAll(p.setAside());   // and those set aside until the end of the Round (Time Bending)
    for (io.github.mkrules.api.state.UnitState unit : p.units()) {
      unit.banner().ifPresent(cards::add); // R-UNITS-8: a Banner assigned to a unit
    }
    return cards;
  }

  /**
   * R-PAREA-4: each player's Basic Action cards (hand + deck + discard + play area + removed) are exactly the
   * 16 cards of the hero's starting deck; Basic Actions are never gained, except that Mind Steal takes an Action
   * card discarded by another player for good: so a player's Basic Actions may differ from the starting deck only
   * by cards that another player lacks (every Basic Action of the table stays in exactly one player's cards).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> basicActionsConserved(GameState state) {
    List<Violation> out = new ArrayList<>();
    Multiset<String> surplus = HashMultiset.create();
    Multiset<String> deficit = HashMultiset.create();
    List<Violation> differing = new ArrayList<>();
    for (PlayerState p : state.players()) {
      Multiset<String> basic = HashMultiset.create();
      for (Multiset.Entry<String> e : cardsOf(p).entrySet()) {
        if (!content.hasCard(e.getElement())) {
          out.add(new Violation("R-PAREA-4", p.hero() + " holds unknown card '" + e.getElement() + "'"));
        } else if (content.card(e.getElement()).type() == DeedCardType.BASIC_ACTION) {
          basic.add(e.getElement(), e.getCount());
        }
      }
      Multiset<String> expected = HashMultiset.create(StartingDeck.of(content.heroOrNull(p.hero()), content.cards()));
      if (!basic.equals(expected)) {
        differing.add(new Violation("R-PAREA-4", p.hero() + "'s Basic Actions are " + basic + " but the starting deck is " + expected));
        surplus.addAll(Multisets.difference(basic, expected));
        deficit.addAll(Multisets.difference(expected, basic));
      }
    }
    if (!surplus.equals(deficit)) {
      out.addAll(differing); // a card gained from nowhere or lost to nobody, not taken from another player
    }
    return out;
  }

  /**
   * R-UNITS-8: a card under a unit is a Banner artifact, on one unit only (the card conservation counts it once), and
   * only a Banner lies face down (R-ROUND-2.7(i)).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> bannersOnUnits(GameState state) {
    List<Violation> out = new ArrayList<>();
    Multiset<String> banners = HashMultiset.create();
    for (PlayerState p : state.players()) {
      for (io.github.mkrules.api.state.UnitState unit : p.units()) {
        if (unit.banner().isPresent()) {
          String card = unit.banner().get();
          banners.add(card);
          if (!content.hasCard(card) || !content.card(card).banner()) {
            out.add(new Violation("R-UNITS-8", p.hero() + "'s unit " + unit.unit() + " holds '" + card
                + "', which is not a Banner"));
          }
        } else if (unit.bannerFlipped()) {
          out.add(new Violation("R-ROUND-2.7", p.hero() + "'s unit " + unit.unit() + " has a face-down Banner but none"));
        }
      }
    }
    for (Multiset.Entry<String> e : banners.entrySet()) {
      if (e.getCount() > 1) {
        out.add(new Violation("R-UNITS-8", "'" + e.getElement() + "' is assigned to " + e.getCount() + " units"));
      }
    }
    return out;
  }

  /**
   * R-SETUP-3, R-SETUP-5, R-SETUP-6: every Advanced Action, Spell and Artifact is in exactly one place, its
   * deck, its offer, the Units offer or a player's cards, as many times as it has copies.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> supplyCardsConserved(GameState state) {
    Multiset<String> seen = HashMultiset.create();
    seen.addAll(state.supply().advancedActionDeck());
    seen.addAll(state.supply().advancedActionOffer());
    seen.addAll(state.supply().unitOfferAdvancedActions());
    seen.addAll(state.supply().spellDeck());
    seen.addAll(state.supply().spellOffer());
    seen.addAll(state.supply().artifactDeck());
    for (PlayerState p : state.players()) {
      seen.addAll(cardsOf(p));
    }
    state.dummy().ifPresent(dummy -> {
      seen.addAll(dummy.deck());    // S-GENERAL-15: Advanced Actions go into the Dummy's deck
      seen.addAll(dummy.discard());
    });
    seen.addAll(state.scenarioState().outOfGame()); // S-SOLO-CONQUEST: cards taken out at setup
    state.scenarioState().drafted().forEach(seen::addAll);    // V-DECK-DRAFT-03: drafted cards kept aside
    state.scenarioState().draftHands().forEach(seen::addAll); // V-DECK-DRAFT-02: hands during the draft
    for (io.github.mkrules.api.state.PendingChoice c : state.choices()) {
      if (c.context().equals(List.of("artifact"))) {
        seen.addAll(c.options()); // R-ENDTURN-5.2: Artifacts drawn for a reward choice
      } else if (c.kind() == io.github.mkrules.api.DecisionKind.UPGRADE_ACTION) {
        seen.addAll(c.options()); // V-DECK-UPGRADE-01: the revealed Advanced Actions
      } else if (c.kind() == io.github.mkrules.api.DecisionKind.UPGRADE_REMOVE) {
        seen.addAll(c.context().subList(2, c.context().size())); // the card taken and the others revealed
      }
    }
    List<Violation> out = new ArrayList<>();
    for (DeedCard card : content.cards()) {
      DeedCardType type = card.type();
      if ((type == DeedCardType.ADVANCED_ACTION || type == DeedCardType.SPELL || type == DeedCardType.ARTIFACT)
          && seen.count(card.id()) != card.copies()) {
        String rule = type == DeedCardType.SPELL ? "R-SETUP-5" : type == DeedCardType.ARTIFACT ? "R-SETUP-3" : "R-SETUP-6";
        out.add(new Violation(rule, "'" + card.id() + "' is found " + seen.count(card.id()) + " time(s) but has "
            + card.copies() + " cop(ies)"));
      }
    }
    return out;
  }

  /**
   * R-SETUP-4 (decision U4, 40 Wound cards): the Wound deck plus the Wounds in all players' cards is the number
   * of Wound cards.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> woundsConserved(GameState state) {
    int total = state.supply().wounds();
    if (state.supply().wounds() < 0) {
      return List.of(new Violation("R-SETUP-4", "the Wound deck holds " + total + " cards"));
    }
    for (PlayerState p : state.players()) {
      total += cardsOf(p).count(WOUND);
      for (UnitState unit : p.units()) {
        total += unit.wounds(); // R-UNITS-3.3: Wound cards lying on units
      }
    }
    int copies = content.card(WOUND).copies();
    return total == copies ? List.of()
        : List.of(new Violation("R-SETUP-4", "Wound deck " + state.supply().wounds() + " + Wounds held = " + total
            + " but there are " + copies + " Wound cards"));
  }

  /**
   * R-SETUP-8, R-SETUP-9: every Regular unit card is in the Regular deck, the Units offer or a unit area, as
   * many times as it has copies; Elite units at most as many times (a scenario may leave them out,
   * S-FIRST-RECON-05).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> unitsConserved(GameState state) {
    Multiset<String> seen = HashMultiset.create();
    seen.addAll(state.supply().regularUnits());
    seen.addAll(state.supply().eliteUnits());
    seen.addAll(state.supply().unitOffer());
    seen.addAll(state.supply().removedUnits()); // disbanded or destroyed (R-UNITS-4.1, R-COMBAT-DMG-6.2)
    for (PlayerState p : state.players()) {
      for (UnitState unit : p.units()) {
        seen.add(unit.unit());
      }
    }
    List<Violation> out = new ArrayList<>();
    for (UnitCard unit : content.units()) {
      int count = seen.count(unit.id());
      if (unit.elite() ? count > unit.copies() : count != unit.copies()) {
        out.add(new Violation(unit.elite() ? "R-SETUP-8" : "R-SETUP-9",
            "unit '" + unit.id() + "' is found " + count + " time(s) but has " + unit.copies() + " cop(ies)"));
      }
    }
    return out;
  }

  /**
   * R-SETUP-2: every enemy token is in its colour's pile, that pile's discards, on the map or drawn into the
   * combat under way (R-COMBAT-START-3), as many times as it has copies, and a token on the map has its own
   * colour's back.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> enemyTokensConserved(GameState state) {
    Multiset<String> seen = HashMultiset.create();
    state.supply().enemyPiles().values().forEach(seen::addAll);
    state.supply().enemyDiscards().values().forEach(seen::addAll);
    state.turn().combat().ifPresent(c -> c.enemies().stream()
        .filter(e -> e.hex().isEmpty() && !e.defeated()).forEach(e -> seen.add(e.enemy())));
    List<Violation> out = new ArrayList<>();
    for (MapEnemy enemy : state.map().enemies()) {
      seen.add(enemy.enemy());
      if (!enemyKnown(enemy.enemy()) || content.enemy(enemy.enemy()).color() != enemy.color()) {
        out.add(new Violation("R-SETUP-2", "enemy '" + enemy.enemy() + "' at " + enemy.hex() + " lies with a "
            + enemy.color() + " back"));
      }
    }
    for (EnemyToken token : content.enemies()) {
      if (seen.count(token.id()) != token.copies()) {
        out.add(new Violation("R-SETUP-2", "enemy '" + token.id() + "' is found " + seen.count(token.id())
            + " time(s) but has " + token.copies() + " cop(ies)"));
      }
    }
    if (seen.size() != content.enemies().stream().mapToInt(EnemyToken::copies).sum()) {
      out.add(new Violation("R-SETUP-2", "there are " + seen.size() + " enemy tokens in play"));
    }
    return out;
  }

  private boolean enemyKnown(String id) {
    return content.enemies().stream().anyMatch(e -> e.id().equals(id));
  }

  /**
   * R-SETUP-2: every ruins token is once in the ruins pile, its discards or on the map (drawn for Ancient Ruins).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> ruinsTokensConserved(GameState state) {
    Multiset<String> seen = HashMultiset.create(state.supply().ruinsPile());
    seen.addAll(state.supply().ruinsDiscard());
    state.map().ruins().forEach(r -> seen.add(r.token()));
    Multiset<String> expected = HashMultiset.create();
    for (RuinsToken token : content.ruins()) {
      expected.add(token.id());
    }
    return seen.equals(expected) ? List.of()
        : List.of(new Violation("R-SETUP-2", "ruins tokens " + seen + " but the game has " + expected));
  }

  /**
   * R-SETUP-14, R-MOVE-5: every map tile is in at most one place: on the map, in the stack, or among the
   * unused tiles.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> tilesUnique(GameState state) {
    Multiset<String> seen = HashMultiset.create(state.map().tiles().values());
    seen.addAll(state.map().tileStack());
    seen.addAll(state.map().unusedCountryside());
    seen.addAll(state.map().unusedCore());
    List<Violation> out = new ArrayList<>();
    for (Multiset.Entry<String> e : seen.entrySet()) {
      if (e.getCount() > 1) {
        out.add(new Violation("R-SETUP-14", "tile '" + e.getElement() + "' is in " + e.getCount() + " places"));
      }
    }
    return out;
  }

  /**
   * R-MANA-1.2: an Inventory holds 0 to 3 crystals of each basic colour.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> crystalLimit(GameState state) {
    List<Violation> out = new ArrayList<>();
    for (PlayerState p : state.players()) {
      for (ManaColor color : ManaColor.basicColors()) {
        int n = p.crystals().get(color);
        if (n < 0 || n > Crystals.MAX_PER_COLOR) {
          out.add(new Violation("R-MANA-1.2", p.hero() + " holds " + n + " " + color.id() + " crystals"));
        }
      }
    }
    return out;
  }

  /**
   * R-PAREA-3, R-PAREA-2.1: a player has no more units than Command tokens (those of the level, plus Bonds of
   * Loyalty).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> unitsWithinCommand(GameState state) {
    return hero.unitsWithinCommand(state);
  }

  /**
   * R-PAREA-2, R-SETUP-1: Fame is not negative, the level is on the level table and not above the level the
   * Fame gives (level-up is a later rule area, so a lower level is allowed), and Reputation is on the track
   * (-7 to +7).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> levelsConsistent(GameState state) {
    List<Violation> out = new ArrayList<>();
    Levels levels = content.levels();
    int lowest = 0; // V-AUCTION-06: a hero auction's bid takes the Fame below 0
    for (String bid : state.config().options().getOrDefault("auction-bids", "0").split(",")) {
      lowest = Math.min(lowest, -Integer.parseInt(bid.trim()));
    }
    for (PlayerState p : state.players()) {
      if (p.fame() < lowest) {
        out.add(new Violation("R-PAREA-2", p.hero() + " has Fame " + p.fame()));
      } else if (p.level() < 1 || p.level() > levels.levelForFame(p.fame())) {
        out.add(new Violation("R-PAREA-2", p.hero() + " is level " + p.level() + " with Fame " + p.fame()
            + " (level " + levels.levelForFame(p.fame()) + " by the table)"));
      }
      if (p.reputation() < -7 || p.reputation() > 7) {
        out.add(new Violation("R-SETUP-1", p.hero() + " has Reputation " + p.reputation()));
      }
    }
    return out;
  }

  /**
   * R-SETUP-11.2, R-MANA-3.1, CTX-06: the Source has players + 2 dice (S-BLITZ-CONQUEST-04: one more; the
   * Dummy player does not count), and a die is out of the Source only while the
   * active player has it during their turn.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> sourceDice(GameState state) {
    List<Violation> out = new ArrayList<>();
    ScenarioDefinition scenario = scenarios.get(state.config().scenario());
    int expected = state.players().size() + 2 + (scenario == null ? 0 : scenario.start().extraDice());
    if (state.source().size() != expected) {
      out.add(new Violation("R-SETUP-11.2", "the Source has " + state.source().size() + " dice, not " + expected));
    }
    int active = state.phase() == Phase.PLAYER_TURNS ? state.turn().player() : -1;
    for (int i = 0; i < state.source().size(); i++) {
      ManaDie die = state.source().get(i);
      boolean onManaSteal = die.takenBy() >= 0 && state.player(die.takenBy()).manaStealDie() == i;
      boolean kept = die.takenBy() >= 0 && state.player(die.takenBy()).keptDice().contains(i); // Mana Claim
      if (die.takenBy() != -1 && die.takenBy() != active && !onManaSteal && !kept) {
        out.add(new Violation("R-MANA-3.1", "a die is held by player " + die.takenBy() + " outside their turn"));
      }
    }
    for (PlayerState p : state.players()) {
      for (int i : p.keptDice()) {
        if (i >= state.source().size() || state.source().get(i).takenBy() != p.index()) {
          out.add(new Violation("R-ROUND-2.2", "player " + p.index() + " keeps die " + i + ", which they do not hold"));
        }
      }
    }
    return out;
  }

  /**
   * R-FLOW-4, S-FIRST-RECON-09: the round number never passes the scenario's number of rounds.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> roundLimit(GameState state) {
    ScenarioDefinition scenario = scenarios.get(state.config().scenario());
    ScenarioSetup setup = scenario == null ? null : scenario.setupFor(state.config());
    if (state.round() < 1 || setup != null && state.round() > setup.rounds()) {
      return List.of(new Violation("R-FLOW-4", "round " + state.round() + " in a scenario of "
          + (setup == null ? "?" : setup.rounds()) + " rounds"));
    }
    return List.of();
  }

  /**
   * R-SETUP-10, R-ROUND-3.3, R-ROUND-4: the Round Order column holds every player once, and the player asked to
   * decide is a real player; in player turns it is the one at the column's turn index.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> turnPlayer(GameState state) {
    List<Violation> out = new ArrayList<>();
    int n = state.players().size();
    List<Integer> sorted = new ArrayList<>(state.turnOrder());
    sorted.sort(null);
    List<Integer> playing = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!state.scenarioState().eliminated().contains(i)) {
        playing.add(i); // S-ONE-TO-RETURN-01: an eliminated player leaves the Round Order
      }
    }
    if (!sorted.equals(playing)) {
      out.add(new Violation("R-SETUP-10", "Round Order column " + state.turnOrder() + " for players " + playing));
      return out;
    }
    Status status = CoreEngine.statusOf(state);
    if (status instanceof Status.Decision) {
      int player = ((Status.Decision) status).player();
      if (player < 0 || player >= n) {
        out.add(new Violation("R-ROUND-4", "the deciding player is " + player + " of " + n));
      } else if (state.phase() == Phase.PLAYER_TURNS && state.turn().player() >= 0 // S-FULL-COOP-02: between rounds
          && (state.turnIndex() < 0 || state.turnIndex() >= n || state.turnOrder().get(state.turnIndex()) != player)
          && !(ownsTopChoice(state, player) && state.turnOrder().get(state.turnIndex()) == state.turn().player())) {
        // a pending choice may belong to another player than the one whose turn it is (an interactive Spell)
        out.add(new Violation("R-ROUND-4", "player " + player + " is active but the turn index is " + state.turnIndex()));
      }
    }
    return out;
  }

  /** Whether the top pending choice is the given player's (a decision outside one's own turn). */
  private static boolean ownsTopChoice(GameState state, int player) {
    return !state.choices().isEmpty() && state.choices().get(state.choices().size() - 1).player() == player
        && state.turnIndex() >= 0 && state.turnIndex() < state.turnOrder().size();
  }

  /**
   * R-ROUND-3.1: a tactic card is in one place: the common area, one player's hand of tactics, or removed.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> tacticsUnique(GameState state) {
    Multiset<String> seen = HashMultiset.create(state.tactics());
    seen.addAll(state.supply().removedTactics());
    for (PlayerState p : state.players()) {
      p.tactic().ifPresent(seen::add);
    }
    state.dummy().flatMap(dummy -> dummy.tactic()).ifPresent(seen::add); // S-GENERAL-11
    List<Violation> out = new ArrayList<>();
    for (Multiset.Entry<String> e : seen.entrySet()) {
      if (e.getCount() > 1 || !content.hasTactic(e.getElement())) {
        out.add(new Violation("R-ROUND-3.1", "tactic '" + e.getElement() + "' is in " + e.getCount() + " places"));
      }
    }
    return out;
  }

  /**
   * S-GENERAL-07, S-GENERAL-15: the Dummy player's cards are its hero's 16 Basic Actions and the Advanced
   * Actions it gained, split between its deck and its discard pile; its crystals are never negative (it may
   * hold more than 3 of a colour, S-GENERAL-16).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> dummyCards(GameState state) {
    if (state.dummy().isEmpty()) {
      return List.of();
    }
    io.github.mkrules.api.state.DummyState dummy = state.dummy().get();
    Multiset<String> basic = HashMultiset.create();
    List<Violation> out = new ArrayList<>();
    List<String> all = new ArrayList<>(dummy.deck());
    all.addAll(dummy.discard());
    for (String card : all) {
      DeedCardType type = content.hasCard(card) ? content.card(card).type() : null;
      if (type == DeedCardType.BASIC_ACTION) {
        basic.add(card);
      } else if (type != DeedCardType.ADVANCED_ACTION) {
        out.add(new Violation("S-GENERAL-15", "the Dummy holds '" + card + "'"));
      }
    }
    Multiset<String> expected = HashMultiset.create(StartingDeck.of(content.heroOrNull(dummy.hero()), content.cards()));
    if (!basic.equals(expected)) {
      out.add(new Violation("S-GENERAL-07", "the Dummy's Basic Actions are " + basic + ", not " + expected));
    }
    for (ManaColor color : ManaColor.basicColors()) {
      if (dummy.crystals().get(color) < 0) {
        out.add(new Violation("S-GENERAL-16", "the Dummy holds " + dummy.crystals().get(color) + " " + color.id()));
      }
    }
    return out;
  }

  /**
   * The combat under way is consistent (R-COMBAT): it belongs to the turn of the player whose turn it is
   * (R-COMBAT-START-2); its Attack and Block points are never negative and exist only in the phases that gather
   * them, Ranged and Siege in the Ranged and Siege or the Attack phase, other Attack in the Attack phase, Block
   * in the Block phase, as points are lost when a phase ends (R-COMBAT-RANGED-8, R-COMBAT-BLOCK-10,
   * R-COMBAT-ATTACK-1.1); every enemy is a known token with one state per printed attack; targets are valid
   * enemy numbers in increasing order, undefeated, and chosen only in an attacking phase (R-COMBAT-RANGED-2,
   * R-COMBAT-RANGED-5.1); summoned monsters fight only in the Block and Assign Damage phases and stand in for an
   * earlier enemy (R-COMBAT-BLOCK-2, R-COMBAT-DMG-6.3); and the hero is knocked out exactly when the Wounds
   * taken in this combat reach the unmodified hand limit (R-COMBAT-DMG-5.3). Outside player turns no combat
   * exists, and a turn without a combat holds no Attack or Block points at all (they live in the combat).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> combatConsistent(GameState state) {
    if (state.turn().combat().isEmpty()) {
      return List.of();
    }
    CombatState c = state.turn().combat().get();
    List<Violation> out = new ArrayList<>();
    int n = state.players().size();
    if (state.phase() != Phase.PLAYER_TURNS) {
      out.add(new Violation("R-COMBAT-START-2", "a combat exists in phase " + state.phase()));
    } else if (state.turnIndex() < 0 || state.turnIndex() >= n
        || state.turnOrder().get(state.turnIndex()) != state.turn().player()) {
      out.add(new Violation("R-COMBAT-START-2", "a combat in the turn of player " + state.turn().player()
          + " who is not the active player"));
    }
    CombatPhase phase = c.phase();
    boolean attacking = phase == CombatPhase.RANGED_SIEGE || phase == CombatPhase.ATTACK;
    points(out, "Ranged Attack", c.ranged(), attacking, "R-COMBAT-RANGED-8", phase);
    points(out, "Siege Attack", c.siege(), attacking, "R-COMBAT-RANGED-8", phase);
    points(out, "Attack", c.melee(), phase == CombatPhase.ATTACK, "R-COMBAT-ATTACK-1", phase);
    points(out, "Block", c.block(), phase == CombatPhase.BLOCK, "R-COMBAT-BLOCK-10", phase);
    for (int i = 0; i < c.enemies().size(); i++) {
      enemyConsistent(out, c, i);
    }
    int previous = -1;
    for (int target : c.targets()) {
      if (!attacking || target <= previous || target >= c.enemies().size() || c.enemy(target).defeated()) {
        out.add(new Violation("R-COMBAT-RANGED-2", "targets " + c.targets() + " of " + c.enemies().size()
            + " enemies in phase " + phase));
        break;
      }
      previous = target;
    }
    if (c.woundsTaken() < 0 || c.fame() < 0) {
      out.add(new Violation("R-COMBAT-DMG-5.3", "the combat counts " + c.woundsTaken() + " Wounds and " + c.fame()
          + " Fame"));
    }
    if (state.turn().player() < 0 || state.turn().player() >= n) {
      return out;
    }
    PlayerState hero = state.player(state.turn().player());
    if (hero.level() >= 1 && hero.level() <= content.levels().maxLevel()
        && c.knockedOut() != c.woundsTaken() >= content.levels().row(hero.level()).handLimit()) {
      out.add(new Violation("R-COMBAT-DMG-5.3", hero.hero() + " took " + c.woundsTaken() + " Wounds in this combat"
          + " at level " + hero.level() + (c.knockedOut() ? " and is" : " but is not") + " knocked out"));
    }
    return out;
  }

  private static void points(List<Violation> out, String what, CombatPoints points, boolean gathered, String rule,
      CombatPhase phase) {
    boolean negative = points.physical() < 0 || points.fire() < 0 || points.ice() < 0 || points.coldFire() < 0;
    if (negative || !gathered && !points.equals(CombatPoints.NONE)) {
      out.add(new Violation(rule, what + " points " + points + " in phase " + phase));
    }
  }

  /** One enemy of a combat: a known token, its attacks, and a summoned monster only where one may stand. */
  private void enemyConsistent(List<Violation> out, CombatState c, int i) {
    CombatEnemy e = c.enemy(i);
    if (!enemyKnown(e.enemy())) {
      out.add(new Violation("R-COMBAT-START-3", "combat enemy " + i + " is the unknown token '" + e.enemy() + "'"));
      return;
    }
    if (e.attacks().size() != content.enemy(e.enemy()).attacks().size()) {
      out.add(new Violation("R-ABIL-19", "combat enemy " + i + " (" + e.enemy() + ") has " + e.attacks().size()
          + " attack states"));
    }
    if (e.summoned()) {
      boolean standsIn = e.summoner() < i && !c.enemy(e.summoner()).summoned();
      boolean phase = c.phase() == CombatPhase.BLOCK || c.phase() == CombatPhase.ASSIGN_DAMAGE;
      if (!standsIn || !phase || e.hex().isPresent()) {
        out.add(new Violation("R-COMBAT-BLOCK-2", "summoned monster " + i + " (" + e.enemy() + ") for enemy "
            + e.summoner() + " in phase " + c.phase()));
      }
    }
  }

  /**
   * Shields lie only on sites that can hold them: a conquered fortified site (Keep, Mage Tower, City), a
   * conquered adventure site or a burnt Monastery (R-COMBAT-OUTCOME-1.1, R-COMBAT-OUTCOME-2.2,
   * R-COMBAT-OUTCOME-2.3, R-COMBAT-OUTCOME-2.4), each of a player of the game; a site other than a City holds
   * one Shield only (a City holds one per defeated defender, R-COMBAT-OUTCOME-1.1).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> shieldsOnSites(GameState state) {
    List<Violation> out = new ArrayList<>();
    Multiset<HexCoord> seen = HashMultiset.create();
    for (Shield shield : state.map().shields()) {
      SiteType site = siteAt(state, shield.hex());
      boolean holds = site != null
          && (site.fortified() || "adventure".equals(site.category()) || MONASTERY.equals(site.id()));
      if (!holds || shield.player() < 0 || shield.player() >= state.players().size()) {
        out.add(new Violation("R-COMBAT-OUTCOME-2", "a Shield of player " + shield.player() + " on " + shield.hex()
            + (site == null ? " without a site" : " on a " + site.id())));
      }
      seen.add(shield.hex());
      if (site != null && !CITY.equals(site.id()) && seen.count(shield.hex()) == 2) {
        out.add(new Violation("R-COMBAT-OUTCOME-2", "the " + site.id() + " on " + shield.hex() + " holds several Shields"));
      }
    }
    return out;
  }

  /**
   * The site on a space: the tile's own, or a secret Dungeon or Tomb marked by a scenario marker
   * (S-DUNGEON-LORDS-01, S-DUNGEON-LORDS-03).
   */
  private SiteType siteAt(GameState state, HexCoord at) {
    TileHex hex = MapHexes.at(content, state.map().tiles(), state.scenarioState().markers(), at);
    if (hex != null && hex.site().isPresent()) {
      return content.site(hex.site().get());
    }
    for (ScenarioState.Marker marker : state.scenarioState().markers()) {
      if (marker.hex().equals(at) && SECRET_SITES.containsKey(marker.kind())) {
        return content.site(SECRET_SITES.get(marker.kind()));
      }
    }
    return null;
  }

  /**
   * R-COMBAT-RANGED-5.2, R-PAREA-2: Fame comes only from its announced sources: in one step each player's Fame
   * changes by exactly the Fame its {@link Event.FameAndReputation} events announce, so over a game a player's
   * Fame is the sum of what the events announced. An undo ({@link Event.Undone}) returns a whole earlier state
   * and is exempt.
   *
   * @param before the state an action was applied to
   * @param after the resulting state
   * @param events the action's events
   * @return the violations
   */
  public static List<Violation> fameAnnounced(GameState before, GameState after, List<Event> events) {
    int n = Math.min(before.players().size(), after.players().size());
    int[] announced = new int[n];
    for (Event event : events) {
      if (event instanceof Event.Undone) {
        return List.of();
      }
      if (event instanceof Event.FameAndReputation) {
        Event.FameAndReputation f = (Event.FameAndReputation) event;
        if (f.player() >= 0 && f.player() < n) {
          announced[f.player()] += f.fame();
        }
      }
    }
    List<Violation> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int change = after.player(i).fame() - before.player(i).fame();
      if (change != announced[i]) {
        out.add(new Violation("R-COMBAT-RANGED-5.2", after.player(i).hero() + "'s Fame changed by " + change
            + " but the events announced " + announced[i]));
      }
    }
    return out;
  }

  /**
   * R-MOVE-5, R-UNDO-2: a revealed tile stays where it was placed; the placed tiles only grow.
   *
   * @param before the earlier state
   * @param after the later state
   * @return the violations
   */
  public static List<Violation> tilesOnlyGrow(GameState before, GameState after) {
    List<Violation> out = new ArrayList<>();
    for (Map.Entry<TileSlot, String> e : before.map().tiles().entrySet()) {
      String now = after.map().tiles().get(e.getKey());
      if (!e.getValue().equals(now)) {
        out.add(new Violation("R-MOVE-5", "tile '" + e.getValue() + "' at slot " + e.getKey() + " became " + now));
      }
    }
    return out;
  }
}
