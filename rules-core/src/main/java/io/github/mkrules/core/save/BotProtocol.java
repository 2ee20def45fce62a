package io.github.mkrules.core.save;

import static io.github.mkrules.core.content.DataMapper.MAPPER;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.NotationException;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.encoding.Encoding;
import io.github.mkrules.core.encoding.EncodingException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The bot protocol (docs/protocol.md, schema docs/schemas/protocol.schema.json): one JSON object per line in, one
 * per line out, in the spirit of UCI. A session holds one game; a request names a command ({@code hello, start,
 * status, legal, apply, undo, view, sample, save, load, quit}, and for learning bots {@code encoding, legal-indices,
 * apply-index, observe}, docs/bots.md) and its fields, and gets exactly one response line:
 * {@code {"ok": true, ...}} or {@code {"ok": false, "error": CODE, "message": ...}}. An error never ends the session
 * and never changes its game; an {@code id} of the request, if any, is echoed in the response. A session is not
 * thread-safe: one thread answers its lines in order.
 */
public final class BotProtocol {
  /** The protocol version {@code hello} reports. */
  public static final int VERSION = 1;

  /** The commands, in the order {@code hello} lists them. */
  public static final List<String> COMMANDS =
      List.of("hello", "start", "status", "legal", "apply", "undo", "view", "sample", "save", "load", "quit",
          "encoding", "legal-indices", "apply-index", "observe");

  private static final String SOURCE = "request";

