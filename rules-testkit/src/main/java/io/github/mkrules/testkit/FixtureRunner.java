package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.testkit.fixtures.StatePaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs fixtures against any {@link Engine}: builds the starting position, applies the steps, then compares
 * the final state with the fixture's expectations. Fixtures marked {@code knownFailure} are reported as
 * {@link FixtureResult.Outcome#KNOWN} while they fail and as failed once they pass, so the mark cannot rot.
 * Each difference names the step it was found at ({@code actions[2] 'block 0': ...}, or {@code after actions[3]
 * 'strike': ...} for the final state), the path or event, the expected and the actual value; the result carries
 * the fixture's rule IDs ({@link FixtureResult#report()}). A fixture that writes out enemy tokens of its own runs
 * against the engine {@link PositionBuilder#engineFor} gives.
 */
public final class FixtureRunner {
  private final Engine engine;

  /**
   * A runner for an engine.
   *
   * @param engine the engine under test
   */
  public FixtureRunner(Engine engine) {
    this.engine = engine;
  }

  /**
   * Runs every fixture.
   *
   * @param fixtures the fixtures
   * @return one result per fixture, in the same order
   */
  public List<FixtureResult> runAll(List<Fixture> fixtures) {
    List<FixtureResult> out = new ArrayList<>(fixtures.size());
    for (Fixture fixture : fixtures) {
      out.add(run(fixture));
    }
    return out;
  }

  /**
   * Runs one fixture.
   *
   * @param fixture the fixture
   * @return its result
   */
  public FixtureResult run(Fixture fixture) {
    List<String> differences = differences(fixture);
    FixtureResult.Outcome outcome;
    if (fixture.knownFailure().isEmpty()) {
      outcome = differences.isEmpty() ? FixtureResult.Outcome.PASSED : FixtureResult.Outcome.FAILED;
    } else if (differences.isEmpty()) {
      outcome = FixtureResult.Outcome.FAILED;
      differences = List.of("marked knownFailure (" + fixture.knownFailure().get()
          + ") but it passes now: remove the mark");
    } else {
      outcome = FixtureResult.Outcome.KNOWN;
    }
    return new FixtureResult(fixture.id(), fixture.file(), fixture.rules(), outcome, differences,
        fixture.knownFailure());
  }

  private List<String> differences(Fixture fixture) {
    List<String> out = new ArrayList<>();
    GameState state;
    Engine engine;
    try {
      engine = PositionBuilder.engineFor(this.engine, fixture.setup());
      state = PositionBuilder.build(engine, fixture.setup());
    } catch (RuntimeException e) {
      out.add("setup: the position could not be built: " + describe(e));
      return out;
    }
    List<Event> lastEvents = List.of();
    for (int i = 0; i < fixture.steps().size(); i++) {
      FixtureStep step = fixture.steps().get(i);
      String label = "actions[" + i + "] " + step.describe();
      try {
        if (step.kind() == FixtureStep.Kind.LEGAL || step.kind() == FixtureStep.Kind.NOT_LEGAL) {
          checkLegal(engine, state, step, label).ifPresent(out::add);
          continue;
        }
        Result result = engine.apply(state, step.action());
        if (step.kind() == FixtureStep.Kind.REJECTED) {
          Optional<String> problem = checkRejected(result, step, label);
          if (problem.isPresent()) {
            out.add(problem.get());
            return out; // an accepted action moved the game on: later steps would only add noise
          }
          continue;
        }
        if (!result.accepted()) {
          out.add(label + ": expected accepted but was rejected " + show(((Result.Rejected) result).rejection()));
          return out;
        }
        Result.Applied applied = (Result.Applied) result;
        state = applied.state();
        lastEvents = applied.events();
      } catch (RuntimeException e) {
        out.add(label + ": the engine threw " + describe(e));
        return out;
      }
    }
    String after = fixture.steps().isEmpty() ? "at the start: "
        : "after actions[" + (fixture.steps().size() - 1) + "] "
            + fixture.steps().get(fixture.steps().size() - 1).describe() + ": ";
    for (String difference : checkState(engine, fixture, state)) {
      out.add(after + difference);
    }
    for (String difference : checkEvents(fixture, lastEvents)) {
      out.add(after + difference);
    }
    return out;
  }

  private static Optional<String> checkLegal(Engine engine, GameState state, FixtureStep step, String label) {
    boolean found = false;
    for (Action legal : engine.legalActions(state)) {
      found |= legal.equals(step.action());
    }
    boolean wanted = step.kind() == FixtureStep.Kind.LEGAL;
    return found == wanted ? Optional.empty()
        : Optional.of(label + ": " + (wanted ? "not among" : "among") + " the legal actions");
  }

  private static Optional<String> checkRejected(Result result, FixtureStep step, String label) {
    if (result.accepted()) {
      return Optional.of(label + ": expected rejected"
          + step.code().map(c -> " " + c).orElse("") + " but was accepted");
    }
    Rejection r = ((Result.Rejected) result).rejection();
    boolean codeOk = step.code().map(c -> c == r.code()).orElse(true);
    boolean ruleOk = step.rule().map(rule -> ruleMatches(rule, r.ruleId())).orElse(true);
    if (codeOk && ruleOk) {
      return Optional.empty();
    }
    return Optional.of(label + ": expected rejection " + step.code().map(Object::toString).orElse("(any code)")
        + step.rule().map(rule -> " (" + rule + ")").orElse("") + " but was " + show(r));
  }

  /** A rejection citing a sub-item satisfies a fixture naming its parent: R-MOVE-3 accepts R-MOVE-3.1. */
  static boolean ruleMatches(String expected, String actual) {
    return actual.equals(expected) || actual.startsWith(expected + ".") || actual.startsWith(expected + "(");
  }

  private static List<String> checkState(Engine engine, Fixture fixture, GameState state) {
    List<String> out = new ArrayList<>();
    if (fixture.expect().isEmpty()) {
      return out;
    }
    StatePaths.Observed observed = new StatePaths.Observed(state, engine.view(state, 0).status(), engine);
    int players = state.players().size();
    for (Map.Entry<String, Object> e : fixture.expect().entrySet()) {
      try {
        StatePaths.difference(StatePaths.resolve(e.getKey(), players), e.getValue(), observed).ifPresent(out::add);
      } catch (RuntimeException ex) {
        out.add(e.getKey() + ": could not be read: " + describe(ex));
      }
    }
    return out;
  }

  private static List<String> checkEvents(Fixture fixture, List<Event> events) {
    List<String> names = new ArrayList<>();
    for (Event event : events) {
      names.add(event.getClass().getSimpleName());
    }
    List<String> out = new ArrayList<>();
    int at = 0;
    for (String wanted : fixture.events()) {
      int found = names.subList(at, names.size()).indexOf(wanted);
      if (found < 0) {
        out.add("events: expected " + fixture.events() + " in this order among the last action's events "
            + names + " but " + wanted + " is missing");
        break;
      }
      at += found + 1;
    }
    for (String unwanted : fixture.noEvents()) {
      if (names.contains(unwanted)) {
        out.add("noEvents: " + unwanted + " occurred among the last action's events " + names);
      }
    }
    return out;
  }

  private static String show(Rejection r) {
    return r.code() + " (" + r.ruleId() + "): " + r.detail();
  }

  private static String describe(RuntimeException e) {
    return e.getClass().getSimpleName() + ": " + e.getMessage();
  }
}
