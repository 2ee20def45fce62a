package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Strike;
import io.github.mkrules.api.action.Target;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.scenario.OwnedSites;
import io.github.mkrules.core.variant.Raiders;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.map.TileReveal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Attacking enemies in the Ranged and Siege phase and in the Attack phase: choosing the target group, then
 * striking it with the gathered Attack (R-COMBAT-RANGED, R-COMBAT-ATTACK).
 */
public final class Targeting {
  private Targeting() {}

  /**
   * The legal targets and strike.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    CombatState c = Combats.get(d);
    for (int n = 0; n < c.enemies().size(); n++) {
      Target t = new Target(n);
      if (checkTarget(d, t) == null) {
        out.add(t);
      }
    }
    if (checkStrike(d, new Strike()) == null) {
      out.add(new Strike());
    }
  }

  private static boolean attackPhase(CombatState c) {
    return c != null && (c.phase() == CombatPhase.RANGED_SIEGE || c.phase() == CombatPhase.ATTACK);
  }

  /**
   * Checks adding an enemy to the target group (R-COMBAT-RANGED-2, R-COMBAT-RANGED-3.1(ii)).
   *
   * @param d the draft
   * @param t the target
   * @return a rejection, or null if legal
   */
  public static Rejection checkTarget(Draft d, Target t) {
    CombatState c = Combats.get(d);
    if (!attackPhase(c)) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-RANGED-2", "enemies are targeted in the Ranged and Siege or the Attack phase");
    }
    int n = t.enemy();
    if (n >= c.enemies().size()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-2", "no enemy " + n + " in this combat");
    }
    if (c.enemy(n).defeated()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-5.1", "enemy " + n + " is already defeated");
    }
    if (!c.targets().isEmpty() && n <= c.targets().get(c.targets().size() - 1)) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-2",
          "targets are added in increasing number, after " + c.targets().get(c.targets().size() - 1));
    }
    if (c.phase() == CombatPhase.RANGED_SIEGE && EnemyStats.of(d, c, n).doublyFortified()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-3.1",
          "a doubly fortified enemy cannot be attacked in the Ranged and Siege phase");
    }
    return null;
  }

  /**
   * Adds a checked target.
   *
   * @param d the draft
   * @param t the target
   */
  public static void applyTarget(Draft d, Target t) {
    CombatState c = Combats.get(d);
    Combats.set(d, c.withTargets(Lists.with(c.targets(), t.enemy())));
  }

  /**
   * Checks a strike: the usable Attack, with the resistances of the whole group, reaches its total Armour
   * (R-COMBAT-RANGED-3.1, R-COMBAT-RANGED-4, R-COMBAT-RANGED-5, R-COMBAT-ATTACK-1).
   *
   * @param d the draft
   * @param s the strike
   * @return a rejection, or null if legal
   */
  public static Rejection checkStrike(Draft d, Strike s) {
    CombatState c = Combats.get(d);
    if (!attackPhase(c)) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-RANGED-1", "attacks are made in the Ranged and Siege or the Attack phase");
    }
    if (c.targets().isEmpty()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-2", "choose the targets first");
    }
    int armor = armor(d, c);
    if (value(d, c, usable(d, c)) >= armor) {
      return null;
    }
    if (c.phase() == CombatPhase.RANGED_SIEGE && anyFortified(d, c)
        && value(d, c, c.ranged().plus(c.siege())) >= armor) {
      return Rejection.of(RejectionCode.TARGET_FORTIFIED, "R-COMBAT-RANGED-3.1",
          "only Siege attacks count against a fortified target in this phase");
    }
    return Rejection.of(RejectionCode.ATTACK_TOO_WEAK, "R-COMBAT-RANGED-5",
        "the attack is worth " + value(d, c, usable(d, c)) + " against a total Armour of " + armor);
  }

  /**
   * Defeats the targeted group with a checked strike: Fame at once, the tokens discarded, and the Attack spent
   * (R-COMBAT-RANGED-5.1, R-COMBAT-RANGED-5.2, R-COMBAT-RANGED-8).
   *
   * @param d the draft
   * @param s the strike
   */
  public static void applyStrike(Draft d, Strike s) {
    CombatState c = Combats.get(d);
    boolean siegeOnly = c.phase() == CombatPhase.RANGED_SIEGE && anyFortified(d, c);
    for (int n : c.targets()) {
      defeat(d, n);
    }
    c = Combats.get(d).withTargets(List.of()).withSiege(CombatPoints.NONE);
    if (!siegeOnly) {
      c = c.withRanged(CombatPoints.NONE).withMelee(CombatPoints.NONE);
    }
    Combats.set(d, c);
  }

  /** The Attack that counts against the group now. */
  private static CombatPoints usable(Draft d, CombatState c) {
    if (c.phase() == CombatPhase.ATTACK) {
      return c.ranged().plus(c.siege()).plus(c.melee()); // R-COMBAT-ATTACK-1.1
    }
    return anyFortified(d, c) ? c.siege() : c.ranged().plus(c.siege()); // R-COMBAT-RANGED-3.1(i)
  }

  private static boolean anyFortified(Draft d, CombatState c) {
    for (int n : c.targets()) {
      if (EnemyStats.of(d, c, n).fortified()) {
        return true;
      }
    }
    return false;
  }

  private static int armor(Draft d, CombatState c) {
    int total = 0;
    for (int n : c.targets()) {
      total += EnemyStats.of(d, c, n).armor();
    }
    return total;
  }

  /** R-COMBAT-RANGED-4.1: the attack's value against the whole group's resistances. */
  private static int value(Draft d, CombatState c, CombatPoints points) {
    Set<Element> resisted = EnumSet.noneOf(Element.class);
    for (int n : c.targets()) {
      EnemyStats e = EnemyStats.of(d, c, n);
      for (Element element : Element.values()) {
        if (EnemyModifiers.resists(d, e, element)) {
          resisted.add(element);
        }
      }
    }
    return CombatMath.attackValue(points, resisted);
  }

  /**
   * An enemy destroyed by an effect (Tornado, Disintegrate, Exploding Shield) is defeated as by an attack; a
   * summoned monster gives no Fame and leaves with the others after the Assign Damage phase (R-COMBAT-BLOCK-7.1).
   *
   * @param d the draft
   * @param n the enemy's number
   */
  static void destroy(Draft d, int n) {
    CombatEnemy e = Combats.get(d).enemy(n);
    if (e.summoned()) {
      Combats.setEnemy(d, n, e.withDefeated(true));
      d.emit(new Event.EnemyDefeated(n, e.enemy(), 0));
    } else {
      defeat(d, n);
    }
    CombatState c = Combats.get(d);
    if (c.targets().contains(n)) {
      // R-COMBAT-RANGED-2: a destroyed enemy leaves the target group (Disintegrate on a targeted enemy)
      Combats.set(d, c.withTargets(Lists.without(c.targets(), Integer.valueOf(n))));
    }
  }

  /**
   * Defeats one enemy: its Fame at once (half for the grey token of a Keep owned by an absent player), its token
   * off the map and onto its discard pile, and Reputation for a rampaging enemy (R-COMBAT-RANGED-5,
   * R-COMBAT-OUTCOME-2.1, R-COMBAT-START-1.1(i)).
   */
  static void defeat(Draft d, int n) {
    CombatState c = Combats.get(d);
    CombatEnemy e = c.enemy(n);
    EnemyStats stats = EnemyStats.of(d, c, n);
    int fame = stats.token().fame();
    if (e.siteDefender() && e.hex().isEmpty() && c.site().isPresent() && Sites.conquered(d, c.site().get())) {
      // R-COMBAT-START-1.1(i): half Fame (S-CONQUER-AND-HOLD-04, 06: the garrison's Fame together, rounded up)
      int before = 0;
      int garrison = 0;
      for (CombatEnemy other : c.enemies()) {
        if (other.siteDefender() && other.hex().isEmpty()) {
          garrison++;
          before += other.defeated() ? d.content.enemy(other.enemy()).fame() : 0;
        }
      }
      fame = OwnedSites.garrisonFame(d, Sites.site(d, c.site().get()), fame, before, garrison);
    }
    if (c.kind() == io.github.mkrules.api.state.CombatKind.SUMMONING) {
      fame *= 2; // S-DRUID-NIGHTS-02, S-DRUID-NIGHTS-04: summoned monsters give double Fame
    }
    Combats.setEnemy(d, n, e.withDefeated(true));
    Combats.set(d, Combats.get(d).withFame(Combats.get(d).fame() + fame));
    if (e.hex().isPresent()) {
      List<MapEnemy> map = new ArrayList<>(d.enemies);
      for (int i = 0; i < map.size(); i++) {
        if (map.get(i).hex().equals(e.hex().get()) && map.get(i).enemy().equals(e.enemy())) {
          map.remove(i);
          break;
        }
      }
      d.enemies = List.copyOf(map);
    }
    TileReveal.discardEnemy(d, e.color(), e.enemy());
    d.setActive(d.active().withFame(d.active().fame() + fame));
    d.emit(new Event.EnemyDefeated(n, e.enemy(), fame));
    d.emit(new Event.FameAndReputation(d.turn.player(), fame, 0));
    int reputation = e.rampaging() ? Raiders.reputationFor(d, stats.token().rampagingReputation()) : 0;
    if (reputation != 0) {
      CombatStart.reputation(d, reputation); // V-RAIDERS-03: +1 for every token of a rampaging space
    }
  }
}
