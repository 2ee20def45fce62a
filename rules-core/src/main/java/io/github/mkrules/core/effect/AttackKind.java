package io.github.mkrules.core.effect;

import java.util.Locale;

/** The range of an attack (R-COMBAT): melee is the default and is not written. */
public enum AttackKind {
  /** An ordinary (melee) attack, usable in the Attack phase only. */
  MELEE,
  /** A ranged attack, usable in the Ranged and Siege phase too. */
  RANGED,
  /** A siege attack, which also works against fortified enemies in the Ranged and Siege phase. */
  SIEGE;

  /**
   * The modifier word in the effect language.
   *
   * @return for example {@code ranged}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }
}
