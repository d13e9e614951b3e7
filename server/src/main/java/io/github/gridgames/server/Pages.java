package io.github.gridgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.WebGameNumbering;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The browser pages' routes, as the original web game has them: {@code GET /} (the start page,
 * which resumes a saved game or starts a new one; also any other {@code GET} path outside the
 * API), {@code POST /new/} (form field {@code glevel}, the size), {@code POST /resume/} (form
 * fields {@code size}, {@code lines}, {@code claims}, each array as JSON text) and {@code GET
 * /reset/} (a page that clears the browser's saved game). The pages themselves are the files
 * under {@code web/} in the jar, also served as {@code /static/...}.
 *
 * <p>{@code /new/} and {@code /resume/} check their fields as the original does (HTTP 400 for a
 * bad size, lines or claims) and answer {@code 303 See Other} to the Dots and Boxes page, {@code
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
  void register(RoutesConfig routes) {
    routes.get("/", ctx -> page(ctx, START, 200));
    routes.get("/reset", ctx -> page(ctx, RESET, 200));
    routes.post("/new", this::newGame);
    routes.post("/resume", this::resume);
  }

  /**
   * Answers a {@code GET} of an unknown path outside the API with the start page, as the
   * original does.
   *
   * @param ctx the request
   * @return whether it answered
   */
  static boolean startPageFor(Context ctx) {
    if (!ctx.method().name().equals("GET")
        || ctx.path().startsWith("/api/")
        || ctx.path().startsWith("/static/")) {
      return false;
    }
    return page(ctx, START, 200);
  }

  private void newGame(Context ctx) {
    int size = size(ctx, "glevel");
    ctx.redirect(DOTS + "?size=" + size, HttpStatus.SEE_OTHER);
  }

  private void resume(Context ctx) {
    int size = size(ctx, "size");
    WebGameNumbering web = DotsBoxes.of(size, size).webNumbering();
    array(ctx, "lines", web.lineCount(), 1);
    array(ctx, "claims", web.boxCount(), 4);
    ctx.redirect(DOTS + "?size=" + size + "&resume=1", HttpStatus.SEE_OTHER);
  }

  private static int size(Context ctx, String field) {
    String text = formField(ctx, field).strip();
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

  private static int[] array(Context ctx, String field, int length, int max) {
    String text = formField(ctx, field);
    JsonNode node =
        JsonRequest.parseValue(
            text.getBytes(StandardCharsets.UTF_8), "the form field '" + field + "'");
    return JsonRequest.toIntArray(node, field, length, 0, max);
  }

  private static String formField(Context ctx, String field) {
    return Optional.ofNullable(ctx.formParam(field))
        .orElseThrow(
            () -> ApiError.badRequest("missing-field", "the form field '" + field + "' is missing"));
  }

  private static boolean page(Context ctx, String resource, int status) {
    try (InputStream in = Pages.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw ApiError.of(404, "not-found", "this build has no page " + resource);
      }
      ctx.status(status).html(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
