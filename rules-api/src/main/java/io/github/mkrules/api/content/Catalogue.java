package io.github.mkrules.api.content;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every component an engine plays with, for frontends and bots: heroes, scenarios and their options, deed
 * cards with names (English, Czech where known) and texts, units, enemies, map tiles with the terrain of each
 * hex, sites, tactics, skills and the game's tables. Immutable; ids are the ones actions, states and views
 * use. Obtained from {@code Engine.catalogue()}.
 *
 * @param heroes the heroes (R-FLOW-2)
 * @param scenarios the scenarios the engine plays
 * @param cards every deed card type: Basic and Advanced Actions, Spells, Artifacts, the Wound
 * @param units every unit card type
 * @param enemies every enemy token type
 * @param tiles every map tile, each with its seven hexes
 * @param sites every site type
 * @param tactics the Day and Night tactics
 * @param skills every skill token
 * @param mapShapes the map shapes the scenarios name
 * @param terrainCosts the Move cost of each terrain by Day and by Night
 * @param garrisons the city garrisons by city colour and level
 * @param ruins the ruins tokens
 * @param levels the Fame and level table
 * @param reputation the Reputation track
 */
public record Catalogue(
    List<Hero> heroes,
    List<ScenarioInfo> scenarios,
    List<DeedCard> cards,
    List<UnitCard> units,
    List<EnemyToken> enemies,
    List<MapTile> tiles,
    List<SiteType> sites,
    List<Tactic> tactics,
    List<Skill> skills,
    List<MapShape> mapShapes,
    List<TerrainCost> terrainCosts,
    List<CityGarrison> garrisons,
    List<RuinsToken> ruins,
    List<LevelRow> levels,
    List<ReputationStep> reputation) {
  /**
   * Copies every list.
   *
   * @param heroes the heroes
   * @param scenarios the scenarios
   * @param cards the deed cards
   * @param units the units
   * @param enemies the enemies
   * @param tiles the map tiles
   * @param sites the sites
   * @param tactics the tactics
   * @param skills the skills
   * @param mapShapes the map shapes
   * @param terrainCosts the terrain costs
   * @param garrisons the city garrisons
   * @param ruins the ruins tokens
   * @param levels the level table
   * @param reputation the Reputation track
   */
  public Catalogue {
    heroes = List.copyOf(heroes);
    scenarios = List.copyOf(scenarios);
    cards = List.copyOf(cards);
    units = List.copyOf(units);
    enemies = List.copyOf(enemies);
    tiles = List.copyOf(tiles);
    sites = List.copyOf(sites);
    tactics = List.copyOf(tactics);
    skills = List.copyOf(skills);
    mapShapes = List.copyOf(mapShapes);
    terrainCosts = List.copyOf(terrainCosts);
    garrisons = List.copyOf(garrisons);
    ruins = List.copyOf(ruins);
    levels = List.copyOf(levels);
    reputation = List.copyOf(reputation);
  }

  /**
   * One hero.
   *
   * @param id the hero id, for example {@code tovak}
   * @return the hero, or empty if there is none with that id
   */
  public Optional<Hero> hero(String id) {
    return find(heroes, Hero::id, id);
  }

  /**
   * One scenario.
   *
   * @param id the scenario id, for example {@code first-reconnaissance}
   * @return the scenario, or empty if the engine does not play it
   */
  public Optional<ScenarioInfo> scenario(String id) {
    return find(scenarios, ScenarioInfo::id, id);
  }

  /**
   * One deed card type.
   *
   * @param id the card id, for example {@code march}
   * @return the card, or empty if there is none with that id
   */
  public Optional<DeedCard> card(String id) {
    return find(cards, DeedCard::id, id);
  }

  /**
   * One unit card type.
   *
   * @param id the unit id
   * @return the unit, or empty if there is none with that id
   */
  public Optional<UnitCard> unit(String id) {
    return find(units, UnitCard::id, id);
  }

  /**
   * One enemy token type.
   *
   * @param id the enemy id
   * @return the enemy, or empty if there is none with that id
   */
  public Optional<EnemyToken> enemy(String id) {
    return find(enemies, EnemyToken::id, id);
  }

  /**
   * One map tile.
   *
   * @param id the tile id, for example {@code countryside-3}
   * @return the tile, or empty if there is none with that id
   */
  public Optional<MapTile> tile(String id) {
    return find(tiles, MapTile::id, id);
  }

  /**
   * One site type.
   *
   * @param id the site id, for example {@code village}
   * @return the site, or empty if there is none with that id
   */
  public Optional<SiteType> site(String id) {
    return find(sites, SiteType::id, id);
  }

  /**
   * One tactic.
   *
   * @param id the tactic id, for example {@code early-bird}
   * @return the tactic, or empty if there is none with that id
   */
  public Optional<Tactic> tactic(String id) {
    return find(tactics, Tactic::id, id);
  }

  /**
   * One skill.
   *
   * @param id the skill id
   * @return the skill, or empty if there is none with that id
   */
  public Optional<Skill> skill(String id) {
    return find(skills, Skill::id, id);
  }

  private static <T> Optional<T> find(List<T> items, Function<T, String> idOf, String id) {
    for (T item : items) {
      if (idOf.apply(item).equals(id)) {
        return Optional.of(item);
      }
    }
    return Optional.empty();
  }
}
