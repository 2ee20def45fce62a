package io.github.mkrules.api.action;

import java.util.Objects;
import java.util.Optional;

/**
 * Play a deed card from hand for its basic or powered effect (R-CARDS-2, R-CARDS-3). When the effect offers
 * alternatives ("Attack 2 OR Block 2"), {@code option} picks one, counted from 0 in printed order. A compound
 * card such as Concentration names the card it plays with {@code with}. What the play needs beyond that is
 * chosen in steps of its own (issue 14), each a {@link Pick}: the card an effect discards or throws away as its
 * cost (Improvisation, Training; R-CARDS-6), then one die, crystal or token per mana ({@code pick die:2}), then
 * the choices of the effect itself (Mana Draw's die and colour).
 *
 * <p>Notation: {@code play <card> basic|powered [option:<n>] [with:<card>]}, for example
 * {@code play march powered} or {@code play rage basic option:1}.
 *
 * @param card the card id
 * @param mode basic or powered
 * @param option the chosen alternative of the effect, 0 when the effect has none
 * @param with the other card played by a compound effect (R-COMPOUND), if any
 */
public record PlayCard(String card, CardMode mode, int option, Optional<String> with) implements Action {
  /**
   * Checks the parts.
   *
   * @param card the card id
   * @param mode basic or powered
   * @param option the chosen alternative
   * @param with the other card of a compound effect
   * @throws NullPointerException if a part is null
   * @throws IllegalArgumentException if an id is not kebab-case or the option is negative
   */
  public PlayCard {
    Words.id(card, "card");
    Objects.requireNonNull(mode, "mode");
    Words.option(option, "option");
    Objects.requireNonNull(with, "with").ifPresent(w -> Words.id(w, "with"));
  }

  /**
   * A basic play with the given option.
   *
   * @param card the card id
   * @param option the chosen alternative
   * @return the action
   */
  public static PlayCard basic(String card, int option) {
    return new PlayCard(card, CardMode.BASIC, option, Optional.empty());
  }

  /**
   * A powered play with the given option; its mana is picked next.
   *
   * @param card the card id
   * @param option the chosen alternative
   * @return the action
   */
  public static PlayCard powered(String card, int option) {
    return new PlayCard(card, CardMode.POWERED, option, Optional.empty());
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder("play ").append(card).append(' ');
    sb.append(mode == CardMode.BASIC ? "basic" : "powered");
    if (option != 0) {
      sb.append(" option:").append(option);
    }
    with.ifPresent(w -> sb.append(" with:").append(w));
    return sb.toString();
  }
}
