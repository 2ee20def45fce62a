package io.github.mkrules.testkit.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Parses {@code --name value} options, the ones a command's help lists, and positional arguments where the help
 * names some.
 */
final class Options {
  private final Map<String, String> named = new LinkedHashMap<>();
  private final List<String> positional = new ArrayList<>();

  private static final String FLAG_ON = "on";

  Options(List<String> args, CommandHelp help) {
    List<String> known = help.optionNames();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.startsWith("--")) {
        String name = a.substring(2);
        if (!known.contains(name)) {
          throw new UsageException("unknown option --" + name
              + (known.isEmpty() ? " (it takes no options)" : " (known: --" + String.join(", --", known) + ")"));
        }
        if (help.flagNames().contains(name)) {
          named.put(name, FLAG_ON);
          continue;
        }
        if (i + 1 >= args.size()) {
          throw new UsageException("option --" + name + " needs a value");
        }
        named.put(name, args.get(++i));
      } else if (help.arguments().isEmpty()) {
        throw new UsageException("unexpected argument '" + a + "'");
      } else {
        positional.add(a);
      }
    }
  }

  String string(String name, String fallback) {
    return named.getOrDefault(name, fallback);
  }

  long number(String name, long fallback) {
    String v = named.get(name);
    if (v == null) {
      return fallback;
    }
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new UsageException("option --" + name + " needs a whole number but got '" + v + "'");
    }
  }

  /** A whole number within bounds. */
  long range(String name, long fallback, long min, long max) {
    long value = number(name, fallback);
    if (value < min || value > max) {
      throw new UsageException("--" + name + " must be " + min + " to " + max + " but was " + value);
    }
    return value;
  }

  /** The language of {@code --lang}: en or cs. */
  Locale language() {
    String lang = string("lang", "en");
    if (!lang.equals("en") && !lang.equals("cs")) {
      throw new UsageException("--lang must be en or cs but was '" + lang + "'");
    }
    return Locale.forLanguageTag(lang);
  }

  /** Whether a flag (an option without a value) was given. */
  boolean flag(String name) {
    return FLAG_ON.equals(named.get(name));
  }

  List<String> positional() {
    return positional;
  }
}
