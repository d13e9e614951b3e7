package io.github.gridgames.dotsboxes;

import io.github.gridgames.testkit.GameProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Candidate lines for the rules contract and the refusal properties, legal or not: listed moves,
 * drawn lines, lines just off the board, lines at the {@code int} limits, diagonals, long lines
 * and a dot joined to itself.
 */
final class ArbitraryEdges {

  private ArbitraryEdges() {}

  static GameProperty.MoveSource<DotsBoxesState, Edge> source() {
    return ArbitraryEdges::candidates;
  }

  static List<Edge> candidates(DotsBoxesState state, Random random) {
    DotsBoxes game = state.game();
    int rows = game.rows();
    int cols = game.cols();
    List<Edge> out = new ArrayList<>();
    List<Edge> legal = state.legalMoves();
    if (!legal.isEmpty()) {
      out.add(legal.get(random.nextInt(legal.size())));
    }
    List<Edge> drawn = state.drawnEdges();
    if (!drawn.isEmpty()) {
      out.add(drawn.get(random.nextInt(drawn.size())));
      Edge d = drawn.get(random.nextInt(drawn.size()));
      out.add(Edge.of(d.to(), d.from()));
    }
    int r = random.nextInt(rows + 1);
    int c = random.nextInt(cols + 1);
    out.add(Edge.of(r, cols, r, cols + 1));
    out.add(Edge.of(rows, c, rows + 1, c));
    out.add(Edge.of(-1, 0, 0, 0));
    out.add(Edge.of(0, -1, 0, 0));
    out.add(Edge.of(r, c, r, c));
    out.add(Edge.of(r, c, r + 1, c + 1));
    out.add(Edge.of(0, 0, 0, Math.min(2, cols)));
    out.add(Edge.of(0, 0, Math.min(2, rows), 0));
    out.add(Edge.of(Integer.MAX_VALUE, 0, Integer.MIN_VALUE, 0));
    out.add(Edge.of(Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1));
    out.add(Edge.of(Integer.MAX_VALUE - 1, 0, Integer.MAX_VALUE, 0));
    out.add(
        Edge.of(
            random.nextInt() % (rows + 3),
            random.nextInt() % (cols + 3),
            random.nextInt() % (rows + 3),
            random.nextInt() % (cols + 3)));
    return out;
  }
}
