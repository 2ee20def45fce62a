package io.github.mkrules.core.content;

import io.github.mkrules.api.state.ManaColor;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code mana-dice.json}: the faces of a mana die, each equally likely when the die is rolled
 * (R-SETUP-11.2, R-ROUND-2.2, R-ENDTURN-5.1). A die has one face of each of the six mana colours.
 */
final class ManaDiceLoader {
  /** The bundled file name. */
  static final String FILE = "mana-dice.json";

  /** One face of the die. */
  private record Face(ManaColor color) {}

  private ManaDiceLoader() {}

  /** Reads and checks the die faces of a content file. */
  static List<ManaColor> load(DataFile file) {
    Set<ManaColor> seen = EnumSet.noneOf(ManaColor.class);
    List<ManaColor> out = file.naming("entry", "color").entries("faces", Face.class, (face, at) -> {
      if (!seen.add(face.color())) {
        throw at.fail("color", "duplicate face '" + face.color().id() + "'");
      }
      return face.color();
    });
    List<String> missing = new ArrayList<>();
    for (ManaColor color : ManaColor.values()) {
      if (!seen.contains(color)) {
        missing.add(color.id());
      }
    }
    if (!missing.isEmpty()) {
      throw file.place().fail("faces", "a mana die has one face of each colour; missing " + String.join(", ", missing));
    }
    return out;
  }
}
