package io.github.mkrules.core.content;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.EffectParser;
import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads {@code deed-cards.json}: one entry per Deed card type (R-CARDS-1) with its number of copies.
 * Every entry is checked at load: colours (none for Wounds and Artifacts), hero cards and the shared card
 * of the same colour they replace (R-PAREA-4), copies, Banners (Artifacts only), and every effect string
 * is parsed with {@link EffectParser} and must be written in canonical form. Both effects of every Basic
 * Action are required, since the starting decks must be fully playable.
 */
public final class DeedCardLoader {
  /** The bundled file name. */
  public static final String FILE = "deed-cards.json";

  static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

  private static final String[] FIELDS = {
    "id", "name", "type", "color", "hero", "replaces", "copies", "number", "basic", "powered", "banner"
  };

  private DeedCardLoader() {}

  /**
   * Loads the bundled deed cards.
   *
   * @return the cards in file order
   * @throws DataException if the file is wrong
   */
  public static List<DeedCard> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Loads deed cards from a parsed content file.
   *
   * @param root the whole file, with a {@code cards} array
   * @return the cards in file order, unmodifiable
   * @throws DataException naming the file, the entry and the field of the first error
   */
  public static List<DeedCard> load(JsonNode root) {
    List<DeedCard> cards = new ArrayList<>();
    Map<String, DeedCard> byId = new HashMap<>();
    List<JsonNode> entries = root.objects("cards", "id");
    for (JsonNode entry : entries) {
      DeedCard card = read(entry);
      ContentFields.checkNew(entry, byId.putIfAbsent(card.id(), card) == null, card.id());
      cards.add(card);
    }
    for (int i = 0; i < cards.size(); i++) {
      DeedCard card = cards.get(i);
      if (card.replaces().isPresent()) {
        checkReplaced(entries.get(i), card, byId.get(card.replaces().get()));
      }
    }
    return Collections.unmodifiableList(cards);
  }

  private static DeedCard read(JsonNode e) {
    e.allowOnly(FIELDS);
    String id = e.parsed("id", DeedCardLoader::checkId);
    LocalizedName name = name(e.object("name"));
    DeedCardType type = e.parsed("type", DeedCardLoader::type);
    boolean colourless = type == DeedCardType.WOUND || type == DeedCardType.ARTIFACT;
    Optional<ManaColor> color;
    if (colourless) {
      if (e.has("color")) {
        throw e.fail("color", "a card of type " + typeId(type) + " has no colour");
      }
      color = Optional.empty();
    } else {
      color = Optional.of(e.parsed("color", DeedCardLoader::basicColor));
    }
    Optional<String> hero = optionalId(e, "hero");
    Optional<String> replaces = optionalId(e, "replaces");
    if (type != DeedCardType.BASIC_ACTION) {
      if (hero.isPresent()) {
        throw e.fail("hero", "only a basic action can belong to a hero");
      }
      if (replaces.isPresent()) {
        throw e.fail("replaces", "only a hero's basic action replaces a shared card");
      }
    }
    if (hero.isPresent() != replaces.isPresent()) {
      throw e.fail(hero.isPresent() ? "replaces" : "hero",
          "missing field (a hero card names both its hero and the shared card it replaces)");
    }
    int copies;
    if (type == DeedCardType.WOUND) {
      copies = e.integer("copies", 1, 999);
    } else if (type == DeedCardType.BASIC_ACTION && hero.isEmpty()) {
      copies = e.integer("copies", 1, 16);
    } else {
      // Every Advanced Action, Spell and Artifact, and every hero card, exists once (deed-cards.md §0.4).
      copies = e.integer("copies", 1, 1);
    }
    String number;
    if (type == DeedCardType.WOUND) {
      number = e.optionalString("number").orElse("");
    } else {
      number = nonBlank(e, "number");
    }
    if (type != DeedCardType.ARTIFACT && e.has("banner")) {
      throw e.fail("banner", "only an artifact can be a Banner");
    }
    boolean banner = e.bool("banner", false);

    JsonNode basic = e.object("basic");
    JsonNode powered = e.object("powered");
    basic.allowOnly("text", "effect");
    Optional<LocalizedName> poweredName = Optional.empty();
    if (type == DeedCardType.SPELL) {
      powered.allowOnly("name", "text", "effect");
      poweredName = Optional.of(name(powered.object("name")));
    } else {
      powered.allowOnly("text", "effect");
    }
    String basicText = nonBlank(basic, "text");
    String poweredText = nonBlank(powered, "text");
    Optional<String> basicEffect = effect(e, basic, "basic", type);
    Optional<String> poweredEffect = effect(e, powered, "powered", type);
    return new DeedCard(id, name, type, color, hero, replaces, copies, number, basicText, poweredText,
        basicEffect, poweredEffect, banner, poweredName);
  }

