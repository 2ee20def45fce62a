package io.github.mkrules.testkit.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs the command line in-process and keeps what it printed. */
final class Cli {
  /**
   * What a command printed and returned.
   *
   * @param code the exit code
   * @param out standard output
   * @param err standard error
   */
  record Run(int code, String out, String err) {
    List<String> lines() {
      return List.of(out.strip().split("\\R"));
    }

    String lastLine() {
      List<String> lines = lines();
      return lines.get(lines.size() - 1);
    }
  }

  private Cli() {}

  /**
   * Runs a command with no input.
   *
   * @param args the command and its arguments
   * @return what it printed and returned
   */
  static Run run(String... args) {
    return withInput("", args);
  }

  /**
   * Runs a command that reads the given lines as its standard input.
   *
   * @param input the input text
   * @param args the command and its arguments
   * @return what it printed and returned
   */
  static Run withInput(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
