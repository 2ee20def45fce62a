package io.github.mkrules.testkit.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * What one command accepts and what {@code --help} prints for it: a summary, the positional arguments, the
 * options (each optional with its default, or required), notes and examples. The option parser takes its
 * known names from here, so the help and the parser cannot disagree.
 *
 * @param name the command name
 * @param summary one line: what the command does
 * @param arguments the positional arguments in usage form, for example {@code [DIR...]}, or empty
 * @param options the options, in the order they are listed
 * @param notes paragraphs printed after the options
 * @param examples example command lines, without the {@code java -jar} prefix
 */
record CommandHelp(
    String name, String summary, String arguments, List<Option> options, List<String> notes, List<String> examples) {
  /** How the tool is started; the prefix of every usage line. */
  static final String TOOL = "java -jar rules-testkit-cli.jar";

  /**
   * One {@code --name value} option.
   *
   * @param name the name without dashes
   * @param value the placeholder of its value, for example {@code N}
   * @param description what it sets
   * @param fallback the default shown in the help, or null when the option is required
   */
  record Option(String name, String value, String description, String fallback) {
    /** @return true if the option may be left out */
    boolean optional() {
      return fallback != null;
    }

    /** @return true for a flag: an option without a value (its {@code value} is empty), on when given */
    boolean flag() {
      return value.isEmpty();
    }

    /** @return {@code --name value}, or {@code --name} for a flag */
    String label() {
      return flag() ? "--" + name : "--" + name + " " + value;
    }
  }

  /** @return the option names, for the parser */
  List<String> optionNames() {
    List<String> names = new ArrayList<>();
    for (Option option : options) {
      names.add(option.name());
    }
    return names;
  }

  /** @return the names of the flags, options without a value */
  List<String> flagNames() {
    List<String> names = new ArrayList<>();
    for (Option option : options) {
      if (option.flag()) {
        names.add(option.name());
      }
    }
    return names;
  }

  /** @return the usage line: required options bare, optional ones in brackets */
  String usage() {
    StringBuilder line = new StringBuilder(TOOL).append(' ').append(name);
    for (Option option : options) {
      String text = option.label();
      line.append(' ').append(option.optional() ? "[" + text + "]" : text);
    }
    if (!arguments.isEmpty()) {
      line.append(' ').append(arguments);
    }
    return line.toString();
  }

  /**
   * Prints the full help of the command.
   *
   * @param out where to print
   */
  void print(PrintStream out) {
    out.println(name + ": " + summary);
    out.println();
    out.println("usage: " + usage());
    out.println();
    out.println("options:");
    int width = "--help".length();
    for (Option option : options) {
      width = Math.max(width, optionLabel(option).length());
    }
    for (Option option : options) {
      String when = option.optional() ? "optional, default " + option.fallback() : "required";
      out.println("  " + pad(optionLabel(option), width) + "  " + option.description() + " (" + when + ")");
    }
    out.println("  " + pad("--help", width) + "  print this help and exit");
    for (String note : notes) {
      out.println();
      out.println(note);
    }
    if (!examples.isEmpty()) {
      out.println();
      out.println("examples:");
      for (String example : examples) {
        out.println("  " + TOOL + " " + example);
      }
    }
  }

  private static String optionLabel(Option option) {
    return option.label();
  }

  private static String pad(String text, int width) {
    return text.length() >= width ? text : text + " ".repeat(width - text.length());
  }
}