  private static Optional<String> effect(JsonNode entry, JsonNode half, String halfName, DeedCardType type) {
    String field = halfName + ".effect";
    if (!half.has("effect")) {
      if (type == DeedCardType.BASIC_ACTION) {
        throw entry.fail(field, "missing field (every basic action's effects must be interpreted)");
      }
      return Optional.empty();
    }
    if (type == DeedCardType.WOUND) {
      throw entry.fail(field, "a Wound has no effect (R-CARDS-3.4)");
    }
    String text = half.string("effect");
    Effect parsed = EffectParser.parse(text, entry.where() + ": field '" + field + "'");
    String canonical = parsed.toString();
    if (!canonical.equals(text)) {
      throw entry.fail(field, "\"" + text + "\" is not in canonical form; write \"" + canonical + "\"");
    }
    return Optional.of(text);
  }

  private static void checkReplaced(JsonNode entry, DeedCard card, DeedCard target) {
    String replaced = card.replaces().orElseThrow();
    if (target == null) {
      throw entry.fail("replaces", "unknown card '" + replaced + "'");
    }
    if (target.type() != DeedCardType.BASIC_ACTION || target.hero().isPresent()) {
      throw entry.fail("replaces", "'" + replaced + "' is not a shared basic action");
    }
    if (!target.color().equals(card.color())) {
      throw entry.fail("replaces", "'" + replaced + "' is " + target.color().map(ManaColor::id).orElse("colourless")
          + " but a hero card replaces a shared card of its own colour, "
          + card.color().map(ManaColor::id).orElse("none"));
    }
  }

  /**
   * Reads a name object {@code {"en": ..., "cs": ...}}.
   *
   * @param node the name object
   * @return the name
   */
  static LocalizedName name(JsonNode node) {
    node.allowOnly("en", "cs");
    String en = nonBlank(node, "en");
    Optional<String> cs = node.has("cs") ? Optional.of(nonBlank(node, "cs")) : Optional.empty();
    return new LocalizedName(en, cs);
  }

  /**
   * Checks a kebab-case id.
   *
   * @param id the id
   * @return the id
   * @throws IllegalArgumentException if it is not kebab-case
   */
  static String checkId(String id) {
    if (!ID.matcher(id).matches()) {
      throw new IllegalArgumentException("an id is kebab-case English, for example battle-versatility");
    }
    return id;
  }

  private static Optional<String> optionalId(JsonNode e, String field) {
    return e.has(field) ? Optional.of(e.parsed(field, DeedCardLoader::checkId)) : Optional.empty();
  }

  private static String nonBlank(JsonNode node, String field) {
    String value = node.string(field);
    if (value.isBlank()) {
      throw node.fail(field, "empty text");
    }
    return value;
  }

  private static ManaColor basicColor(String id) {
    ManaColor color = ManaColor.fromId(id);
    if (!color.isBasic()) {
      throw new IllegalArgumentException("a card's colour is red, blue, green or white");
    }
    return color;
  }

  private static DeedCardType type(String id) {
    for (DeedCardType type : DeedCardType.values()) {
      if (typeId(type).equals(id)) {
        return type;
      }
    }
    throw new IllegalArgumentException("expected basic-action, advanced-action, spell, artifact or wound");
  }

  /**
   * The file's spelling of a card type.
   *
   * @param type the type
   * @return for example {@code basic-action}
   */
  static String typeId(DeedCardType type) {
    return ContentFields.word(type);
  }
}
