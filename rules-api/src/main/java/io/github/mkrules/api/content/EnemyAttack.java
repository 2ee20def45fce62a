package io.github.mkrules.api.content;

/**
 * One attack of an enemy token.
 *
 * @param value the attack value (0 for summoners, whose attack comes from the summoned token)
 * @param element {@code physical}, {@code fire}, {@code ice} or {@code cold-fire}
 */
public record EnemyAttack(int value, String element) {}
