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
 * @param used the once-per-turn effects used this turn (tactics, skills), by id
 * @param extraTurn whether another turn follows this one for the same player (The Right Moment)
 * @param terrainRules the terrain cost changes played this turn, in order (R-MOVE-7)
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
    List<HexCoord> path,
    List<String> used,
    boolean extraTurn,
    List<TerrainRule> terrainRules) {
  /** No turn in progress. */
  public static final TurnState NONE =
      new TurnState(-1, TurnStage.NOT_STARTED, 0, 0, 0, List.of(), 0, 1, List.of(), 0, false, false, List.of(),
          List.of(), false, List.of());

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
   * @param used once-per-turn effects used
   * @param extraTurn another turn follows
   * @param terrainRules terrain cost changes
   */
  public TurnState {
    terrainRules = List.copyOf(terrainRules);
    tokens = List.copyOf(tokens);
    keepDice = List.copyOf(keepDice);
    path = List.copyOf(path);
    used = List.copyOf(used);
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
        List.of(), List.of(), false, List.of());
  }

  /**
   * This turn at another stage.
   *
   * @param stage the stage
   * @return the changed copy
   */
  public TurnState withStage(TurnStage stage) {
    return toBuilder().stage(stage).build();
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
    return toBuilder().move(move).influence(influence).heal(heal).build();
  }

  /**
   * This turn with other mana tokens in the play area.
   *
   * @param tokens the tokens
   * @return the changed copy
   */
  public TurnState withTokens(List<ManaColor> tokens) {
    return toBuilder().tokens(tokens).build();
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
    return toBuilder().diceTaken(taken).diceAllowed(allowed).keepDice(keep).build();
  }

  /**
   * This turn with more cards played or discarded.
   *
   * @param count how many more
   * @return the changed copy
   */
  public TurnState withCardsPlayed(int count) {
    return toBuilder().cardsPlayedOrDiscarded(cardsPlayedOrDiscarded + count).build();
  }

  /**
   * This turn with another movement path.
   *
   * @param path the spaces entered, the starting space first
   * @return the changed copy
   */
  public TurnState withPath(List<HexCoord> path) {
    return toBuilder().path(path).build();
  }

  /**
   * This turn with a once-per-turn effect marked as used.
   *
   * @param id the effect's id
   * @return the changed copy
   */
  public TurnState withUsed(String id) {
    return toBuilder().used(appended(used, id)).build();
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
    return toBuilder().deckEmptyAtStart(deckEmpty).handEmptyAtStart(handEmpty).build();
  }

  /**
   * This turn followed by another turn of the same player.
   *
   * @return the changed copy
   */
  public TurnState withExtraTurn() {
    return toBuilder().extraTurn(true).build();
  }

  /**
   * This turn with one more terrain rule.
   *
   * @param rule the rule
   * @return the changed copy
   */
  public TurnState withTerrainRule(TerrainRule rule) {
    return toBuilder().terrainRules(appended(terrainRules, rule)).build();
  }

  private static <T> List<T> appended(List<T> list, T item) {
    List<T> more = new java.util.ArrayList<>(list.size() + 1);
    more.addAll(list);
    more.add(item);
    return more;
  }

  /**
   * A builder holding this turn's values, to change several at once.
   *
   * @return the builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.player = player;
    b.stage = stage;
    b.move = move;
    b.influence = influence;
    b.heal = heal;
    b.tokens = tokens;
    b.diceTaken = diceTaken;
    b.diceAllowed = diceAllowed;
    b.keepDice = keepDice;
    b.cardsPlayedOrDiscarded = cardsPlayedOrDiscarded;
    b.deckEmptyAtStart = deckEmptyAtStart;
    b.handEmptyAtStart = handEmptyAtStart;
    b.path = path;
    b.used = used;
    b.extraTurn = extraTurn;
    b.terrainRules = terrainRules;
    return b;
  }

  /** Builds a {@link TurnState}; start from {@link TurnState#toBuilder()}. */
  public static final class Builder {
    private int player;
    private TurnStage stage;
    private int move;
    private int influence;
    private int heal;
    private List<ManaColor> tokens;
    private int diceTaken;
    private int diceAllowed;
    private List<Integer> keepDice;
    private int cardsPlayedOrDiscarded;
    private boolean deckEmptyAtStart;
    private boolean handEmptyAtStart;
    private List<HexCoord> path;
    private List<String> used;
    private boolean extraTurn;
    private List<TerrainRule> terrainRules;

    private Builder() {}

    /**
     * Sets player.
     *
     * @param player the value
     * @return this builder
     */
    public Builder player(int player) {
      this.player = player;
      return this;
    }

    /**
     * Sets stage.
     *
     * @param stage the value
     * @return this builder
     */
    public Builder stage(TurnStage stage) {
      this.stage = stage;
      return this;
    }

    /**
     * Sets move.
     *
     * @param move the value
     * @return this builder
     */
    public Builder move(int move) {
      this.move = move;
      return this;
    }

    /**
     * Sets influence.
     *
     * @param influence the value
     * @return this builder
     */
    public Builder influence(int influence) {
      this.influence = influence;
      return this;
    }

    /**
     * Sets heal.
     *
     * @param heal the value
     * @return this builder
     */
    public Builder heal(int heal) {
      this.heal = heal;
      return this;
    }

    /**
     * Sets tokens.
     *
     * @param tokens the value
     * @return this builder
     */
    public Builder tokens(List<ManaColor> tokens) {
      this.tokens = tokens;
      return this;
    }

    /**
     * Sets diceTaken.
     *
     * @param diceTaken the value
     * @return this builder
     */
    public Builder diceTaken(int diceTaken) {
      this.diceTaken = diceTaken;
      return this;
    }

    /**
     * Sets diceAllowed.
     *
     * @param diceAllowed the value
     * @return this builder
     */
    public Builder diceAllowed(int diceAllowed) {
      this.diceAllowed = diceAllowed;
      return this;
    }

    /**
     * Sets keepDice.
     *
     * @param keepDice the value
     * @return this builder
     */
    public Builder keepDice(List<Integer> keepDice) {
      this.keepDice = keepDice;
      return this;
    }

    /**
     * Sets cardsPlayedOrDiscarded.
     *
     * @param cardsPlayedOrDiscarded the value
     * @return this builder
     */
    public Builder cardsPlayedOrDiscarded(int cardsPlayedOrDiscarded) {
      this.cardsPlayedOrDiscarded = cardsPlayedOrDiscarded;
      return this;
    }

    /**
     * Sets deckEmptyAtStart.
     *
     * @param deckEmptyAtStart the value
     * @return this builder
     */
    public Builder deckEmptyAtStart(boolean deckEmptyAtStart) {
      this.deckEmptyAtStart = deckEmptyAtStart;
      return this;
    }

    /**
     * Sets handEmptyAtStart.
     *
     * @param handEmptyAtStart the value
     * @return this builder
     */
    public Builder handEmptyAtStart(boolean handEmptyAtStart) {
      this.handEmptyAtStart = handEmptyAtStart;
      return this;
    }

    /**
     * Sets path.
     *
     * @param path the value
     * @return this builder
     */
    public Builder path(List<HexCoord> path) {
      this.path = path;
      return this;
    }

    /**
     * Sets used.
     *
     * @param used the value
     * @return this builder
     */
    public Builder used(List<String> used) {
      this.used = used;
      return this;
    }

    /**
     * Sets extraTurn.
     *
     * @param extraTurn the value
     * @return this builder
     */
    public Builder extraTurn(boolean extraTurn) {
      this.extraTurn = extraTurn;
      return this;
    }

    /**
     * Sets terrainRules.
     *
     * @param terrainRules the value
     * @return this builder
     */
    public Builder terrainRules(List<TerrainRule> terrainRules) {
      this.terrainRules = terrainRules;
      return this;
    }

    /**
     * Builds the turn state.
     *
     * @return the turn state
     */
    public TurnState build() {
      return new TurnState(player, stage, move, influence, heal, tokens, diceTaken, diceAllowed,
          keepDice, cardsPlayedOrDiscarded, deckEmptyAtStart, handEmptyAtStart, path, used, extraTurn, terrainRules);
    }
  }
}
