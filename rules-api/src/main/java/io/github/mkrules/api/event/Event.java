package io.github.mkrules.api.event;

import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;

/** Something that happened while an action was applied. Events of one action come in the order they happened. */
public sealed interface Event {
  /**
   * A player took a tactic (R-ROUND-3).
   *
   * @param player the player index
   * @param tactic the tactic id
   */
  record TacticSelected(int player, String tactic) implements Event {}

  /**
   * A player used the effect of a tactic card.
   *
   * @param player the player index
   * @param tactic the tactic id
   */
  record TacticUsed(int player, String tactic) implements Event {}

  /**
   * A player used a skill token (R-SKILLS-4).
   *
   * @param player the player index
   * @param skill the skill id
   */
  record SkillUsed(int player, String skill) implements Event {}

  /**
   * The turn order was set from the tactics' numbers (R-ROUND-3.3).
   *
   * @param order player indices, first to last
   */
  record TurnOrderSet(java.util.List<Integer> order) implements Event {}

  /**
   * A player's turn began.
   *
   * @param player the player index
   */
  record TurnStarted(int player) implements Event {}

  /**
   * A deed card was played from hand.
   *
   * @param player the player index
   * @param card the card id
   * @param how basic, powered or sideways
   */
  record CardPlayed(int player, String card, PlayMode how) implements Event {}

  /**
   * Mana was spent.
   *
   * @param player the player index
   * @param color the colour it was used as
   * @param source where the mana came from, for example the die {@code die:2}
   */
  record ManaUsed(int player, ManaColor color, ManaSource source) implements Event {}

  /**
   * Points were gained from an effect.
   *
   * @param player the player index
   * @param kind Move, Influence, Attack, Block or Healing
   * @param amount the points gained
   */
  record PointsGained(int player, PointKind kind, int amount) implements Event {}

  /**
   * A crystal or mana token was gained (R-GAIN-1, R-GAIN-2).
   *
   * @param player the player index
   * @param color the colour
   * @param crystal true for a crystal in the Inventory, false for a token in the play area
   */
  record ManaGained(int player, ManaColor color, boolean crystal) implements Event {}

  /**
   * A mana die rolled for an effect (Horn of Wrath, Endless Gem Pouch), not a Source die: the colour decides the
   * effect's outcome (R-UNDO-2: revealed information).
   *
   * @param player the player index
   * @param color the colour rolled
   */
  record ManaDieRolled(int player, ManaColor color) implements Event {}

  /**
   * A Banner from hand assigned to a unit (R-UNITS-8).
   *
   * @param player the player index
   * @param card the Banner
   * @param unit the unit's index
   */
  record BannerAssigned(int player, String card, int unit) implements Event {}

  /**
   * An enemy attack cancelled: it deals no damage, without being blocked (Banner of Fear).
   *
   * @param enemy the enemy's number
   * @param attack the attack's index
   */
  record AttackCancelled(int enemy, int attack) implements Event {}

  /**
   * A Banner leaves its unit: to the discard pile when the unit is destroyed or disbanded or gets another Banner
   * (R-UNITS-8.1), or into the deed deck at the end of the round (R-UNITS-8.2).
   *
   * @param player the player index
   * @param card the Banner
   * @param toDeck true when shuffled into the deed deck, false for the discard pile
   */
  record BannerRemoved(int player, String card, boolean toDeck) implements Event {}

  /**
   * The hero moved one space.
   *
   * @param player the player index
   * @param from the space left, or null when entering the map
   * @param to the space entered
   * @param cost the Move points paid
   */
  record Moved(int player, HexCoord from, HexCoord to, int cost) implements Event {}

  /**
   * A map tile was revealed (R-MOVE-5, R-SETUP-15).
   *
   * @param tile the tile id
   * @param slot where it was placed
   */
  record TileRevealed(String tile, TileSlot slot) implements Event {}

  /**
   * An enemy token was placed on the map.
   *
   * @param hex where
   * @param color its pile
   * @param enemy its id if placed face up, null if face down
   */
  record EnemyPlaced(HexCoord hex, EnemyColor color, String enemy) implements Event {}

  /**
   * A face-down enemy token was turned face up.
   *
   * @param hex where
   * @param enemy its id
   */
  record EnemyRevealed(HexCoord hex, String enemy) implements Event {}

  /**
   * Cards were drawn into a hand.
   *
   * @param player the player index
   * @param count how many
   */
  record CardsDrawn(int player, int count) implements Event {}

  /**
   * Cards went from hand or play area to the discard pile.
   *
   * @param player the player index
   * @param count how many
   */
  record CardsDiscarded(int player, int count) implements Event {}

