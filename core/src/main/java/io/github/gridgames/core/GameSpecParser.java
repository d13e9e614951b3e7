package io.github.gridgames.core;

import java.util.LinkedHashMap;
import java.util.Map;

/** A small recursive-descent parser for {@link GameSpec#parse(String)}. */
final class GameSpecParser {

  private final String text;
  private int pos;

  GameSpecParser(String text) {
    this.text = text;
  }

  GameSpec parse() {
    skipSpaces();
    String id = name("a game id such as dots-boxes");
    Map<String, String> parameters = new LinkedHashMap<>();
    skipSpaces();
    if (pos < text.length() && text.charAt(pos) == '(') {
      pos++;
      skipSpaces();
      if (peek() == ')') {
        pos++;
      } else {
        while (true) {
          skipSpaces();
          int nameStart = pos;
          String name = name("a parameter name");
          skipSpaces();
          expect('=', "'=' after parameter " + name);
          skipSpaces();
          String value = value("a value for parameter " + name);
          if (parameters.put(name, value) != null) {
            throw new NotationException(text, nameStart, "each parameter at most once, but " + name + " repeats");
          }
          skipSpaces();
          if (peek() == ',') {
            pos++;
            continue;
          }
          expect(')', "',' or ')'");
          break;
        }
      }
      skipSpaces();
    }
    if (pos != text.length()) {
      throw new NotationException(text, pos, "end of text");
    }
    return new GameSpec(id, parameters);
  }

  private String name(String expected) {
    int start = pos;
    if (pos < text.length() && text.charAt(pos) >= 'a' && text.charAt(pos) <= 'z') {
      pos++;
      while (pos < text.length() && isNameChar(text.charAt(pos))) {
        pos++;
      }
    }
    if (pos == start) {
      throw new NotationException(text, start, expected);
    }
    return text.substring(start, pos);
  }

  private String value(String expected) {
    int start = pos;
    while (pos < text.length() && isValueChar(text.charAt(pos))) {
      pos++;
    }
    if (pos == start) {
      throw new NotationException(text, start, expected);
    }
    return text.substring(start, pos);
  }

  private void expect(char c, String expected) {
    if (peek() != c) {
      throw new NotationException(text, pos, expected);
    }
    pos++;
  }

  private char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private static boolean isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  }

  private static boolean isValueChar(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || c == '.'
        || c == '_'
        || c == '+'
        || c == '-';
  }
}
