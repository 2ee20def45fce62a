package io.github.mkrules.api.content;

/**
 * The yellow ruins token an Ancient Ruins site draws when its tile is revealed (R-MOVE-5.6; the site card's
 * "when revealed" part). A face-down token turns face up at the start of the next Day or as soon as someone
 * enters the space.
 *
 * @param faceUpByDay whether the token is placed face up when revealed by Day
 * @param faceUpByNight whether the token is placed face up when revealed by Night
 */
public record RuinsDraw(boolean faceUpByDay, boolean faceUpByNight) {}