  /**
   * Fame or Reputation changed.
   *
   * @param player the player index
   * @param fame the change of Fame
   * @param reputation the change of Reputation
   */
  record FameAndReputation(int player, int fame, int reputation) implements Event {}

  /**
   * A player rested (R-TURN-7).
   *
   * @param player the player index
   * @param slow true for Slow Recovery
   */
  record Rested(int player, boolean slow) implements Event {}

  /**
   * A player announced the End of the Round (R-TURN-3).
   *
   * @param player the player index
   */
  record EndOfRoundAnnounced(int player) implements Event {}

  /**
   * A player's turn ended.
   *
   * @param player the player index
   */
  record TurnEnded(int player) implements Event {}

  /**
   * A round ended.
   *
   * @param round the round that ended
   */
  record RoundEnded(int round) implements Event {}

  /**
   * A new round was prepared (R-ROUND-2).
   *
   * @param round the new round's number
   * @param time Day or Night
   */
  record RoundStarted(int round, TimeOfDay time) implements Event {}

  /**
   * The game ended (R-FLOW-4).
   *
   * @param reason why, for example {@code round-limit}
   */
  record GameEnded(String reason) implements Event {}

  /**
   * The last action was taken back (R-UNDO).
   *
   * @param player the player index
   */
  record Undone(int player) implements Event {}

  /**
   * Wound cards taken from the Wound pile (R-ENDTURN-2.2 forced withdrawal, R-ENDTURN-4.1, R-WOUND).
   *
   * @param player the player index
   * @param count how many Wounds
   * @param to where they went: the hand or the discard pile
   */
  record WoundsTaken(int player, int count, CardPile to) implements Event {}

  /**
   * Cards thrown away, out of the game (R-DISCARD-2.2); thrown-away Wounds go back to the Wound pile (R-WOUND).
   *
   * @param player the player index
   * @param cards the card ids
   * @param from the pile they left
   */
  record CardsThrownAway(int player, java.util.List<String> cards, CardPile from) implements Event {}

  /**
   * A deed card gained from outside the player's cards (an offer, a deck of the common area).
   *
   * @param player the player index
   * @param card the card id
   * @param to where it went
   */
  record CardGained(int player, String card, CardPile to) implements Event {}

  /**
   * A card played this turn put on the top or the bottom of the deed deck at the end of the turn instead of the
   * discard pile (Steady Tempo).
   *
   * @param player the player index
   * @param card the card
   * @param top true for the top of the deck, false for the bottom
   */
  record CardKeptOnDeck(int player, String card, boolean top) implements Event {}

  /**
   * Cards from the hand put back into the deed deck, which was then shuffled (Rethink, Preparation).
   *
   * @param player the player index
   * @param count how many cards
   */
  record CardsReturnedToDeck(int player, int count) implements Event {}

  /**
   * All of a player's deed cards (hand, discard pile, play area) shuffled into a new deed deck (R-ROUND-2).
   *
   * @param player the player index
   */
  record DeckRebuilt(int player) implements Event {}

  /**
   * An offer of the common area changed; its cards are given as they now lie.
   *
   * @param offer which offer
   * @param cards the cards (or units) now in it, in order
   */
  record OfferChanged(Offer offer, java.util.List<String> cards) implements Event {}

  /**
   * A hero's figure entered or left the map without a move (R-PAREA-7, R-MOVE-8.4).
   *
   * @param player the player index
   * @param position the space, or empty when the figure left the map
   */
  record HeroPlaced(int player, java.util.Optional<HexCoord> position) implements Event {}

  /**
   * A combat with enemies began (R-COMBAT-START).
   *
   * @param player the fighting player
   * @param kind how it started
   * @param site the site assaulted, entered or burnt, if any
   */
  record CombatStarted(int player, io.github.mkrules.api.state.CombatKind kind,
      java.util.Optional<HexCoord> site) implements Event {}

  /**
   * An enemy joined the combat, face up (R-COMBAT-START-3, R-COMBAT-BLOCK-2).
   *
   * @param number its number in the combat
   * @param enemy the token's enemy id
   */
  record EnemyJoined(int number, String enemy) implements Event {}

  /**
   * A combat phase began (R-COMBAT-START-3).
   *
   * @param phase the phase
   */
  record CombatPhaseStarted(io.github.mkrules.api.state.CombatPhase phase) implements Event {}

  /**
   * An enemy was defeated (R-COMBAT-RANGED-5).
   *
   * @param number its number in the combat
   * @param enemy the token's enemy id
   * @param fame the Fame it gave
   */
  record EnemyDefeated(int number, String enemy, int fame) implements Event {}

