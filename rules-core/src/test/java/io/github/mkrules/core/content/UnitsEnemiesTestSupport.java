package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/** Reads a bundled content file as text and loads corrupted copies of it, for the loader tests. */
final class UnitsEnemiesTestSupport {
  private UnitsEnemiesTestSupport() {}

  static String text(String file) {
    try (InputStream in = ContentFiles.class.getResourceAsStream("/io/github/mkrules/core/content/" + file)) {
      assertTrue(in != null, file + " is on the class path");
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Replaces one occurrence (which must be the only one) of {@code from} by {@code to} in the bundled file,
   * loads the result and returns the message of the expected {@link DataException}, after checking that it
   * names the file, the entry and the field.
   */
  static String failure(
      String file, Function<JsonNode, ?> loader, String from, String to, String entry, String field) {
    String text = text(file);
    int at = text.indexOf(from);
    assertTrue(at >= 0, "the text to corrupt is in " + file + ": " + from);
    assertEquals(-1, text.indexOf(from, at + 1), "the text to corrupt is unique in " + file + ": " + from);
    String corrupted = text.substring(0, at) + to + text.substring(at + from.length());
    DataException e =
        assertThrows(DataException.class, () -> loader.apply(ContentFiles.parse(corrupted, file)));
    String message = e.getMessage();
    assertTrue(message.startsWith(file + ": "), message);
    assertTrue(message.contains("entry '" + entry + "'"), message);
    assertTrue(message.contains("field '" + field + "'"), message);
    return message;
  }
}
