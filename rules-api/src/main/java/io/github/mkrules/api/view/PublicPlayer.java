package io.github.mkrules.api.view;

import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.UnitState;
import java.util.List;
import java.util.Optional;

/**
 * What every player can see of one player.
 *
 * @param index the player index
 * @param hero the hero id
 * @param handSize the number of cards in hand
 * @param deckSize the number of cards in the deed deck
 * @param discard the discard pile (face up), top first
 * @param playArea the cards played this turn
 * @param fame the Fame
 * @param reputation the Reputation
 * @param level the level
 * @param crystals the Inventory
 * @param units the units
 * @param skills the acquired skills
 * @param skillStackSize the number of face-down skill tokens left
 * @param tactic the tactic taken, if any
 * @param position the hero's space, if on the map
 * @param roundOrderFaceDown whether the Round Order token is face down
 * @param tacticFlipped whether the tactic card is face down
 * @param tacticPileSize the number of cards set aside under the tactic card (their identity is hidden)
 * @param manaStealDie the Source die lying on the Mana Steal tactic, or -1
 * @param flippedSkills the skills face down until the next round
 * @param skillsInCentre the interactive skills in the middle of the table
 * @param keptDice the Source dice the player keeps until the end of the Round (Mana Claim)
 * @param roundEffects the player's effects that outlast the turn, as {@code PlayerState.roundEffects} (announced
 *     when played: Mana Curse, the colour of an interactive token in the centre)
 */
public record PublicPlayer(
    int index,
    String hero,
    int handSize,
    int deckSize,
    List<String> discard,
    List<String> playArea,
    int fame,
    int reputation,
    int level,
    Crystals crystals,
    List<UnitState> units,
    List<String> skills,
    int skillStackSize,
    Optional<String> tactic,
    Optional<HexCoord> position,
    boolean roundOrderFaceDown,
    boolean tacticFlipped,
    int tacticPileSize,
    int manaStealDie,
    List<String> flippedSkills,
    List<String> skillsInCentre,
    List<Integer> keptDice,
    List<String> roundEffects) {}
