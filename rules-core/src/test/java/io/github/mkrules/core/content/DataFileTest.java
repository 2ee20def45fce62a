package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.state.ManaColor;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The reader behind every content file, scenario file and fixture: bad input names the file and the line, or the
 * file, the entry and the field, in the words of docs/content.md ("Validation").
 */
class DataFileTest {
  /** A unit-like entry: required fields, an optional one, a set, nested objects and an id type. */
  private record Unit(String id, int armor, boolean elite, Optional<String> note, Set<String> sites,
      List<Ability> abilities) {}

  /** A nested entry. */
  private record Ability(String text, Optional<ManaColor> mana) {}

  /** An entry named by a number. */
  private record Row(int level) {}

  /** An entry named by a text. */
  private record Face(String color) {}

  private static final String PEASANTS = "{\"id\":\"peasants\",\"armor\":3,\"elite\":false,\"sites\":[\"village\"],"
      + "\"abilities\":[{\"text\":\"Attack 2.\"},{\"text\":\"Heal 2.\",\"mana\":\"green\"}]}";

  private static List<Unit> units(String entries) {
    return DataFile.parse("{\"units\":[" + entries + "]}", "units.json").entries("units", Unit.class, (u, at) -> u);
  }

  private static String failure(String entries) {
    return assertThrows(DataException.class, () -> units(entries)).getMessage();
  }

  private static String peasantsWith(String from, String to) {
    return failure(PEASANTS.replace(from, to));
  }

  @Test
  void bindsRecordsWithUnmodifiableCollections() {
    Unit unit = units(PEASANTS).get(0);
    assertEquals(3, unit.armor());
    assertEquals(Optional.empty(), unit.note());
    assertEquals(Optional.of(ManaColor.GREEN), unit.abilities().get(1).mana());
    assertThrows(UnsupportedOperationException.class, () -> unit.sites().add("keep"));
    assertThrows(UnsupportedOperationException.class, () -> unit.abilities().clear());
  }

  @Test
  void syntaxErrorsNameFileLineAndColumn() {
    String message = assertThrows(DataException.class, () -> DataFile.parse("{\n \"a\": tru }", "units.json"))
        .getMessage();
    assertTrue(message.startsWith("units.json:2:"), message);
    assertThrows(DataException.class, () -> DataFile.parse("{\"a\":1,\"a\":2}", "x.json"));
    assertThrows(DataException.class, () -> DataFile.parse("{\"a\":[1,]}", "x.json"));
    assertThrows(DataException.class, () -> DataFile.parse("{} []", "x.json"));
    assertThrows(DataException.class, () -> DataFile.parse("[1]", "x.json"));
  }

  @Test
  void fieldErrorsNameTheEntryAndField() {
    assertEquals("units.json: entry 'peasants': field 'armor': expected a whole number but got \"x\"",
        peasantsWith("\"armor\":3", "\"armor\":\"x\""));
    assertEquals("units.json: entry 'peasants': field 'armor': missing field", peasantsWith("\"armor\":3,", ""));
    assertEquals("units.json: entry 'peasants': field 'elite': expected true or false but got 0",
        peasantsWith("\"elite\":false", "\"elite\":0"));
    assertEquals("units.json: entry 'peasants': field 'armor': expected a whole number but got 2.5",
        peasantsWith("\"armor\":3", "\"armor\":2.5"));
    assertEquals("units.json: entry 'peasants': abilities[0]: field 'text': expected a string but got 2",
        peasantsWith("\"text\":\"Attack 2.\"", "\"text\":2"));
    assertTrue(peasantsWith("\"armor\":3", "\"armour\":3").startsWith(
        "units.json: entry 'peasants': field 'armour': unknown field (allowed: "));
    assertEquals("units.json: entry 'peasants': abilities[1]: field 'mana': impossible value \"pink\": "
        + "unknown mana colour 'pink'", peasantsWith("\"green\"", "\"pink\""));
    assertEquals("units.json: entry 'peasants': field 'sites[1]': impossible value \"village\": listed twice",
        peasantsWith("[\"village\"]", "[\"village\",\"village\"]"));
    assertEquals("units.json: units[0]: field 'armor': expected a whole number but got \"x\"",
        failure(PEASANTS.replace("\"id\":\"peasants\",", "").replace("\"armor\":3", "\"armor\":\"x\"")));
  }

  @Test
  void blankTextsAreRefused() {
    assertEquals("units.json: entry 'peasants': abilities[0]: field 'text': must not be blank",
        peasantsWith("\"Attack 2.\"", "\" \""));
  }

  @Test
  void aWrittenNullIsRefusedExceptWhereAllowed() {
    String text = "{\"units\":[" + PEASANTS.replace("\"armor\":3", "\"armor\":null") + "]}";
    DataFile file = DataFile.parse(text, "units.json");
    assertEquals("units.json: entry 'peasants': field 'armor': null is not a value here (leave an optional field "
        + "out)", assertThrows(DataException.class, () -> file.entries("units", Unit.class, (u, at) -> u))
        .getMessage());
    assertEquals(0, file.nullable("armor").entries("units", Unit.class, (u, at) -> u).get(0).armor());
  }

  @Test
  void idsAreKebabCaseAndUnique() {
    assertTrue(peasantsWith("\"peasants\"", "\"Peasants\"").startsWith(
        "units.json: entry 'Peasants': field 'id': \"Peasants\" is not kebab-case"));
    assertEquals("units.json: entry 'peasants': field 'id': duplicate id 'peasants'",
        failure(PEASANTS + "," + PEASANTS));
  }

  @Test
  void keyFieldsNameEntriesWithoutAnId() {
    DataFile file = DataFile.parse("{\"rows\":[{\"level\":3,\"x\":true}],\"faces\":[{\"color\":\"red\",\"x\":1}]}",
        "t.json").naming("row", "level", "color");
    assertTrue(assertThrows(DataException.class, () -> file.entries("rows", Row.class, (r, at) -> r)).getMessage()
        .startsWith("t.json: row 'level 3': field 'x': unknown field"));
    assertTrue(assertThrows(DataException.class, () -> file.entries("faces", Face.class, (f, at) -> f)).getMessage()
        .startsWith("t.json: row 'red': field 'x': unknown field"));
  }

  @Test
  void headerIsChecked() {
    DataFile file = DataFile.parse("{\"format\":\"mkrules-content\",\"version\":2,\"units\":[]}", "units.json");
    assertEquals("units.json: field 'version': expected 1 but got 2",
        assertThrows(DataException.class, () -> file.header("mkrules-content", 1)).getMessage());
    assertEquals("units.json: field 'format': expected \"mkrules-fixtures\" but got \"mkrules-content\"",
        assertThrows(DataException.class, () -> file.header("mkrules-fixtures", 2)).getMessage());
    assertEquals("units.json: field 'units': unknown field (allowed: format, version, fixtures)",
        assertThrows(DataException.class, () -> file.header("mkrules-content", 2, "fixtures")).getMessage());
  }

  @Test
  void plainValuesReadAndWriteBack() {
    String text = "{\"a\":[1,2.5,\"x\\n\",true,null],\"b\":{\"c\":-3}}";
    Map<?, ?> value = DataFile.parse(text, "t.json").value();
    assertEquals(Arrays.asList(1L, 2.5, "x\n", true, null), value.get("a"));
    assertEquals(value, DataFile.parse(DataFile.json(value), "t.json").value());
  }
}
