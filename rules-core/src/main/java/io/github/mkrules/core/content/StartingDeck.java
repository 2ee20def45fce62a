package io.github.mkrules.core.content;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.Hero;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A hero's starting Deed deck (R-PAREA-4): the 16 Basic Actions marked with the hero. They are the
 * shared Basic Actions, each as many times as its copies, with the hero's own card in place of one copy
 * of the shared card of the same colour it replaces (deed-cards.md §1.1, heroes-skills-tactics.md §1.1).
 */
public final class StartingDeck {
  private StartingDeck() {}

  /**
   * The card ids of a hero's starting deck in a fixed order: the shared Basic Actions in file order
   * (which is the printed deck number order), the hero card taking the place of the first copy of the
   * card it replaces. The deck is shuffled at setup; this order only makes the list reproducible.
   *
   * @param hero the hero
   * @param cards the loaded deed cards
   * @return the 16 card ids (for the base data), unmodifiable
   * @throws IllegalArgumentException if the hero's card or the card it replaces is not among the cards
   */
  public static List<String> of(Hero hero, List<DeedCard> cards) {
    Optional<DeedCard> heroCard = cards.stream().filter(c -> c.id().equals(hero.heroCard())).findFirst();
    if (heroCard.isEmpty()
        || heroCard.get().type() != DeedCardType.BASIC_ACTION
        || !heroCard.get().hero().equals(Optional.of(hero.id()))) {
      throw new IllegalArgumentException(
          "no basic action '" + hero.heroCard() + "' of hero '" + hero.id() + "' among the cards");
    }
    List<String> deck = new ArrayList<>();
    boolean replaced = false;
    for (DeedCard card : cards) {
      if (card.type() != DeedCardType.BASIC_ACTION || card.hero().isPresent()) {
        continue;
      }
      for (int i = 0; i < card.copies(); i++) {
        if (!replaced && card.id().equals(hero.replacedCard())) {
          deck.add(hero.heroCard());
          replaced = true;
        } else {
          deck.add(card.id());
        }
      }
    }
    if (!replaced) {
      throw new IllegalArgumentException(
          "hero '" + hero.id() + "' replaces '" + hero.replacedCard() + "', which is not a shared basic action");
    }
    return List.copyOf(deck);
  }
}
