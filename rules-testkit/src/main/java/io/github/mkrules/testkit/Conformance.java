package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.save.Json;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.core.save.SaveException;
import io.github.mkrules.core.save.Saves;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Conformance properties of any {@link Engine}: the contract of {@code legalActions}, {@code apply} and
 * {@code view}. Each check returns its violations, empty when the engine conforms. Properties of the API
 * contract carry the pseudo rule IDs {@code API-LEGAL} (every listed action applies), {@code API-REJECT}
 * (unlisted actions are rejected, without exceptions, with a rule ID), {@code API-PURE} (a call leaves its
 * input state unchanged), {@code API-DETERMINISM} (equal inputs give equal outputs), {@code API-NOTATION}
 * (notation round trip), {@code API-VIEW} (views hide hidden information), {@code API-SAMPLE} (sampled
 * states are consistent with a player's view) and {@code API-EDGE} (bad arguments are refused with a message
 * naming them), {@code API-SAVE} (a save loads back into an equal state, views and outcomes read back) and
 * {@code API-REPLAY} (a replay of a game verifies and re-runs to the same hashes); the others cite the rulebook.
 * The save and replay checks use the JSON of {@code io.github.mkrules.core.save}, which works on the API's
 * records of any engine.
 */
public final class Conformance {
  private final Engine engine;

  /**
   * Conformance checks of an engine.
   *
   * @param engine the engine under test
   */
  public Conformance(Engine engine) {
    this.engine = Objects.requireNonNull(engine, "engine");
  }

  /**
   * API-LEGAL, API-NOTATION, R-UNDO-1: every listed action is accepted, its notation parses back to it, and
   * when the result of an action other than undo accepts an undo, the undo gives back exactly {@code state}.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> listedActionsApply(GameState state) {
    List<Violation> out = new ArrayList<>();
    for (Action action : engine.legalActions(state)) {
      if (!notationRoundTrips(action)) {
        out.add(new Violation("API-NOTATION", "'" + action.notation() + "' does not parse back to " + action));
      }
      Result result = applySafely(state, action, out);
      if (result == null) {
        continue;
      }
      if (!result.accepted()) {
        out.add(new Violation("API-LEGAL", "listed '" + action.notation() + "' was rejected: "
            + ((Result.Rejected) result).rejection() + " in " + state));
        continue;
      }
      if (!(action instanceof Undo)) {
        out.addAll(undoRestores(state, action, ((Result.Applied) result).state()));
      }
    }
    return out;
  }

  /**
   * API-NOTATION: the notation of every listed action is one line of words separated by single spaces, and
   * {@link ActionNotation#parse} reads it back to an equal action.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> notationRoundTrips(GameState state) {
    List<Violation> out = new ArrayList<>();
    for (Action action : engine.legalActions(state)) {
      String text = action.notation();
      if (text == null || !text.matches("[^\\s]+( [^\\s]+)*")) {
        out.add(new Violation("API-NOTATION", "the notation of " + action + " is not one line of single-spaced words: '"
            + text + "'"));
      } else if (!notationRoundTrips(action)) {
        out.add(new Violation("API-NOTATION", "'" + text + "' does not parse back to " + action));
      }
    }
    return out;
  }

  /**
   * API-EDGE: the public entries refuse bad arguments with an exception whose message names the argument:
   * a null state or action ({@link NullPointerException} or {@link IllegalArgumentException}) and a player
   * index outside the game ({@link IllegalArgumentException}) for {@code view} and {@code sample}. An
   * illegal action is a rejection, checked by API-REJECT.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> badArgumentsRefused(GameState state) {
    List<Violation> out = new ArrayList<>();
    int players = state.players().size();
    refused(out, "legalActions(null)", "state", () -> engine.legalActions(null));
    refused(out, "apply(null, undo)", "state", () -> engine.apply(null, new Undo()));
    refused(out, "apply(state, null)", "action", () -> engine.apply(state, null));
    refused(out, "view(null, 0)", "state", () -> engine.view(null, 0));
    refused(out, "sample(null, 0, 1)", "state", () -> engine.sample(null, 0, 1));
    for (int player : new int[] {-1, players, Integer.MAX_VALUE}) {
      refused(out, "view(state, " + player + ")", "player", () -> engine.view(state, player));
      refused(out, "sample(state, " + player + ", 1)", "player", () -> engine.sample(state, player, 1));
    }
    return out;
  }

  private static void refused(List<Violation> out, String call, String argument, Runnable body) {
    try {
      body.run();
      out.add(new Violation("API-EDGE", call + " returned instead of refusing the " + argument));
    } catch (NullPointerException | IllegalArgumentException e) {
      if (e.getMessage() == null || !e.getMessage().contains(argument)) {
        out.add(new Violation("API-EDGE", call + " threw " + e + ", whose message does not name the " + argument));
      }
    } catch (RuntimeException e) {
      out.add(new Violation("API-EDGE", call + " threw " + e + " instead of NullPointerException or IllegalArgumentException"));
    }
  }

  private static boolean notationRoundTrips(Action action) {
    try {
      return ActionNotation.parse(action.notation()).equals(action);
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private Result applySafely(GameState state, Action action, List<Violation> out) {
    try {
      return Objects.requireNonNull(engine.apply(state, action), "apply returned null");
    } catch (RuntimeException e) {
      out.add(new Violation("API-REJECT", "apply('" + action.notation() + "') threw " + e + " in " + state));
      return null;
    }
  }

  /**
   * R-UNDO-1: if {@code after} accepts an undo, the undo returns a state equal to {@code before}.
   *
   * @param before the state the action was applied to
   * @param action the action
   * @param after the state it gave
   * @return the violations
   */
  public List<Violation> undoRestores(GameState before, Action action, GameState after) {
    List<Violation> out = new ArrayList<>();
    Result undone = applySafely(after, new Undo(), out);
    if (undone != null && undone.accepted() && !((Result.Applied) undone).state().equals(before)) {
      out.add(new Violation("R-UNDO-1", "undo after '" + action.notation() + "' did not restore " + before));
    }
    return out;
  }

