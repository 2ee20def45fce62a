package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.CardPlay;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.turn.SpaceBenefits;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The secret choices whose options come from the chooser's own hidden cards: the discards before drawing
 * (R-ENDTURN-7.1), the Wounds of a Standard Rest (R-TURN-7.1), the card an effect takes as its cost
 * (R-CARDS-6), Rethink's and Midnight Meditation's cards, Preparation's deck, and the piles a Magical Glade may
 * take a Wound from (R-ENDTURN-4.1). Other players see none of
 * their options or picks, so a sampled state deals the options again from the cards dealt to the chooser
 * (API-SAMPLE).
 */
public final class SecretChoices {
  private static final String WOUND = "wound";

  private SecretChoices() {}

  /**
   * Whether a choice's options are the chooser's hidden cards.
   *
   * @param choice a choice
   * @return true for the choices {@link #dealtFrom} can deal again
   */
  public static boolean fromOwnCards(PendingChoice choice) {
    return choice.secret() && choice.kind() != DecisionKind.CHOOSE_REWARD && choice.kind() != DecisionKind.DRAFT_PICK;
  }

  /**
   * The choice as it would stand with the chooser holding other cards: its options taken from them, nothing
   * picked yet; or null if those cards cannot make the choice (too few options for its fewest picks).
   *
   * @param choice a choice for which {@link #fromOwnCards} holds
   * @param chooser the chooser with the cards dealt to them
   * @param content the content (the cost card of Training has a colour)
   * @return the choice, or null
   */
  public static PendingChoice dealtFrom(PendingChoice choice, PlayerState chooser, Content content) {
    List<String> options = new ArrayList<>();
    if (choice.kind() == DecisionKind.CARD_CHOICE) {
      options.addAll(CardPlay.costCards(content, choice.context().get(2), chooser.hand()));
    } else if (choice.kind() == DecisionKind.END_TURN_DISCARD || choice.kind() == DecisionKind.REST_DISCARD) {
      boolean wounds = choice.kind() == DecisionKind.REST_DISCARD;
      for (String card : chooser.hand()) {
        if (card.equals(WOUND) == wounds) {
          options.add(card);
        }
      }
    } else if (choice.kind() == DecisionKind.SITE_BENEFIT) {
      options.addAll(SpaceBenefits.woundPiles(chooser)); // R-ENDTURN-4.1: where a Wound lies
    } else if (choice.context().get(0).equals("preparation")) {
      options.addAll(new TreeSet<>(chooser.deck()));
    } else {
      options.addAll(chooser.hand());
    }
    if (choice.kind() != DecisionKind.CARD_CHOICE && choice.kind() != DecisionKind.SITE_BENEFIT) {
      options.sort(null);
    }
    int max = choice.kind() == DecisionKind.END_TURN_DISCARD || choice.kind() == DecisionKind.REST_DISCARD
        ? options.size() : Math.min(choice.max(), options.size());
    return options.size() < choice.min() ? null
        : choice.withOptions(options).withPicked(List.of()).withMax(max);
  }
}
