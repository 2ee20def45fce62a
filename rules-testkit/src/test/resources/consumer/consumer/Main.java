package consumer;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Reads the catalogue, plays one random game to its end and prints how it ended. */
public final class Main {
  private Main() {}

  /**
   * Runs the game.
   *
   * @param args the seed, optional
   */
  public static void main(String[] args) {
    long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
    Engine engine = Engine.load();
    Catalogue catalogue = engine.catalogue();
    ScenarioInfo scenario = catalogue.scenario(GameConfig.FIRST_RECONNAISSANCE).orElseThrow();
    System.out.println("catalogue heroes=" + catalogue.heroes().size() + " cards=" + catalogue.cards().size()
        + " units=" + catalogue.units().size() + " enemies=" + catalogue.enemies().size() + " tiles="
        + catalogue.tiles().size() + " sites=" + catalogue.sites().size() + " scenario=" + scenario.name().en()
        + " players=" + scenario.playerCounts());
    List<PlayerSetup> players = new ArrayList<>();
    for (Hero hero : catalogue.heroes().subList(0, 2)) {
      players.add(new PlayerSetup(hero.id()));
    }
    GameState state = engine.start(new GameConfig(scenario.id(), players, Map.of(), seed));
    SplittableRandom random = new SplittableRandom(seed);
    int actions = 0;
    for (List<Action> legal = engine.legalActions(state); !legal.isEmpty(); legal = engine.legalActions(state)) {
      List<Action> forward = legal.stream().filter(a -> !(a instanceof Undo)).toList();
      List<Action> choices = forward.isEmpty() ? legal : forward;
      state = engine.apply(state, choices.get(random.nextInt(choices.size()))).orThrow();
      if (++actions > 20_000) {
        throw new IllegalStateException("no end after " + actions + " actions");
      }
    }
    System.out.println("game over after " + actions + " actions: " + state.endReason());
    Outcome outcome = engine.view(state, 0).outcome().orElseThrow();
    for (int winner : outcome.winners()) {
      System.out.println("winner: player " + winner + " (" + state.player(winner).hero() + ") with "
          + outcome.scores().get(winner).total());
    }
  }
}
