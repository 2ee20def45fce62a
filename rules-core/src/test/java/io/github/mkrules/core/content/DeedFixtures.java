package io.github.mkrules.core.content;

import io.github.mkrules.core.json.Json;
import io.github.mkrules.core.json.JsonNode;
import io.github.mkrules.core.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Test helpers: the bundled deed-card and hero files as editable trees, to corrupt one entry at a time. */
final class DeedFixtures {
  private DeedFixtures() {}

  /**
   * The bundled file as a mutable tree.
   *
   * @param file the file name
   * @return the root map
   */
  static Map<String, Object> tree(String file) {
    try (InputStream in = DeedFixtures.class.getResourceAsStream("/io/github/mkrules/core/content/" + file)) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      @SuppressWarnings("unchecked")
      Map<String, Object> root = (Map<String, Object>) mutable(Json.parse(text, file));
      return root;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The bundled file with one entry edited, parsed again through {@link ContentFiles#parse}.
   *
   * @param file the file name
   * @param array the entries array
   * @param id the entry id
   * @param edit the edit
   * @return the root node
   */
  static JsonNode edited(String file, String array, String id, Consumer<Map<String, Object>> edit) {
    Map<String, Object> root = tree(file);
    edit.accept(entry(root, array, id));
    return ContentFiles.parse(JsonWriter.write(root), file);
  }

  /**
   * One entry of a tree.
   *
   * @param root the root map
   * @param array the entries array
   * @param id the entry id
   * @return the entry, mutable
   */
  @SuppressWarnings("unchecked")
  static Map<String, Object> entry(Map<String, Object> root, String array, String id) {
    for (Object item : (List<Object>) root.get(array)) {
      Map<String, Object> map = (Map<String, Object>) item;
      if (id.equals(map.get("id"))) {
        return map;
      }
    }
    throw new AssertionError("no entry " + id);
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
}
