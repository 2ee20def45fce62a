package io.github.mkrules.api.action;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Play a deed card from hand for its basic or powered effect (R-CARDS-2, R-CARDS-3). When the effect offers
 * alternatives ("Attack 2 OR Block 2"), {@code option} picks one, counted from 0 in printed order. Payment is
 * explicit: {@code mana} names each mana source spent, in order. A compound card such as Concentration names
 * the card it plays with {@code with}; an effect that discards or throws away another card as its cost
 * (Improvisation, Training; R-CARDS-6) names it with {@code cost}.
 *
 * <p>Notation: {@code play <card> basic|powered [option:<n>] [with:<card>] [cost:<card>] [<mana source>...]}, for example
 * {@code play march powered die:2} or {@code play rage basic option:1}.
 *
 * @param card the card id
 * @param mode basic or powered
 * @param option the chosen alternative of the effect, 0 when the effect has none
 * @param with the other card played by a compound effect (R-COMPOUND), if any
 * @param cost the card discarded or thrown away to pay the effect (R-CARDS-6), if any
 * @param mana the mana sources spent, in order
 */
public record PlayCard(
    String card, CardMode mode, int option, Optional<String> with, Optional<String> cost, List<ManaSource> mana)
    implements Action {
  /**
   * Checks the parts and copies the list of mana sources.
   *
   * @param card the card id
   * @param mode basic or powered
   * @param option the chosen alternative
   * @param with the other card of a compound effect
   * @param cost the card paid as a cost
   * @param mana the mana sources
   * @throws NullPointerException if a part is null
   * @throws IllegalArgumentException if an id is not kebab-case or the option is negative
   */
  public PlayCard {
    Words.id(card, "card");
    Objects.requireNonNull(mode, "mode");
    Words.option(option, "option");
    Objects.requireNonNull(with, "with").ifPresent(w -> Words.id(w, "with"));
    Objects.requireNonNull(cost, "cost").ifPresent(c -> Words.id(c, "cost"));
    Objects.requireNonNull(mana, "mana").forEach(m -> Objects.requireNonNull(m, "mana entry"));
    mana = List.copyOf(mana);
  }

  /**
   * A basic play with the given option and no mana.
   *
   * @param card the card id
   * @param option the chosen alternative
   * @return the action
   */
  public static PlayCard basic(String card, int option) {
    return new PlayCard(card, CardMode.BASIC, option, Optional.empty(), Optional.empty(), List.of());
  }

  /**
   * A powered play paid with one mana source.
   *
   * @param card the card id
   * @param option the chosen alternative
   * @param source the mana paid
   * @return the action
   */
  public static PlayCard powered(String card, int option, ManaSource source) {
    return new PlayCard(card, CardMode.POWERED, option, Optional.empty(), Optional.empty(), List.of(source));
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder("play ").append(card).append(' ');
    sb.append(mode == CardMode.BASIC ? "basic" : "powered");
    if (option != 0) {
      sb.append(" option:").append(option);
    }
    with.ifPresent(w -> sb.append(" with:").append(w));
    cost.ifPresent(c -> sb.append(" cost:").append(c));
    for (ManaSource source : mana) {
      sb.append(' ').append(source);
    }
    return sb.toString();
  }
}
