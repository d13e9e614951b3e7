package io.github.gridgames.server;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The refusals the HTTP layer makes before any route sees the request, such as a malformed
 * request line, a header with a control character, conflicting lengths, a missing {@code Host}
 * or a request target no context serves ({@code OPTIONS *}), answered as the JSON error object
 * every other refusal uses. Jetty calls it as the server's and the servlet context's error
 * handler in place of its HTML error page.
 *
 * <p>A status Jetty gives that is not a client's error in words of the API is mapped: an HTTP
 * version other than 1.0 and 1.1 (Jetty's 505) is a 400 {@code bad-request}, as the API answers
 * no 5xx for anything a client sends.
 */
final class HttpRefusals extends ErrorHandler {

  /** Jetty's reasons for the refusals a client meets most, said as sentences. */
  private static final Map<String, String> SENTENCES =
      Map.of(
          "No Host", "an HTTP/1.1 request must name its Host",
          "Multiple Content-Lengths", "the request has more than one Content-Length",
          "Invalid Content-Length Value", "the Content-Length is not a length in bytes",
          "Transfer-Encoding and Content-Length",
              "the request has both a Content-Length and a Transfer-Encoding",
          "No URI", "the request line has no path",
          "Bad URI", "the request's URI is malformed or ambiguous, such as an encoded '..'",
          "Bad UTF-8 encoding", "the request's URI does not decode to UTF-8 text",
          "Early EOF", "the request ended before its headers or body were complete");

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    int status = response.getStatus();
    String reason = (String) request.getAttribute(ERROR_MESSAGE);
    if (request.getAttribute(ERROR_STATUS) instanceof Integer code) {
      status = code;
    }
    if (request.getAttribute(ERROR_EXCEPTION) instanceof HttpException failure) {
      status = failure.getCode();
      reason = reason == null ? failure.getReason() : reason;
      // A request line Jetty cannot parse is "Bad Request"; the cause says what it could not read.
      Throwable cause = ((Throwable) failure).getCause();
      if ("Bad Request".equals(reason) && cause != null && cause.getMessage() != null) {
        reason = cause.getMessage();
      }
    }
    ApiError error =
        refusal(status, reason, request.getMethod(), request.getHttpURI().getPathQuery());
    response.setStatus(error.status());
    response.getHeaders().put(ERROR_CACHE_CONTROL);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
    response.write(
        true, ByteBuffer.wrap(Json.errorText(error).getBytes(StandardCharsets.UTF_8)), callback);
    return true;
  }

  /**
   * The API's error for an HTTP status the server's HTTP layer (Jetty or Javalin) chose.
   *
   * @param status the HTTP status chosen
   * @param reason the layer's reason, such as {@code No Host}, or null
   * @param method the request's method
   * @param target the request's path (and query), or {@code *}
   * @return the error to answer: 4xx, or 5xx only for a failure of the server itself
   */
  static ApiError refusal(int status, String reason, String method, String target) {
    String said = reason == null || reason.isBlank() ? null : reason.strip();
    return switch (status) {
      case 400 -> ApiError.badRequest("bad-request", malformed(said));
      case 404 -> ApiError.of(404, "not-found", "there is no " + method + " " + target);
      case 408 ->
          ApiError.of(408, "request-timeout", "the request stopped arriving before it was whole");
      case 413 -> JsonRequest.tooLarge();
      case 414 -> ApiError.of(414, "uri-too-long", "the request's URI is longer than the server reads");
      case 431 ->
          ApiError.of(
              431, "headers-too-large", "the request's headers are larger than the server reads");
      case 505 ->
          ApiError.badRequest(
              "bad-request",
              "the server speaks HTTP/1.0 and HTTP/1.1 only" + (said == null ? "" : " (" + said + ")"));
      default ->
          status >= 400 && status < 500
              ? ApiError.of(status, "http-" + status, said == null ? "the request was refused" : said)
              : ApiError.of(500, "internal", "the server failed on this request");
    };
  }

  private static String malformed(String reason) {
    if (reason == null || reason.equals("Bad Request")) {
      return "the HTTP request is malformed";
    }
    String sentence = SENTENCES.get(reason);
    if (sentence != null) {
      return sentence;
    }
    if (reason.startsWith("!hex") || reason.equals("Bad URI % encoding")) {
      return "a % in the request's URI is not followed by two hex digits";
    }
    if (reason.startsWith("Illegal character in path")) {
      return "the request's path holds a character a path may not hold, such as %00";
    }
    if (reason.startsWith("Illegal character")) {
      return "the request line or a header holds a character HTTP does not allow ("
          + reason.substring("Illegal character".length()).strip()
          + ")";
    }
    return "the HTTP request is malformed: " + reason;
  }
}
