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
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
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

  private final EnemyToken token;
  private final CombatEnemy enemy;
  private final String cityColor;
  private final CombatPhase phase;

  private EnemyStats(EnemyToken token, CombatEnemy enemy, String cityColor, CombatPhase phase) {
    this.token = token;
    this.enemy = enemy;
    this.cityColor = cityColor;
    this.phase = phase;
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
    return of(d.content, d.tiles, d.scenarioState.markers(), combat, number);
  }

  /**
   * The values of one enemy of a combat, from the components and the placed tiles.
   *
   * @param content the components
   * @param tiles the placed tiles by slot
   * @param markers the scenario markers on the map (a random city's colour, V-MAP-03)
   * @param combat the combat
   * @param number the enemy's number
   * @return its values
   */
  public static EnemyStats of(Content content, Map<TileSlot, String> tiles,
      List<io.github.mkrules.api.state.ScenarioState.Marker> markers, CombatState combat, int number) {
    CombatEnemy e = combat.enemy(number);
    String city = null;
    if (e.siteDefender() && combat.site().isPresent()) {
      TileHex hex = Board.hexAt(content, tiles, combat.site().get());
      if (hex != null && hex.site().filter("city"::equals).isPresent()) {
        city = io.github.mkrules.core.variant.RandomCities.color(content, tiles, markers, combat.site().get())
            .orElse(null);
      }
    }
    return new EnemyStats(content.enemy(e.enemy()), e, city, combat.phase());
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
    return Math.max(1, printed + enemy.armorBonus() + ("white".equals(cityColor) ? 1 : 0));
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
    return has(FORTIFIED) || enemy.siteDefender() && !has(UNFORTIFIED);
  }

  /**
   * R-COMBAT-RANGED-3.1(ii), R-ABIL-9: fortified by its ability and by its site; not a target in the Ranged and
   * Siege phase.
   *
   * @return true if doubly fortified
   */
  public boolean doublyFortified() {
    return has(FORTIFIED) && enemy.siteDefender() && !has(UNFORTIFIED);
  }

  /**
   * The attacks with the City bonus: a blue City gives +2 to Fire and Ice attacks and +1 to Cold Fire attacks
   * (R-COMBAT-CITY-1.2). A summoner's attack is its Summon, not a value (R-ABIL-5).
   *
   * @return the attacks in token order
   */
  public List<EnemyAttack> attacks() {
    List<EnemyAttack> out = new ArrayList<>();
    for (EnemyAttack a : token.attacks()) {
      int bonus = 0;
      if ("blue".equals(cityColor)) {
        Element element = Element.fromId(a.element());
        bonus = element == Element.FIRE || element == Element.ICE ? 2 : element == Element.COLD_FIRE ? 1 : 0;
      }
      out.add(new EnemyAttack(a.value() + bonus, a.element()));
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
    return has(BRUTAL) || "red".equals(cityColor) && element(attack) == Element.PHYSICAL;
  }

  /**
   * R-ABIL-2 Poison, or a green City's defender with a physical attack (R-COMBAT-CITY-1.4).
   *
   * @param attack the attack's index
   * @return true if the attack poisons
   */
  public boolean poison(int attack) {
    return has(POISON) || "green".equals(cityColor) && element(attack) == Element.PHYSICAL;
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
    return CombatMath.resists(token.resistances(), element);
  }
}
