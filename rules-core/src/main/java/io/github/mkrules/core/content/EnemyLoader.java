package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code enemies.json}: one entry per enemy token type, with its copies (R-SETUP-2, R-ABIL).
 * Colours, attack elements, abilities and resistances come from closed lists. A summoner
 * ({@code summon}, R-ABIL-5) has exactly one attack of value 0, since the summoned brown token attacks for
 * it; every other attack is at least 1.
 */
public final class EnemyLoader {
  /** The bundled file name. */
  public static final String FILE = "enemies.json";

  /**
   * The enemy ability ids of the base game, each with its rule: {@code paralyze} R-ABIL-1, {@code poison}
   * R-ABIL-2, {@code brutal} R-ABIL-3, {@code swift} R-ABIL-4, {@code summon} R-ABIL-5, {@code fortified}
   * R-ABIL-9. The elements (R-ABIL-6 to 8) are part of each attack, and the resistances (R-ABIL-10 to 13)
   * a list of their own. The newer abilities (R-ABIL-14 to 21) appear only on expansion tokens and are
   * not accepted yet.
   */
  public static final List<String> ABILITIES =
      List.of("paralyze", "poison", "brutal", "swift", "summon", "fortified");

  private static final String[] FIELDS = {
    "id", "name", "color", "armor", "attacks", "abilities", "resistances", "fame", "copies",
    "rampagingReputation", "reputationOnDefeat"
  };

  private EnemyLoader() {}

  /**
   * Reads the bundled {@code enemies.json}.
   *
   * @return the enemy token types in file order
   * @throws io.github.mkrules.core.json.DataException if the file is invalid
   */
  public static List<EnemyToken> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads the enemy entries of a content file.
   *
   * @param root the whole file
   * @return the enemy token types in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<EnemyToken> load(JsonNode root) {
    return ContentFields.read(root, "enemies", FIELDS, ContentFields::id, EnemyLoader::enemy);
  }

  private static EnemyToken enemy(JsonNode e, String id) {
    List<String> abilities = ContentFields.closedIds(e, "abilities", true, ABILITIES);
    List<EnemyAttack> attacks = new ArrayList<>();
    for (JsonNode a : ContentFields.items(e, "attacks", 1, 4)) {
      a.allowOnly("value", "element");
      String element = ContentFields.oneOf(a, "element", "element", ContentFields.ELEMENTS);
      attacks.add(new EnemyAttack(a.integer("value", 0, 20), element));
    }
    checkSummon(e, abilities.contains("summon"), attacks);
    return new EnemyToken(
        id,
        ContentFields.name(e),
        e.parsed("color", EnemyColor::fromId),
        e.integer("armor", 1, 20),
        List.copyOf(attacks),
        abilities,
        ContentFields.closedIds(e, "resistances", true, ContentFields.RESISTANCES),
        e.integer("fame", 1, 20),
        e.integer("copies", 1, 5),
        e.integer("rampagingReputation", 0, 5, 0),
        e.integer("reputationOnDefeat", -5, 5, 0));
  }

  private static void checkSummon(JsonNode e, boolean summoner, List<EnemyAttack> attacks) {
    if (summoner) {
      if (attacks.size() != 1 || attacks.get(0).value() != 0 || !"physical".equals(attacks.get(0).element())) {
        throw e.fail("attacks", "a summoner has exactly one attack, of value 0 and element physical");
      }
      return;
    }
    for (EnemyAttack attack : attacks) {
      if (attack.value() == 0) {
        throw e.fail("attacks", "an attack of value 0 is allowed only for a summoner");
      }
    }
  }
}
