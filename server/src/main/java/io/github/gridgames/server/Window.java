package io.github.gridgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.nrow.Point;
import java.util.Optional;

/**
 * The part of an unbounded board that the JSON API describes: the points with {@code minX <= x
 * <= maxX} and {@code minY <= y <= maxY}, at most {@link Limits#MAX_WINDOW} wide and high.
 *
 * @param minX the least x
 * @param minY the least y
 * @param maxX the greatest x
 * @param maxY the greatest y
 */
record Window(int minX, int minY, int maxX, int maxY) {

  private static final String[] FIELDS = {"minX", "minY", "maxX", "maxY"};

  /**
   * Reads the optional {@code window} field of a request.
   *
   * @param body the request
   * @return the window, or empty if the field is absent or null
   * @throws ApiError if the field is not an object of four integers, or the window is empty or
   *     larger than {@link Limits#MAX_WINDOW} on a side
   */
  static Optional<Window> read(JsonRequest body) {
    Optional<JsonNode> field = body.optional("window");
    if (field.isEmpty()) {
      return Optional.empty();
    }
    JsonNode node = field.get();
    if (!node.isObject()) {
      throw ApiError.badRequest(
          "bad-window",
          "the field 'window' must be an object {minX, minY, maxX, maxY}, got "
              + JsonRequest.describe(node));
    }
    int[] values = new int[4];
    for (int i = 0; i < 4; i++) {
      JsonNode value = node.get(FIELDS[i]);
      if (value == null) {
        throw ApiError.badRequest(
            "bad-window", "the field 'window' must have " + FIELDS[i] + " (an integer)");
      }
      values[i] =
          JsonRequest.toInt(value, "window." + FIELDS[i], Integer.MIN_VALUE, Integer.MAX_VALUE);
    }
    long width = (long) values[2] - values[0] + 1;
    long height = (long) values[3] - values[1] + 1;
    if (width < 1 || height < 1 || width > Limits.MAX_WINDOW || height > Limits.MAX_WINDOW) {
      throw ApiError.badRequest(
          "bad-window",
          "the window must be from 1 to "
              + Limits.MAX_WINDOW
              + " points wide and high, got "
              + width
              + " x "
              + height);
    }
    return Optional.of(new Window(values[0], values[1], values[2], values[3]));
  }

  /**
   * Returns the square window of a side centred on a point, moved inward where it would pass the
   * {@code int} limits.
   *
   * @param centre the centre
   * @param side the side, odd, at most {@link Limits#MAX_WINDOW}
   * @return the window
   */
  static Window around(Point centre, int side) {
    int half = side / 2;
    long minX = clamp((long) centre.x() - half, side);
    long minY = clamp((long) centre.y() - half, side);
    return new Window((int) minX, (int) minY, (int) (minX + side - 1), (int) (minY + side - 1));
  }

  private static long clamp(long min, int side) {
    return Math.max(Integer.MIN_VALUE, Math.min(min, (long) Integer.MAX_VALUE - side + 1));
  }

  /**
   * Returns whether a point is inside.
   *
   * @param point the point
   * @return whether it is
   */
  boolean contains(Point point) {
    return point.x() >= minX && point.x() <= maxX && point.y() >= minY && point.y() <= maxY;
  }

  /**
   * Writes the window as {@code {"minX", "minY", "maxX", "maxY"}}.
   *
   * @return the object
   */
  ObjectNode toJson() {
    ObjectNode node = Json.object();
    node.put("minX", minX);
    node.put("minY", minY);
    node.put("maxX", maxX);
    node.put("maxY", maxY);
    return node;
  }
}
