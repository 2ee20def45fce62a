package io.github.mkrules.core.content;

import io.github.mkrules.api.content.UnitCard;
import java.util.List;

/**
 * Reads {@code units.json}: one entry per unit card type, with its copies (R-UNITS-1, R-SETUP-8).
 * Resistances come from a closed list (R-UNITRES); recruit sites are the site ids {@code village},
 * {@code monastery}, {@code keep}, {@code mage-tower} and {@code city}; ability effects, where present,
 * are canonical sentences of the effect language.
 */
final class UnitLoader {
  /** The bundled file name. */
  static final String FILE = "units.json";

  /** The site ids a unit card can show as recruit icons. */
  static final List<String> RECRUIT_SITES =
      List.of("village", "monastery", "keep", "mage-tower", "city");

  /** Resistance ids of enemies and units (R-ABIL-10 to 13, R-UNITRES). */
  static final List<String> RESISTANCES = List.of("physical", "fire", "ice");

  private UnitLoader() {}

  /** Reads the unit entries of a content file. */
  static List<UnitCard> load(DataFile file) {
    return file.entries("units", UnitCard.class, UnitLoader::check);
  }

  private static UnitCard check(UnitCard unit, Place at) {
    at.range("level", unit.level(), 1, 4);
    at.range("influenceCost", unit.influenceCost(), 1, 30);
    at.range("armor", unit.armor(), 1, 10);
    at.range("copies", unit.copies(), 1, 5);
    at.ids("resistances", unit.resistances(), RESISTANCES);
    at.ids("recruitSites", List.copyOf(at.size("recruitSites", unit.recruitSites(), 1, 5)), RECRUIT_SITES);
    at.size("abilities", unit.abilities(), 1, 5);
    for (int i = 0; i < unit.abilities().size(); i++) {
      Place ability = at.in("abilities[" + i + "]");
      unit.abilities().get(i).effect().ifPresent(effect -> ability.effect("effect", effect));
    }
    return unit;
  }
}
