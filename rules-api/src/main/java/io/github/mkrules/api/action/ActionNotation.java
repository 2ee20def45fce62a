package io.github.mkrules.api.action;

import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads the text notation of actions. Printing is {@link Action#notation()}; for every action {@code a},
 * {@code parse(a.notation()).equals(a)}. Words are separated by single spaces; ids are kebab-case.
 */
public final class ActionNotation {
  private ActionNotation() {}

  /**
   * Parses one action.
   *
   * @param text one line, for example {@code move 1,-1}
   * @return the action
   * @throws NotationException naming what is wrong
   */
  public static Action parse(String text) {
    String[] words = text.trim().split("\\s+");
    if (words.length == 0 || words[0].isEmpty()) {
      throw new NotationException("empty action");
    }
    try {
      switch (words[0]) {
        case "tactic":
          if (words.length < 2) {
            throw new NotationException("'" + text + "': expected 'tactic <id> [<arg>...]'");
          }
          return new SelectTactic(words[1], Arrays.asList(words).subList(2, words.length));
        case "skill":
          return parseSkill(words, text);
        case "use-tactic":
          if (words.length < 2) {
            throw new NotationException("'" + text + "': expected 'use-tactic <id> [<arg>...]'");
          }
          return new UseTactic(words[1], Arrays.asList(words).subList(2, words.length));
        case "play":
          return parsePlay(words, text);
        case "sideways":
          expectWords(words, 3, text);
          return new PlaySideways(words[1], SidewaysUse.valueOf(words[2].toUpperCase(Locale.ROOT)));
        case "move":
          expectWords(words, 2, text);
          return new Move(HexCoord.parse(words[1]));
        case "explore":
          expectWords(words, 2, text);
          return new Explore(TileSlot.parse(words[1]));
        case "rest":
          if (words.length < 2) {
            throw new NotationException("'" + text + "': rest needs at least one card to discard");
          }
          return new Rest(Arrays.asList(words).subList(1, words.length));
        case "end-round":
          expectWords(words, 1, text);
          return new AnnounceEndOfRound();
        case "end-turn":
          return parseEndTurn(words);
        case "undo":
          expectWords(words, 1, text);
          return new Undo();
        default:
          throw new NotationException("'" + text + "': unknown action '" + words[0] + "'");
      }
    } catch (NotationException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new NotationException("'" + text + "': " + e.getMessage());
    }
  }

  private static Action parseSkill(String[] words, String text) {
    if (words.length == 2) {
      return new UseSkill(words[1], 0);
    }
    if (words.length == 3 && words[2].startsWith("option:")) {
      int option = Integer.parseInt(words[2].substring("option:".length()));
      if (option <= 0) {
        throw new NotationException("'" + text + "': option must be positive (option 0 is written by omission)");
      }
      return new UseSkill(words[1], option);
    }
    throw new NotationException("'" + text + "': expected 'skill <id> [option:<n>]'");
  }

  private static Action parseEndTurn(String[] words) {
    List<String> discards = new ArrayList<>();
    List<String> uses = new ArrayList<>();
    for (int i = 1; i < words.length; i++) {
      if (words[i].startsWith("use:")) {
        uses.add(words[i].substring("use:".length()));
      } else if (!uses.isEmpty()) {
        throw new NotationException("'" + String.join(" ", words) + "': discarded cards come before use:<tactic>");
      } else {
        discards.add(words[i]);
      }
    }
    return new EndTurn(discards, uses);
  }

  private static Action parsePlay(String[] words, String text) {
    if (words.length < 3) {
      throw new NotationException("'" + text + "': expected 'play <card> basic|powered ...'");
    }
    CardMode mode;
    if (words[2].equals("basic")) {
      mode = CardMode.BASIC;
    } else if (words[2].equals("powered")) {
      mode = CardMode.POWERED;
    } else {
      throw new NotationException("'" + text + "': expected basic or powered but got '" + words[2] + "'");
    }
    int option = 0;
    Optional<String> with = Optional.empty();
    Optional<String> cost = Optional.empty();
    List<ManaSource> mana = new ArrayList<>();
    for (int i = 3; i < words.length; i++) {
      String w = words[i];
      if (w.startsWith("option:")) {
        option = Integer.parseInt(w.substring("option:".length()));
        if (option <= 0) {
          throw new NotationException("'" + text + "': option must be positive (option 0 is written by omission)");
        }
      } else if (w.startsWith("with:")) {
        with = Optional.of(w.substring("with:".length()));
      } else if (w.startsWith("cost:")) {
        cost = Optional.of(w.substring("cost:".length()));
      } else {
        mana.add(ManaSource.parse(w));
      }
    }
    return new PlayCard(words[1], mode, option, with, cost, mana);
  }

  private static void expectWords(String[] words, int count, String text) {
    if (words.length != count) {
      throw new NotationException(
          "'" + text + "': '" + words[0] + "' takes " + (count - 1) + " argument(s) but got " + (words.length - 1));
    }
  }
}
