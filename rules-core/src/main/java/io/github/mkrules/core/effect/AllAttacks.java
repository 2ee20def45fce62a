package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;

/**
 * {@code attacks cold-fire} or {@code attacks siege}: for the rest of the combat every Attack the player gains
 * becomes Cold Fire, or also counts as a Siege Attack keeping its element (Altem Mages, R-UNITS-5.2(b)). A Siege
 * Attack may be used in the Ranged and Siege phase and against fortified enemies (R-COMBAT-RANGED-3.1).
 *
 * @param element the element every attack takes, or null when the attacks keep theirs
 * @param siege whether every attack also counts as Siege
 */
public record AllAttacks(Element element, boolean siege) implements Effect.Word {
  /** The word in the effect language. */
  public static final String WORD = "attacks";

  /**
   * Checks that exactly one change is named.
   *
   * @param element the element, or null
   * @param siege whether attacks count as Siege
   */
  public AllAttacks {
    if ((element == null) == !siege) {
      throw new IllegalArgumentException("attacks takes exactly one of cold-fire, fire, ice, physical or siege");
    }
  }

  /**
   * An attack as this word changes it.
   *
   * @param attack the attack gained
   * @return the attack with its new element or kind
   */
  public Effect.Attack change(Effect.Attack attack) {
    return new Effect.Attack(attack.amount(), siege ? AttackKind.SIEGE : attack.kind(),
        element == null ? attack.element() : element);
  }

  @Override
  public String toString() {
    return WORD + " " + (siege ? "siege" : element.id());
  }
}
