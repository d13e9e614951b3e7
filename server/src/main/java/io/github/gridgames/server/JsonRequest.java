package io.github.gridgames.server;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request body read as a JSON object, with typed field readers whose refusals name the field,
 * what it must be and what it was: every problem is an {@link ApiError} (400, or 413 for a body
 * over {@link Limits#MAX_BODY_BYTES}).
 */
final class JsonRequest {

  private final JsonNode body;

  private JsonRequest(JsonNode body) {
    this.body = body;
  }

  /**
   * Reads and parses a request's body.
   *
   * @param ctx the request
   * @return the body
   * @throws ApiError if the body is too large, not JSON, or not a JSON object
   */
  static JsonRequest read(Context ctx) {
    return parse(readBody(ctx));
  }

  /**
   * Parses a body already read.
   *
   * @param bytes the body
   * @return the body as a JSON object
   * @throws ApiError if the bytes are not JSON or not a JSON object
   */
  static JsonRequest parse(byte[] bytes) {
    JsonNode node = parseValue(bytes, "the body");
    if (!node.isObject()) {
      throw ApiError.badRequest(
          "bad-json", "the body must be a JSON object, got " + describe(node));
    }
    return new JsonRequest(node);
  }

  /**
   * Parses one JSON value.
   *
   * @param bytes the JSON text in UTF-8
   * @param what what it is, for the message, such as {@code "the body"}
   * @return the value; a missing node for empty text
   * @throws ApiError if the text is not one JSON value ({@code bad-json}, naming the line and
   *     column)
   */
  static JsonNode parseValue(byte[] bytes, String what) {
    try {
      JsonNode node = Json.MAPPER.readTree(bytes);
      return node == null ? MissingNode.getInstance() : node;
    } catch (JacksonException e) {
      JsonLocation at = e.getLocation();
      String where =
          at == null || at.getLineNr() < 1
              ? ""
              : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw ApiError.badRequest("bad-json", what + " is not valid JSON" + where + ": " + problem(e));
    } catch (IOException e) {
      throw ApiError.badRequest("bad-json", what + " could not be read: " + e.getMessage());
    }
  }

  /** Jackson's word for a control character, as in {@code (CTRL-CHAR, code 10)}. */
  private static final Pattern CONTROL = Pattern.compile("\\(CTRL-CHAR, code (\\d+)\\)");

  /**
   * The character Jackson names, as in {@code Unexpected character ('g' (code 103)): was expecting
   * ...} or {@code Unexpected character ((CTRL-CHAR, code 0))}.
   */
  private static final Pattern CHARACTER =
      Pattern.compile(
          "^Unexpected character \\((?:'(.)' \\(code [^)]*\\)|\\(CTRL-CHAR, code (\\d+)\\))\\)"
              + "([^:]*)(?:: (.*))?$",
          Pattern.DOTALL);

  /** A token Jackson names, as in {@code Unrecognized token 'centre'}. */
  private static final Pattern TOKEN = Pattern.compile("^(?:Unrecognized|Non-standard) token '(.*?)'");

  /**
   * Says what is wrong with a JSON text in words, from Jackson's refusal, without Jackson's
   * internals (its source description, its feature and class names).
   *
   * @param e Jackson's refusal
   * @return a phrase such as {@code "it ends before the array is closed"}
   */
  static String problem(JacksonException e) {
    String said = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
    if (e instanceof StreamConstraintsException) {
      if (said.contains("nesting depth")) {
        return "arrays and objects are nested deeper than the server reads";
      }
      return said.contains("Number") ? "a number is longer than the server reads"
          : "a string or name is longer than the server reads";
    }
    if (said.startsWith("Unexpected end-of-input")) {
      String open =
          said.contains("Array") ? "an array is closed"
              : said.contains("Object") ? "an object is closed"
              : said.contains("field name") ? "a field name is closed"
              : said.contains("quote") || said.contains("STRING") ? "a string is closed"
              : "the value is complete";
      return "it ends before " + open;
    }
    if (said.startsWith("Duplicate field '")) {
      return "the field " + said.substring("Duplicate field ".length()) + " appears twice";
    }
    if (said.startsWith("Trailing token")) {
      return "there is more after the JSON value";
    }
    if (said.startsWith("Invalid UTF-8")) {
      return "it is not UTF-8 text";
    }
    Matcher control = CONTROL.matcher(said);
    if (said.startsWith("Illegal unquoted character") && control.find()) {
      return "a string holds the control character " + control.group(1)
          + ", which must be escaped";
    }
    Matcher character = CHARACTER.matcher(said);
    if (character.find()) {
      String named =
          character.group(1) != null
              ? "'" + character.group(1) + "'"
              : "the control character " + character.group(2);
      String expected = character.group(4);
      return "unexpected " + named + character.group(3)
          + (expected == null || expected.contains("`") ? "" : "; " + expected.strip());
    }
    Matcher token = TOKEN.matcher(said);
    if (token.find()) {
      return "'" + token.group(1) + "' is not a JSON value (a string, number, array, object, "
          + "true, false or null)";
    }
    int cut = said.indexOf(" (");
    String plain = (cut < 0 ? said : said.substring(0, cut)).strip();
    return plain.isEmpty() || plain.contains("`") || plain.contains("Source") ? "it is malformed"
        : plain;
  }

  /**
   * Reads a request's body, at most {@link Limits#MAX_BODY_BYTES}.
   *
   * @param ctx the request
   * @return the body's bytes
   * @throws ApiError if the body is too large (413), stops arriving for the server's idle
   *     timeout (408 {@code request-timeout}) or cannot be read, such as a broken chunked
   *     encoding (400 {@code bad-body})
   */
  static byte[] readBody(Context ctx) {
    try (InputStream in = ctx.bodyInputStream()) {
      if (ctx.contentLength() > Limits.MAX_BODY_BYTES) {
        throw tooLarge(in);
      }
      byte[] bytes = in.readNBytes(Limits.MAX_BODY_BYTES + 1);
      if (bytes.length > Limits.MAX_BODY_BYTES) {
        throw tooLarge(in);
      }
      return bytes;
    } catch (IOException e) {
      Throwable cause = e;
      while (cause.getCause() != null && !(cause instanceof TimeoutException)) {
        cause = cause.getCause();
      }
      if (cause instanceof TimeoutException) {
        throw ApiError.of(408, "request-timeout", "the body stopped arriving before it was whole");
      }
      throw ApiError.badRequest(
          "bad-body",
          "the body could not be read"
              + (cause.getMessage() == null ? "" : " (" + cause.getMessage() + ")"));
    }
  }

  /**
   * The refusal of a body over the limit, after reading and dropping up to {@link
   * Limits#MAX_SWALLOW_BYTES} more of it. A server that answers and closes while the client is
   * still sending makes the client's network stack reset the connection, and the client may never
   * see the answer; swallowing a bounded tail lets a client that sent a little too much read its
   * 413, while a client that sends far more is cut off.
   */
  private static ApiError tooLarge(InputStream in) throws IOException {
    byte[] buffer = new byte[8192];
    int left = Limits.MAX_SWALLOW_BYTES;
    int read;
    while (left > 0 && (read = in.read(buffer, 0, Math.min(buffer.length, left))) >= 0) {
      left -= read;
    }
    return tooLarge();
  }

  /**
   * The refusal of a body over {@link Limits#MAX_BODY_BYTES}.
   *
   * @return 413 {@code body-too-large}
   */
  static ApiError tooLarge() {
    return ApiError.of(
        413,
        "body-too-large",
        "the body is larger than the limit of " + Limits.MAX_BODY_BYTES + " bytes");
  }

  /**
   * Describes a JSON value's type for an error message.
   *
   * @param node the value, or null for nothing
   * @return such as {@code "a string"}
   */
  static String describe(JsonNode node) {
    if (node == null || node.isMissingNode()) {
      return "nothing";
    }
    return switch (node.getNodeType()) {
      case ARRAY -> "an array";
      case OBJECT -> "an object";
      case STRING -> "a string";
      case NUMBER -> node.isIntegralNumber() ? "the integer " + node : "the number " + node;
      case BOOLEAN -> "a boolean";
      case NULL -> "null";
      default -> "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    };
  }

  /**
   * Returns a field, if present and not null.
   *
   * @param field the field name
   * @return the value
   */
  Optional<JsonNode> optional(String field) {
    JsonNode node = body.get(field);
    return node == null || node.isNull() ? Optional.empty() : Optional.of(node);
  }

  /**
   * Returns a field that must be present.
   *
   * @param field the field name
   * @return the value, not null
   * @throws ApiError if the field is missing or null
   */
  JsonNode require(String field) {
    return optional(field)
        .orElseThrow(
            () -> ApiError.badRequest("missing-field", "the field '" + field + "' is missing"));
  }

  /**
   * Reads an integer field in a range.
   *
   * @param field the field name
   * @param min the least value allowed
   * @param max the greatest value allowed
   * @return the value
   * @throws ApiError if the field is missing, not an integer, or out of range
   */
  int requireInt(String field, long min, long max) {
    return toInt(require(field), "the field '" + field + "'", min, max);
  }

  /**
   * Reads an optional integer field in a range.
   *
   * @param field the field name
   * @param min the least value allowed
   * @param max the greatest value allowed
   * @return the value, or empty if absent or null
   * @throws ApiError if the field is present but not an integer in the range
   */
  Optional<Integer> optionalInt(String field, long min, long max) {
    return optional(field).map(node -> toInt(node, "the field '" + field + "'", min, max));
  }

  /**
   * Reads one JSON value as an integer in a range.
   *
   * @param node the value
   * @param what what it is, for the message, such as {@code "lines[3]"}
   * @param min the least value allowed
   * @param max the greatest value allowed
   * @return the value
   * @throws ApiError if the value is not an integer in the range
   */
  static int toInt(JsonNode node, String what, long min, long max) {
    if (!node.isIntegralNumber() || !node.canConvertToLong()
        || node.longValue() < min || node.longValue() > max) {
      throw ApiError.badRequest(
          "bad-field",
          what + " must be an integer from " + min + " to " + max + ", got " + describe(node));
    }
    return (int) node.longValue();
  }

  /**
   * Reads an array field of integers in a range, of a given length.
   *
   * @param field the field name
   * @param length the length it must have
   * @param min the least value allowed in it
   * @param max the greatest value allowed in it
   * @return the values
   * @throws ApiError if the field is missing, not an array, of another length, or holds a value
   *     that is not an integer in the range; the message names the entry
   */
  int[] requireIntArray(String field, int length, long min, long max) {
    return toIntArray(require(field), field, length, min, max);
  }

  /**
   * Reads one JSON value as an array of integers in a range, of a given length. A caller that only
   * checks the value may ignore the array.
   *
   * @param node the value
   * @param field the field's name, for the message
   * @param length the length it must have
   * @param min the least value allowed in it
   * @param max the greatest value allowed in it
   * @return the values
   * @throws ApiError if the value is not an array, of another length ({@code bad-length}), or
   *     holds a value that is not an integer in the range; the message names the entry
   */
  @CanIgnoreReturnValue
  static int[] toIntArray(JsonNode node, String field, int length, long min, long max) {
    if (!node.isArray()) {
      throw ApiError.badRequest(
          "bad-field", "the field '" + field + "' must be an array, got " + describe(node));
    }
    if (node.size() != length) {
      throw ApiError.badRequest(
          "bad-length",
          "the field '" + field + "' must have " + length + " entries, got " + node.size());
    }
    int[] values = new int[length];
    for (int i = 0; i < length; i++) {
      values[i] = toInt(node.get(i), field + "[" + i + "]", min, max);
    }
    return values;
  }

  /**
   * Reads a string field.
   *
   * @param field the field name
   * @return the value
   * @throws ApiError if the field is missing, not a string, or longer than
   *     {@link Limits#MAX_TEXT}
   */
  String requireString(String field) {
    return toText(require(field), "the field '" + field + "'");
  }

  /**
   * Reads an optional string field.
   *
   * @param field the field name
   * @return the value, or empty if absent or null
   * @throws ApiError if the field is present but not a string of at most {@link Limits#MAX_TEXT}
   *     characters
   */
  Optional<String> optionalString(String field) {
    return optionalString(field, Limits.MAX_TEXT);
  }

  /**
   * Reads an optional string field that may be longer than other strings.
   *
   * @param field the field name
   * @param maxLength the most characters allowed
   * @return the value, or empty if absent or null
   * @throws ApiError if the field is present but not a string of at most {@code maxLength}
   *     characters
   */
  Optional<String> optionalString(String field, int maxLength) {
    return optional(field).map(node -> toText(node, "the field '" + field + "'", maxLength));
  }

  private static String toText(JsonNode node, String what) {
    return toText(node, what, Limits.MAX_TEXT);
  }

  private static String toText(JsonNode node, String what, int maxLength) {
    if (!node.isTextual()) {
      throw ApiError.badRequest("bad-field", what + " must be a string, got " + describe(node));
    }
    String text = node.textValue();
    if (text.length() > maxLength) {
      throw ApiError.badRequest(
          "bad-field",
          what + " is longer than " + maxLength + " characters (" + text.length() + ")");
    }
    return text;
  }

  /**
   * Reads an optional array field of strings.
   *
   * @param field the field name
   * @param maxCount the most entries allowed
   * @return the strings, empty if the field is absent or null
   * @throws ApiError if the field is not an array, has more than {@code maxCount} entries (error
   *     {@code too-many-moves} naming the limit), or holds an entry that is not a string of at
   *     most {@link Limits#MAX_TEXT} characters
   */
  List<String> optionalStrings(String field, int maxCount) {
    Optional<JsonNode> node = optional(field);
    if (node.isEmpty()) {
      return List.of();
    }
    JsonNode array = node.get();
    if (!array.isArray()) {
      throw ApiError.badRequest(
          "bad-field", "the field '" + field + "' must be an array, got " + describe(array));
    }
    if (array.size() > maxCount) {
      throw ApiError.badRequest(
          "too-many-moves",
          "the field '" + field + "' has " + array.size() + " entries; the limit is " + maxCount);
    }
    List<String> values = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      values.add(toText(array.get(i), field + "[" + i + "]"));
    }
    return values;
  }
}
