package io.github.gridgames.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small strict JSON reader for the tests (objects become maps, arrays lists, numbers doubles),
 * so that the command's JSON is checked by parsing rather than by pattern matching.
 */
final class MiniJson {

  private final String text;
  private int pos;

  private MiniJson(String text) {
    this.text = text;
  }

  /** Parses one JSON value that makes up the whole text (surrounding whitespace allowed). */
  static Object parse(String text) {
    MiniJson p = new MiniJson(text);
    p.space();
    Object value = p.value();
    p.space();
    if (p.pos != text.length()) {
      throw p.error("the end of the text");
    }
    return value;
  }

  /** Parses a JSON object. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> object(String text) {
    Object value = parse(text);
    if (!(value instanceof Map)) {
      throw new IllegalArgumentException("not a JSON object: " + text);
    }
    return (Map<String, Object>) value;
  }

  private Object value() {
    if (pos >= text.length()) {
      throw error("a value");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        literal("true");
        return Boolean.TRUE;
      case 'f':
        literal("false");
        return Boolean.FALSE;
      case 'n':
        literal("null");
        return null;
      default:
        return number();
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> map = new LinkedHashMap<>();
    pos++;
    space();
    if (peek() == '}') {
      pos++;
      return map;
    }
    while (true) {
      space();
      if (peek() != '"') {
        throw error("a member name");
      }
      String name = string();
      if (map.containsKey(name)) {
        throw error("no repeated member " + name);
      }
      space();
      expect(':');
      space();
      map.put(name, value());
      space();
      if (peek() == ',') {
        pos++;
        continue;
      }
      expect('}');
      return map;
    }
  }

  private List<Object> array() {
    List<Object> list = new ArrayList<>();
    pos++;
    space();
    if (peek() == ']') {
      pos++;
      return list;
    }
    while (true) {
      space();
      list.add(value());
      space();
      if (peek() == ',') {
        pos++;
        continue;
      }
      expect(']');
      return list;
    }
  }

  private String string() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error("the end of the string");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c < 0x20) {
        throw error("no raw control character in a string");
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = text.charAt(pos++);
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 't' -> sb.append('\t');
        case 'u' -> {
          sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          pos += 4;
        }
        default -> throw error("an escape");
      }
    }
  }

  private Double number() {
    int start = pos;
    if (peek() == '-') {
      pos++;
    }
    if (peek() == '0') {
      pos++;
    } else if (Character.isDigit(peek())) {
      while (Character.isDigit(peek())) {
        pos++;
      }
    } else {
      throw error("a value");
    }
    if (peek() == '.') {
      pos++;
      if (!Character.isDigit(peek())) {
        throw error("a digit after the decimal point");
      }
      while (Character.isDigit(peek())) {
        pos++;
      }
    }
    if (peek() == 'e' || peek() == 'E') {
      pos++;
      if (peek() == '+' || peek() == '-') {
        pos++;
      }
      if (!Character.isDigit(peek())) {
        throw error("a digit of the exponent");
      }
      while (Character.isDigit(peek())) {
        pos++;
      }
    }
    return Double.parseDouble(text.substring(start, pos));
  }

  private void literal(String word) {
    if (!text.startsWith(word, pos)) {
      throw error(word);
    }
    pos += word.length();
  }

  private char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("'" + c + "'");
    }
    pos++;
  }

  private void space() {
    while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
  }

  private IllegalArgumentException error(String expected) {
    return new IllegalArgumentException("expected " + expected + " at " + pos + " of " + text);
  }
}
