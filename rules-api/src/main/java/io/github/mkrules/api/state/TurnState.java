package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import org.immutables.value.Value;

/**
 * What the active player has gathered and done in the current turn. Reset at the start of every turn.
 * The generated {@link TurnStateBuilder} builds one and the generated {@code with…} methods copy one with one
 * component changed (docs/decisions/api.md).
 *
 * @param player the active player's index, or -1 outside turns
 * @param stage where the turn is (R-TURN-5, R-TURN-6)
 * @param move unspent Move points
 * @param influence unspent Influence points
 * @param heal unspent Healing points
 * @param tokens mana tokens in the play area, lost at the end of the turn (R-MANA-1.1)
 * @param diceTaken how many Source dice were taken this turn
 * @param diceAllowed how many Source dice may be taken this turn (1, more by effects, R-MANA-3)
 * @param keepDice indices of dice returned without a reroll at the end of the turn (Mana Draw powered)
 * @param cardsPlayedOrDiscarded cards played or discarded this turn (R-TURN-5.1)
 * @param deckEmptyAtStart whether the deed deck was empty at the start of the turn (R-TURN-3)
 * @param handEmptyAtStart whether the hand was empty at the start of the turn (R-TURN-5.1)
 * @param path the spaces entered this turn, for forced withdrawal (R-ENDTURN-2)
 * @param used the once-per-turn effects used this turn (tactics, skills), by id
 * @param extraTurn whether another turn follows this one for the same player (The Right Moment)
 * @param terrainRules the terrain cost changes played this turn, in order (R-MOVE-7)
 * @param combat the combat in progress, if any (R-COMBAT)
 * @param rewards the rewards earned in combat this turn and not taken yet (R-ENDTURN-5)
 * @param drawWith the tactics used while drawing at the end of this turn, once it is ending (R-ENDTURN-7)
 * @param interaction the site whose inhabitants the player interacts with this turn, once the interaction has
 *     begun (R-INTERACT-1)
 * @param modifiers the rule changes and delayed effects in force this turn, each written
 *     {@code "<source-id> <effect word>"} in the effect language (R-EFFECTS-1.2), for example
 *     {@code "ice-shield enemy blocked armor -3"}
 * @param crystalsSpent the crystals spent this turn, by colour, in the order spent (Crystal Mastery)
 * @param unitsRecruited the units recruited this turn (Heroic Tale)
 * @param interactionBonus the Influence added when the interaction began and fixed for it: the Reputation
 *     modifier (R-INTERACT-2.1) and, in a City, one per own Shield on it (R-INTERACT-3.1); 0 without an interaction
 * @param woundsReceived the Wound cards the hero received into hand or discard pile this turn (not those on units,
 *     not those drawn; Banner of Protection)
 */
