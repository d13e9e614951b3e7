package io.github.gridgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import jakarta.servlet.ServletException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The browser pages' routes, as the original web game has them: {@code GET /} (the start page,
 * which resumes a saved game or starts a new one; also any other {@code GET} path outside the
 * API), {@code POST /new/} (form field {@code glevel}, the size), {@code POST /resume/} (form
 * fields {@code size}, {@code lines}, {@code claims}, each array as JSON text) and {@code GET
 * /reset/} (a page that clears the browser's saved game). The pages themselves are the files
 * under {@code web/} in the jar, also served as {@code /static/...}.
 *
 * <p>{@code /new/} and {@code /resume/} check their fields as the original does (HTTP 400 for a
 * bad size, lines or claims; {@code bad-form} for a form that cannot be read, such as one in a
 * charset Java does not know) and answer {@code 303 See Other} to the Dots and Boxes page, {@code
 * /static/dots.html?size=N} (with {@code &resume=1} for {@code /resume/}), which plays from the
 * browser's saved game.
 */
final class Pages {

  /** The start page. */
  static final String START = "web/index.html";

  /** The page that clears the browser's saved game. */
  static final String RESET = "web/reset.html";

  /** Where {@code /new/} and {@code /resume/} send the browser. */
  static final String DOTS = "/static/dots.html";

  /**
   * Adds the routes.
   *
   * @param routes the server's routes
   */
  void register(Routes routes) {
    routes.get("/", ctx -> page(ctx, START, 200));
    routes.get("/reset", ctx -> page(ctx, RESET, 200));
    routes.post("/new", this::newGame);
    routes.post("/resume", this::resume);
  }

  /**
   * Answers a {@code GET} (or {@code HEAD}) of an unknown path outside the API with the start
   * page, as the original does.
   *
   * @param ctx the request
   * @return whether it answered
   */
  static boolean startPageFor(Context ctx) {
    String method = ctx.method().name();
    if (!(method.equals("GET") || method.equals("HEAD"))
        || ctx.path().startsWith("/api/")
        || ctx.path().startsWith("/static/")) {
      return false;
    }
    page(ctx, START, 200);
    return true;
  }

  private void newGame(Context ctx) {
    int size = size(form(ctx), "glevel");
    ctx.redirect(DOTS + "?size=" + size, HttpStatus.SEE_OTHER);
  }

  private void resume(Context ctx) {
    Map<String, List<String>> form = form(ctx);
    int size = size(form, "size");
    WebGameNumbering web = WebGameNumbering.of(DotsBoxes.of(size, size));
    checkArray(form, "lines", web.lineCount(), 1);
    checkArray(form, "claims", web.boxCount(), 4);
    ctx.redirect(DOTS + "?size=" + size + "&resume=1", HttpStatus.SEE_OTHER);
  }

  private static int size(Map<String, List<String>> form, String field) {
    String text = formField(form, field).strip();
    if (!text.matches("[0-9]{1,3}")
        || Integer.parseInt(text) < 1
        || Integer.parseInt(text) > Limits.MAX_WEB_SIZE) {
      throw ApiError.badRequest(
          "bad-field",
          "the form field '" + field + "' must be a size from 1 to " + Limits.MAX_WEB_SIZE
              + ", got '" + text + "'");
    }
    return Integer.parseInt(text);
  }

  /** Checks that a form field is a JSON array of integers from 0 to max, of a length. */
  private static void checkArray(Map<String, List<String>> form, String field, int length, int max) {
    String text = formField(form, field);
    JsonNode node =
        JsonRequest.parseValue(
            text.getBytes(StandardCharsets.UTF_8), "the form field '" + field + "'");
    JsonRequest.toIntArray(node, field, length, 0, max);
  }

  private static String formField(Map<String, List<String>> form, String field) {
    return form.getOrDefault(field, List.of()).stream()
        .findFirst()
        .orElseThrow(
            () -> ApiError.badRequest("missing-field", "the form field '" + field + "' is missing"));
  }

  /**
   * Reads a page's form: a {@code multipart/form-data} body through Javalin, any other body as
   * {@code application/x-www-form-urlencoded} in the charset its {@code Content-Type} names
   * (UTF-8 when it names none).
   *
   * @param ctx the request
   * @return each field's values in the order sent
   * @throws ApiError 400 {@code bad-form} if the charset is unknown, a {@code %} escape is bad or
   *     the multipart body is malformed; 413 if the body is over {@link Limits#MAX_BODY_BYTES}
   */
  static Map<String, List<String>> form(Context ctx) {
    if (ctx.isMultipartFormData()) {
      return multipart(ctx);
    }
    Charset charset = formCharset(ctx.header("Content-Type"));
    String body = new String(JsonRequest.readBody(ctx), charset);
    Map<String, List<String>> fields = new LinkedHashMap<>();
    if (body.isEmpty()) {
      return fields;
    }
    for (String pair : body.split("&", -1)) {
      int equals = pair.indexOf('=');
      String name = decode(equals < 0 ? pair : pair.substring(0, equals), charset);
      String value = equals < 0 ? "" : decode(pair.substring(equals + 1), charset);
      fields.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
    }
    return fields;
  }

  /**
   * The charset a {@code Content-Type} names for a URL-encoded form.
   *
   * @param contentType the header, or null
   * @return the charset; UTF-8 when the header names none
   * @throws ApiError 400 {@code bad-form} if it names a charset Java does not know, or an empty one
   */
  static Charset formCharset(String contentType) {
    if (contentType == null) {
      return StandardCharsets.UTF_8;
    }
    String[] parts = contentType.split(";", -1);
    for (int i = 1; i < parts.length; i++) {
      String parameter = parts[i].strip();
      int equals = parameter.indexOf('=');
      String name = (equals < 0 ? parameter : parameter.substring(0, equals)).strip();
      if (!name.equalsIgnoreCase("charset")) {
        continue;
      }
      String value = equals < 0 ? "" : parameter.substring(equals + 1).strip();
      if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
        value = value.substring(1, value.length() - 1);
      }
      try {
        if (Charset.isSupported(value)) {
          return Charset.forName(value);
        }
      } catch (IllegalCharsetNameException e) {
        // Refused below, as an unknown charset is.
      }
      throw ApiError.badRequest(
          "bad-form",
          "the form's charset '" + shortened(value) + "' is not one the server knows; send UTF-8");
    }
    return StandardCharsets.UTF_8;
  }

  private static String decode(String text, Charset charset) {
    try {
      return URLDecoder.decode(text, charset);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest(
          "bad-form",
          "the form holds '" + shortened(text) + "', where a % is not followed by two hex digits");
    }
  }

  private static String shortened(String text) {
    return text.length() <= 40 ? text : text.substring(0, 40) + "...";
  }

  /**
   * Reads a multipart form through Javalin, whose reading passes on the servlet's undeclared
   * {@code ServletException} for a malformed body (Jetty's "max length exceeded" for one over
   * the limit, which is a 413 as any other body over it).
   */
  private static Map<String, List<String>> multipart(Context ctx) {
    try {
      return ctx.formParamMap();
    } catch (Exception e) {
      if (e instanceof ServletException || e instanceof IOException) {
        String reason = rootMessage(e);
        if (reason.startsWith("max length exceeded")) {
          throw JsonRequest.tooLarge();
        }
        throw ApiError.badRequest("bad-form", "the multipart form could not be read: " + reason);
      }
      throw e;
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
  }

  private static void page(Context ctx, String resource, int status) {
    try (InputStream in = Pages.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw ApiError.of(404, "not-found", "this build has no page " + resource);
      }
      ctx.status(status).html(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
