package io.github.mkrules.testkit;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One parsed rulebook fixture: a starting position, the actions played from it and the facts that must hold
 * afterwards. The file format is described in {@code docs/fixtures.md} and
 * {@code io/github/mkrules/testkit/fixture.schema.json}.
 *
 * @param file where the fixture was read from, for messages
 * @param id the unique kebab-case id
 * @param rules the rule IDs the fixture checks, at least one
 * @param description what the fixture shows, in words
 * @param knownFailure why the engine is known to fail this fixture, if it is
 * @param setup the starting position
 * @param steps the actions and legality checks, in order
 * @param expect the facts of the final state: path to expected value ({@link Long}, {@link String},
 *     {@link Boolean}, a {@link List} of those, or {@code null})
 * @param events event type names that must occur in this order among the events of the last applied action
 * @param noEvents event type names that must not occur among the events of the last applied action
 */
public record Fixture(
    String file,
    String id,
    List<String> rules,
    String description,
    Optional<String> knownFailure,
    FixtureSetup setup,
    List<FixtureStep> steps,
    Map<String, Object> expect,
    List<String> events,
    List<String> noEvents) {
  /**
   * Copies the collections; {@code expect} keeps its order and may hold {@code null} values.
   *
   * @param file file
   * @param id id
   * @param rules rules
   * @param description description
   * @param knownFailure known failure
   * @param setup setup
   * @param steps steps
   * @param expect expectations
   * @param events events
   * @param noEvents absent events
   */
  public Fixture {
    rules = List.copyOf(rules);
    steps = List.copyOf(steps);
    expect = Collections.unmodifiableMap(new LinkedHashMap<>(expect));
    events = List.copyOf(events);
    noEvents = List.copyOf(noEvents);
  }
}
