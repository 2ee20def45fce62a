package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.state.ManaColor;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mana die of {@code mana-dice.json} against {@code content/heroes-skills-tactics.md} §5: six faces, one
 * of each colour (red, blue, green, white, gold, black), as the Source rules assume (R-SETUP-11.2, R-ROUND-2.2,
 * R-ENDTURN-5.1).
 */
class ManaDiceLoaderTest {
  private static final ContentFileCorruption<List<ManaColor>> CORRUPT =
      ContentFileCorruption.of(ManaDiceLoader.FILE, "faces", ManaDiceLoader::load);

  @Test
  void sixFacesOneOfEachColour() {
    List<ManaColor> faces = CORRUPT.bundled();
    assertEquals(6, faces.size());
    assertEquals(EnumSet.allOf(ManaColor.class), EnumSet.copyOf(faces));
    assertEquals(4, faces.stream().filter(ManaColor::isBasic).count());
    assertTrue(faces.contains(ManaColor.GOLD) && faces.contains(ManaColor.BLACK));
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.withEntries("{}").says("faces[0]", "field 'color'", "missing field");
  }

  @Test
  void impossibleValuesNameFileEntryAndField() {
    CORRUPT.withEntries("{\"color\":\"purple\"}").names("purple", "color", "purple");
    CORRUPT.withEntries("{\"color\":\"red\"},{\"color\":\"red\"}").names("red", "color", "duplicate");
    CORRUPT.withEntries(
            "{\"color\":\"red\"},{\"color\":\"blue\"},{\"color\":\"green\"},{\"color\":\"white\"},{\"color\":\"gold\"}")
        .says("field 'faces'", "missing black");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    CORRUPT.withEntries("{\"color\":\"red\",\"colour\":\"red\"}").names("red", "colour", "unknown field");
  }
}
