package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.json.DataException;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mana die of {@code mana-dice.json} against {@code content/heroes-skills-tactics.md} §5: six faces, one
 * of each colour (red, blue, green, white, gold, black), as the Source rules assume (R-SETUP-11.2, R-ROUND-2.2,
 * R-ENDTURN-5.1).
 */
class ManaDiceLoaderTest {
  @Test
  void sixFacesOneOfEachColour() {
    List<ManaColor> faces = ManaDiceLoader.loadBundled();
    assertEquals(6, faces.size());
    assertEquals(EnumSet.allOf(ManaColor.class), EnumSet.copyOf(faces));
    assertEquals(4, faces.stream().filter(ManaColor::isBasic).count());
    assertTrue(faces.contains(ManaColor.GOLD) && faces.contains(ManaColor.BLACK));
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    DataException e = assertThrows(DataException.class, () -> load("{}"));
    assertMessage(e, "faces[0]", "field 'color'", "missing field");
  }

  @Test
  void impossibleValuesNameFileEntryAndField() {
    DataException unknown = assertThrows(DataException.class, () -> load("{\"color\":\"purple\"}"));
    assertMessage(unknown, "entry 'purple'", "field 'color'", "purple");
    DataException twice = assertThrows(DataException.class, () -> load("{\"color\":\"red\"},{\"color\":\"red\"}"));
    assertMessage(twice, "entry 'red'", "field 'color'", "duplicate");
    DataException five = assertThrows(DataException.class, () -> load(
        "{\"color\":\"red\"},{\"color\":\"blue\"},{\"color\":\"green\"},{\"color\":\"white\"},{\"color\":\"gold\"}"));
    assertMessage(five, "field 'faces'", "missing black");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    DataException e = assertThrows(DataException.class, () -> load("{\"color\":\"red\",\"colour\":\"red\"}"));
    assertMessage(e, "entry 'red'", "field 'colour'", "unknown field");
  }

  private static List<ManaColor> load(String entries) {
    return ManaDiceLoader.load(ContentFiles.parse(
        "{\"format\":\"mkrules-content\",\"version\":1,\"faces\":[" + entries + "]}", "mana-dice.json"));
  }

  private static void assertMessage(DataException e, String... parts) {
    assertTrue(e.getMessage().startsWith("mana-dice.json: "), e.getMessage());
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
    }
  }
}
