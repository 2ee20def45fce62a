package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.json.JsonNode;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads {@code ruins.json}: the yellow ruins tokens (R-SETUP-2, FRAG-12.1). An {@code altar} names the
 * basic mana to pay and has no enemies; an {@code enemies} token names the piles to draw from and has no
 * altar mana. Rewards are {@code fame-N}, {@code artifact}, {@code spell}, {@code advanced-action},
 * {@code unit} or {@code crystal-<basic colour>} (R-COMBAT-OUTCOME-2.2).
 */
public final class RuinsLoader {
  /** The bundled file name. */
  public static final String FILE = "ruins.json";

  /** The kinds of ruins token. */
  public static final List<String> KINDS = List.of("altar", "enemies");

  private static final Pattern REWARD =
      Pattern.compile("fame-[1-9][0-9]?|artifact|spell|advanced-action|unit|crystal-(red|blue|green|white)");

  private static final String[] FIELDS = {"id", "kind", "altarMana", "enemies", "rewards", "text"};

  private RuinsLoader() {}

  /**
   * Reads the bundled {@code ruins.json}.
   *
   * @return the ruins tokens in file order
   * @throws io.github.mkrules.core.json.DataException if the file is invalid
   */
  public static List<RuinsToken> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads the ruins entries of a content file.
   *
   * @param root the whole file
   * @return the ruins tokens in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<RuinsToken> load(JsonNode root) {
    return ContentFields.read(root, "ruins", FIELDS, ContentFields::id, RuinsLoader::ruins);
  }

  private static RuinsToken ruins(JsonNode e, String id) {
    String kind = ContentFields.oneOf(e, "kind", "kind", KINDS);
    boolean altar = kind.equals("altar");
    List<String> mana = e.strings("altarMana", altar);
    List<String> rawEnemies = e.strings("enemies", !altar);
    if (altar) {
      ContentFields.size(e, "altarMana", mana, 1, 5);
      if (!rawEnemies.isEmpty()) {
        throw e.fail("enemies", "an altar has no enemies");
      }
    } else {
      ContentFields.size(e, "enemies", rawEnemies, 1, 4);
      if (!mana.isEmpty()) {
        throw e.fail("altarMana", "an enemies token has no altar mana");
      }
    }
    for (int i = 0; i < mana.size(); i++) {
      String color = mana.get(i);
      boolean basic;
      try {
        basic = ManaColor.fromId(color).isBasic();
      } catch (IllegalArgumentException ex) {
        basic = false;
      }
      if (!basic) {
        throw e.fail("altarMana[" + i + "]", "\"" + color + "\" is not a basic mana colour");
      }
    }
    List<EnemyColor> enemies = ContentFields.enemyColors(e, "enemies", rawEnemies);
    List<String> rewards = e.strings("rewards", true);
    ContentFields.size(e, "rewards", rewards, 1, 6);
    for (int i = 0; i < rewards.size(); i++) {
      if (!REWARD.matcher(rewards.get(i)).matches()) {
        throw e.fail("rewards[" + i + "]", "unknown reward \"" + rewards.get(i) + "\"");
      }
    }
    return new RuinsToken(id, kind, mana, enemies, rewards, ContentFields.text(e, "text"));
  }
}
