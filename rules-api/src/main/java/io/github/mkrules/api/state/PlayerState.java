package io.github.mkrules.api.state;

import java.util.List;
import java.util.Optional;

/**
 * One player's area (R-PAREA) and standing.
 *
 * @param index the player index, in hero-choice order
 * @param hero the hero id
 * @param hand the cards in hand
 * @param deck the deed deck, top card first (hidden in views)
 * @param discard the discard pile, top card first
 * @param playArea the cards played this turn
 * @param removed the cards thrown away (R-DISCARD-2.2), kept to account for every card
 * @param fame the Fame
 * @param reputation the Reputation position, -7 to +7 (R-SETUP-1)
 * @param level the level, 1 to 10
 * @param crystals the crystals in the Inventory
 * @param units the recruited units
 * @param skills the acquired skills
 * @param skillStack the face-down skill stack (hidden in views)
 * @param tactic the tactic taken this round, if any
 * @param position the hero's space, empty while the figure is off the map (R-PAREA-7)
 * @param roundOrderFaceDown whether the Round Order token is face down (R-TURN-2)
 * @param tacticFlipped whether the tactic card was turned face down after its once-per-round use
 * @param tacticPile the deed cards set aside under the tactic card (Sparing Power), hidden in views
 * @param manaStealDie the index of the Source die lying on the Mana Steal tactic, or -1
 * @param flippedSkills the skills turned face down until the next round (R-SKILLS-4.1, R-SKILLS-4.2)
 * @param skillsInCentre the interactive skills in the middle of the table until this player's next turn
 *     (R-SKILLS-4.2)
 * @param nextDrawBonus a hand-limit increase gained in the player's last turn of the round, carried over to
 *     the first draw of the next round (R-ROUND-4.6)
 */
