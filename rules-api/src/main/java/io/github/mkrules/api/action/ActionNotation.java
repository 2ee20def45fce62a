package io.github.mkrules.api.action;

import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the text notation of actions. Printing is {@link Action#notation()}; for every action {@code a},
 * {@code parse(a.notation()).equals(a)}. The notation is strict: one action per string, words separated by
 * single spaces (a tab or line break never joins two actions), ids in kebab-case, and each {@code key:}
 * word at most once. docs/notation.md has the grammar.
 */
public final class ActionNotation {
  private ActionNotation() {}

  /**
   * Parses one action. Spaces before and after it are ignored.
   *
   * @param text one action, for example {@code move 1,-1}
   * @return the action
   * @throws NotationException naming the text and what is wrong with it, also when {@code text} is null
   */
  public static Action parse(String text) {
    if (text == null) {
      throw new NotationException("no action: the text is null");
    }
    String[] words = words(text);
    try {
      return parseWords(words, text);
    } catch (NotationException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw fail(text, e.getMessage());
    }
  }

  private static String[] words(String text) {
    String line = text.strip();
    if (line.isEmpty()) {
      throw new NotationException("empty action");
    }
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != ' ' && (Character.isWhitespace(c) || Character.isISOControl(c))) {
        throw fail(text, "one action per string: a tab, a line break or another control character is not allowed");
      }
    }
    if (line.contains("  ")) {
      throw fail(text, "words are separated by single spaces");
    }
    return line.split(" ");
  }

  private static Action parseWords(String[] words, String text) {
    switch (words[0]) {
      case "tactic":
        exactly(words, 2, "tactic <id>", text);
        return new SelectTactic(words[1]);
      case "use-tactic":
        atLeast(words, 2, "use-tactic <id> [<arg>...]", text);
        return new UseTactic(words[1], rest(words, 2));
      case "skill":
        return parseSkill(words, text);
      case "play":
        return parsePlay(words, text);
      case "sideways":
        exactly(words, 3, "sideways <card> move|influence|attack|block", text);
        return new PlaySideways(words[1], SidewaysUse.fromId(words[2]));
      case "move":
        exactly(words, 2, "move <q>,<r>", text);
        return new Move(HexCoord.parse(words[1]));
      case "explore":
        exactly(words, 2, "explore <i>,<j>", text);
        return new Explore(TileSlot.parse(words[1]));
      case "rest":
        exactly(words, 2, "rest <card>", text);
        return new Rest(words[1]);
      case "end-round":
        exactly(words, 1, "end-round", text);
        return new AnnounceEndOfRound();
      case "end-turn":
        exactly(words, 1, "end-turn", text);
        return new EndTurn();
      case "undo":
        exactly(words, 1, "undo", text);
        return new Undo();
      default:
        return parseChoiceOrCombat(words, text);
    }
  }

  private static Action parseChoiceOrCombat(String[] words, String text) {
    switch (words[0]) {
      case "pick":
        exactly(words, 2, "pick <item>", text);
        return new Pick(words[1]);
      case "done":
        exactly(words, 1, "done", text);
        return new Done();
      case "challenge":
        exactly(words, 2, "challenge <q>,<r>", text);
        return new Challenge(HexCoord.parse(words[1]));
      case "enter-site":
        exactly(words, 1, "enter-site", text);
        return new EnterSite();
      case "burn-monastery":
        exactly(words, 1, "burn-monastery", text);
        return new BurnMonastery();
      case "summon":
        exactly(words, 1, "summon", text);
        return new Summon();
      case "target":
        exactly(words, 2, "target <n>", text);
        return new Target(number(words[1], "enemy number", text));
      case "strike":
        exactly(words, 1, "strike", text);
        return new Strike();
      case "block":
        exactly(words, 2, "block <n>[/<k>]", text);
        return new BlockAttack(enemyOf(words[1], text), attackOf(words[1], text));
      case "damage":
        return parseDamage(words, text);
      case "slow":
        exactly(words, 2, "slow <n>[/<k>]", text);
        return new SlowAttack(enemyOf(words[1], text), attackOf(words[1], text));
      case "next-phase":
        exactly(words, 1, "next-phase", text);
        return new NextPhase();
      default:
        return parseUnitsAndInteraction(words, text);
    }
  }

  private static Action parseUnitsAndInteraction(String[] words, String text) {
    switch (words[0]) {
      case "unit":
        return parseUnit(words, text);
      case "offer-unit":
        return parseOfferUnit(words, text);
      case "interact":
        exactly(words, 1, "interact", text);
        return new Interact();
      case "recruit":
        return parseRecruit(words, text);
      case "buy":
        return parseBuy(words, text);
      case "heal":
        return parseHeal(words, text);
      case "banner":
        exactly(words, 3, "banner <card> unit:<i>", text);
        return new AssignBanner(words[1], unitOf(words[2], "banner <card> unit:<i>", text));
      case "use-banner":
        exactly(words, 2, "use-banner unit:<i>", text);
        return new UseBanner(unitOf(words[1], "use-banner unit:<i>", text));
      case "plunder":
        exactly(words, 1, "plunder", text);
        return new Plunder();
      case "convert":
        exactly(words, 3, "convert move|influence <gives>", text);
        try {
          return new ConvertPoints(words[1], words[2]);
        } catch (IllegalArgumentException e) {
          throw fail(text, e.getMessage());
        }
      default:
        throw fail(text, "unknown action '" + Words.shown(words[0]) + "' (expected tactic, use-tactic, skill, play, "
            + "sideways, move, explore, rest, end-round, end-turn, undo, pick, done, challenge, enter-site, "
            + "burn-monastery, target, strike, block, damage, next-phase, unit, offer-unit, interact, recruit, buy, heal, "
            + "banner, use-banner, plunder or convert)");
    }
  }

  private static Action parseUnit(String[] words, String text) {
    String form = "unit <i> [option:<n>]";
    atLeast(words, 2, form, text);
    if (words.length > 3 || (words.length == 3 && !words[2].startsWith("option:"))) {
      throw fail(text, "expected '" + form + "' (the mana is picked next)");
    }
    return new ActivateUnit(number(words[1], "unit index", text), words.length == 3 ? option(words[2], text) : 0);
  }

  private static Action parseOfferUnit(String[] words, String text) {
    String form = "offer-unit <unit> [option:<n>]";
    atLeast(words, 2, form, text);
    if (words.length > 3 || (words.length == 3 && !words[2].startsWith("option:"))) {
      throw fail(text, "expected '" + form + "' (the mana is picked next)");
    }
    try {
      return new ActivateOfferUnit(words[1], words.length == 3 ? option(words[2], text) : 0);
    } catch (IllegalArgumentException e) {
      throw fail(text, e.getMessage());
    }
  }

  private static Action parseRecruit(String[] words, String text) {
    String form = "recruit <unit> [disband:<i>] [under:<skill>]";
    atLeast(words, 2, form, text);
    int next = 2;
    int disband = Recruit.NONE;
    if (words.length > next && words[next].startsWith("disband:")) {
      disband = number(words[next].substring("disband:".length()), "disbanded unit index", text);
      next++;
    }
    java.util.Optional<String> under = java.util.Optional.empty();
    if (words.length > next && words[next].startsWith("under:")) {
      under = java.util.Optional.of(words[next].substring("under:".length()));
      next++;
    }
    if (words.length > next) {
      throw fail(text, "expected '" + form + "'");
    }
    return new Recruit(words[1], disband, under);
  }

  private static Action parseBuy(String[] words, String text) {
    String form = "buy <purchase> [<card>]";
    atLeast(words, 2, form, text);
    Purchase purchase = Purchase.fromId(words[1]);
    int count = purchase.namesCard() ? 3 : 2;
    if (words.length < count) {
      throw fail(text, "'buy " + purchase.id() + "' names the card bought");
    }
    if (words.length > count) {
      throw fail(text, "expected '" + form + "' (the mana is picked next)");
    }
    return new Buy(purchase, purchase.namesCard() ? Optional.of(words[2]) : Optional.empty());
  }

  private static int unitOf(String word, String form, String text) {
    if (!word.startsWith("unit:")) {
      throw fail(text, "expected '" + form + "'");
    }
    return number(word.substring("unit:".length()), "unit index", text);
  }

  private static Action parseHeal(String[] words, String text) {
    String form = "heal hand|unit:<i>";
    exactly(words, 2, form, text);
    if (words[1].equals("hand")) {
      return new Heal(Heal.HAND);
    }
    if (words[1].startsWith("unit:")) {
      return new Heal(number(words[1].substring("unit:".length()), "unit index", text));
    }
    throw fail(text, "expected '" + form + "'");
  }

  private static Action parseDamage(String[] words, String text) {
    String form = "damage <n>[/<k>] hero|unit:<i>";
    exactly(words, 3, form, text);
    int unit;
    if (words[2].equals("hero")) {
      unit = AssignDamage.HERO;
    } else if (words[2].startsWith("unit:")) {
      unit = number(words[2].substring("unit:".length()), "unit index", text);
    } else {
      throw fail(text, "expected '" + form + "'");
    }
    return new AssignDamage(enemyOf(words[1], text), attackOf(words[1], text), unit);
  }

  private static int enemyOf(String word, String text) {
    int slash = word.indexOf('/');
    return number(slash < 0 ? word : word.substring(0, slash), "enemy number", text);
  }

  private static int attackOf(String word, String text) {
    int slash = word.indexOf('/');
    if (slash < 0) {
      return 0;
    }
    int attack = number(word.substring(slash + 1), "attack index", text);
    if (attack == 0) {
      throw fail(text, "the first attack is written without '/0'");
    }
    return attack;
  }

  private static int number(String word, String what, String text) {
    int n = Words.natural(word);
    if (n < 0) {
      throw fail(text, what + " '" + Words.shown(word) + "' is not a whole number from 0");
    }
    return n;
  }

  private static Action parseSkill(String[] words, String text) {
    String form = "skill <id> [option:<n>]";
    atLeast(words, 2, form, text);
    if (words.length > 3 || (words.length == 3 && !words[2].startsWith("option:"))) {
      throw fail(text, "expected '" + form + "'");
    }
    return new UseSkill(words[1], words.length == 3 ? option(words[2], text) : 0);
  }

  private static Action parsePlay(String[] words, String text) {
    String form = "play <card> basic|powered [option:<n>] [with:<card>]";
    atLeast(words, 3, form, text);
    CardMode mode;
    if (words[2].equals("basic")) {
      mode = CardMode.BASIC;
    } else if (words[2].equals("powered")) {
      mode = CardMode.POWERED;
    } else {
      throw fail(text, "expected basic or powered but got '" + words[2] + "'");
    }
    int option = 0;
    Optional<String> with = Optional.empty();
    Set<String> keys = new HashSet<>();
    for (int i = 3; i < words.length; i++) {
      String w = words[i];
      String key = w.startsWith("option:") ? "option:" : w.startsWith("with:") ? "with:" : null;
      if (key == null) {
        throw fail(text, "'" + Words.shown(w) + "' is not option: or with: (a cost card and the mana are picked"
            + " next) in '" + form + "'");
      }
      if (!keys.add(key)) {
        throw fail(text, "'" + key + "' is given twice; each key at most once");
      }
      String value = w.substring(key.length());
      if (key.equals("option:")) {
        option = option(w, text);
      } else {
        with = Optional.of(value);
      }
    }
    return new PlayCard(words[1], mode, option, with);
  }

  /** {@code option:<n>} with n a whole number from 1 (option 0 is written by leaving the key out). */
  private static int option(String word, String text) {
    String value = word.substring("option:".length());
    int option = Words.natural(value);
    if (option < 0) {
      throw fail(text, "'" + word + "': the option is a whole number from 1");
    }
    if (option == 0) {
      throw fail(text, "option must be positive (option 0 is written by omission)");
    }
    return option;
  }

  private static List<String> rest(String[] words, int from) {
    return Arrays.asList(words).subList(from, words.length);
  }

  private static void exactly(String[] words, int count, String form, String text) {
    if (words.length != count) {
      throw fail(text, "'" + words[0] + "' takes " + (count - 1) + " argument(s) but got " + (words.length - 1)
          + " (expected '" + form + "')");
    }
  }

  private static void atLeast(String[] words, int count, String form, String text) {
    if (words.length < count) {
      throw fail(text, "expected '" + form + "'");
    }
  }

  private static NotationException fail(String text, String problem) {
    return new NotationException("'" + Words.shown(text) + "': " + problem);
  }
}