  /**
   * An enemy's attack was blocked (R-COMBAT-BLOCK-7).
   *
   * @param enemy the enemy's number in the combat
   * @param attack the attack's index
   */
  record AttackBlocked(int enemy, int attack) implements Event {}

  /**
   * An unblocked attack dealt its damage (R-COMBAT-DMG).
   *
   * @param enemy the enemy's number in the combat
   * @param attack the attack's index
   * @param unit the unit that took it, or -1 for the hero
   * @param damage the damage points
   * @param wounds the Wound cards the hero took into hand, or that the unit took
   */
  record DamageAssigned(int enemy, int attack, int unit, int damage, int wounds) implements Event {}

  /**
   * A combat ended (R-COMBAT-OUTCOME-1).
   *
   * @param player the fighting player
   * @param won whether every enemy that counts was defeated (the defenders of a site, or all the enemies)
   * @param fame the Fame gained in the combat
   */
  record CombatEnded(int player, boolean won, int fame) implements Event {}

  /**
   * A Shield token was placed on the map (R-COMBAT-OUTCOME).
   *
   * @param hex the space
   * @param player the player
   */
  record ShieldPlaced(HexCoord hex, int player) implements Event {}

  /**
   * A unit joined a player's unit area, Ready and unwounded (R-UNITS-4): recruited (R-INTERACT-4.1) or taken as
   * a combat reward (R-ENDTURN-5.4). It is the last of the player's units.
   *
   * @param player the player index
   * @param unit the unit card id
   * @param influence the Influence paid, 0 for a reward
   * @param bonded whether it joined under Bonds of Loyalty (Norowas' skill), which cannot be disbanded
   */
  record UnitRecruited(int player, String unit, int influence, boolean bonded) implements Event {
    /**
     * A unit that joined as usual, not under Bonds of Loyalty.
     *
     * @param player the player index
     * @param unit the unit card id
     * @param influence the Influence paid, 0 for a reward
     */
    public UnitRecruited(int player, String unit, int influence) {
      this(player, unit, influence, false);
    }
  }

  /**
   * A unit left the game: disbanded to make room (R-UNITS-4.1), or destroyed by a paralyzing attack
   * (R-COMBAT-DMG-6.2); Wounds on it go back to the Wound deck. The units after it move down one index.
   *
   * @param player the player index
   * @param index the unit's index before it left
   * @param unit the unit card id
   * @param destroyed true when destroyed in combat, false when disbanded
   */
  record UnitRemoved(int player, int index, String unit, boolean destroyed) implements Event {}

  /**
   * A unit was activated and is Spent until the round ends (R-UNITS-5).
   *
   * @param player the player index
   * @param index the unit's index
   * @param unit the unit card id
   */
  record UnitActivated(int player, int index, String unit) implements Event {}

  /**
   * One ability of a unit lying in the Units offer was used as if the unit were the player's (Call to Arms); the
   * unit stays in the offer and is not Spent.
   *
   * @param player the player index
   * @param unit the unit card id
   */
  record OfferUnitActivated(int player, String unit) implements Event {}

  /**
   * A Spent unit was made Ready again (R-UNITS-6): at round preparation, wounded ones too (R-ROUND-2.7(ii)), or
   * by an effect.
   *
   * @param player the player index
   * @param index the unit's index
   */
  record UnitReadied(int player, int index) implements Event {}

  /**
   * Wound cards from the Wound deck were laid on a unit (R-COMBAT-DMG-4.1; two for Poison, R-COMBAT-DMG-6.1).
   *
   * @param player the player index
   * @param index the unit's index
   * @param wounds how many Wounds
   */
  record UnitWounded(int player, int index, int wounds) implements Event {}

  /**
   * One Wound was taken off a unit and returned to the Wound deck (R-WOUND-3.3(ii)).
   *
   * @param player the player index
   * @param index the unit's index
   */
  record UnitHealed(int player, int index) implements Event {}

  /**
   * A player began interacting with the inhabitants of a site (R-INTERACT-1); the Reputation modifier and a
   * City's shield bonus were added to the Influence (R-INTERACT-2.1, R-INTERACT-3.1).
   *
   * @param player the player index
   * @param site the site's space
   * @param bonus the Influence added (negative for a penalty)
   */
  record InteractionStarted(int player, HexCoord site, int bonus) implements Event {}

  /**
   * Something other than a unit was bought while interacting (R-INTERACT-4).
   *
   * @param player the player index
   * @param purchase what was bought
   * @param card the card bought, empty for a purchase that names none
   * @param influence the Influence paid
   */
  record Bought(int player, io.github.mkrules.api.action.Purchase purchase, java.util.Optional<String> card,
      int influence) implements Event {}

