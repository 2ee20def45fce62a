package io.github.mkrules.api.state;

import java.util.List;

/**
 * What the active player has gathered and done in the current turn. Reset at the start of every turn.
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
 */
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
    List<HexCoord> path) {
  /** No turn in progress. */
  public static final TurnState NONE =
      new TurnState(-1, TurnStage.NOT_STARTED, 0, 0, 0, List.of(), 0, 1, List.of(), 0, false, false, List.of());

  /** The stage of a turn. */
  public enum TurnStage {
    /** Before the player has chosen between a normal turn and rest. */
    NOT_STARTED,
    /** Moving and exploring (R-TURN-6.1). */
    MOVEMENT,
    /** After the action: no more movement (R-TURN-6.4). */
    AFTER_ACTION,
    /** Resting (R-TURN-7). */
    RESTED
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
   */
  public TurnState {
    tokens = List.copyOf(tokens);
    keepDice = List.copyOf(keepDice);
    path = List.copyOf(path);
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
        List.of());
  }
}
