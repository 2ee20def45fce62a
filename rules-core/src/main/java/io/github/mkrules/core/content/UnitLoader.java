package io.github.mkrules.core.content;

import io.github.mkrules.api.content.UnitAbility;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code units.json}: one entry per unit card type, with its copies (R-UNITS-1, R-SETUP-8).
 * Resistances come from a closed list (R-UNITRES); recruit sites are the site ids {@code village},
 * {@code monastery}, {@code keep}, {@code mage-tower} and {@code city}; ability effects, where present,
 * must be well-formed in the effect language.
 */
public final class UnitLoader {
  /** The bundled file name. */
  public static final String FILE = "units.json";

  /** The site ids a unit card can show as recruit icons. */
  public static final List<String> RECRUIT_SITES =
      List.of("village", "monastery", "keep", "mage-tower", "city");

  private static final String[] FIELDS = {
    "id", "name", "elite", "level", "influenceCost", "armor", "resistances", "recruitSites", "copies", "abilities"
  };

  private UnitLoader() {}

  /**
   * Reads the bundled {@code units.json}.
   *
   * @return the unit card types in file order
   * @throws io.github.mkrules.core.json.DataException if the file is invalid
   */
  public static List<UnitCard> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads the unit entries of a content file.
   *
   * @param root the whole file, as returned by {@link ContentFiles#read} or {@link ContentFiles#parse}
   * @return the unit card types in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<UnitCard> load(JsonNode root) {
    return ContentFields.read(root, "units", FIELDS, ContentFields::id, UnitLoader::unit);
  }

  private static UnitCard unit(JsonNode e, String id) {
    List<String> sites = ContentFields.closedIds(e, "recruitSites", true, RECRUIT_SITES);
    ContentFields.size(e, "recruitSites", sites, 1, RECRUIT_SITES.size());
    List<UnitAbility> abilities = new ArrayList<>();
    for (JsonNode a : ContentFields.items(e, "abilities", 1, 5)) {
      abilities.add(ability(a));
    }
    return new UnitCard(
        id,
        ContentFields.name(e),
        ContentFields.requiredBool(e, "elite"),
        e.integer("level", 1, 4),
        e.integer("influenceCost", 1, 30),
        e.integer("armor", 1, 10),
        ContentFields.closedIds(e, "resistances", true, ContentFields.RESISTANCES),
        Collections.unmodifiableSet(new LinkedHashSet<>(sites)),
        e.integer("copies", 1, 5),
        List.copyOf(abilities));
  }

  private static UnitAbility ability(JsonNode a) {
    a.allowOnly("text", "effect", "mana");
    String text = ContentFields.text(a, "text");
    Optional<String> effect =
        a.has("effect") ? Optional.of(a.parsed("effect", ContentFields::checkEffect)) : Optional.empty();
    Optional<ManaColor> mana =
        a.has("mana") ? Optional.of(a.parsed("mana", ManaColor::fromId)) : Optional.empty();
    return new UnitAbility(text, effect, mana);
  }
}
