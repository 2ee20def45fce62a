package io.github.mkrules.api.content;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A scenario an engine can play, as a frontend shows it before a game: who may play it, on which map, for how
 * many rounds, and the options a {@code GameConfig} may set.
 *
 * @param id the scenario id for {@code GameConfig}, for example {@code first-reconnaissance}
 * @param name the scenario's name
 * @param competitive whether players compete (a solo game never does)
 * @param options the option names the scenario accepts, sorted
 * @param setups one setup for each allowed number of players, by player count
 */
public record ScenarioInfo(
    String id, LocalizedName name, boolean competitive, List<String> options, List<ScenarioInfo.Setup> setups) {
  /**
   * Checks the parts and copies the lists.
   *
   * @param id the scenario id
   * @param name the name
   * @param competitive whether players compete
   * @param options the option names
   * @param setups the setups by player count
   */
  public ScenarioInfo {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    options = List.copyOf(options);
    setups = List.copyOf(setups);
  }

  /**
   * The numbers of players the scenario allows.
   *
   * @return for example {@code [1, 2, 3, 4]}
   */
  public List<Integer> playerCounts() {
    List<Integer> out = new ArrayList<>();
    for (Setup setup : setups) {
      out.add(setup.players());
    }
    return List.copyOf(out);
  }

  /**
   * The setup of a scenario for one number of players.
   *
   * @param players the number of players
   * @param mapShape the id of the map shape (see {@link Catalogue#mapShapes()})
   * @param rounds the largest number of rounds the game lasts
   */
  public record Setup(int players, String mapShape, int rounds) {}
}
