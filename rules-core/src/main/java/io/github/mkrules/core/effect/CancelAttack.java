package io.github.mkrules.core.effect;

/**
 * {@code cancel-attack}: [combat] one open attack of an undefeated enemy, picked, deals no damage; cancelling is not
 * blocking (an Elusive enemy keeps its higher Armour). It acts on the attack, so Arcane Immunity does not stop it
 * (R-ABIL-16; Banner of Fear).
 */
public record CancelAttack() implements Effect.Word {
  @Override
  public String toString() {
    return "cancel-attack";
  }
}
