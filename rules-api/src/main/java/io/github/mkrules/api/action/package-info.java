/**
 * Structured actions and their text notation. Every action prints to one line of text and parses back to
 * an equal action ({@link io.github.mkrules.api.action.ActionNotation}); replays store these lines, never
 * positions in a list of legal actions. The grammar is in {@code docs/notation.md}.
 */
package io.github.mkrules.api.action;
