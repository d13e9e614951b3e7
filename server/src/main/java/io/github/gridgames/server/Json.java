package io.github.gridgames.server;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The server's one JSON mapper (strict: duplicate fields and text after the value are errors)
 * and how answers are written.
 */
final class Json {

  /** Reads request bodies and writes answers. Thread-safe. */
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private Json() {}

  /**
   * Returns a new empty JSON object.
   *
   * @return the object
   */
  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /**
   * Writes a JSON answer.
   *
   * @param ctx the request
   * @param status the HTTP status
   * @param body the JSON value
   */
  static void send(Context ctx, int status, JsonNode body) {
    send(ctx, status, write(body));
  }

  /**
   * Writes JSON text already made, such as the web game's tuples.
   *
   * @param ctx the request
   * @param status the HTTP status
   * @param json the JSON text
   */
  static void send(Context ctx, int status, String json) {
    ctx.status(status).contentType("application/json").result(json);
  }

  /**
   * Writes an error answer: {@code {"error": code, "message": sentence, ...extra}}.
   *
   * @param ctx the request
   * @param error the error
   */
  static void sendError(Context ctx, ApiError error) {
    send(ctx, error.status(), errorText(error));
  }

  /**
   * The JSON text of an error answer: {@code {"error": code, "message": sentence, ...extra}}.
   *
   * @param error the error
   * @return the text
   */
  static String errorText(ApiError error) {
    ObjectNode body = object();
    body.put("error", error.code());
    body.put("message", error.getMessage());
    for (Map.Entry<String, Object> field : error.extra().entrySet()) {
      body.set(field.getKey(), MAPPER.valueToTree(field.getValue()));
    }
    return write(body);
  }

  private static String write(JsonNode body) {
    try {
      return MAPPER.writeValueAsString(body);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
