package io.github.mkrules.core.content;

import io.github.mkrules.api.content.CityGarrison;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.ReputationStep;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.content.TerrainCost;
import io.github.mkrules.api.content.UnitCard;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * All base-game components, loaded once from the bundled data files and validated across files. Immutable;
 * {@link #base()} returns the shared instance.
 */
public final class Content {
  private final List<DeedCard> cards;
  private final Map<String, io.github.mkrules.core.effect.Effect> basicEffects;
  private final Map<String, io.github.mkrules.core.effect.Effect> poweredEffects;
  private final Map<String, DeedCard> cardsById;
  private final List<Hero> heroes;
  private final Map<String, Hero> heroesById;
  private final List<UnitCard> units;
  private final Map<String, UnitCard> unitsById;
  private final List<EnemyToken> enemies;
  private final Map<String, EnemyToken> enemiesById;
  private final List<CityGarrison> garrisons;
  private final List<RuinsToken> ruins;
  private final List<SiteType> sites;
  private final Map<String, SiteType> sitesById;
  private final List<MapTile> tiles;
  private final Map<String, MapTile> tilesById;
  private final List<TerrainCost> terrainCosts;
  private final Map<String, MapShape> mapShapes;
  private final List<Tactic> tactics;
  private final Map<String, Tactic> tacticsById;
  private final List<Skill> skills;
  private final Map<String, Skill> skillsById;
  private final Map<String, io.github.mkrules.core.effect.Effect> skillEffects;
  private final Levels levels;
  private final List<ReputationStep> reputation;

  private Content(
      List<DeedCard> cards,
      List<Hero> heroes,
      List<UnitCard> units,
      List<EnemyToken> enemies,
      List<CityGarrison> garrisons,
      List<RuinsToken> ruins,
      List<SiteType> sites,
      List<MapTile> tiles,
      List<TerrainCost> terrainCosts,
      List<MapShape> mapShapes,
      List<Tactic> tactics,
      List<Skill> skills,
      Levels levels,
      List<ReputationStep> reputation) {
    this.cards = cards;
    this.cardsById = index(cards, DeedCard::id);
    Map<String, io.github.mkrules.core.effect.Effect> basic = new LinkedHashMap<>();
    Map<String, io.github.mkrules.core.effect.Effect> powered = new LinkedHashMap<>();
    for (DeedCard card : cards) {
      card.basicEffect().ifPresent(e -> basic.put(card.id(),
          io.github.mkrules.core.effect.EffectParser.parse(e, "deed-cards.json: entry '" + card.id() + "': field 'basic.effect'")));
      card.poweredEffect().ifPresent(e -> powered.put(card.id(),
          io.github.mkrules.core.effect.EffectParser.parse(e, "deed-cards.json: entry '" + card.id() + "': field 'powered.effect'")));
    }
    this.basicEffects = java.util.Collections.unmodifiableMap(basic);
    this.poweredEffects = java.util.Collections.unmodifiableMap(powered);
    this.heroes = heroes;
    this.heroesById = index(heroes, Hero::id);
    this.units = units;
    this.unitsById = index(units, UnitCard::id);
    this.enemies = enemies;
    this.enemiesById = index(enemies, EnemyToken::id);
    this.garrisons = garrisons;
    this.ruins = ruins;
    this.sites = sites;
    this.sitesById = index(sites, SiteType::id);
    this.tiles = tiles;
    this.tilesById = index(tiles, MapTile::id);
    this.terrainCosts = terrainCosts;
    this.mapShapes = index(mapShapes, MapShape::id);
    this.tactics = tactics;
    this.tacticsById = index(tactics, Tactic::id);
    this.skills = skills;
    this.skillsById = index(skills, Skill::id);
    Map<String, io.github.mkrules.core.effect.Effect> skillEffects = new LinkedHashMap<>();
    for (Skill skill : skills) {
      skill.effect().ifPresent(e -> skillEffects.put(skill.id(),
          io.github.mkrules.core.effect.EffectParser.parse(e, "skills.json: entry '" + skill.id() + "': field 'effect'")));
    }
    this.skillEffects = java.util.Collections.unmodifiableMap(skillEffects);
    this.levels = levels;
    this.reputation = reputation;
    for (Skill skill : skills) {
      if (!heroesById.containsKey(skill.hero())) {
        throw new DataException("skills.json: entry '" + skill.id() + "': field 'hero': unknown hero '" + skill.hero() + "'");
      }
    }
  }

  /** A copy of a content with other enemy token types; everything else is shared, being immutable. */
  private Content(Content base, List<EnemyToken> enemies) {
    this.cards = base.cards;
    this.basicEffects = base.basicEffects;
    this.poweredEffects = base.poweredEffects;
    this.cardsById = base.cardsById;
    this.heroes = base.heroes;
    this.heroesById = base.heroesById;
    this.units = base.units;
    this.unitsById = base.unitsById;
    this.enemies = enemies;
    this.enemiesById = index(enemies, EnemyToken::id);
    this.garrisons = base.garrisons;
    this.ruins = base.ruins;
    this.sites = base.sites;
    this.sitesById = base.sitesById;
    this.tiles = base.tiles;
    this.tilesById = base.tilesById;
    this.terrainCosts = base.terrainCosts;
    this.mapShapes = base.mapShapes;
    this.tactics = base.tactics;
    this.tacticsById = base.tacticsById;
    this.skills = base.skills;
    this.skillsById = base.skillsById;
    this.skillEffects = base.skillEffects;
    this.levels = base.levels;
    this.reputation = base.reputation;
  }

  /**
   * This content with more enemy token types, for example a token a rulebook fixture writes out to test one
   * ability alone (docs/fixtures.md). Each token is checked like an entry of {@code enemies.json}, so it may use
   * only the abilities the engine implements; the base tokens are kept.
   *
   * @param extra the new token types
   * @return the larger content
   * @throws DataException naming the token and field of the first problem, or an id already in use
   */
  public Content withEnemies(List<EnemyToken> extra) {
    List<EnemyToken> all = new java.util.ArrayList<>(enemies);
    Place at = new Place("extra enemy tokens");
    for (EnemyToken token : extra) {
      Place entry = at.named("entry", token.id());
      if (all.stream().anyMatch(e -> e.id().equals(token.id()))) {
        throw entry.fail("id", "the enemy id is already in use");
      }
      all.add(EnemyLoader.check(token, entry));
    }
    return new Content(this, List.copyOf(all));
  }

  private static final class Holder {
    static final Content BASE = loadBundled();
  }

  /**
   * The base game's content, loaded on first use.
   *
   * @return the shared instance
   * @throws DataException if a bundled file is wrong (a packaging defect)
   */
  public static Content base() {
    return Holder.BASE;
  }

  /**
   * Loads and validates every bundled content file.
   *
   * @return the content
   * @throws DataException naming the file, entry and field of the first problem
   */
  public static Content loadBundled() {
    List<DeedCard> cards = DeedCardLoader.load(ContentFiles.read(DeedCardLoader.FILE));
    List<SiteType> sites = SiteLoader.load(ContentFiles.read(SiteLoader.FILE));
    List<MapTile> tiles = TileLoader.load(ContentFiles.read(TileLoader.FILE), sites);
    return new Content(
        cards,
        HeroLoader.load(ContentFiles.read(HeroLoader.FILE), cards),
        UnitLoader.load(ContentFiles.read(UnitLoader.FILE)),
        EnemyLoader.load(ContentFiles.read(EnemyLoader.FILE)),
        CityGarrisonLoader.load(ContentFiles.read(CityGarrisonLoader.FILE)),
        RuinsLoader.load(ContentFiles.read(RuinsLoader.FILE)),
        sites,
        tiles,
        TerrainCostLoader.load(ContentFiles.read(TerrainCostLoader.FILE)),
        MapShapeLoader.load(ContentFiles.read(MapShapeLoader.FILE), tiles),
        TacticLoader.load(ContentFiles.read(TacticLoader.FILE)),
        SkillLoader.load(ContentFiles.read(SkillLoader.FILE)),
        Levels.bundled(),
        ReputationLoader.load(ContentFiles.read(ReputationLoader.FILE)));
  }

  private static <T> Map<String, T> index(List<T> items, Function<T, String> id) {
    Map<String, T> map = new LinkedHashMap<>();
    for (T item : items) {
      map.put(id.apply(item), item);
    }
    return java.util.Collections.unmodifiableMap(map);
  }

  private static <T> T lookup(Map<String, T> map, String id, String what) {
    T value = map.get(id);
    if (value == null) {
      throw new IllegalArgumentException("unknown " + what + " '" + id + "'");
    }
    return value;
  }

  /** @return every deed card type */
  public List<DeedCard> cards() {
    return cards;
  }

  /**
   * One deed card type.
   *
   * @param id the card id
   * @return the card
   * @throws IllegalArgumentException if unknown
   */
  public DeedCard card(String id) {
    return lookup(cardsById, id, "card");
  }

  /**
   * Whether a deed card id exists.
   *
   * @param id the id
   * @return true if known
   */
  public boolean hasCard(String id) {
    return cardsById.containsKey(id);
  }

  /**
   * The parsed effect of one half of a card.
   *
   * @param card the card id
   * @param powered true for the powered (strong) half
   * @return the effect, or null if the engine does not interpret that half yet
   */
  public io.github.mkrules.core.effect.Effect effect(String card, boolean powered) {
    return (powered ? poweredEffects : basicEffects).get(card);
  }

  /** @return the heroes */
  public List<Hero> heroes() {
    return heroes;
  }

  /**
   * One hero.
   *
   * @param id the hero id
   * @return the hero, or null if unknown
   */
  public Hero heroOrNull(String id) {
    return heroesById.get(id);
  }

  /** @return every unit card type */
  public List<UnitCard> units() {
    return units;
  }

  /**
   * Whether a unit card type exists.
   *
   * @param id the id
   * @return true if it does
   */
  public boolean hasUnit(String id) {
    return unitsById.containsKey(id);
  }

  /**
   * One unit card type.
   *
   * @param id the id
   * @return the unit
   */
  public UnitCard unit(String id) {
    return lookup(unitsById, id, "unit");
  }

  /** @return every enemy token type */
  public List<EnemyToken> enemies() {
    return enemies;
  }

  /**
   * One enemy token type.
   *
   * @param id the id
   * @return the enemy
   */
  public EnemyToken enemy(String id) {
    return lookup(enemiesById, id, "enemy");
  }

  /** @return the city garrison table */
  public List<CityGarrison> garrisons() {
    return garrisons;
  }

  /** @return the ruins tokens */
  public List<RuinsToken> ruins() {
    return ruins;
  }

  /** @return the site types */
  public List<SiteType> sites() {
    return sites;
  }

  /**
   * One site type.
   *
   * @param id the id
   * @return the site
   */
  public SiteType site(String id) {
    return lookup(sitesById, id, "site");
  }

  /** @return the map tiles */
  public List<MapTile> tiles() {
    return tiles;
  }

  /**
   * One map tile.
   *
   * @param id the id
   * @return the tile
   */
  public MapTile tile(String id) {
    return lookup(tilesById, id, "tile");
  }

  /** @return the terrain costs */
  public List<TerrainCost> terrainCosts() {
    return terrainCosts;
  }

  /**
   * One map shape.
   *
   * @param id the shape id, for example {@code wedge}
   * @return the shape
   */
  public MapShape mapShape(String id) {
    return lookup(mapShapes, id, "map shape");
  }

  /** @return the tactics */
  public List<Tactic> tactics() {
    return tactics;
  }

  /**
   * One tactic.
   *
   * @param id the id
   * @return the tactic
   */
  public Tactic tactic(String id) {
    return lookup(tacticsById, id, "tactic");
  }

  /**
   * Whether a tactic id exists.
   *
   * @param id the id
   * @return true if known
   */
  public boolean hasTactic(String id) {
    return tacticsById.containsKey(id);
  }

  /** @return the skills */
  public List<Skill> skills() {
    return skills;
  }

  /**
   * One skill.
   *
   * @param id the skill id
   * @return the skill
   */
  public Skill skill(String id) {
    return lookup(skillsById, id, "skill");
  }

  /**
   * Whether a skill id exists.
   *
   * @param id the id
   * @return true if known
   */
  public boolean hasSkill(String id) {
    return skillsById.containsKey(id);
  }

  /**
   * The parsed effect of a skill.
   *
   * @param id the skill id
   * @return the effect, or null if the engine does not interpret it yet
   */
  public io.github.mkrules.core.effect.Effect skillEffect(String id) {
    return skillEffects.get(id);
  }

  /** @return the fame and level table */
  public Levels levels() {
    return levels;
  }

  /** @return the reputation track */
  public List<ReputationStep> reputation() {
    return reputation;
  }
}
