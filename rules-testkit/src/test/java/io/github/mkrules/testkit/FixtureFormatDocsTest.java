package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.core.content.DataFile;
import io.github.mkrules.testkit.fixtures.StatePaths;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The documentation (docs/fixtures.md) and the JSON Schema agree with the parser: every expectation path is
 * documented and allowed by the schema, and the schema's event names and rejection codes are the API's. The
 * format serves the rule areas the fixtures check (R-MOVE-3 is the sample rule of the paths).
 */
class FixtureFormatDocsTest {
  private static Map<?, ?> schema() throws IOException {
    try (InputStream in = FixtureLoader.class.getResourceAsStream("/io/github/mkrules/testkit/fixture.schema.json")) {
      return DataFile.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "fixture.schema.json").value();
    }
  }

  private static Map<?, ?> def(Map<?, ?> schema, String name) {
    return (Map<?, ?>) ((Map<?, ?>) schema.get("$defs")).get(name);
  }

  private static String sample(String pattern) {
    return pattern.replace("<i>,<j>", "1,-1").replace("<q>,<r>", "3,-3").replace("<i>", "0").replace("<n>", "1")
        .replace("<k>", "1").replace("<category>", "greatest-knowledge")
        .replace("<colour>", "brown").replace("<any array path>", "player.0.hand");
  }

  /** Every path pattern of the parser is in the documentation's table. */
  @Test
  void everyPathIsDocumented() throws IOException {
    String docs = Files.readString(Path.of("..", "docs", "fixtures.md"), StandardCharsets.UTF_8);
    for (String pattern : StatePaths.catalogue().keySet()) {
      assertTrue(docs.contains("`" + pattern + "`"), "docs/fixtures.md lacks " + pattern);
    }
  }

  /** Every path the parser accepts is accepted by the schema, and a path it refuses is refused by both. */
  @Test
  void schemaAllowsExactlyThePaths() throws IOException {
    Map<?, ?> expect = def(schema(), "expect");
    List<Pattern> patterns = new ArrayList<>();
    for (Object key : ((Map<?, ?>) expect.get("patternProperties")).keySet()) {
      patterns.add(Pattern.compile((String) key));
    }
    for (String pattern : StatePaths.catalogue().keySet()) {
      String path = sample(pattern);
      StatePaths.resolve(path, 1);
      assertTrue(patterns.stream().anyMatch(p -> p.matcher(path).find()), "schema refuses " + path);
    }
    for (String bad : List.of("player.0.wealth", "tiles", "turn.moves", "source.0", "combat.enemy.x",
        "combat.enemy.0.wealth", "supply.enemyPile.purple", "combat.block.water", "player.0.unit.x",
        "player.0.unit.0.wealth", "site.3,-3.wealth", "score.0.Fame", "dummy.hand")) {
      assertFalse(patterns.stream().anyMatch(p -> p.matcher(bad).find()), "schema allows " + bad);
    }
  }

  /** The schema's scenario ids are the scenario book's, every one of which the bundled fixtures set up. */
  @Test
  void schemaNamesEveryScenario() throws IOException {
    assertEquals(io.github.mkrules.testkit.fixtures.Scenarios.IDS, def(schema(), "scenario").get("enum"));
    Set<String> used = new HashSet<>();
    for (Fixture f : FixtureLoader.loadBundled()) {
      used.add(f.setup().scenario());
    }
    assertEquals(new HashSet<>(io.github.mkrules.testkit.fixtures.Scenarios.IDS), used);
  }

  /** The schema lists the API's event names and rejection codes. */
  @Test
  void schemaEnumsMatchTheApi() throws IOException {
    Map<?, ?> schema = schema();
    Set<String> events = new HashSet<>();
    for (Class<?> type : Event.class.getPermittedSubclasses()) {
      events.add(type.getSimpleName());
    }
    assertEquals(events, new HashSet<>((List<?>) def(schema, "eventName").get("enum")));
    Set<String> codes = new HashSet<>();
    for (RejectionCode code : RejectionCode.values()) {
      codes.add(code.name());
    }
    Map<?, ?> rejected = (Map<?, ?>) ((List<?>) def(schema, "step").get("oneOf")).get(1);
    Map<?, ?> code = (Map<?, ?>) ((Map<?, ?>) rejected.get("properties")).get("code");
    assertEquals(codes, new HashSet<>((List<?>) code.get("enum")));
  }
}
