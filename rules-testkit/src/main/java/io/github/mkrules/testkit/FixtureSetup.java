package io.github.mkrules.testkit;

import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The starting position of a fixture: a game started with {@code engine.start(...)} from the scenario, heroes
 * and seed, then changed only where the fixture says so. Every empty optional means "keep what the seed's
 * setup gave"; the defaults are listed in {@code docs/fixtures.md}.
 *
 * @param scenario the scenario id (default {@code first-reconnaissance})
 * @param heroes the heroes in hero-choice order (default {@code [arythea]})
 * @param seed the seed (default 1)
 * @param phase where the fixture starts: the first player's turn, or tactic selection
 * @param time Day or Night (default Day)
 * @param round the round number (default 1)
 * @param players per-player overrides, index-aligned with the heroes (may be shorter)
 * @param source the colours of the Source dice, all in the Source
 * @param tokens the mana tokens in the active player's play area (turn phase only)
 * @param tiles the placed tiles by slot, replacing the seed's
 * @param tileStack the tile stack, top first
 * @param unusedCountryside the countryside tiles left in the box (R-MOVE-5.5(iii))
 * @param unusedCore the non-city core tiles left in the box (R-MOVE-5.5(iii))
 * @param enemies the enemy tokens on the map, replacing the seed's
 * @param advancedActionOffer the Advanced Actions offer, top position first
 * @param advancedActionDeck the Advanced Action deck, top first
 * @param spellOffer the Spells offer, top position first
 * @param spellDeck the Spell deck, top first
 * @param combat the combat in progress at the start, if any (phase turn only)
 * @param enemyTokens enemy token types the fixture writes out itself, usable besides the engine's own
 * @param piles the order of the other piles and the next die rolls
 * @param shields the Shield tokens on the map, in the order they were placed, replacing the seed's (none)
 * @param ruins the ruins tokens on the map, replacing the seed's
 * @param unitOffer the unit cards of the Units offer
 * @param unitOfferAdvancedActions the Advanced Actions in the Units offer (one per Monastery, R-ROUND-2.3)
 * @param commonSkillOffer the Common Skill offer (R-ENDTURN-6.2)
 * @param dummy the Dummy player of a solo or cooperative scenario (S-GENERAL-06), as the fixture changes it
 * @param options the options of the game configuration: a scenario's own and the variants of chapter II
 */
