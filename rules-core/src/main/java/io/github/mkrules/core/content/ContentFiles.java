package io.github.mkrules.core.content;

import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.Json;
import io.github.mkrules.core.json.JsonException;
import io.github.mkrules.core.json.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Reads the versioned content files shipped as resources under {@code io/github/mkrules/core/content/}.
 * Every file is an object with {@code "format": "mkrules-content"}, a {@code "version"} and one array of
 * entries; see {@code docs/content.md}.
 */
public final class ContentFiles {
  /** The content format version this engine reads. */
  public static final int FORMAT_VERSION = 1;

  private static final String ROOT = "/io/github/mkrules/core/content/";

  private ContentFiles() {}

  /**
   * Reads and checks the header of a bundled content file.
   *
   * @param file the file name, for example {@code units.json}
   * @return the file's top-level object
   * @throws DataException if the file is missing, not JSON, or has a wrong header
   */
  public static JsonNode read(String file) {
    try (InputStream in = ContentFiles.class.getResourceAsStream(ROOT + file)) {
      if (in == null) {
        throw new DataException(file + ": content file not found on the class path");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), file);
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": cannot read", e);
    }
  }

  /**
   * Parses and checks the header of content text; used by {@link #read} and by tests that corrupt files.
   *
   * @param text the file's text
   * @param file the file name for messages
   * @return the file's top-level object
   * @throws DataException if the text is not JSON or has a wrong header
   */
  public static JsonNode parse(String text, String file) {
    Object value;
    try {
      value = Json.parse(text, file);
    } catch (JsonException e) {
      throw new DataException(e.getMessage());
    }
    JsonNode root = JsonNode.of(value, file);
    if (!"mkrules-content".equals(root.string("format"))) {
      throw root.fail("format", "expected \"mkrules-content\"");
    }
    root.integer("version", FORMAT_VERSION, FORMAT_VERSION);
    return root;
  }
}
