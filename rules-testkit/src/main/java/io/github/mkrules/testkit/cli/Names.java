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
  private final Map<String, LocalizedName> cards;
  private final Map<String, LocalizedName> heroes;
  private final Map<String, LocalizedName> units;
  private final Map<String, LocalizedName> enemies;
  private final Map<String, LocalizedName> sites;
  private final Map<String, LocalizedName> tactics;
  private final Map<String, LocalizedName> skills;
  private final Map<String, MapTile> tiles;

  private Names(Content content, Locale locale) {
    this.content = content;
    this.czech = locale.getLanguage().equals("cs");
    this.words = load(czech ? "cs" : "en");
    this.cards = byId(content.cards(), DeedCard::id, DeedCard::name);
    this.heroes = byId(content.heroes(), Hero::id, Hero::name);
    this.units = byId(content.units(), UnitCard::id, UnitCard::name);
    this.enemies = byId(content.enemies(), EnemyToken::id, EnemyToken::name);
    this.sites = byId(content.sites(), SiteType::id, SiteType::name);
    this.tactics = byId(content.tactics(), Tactic::id, Tactic::name);
    this.skills = byId(content.skills(), Skill::id, Skill::name);
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

  private String name(Map<String, LocalizedName> names, String id) {
    LocalizedName name = names.get(id);
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

  String card(String id) {
    return name(cards, id);
  }

  String hero(String id) {
    return name(heroes, id);
  }

  String unit(String id) {
    return name(units, id);
  }

  String enemy(String id) {
    return name(enemies, id);
  }

  String site(String id) {
    return name(sites, id);
  }

  String tactic(String id) {
    return name(tactics, id);
  }

  String skill(String id) {
    return name(skills, id);
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
    StringBuilder text = new StringBuilder();
    for (String id : ids) {
      if (text.length() > 0) {
        text.append(", ");
      }
      text.append(card(id));
    }
    return text.toString();
  }
}
