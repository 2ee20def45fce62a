package io.github.mkrules.api.content;

/**
 * One level of the Fame track (R-PAREA-2, R-ENDTURN-6).
 *
 * @param level the level, 1 to 10
 * @param fame the Fame at which this level is reached
 * @param armor the hero's Armor at this level
 * @param handLimit the hand limit at this level
 * @param commandTokens the number of Command tokens at this level
 */
public record LevelRow(int level, int fame, int armor, int handLimit, int commandTokens) {}