  /**
   * API-REJECT, API-PURE: every candidate of {@link ActionCandidates} that the engine does not list is rejected,
   * with a rule ID, and leaves the state equal and with the same hash.
   *
   * @param state a state
   * @param random chooses the random candidates
   * @return the violations
   */
  public List<Violation> unlistedActionsRejected(GameState state, SplittableRandom random) {
    return rejectsAll(state, ActionCandidates.of(state, random));
  }

  /**
   * API-REJECT, API-PURE: the {@link ActionCandidates#malformed malformed} actions (negative options and the
   * like, which the notation cannot express) are rejected without an exception and leave the state unchanged.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> malformedActionsRejected(GameState state) {
    return rejectsAll(state, ActionCandidates.malformed(state));
  }

  private List<Violation> rejectsAll(GameState state, List<Action> candidates) {
    Set<Action> listed = new HashSet<>();
    for (Action action : engine.legalActions(state)) {
      listed.add(action);
    }
    int hash = state.hashCode();
    List<Violation> out = new ArrayList<>();
    for (Action action : candidates) {
      if (listed.contains(action)) {
        continue;
      }
      Result result = applySafely(state, action, out);
      if (result instanceof Result.Applied) {
        out.add(new Violation("API-REJECT", "unlisted '" + action.notation() + "' was accepted in " + state));
      } else if (result != null && !hasRuleId(((Result.Rejected) result).rejection())) {
        out.add(new Violation("API-REJECT", "rejection of '" + action.notation() + "' names no rule: "
            + ((Result.Rejected) result).rejection()));
      }
      if (state.hashCode() != hash) {
        out.add(new Violation("API-PURE", "applying '" + action.notation() + "' changed the input state"));
        return out;
      }
    }
    return out;
  }

  private static boolean hasRuleId(Rejection rejection) {
    return rejection.code() != null && rejection.ruleId() != null && rejection.ruleId().matches("[A-Z]+-[A-Z0-9.()-]+");
  }

  /**
   * API-DETERMINISM: the same configuration and actions, played twice, give equal states with equal events at
   * every step.
   *
   * @param config the configuration
   * @param actions the actions, all accepted in order
   * @return the violations
   */
  public List<Violation> deterministic(GameConfig config, List<Action> actions) {
    GameState a = engine.start(config);
    GameState b = engine.start(config);
    if (!a.equals(b) || a.hashCode() != b.hashCode()) {
      return List.of(new Violation("API-DETERMINISM", "two starts of " + config + " differ"));
    }
    for (int i = 0; i < actions.size(); i++) {
      Result ra = engine.apply(a, actions.get(i));
      Result rb = engine.apply(b, actions.get(i));
      if (!ra.equals(rb) || !ra.accepted()) {
        return List.of(new Violation("API-DETERMINISM", "step " + i + " '" + actions.get(i).notation()
            + "' gave " + ra + " and " + rb));
      }
      a = ((Result.Applied) ra).state();
      b = ((Result.Applied) rb).state();
    }
    return List.of();
  }

