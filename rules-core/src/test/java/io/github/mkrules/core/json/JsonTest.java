package io.github.mkrules.core.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The data reader behind every content file and fixture: bad input names file, line and field. */
class JsonTest {
  @Test
  void readsAndWritesBackTheSameValue() {
    String text = "{\"a\":[1,2.5,\"x\\n\",true,null],\"b\":{\"c\":-3}}";
    Object value = Json.parse(text, "t.json");
    assertEquals(value, Json.parse(JsonWriter.write(value), "t.json"));
    Map<?, ?> map = (Map<?, ?>) value;
    assertEquals(List.of(1L, 2.5, "x\n", true, Json.NULL), map.get("a"));
  }

  @Test
  void syntaxErrorsNameFileLineAndColumn() {
    JsonException e = assertThrows(JsonException.class, () -> Json.parse("{\n \"a\": tru }", "units.json"));
    assertTrue(e.getMessage().startsWith("units.json:2:"), e.getMessage());
    assertThrows(JsonException.class, () -> Json.parse("{\"a\":1,\"a\":2}", "x.json"));
    assertThrows(JsonException.class, () -> Json.parse("[1,]", "x.json"));
  }

  @Test
  void fieldErrorsNameTheEntryAndField() {
    JsonNode root = JsonNode.of(Json.parse("{\"units\":[{\"id\":\"peasants\",\"armor\":\"x\"}]}", "units.json"),
        "units.json");
    JsonNode unit = root.objects("units", "id").get(0);
    DataException e = assertThrows(DataException.class, () -> unit.integer("armor", 1, 9));
    assertEquals("units.json: entry 'peasants': field 'armor': expected a whole number but got \"x\"", e.getMessage());
    DataException missing = assertThrows(DataException.class, () -> unit.string("name"));
    assertTrue(missing.getMessage().contains("field 'name': missing field"), missing.getMessage());
  }
}
