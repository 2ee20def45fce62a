package io.github.mkrules.api.content;

import io.github.mkrules.api.state.ManaColor;
import java.util.Optional;

/**
 * One deed card type (R-CARDS-1). Effects are written in the effect language of {@code docs/effects.md};
 * an empty effect means the engine does not yet interpret that half (it can still be played sideways).
 *
 * @param id the stable id, for example {@code rage}
 * @param name English and Czech names
 * @param type the kind of card
 * @param color the card's colour, which powers it; empty for wounds and artifacts
 * @param hero for basic actions marked with one hero, that hero's id
 * @param replaces for a hero's own basic action, the shared card it replaces in that hero's deck
 * @param copies how many copies are in the base box (basic actions: copies per starting deck)
 * @param number the printed card number, as {@code "n"} or {@code "n · m"}; empty for the Wound, which
 *     shows no number
 * @param basicText the basic effect in words
 * @param poweredText the powered (strong) effect in words
 * @param basicEffect the basic effect in the effect language, if interpreted
 * @param poweredEffect the powered effect in the effect language, if interpreted
 * @param banner whether this artifact is a Banner
 * @param poweredName for a Spell, the name of its powered (bottom) half, for example {@code Firestorm};
 *     empty for other cards, whose two effects share the card's name
 */
public record DeedCard(
    String id,
    LocalizedName name,
    DeedCardType type,
    Optional<ManaColor> color,
    Optional<String> hero,
    Optional<String> replaces,
    int copies,
    String number,
    String basicText,
    String poweredText,
    Optional<String> basicEffect,
    Optional<String> poweredEffect,
    boolean banner,
    Optional<LocalizedName> poweredName) {}