  /**
   * API-VIEW: every player's view is unchanged by each change of hidden information ({@link HiddenInfo}).
   *
   * @param state a state
   * @param random chooses the changes
   * @return the violations
   */
  public List<Violation> viewRedaction(GameState state, SplittableRandom random) {
    List<Violation> out = new ArrayList<>();
    for (int viewer = 0; viewer < state.players().size(); viewer++) {
      PlayerView view = engine.view(state, viewer);
      for (HiddenInfo.Variant variant : HiddenInfo.variants(state, viewer, random)) {
        if (!engine.view(variant.state(), viewer).equals(view)) {
          out.add(new Violation("API-VIEW", "player " + viewer + "'s view changes with the " + variant.what()
              + " in " + state));
        }
      }
    }
    return out;
  }

  /**
   * API-SAMPLE: a state sampled for a player looks the same to that player, and the invariants still hold in it
   * (the cards, tokens and tiles were only dealt again).
   *
   * @param state a state
   * @param random chooses the sampling seeds
   * @return the violations
   */
  public List<Violation> sampling(GameState state, SplittableRandom random) {
    List<Violation> out = new ArrayList<>();
    Invariants invariants = Invariants.base();
    for (int viewer = 0; viewer < state.players().size(); viewer++) {
      GameState sampled = engine.sample(state, viewer, random.nextLong());
      if (!engine.view(sampled, viewer).equals(engine.view(state, viewer))) {
        out.add(new Violation("API-SAMPLE", "player " + viewer + " can tell a sample apart from " + state));
      }
      for (Violation v : invariants.check(sampled)) {
        out.add(new Violation("API-SAMPLE", "a sample for player " + viewer + " breaks " + v.ruleId() + ": " + v.message()));
      }
    }
    out.addAll(sameOptionsWhenSampled(state, random));
    return out;
  }

  /**
   * API-SAMPLE, API-ORDER: the player who must decide has the same legal actions, in the same order, in every
   * state sampled for them; so neither the list nor its order depends on anything that player cannot see (a
   * deck's order, another hand), and a sample keeps what they may take back (R-UNDO).
   *
   * @param state a state
   * @param random chooses the sampling seeds
   * @return the violations
   */
  public List<Violation> sameOptionsWhenSampled(GameState state, SplittableRandom random) {
    if (!(engine.status(state) instanceof Status.Decision)) {
      return List.of();
    }
    int mover = ((Status.Decision) engine.status(state)).player();
    List<Action> legal = engine.legalActions(state);
    for (int i = 0; i < SAMPLES_PER_STATE; i++) {
      List<Action> sampled = engine.legalActions(engine.sample(state, mover, random.nextLong()));
      if (!sampled.equals(legal)) {
        return List.of(new Violation("API-SAMPLE", "player " + mover + "'s legal actions change in a sample: "
            + notations(legal) + " became " + notations(sampled) + " in " + state));
      }
    }
    return List.of();
  }

  private static final int SAMPLES_PER_STATE = 3;

