package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One player's area (R-PAREA) and standing. The generated {@link PlayerStateBuilder} builds one
 * and the generated {@code with…} methods copy one with one component changed (docs/decisions/api.md).
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
 * @param setAside the deed cards set aside until the end of the Round (Time Bending, R-COMPOUND-1.3)
 * @param keptDice the indices of the Source dice the player keeps out of the Source until the end of the Round
 *     (Mana Claim), rerolled into the Source with the others then (R-ROUND-2.2)
 * @param roundEffects the effects of the player that outlast the turn, each {@code "<source-id> <word>"} as the
 *     effect language writes it: {@code each-turn} and {@code others-each-turn} until the end of the Round,
 *     {@code while-in-centre} while the skill token lies in the centre (R-SKILLS-4.2)
 */
@ValueStyle
@Value.Builder
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
    int nextDrawBonus,
    List<String> setAside,
    List<Integer> keptDice,
    List<String> roundEffects) implements WithPlayerState {
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
   * @param setAside cards set aside until the end of the round (Time Bending)
   * @param keptDice Source dice kept until the end of the round (Mana Claim)
   * @param roundEffects effects that outlast the turn
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
    setAside = List.copyOf(setAside);
    keptDice = List.copyOf(keptDice);
    roundEffects = List.copyOf(roundEffects);
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
    return new PlayerStateBuilder().from(this).hand(hand).deck(deck).discard(discard).playArea(playArea).build();
  }

  /**
   * This player with other Fame and Reputation.
   *
   * @param fame the Fame
   * @param reputation the Reputation
   * @return the changed copy
   */
  public PlayerState withFameAndReputation(int fame, int reputation) {
    return new PlayerStateBuilder().from(this).fame(fame).reputation(reputation).build();
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
    return new PlayerStateBuilder().from(this).skills(skills).flippedSkills(flippedSkills)
        .skillsInCentre(skillsInCentre).build();
  }

  /**
   * This player at another level with other units.
   *
   * @param level the level
   * @param units the units
   * @return the changed copy
   */
  public PlayerState withLevelAndUnits(int level, List<UnitState> units) {
    return new PlayerStateBuilder().from(this).level(level).units(units).build();
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
    return new PlayerStateBuilder().from(this).tactic(tactic).tacticFlipped(flipped).tacticPile(pile)
        .manaStealDie(stolenDie).build();
  }

  /**
   * This player with other dice and effects kept beyond the turn.
   *
   * @param keptDice the Source dice kept until the end of the Round
   * @param roundEffects the effects that outlast the turn
   * @return the changed copy
   */
  public PlayerState withRoundEffects(List<Integer> keptDice, List<String> roundEffects) {
    return new PlayerStateBuilder().from(this).keptDice(keptDice).roundEffects(roundEffects).build();
  }
}
