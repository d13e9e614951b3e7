package io.github.gridgames.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code board} of an N-row state in the JSON API, seen through a {@link Window}: {@code
 * {"kind": "nrow", "n": N, "distance": D, "window": {...}, "stones": [{"x", "y", "player"}] inside
 * the window, "candidates": [{"x", "y"}] the legal points inside the window, "stoneCount": all
 * stones, "bounds": {"minX", "minY", "maxX", "maxY"} of all stones or null}}.
 *
 * @param board the board object
 * @param candidates the legal points inside the window, by y then x
 */
record NRowView(ObjectNode board, List<Point> candidates) {

  /**
   * Describes a state's board inside a window.
   *
   * @param state the state
   * @param window the window
   * @return the view
   */
  static NRowView of(NRowState state, Window window) {
    NRow game = state.game();
    ObjectNode board = Json.object();
    board.put("kind", "nrow");
    board.put("n", game.n());
    board.put("distance", game.distance());
    board.set("window", window.toJson());
    Map<Point, Player> stones = state.stones();
    ArrayNode inside = board.putArray("stones");
    long minX = Long.MAX_VALUE;
    long minY = Long.MAX_VALUE;
    long maxX = Long.MIN_VALUE;
    long maxY = Long.MIN_VALUE;
    for (Map.Entry<Point, Player> stone : stones.entrySet()) {
      Point p = stone.getKey();
      minX = Math.min(minX, p.x());
      minY = Math.min(minY, p.y());
      maxX = Math.max(maxX, p.x());
      maxY = Math.max(maxY, p.y());
      if (window.contains(p)) {
        inside.addObject().put("x", p.x()).put("y", p.y()).put("player", stone.getValue().index());
      }
    }
    List<Point> candidates = new ArrayList<>();
    ArrayNode legal = board.putArray("candidates");
    if (!state.isTerminal()) {
      for (long y = window.minY(); y <= window.maxY(); y++) {
        for (long x = window.minX(); x <= window.maxX(); x++) {
          Point p = Point.of((int) x, (int) y);
          if (state.check(p).isEmpty()) {
            candidates.add(p);
            legal.addObject().put("x", p.x()).put("y", p.y());
          }
        }
      }
    }
    board.put("stoneCount", stones.size());
    if (stones.isEmpty()) {
      board.putNull("bounds");
    } else {
      board.set("bounds", new Window((int) minX, (int) minY, (int) maxX, (int) maxY).toJson());
    }
    return new NRowView(board, List.copyOf(candidates));
  }
}
