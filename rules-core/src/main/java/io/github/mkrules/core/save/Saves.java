package io.github.mkrules.core.save;

import io.github.mkrules.api.state.GameState;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * Saves: a complete {@link GameState} as a JSON document that loads back into an equal state, undo chain included,
 * so a frontend can resume a game mid-turn and a bot can store positions (docs/saves.md, schema
 * docs/schemas/save.schema.json):
 *
 * <pre>{"format": "mkrules-save", "version": 1, "state": {"config": {...}, "round": 1, ...}}</pre>
 *
 * <p>{@link #hash} is the state hash that replays record after every action.
 */
public final class Saves {
  /** The {@code format} field of a save. */
  public static final String FORMAT = "mkrules-save";

  /**
   * The format version this engine writes and reads. It changes when a save of the previous version could be read
   * into a different state; a save of a newer version is refused with a message saying so.
   */
  public static final int VERSION = 1;

  private static final String SOURCE = "save";

  private Saves() {}

  /**
   * Writes a state, with its undo chain (the states an undo goes back to, nested under {@code undo}), as compact
   * JSON on one line.
   *
   * @param state the state
   * @return the save document
   */
  public static String write(GameState state) {
    return Json.write(new SaveFile(FORMAT, VERSION, Objects.requireNonNull(state, "state")));
  }

  /**
   * Reads a save. The result equals the saved state, and undo works on it as it did on the saved one.
   *
   * @param text the save document
   * @return the state
   * @throws SaveException if the text is not a complete save of this format version, naming the field
   */
  public static GameState read(String text) {
    return read(Json.tree(Objects.requireNonNull(text, "text"), SOURCE));
  }

  /** Reads a save document already parsed (the protocol's {@code load}). */
  static GameState read(JsonNode document) {
    Json.header(document, FORMAT, VERSION, SOURCE);
    return Json.bind(document, SaveFile.class, SOURCE).state();
  }

  /**
   * The state hash: 16 hexadecimal digits, the first 64 bits of the SHA-256 of the state's canonical JSON
   * (docs/saves.md). Equal states have equal hashes, in any JVM run; the undo chain counts only by its presence,
   * as in {@link GameState#equals}. Fields at their default value are not hashed, so a field added to the state
   * records later leaves the hashes of games that do not use it unchanged.
   *
   * @param state the state
   * @return the hash, for example {@code 3f9a0c12d4e5b6a7}
   */
  public static String hash(GameState state) {
    return Canonical.hash(Objects.requireNonNull(state, "state"));
  }

  /** The save document. */
  record SaveFile(String format, int version, GameState state) {}
}