public record FixtureSetup(
    String scenario,
    List<String> heroes,
    long seed,
    StartPhase phase,
    TimeOfDay time,
    int round,
    List<PlayerOverrides> players,
    Optional<List<ManaColor>> source,
    List<ManaColor> tokens,
    Optional<Map<TileSlot, String>> tiles,
    Optional<List<String>> tileStack,
    Optional<List<String>> unusedCountryside,
    Optional<List<String>> unusedCore,
    Optional<List<EnemyPlacement>> enemies,
    Optional<List<String>> advancedActionOffer,
    Optional<List<String>> advancedActionDeck,
    Optional<List<String>> spellOffer,
    Optional<List<String>> spellDeck,
    Optional<FixtureCombat> combat,
    List<EnemyToken> enemyTokens,
    FixturePiles piles,
    Optional<List<Shield>> shields,
    Optional<List<MapRuins>> ruins,
    Optional<List<String>> unitOffer,
    Optional<List<String>> unitOfferAdvancedActions,
    Optional<List<String>> commonSkillOffer,
    Optional<DummySetup> dummy,
    Map<String, String> options) {

  /** The default scenario. */
  public static final String DEFAULT_SCENARIO = "first-reconnaissance";
  /** The default hero list. */
  public static final List<String> DEFAULT_HEROES = List.of("arythea");
  /** The default seed. */
  public static final long DEFAULT_SEED = 1L;

  /** Where a fixture starts. */
  public enum StartPhase {
    /** The first player's turn, after every player took a tactic automatically. */
    TURN,
    /** Tactic selection, before any player chose. */
    TACTICS
  }

  /**
   * Copies the collections.
   *
   * @param scenario scenario
   * @param heroes heroes
   * @param seed seed
   * @param phase phase
   * @param time time
   * @param round round
   * @param players players
   * @param source source
   * @param tokens tokens
   * @param tiles tiles
   * @param tileStack tile stack
   * @param unusedCountryside unused countryside tiles
   * @param unusedCore unused core tiles
   * @param enemies enemies
   * @param advancedActionOffer AA offer
   * @param advancedActionDeck AA deck
   * @param spellOffer spell offer
   * @param spellDeck spell deck
   * @param combat combat
   * @param enemyTokens enemy tokens
   * @param piles piles
   * @param shields shields
   * @param ruins ruins tokens
   * @param unitOffer Units offer
   * @param unitOfferAdvancedActions Advanced Actions in the Units offer
   * @param commonSkillOffer Common Skill offer
   * @param dummy Dummy player
   * @param options configuration options
   */
  public FixtureSetup {
    options = Collections.unmodifiableMap(new java.util.TreeMap<>(options));
    heroes = List.copyOf(heroes);
    enemyTokens = List.copyOf(enemyTokens);
    players = List.copyOf(players);
    tokens = List.copyOf(tokens);
    tiles = tiles.map(t -> Collections.unmodifiableMap(new LinkedHashMap<>(t)));
  }

  /**
   * The overrides of one player, or none.
   *
   * @param index the player index
   * @return the overrides (empty overrides if the fixture gives none)
   */
  public PlayerOverrides player(int index) {
    return index < players.size() ? players.get(index) : PlayerOverrides.NONE;
  }

  /**
   * What a fixture changes of one player. Empty optionals keep the seed's values.
   *
   * @param hand the cards in hand
   * @param deck the deed deck, top first
   * @param discard the discard pile, top first
   * @param crystals the Inventory
   * @param fame the Fame
   * @param reputation the Reputation
   * @param level the level
   * @param position the hero's space
   * @param tactic the tactic the player holds (phase turn only)
   * @param skills the acquired skill tokens, face up
   * @param skillsInCentre the acquired interactive skills lying in the centre of the table (R-SKILLS-4.2)
   * @param tacticPile the deed cards under the Sparing Power tactic
   * @param units the units in the player's unit area, in the order they joined (R-UNITS-3)
   * @param roundOrderFaceDown whether the player's Round Order token lies face down (R-TURN-2)
   * @param skillStack the player's face-down skill stack, top first (R-ENDTURN-6.2)
   */
  public record PlayerOverrides(
      Optional<List<String>> hand,
      Optional<List<String>> deck,
      Optional<List<String>> discard,
      Optional<Crystals> crystals,
      OptionalInt fame,
      OptionalInt reputation,
      OptionalInt level,
      Optional<HexCoord> position,
      Optional<String> tactic,
      Optional<List<String>> skills,
      Optional<List<String>> skillsInCentre,
      Optional<List<String>> tacticPile,
      Optional<List<UnitSetup>> units,
      Optional<Boolean> roundOrderFaceDown,
      Optional<List<String>> skillStack) {
    /** No overrides. */
    public static final PlayerOverrides NONE = new PlayerOverrides(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.empty(), OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(),
        Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.empty());

    /**
     * Whether the fixture replaces this player's cards (any of hand, deck, discard, tacticPile given).
     *
     * @return true if the cards are replaced
     */
    public boolean replacesCards() {
      return hand.isPresent() || deck.isPresent() || discard.isPresent() || tacticPile.isPresent();
    }
  }

  /**
   * What a fixture changes of the Dummy player (docs/fixtures.md, "The Dummy player"). Empty optionals keep the
   * seed's values.
   *
   * @param deck its deck, top first
   * @param discard its discard pile, top first
   * @param crystals its Inventory (no limit per colour, S-GENERAL-16)
   * @param tactic the tactic it holds (phase turn only)
   * @param orderPosition its place in the Round Order: how many players take their turn before it in each cycle
   * @param skillStack its face-down skill tokens in a solo game, top first (S-GENERAL-21)
   */
  public record DummySetup(Optional<List<String>> deck, Optional<List<String>> discard, Optional<Crystals> crystals,
      Optional<String> tactic, OptionalInt orderPosition, Optional<List<String>> skillStack) {}

  /**
   * A unit in a player's unit area as the fixture writes it (docs/fixtures.md, "Units").
   *
   * @param unit the unit card id
   * @param ready whether it is Ready (default) or Spent (R-UNITS-3.1, R-UNITS-3.2)
   * @param wounds the Wound cards on it, 0 (default) to 2 (R-UNITS-3.3, R-COMBAT-DMG-6.1)
   * @param banner the Banner artifact assigned to it, face up (R-UNITS-8)
   * @param bonded whether it lies under Norowas' Bonds of Loyalty token (default false); the player must hold the
   *     skill, and only one unit may
   */
  public record UnitSetup(String unit, Optional<Boolean> ready, OptionalInt wounds, Optional<String> banner,
      Optional<Boolean> bonded) {
    /**
     * Whether the unit is Ready.
     *
     * @return the written value, true when left out
     */
    public boolean isReady() {
      return ready.orElse(true);
    }

    /**
     * The Wounds on the unit.
     *
     * @return the written count, 0 when left out
     */
    public int woundCount() {
      return wounds.orElse(0);
    }

    /**
     * Whether the unit lies under Bonds of Loyalty.
     *
     * @return the written value, false when left out
     */
    public boolean isBonded() {
      return bonded.orElse(false);
    }
  }

  /**
   * An enemy token placed on the map.
   *
   * @param hex the space
   * @param enemy the enemy id
   * @param faceUp whether it lies face up
   */
  public record EnemyPlacement(HexCoord hex, String enemy, boolean faceUp) {}
}
