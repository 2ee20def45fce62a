package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.PerCount;
import io.github.mkrules.core.engine.Draft;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code block N E per blocked-symbols} (Cold Toughness): Block gathered now whose amount depends on the enemy it
 * will block. It is kept as a turn modifier beside the gathered Block, counted against the enemy a block names
 * (R-COMBAT-BLOCK-7) and used up with the Block points (R-COMBAT-BLOCK-10).
 */
final class BlockedSymbols {
  private BlockedSymbols() {}

  /**
   * The Block the words in force add against one enemy, by kind: ordinary Block and Block that counts double against
   * Swift (R-COMBAT-BLOCK-6.1).
   *
   * @param d the draft
   * @param n the enemy's number in the combat
   * @param swift true for the Block that counts double against Swift, false for the ordinary Block
   * @return the points
   */
  static CombatPoints bonus(Draft d, int n, boolean swift) {
    CombatPoints out = CombatPoints.NONE;
    int symbols = -1;
    for (Modifier m : Modifier.of(d.turn, PerCount.class)) {
      PerCount word = m.word(PerCount.class);
      if (word.count() != PerCount.Count.BLOCKED_SYMBOLS) {
        continue;
      }
      symbols = symbols >= 0 ? symbols : symbols(d.content.enemy(Combats.get(d).enemy(n).enemy()));
      Effect.Block block = (Effect.Block) word.times(symbols);
      if (block != null && block.doubleAgainstSwift() == swift) {
        out = out.plus(block.element(), block.amount());
      }
    }
    return out;
  }

  /**
   * The symbols shown on an enemy token (Cold Toughness, decision U6 of docs/decisions/deed-cards.md): each special
   * ability (R-ABIL-1..5, R-ABIL-9, R-ABIL-14..21), each attack colour other than physical (Fire, Ice and Cold Fire
   * are one colour each, R-ABIL-6..8; several attacks of one colour show it once) and each resistance (R-ABIL-10..12;
   * Fire and Ice resistance are two symbols). The printed token, whatever the combat changed.
   *
   * @param token the enemy token
   * @return how many
   */
  static int symbols(EnemyToken token) {
    Set<String> colours = new HashSet<>();
    for (EnemyAttack attack : token.attacks()) {
      if (!attack.element().equals(Element.PHYSICAL.id())) {
        colours.add(attack.element());
      }
    }
    return token.abilities().size() + colours.size() + token.resistances().size();
  }

  /**
   * Whether a word is one of these, which a block uses up and the end of the Block phase drops.
   *
   * @param word the word of a turn modifier
   * @return true for {@code per blocked-symbols}
   */
  static boolean is(Effect word) {
    return word instanceof PerCount && ((PerCount) word).count() == PerCount.Count.BLOCKED_SYMBOLS;
  }
}
