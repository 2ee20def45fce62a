package io.github.mkrules.api.action;

import java.util.Objects;
import java.util.Optional;

/**
 * Buy something other than a unit while interacting, with the Influence gathered (R-INTERACT-4, R-INTERACT-5:
 * any number of purchases). A Spell or an Advanced Action names the card; a Spell's mana of its colour, paid
 * besides the Influence, is picked next ({@link Pick}, issue 14), as a card play's mana is. Notation
 * {@code buy <purchase> [<card>]}, for example {@code buy healing}, {@code buy spell fireball} or
 * {@code buy advanced-action-deck}.
 *
 * @param purchase what is bought
 * @param card the card bought, for purchases that name one
 */
public record Buy(Purchase purchase, Optional<String> card) implements Action {
  /**
   * Checks the parts.
   *
   * @param purchase what is bought
   * @param card the card bought, if named
   * @throws NullPointerException if a part is null
   * @throws IllegalArgumentException if the card is missing, superfluous or not kebab-case
   */
  public Buy {
    Objects.requireNonNull(purchase, "purchase");
    Objects.requireNonNull(card, "card").ifPresent(c -> Words.id(c, "card"));
    if (purchase.namesCard() != card.isPresent()) {
      throw new IllegalArgumentException("'buy " + purchase.id() + "' " + (purchase.namesCard()
          ? "names the card bought" : "names no card"));
    }
  }

  /**
   * A purchase that names no card.
   *
   * @param purchase what is bought
   * @return the action
   */
  public static Buy of(Purchase purchase) {
    return new Buy(purchase, Optional.empty());
  }

  @Override
  public String notation() {
    return card.map(c -> "buy " + purchase.id() + " " + c).orElse("buy " + purchase.id());
  }
}
