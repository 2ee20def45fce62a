package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.content.Content;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;

/**
 * Display names in one language (English or Czech). Component names come from the content data
 * ({@link LocalizedName}: the Czech name where the data has one, else the English one); the command line's
 * own words (labels, terrains, colours, sentences) come from {@code cli_en.properties} and
 * {@code cli_cs.properties} beside this class.
 */
final class Names {
  private final Content content;
  private final boolean czech;
  private final Properties words;
  private final Map<Component, Map<String, LocalizedName>> components = new EnumMap<>(Component.class);
  private final Map<String, MapTile> tiles;

  private Names(Content content, Locale locale) {
    this.content = content;
    this.czech = locale.getLanguage().equals("cs");
    this.words = load(czech ? "cs" : "en");
    components.put(Component.CARD, byId(content.cards(), DeedCard::id, DeedCard::name));
    components.put(Component.HERO, byId(content.heroes(), Hero::id, Hero::name));
    components.put(Component.UNIT, byId(content.units(), UnitCard::id, UnitCard::name));
    components.put(Component.ENEMY, byId(content.enemies(), EnemyToken::id, EnemyToken::name));
    components.put(Component.SITE, byId(content.sites(), SiteType::id, SiteType::name));
    components.put(Component.TACTIC, byId(content.tactics(), Tactic::id, Tactic::name));
    components.put(Component.SKILL, byId(content.skills(), Skill::id, Skill::name));
    Map<String, MapTile> tileMap = new HashMap<>();
    for (MapTile tile : content.tiles()) {
      tileMap.put(tile.id(), tile);
    }
    this.tiles = tileMap;
  }

  /**
   * The names of the base-game content in a language.
   *
   * @param locale English or Czech ({@code cs}); any other language gets English
   * @return the names
   */
  static Names of(Locale locale) {
    return new Names(Content.base(), locale);
  }

  /** @return the components the names come from */
  Content content() {
    return content;
  }

  /** @return the locale of the rejection messages: Czech or English */
  Locale locale() {
    return czech ? Locale.forLanguageTag("cs") : Locale.ENGLISH;
  }

  private static Properties load(String lang) {
    Properties properties = new Properties();
    String file = "cli_" + lang + ".properties";
    try (InputStream in = Names.class.getResourceAsStream(file)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + file + " beside " + Names.class.getName());
      }
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return properties;
  }

  private static <T> Map<String, LocalizedName> byId(
      List<T> items, Function<T, String> id, Function<T, LocalizedName> name) {
    Map<String, LocalizedName> map = new HashMap<>();
    for (T item : items) {
      map.put(id.apply(item), name.apply(item));
    }
    return map;
  }

  /** The kinds of components with a display name in the data; ids are unique within a kind only. */
  enum Component {
    /** Deed cards, by card id. */
    CARD,
    /** Heroes. */
    HERO,
    /** Unit cards. */
    UNIT,
    /** Enemy tokens. */
    ENEMY,
    /** Site types. */
    SITE,
    /** Tactic cards. */
    TACTIC,
    /** Skill tokens. */
    SKILL
  }

  /**
   * The display name of a component in this language.
   *
   * @param kind the kind of component
   * @param id its id
   * @return the Czech name where the data has one and Czech is chosen, else the English one; the id if unknown
   */
  String name(Component kind, String id) {
    LocalizedName name = components.get(kind).get(id);
    if (name == null) {
      return id;
    }
    return czech ? name.cs().orElse(name.en()) : name.en();
  }

  /**
   * A sentence or label of the command line: the text of {@code key} with {@code {0}}, {@code {1}} … replaced.
   *
   * @param key the key in cli_*.properties
   * @param args the values
   * @return the text; the key itself if no file has it
   */
  String text(String key, Object... args) {
    String text = words.getProperty(key, key);
    for (int i = 0; i < args.length; i++) {
      text = text.replace("{" + i + "}", String.valueOf(args[i]));
    }
    return text;
  }

  /** @return the tile's kind and number, for example "Countryside tile 3" */
  String tile(String id) {
    MapTile tile = tiles.get(id);
    if (tile == null) {
      return id;
    }
    String kind = text("tile." + tile.kind().name().toLowerCase(Locale.ROOT));
    return tile.number() == 0 ? kind : kind + " " + tile.number();
  }

  String terrain(Terrain terrain) {
    return text("terrain." + terrain.id());
  }

  String color(ManaColor color) {
    return text("color." + color.id());
  }

  String enemyColor(EnemyColor color) {
    return text("enemy-color." + color.id());
  }

  String time(TimeOfDay time) {
    return text(time == TimeOfDay.DAY ? "time.day" : "time.night");
  }

  /** @return the card names joined by commas */
  String cards(List<String> ids) {
    return String.join(", ", names(Component.CARD, ids));
  }

  /** @return the display names of components of one kind, in the given order */
  List<String> names(Component kind, List<String> ids) {
    List<String> names = new ArrayList<>();
    for (String id : ids) {
      names.add(name(kind, id));
    }
    return names;
  }
}
