package io.github.gridgames.cli;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON by hand (the command needs no JSON library): objects keep the order their members
 * were put in; strings are escaped as RFC 8259 requires; non-finite numbers become {@code null}.
 */
final class Json {

  private final Map<String, Object> members = new LinkedHashMap<>();

  private Json() {}

  /**
   * Starts an empty object.
   *
   * @return the object
   */
  static Json object() {
    return new Json();
  }

  /**
   * Adds a member. Values may be {@code null}, strings, numbers, booleans, lists of values and
   * other {@link Json} objects.
   *
   * @param name the member name
   * @param value the value
   * @return this object
   * @throws IllegalArgumentException if the value is of another type or the name is repeated
   */
  Json put(String name, Object value) {
    check(value);
    if (members.containsKey(name)) {
      throw new IllegalArgumentException("JSON member " + name + " given twice");
    }
    members.put(name, value);
    return this;
  }

  private static void check(Object value) {
    if (value == null
        || value instanceof String
        || value instanceof Number
        || value instanceof Boolean
        || value instanceof Json) {
      return;
    }
    if (value instanceof List<?> list) {
      list.forEach(Json::check);
      return;
    }
    throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
  }

  /** Returns the object as one line of JSON. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    write(sb, this);
    return sb.toString();
  }

  private static void write(StringBuilder sb, Object value) {
    if (value == null) {
      sb.append("null");
    } else if (value instanceof String s) {
      quote(sb, s);
    } else if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      if (Double.isFinite(d)) {
        sb.append(BigDecimal.valueOf(d).stripTrailingZeros().toPlainString());
      } else {
        sb.append("null");
      }
    } else if (value instanceof Number || value instanceof Boolean) {
      sb.append(value);
    } else if (value instanceof List<?> list) {
      sb.append('[');
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        write(sb, list.get(i));
      }
      sb.append(']');
    } else {
      Json json = (Json) value;
      sb.append('{');
      boolean first = true;
      for (Map.Entry<String, Object> e : json.members.entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        quote(sb, e.getKey());
        sb.append(':');
        write(sb, e.getValue());
      }
      sb.append('}');
    }
  }

  /**
   * Returns a string as a JSON string literal.
   *
   * @param s the string
   * @return the quoted, escaped literal
   */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2);
    quote(sb, s);
    return sb.toString();
  }

  private static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029') {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }
}
