package io.github.mkrules.testkit;

import io.github.mkrules.testkit.fixtures.FixtureParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Loads fixture files: one file, every {@code *.json} file under a folder, or the rulebook fixtures bundled
 * with the testkit (listed in {@code io/github/mkrules/testkit/fixtures/index.txt} so they can be found inside
 * a jar).
 */
public final class FixtureLoader {
  /** The resource folder of the bundled fixtures. */
  public static final String BUNDLED = "/io/github/mkrules/testkit/fixtures/";

  private FixtureLoader() {}

  /**
   * Parses fixture text.
   *
   * @param text the file's JSON text
   * @param file the file name for messages
   * @return the fixtures in file order
   * @throws FixtureException naming file, fixture id and field
   */
  public static List<Fixture> parse(String text, String file) {
    return FixtureParser.parse(text, file);
  }

  /**
   * Loads one fixture file.
   *
   * @param file the file
   * @return its fixtures
   * @throws FixtureException if it cannot be read or is malformed
   */
  public static List<Fixture> load(Path file) {
    try {
      return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    } catch (IOException e) {
      throw new FixtureException(file + ": cannot be read: " + e.getMessage(), e);
    }
  }

  /**
   * Loads every {@code *.json} file under a folder (recursively, in path order). A path to a single file
   * loads that file.
   *
   * @param dir the folder
   * @return the fixtures
   * @throws FixtureException if a file is malformed or two fixtures share an id
   */
  public static List<Fixture> loadTree(Path dir) {
    if (Files.isRegularFile(dir)) {
      return load(dir);
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir)) {
      files = walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".json"))
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException | UncheckedIOException e) {
      throw new FixtureException(dir + ": cannot be listed: " + e.getMessage(), e);
    }
    List<Fixture> out = new ArrayList<>();
    for (Path file : files) {
      out.addAll(load(file));
    }
    return unique(out);
  }

  /**
   * Loads the bundled rulebook fixtures.
   *
   * @return the fixtures, file by file in index order
   * @throws FixtureException if a bundled file is missing or malformed (a packaging defect)
   */
  public static List<Fixture> loadBundled() {
    List<Fixture> out = new ArrayList<>();
    for (String name : bundledFiles()) {
      out.addAll(parse(resource(name), name));
    }
    return unique(out);
  }

  /**
   * The names of the bundled fixture files, from the index.
   *
   * @return the file names, for example {@code move.json}
   */
  public static List<String> bundledFiles() {
    List<String> names = new ArrayList<>();
    for (String line : resource("index.txt").split("\n")) {
      String name = line.strip();
      if (!name.isEmpty() && !name.startsWith("#")) {
        names.add(name);
      }
    }
    return names;
  }

  /**
   * Checks that fixture ids are unique across files.
   *
   * @param fixtures the fixtures
   * @return the same list
   * @throws FixtureException naming both files of a duplicate id
   */
  public static List<Fixture> unique(List<Fixture> fixtures) {
    Map<String, String> seen = new HashMap<>();
    for (Fixture f : fixtures) {
      String other = seen.putIfAbsent(f.id(), f.file());
      if (other != null) {
        throw new FixtureException(f.file() + ": fixture '" + f.id() + "': field 'id': the id is also used in "
            + other);
      }
    }
    return fixtures;
  }

  private static String resource(String name) {
    try (InputStream in = FixtureLoader.class.getResourceAsStream(BUNDLED + name)) {
      if (in == null) {
        throw new FixtureException(BUNDLED + name + ": bundled fixture resource is missing");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new FixtureException(BUNDLED + name + ": cannot be read: " + e.getMessage(), e);
    }
  }
}
