package io.github.mkrules.api.content;

/**
 * One enemy token a site draws when it is revealed (R-MOVE-5.6, R-SETUP-15.2).
 *
 * @param color the pile it is drawn from
 * @param faceUpByDay whether it is placed face up when revealed by Day
 * @param faceUpByNight whether it is placed face up when revealed by Night
 */
public record EnemyDraw(EnemyColor color, boolean faceUpByDay, boolean faceUpByNight) {}
