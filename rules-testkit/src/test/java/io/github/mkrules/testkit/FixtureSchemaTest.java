package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.core.content.DataFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every bundled fixture file is valid against {@code fixture.schema.json}, so an engine in another language can
 * check its own files with the schema alone; and the schema does refuse what the parser refuses: an unknown
 * field, a path outside the set, a predicate on the wrong kind of path, a combat enemy of an unknown role
 * (docs/fixtures.md; R-MOVE-3 is the sample rule).
 */
class FixtureSchemaTest {
  private static String resource(String name) throws IOException {
    try (InputStream in = FixtureLoader.class.getResourceAsStream("/io/github/mkrules/testkit/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static SchemaValidator validator() throws IOException {
    return new SchemaValidator(DataFile.parse(resource("fixture.schema.json"), "fixture.schema.json").value());
  }

  private static List<String> errors(String fixture) throws IOException {
    String file = "{\"format\":\"mkrules-fixtures\",\"version\":1,\"fixtures\":[" + fixture + "]}";
    return validator().validate(DataFile.parse(file, "sample.json").value());
  }

  /** One test per bundled file. */
  @TestFactory
  Stream<DynamicTest> everyBundledFileIsValid() throws IOException {
    SchemaValidator validator = validator();
    return FixtureLoader.bundledFiles().stream().map(name -> DynamicTest.dynamicTest(name, () -> {
      Map<?, ?> file = DataFile.parse(resource("fixtures/" + name), name).value();
      assertEquals(List.of(), validator.validate(file), name);
    }));
  }

  @Test
  void theSchemaRefusesWhatTheParserRefuses() throws IOException {
    String head = "{\"id\":\"x\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",";
    assertEquals(List.of(), errors(head + "\"expect\":{\"player.0.fame\":{\"atLeast\":1},"
        + "\"player.0.hand\":{\"countOf\":{\"wound\":2}},\"combat.enemy.0.armor\":5}}"));
    assertFalse(errors(head + "\"expect\":{\"player.0.wealth\":1}}").isEmpty(), "unknown path");
    assertFalse(errors(head + "\"expect\":{\"player.0.fame\":{\"countOf\":{\"wound\":2}}}}").isEmpty(),
        "countOf on a number");
    assertFalse(errors(head + "\"expect\":{\"round\":1},\"setup\":{\"combat\":{\"enemies\":[{\"enemy\":\"prowlers\","
        + "\"role\":\"boss\"}]}}}").isEmpty(), "unknown role");
    assertFalse(errors(head + "\"expect\":{\"round\":1},\"colour\":\"red\"}").isEmpty(), "unknown field");
    assertTrue(errors(head + "\"expect\":{\"round\":1},\"setup\":{\"dice\":[\"gold\",\"black\"],"
        + "\"enemyTokens\":[{\"id\":\"t\",\"color\":\"brown\",\"armor\":4,\"attacks\":[{\"value\":3,"
        + "\"element\":\"fire\"}],\"abilities\":[\"elusive\"],\"fame\":3}]}}").isEmpty());
  }
}
