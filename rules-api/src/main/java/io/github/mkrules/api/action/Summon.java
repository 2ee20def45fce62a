package io.github.mkrules.api.action;

/**
 * Druid Nights: summon one monster for each Magical Glade that carries the player's Shield and fight them, as
 * the turn's action, once in each of the two Nights (S-DRUID-NIGHTS-02, S-DRUID-NIGHTS-04). Notation
 * {@code summon}.
 */
public record Summon() implements Action {
  @Override
  public String notation() {
    return "summon";
  }
}
