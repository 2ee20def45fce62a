package io.github.mkrules.core.content;

/**
 * Opens the versioned content files shipped as resources under {@code io/github/mkrules/core/content/}. Every file
 * is an object with {@code "format": "mkrules-content"}, a {@code "version"} and one array of entries; see
 * {@code docs/content.md}.
 */
public final class ContentFiles {
  /** The {@code format} of a content file. */
  public static final String FORMAT = "mkrules-content";

  /** The content format version this engine reads. */
  public static final int FORMAT_VERSION = 1;

  private static final String ROOT = "/io/github/mkrules/core/content/";

  private ContentFiles() {}

  /**
   * Reads a bundled content file and checks its header.
   *
   * @param file the file name, for example {@code units.json}
   * @return the file
   * @throws DataException if the file is missing, not JSON, or has a wrong header
   */
  public static DataFile read(String file) {
    return DataFile.read(ContentFiles.class.getResourceAsStream(ROOT + file), file).header(FORMAT, FORMAT_VERSION);
  }

  /**
   * Parses content text and checks its header; used by tests that corrupt files.
   *
   * @param text the file's text
   * @param file the file name for messages
   * @return the file
   * @throws DataException if the text is not JSON or has a wrong header
   */
  public static DataFile parse(String text, String file) {
    return DataFile.parse(text, file).header(FORMAT, FORMAT_VERSION);
  }
}
