package io.github.mkrules.core.json;

import java.util.List;
import java.util.Map;

/** Writes the plain values {@link Json} reads back to compact JSON text. */
public final class JsonWriter {
  private JsonWriter() {}

  /**
   * Writes a value.
   *
   * @param value a map, list, string, number, boolean or {@link Json#NULL}
   * @return the JSON text
   */
  public static String write(Object value) {
    StringBuilder sb = new StringBuilder();
    write(value, sb);
    return sb.toString();
  }

  private static void write(Object value, StringBuilder sb) {
    if (value == null || value == Json.NULL) {
      sb.append("null");
    } else if (value instanceof String) {
      quote((String) value, sb);
    } else if (value instanceof Map) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        quote(String.valueOf(e.getKey()), sb);
        sb.append(':');
        write(e.getValue(), sb);
      }
      sb.append('}');
    } else if (value instanceof List) {
      sb.append('[');
      boolean first = true;
      for (Object item : (List<?>) value) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        write(item, sb);
      }
      sb.append(']');
    } else {
      sb.append(value);
    }
  }

  private static void quote(String s, StringBuilder sb) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c < 0x20) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    sb.append('"');
  }
}
