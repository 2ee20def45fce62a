package io.github.mkrules.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which rule IDs of the digests are cited by tests and fixtures.
 *
 * <p>ID grammar: {@code R-SECTION(-SUB)*-n(.m)*} for the rulebook (for example {@code R-MOVE-5.2},
 * {@code R-COMBAT-DMG-4.2}), {@code S-SCENARIO-nn} and {@code V-VARIANT-nn} for the scenario book; sections
 * are upper-case words, numbers are dot-separated. A bullet marker such as {@code (iii)} after an ID is part
 * of the citation, not of the ID: {@code R-ROUND-3.1(iv)} cites {@code R-ROUND-3.1}.
 *
 * <p>An ID is <em>defined</em> where it starts a bullet in bold: {@code * **R-MOVE-5 Exploring.**} or
 * {@code   * **S-FIRST-RECON-01.**}, or where it fills the first cell of a table row:
 * {@code | S-GENERAL-34 | **Greatest Knowledge** ...}. An ID is <em>cited</em> wherever it occurs in a scanned
 * file. The {@link RuleIndex} bundled with the testkit lists the IDs the digests define.
 *
 * <p>Coverage rule: a citation covers the cited ID and every descendant of it (IDs that extend it by
 * {@code .m}), and an ID is also covered by a citation of any of its descendants. So {@code R-MOVE-5} is
 * covered by citing {@code R-MOVE-5} or {@code R-MOVE-5.2}; citing {@code R-MOVE-5} also covers
 * {@code R-MOVE-5.2}. {@code R-MOVE-5} does not cover {@code R-MOVE-50}, and {@code R-COMBAT-1} does not
 * cover {@code R-COMBAT-DMG-1}.
 */
public final class RuleCoverage {
  /** One rule ID, with its section and numbers. */
  public static final Pattern ID = Pattern.compile("(?<![A-Za-z0-9-])(" + RuleCoverage.ID_TEXT + ")(?![0-9A-Za-z])");

  private static final String ID_TEXT = "[RSV]-[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*-[0-9]+(?:\\.[0-9]+)*";

  /** A bullet starting in bold with an ID, or a table row whose first cell is an ID. */
  private static final Pattern DEFINITION = Pattern.compile(
      "^(?:\\s*[-*+]\\s+\\*\\*(" + ID_TEXT + ")(?![0-9A-Za-z])|\\|\\s*(" + ID_TEXT + ")\\s*\\|)");

  private static final Pattern SECTION = Pattern.compile("^(.*?)-[0-9]+(?:\\.[0-9]+)*$");

  private RuleCoverage() {}

  /**
   * The IDs defined in a digest text, in order of appearance.
   *
   * @param text the Markdown text of a digest
   * @return the defined IDs, without duplicates
   */
  public static Set<String> definedIn(String text) {
    Set<String> out = new LinkedHashSet<>();
    for (String line : text.split("\\R")) {
      Matcher m = DEFINITION.matcher(line);
      if (m.find()) {
        out.add(m.group(1) != null ? m.group(1) : m.group(2));
      }
    }
    return out;
  }

  /**
   * The IDs cited in a text.
   *
   * @param text any text
   * @return the cited IDs, without bullet markers
   */
  public static Set<String> citedIn(String text) {
    Set<String> out = new LinkedHashSet<>();
    Matcher m = ID.matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /**
   * Whether an ID is covered by a set of citations (see the class comment).
   *
   * @param id a defined ID
   * @param cited the cited IDs
   * @return true if the ID, an ancestor or a descendant of it is cited
   */
  public static boolean covered(String id, Set<String> cited) {
    if (cited.contains(id)) {
      return true;
    }
    for (String c : cited) {
      if (id.startsWith(c + ".") || c.startsWith(id + ".")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The section of an ID: the ID without its numbers.
   *
   * @param id for example {@code R-COMBAT-DMG-4.2}
   * @return for example {@code R-COMBAT-DMG}
   */
  public static String section(String id) {
    Matcher m = SECTION.matcher(id);
    return m.matches() ? m.group(1) : id;
  }

  /**
   * The IDs defined in the digests of a folder: {@code rules-digest.md} and {@code scenarios-digest.md}.
   *
   * @param rulesDir the folder
   * @return the defined IDs
   * @throws UncheckedIOException if a digest cannot be read
   */
  public static Set<String> definedInDigests(Path rulesDir) {
    Set<String> out = new LinkedHashSet<>();
    for (String name : List.of("rules-digest.md", "scenarios-digest.md")) {
      out.addAll(definedIn(read(rulesDir.resolve(name))));
    }
    return out;
  }

  /**
   * The files that may cite rules: everything under a module's {@code src/test}, and the fixture files bundled
   * under {@code rules-testkit/src/main/resources/.../fixtures/}. Build output ({@code target}) and hidden
   * folders are skipped.
   *
   * @param sourceRoot the project root
   * @return the files, sorted
   * @throws UncheckedIOException if the tree cannot be walked
   */
  public static List<Path> citingFiles(Path sourceRoot) {
    try (Stream<Path> walk = Files.walk(sourceRoot)) {
      List<Path> out = new ArrayList<>();
      walk.filter(Files::isRegularFile).forEach(p -> {
        String rel = sourceRoot.relativize(p).toString().replace('\\', '/');
        if (!rel.contains("/target/") && !rel.startsWith(".") && !rel.contains("/.")
            && (rel.matches("[^/]+/src/test/.*") || rel.matches("rules-testkit/src/main/resources/(.*/)?fixtures/.*"))) {
          out.add(p);
        }
      });
      out.sort(null);
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The IDs cited by a set of files; files that are not UTF-8 text are skipped.
   *
   * @param files the files
   * @return the cited IDs
   */
  public static Set<String> citedInFiles(Collection<Path> files) {
    Set<String> out = new TreeSet<>();
    for (Path file : files) {
      try {
        out.addAll(citedIn(Files.readString(file, StandardCharsets.UTF_8)));
      } catch (MalformedInputException e) {
        continue; // a binary file cites nothing
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }
}