@ValueStyle
@Value.Builder
public record TurnState(
    int player,
    TurnStage stage,
    int move,
    int influence,
    int heal,
    List<ManaColor> tokens,
    int diceTaken,
    int diceAllowed,
    List<Integer> keepDice,
    int cardsPlayedOrDiscarded,
    boolean deckEmptyAtStart,
    boolean handEmptyAtStart,
    List<HexCoord> path,
    List<String> used,
    boolean extraTurn,
    List<TerrainRule> terrainRules,
    java.util.Optional<CombatState> combat,
    List<String> rewards,
    List<String> drawWith,
    java.util.Optional<HexCoord> interaction,
    List<String> modifiers,
    List<ManaColor> crystalsSpent,
    int unitsRecruited,
    int interactionBonus,
    int woundsReceived) implements WithTurnState {
  /** No turn in progress. */
  public static final TurnState NONE =
      new TurnState(-1, TurnStage.NOT_STARTED, 0, 0, 0, List.of(), 0, 1, List.of(), 0, false, false, List.of(),
          List.of(), false, List.of(), java.util.Optional.empty(), List.of(), List.of(), java.util.Optional.empty(),
          List.of(), List.of(), 0, 0, 0);

  /** The stage of a turn. */
  public enum TurnStage {
    /** Before the player has chosen between a normal turn and rest. */
    NOT_STARTED,
    /** Moving and exploring (R-TURN-6.1). */
    MOVEMENT,
    /** After the action: no more movement (R-TURN-6.4). */
    AFTER_ACTION,
    /** Resting (R-TURN-7). */
    RESTED,
    /** The end-of-turn steps are under way and wait for the player's choices (R-ENDTURN-5). */
    ENDING
  }

  /**
   * Copies the lists.
   *
   * @param player player
   * @param stage stage
   * @param move move
   * @param influence influence
   * @param heal heal
   * @param tokens tokens
   * @param diceTaken dice taken
   * @param diceAllowed dice allowed
   * @param keepDice dice kept without reroll
   * @param cardsPlayedOrDiscarded cards played or discarded
   * @param deckEmptyAtStart deck empty at start
   * @param handEmptyAtStart hand empty at start
   * @param path path
   * @param used once-per-turn effects used
   * @param extraTurn another turn follows
   * @param terrainRules terrain cost changes
   * @param combat combat
   * @param rewards rewards
   * @param drawWith tactics used while drawing
   * @param interaction the site of the interaction
   * @param modifiers rule changes and delayed effects
   * @param crystalsSpent crystals spent
   * @param unitsRecruited units recruited
   * @param interactionBonus the Influence added when the interaction began
   * @param woundsReceived the Wounds received this turn
   */
  public TurnState {
    terrainRules = List.copyOf(terrainRules);
    rewards = List.copyOf(rewards);
    drawWith = List.copyOf(drawWith);
    tokens = List.copyOf(tokens);
    keepDice = List.copyOf(keepDice);
    path = List.copyOf(path);
    used = List.copyOf(used);
    modifiers = List.copyOf(modifiers);
    crystalsSpent = List.copyOf(crystalsSpent);
  }

  /**
   * A fresh turn for a player.
   *
   * @param player the player index
   * @param deckEmpty whether the deed deck is empty now
   * @param handEmpty whether the hand is empty now
   * @return the turn state
   */
  public static TurnState start(int player, boolean deckEmpty, boolean handEmpty) {
    return new TurnState(player, TurnStage.NOT_STARTED, 0, 0, 0, List.of(), 0, 1, List.of(), 0, deckEmpty, handEmpty,
        List.of(), List.of(), false, List.of(), java.util.Optional.empty(), List.of(), List.of(), java.util.Optional.empty(),
        List.of(), List.of(), 0, 0, 0);
  }

  /**
   * This turn with other points.
   *
   * @param move Move points
   * @param influence Influence points
   * @param heal Healing points
   * @return the changed copy
   */
  public TurnState withPoints(int move, int influence, int heal) {
    return new TurnStateBuilder().from(this).move(move).influence(influence).heal(heal).build();
  }

  /**
   * This turn with other dice counters.
   *
   * @param taken dice taken
   * @param allowed dice allowed
   * @param keep dice returned without a reroll
   * @return the changed copy
   */
  public TurnState withDice(int taken, int allowed, List<Integer> keep) {
    return new TurnStateBuilder().from(this).diceTaken(taken).diceAllowed(allowed).keepDice(keep).build();
  }

  /**
   * This turn with more cards played or discarded (R-TURN-5.1).
   *
   * @param count how many more
   * @return the changed copy
   */
  public TurnState withCardsPlayed(int count) {
    return withCardsPlayedOrDiscarded(cardsPlayedOrDiscarded + count);
  }

  /**
   * This turn with a once-per-turn effect marked as used.
   *
   * @param id the effect's id
   * @return the changed copy
   */
  public TurnState withUsed(String id) {
    return withUsed(appended(used, id));
  }

  /**
   * This turn with the start-of-turn conditions checked again, after "before your turn" effects changed the
   * hand or the deck (R-TURN-1.5).
   *
   * @param deckEmpty whether the deed deck is empty now
   * @param handEmpty whether the hand is empty now
   * @return the changed copy
   */
  public TurnState withStartConditions(boolean deckEmpty, boolean handEmpty) {
    return new TurnStateBuilder().from(this).deckEmptyAtStart(deckEmpty).handEmptyAtStart(handEmpty).build();
  }

  /**
   * This turn with one more terrain rule.
   *
   * @param rule the rule
   * @return the changed copy
   */
  public TurnState withTerrainRule(TerrainRule rule) {
    return withTerrainRules(appended(terrainRules, rule));
  }

  /**
   * This turn with one more rule change or delayed effect.
   *
   * @param modifier {@code "<source-id> <effect word>"}
   * @return the changed copy
   */
  public TurnState withModifier(String modifier) {
    return withModifiers(appended(modifiers, modifier));
  }

  private static <T> List<T> appended(List<T> list, T item) {
    List<T> more = new java.util.ArrayList<>(list.size() + 1);
    more.addAll(list);
    more.add(item);
    return more;
  }
}