  /**
   * API-EVENTS: for every player, the events of an applied action, replayed onto that player's view before
   * it, give the visible quantities of the view after it ({@link EventReplay}). An undo is exempt: it goes back
   * to a whole earlier state.
   *
   * @param before the state the action was applied to
   * @param action the action
   * @param result what applying it gave
   * @return the violations
   */
  public List<Violation> eventsExplainViews(GameState before, Action action, Result.Applied result) {
    if (action instanceof Undo) {
      return List.of();
    }
    List<Violation> out = new ArrayList<>();
    for (int viewer = 0; viewer < before.players().size(); viewer++) {
      out.addAll(EventReplay.check(engine.view(before, viewer), result.events(), engine.view(result.state(), viewer),
          action.notation()));
    }
    return out;
  }

  private static List<String> notations(List<Action> actions) {
    List<String> out = new ArrayList<>();
    for (Action a : actions) {
      out.add(a.notation());
    }
    return out;
  }

  /**
   * API-SAVE: a save of the state loads back into an equal state whose undo chain is equal link by link and whose
   * hash is the same, writing it again gives the same text, and every player's view and the outcome read back from
   * their JSON equal.
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> saveRoundTrip(GameState state) {
    List<Violation> out = new ArrayList<>();
    String save = Saves.write(state);
    GameState loaded;
    try {
      loaded = Saves.read(save);
    } catch (SaveException e) {
      return List.of(new Violation("API-SAVE", "a save does not load: " + e.getMessage() + " in " + state));
    }
    int link = 0;
    for (GameState a = state, b = loaded; a != null || b != null; a = a.undo(), b = b.undo(), link++) {
      if (a == null || b == null || !a.equals(b)) {
        out.add(new Violation("API-SAVE", (link == 0 ? "the loaded state" : "undo link " + link + " of the loaded state")
            + " differs from the saved one: " + firstDifference(a, b)));
        break;
      }
    }
    if (!Saves.hash(loaded).equals(Saves.hash(state)) || !Saves.write(loaded).equals(save)) {
      out.add(new Violation("API-SAVE", "the loaded state hashes or writes differently in " + state));
    }
    for (int viewer = 0; viewer < state.players().size(); viewer++) {
      PlayerView view = engine.view(state, viewer);
      if (!Json.read(Json.write(view), PlayerView.class, "view").equals(view)) {
        out.add(new Violation("API-SAVE", "player " + viewer + "'s view does not read back from its JSON"));
      }
    }
    if (state.outcome().isPresent()
        && !Json.read(Json.write(state.outcome().get()), Outcome.class, "outcome").equals(state.outcome().get())) {
      out.add(new Violation("API-SAVE", "the outcome does not read back from its JSON"));
    }
    return out;
  }

  /** The first component of the game state that differs, for messages. */
  private static String firstDifference(GameState a, GameState b) {
    if (a == null || b == null) {
      return a == null ? "the loaded chain is longer" : "the loaded chain is shorter";
    }
    for (java.lang.reflect.RecordComponent component : GameState.class.getRecordComponents()) {
      try {
        Object x = component.getAccessor().invoke(a);
        Object y = component.getAccessor().invoke(b);
        if (!component.getName().equals("undo") && !Objects.equals(x, y)) {
          return component.getName() + ": " + x + " became " + y;
        }
      } catch (ReflectiveOperationException e) {
        return component.getName() + ": " + e;
      }
    }
    return "the undo chain's presence";
  }

  /**
   * API-REPLAY: the replay of a game (its configuration and actions in the notation, each with the state hash after
   * it) reads back from its file, verifies on the engine, and re-runs to the same final state.
   *
   * @param config the configuration
   * @param actions the actions, all accepted in order
   * @return the violations
   */
  public List<Violation> replayVerifies(GameConfig config, List<Action> actions) {
    GameState state = engine.start(config);
    Replay.Recorder recorder = Replay.recorder(state);
    for (Action action : actions) {
      state = engine.apply(state, action).orThrow();
      recorder.add(action, state);
    }
    Replay replay = recorder.replay();
    try {
      Replay read = Replay.read(replay.write());
      if (!read.equals(replay)) {
        return List.of(new Violation("API-REPLAY", "a replay does not read back from its file: " + config));
      }
      if (!read.verify(engine).equals(state) || !read.rerun(engine, null).equals(state)) {
        return List.of(new Violation("API-REPLAY", "a replay re-runs to another state: " + config));
      }
    } catch (SaveException e) {
      return List.of(new Violation("API-REPLAY", e.getMessage()));
    }
    return List.of();
  }

