package io.github.mkrules.core;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Engine;
import io.github.mkrules.core.turn.TurnActions;
import io.github.mkrules.core.choice.ChoiceRules;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.cards.CardEffects;
import io.github.mkrules.core.cards.CardPlay;
import io.github.mkrules.core.cards.LegalCardPlays;
import io.github.mkrules.core.cards.SidewaysPlay;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.movement.Exploration;
import io.github.mkrules.core.movement.Movement;
import io.github.mkrules.core.round.TacticSelection;
import io.github.mkrules.core.setup.GameSetup;
import io.github.mkrules.core.skills.SkillUse;
import io.github.mkrules.core.tactics.TacticUse;
import io.github.mkrules.core.turn.Resting;
import io.github.mkrules.core.turn.TurnEnding;
import io.github.mkrules.core.view.Determinizer;
import io.github.mkrules.core.view.Views;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Mage Knight engine over a set of scenarios. Stateless apart from its immutable content and scenario
 * definitions, so one instance serves any number of games and threads.
 */
public final class CoreEngine implements Engine {
  private final Content content;
  private final Map<String, ScenarioDefinition> scenarios;
  private final CardEffects effects;
  private final Catalogue catalogue;
  private final Choices choices;

  /**
   * An engine for the given scenarios and the bundled base-game content.
   *
   * @param scenarios the scenarios it can play
   */
  public CoreEngine(List<ScenarioDefinition> scenarios) {
    this(Content.base(), scenarios);
  }

  /**
   * An engine for the given content and scenarios.
   *
   * @param content the components
   * @param scenarios the scenarios it can play
   */
  public CoreEngine(Content content, List<ScenarioDefinition> scenarios) {
    this.content = content;
    this.effects = new CardEffects(content);
    Map<String, ScenarioDefinition> byId = new LinkedHashMap<>();
    for (ScenarioDefinition scenario : scenarios) {
      byId.put(scenario.id(), scenario);
    }
    this.scenarios = java.util.Collections.unmodifiableMap(byId);
    this.catalogue = Catalogues.of(content, this.scenarios.values());
    this.choices = new Choices(ChoiceRules.all());
  }

  /**
   * The components this engine plays with, as the engine reads them. Its type is exported only to
   * rules-scenarios and rules-testkit; everyone else reads the components through {@link #catalogue()}.
   *
   * @return the content
   */
  public Content content() {
    return content;
  }

  /** @return the scenarios this engine plays, by id */
  public Map<String, ScenarioDefinition> scenarios() {
    return scenarios;
  }

  @Override
  public Catalogue catalogue() {
    return catalogue;
  }

  @Override
  public GameState start(GameConfig config) {
    java.util.Objects.requireNonNull(config, "config");
    ScenarioDefinition scenario = GameSetup.validate(config, content, scenarios);
    return GameSetup.setUp(config, content, scenario, effects);
  }

  /**
   * What a state waits for.
   *
   * @param state the state
   * @return a decision of a player, or game over
   */
  @Override
  public Status status(GameState state) {
    return statusOf(state);
  }

  /**
   * What a state waits for, without an engine.
   *
   * @param state the state
   * @return a decision of a player, or game over
   */
  public static Status statusOf(GameState state) {
    if (Arguments.state(state).phase() == Phase.GAME_OVER) {
      return new Status.GameOver(state.endReason());
    }
    if (!state.choices().isEmpty()) {
      PendingChoice choice = state.choices().get(state.choices().size() - 1);
      return new Status.Decision(choice.player(), choice.kind());
    }
    if (state.phase() == Phase.TACTIC_SELECTION) {
      return new Status.Decision(TacticSelection.chooser(state), DecisionKind.SELECT_TACTIC);
    }
    return new Status.Decision(state.turn().player(),
        state.turn().combat().isPresent() ? DecisionKind.COMBAT : DecisionKind.TURN);
  }

  private Draft draft(GameState state) {
    return new Draft(state, content, Arguments.scenario(scenarios, state), effects);
  }

  @Override
  public List<Action> legalActions(GameState state) {
    List<Action> out = new ArrayList<>();
    if (Arguments.state(state).phase() == Phase.GAME_OVER) {
      return out;
    }
    Draft d = draft(state);
    PendingChoice choice = Choices.current(d);
    if (choice != null) {
      choices.legal(d, choice, out);
    } else if (state.phase() == Phase.TACTIC_SELECTION) {
      return TacticSelection.legalActions(d);
    } else {
      TurnActions.legal(d, out);
    }
    addUndo(state, out);
    return out;
  }

  private static void addUndo(GameState state, List<Action> out) {
    if (state.undo() != null) {
      out.add(new Undo());
    }
  }

  @Override
  public Result apply(GameState state, Action action) {
    java.util.Objects.requireNonNull(action, "action");
    if (Arguments.state(state).phase() == Phase.GAME_OVER) {
      return reject(RejectionCode.GAME_OVER, "R-FLOW-4", "the game is over");
    }
    if (action instanceof Undo) {
      if (state.undo() == null) {
        return reject(RejectionCode.NOTHING_TO_UNDO, "R-UNDO-2", "nothing can be undone: new information was revealed or the turn just began");
      }
      return new Result.Applied(state.undo(), List.of(new Event.Undone(state.turn().player())));
    }
    if (state.phase() == Phase.TACTIC_SELECTION && state.choices().isEmpty()) {
      if (!(action instanceof SelectTactic)) {
        return reject(RejectionCode.WRONG_PHASE, "R-ROUND-3", "players are choosing tactics");
      }
      Draft d = draft(state);
      Rejection r = TacticSelection.check(d, (SelectTactic) action);
      if (r != null) {
        return new Result.Rejected(r);
      }
      TacticSelection.apply(d, TacticSelection.chooser(state), (SelectTactic) action);
      d.undo = null; // another player decides next (R-UNDO-2)
      return new Result.Applied(d.build(), d.events);
    }
    return applyInTurn(state, action);
  }

  private Result applyInTurn(GameState state, Action action) {
    Draft d = draft(state);
    boolean choosing = Choices.current(d) != null;
    Rejection r = choosing || action instanceof Pick || action instanceof Done ? choices.check(d, action)
        : TurnActions.check(d, action);
    if (r != null) {
      return new Result.Rejected(r);
    }
    int player = d.turn.player();
    if (choosing) {
      choices.apply(d, action);
    } else {
      TurnActions.apply(d, action);
    }
    boolean sameTurn = d.phase == Phase.PLAYER_TURNS && d.turn.player() == player && !(action instanceof EndTurn)
        && !(action instanceof AnnounceEndOfRound);
    // R-UNDO-2: no undo past revealed information, a die roll, or the end of the turn
    d.undo = sameTurn && !d.revealed ? state : null;
    return new Result.Applied(d.build(), d.events);
  }

  private static Result reject(RejectionCode code, String rule, String detail) {
    return new Result.Rejected(Rejection.of(code, rule, detail));
  }

  @Override
  public PlayerView view(GameState state, int player) {
    return Views.of(state, Arguments.player(state, player), content, statusOf(state));
  }

  @Override
  public GameState sample(GameState state, int player, long seed) {
    return new Determinizer(content, Arguments.scenario(scenarios, state), state, Arguments.player(state, player), seed)
        .sample();
  }
}
