package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.state.ManaColor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads {@code ruins.json}: the yellow ruins tokens (R-SETUP-2, FRAG-12.1). An {@code altar} names the
 * basic mana to pay and has no enemies; an {@code enemies} token names the piles to draw from and has no
 * altar mana. Rewards are {@code fame-N}, {@code artifact}, {@code spell}, {@code advanced-action},
 * {@code unit} or {@code crystal-<basic colour>} (R-COMBAT-OUTCOME-2.2).
 */
final class RuinsLoader {
  /** The bundled file name. */
  static final String FILE = "ruins.json";

  /** The kinds of ruins token. */
  static final List<String> KINDS = List.of("altar", "enemies");

  /** The reward words of ruins tokens and site fights (R-ENDTURN-5). */
  static final Pattern REWARD = Pattern.compile("fame-[1-9][0-9]?|artifact|spell|advanced-action|unit"
      + "|crystal-(red|blue|green|white|random)|spell-or-artifact");

  /** A token as the file writes it: an altar leaves out the enemies, an enemies token the altar mana. */
  private record Token(String id, String kind, Optional<List<ManaColor>> altarMana,
      Optional<List<EnemyColor>> enemies, List<String> rewards, String text) {}

  private RuinsLoader() {}

  /** Reads the ruins entries of a content file. */
  static List<RuinsToken> load(DataFile file) {
    return file.entries("ruins", Token.class, RuinsLoader::ruins);
  }

  private static RuinsToken ruins(Token token, Place at) {
    boolean altar = at.oneOf("kind", token.kind(), "kind", KINDS).equals("altar");
    List<ManaColor> mana = token.altarMana().orElse(List.of());
    List<EnemyColor> enemies = token.enemies().orElse(List.of());
    if (altar) {
      at.size("altarMana", mana, 1, 5);
      if (!enemies.isEmpty()) {
        throw at.fail("enemies", "an altar has no enemies");
      }
    } else {
      at.size("enemies", enemies, 1, 4);
      if (!mana.isEmpty()) {
        throw at.fail("altarMana", "an enemies token has no altar mana");
      }
    }
    List<String> manaIds = new ArrayList<>();
    for (int i = 0; i < mana.size(); i++) {
      if (!mana.get(i).isBasic()) {
        throw at.fail("altarMana[" + i + "]", "\"" + mana.get(i).id() + "\" is not a basic mana colour");
      }
      manaIds.add(mana.get(i).id());
    }
    at.size("rewards", token.rewards(), 1, 6);
    checkRewards(token.rewards(), at);
    return new RuinsToken(token.id(), token.kind(), List.copyOf(manaIds), enemies, token.rewards(),
        token.text());
  }

  /**
   * Checks reward words.
   *
   * @param rewards the rewards
   * @param at where they are written
   */
  static void checkRewards(List<String> rewards, Place at) {
    for (int i = 0; i < rewards.size(); i++) {
      if (!REWARD.matcher(rewards.get(i)).matches()) {
        throw at.fail("rewards[" + i + "]", "unknown reward \"" + rewards.get(i) + "\"");
      }
    }
  }
}
