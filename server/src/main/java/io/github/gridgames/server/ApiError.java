package io.github.gridgames.server;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A refused request: an HTTP status (always 4xx), a machine-readable error code, a sentence that
 * names the problem, and optional extra fields. The server answers it as the JSON object
 * {@code {"error": code, "message": sentence, ...extra}}.
 */
final class ApiError extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final int status;
  private final String code;
  private final Map<String, Object> extra;

  private ApiError(int status, String code, String message, Map<String, Object> extra) {
    super(requireNonNull(message, "message"), null, false, false);
    this.status = status;
    this.code = requireNonNull(code, "code");
    this.extra = extra;
  }

  /**
   * Returns an error with a status, code and sentence.
   *
   * @param status a 4xx status
   * @param code the error code, such as {@code bad-field}
   * @param message the sentence naming the problem
   * @return the error, with no extra fields yet
   */
  static ApiError of(int status, String code, String message) {
    return new ApiError(status, code, message, new LinkedHashMap<>());
  }

  /**
   * Returns a 400 error.
   *
   * @param code the error code
   * @param message the sentence naming the problem
   * @return the error
   */
  static ApiError badRequest(String code, String message) {
    return of(400, code, message);
  }

  /**
   * Adds an extra field to the JSON answer.
   *
   * @param name the field name
   * @param value a string, number, boolean or null
   * @return this error
   */
  ApiError with(String name, Object value) {
    extra.put(name, value);
    return this;
  }

  int status() {
    return status;
  }

  String code() {
    return code;
  }

  Map<String, Object> extra() {
    return extra;
  }
}
