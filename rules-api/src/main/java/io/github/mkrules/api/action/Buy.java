package io.github.mkrules.api.action;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Buy something other than a unit while interacting, with the Influence gathered (R-INTERACT-4, R-INTERACT-5:
 * any number of purchases). A Spell or an Advanced Action names the card; a Spell names the mana of its colour
 * that is paid besides the Influence. Notation {@code buy <purchase> [<card>] [<mana source>...]}, for example
 * {@code buy healing}, {@code buy spell fireball crystal:red} or {@code buy advanced-action-deck}.
 *
 * @param purchase what is bought
 * @param card the card bought, for purchases that name one
 * @param mana the mana sources spent, in order
 */
public record Buy(Purchase purchase, Optional<String> card, List<ManaSource> mana) implements Action {
  /**
   * Checks the parts and copies the list.
   *
   * @param purchase what is bought
   * @param card the card bought, if named
   * @param mana the mana sources
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
    Objects.requireNonNull(mana, "mana").forEach(m -> Objects.requireNonNull(m, "mana entry"));
    mana = List.copyOf(mana);
  }

  /**
   * A purchase that names no card and needs no mana.
   *
   * @param purchase what is bought
   * @return the action
   */
  public static Buy of(Purchase purchase) {
    return new Buy(purchase, Optional.empty(), List.of());
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder("buy ").append(purchase.id());
    card.ifPresent(c -> sb.append(' ').append(c));
    for (ManaSource source : mana) {
      sb.append(' ').append(source);
    }
    return sb.toString();
  }
}
