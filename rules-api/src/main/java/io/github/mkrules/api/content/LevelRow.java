package io.github.mkrules.api.content;

/**
 * One level of the Fame track (R-PAREA-2, R-ENDTURN-6).
 *
 * @param level the level, 1 to 10
 * @param fame the Fame at which this level is reached
 * @param armor the hero's Armor at this level
 * @param handLimit the hand limit at this level
 * @param commandTokens the number of Command tokens at this level
 * @param lastFame the last Fame space of this level's row of the Fame track (the next level starts one
 *     higher; for the last level, the end of the track)
 * @param reward what reaching this level gives (R-ENDTURN-6.1, R-ENDTURN-6.2)
 */
public record LevelRow(
    int level, int fame, int armor, int handLimit, int commandTokens, int lastFame, LevelReward reward) {}
