/**
 * The complete, immutable state of a game. These records hold everything, hidden information included
 * (deck order, face-down tokens, the tile stack, the chance seed); hand a player a
 * {@link io.github.mkrules.api.view.PlayerView} instead when hidden information must stay hidden.
 */
package io.github.mkrules.api.state;
