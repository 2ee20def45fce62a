/**
 * The facts of the game components, read from versioned data files: deed cards, units, enemy tokens,
 * tactics, skills, heroes, map tiles, sites, city garrisons, ruins tokens and the tables of the game.
 * Ids are stable kebab-case English; names carry English and, where known, Czech.
 */
package io.github.mkrules.api.content;
