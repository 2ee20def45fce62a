package io.github.mkrules.testkit;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.ManaColor;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What chance will give, fixed by a fixture (docs/fixtures.md, "Chance"): the order of the piles drawn from,
 * and the colours of the next mana-die rolls. An empty optional keeps the seed's pile.
 *
 * @param dice the colours of the next die rolls, in the order the engine makes them
 * @param artifactDeck the Artifact deck, top first
 * @param ruinsPile the face-down ruins tokens, top first
 * @param regularUnits the Regular unit deck, top first
 * @param eliteUnits the Elite unit deck, top first
 * @param enemyPiles the enemy draw piles named, top first; the other colours keep theirs
 * @param enemyDiscards the enemy discard piles named, top first; the other colours keep theirs
 */
public record FixturePiles(
    List<ManaColor> dice,
    Optional<List<String>> artifactDeck,
    Optional<List<String>> ruinsPile,
    Optional<List<String>> regularUnits,
    Optional<List<String>> eliteUnits,
    Map<EnemyColor, List<String>> enemyPiles,
    Map<EnemyColor, List<String>> enemyDiscards) {
  /** Nothing fixed. */
  public static final FixturePiles NONE = new FixturePiles(List.of(), Optional.empty(), Optional.empty(),
      Optional.empty(), Optional.empty(), Map.of(), Map.of());

  /**
   * Copies the collections.
   *
   * @param dice dice
   * @param artifactDeck artifact deck
   * @param ruinsPile ruins pile
   * @param regularUnits regular units
   * @param eliteUnits elite units
   * @param enemyPiles enemy piles
   * @param enemyDiscards enemy discards
   */
  public FixturePiles {
    dice = List.copyOf(dice);
    enemyPiles = Map.copyOf(enemyPiles);
    enemyDiscards = Map.copyOf(enemyDiscards);
  }
}
