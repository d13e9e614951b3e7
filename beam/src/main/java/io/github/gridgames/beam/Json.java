package io.github.gridgames.beam;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The one JSON mapper of the module's files, with strict reading of the fields they hold. */
final class Json {

  static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
    }
  }

  /**
   * Reads one JSON object.
   *
   * @throws IllegalArgumentException if the text is not a JSON object; the message quotes it
   */
  static JsonNode read(String line) {
    JsonNode node;
    try {
      node = MAPPER.readTree(line);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a JSON object: '" + line + "': " + e.getOriginalMessage(), e);
    }
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("not a JSON object: '" + line + "'");
    }
    return node;
  }

  private static JsonNode field(JsonNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw new IllegalArgumentException("no field '" + name + "' in " + node);
    }
    return value;
  }

  static int integer(JsonNode node, String name) {
    JsonNode value = field(node, name);
    if (!value.canConvertToInt() || !value.isIntegralNumber()) {
      throw new IllegalArgumentException("field '" + name + "' is not an int in " + node);
    }
    return value.intValue();
  }

  static long longValue(JsonNode node, String name) {
    JsonNode value = field(node, name);
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw new IllegalArgumentException("field '" + name + "' is not a long in " + node);
    }
    return value.longValue();
  }

  static String text(JsonNode node, String name) {
    JsonNode value = field(node, name);
    if (!value.isTextual()) {
      throw new IllegalArgumentException("field '" + name + "' is not a string in " + node);
    }
    return value.textValue();
  }
}
