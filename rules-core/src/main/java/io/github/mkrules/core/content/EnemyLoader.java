package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyToken;
import java.util.List;

/**
 * Reads {@code enemies.json}: one entry per enemy token type, with its copies (R-SETUP-2, R-ABIL).
 * Colours, attack elements, abilities and resistances come from closed lists. A summoner
 * ({@code summon}, R-ABIL-5) has exactly one attack of value 0, since the summoned brown token attacks for
 * it; every other attack is at least 1.
 */
final class EnemyLoader {
  /** The bundled file name. */
  static final String FILE = "enemies.json";

  /**
   * The enemy ability ids of the base game, each with its rule: {@code paralyze} R-ABIL-1, {@code poison}
   * R-ABIL-2, {@code brutal} R-ABIL-3, {@code swift} R-ABIL-4, {@code summon} R-ABIL-5, {@code fortified}
   * R-ABIL-9. The elements (R-ABIL-6 to 8) are part of each attack, and the resistances (R-ABIL-10 to 13)
   * a list of their own. Of the newer abilities (R-ABIL-14 to 21), which only expansion tokens print, the
   * engine implements {@code elusive} R-ABIL-14, {@code unfortified} R-ABIL-15, {@code arcane-immunity}
   * R-ABIL-16, {@code assassination} R-ABIL-17, {@code cumbersome} R-ABIL-18 and {@code vampiric} R-ABIL-20
   * (multiple attacks, R-ABIL-19, are a token's list of attacks); {@code defend} R-ABIL-21 is not accepted: the
   * source does not say how it works (GAP-13, docs/decisions/combat.md).
   */
  static final List<String> ABILITIES = List.of("paralyze", "poison", "brutal", "swift", "summon", "fortified",
      "elusive", "unfortified", "arcane-immunity", "assassination", "cumbersome", "vampiric");

  /** Attack elements (R-ABIL-6 to 8); {@code physical} is the default element. */
  static final List<String> ELEMENTS = List.of("physical", "fire", "ice", "cold-fire");

  private EnemyLoader() {}

  /** Reads the enemy entries of a content file. */
  static List<EnemyToken> load(DataFile file) {
    return file.entries("enemies", EnemyToken.class, EnemyLoader::check);
  }

  /**
   * Checks one enemy token type.
   *
   * @param enemy the token
   * @param at its place, for messages
   * @return the token
   * @throws DataException naming the place and the field of the first problem
   */
  static EnemyToken check(EnemyToken enemy, Place at) {
    at.range("armor", enemy.armor(), 1, 20);
    at.range("fame", enemy.fame(), 1, 20);
    at.range("copies", enemy.copies(), 1, 5);
    at.range("rampagingReputation", enemy.rampagingReputation(), 0, 5);
    at.range("reputationOnDefeat", enemy.reputationOnDefeat(), -5, 5);
    at.ids("abilities", enemy.abilities(), ABILITIES);
    at.ids("resistances", enemy.resistances(), UnitLoader.RESISTANCES);
    at.size("attacks", enemy.attacks(), 1, 4);
    for (int i = 0; i < enemy.attacks().size(); i++) {
      Place attack = at.in("attacks[" + i + "]");
      attack.oneOf("element", enemy.attacks().get(i).element(), "element", ELEMENTS);
      attack.range("value", enemy.attacks().get(i).value(), 0, 20);
    }
    checkSummon(at, enemy.abilities().contains("summon"), enemy.attacks());
    checkElusive(at, enemy);
    return enemy;
  }

  /** R-ABIL-14: only an Elusive enemy states a lower Armour, and it is lower than its raised one. */
  private static void checkElusive(Place at, EnemyToken enemy) {
    if (enemy.elusiveArmor() == 0) {
      return;
    }
    if (!enemy.abilities().contains("elusive")) {
      throw at.fail("elusiveArmor", "only an Elusive enemy (R-ABIL-14) has a lower Armour");
    }
    at.range("elusiveArmor", enemy.elusiveArmor(), 1, enemy.armor() - 1);
  }

  private static void checkSummon(Place at, boolean summoner, List<EnemyAttack> attacks) {
    if (summoner) {
      if (attacks.size() != 1 || attacks.get(0).value() != 0 || !"physical".equals(attacks.get(0).element())) {
        throw at.fail("attacks", "a summoner has exactly one attack, of value 0 and element physical");
      }
      return;
    }
    for (EnemyAttack attack : attacks) {
      if (attack.value() == 0) {
        throw at.fail("attacks", "an attack of value 0 is allowed only for a summoner");
      }
    }
  }
}
