package io.github.mkrules.api.content;

import java.util.List;

/**
 * One yellow ruins token (Ancient Ruins site).
 *
 * @param id the stable id, for example {@code ruins-altar-red}
 * @param kind {@code altar} or {@code enemies}
 * @param altarMana for an altar, the mana to pay, as colour ids (for example three {@code red})
 * @param enemies for an enemies token, the piles of the enemies to fight
 * @param rewards the rewards, as ids such as {@code fame-7}, {@code artifact}, {@code spell},
 *     {@code advanced-action}, {@code unit}, {@code crystal-red}
 * @param text the token in words
 */
public record RuinsToken(
    String id,
    String kind,
    List<String> altarMana,
    List<EnemyColor> enemies,
    List<String> rewards,
    String text) {}
