package io.github.mkrules.testkit.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses {@code --name value} options and positional arguments. */
final class Options {
  private final Map<String, String> named = new LinkedHashMap<>();
  private final List<String> positional = new ArrayList<>();

  Options(List<String> args, List<String> known) {
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.startsWith("--")) {
        String name = a.substring(2);
        if (!known.contains(name)) {
          throw new UsageException("unknown option --" + name + " (known: --" + String.join(", --", known) + ")");
        }
        if (i + 1 >= args.size()) {
          throw new UsageException("option --" + name + " needs a value");
        }
        named.put(name, args.get(++i));
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

  List<String> positional() {
    return positional;
  }
}
