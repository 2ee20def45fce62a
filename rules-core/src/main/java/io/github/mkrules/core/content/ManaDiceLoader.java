package io.github.mkrules.core.content;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code mana-dice.json}: the faces of a mana die, each equally likely when the die is rolled
 * (R-SETUP-11.2, R-ROUND-2.2, R-ENDTURN-5.1). A die has one face of each of the six mana colours.
 */
public final class ManaDiceLoader {
  /** The bundled file name. */
  public static final String FILE = "mana-dice.json";

  private ManaDiceLoader() {}

  /**
   * Reads the bundled die faces.
   *
   * @return the faces in file order
   */
  public static List<ManaColor> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads and checks the die faces of a content file.
   *
   * @param root the whole file
   * @return the faces in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<ManaColor> load(JsonNode root) {
    List<ManaColor> out = new ArrayList<>();
    Set<ManaColor> seen = EnumSet.noneOf(ManaColor.class);
    for (JsonNode entry : root.objects("faces", "color")) {
      entry.allowOnly("color");
      ManaColor color = entry.parsed("color", ManaColor::fromId);
      if (!seen.add(color)) {
        throw entry.fail("color", "duplicate face '" + color.id() + "'");
      }
      out.add(color);
    }
    if (!seen.equals(EnumSet.allOf(ManaColor.class))) {
      List<String> missing = new ArrayList<>();
      for (ManaColor color : ManaColor.values()) {
        if (!seen.contains(color)) {
          missing.add(color.id());
        }
      }
      throw root.fail("faces", "a mana die has one face of each colour; missing " + String.join(", ", missing));
    }
    return Collections.unmodifiableList(out);
  }
}
