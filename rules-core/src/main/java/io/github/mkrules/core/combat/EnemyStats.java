package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.effect.IgnoreSiteFortification;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Megapolis;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An enemy's values in a combat: its token's printed Armour, attacks, abilities and resistances (R-ABIL), with
 * what the combat adds: the defender bonus of an assaulted City (R-COMBAT-CITY-1), the site's fortification
 * (R-COMBAT-START-1.1) and Armour gained in the combat (R-ABIL-20).
 */
public final class EnemyStats {
  /** Ability ids of the enemy data (enemies.json). */
  static final String FORTIFIED = "fortified";
  static final String UNFORTIFIED = "unfortified";
  static final String SWIFT = "swift";
  static final String BRUTAL = "brutal";
  static final String POISON = "poison";
  static final String PARALYZE = "paralyze";
  static final String SUMMON = "summon";
  static final String ASSASSINATION = "assassination";
  static final String VAMPIRIC = "vampiric";
  static final String ELUSIVE = "elusive";
  static final String ARCANE_IMMUNITY = "arcane-immunity";
  static final String CUMBERSOME = "cumbersome";

  /** The changes of {@link CombatEnemy#effects()} these values read (R-COMBAT-START-5). */
  static final String NO_FORTIFICATION = "no-fortification";
  static final String NO_RESISTANCE = "no-resistance";
  static final String NO_ATTACK = "no-attack";

  private final EnemyToken token;
  private final CombatEnemy enemy;
  /** The colours of the assaulted City: one, or two for a Megapolis (V-MEGAPOLIS-06); empty elsewhere. */
  private final List<String> cityColors;
  private final CombatPhase phase;
  private final boolean siteIgnored;

  private EnemyStats(EnemyToken token, CombatEnemy enemy, List<String> cityColors, CombatPhase phase,
      boolean siteIgnored) {
    this.token = token;
    this.enemy = enemy;
    this.cityColors = cityColors;
    this.phase = phase;
    this.siteIgnored = siteIgnored;
  }

  /**
   * The values of one enemy of the draft's combat.
   *
   * @param d the draft
   * @param combat the combat
   * @param number the enemy's number
   * @return its values
   */
  public static EnemyStats of(Draft d, CombatState combat, int number) {
    return of(d.content, d.tiles, d.scenarioState.markers(), combat, number, d.turn.modifiers());
  }

  /**
   * The values of one enemy of a combat, from the components and the placed tiles.
   *
   * @param content the components
   * @param tiles the placed tiles by slot
   * @param markers the scenario markers on the map (a random city's colour, V-MAP-03)
   * @param combat the combat
   * @param number the enemy's number
   * @param modifiers the turn's rule changes ({@code TurnState.modifiers}), for {@code ignore-site-fortification}
   * @return its values
   */
  public static EnemyStats of(Content content, Map<TileSlot, String> tiles,
      List<io.github.mkrules.api.state.ScenarioState.Marker> markers, CombatState combat, int number,
      List<String> modifiers) {
    CombatEnemy e = combat.enemy(number);
    List<String> cities = List.of();
    if (e.siteDefender() && combat.site().isPresent()) {
      TileHex hex = Board.hexAt(content, tiles, markers, combat.site().get());
      if (hex != null && hex.site().filter("city"::equals).isPresent()) {
        cities = Megapolis.colors(content, tiles, markers, combat.site().get()); // V-MAP-03, V-MEGAPOLIS-06
      }
    }
    return new EnemyStats(content.enemy(e.enemy()), e, cities, combat.phase(), siteIgnored(modifiers));
  }

  /** Demolish: this turn sites give no fortification (R-COMBAT-START-5.3, EX-5). */
  private static boolean siteIgnored(List<String> modifiers) {
    for (String m : modifiers) {
      if (m.endsWith(" " + IgnoreSiteFortification.WORD)) {
        return true;
      }
    }
    return false;
  }

  /** @return the token */
  public EnemyToken token() {
    return token;
  }

  /**
   * Whether the token has an ability.
   *
   * @param ability the ability id
   * @return true if printed on the token
   */
  public boolean has(String ability) {
    return token.abilities().contains(ability);
  }

  /**
   * @return R-COMBAT-CITY-1.1 a white City's defenders have +1 Armour; R-ABIL-20 Vampiric gains; R-ABIL-14 an
   *     Elusive enemy's lower Armour in the Attack phase once all its attacks were blocked (changes apply to both);
   *     cards' Armour changes, never below 1 (deed-cards.md §0.1)
   */
  public int armor() {
    int printed = elusiveLowered() ? token.elusiveArmor() : token.armor();
    return Math.max(1, printed + enemy.armorBonus() + (cityColors.contains("white") ? 1 : 0));
  }

  /** R-ABIL-14: the lower Armour counts only in the Attack phase, and only if every attack was blocked. */
  private boolean elusiveLowered() {
    return has(ELUSIVE) && token.elusiveArmor() > 0 && phase == CombatPhase.ATTACK
        && enemy.attacks().stream().allMatch(s -> s == AttackStatus.BLOCKED);
  }