public record PlayerState(
    int index,
    String hero,
    List<String> hand,
    List<String> deck,
    List<String> discard,
    List<String> playArea,
    List<String> removed,
    int fame,
    int reputation,
    int level,
    Crystals crystals,
    List<UnitState> units,
    List<String> skills,
    List<String> skillStack,
    Optional<String> tactic,
    Optional<HexCoord> position,
    boolean roundOrderFaceDown,
    boolean tacticFlipped,
    List<String> tacticPile,
    int manaStealDie,
    List<String> flippedSkills,
    List<String> skillsInCentre,
    int nextDrawBonus) {
  /**
   * Copies the collections.
   *
   * @param index index
   * @param hero hero
   * @param hand hand
   * @param deck deck
   * @param discard discard
   * @param playArea play area
   * @param removed removed
   * @param fame fame
   * @param reputation reputation
   * @param level level
   * @param crystals crystals
   * @param units units
   * @param skills skills
   * @param skillStack skill stack
   * @param tactic tactic
   * @param position position
   * @param roundOrderFaceDown round order token face down
   * @param tacticFlipped tactic turned face down
   * @param tacticPile cards under the tactic
   * @param manaStealDie die on the Mana Steal tactic
   * @param flippedSkills skills face down
   * @param skillsInCentre interactive skills in the centre
   * @param nextDrawBonus hand-limit increase carried to the next round
   */
  public PlayerState {
    flippedSkills = List.copyOf(flippedSkills);
    skillsInCentre = List.copyOf(skillsInCentre);
    tacticPile = List.copyOf(tacticPile);
    hand = List.copyOf(hand);
    deck = List.copyOf(deck);
    discard = List.copyOf(discard);
    playArea = List.copyOf(playArea);
    removed = List.copyOf(removed);
    units = List.copyOf(units);
    skills = List.copyOf(skills);
    skillStack = List.copyOf(skillStack);
  }

  /**
   * This player with other card piles.
   *
   * @param hand the hand
   * @param deck the deck
   * @param discard the discard pile
   * @param playArea the play area
   * @return the changed copy
   */
  public PlayerState withCards(List<String> hand, List<String> deck, List<String> discard, List<String> playArea) {
    return toBuilder().hand(hand).deck(deck).discard(discard).playArea(playArea).build();
  }

  /**
   * This player with another hand.
   *
   * @param hand the hand
   * @return the changed copy
   */
  public PlayerState withHand(List<String> hand) {
    return toBuilder().hand(hand).build();
  }

  /**
   * This player with another tactic.
   *
   * @param tactic the tactic, or empty
   * @return the changed copy
   */
  public PlayerState withTactic(Optional<String> tactic) {
    return toBuilder().tactic(tactic).build();
  }

  /**
   * This player with another position.
   *
   * @param position the space, or empty for off the map
   * @return the changed copy
   */
  public PlayerState withPosition(Optional<HexCoord> position) {
    return toBuilder().position(position).build();
  }

  /**
   * This player with another inventory.
   *
   * @param crystals the crystals
   * @return the changed copy
   */
  public PlayerState withCrystals(Crystals crystals) {
    return toBuilder().crystals(crystals).build();
  }

  /**
   * This player with other Fame and Reputation.
   *
   * @param fame the Fame
   * @param reputation the Reputation
   * @return the changed copy
   */
  public PlayerState withFameAndReputation(int fame, int reputation) {
    return toBuilder().fame(fame).reputation(reputation).build();
  }

  /**
   * This player with other thrown-away cards.
   *
   * @param removed the removed cards
   * @return the changed copy
   */
  public PlayerState withRemoved(List<String> removed) {
    return toBuilder().removed(removed).build();
  }

  /**
   * This player with the Round Order token turned.
   *
   * @param roundOrderFaceDown whether it is face down
   * @return the changed copy
   */
  public PlayerState withRoundOrderFaceDown(boolean roundOrderFaceDown) {
    return toBuilder().roundOrderFaceDown(roundOrderFaceDown).build();
  }

  /**
   * This player with other skill tokens.
   *
   * @param skills the acquired skills
   * @param flippedSkills the skills face down
   * @param skillsInCentre the interactive skills in the centre
   * @return the changed copy
   */
  public PlayerState withSkills(List<String> skills, List<String> flippedSkills, List<String> skillsInCentre) {
    return toBuilder().skills(skills).flippedSkills(flippedSkills).skillsInCentre(skillsInCentre).build();
  }

  /**
   * This player with a hand-limit increase for the next round's first draw (R-ROUND-4.6).
   *
   * @param nextDrawBonus the increase
   * @return the changed copy
   */
  public PlayerState withNextDrawBonus(int nextDrawBonus) {
    return toBuilder().nextDrawBonus(nextDrawBonus).build();
  }

  /**
   * This player with another skill stack.
   *
   * @param skillStack the face-down skill stack
   * @return the changed copy
   */
  public PlayerState withSkillStack(List<String> skillStack) {
    return toBuilder().skillStack(skillStack).build();
  }

  /**
   * This player at another level with other units.
   *
   * @param level the level
   * @param units the units
   * @return the changed copy
   */
  public PlayerState withLevelAndUnits(int level, List<UnitState> units) {
    return toBuilder().level(level).units(units).build();
  }

  /**
   * This player with other tactic markers.
   *
   * @param tactic the tactic, or empty
   * @param flipped whether it is face down
   * @param pile the cards under it
   * @param stolenDie the die on it, or -1
   * @return the changed copy
   */
  public PlayerState withTacticState(Optional<String> tactic, boolean flipped, List<String> pile, int stolenDie) {
    return toBuilder().tactic(tactic).tacticFlipped(flipped).tacticPile(pile).manaStealDie(stolenDie).build();
  }

  /**
   * A builder holding this player's values, to change several at once.
   *
   * @return the builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.index = index;
    b.hero = hero;
    b.hand = hand;
    b.deck = deck;
    b.discard = discard;
    b.playArea = playArea;
    b.removed = removed;
    b.fame = fame;
    b.reputation = reputation;
    b.level = level;
    b.crystals = crystals;
    b.units = units;
    b.skills = skills;
    b.skillStack = skillStack;
    b.tactic = tactic;
    b.position = position;
    b.roundOrderFaceDown = roundOrderFaceDown;
    b.tacticFlipped = tacticFlipped;
    b.tacticPile = tacticPile;
    b.manaStealDie = manaStealDie;
    b.flippedSkills = flippedSkills;
    b.skillsInCentre = skillsInCentre;
    b.nextDrawBonus = nextDrawBonus;
    return b;
  }

  /** Builds a {@link PlayerState}; start from {@link PlayerState#toBuilder()}. */
  public static final class Builder {
    private int index;
    private String hero;
    private List<String> hand;
    private List<String> deck;
    private List<String> discard;
    private List<String> playArea;
    private List<String> removed;
    private int fame;
    private int reputation;
    private int level;
    private Crystals crystals;
    private List<UnitState> units;
    private List<String> skills;
    private List<String> skillStack;
    private Optional<String> tactic;
    private Optional<HexCoord> position;
    private boolean roundOrderFaceDown;
    private boolean tacticFlipped;
    private List<String> tacticPile;
    private int manaStealDie;
    private List<String> flippedSkills;
    private List<String> skillsInCentre;
    private int nextDrawBonus;

    private Builder() {}

    /**
     * Sets index.
     *
     * @param index the value
     * @return this builder
     */
    public Builder index(int index) {
      this.index = index;
      return this;
    }

    /**
     * Sets hero.
     *
     * @param hero the value
     * @return this builder
     */
    public Builder hero(String hero) {
      this.hero = hero;
      return this;
    }

    /**
     * Sets hand.
     *
     * @param hand the value
     * @return this builder
     */
    public Builder hand(List<String> hand) {
      this.hand = hand;
      return this;
    }

    /**
     * Sets deck.
     *
     * @param deck the value
     * @return this builder
     */
    public Builder deck(List<String> deck) {
      this.deck = deck;
      return this;
    }

    /**
     * Sets discard.
     *
     * @param discard the value
     * @return this builder
     */
    public Builder discard(List<String> discard) {
      this.discard = discard;
      return this;
    }

    /**
     * Sets playArea.
     *
     * @param playArea the value
     * @return this builder
     */
    public Builder playArea(List<String> playArea) {
      this.playArea = playArea;
      return this;
    }

    /**
     * Sets removed.
     *
     * @param removed the value
     * @return this builder
     */
    public Builder removed(List<String> removed) {
      this.removed = removed;
      return this;
    }

    /**
     * Sets fame.
     *
     * @param fame the value
     * @return this builder
     */
    public Builder fame(int fame) {
      this.fame = fame;
      return this;
    }

    /**
     * Sets reputation.
     *
     * @param reputation the value
     * @return this builder
     */
    public Builder reputation(int reputation) {
      this.reputation = reputation;
      return this;
    }

    /**
     * Sets level.
     *
     * @param level the value
     * @return this builder
     */
    public Builder level(int level) {
      this.level = level;
      return this;
    }

    /**
     * Sets crystals.
     *
     * @param crystals the value
     * @return this builder
     */
    public Builder crystals(Crystals crystals) {
      this.crystals = crystals;
      return this;
    }

    /**
     * Sets units.
     *
     * @param units the value
     * @return this builder
     */
    public Builder units(List<UnitState> units) {
      this.units = units;
      return this;
    }

    /**
     * Sets skills.
     *
     * @param skills the value
     * @return this builder
     */
    public Builder skills(List<String> skills) {
      this.skills = skills;
      return this;
    }

    /**
     * Sets skillStack.
     *
     * @param skillStack the value
     * @return this builder
     */
    public Builder skillStack(List<String> skillStack) {
      this.skillStack = skillStack;
      return this;
    }

    /**
     * Sets tactic.
     *
     * @param tactic the value
     * @return this builder
     */
    public Builder tactic(Optional<String> tactic) {
      this.tactic = tactic;
      return this;
    }

    /**
     * Sets position.
     *
     * @param position the value
     * @return this builder
     */
    public Builder position(Optional<HexCoord> position) {
      this.position = position;
      return this;
    }

    /**
     * Sets roundOrderFaceDown.
     *
     * @param roundOrderFaceDown the value
     * @return this builder
     */
    public Builder roundOrderFaceDown(boolean roundOrderFaceDown) {
      this.roundOrderFaceDown = roundOrderFaceDown;
      return this;
    }

    /**
     * Sets tacticFlipped.
     *
     * @param tacticFlipped the value
     * @return this builder
     */
    public Builder tacticFlipped(boolean tacticFlipped) {
      this.tacticFlipped = tacticFlipped;
      return this;
    }

    /**
     * Sets tacticPile.
     *
     * @param tacticPile the value
     * @return this builder
     */
    public Builder tacticPile(List<String> tacticPile) {
      this.tacticPile = tacticPile;
      return this;
    }

    /**
     * Sets manaStealDie.
     *
     * @param manaStealDie the value
     * @return this builder
     */
    public Builder manaStealDie(int manaStealDie) {
      this.manaStealDie = manaStealDie;
      return this;
    }

    /**
     * Sets flippedSkills.
     *
     * @param flippedSkills the value
     * @return this builder
     */
    public Builder flippedSkills(List<String> flippedSkills) {
      this.flippedSkills = flippedSkills;
      return this;
    }

    /**
     * Sets skillsInCentre.
     *
     * @param skillsInCentre the value
     * @return this builder
     */
    public Builder skillsInCentre(List<String> skillsInCentre) {
      this.skillsInCentre = skillsInCentre;
      return this;
    }

    /**
     * Sets nextDrawBonus.
     *
     * @param nextDrawBonus the value
     * @return this builder
     */
    public Builder nextDrawBonus(int nextDrawBonus) {
      this.nextDrawBonus = nextDrawBonus;
      return this;
    }

    /**
     * Builds the player state.
     *
     * @return the player state
     */
    public PlayerState build() {
      return new PlayerState(index, hero, hand, deck, discard, playArea,
          removed, fame, reputation, level, crystals, units, skills, skillStack,
          tactic, position, roundOrderFaceDown, tacticFlipped, tacticPile, manaStealDie, flippedSkills, skillsInCentre, nextDrawBonus);
    }
  }
}
