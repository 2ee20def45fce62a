package io.github.mkrules.core.save;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.NotationException;
import io.github.mkrules.api.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * A replay: the configuration of a game, the hash of its first state, and every action in the text notation with
 * the {@linkplain Saves#hash state hash} after it (docs/saves.md, schema docs/schemas/replay.schema.json). It
 * holds no state and no list indexes, so it stays short and can be {@linkplain #verify verified} on this engine
 * or {@linkplain #rerun re-run} on another engine version.
 *
 * @param config the game's configuration
 * @param start the hash of the state after setup
 * @param steps the actions in order, each with the hash after it
 */
public record Replay(GameConfig config, String start, List<Step> steps) {
  /** The {@code format} field of a replay file. */
  public static final String FORMAT = "mkrules-replay";

  /** The format version this engine writes and reads. */
  public static final int VERSION = 1;

  private static final String SOURCE = "replay";
  private static final Pattern HASH = Pattern.compile("[0-9a-f]{16}");

  /**
   * Checks the hash and copies the steps.
   *
   * @param config config
   * @param start start
   * @param steps steps
   */
  public Replay {
    Objects.requireNonNull(config, "config");
    checkHash(start);
    steps = List.copyOf(steps);
  }

  /**
   * One action of a replay.
   *
   * @param action the action in the text notation (docs/notation.md)
   * @param hash the state hash after it
   */
  public record Step(String action, String hash) {
    /**
     * Checks the fields.
     *
     * @param action action
     * @param hash hash
     */
    public Step {
      if (Objects.requireNonNull(action, "action").isBlank()) {
        throw new IllegalArgumentException("an action is not blank");
      }
      checkHash(hash);
    }
  }

  /**
   * One step as it was played back.
   *
   * @param step the step number, from 1
   * @param action the action
   * @param before the state it was applied to
   * @param result what the engine returned
   */
  public record Played(int step, Action action, GameState before, Result.Applied result) {}

  private static void checkHash(String hash) {
    if (!HASH.matcher(Objects.requireNonNull(hash, "hash")).matches()) {
      throw new IllegalArgumentException("a state hash is 16 lower-case hexadecimal digits but got '" + hash + "'");
    }
  }

  /**
   * Starts recording a game.
   *
   * @param start the state after setup, from {@link Engine#start}
   * @return a recorder that takes each action and the state after it
   */
  public static Recorder recorder(GameState start) {
    return new Recorder(start);
  }

  /** Records the steps of a game as they are played; not thread-safe. */
  public static final class Recorder {
    private final GameConfig config;
    private final String start;
    private final List<Step> steps = new ArrayList<>();

    private Recorder(GameState start) {
      this.config = start.config();
      this.start = Saves.hash(start);
    }

    /**
     * Records one applied action.
     *
     * @param action the action
     * @param after the state the engine returned for it
     * @return this recorder
     */
    public Recorder add(Action action, GameState after) {
      steps.add(new Step(action.notation(), Saves.hash(after)));
      return this;
    }

    /** @return the replay of the steps recorded so far */
    public Replay replay() {
      return new Replay(config, start, steps);
    }
  }

  /**
   * Writes the replay as JSON, one step per line so that two replays compare line by line.
   *
   * @return the replay file's text, ending with a line break
   */
  public String write() {
    StringBuilder out = new StringBuilder("{\"format\": \"" + FORMAT + "\", \"version\": " + VERSION + ",\n");
    out.append(" \"config\": ").append(Json.write(config)).append(",\n");
    out.append(" \"start\": \"").append(start).append("\",\n");
    out.append(" \"steps\": [");
    for (int i = 0; i < steps.size(); i++) {
      out.append(i == 0 ? "\n  " : ",\n  ").append(Json.write(steps.get(i)));
    }
    return out.append(steps.isEmpty() ? "]}\n" : "\n ]}\n").toString();
  }

  /**
   * Reads a replay file.
   *
   * @param text the file's text
   * @return the replay
   * @throws SaveException if it is not a complete replay of this format version, naming the field
   */
  public static Replay read(String text) {
    var root = Json.tree(Objects.requireNonNull(text, "text"), SOURCE);
    Json.header(root, FORMAT, VERSION, SOURCE);
    ReplayFile file = Json.bind(root, ReplayFile.class, SOURCE);
    return new Replay(file.config(), file.start(), file.steps());
  }

  /**
   * Plays the replay back and checks the hash of every state, the setup's included.
   *
   * @param engine the engine
   * @param each told every step as it is played, or null
   * @return the last state
   * @throws ReplayException at the first step whose action is not in the notation, is rejected, or leads to
   *     another hash than the recorded one
   */
  public GameState verify(Engine engine, Consumer<Played> each) {
    return play(engine, true, each);
  }

  /**
   * Plays the replay back and checks the hash of every state.
   *
   * @param engine the engine
   * @return the last state
   * @throws ReplayException at the first step that fails, as for {@link #verify(Engine, Consumer)}
   */
  public GameState verify(Engine engine) {
    return play(engine, true, null);
  }

  /**
   * Plays the replay back without comparing hashes, as on another engine version whose states differ in detail.
   *
   * @param engine the engine
   * @param each told every step as it is played, or null
   * @return the last state
   * @throws ReplayException at the first step whose action is not in the notation or is rejected
   */
  public GameState rerun(Engine engine, Consumer<Played> each) {
    return play(engine, false, each);
  }

  private GameState play(Engine engine, boolean checkHashes, Consumer<Played> each) {
    GameState state;
    try {
      state = engine.start(config);
    } catch (InvalidConfigException e) {
      throw new ReplayException(0, null, SOURCE + ": setup: the configuration is refused: " + e.getMessage());
    }
    if (checkHashes) {
      compare(0, "setup", start, state);
    }
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      String at = "step " + (i + 1) + " '" + step.action() + "'";
      Action action;
      try {
        action = ActionNotation.parse(step.action());
      } catch (NotationException e) {
        throw new ReplayException(i + 1, null, SOURCE + ": " + at + ": not an action: " + e.getMessage());
      }
      Result result = engine.apply(state, action);
      if (result instanceof Result.Rejected) {
        Rejection why = ((Result.Rejected) result).rejection();
        throw new ReplayException(i + 1, why, SOURCE + ": " + at + ": rejected: " + why.code() + " ("
            + why.ruleId() + "): " + why.detail());
      }
      Result.Applied applied = (Result.Applied) result;
      if (checkHashes) {
        compare(i + 1, at, step.hash(), applied.state());
      }
      if (each != null) {
        each.accept(new Played(i + 1, action, state, applied));
      }
      state = applied.state();
    }
    return state;
  }

  private static void compare(int step, String at, String recorded, GameState state) {
    String actual = Saves.hash(state);
    if (!actual.equals(recorded)) {
      throw new ReplayException(step, null, SOURCE + ": " + at + ": the state hashes to " + actual
          + " but the replay recorded " + recorded);
    }
  }

  /** The replay file. */
  record ReplayFile(String format, int version, GameConfig config, String start, List<Step> steps) {}
}