  /**
   * R-FLOW-4: a state that is not over offers an action, and a state that is over offers none; the status names
   * a player of the game as the one who must act, and while a decision is pending that is its owner, whose turn
   * it may not be (R-TURN-1, decisions outside one's own turn).
   *
   * @param state a state
   * @return the violations
   */
  public List<Violation> liveness(GameState state) {
    boolean over = state.phase() == Phase.GAME_OVER;
    boolean empty = engine.legalActions(state).isEmpty();
    if (over != empty) {
      return List.of(new Violation("R-FLOW-4", over ? "a finished game offers actions" : "no legal action in " + state));
    }
    if (!over && engine.status(state) instanceof io.github.mkrules.api.Status.Decision) {
      int who = ((io.github.mkrules.api.Status.Decision) engine.status(state)).player();
      int owner = state.choices().isEmpty() ? who : state.choices().get(state.choices().size() - 1).player();
      if (who < 0 || who >= state.players().size() || who != owner) {
        return List.of(new Violation("R-FLOW-4", "the status names player " + who + " but the decision is player "
            + owner + "'s"));
      }
    }
    return List.of();
  }

  /**
   * Plays one random game and checks it as it goes: at every state liveness, the {@link Invariants} of the
   * step, every listed action (with undo), and the determinism of the chosen step; at a random share of the
   * states also the unlisted candidates and view redaction; at the end the determinism of the whole game and
   * that it ended within the bound. Stops at the first state with violations.
   *
   * @param config the configuration
   * @param seed the seed of the policy and of the random checks
   * @param maxActions the bound of actions (R-FLOW-4: every game ends)
   * @param deepShare the share of states, 0 to 1, that also get the unlisted-candidate and view checks
   * @return the violations, empty if the game conformed
   */
  public List<Violation> playAndCheck(GameConfig config, long seed, int maxActions, double deepShare) {
    Invariants invariants = Invariants.base();
    SplittableRandom random = new SplittableRandom(seed);
    GameState state = engine.start(config);
    List<Violation> out = new ArrayList<>(invariants.check(state));
    List<Action> played = new ArrayList<>();
    while (out.isEmpty() && state.phase() != Phase.GAME_OVER) {
      if (played.size() >= maxActions) {
        return List.of(new Violation("R-FLOW-4", "no end after " + maxActions + " actions of " + config));
      }
      out.addAll(liveness(state));
      out.addAll(listedActionsApply(state));
      if (random.nextDouble() < deepShare) {
        out.addAll(unlistedActionsRejected(state, random));
        out.addAll(viewRedaction(state, random));
        out.addAll(sampling(state, random));
        out.addAll(saveRoundTrip(state));
      }
      if (!out.isEmpty()) {
        break;
      }
      Action action = PlayoutPolicy.choose(state, engine.legalActions(state), random);
      Result first = engine.apply(state, action);
      if (!first.equals(engine.apply(state, action))) {
        out.add(new Violation("API-DETERMINISM", "applying '" + action.notation() + "' twice differs in " + state));
        break;
      }
      GameState next = ((Result.Applied) first).state();
      out.addAll(invariants.checkStep(state, next, ((Result.Applied) first).events()));
      out.addAll(eventsExplainViews(state, action, (Result.Applied) first));
      played.add(action);
      state = next;
    }
    if (out.isEmpty()) {
      out.addAll(liveness(state));
      out.addAll(deterministic(config, played));
      out.addAll(replayVerifies(config, played));
    }
    return out;
  }
}