  /**
   * A player plundered the Village they stand on (Village card, R-TURN-1.1).
   *
   * @param player the player index
   * @param hex the Village's space
   */
  record VillagePlundered(int player, HexCoord hex) implements Event {}

  /**
   * A player reached a new level (R-ENDTURN-6).
   *
   * @param player the player index
   * @param level the new level
   */
  record LevelGained(int player, int level) implements Event {}

  /**
   * A player gained a skill token (R-ENDTURN-6.2).
   *
   * @param player the player index
   * @param skill the skill id
   */
  record SkillGained(int player, String skill) implements Event {}

  /**
   * The Dummy player took a tactic, which only fixes its place in the Round Order (S-GENERAL-10, S-GENERAL-11).
   *
   * @param tactic the tactic id
   */
  record DummyTacticSelected(String tactic) implements Event {}

  /**
   * The Dummy player took its turn: it flipped cards from its deck onto its discard pile, three and then one
   * more for each of its crystals of the last card's colour (S-GENERAL-13, S-GENERAL-14).
   *
   * @param cards the flipped cards, in the order they were flipped
   */
  record DummyCardsFlipped(java.util.List<String> cards) implements Event {}

  /** The Dummy player, its deck empty, announced the End of the Round (S-GENERAL-12). */
  record DummyAnnouncedEndOfRound() implements Event {}

  /**
   * At round preparation the Dummy player gained the lowest Advanced Action of the offer into its deck
   * (S-GENERAL-15) or a crystal of the colour of the lowest Spell (S-GENERAL-16).
   *
   * @param card the Advanced Action, or empty
   * @param crystal the crystal's colour, or empty
   */
  record DummyGained(java.util.Optional<String> card, java.util.Optional<ManaColor> crystal) implements Event {}

  /** The Dummy player shuffled its discard pile into its deck for the new round (S-GENERAL-15, C-01). */
  record DummyDeckRebuilt() implements Event {}

  /**
   * A scenario's token was put on the map (ScenarioState.Marker): a secret Dungeon or Tomb
   * (S-DUNGEON-LORDS-01, S-DUNGEON-LORDS-03), a player's Shield on a Magical Glade (S-DRUID-NIGHTS-01).
   *
   * @param kind the marker's kind
   * @param hex the space
   * @param player the player who placed it
   */
  record MarkerPlaced(String kind, HexCoord hex, int player) implements Event {}

  /**
   * A tactic card left the game (S-FULL-COOP-02: one the players used, put away at the end of a round).
   *
   * @param tactic the tactic id
   */
  record TacticRemoved(String tactic) implements Event {}

  /**
   * A player left the game: their figure stood on the Portal when it closed (S-ONE-TO-RETURN-01).
   *
   * @param player the player index
   */
  record PlayerEliminated(int player) implements Event {}

  /**
   * Action upgrading (V-DECK-UPGRADE-01, 02): the Advanced Actions revealed at the end of a Night, and each player's
   * power, which orders the players' choices.
   *
   * @param cards the revealed cards
   * @param power the power of each player by player index, -1 for a player who takes no part (eliminated)
   */
  record UpgradeOffered(java.util.List<String> cards, java.util.List<Integer> power) implements Event {}

  /**
   * The draft (V-DECK-DRAFT-02, 04): a player kept one of the cards in hand aside, or shuffled one of the cards kept
   * aside into the deck; which card stays secret.
   *
   * @param player the player index
   * @param intoDeck false for a card kept aside during the draft at setup, true for one shuffled into the deck
   */
  record Drafted(int player, boolean intoDeck) implements Event {}

  /** The Portal closed and became a Plains space for one hero (S-ONE-TO-RETURN-01, S-ONE-TO-RETURN-02). */
  record PortalClosed() implements Event {}

  /**
   * The final score sheet of a finished game, once the game ended (S-GENERAL-42 and each scenario's scoring).
   *
   * @param outcome the scores per player and category, the ranking and the winners
   */
  record FinalScores(io.github.mkrules.api.state.Outcome outcome) implements Event {}

  /** A pile of a player's deed cards. */
  enum CardPile {
    /** The hand. */
    HAND,
    /** The top of the deed deck. */
    DECK_TOP,
    /** The discard pile. */
    DISCARD,
    /** The play area. */
    PLAY_AREA
  }

  /** The offers of the common area (R-SETUP). */
  enum Offer {
    /** The Units offer. */
    UNITS,
    /** The Advanced Actions added to the Units offer by revealed monasteries. */
    MONASTERY_ADVANCED_ACTIONS,
    /** The Advanced Actions offer. */
    ADVANCED_ACTIONS,
    /** The Spells offer. */
    SPELLS,
    /** The common offer of skills. */
    COMMON_SKILLS
  }
}