  /** Responses are plain ASCII (other characters escaped), whatever the encoding of standard output. */
  private static final ObjectWriter ASCII = MAPPER.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII);

  private final Engine engine;
  private final Map<String, BiFunction<JsonNode, ObjectNode, ObjectNode>> commands = new HashMap<>();
  private final Map<String, Encoding> encodings = new HashMap<>();
  private GameState state;
  private boolean quit;

  /**
   * A session without a game.
   *
   * @param engine the engine that plays
   */
  public BotProtocol(Engine engine) {
    this.engine = Objects.requireNonNull(engine, "engine");
    on("hello", Bare.class, (request, ok) -> hello(ok));
    on("start", Start.class, this::start);
    on("status", Bare.class, (request, ok) -> status(ok));
    on("legal", Bare.class, (request, ok) -> legal(ok));
    on("apply", Apply.class, this::apply);
    on("undo", Bare.class, (request, ok) -> play(new Undo(), ok));
    on("view", View.class, this::view);
    on("sample", Sample.class, this::sample);
    on("save", Bare.class, (request, ok) -> ok.set("save", MAPPER.valueToTree(saveFile(game()))));
    on("load", Load.class, this::load);
    on("quit", Bare.class, (request, ok) -> {
      quit = true;
      return ok;
    });
    on("encoding", Bare.class, (request, ok) -> BotEncoding.describe(encoding(), ok));
    on("legal-indices", Bare.class, (request, ok) -> legalIndices(ok));
    on("apply-index", ApplyIndex.class, this::applyIndex);
    on("observe", View.class, this::observe);
  }

  /** Adds a command: its request is bound to its record, then answered. */
  private <T> void on(String name, Class<T> fields, BiFunction<T, ObjectNode, ObjectNode> answer) {
    commands.put(name, (request, ok) -> answer.apply(fields(request, fields), ok));
  }

  /** A request that cannot be answered; becomes an error response. */
  private static final class Refusal extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String code;
    private final transient Rejection rejection;

    Refusal(String code, String message, Rejection rejection) {
      super(message, null, false, false);
      this.code = code;
      this.rejection = rejection;
    }

    Refusal(String code, String message) {
      this(code, message, null);
    }
  }

  // The fields each command takes, bound strictly: a missing, unknown or mistyped field is a bad request.
  record Bare(Optional<JsonNode> id, String cmd) {}

  record Start(Optional<JsonNode> id, String cmd, GameConfig config) {}

  record Apply(Optional<JsonNode> id, String cmd, String action) {}

  record View(Optional<JsonNode> id, String cmd, int player) {}

  record Sample(Optional<JsonNode> id, String cmd, int player, long seed) {}

  record Load(Optional<JsonNode> id, String cmd, JsonNode save) {}

  record ApplyIndex(Optional<JsonNode> id, String cmd, int index) {}

  /**
   * Answers one request line. Never throws: a line that is not JSON, an unknown command, a bad field, a player out
   * of range, a rejected action or an engine failure is an error response, and the game stays as it was.
   *
   * @param line one request, a JSON object
   * @return one response, a JSON object on one line
   */
  public String handle(String line) {
    ObjectNode response = MAPPER.createObjectNode();
    response.put("ok", true);
    try {
      JsonNode request = parse(line);
      if (!request.isObject()) {
        throw new Refusal("bad-request", "a request is a JSON object, such as {\"cmd\": \"hello\"}");
      }
      if (request.has("id") && !request.get("id").isNull()) {
        response.set("id", request.get("id"));
      }
      JsonNode cmd = request.path("cmd");
      if (!cmd.isString()) {
        throw new Refusal("bad-request", "field 'cmd': expected the command as a string, one of " + names());
      }
      var command = commands.get(cmd.asString());
      if (command == null) {
        throw new Refusal("unknown-command", "unknown command '" + cmd.asString() + "'; commands: " + names());
      }
      return ASCII.writeValueAsString(command.apply(request, response));
    } catch (Refusal refusal) {
      return error(response, refusal.code, refusal.getMessage(), refusal.rejection);
    } catch (RuntimeException | StackOverflowError e) {
      return error(response, "internal", "the engine failed (" + e.getClass().getSimpleName() + "): "
          + e.getMessage() + "; the game is unchanged", null);
    }
  }

  /** @return whether {@code quit} was answered */
  public boolean quit() {
    return quit;
  }

  /**
   * Answers request lines until {@code quit} or the end of the input, flushing after every response.
   *
   * @param in the requests
   * @param out where the responses go
   */
  public void serve(BufferedReader in, PrintStream out) {
    try {
      for (String line = in.readLine(); line != null; line = quit ? null : in.readLine()) {
        out.println(handle(line));
        out.flush();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode parse(String line) {
    try {
      return Json.tree(line, SOURCE);
    } catch (SaveException e) {
      throw new Refusal("not-json", e.getMessage());
    }
  }

  private static String names() {
    return String.join(", ", COMMANDS);
  }

  private static String error(ObjectNode response, String code, String message, Rejection rejection) {
    response.put("ok", false);
    response.put("error", code);
    response.put("message", message);
    if (rejection != null) {
      ObjectNode why = response.putObject("rejection");
      why.put("code", rejection.code().name());
      why.put("rule", rejection.ruleId());
      why.put("key", rejection.messageKey());
      why.put("message", rejection.message(Locale.ENGLISH));
      why.put("detail", rejection.detail());
    }
    return ASCII.writeValueAsString(response);
  }

  /** Binds a request to the record of its command; a bad field is a bad request naming it. */
  private static <T> T fields(JsonNode request, Class<T> type) {
    try {
      return Json.bind(request, type, SOURCE);
    } catch (SaveException e) {
      throw new Refusal("bad-request", e.getMessage());
    }
  }

  private GameState game() {
    if (state == null) {
      throw new Refusal("no-game", "no game yet: send {\"cmd\": \"start\", \"config\": {...}} or load a save first");
    }
    return state;
  }

  private int player(int index) {
    int players = game().players().size();
    if (index < 0 || index >= players) {
      throw new Refusal("bad-player", "player " + index + " is out of range: this game has " + players
          + " player(s), numbered 0 to " + (players - 1));
    }
    return index;
  }

  private ObjectNode hello(ObjectNode ok) {
    ok.put("engine", "mkrules");
    ok.put("protocol", VERSION);
    ok.put("saveVersion", Saves.VERSION);
    ok.put("replayVersion", Replay.VERSION);
    COMMANDS.forEach(ok.putArray("commands")::add);
    return ok;
  }

  private ObjectNode start(Start request, ObjectNode ok) {
    try {
      state = engine.start(request.config());
    } catch (InvalidConfigException e) {
      throw new Refusal("bad-config", e.getMessage());
    }
    return status(ok);
  }

  private ObjectNode status(ObjectNode ok) {
    GameState game = game();
    ok.set("status", MAPPER.valueToTree(engine.status(game)));
    ok.put("round", game.round());
    ok.put("hash", Saves.hash(game));
    game.outcome().ifPresent(outcome -> ok.set("outcome", MAPPER.valueToTree(outcome)));
    return ok;
  }

  private ObjectNode legal(ObjectNode ok) {
    GameState game = game();
    ok.set("status", MAPPER.valueToTree(engine.status(game)));
    ArrayNode actions = ok.putArray("actions");
    engine.legalActions(game).forEach(action -> actions.add(action.notation()));
    return ok;
  }

  private ObjectNode apply(Apply request, ObjectNode ok) {
    String notation = request.action();
    Action action;
    try {
      action = ActionNotation.parse(notation);
    } catch (NotationException e) {
      throw new Refusal("bad-action", "'" + notation + "' is not an action in the notation: " + e.getMessage());
    }
    return play(action, ok);
  }

  private ObjectNode play(Action action, ObjectNode ok) {
    Result result = engine.apply(game(), action);
    if (result instanceof Result.Rejected) {
      Rejection why = ((Result.Rejected) result).rejection();
      throw new Refusal("rejected", "'" + action.notation() + "' is rejected: " + why.message(Locale.ENGLISH)
          + " (" + why.code() + ", " + why.ruleId() + "): " + why.detail(), why);
    }
    Result.Applied applied = (Result.Applied) result;
    state = applied.state();
    ArrayNode events = ok.putArray("events");
    applied.events().forEach(event -> events.add(MAPPER.<JsonNode>valueToTree(event)));
    ok.set("status", MAPPER.valueToTree(engine.status(state)));
    return ok;
  }

  private ObjectNode view(View request, ObjectNode ok) {
    int viewer = player(request.player());
    return ok.set("view", MAPPER.valueToTree(engine.view(game(), viewer)));
  }

  private ObjectNode sample(Sample request, ObjectNode ok) {
    GameState sampled = engine.sample(game(), player(request.player()), request.seed());
    return ok.set("save", MAPPER.valueToTree(saveFile(sampled)));
  }

  private ObjectNode load(Load request, ObjectNode ok) {
    GameState loaded;
    try {
      loaded = Saves.read(request.save());
      engine.start(loaded.config()); // the scenario, heroes and options are this engine's
      engine.status(loaded);
      engine.legalActions(loaded);
    } catch (SaveException e) {
      throw new Refusal("bad-save", e.getMessage());
    } catch (InvalidConfigException e) {
      throw new Refusal("bad-save", "save: field 'state.config': this engine refuses it: " + e.getMessage());
    } catch (RuntimeException e) {
      throw new Refusal("bad-save", "save: the state does not fit this engine (" + e.getClass().getSimpleName()
          + ": " + e.getMessage() + ")");
    }
    state = loaded;
    return status(ok);
  }

  /** The encodings of the game's scenario (docs/bots.md), built once per scenario. */
  private Encoding encoding() {
    return encodings.computeIfAbsent(game().config().scenario(), scenario -> Encoding.of(engine, scenario));
  }

  private ObjectNode legalIndices(ObjectNode ok) {
    GameState game = game();
    List<Action> legal = engine.legalActions(game);
    int[] indices = encoded(() -> encoding().actions().indices(legal));
    ok.set("status", MAPPER.valueToTree(engine.status(game)));
    ArrayNode actions = ok.putArray("actions");
    legal.forEach(action -> actions.add(action.notation()));
    ArrayNode numbers = ok.putArray("indices");
    for (int index : indices) {
      numbers.add(index);
    }
    return ok;
  }

  private ObjectNode applyIndex(ApplyIndex request, ObjectNode ok) {
    Optional<Action> action = encoded(() -> encoding().action(game(), request.index()));
    if (action.isEmpty()) {
      throw new Refusal("bad-index", "no legal action has the index " + request.index() + " (the action space has "
          + encoding().actions().size() + " indices; legal-indices lists the legal ones)");
    }
    return play(action.get(), ok);
  }

  private ObjectNode observe(View request, ObjectNode ok) {
    int viewer = player(request.player());
    Encoding encoding = encoding();
    BotEncoding.numbers(ok.putArray("observation"), encoded(() -> encoding.observe(game(), viewer)));
    BotEncoding.numbers(ok.putArray("players"), encoded(() -> encoding.players(game(), viewer)));
    ArrayNode returns = ok.putArray("returns");
    for (double value : encoding.returns(game())) {
      returns.add(value);
    }
    return ok;
  }

  /** Runs an encoding step; a state the encodings cannot represent is an error response. */
  private static <T> T encoded(java.util.function.Supplier<T> step) {
    try {
      return step.get();
    } catch (EncodingException e) {
      throw new Refusal("encoding", "the encodings cannot represent this state: " + e.getMessage());
    }
  }

  private static Saves.SaveFile saveFile(GameState state) {
    return new Saves.SaveFile(Saves.FORMAT, Saves.VERSION, state);
  }
}