  /**
   * R-ABIL-16: an enemy with Arcane Immunity is affected by no effect other than attacks and blocks; effects on
   * its attacks still apply.
   *
   * @return true if effects aimed at the enemy itself do not affect it
   */
  public boolean arcaneImmune() {
    return has(ARCANE_IMMUNITY);
  }

  /**
   * R-ABIL-9, R-ABIL-15, R-COMBAT-START-1.1: fortified by its ability or by the site it defends (unless
   * Unfortified).
   *
   * @return true if fortified
   */
  public boolean fortified() {
    return !lostFortification() && (fortifiedAbility() || siteFortified());
  }

  /**
   * R-ABIL-9: the Fortified ability, printed or gained by a Megapolis's defenders (V-MEGAPOLIS-06, C-18). The
   * gained one comes from the site, so an Unfortified defender or Demolish loses it with the site's fortification
   * (docs/decisions/scenarios.md).
   */
  private boolean fortifiedAbility() {
    return has(FORTIFIED) || cityColors.size() > 1 && siteFortified();
  }

  /** R-COMBAT-START-1.1, R-ABIL-15: the site it defends fortifies it, unless ignored this turn (Demolish). */
  private boolean siteFortified() {
    return enemy.siteDefender() && !has(UNFORTIFIED) && !siteIgnored;
  }

  /** Expose: it lost all fortifications for the combat. */
  private boolean lostFortification() {
    return enemy.effects().contains(NO_FORTIFICATION);
  }

  /**
   * R-ABIL-19: an effect stopped it from attacking (Whirlwind, Chill): none of its attacks is made.
   *
   * @return true if it does not attack in this combat
   */
  public boolean attackPrevented() {
    return enemy.effects().contains(NO_ATTACK);
  }

  /**
   * R-COMBAT-RANGED-3.1(ii), R-ABIL-9: fortified by its ability and by its site; not a target in the Ranged and
   * Siege phase.
   *
   * @return true if doubly fortified
   */
  public boolean doublyFortified() {
    return !lostFortification() && fortifiedAbility() && siteFortified();
  }

  /**
   * The attacks with the City bonus: a blue City gives +2 to Fire and Ice attacks and +1 to Cold Fire attacks
   * (R-COMBAT-CITY-1.2), less the Move spent on a Cumbersome enemy's attack, never below 0 (R-ABIL-18). A
   * summoner's attack is its Summon, not a value (R-ABIL-5).
   *
   * @return the attacks in token order
   */
  public List<EnemyAttack> attacks() {
    List<EnemyAttack> out = new ArrayList<>();
    for (int k = 0; k < token.attacks().size(); k++) {
      EnemyAttack a = token.attacks().get(k);
      int bonus = k < enemy.attackCuts().size() ? -enemy.attackCuts().get(k) : 0;
      if (cityColors.contains("blue")) {
        Element element = Element.fromId(a.element());
        bonus += element == Element.FIRE || element == Element.ICE ? 2 : element == Element.COLD_FIRE ? 1 : 0;
      }
      out.add(new EnemyAttack(Math.max(0, a.value() + bonus), a.element()));
    }
    return out;
  }

  /**
   * The element of one attack.
   *
   * @param attack the attack's index
   * @return its element
   */
  public Element element(int attack) {
    return Element.fromId(token.attacks().get(attack).element());
  }

  /**
   * R-ABIL-3 Brutal, or a red City's defender with a physical attack (R-COMBAT-CITY-1.3).
   *
   * @param attack the attack's index
   * @return true if the attack's damage doubles
   */
  public boolean brutal(int attack) {
    return has(BRUTAL) || cityColors.contains("red") && element(attack) == Element.PHYSICAL;
  }

  /**
   * R-ABIL-2 Poison, or a green City's defender with a physical attack (R-COMBAT-CITY-1.4).
   *
   * @param attack the attack's index
   * @return true if the attack poisons
   */
  public boolean poison(int attack) {
    return has(POISON) || cityColors.contains("green") && element(attack) == Element.PHYSICAL;
  }

  /** @return R-ABIL-5: whether it summons a brown monster instead of attacking */
  public boolean summons() {
    return has(SUMMON);
  }

  /**
   * R-COMBAT-RANGED-4.1, R-ABIL-10 to R-ABIL-13: the resistances printed on the token.
   *
   * @param element an element of attack
   * @return true if the token resists it
   */
  public boolean resists(Element element) {
    if (enemy.effects().isEmpty()) {
      return CombatMath.resists(token.resistances(), element);
    }
    List<String> kept = new ArrayList<>();
    for (String resistance : token.resistances()) {
      boolean lost = enemy.effects().contains(NO_RESISTANCE) || enemy.effects().contains(NO_RESISTANCE + " " + resistance);
      if (!lost) {
        kept.add(resistance); // Expose, Chill: a lost resistance counts no more (R-COMBAT-START-5)
      }
    }
    return CombatMath.resists(kept, element);
  }
}
