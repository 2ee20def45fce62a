package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Test helper for the loader tests: one bundled content file and its loader. Each corruption (a text
 * replacement in the whole file or inside one entry, an edit of one entry's tree, or a file of given
 * entries) is parsed and loaded, and must fail with a {@link DataException}; the {@link Failure} then
 * checks that the message names the file, the entry and the field.
 */
final class ContentFileCorruption<T> {
  private static final String ROOT = "/io/github/mkrules/core/content/";

  private final String file;
  private final String array;
  private final Function<DataFile, T> loader;

  private ContentFileCorruption(String file, String array, Function<DataFile, T> loader) {
    this.file = file;
    this.array = array;
    this.loader = loader;
  }

  /**
   * A bundled file and the loader that reads it.
   *
   * @param file the file name, for example {@code units.json}
   * @param array the field holding the file's entries
   * @param loader loads a parsed file
   * @param <T> what the loader reads
   * @return the corruption helper
   */
  static <T> ContentFileCorruption<T> of(String file, String array, Function<DataFile, T> loader) {
    return new ContentFileCorruption<>(file, array, loader);
  }

  /**
   * The bundled file, read by its loader.
   *
   * @return what the loader reads from the bundled file
   */
  T bundled() {
    return loader.apply(ContentFiles.read(file));
  }

  /**
   * The text of a bundled file.
   *
   * @param file the file name
   * @return its text
   */
  static String text(String file) {
    try (InputStream in = ContentFiles.class.getResourceAsStream(ROOT + file)) {
      assertNotNull(in, file + " is on the class path");
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The text of this bundled file.
   *
   * @return its text
   */
  String text() {
    return text(file);
  }

  /**
   * Replaces {@code from}, which must occur exactly once in the file, by {@code to}, and loads the result.
   *
   * @param from the text to corrupt
   * @param to its replacement
   * @return the failure
   */
  Failure replace(String from, String to) {
    String text = text();
    int at = text.indexOf(from);
    assertTrue(at >= 0, "the text to corrupt is in " + file + ": " + from);
    assertEquals(-1, text.indexOf(from, at + 1), "the text to corrupt is unique in " + file + ": " + from);
    return load(splice(text, at, from, to));
  }

  /**
   * Replaces {@code from}, which must occur exactly once in the entry with the given id (from its
   * {@code "id"} up to the next entry's), by {@code to}, and loads the result.
   *
   * @param id the entry's id
   * @param from the text to corrupt
   * @param to its replacement
   * @return the failure
   */
  Failure replaceIn(String id, String from, String to) {
    String text = text();
    String idField = "\"id\": \"" + id + "\"";
    int start = text.indexOf(idField);
    assertTrue(start >= 0, "entry " + id + " is in " + file);
    assertEquals(-1, text.indexOf(idField, start + 1), "entry " + id + " is unique in " + file);
    int end = text.indexOf("\"id\": \"", start + idField.length());
    String entry = text.substring(start, end < 0 ? text.length() : end);
    int at = entry.indexOf(from);
    assertTrue(at >= 0, "the text to corrupt is in entry " + id + " of " + file + ": " + from);
    assertEquals(-1, entry.indexOf(from, at + 1), "the text to corrupt is unique in entry " + id + ": " + from);
    return load(splice(text, start + at, from, to));
  }

  /**
   * Edits the tree of the entry with the given id, writes the file again and loads it.
   *
   * @param id the entry's id
   * @param edit changes the entry, a mutable map
   * @return the failure
   */
  Failure edit(String id, Consumer<Map<String, Object>> edit) {
    Map<String, Object> root = tree();
    edit.accept(entry(root, id));
    return load(DataFile.json(root));
  }

  /**
   * Changes the list of entries of the file's tree, writes the file again and loads it.
   *
   * @param change changes the entries, mutable maps, and returns the new list
   * @return the failure
   */
  Failure editEntries(UnaryOperator<List<Map<String, Object>>> change) {
    Map<String, Object> root = tree();
    root.put(array, change.apply(entries(root)));
    return load(DataFile.json(root));
  }

  /**
   * Loads a file with a correct header and the given entries only.
   *
   * @param entries the JSON of the entries, separated by commas
   * @return the failure
   */
  Failure withEntries(String entries) {
    return load("{\"format\":\"mkrules-content\",\"version\":1,\"" + array + "\":[" + entries + "]}");
  }

  /**
   * Parses and loads a corrupted text of the file, which must fail.
   *
   * @param text the whole text
   * @return the failure
   */
  Failure load(String text) {
    return new Failure(file, assertThrows(DataException.class, () -> loader.apply(ContentFiles.parse(text, file))));
  }

  /**
   * A nested object of an entry.
   *
   * @param entry the entry
   * @param field the field holding an object
   * @return the object, mutable
   */
  @SuppressWarnings("unchecked")
  static Map<String, Object> object(Map<String, Object> entry, String field) {
    return (Map<String, Object>) entry.get(field);
  }

  private static String splice(String text, int at, String from, String to) {
    return text.substring(0, at) + to + text.substring(at + from.length());
  }

  private Map<String, Object> tree() {
    @SuppressWarnings("unchecked")
    Map<String, Object> root = (Map<String, Object>) mutable(DataFile.parse(text(), file).value());
    return root;
  }

  @SuppressWarnings("unchecked")
  private List<Map<String, Object>> entries(Map<String, Object> root) {
    return (List<Map<String, Object>>) root.get(array);
  }

  private Map<String, Object> entry(Map<String, Object> root, String id) {
    for (Map<String, Object> entry : entries(root)) {
      if (id.equals(entry.get("id"))) {
        return entry;
      }
    }
    throw new AssertionError("no entry " + id + " in " + file);
  }

  private static Object mutable(Object value) {
    if (value instanceof Map) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        out.put((String) e.getKey(), mutable(e.getValue()));
      }
      return out;
    }
    if (value instanceof List) {
      List<Object> out = new ArrayList<>();
      for (Object item : (List<?>) value) {
        out.add(mutable(item));
      }
      return out;
    }
    return value;
  }

  /** The {@link DataException} a corrupted file failed with, and the checks of its message. */
  static final class Failure {
    private final String file;
    private final String message;

    private Failure(String file, DataException e) {
      this.file = file;
      this.message = e.getMessage();
    }

    /**
     * The message, unchecked.
     *
     * @return the message
     */
    String message() {
      return message;
    }

    /**
     * Checks that the message starts with the file and the entry, names the field and contains the details.
     *
     * @param entry the entry's label, for example its id
     * @param field the field
     * @param details further parts the message must contain
     * @return the message
     */
    String names(String entry, String field, String... details) {
      return namesIn(file, entry, field, details);
    }

    /**
     * Like {@link #names}, for a message about another file than the corrupted one.
     *
     * @param otherFile the file the message must start with
     * @param entry the entry's label
     * @param field the field
     * @param details further parts the message must contain
     * @return the message
     */
    String namesIn(String otherFile, String entry, String field, String... details) {
      assertTrue(message.startsWith(otherFile + ": entry '" + entry + "'"), message);
      assertTrue(message.contains("field '" + field + "'"), message);
      return contains(details);
    }

    /**
     * Checks that the message starts with the file and contains the given parts, for failures that name
     * no entry id (the whole file, or an entry without an id).
     *
     * @param parts the parts the message must contain
     * @return the message
     */
    String says(String... parts) {
      assertTrue(message.startsWith(file + ": "), message);
      return contains(parts);
    }

    private String contains(String... parts) {
      for (String part : parts) {
        assertTrue(message.contains(part), () -> "'" + part + "' not in: " + message);
      }
      return message;
    }
  }
}
