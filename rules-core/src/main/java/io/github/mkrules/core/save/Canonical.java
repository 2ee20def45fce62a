package io.github.mkrules.core.save;

import static io.github.mkrules.core.content.DataMapper.MAPPER;

import io.github.mkrules.api.state.GameState;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The canonical JSON of a state and its hash (docs/saves.md): the state as a save writes it, without the undo chain
 * but with {@code "undo": true} when an undo is available; every object's fields sorted by name (map keys
 * included, so the order a map was filled in does not matter); a field whose value is {@code false}, 0, {@code ""},
 * an empty array or an empty object left out; compact UTF-8. The hash is the first 8 bytes of its SHA-256.
 */
final class Canonical {
  private Canonical() {}

  static String hash(GameState state) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(text(state).getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** The canonical JSON text of a state. */
  static String text(GameState state) {
    ObjectNode tree = MAPPER.valueToTree(state.undo() == null ? state : state.withUndo(null));
    if (state.undo() != null) {
      tree.put("undo", true);
    }
    return MAPPER.writeValueAsString(canonical(tree));
  }

  private static JsonNode canonical(JsonNode node) {
    if (node.isArray()) {
      ArrayNode out = MAPPER.createArrayNode();
      node.forEach(item -> out.add(canonical(item)));
      return out;
    }
    if (!node.isObject()) {
      return node;
    }
    List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(node.properties());
    fields.sort(Map.Entry.comparingByKey());
    ObjectNode out = MAPPER.createObjectNode();
    for (Map.Entry<String, JsonNode> field : fields) {
      JsonNode value = canonical(field.getValue());
      if (!atDefault(value)) {
        out.set(field.getKey(), value);
      }
    }
    return out;
  }

  private static boolean atDefault(JsonNode value) {
    if (value.isContainer()) {
      return value.isEmpty();
    }
    if (value.isNumber()) {
      return value.asDouble() == 0;
    }
    return value.isNull() || value.isBoolean() && !value.asBoolean() || value.isString() && value.asString().isEmpty();
  }
}
