package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The Dummy player of a cooperative or solo game (scenario book §1.2, S-GENERAL-06 to S-GENERAL-19): a hero
 * card, a Round Order token and a deck that paces the rounds. It has no figure, Fame, Reputation, hand or
 * units, never decides anything and is never the target of another player: its turns are played by the engine
 * (S-GENERAL-12, S-GENERAL-13). The generated {@link DummyStateBuilder} builds one and the generated
 * {@code with…} methods copy one with one component changed.
 *
 * @param hero the Dummy hero's id (S-GENERAL-07)
 * @param deck its draw deck, top card first (hidden in views: only its size is known)
 * @param discard its discard pile, top card first; the cards it flipped this round, face up
 * @param crystals its Inventory; unlike a real hero it may hold more than 3 of a colour (S-GENERAL-16)
 * @param tactic the tactic it took this round, which only fixes its place in the Round Order (S-GENERAL-11)
 * @param orderPosition its place in the Round Order: how many players take their turn before it in each
 *     cycle of the round, from 0 (it goes first) to the number of players (it goes last)
 * @param skillStack its face-down skill tokens in a solo game, top first (S-GENERAL-21; hidden in views);
 *     empty in a cooperative game
 */
@ValueStyle
@Value.Builder
public record DummyState(
    String hero,
    List<String> deck,
    List<String> discard,
    Crystals crystals,
    Optional<String> tactic,
    int orderPosition,
    List<String> skillStack) implements WithDummyState {
  /**
   * Copies the lists.
   *
   * @param hero hero
   * @param deck deck
   * @param discard discard pile
   * @param crystals crystals
   * @param tactic tactic
   * @param orderPosition place in the Round Order
   * @param skillStack skill stack
   */
  public DummyState {
    deck = List.copyOf(deck);
    discard = List.copyOf(discard);
    skillStack = List.copyOf(skillStack);
  }
}
