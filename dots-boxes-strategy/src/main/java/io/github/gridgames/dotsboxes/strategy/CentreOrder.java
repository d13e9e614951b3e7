package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;
import java.util.Comparator;
import java.util.stream.IntStream;

/** The move ordering of the searches: the edge indexes of a board from its centre outwards. */
final class CentreOrder {

  private CentreOrder() {}

  /**
   * Returns every edge index of the game's board, ordered by the Manhattan distance of the line's
   * midpoint from the centre of the board, then by index.
   */
  static int[] of(DotsBoxes game) {
    int edges = game.edgeCount();
    double[] distance = new double[edges];
    for (int e = 0; e < edges; e++) {
      Edge edge = game.edge(e);
      double row = (edge.from().row() + edge.to().row()) / 2.0;
      double col = (edge.from().col() + edge.to().col()) / 2.0;
      distance[e] = Math.abs(row - game.rows() / 2.0) + Math.abs(col - game.cols() / 2.0);
    }
    return IntStream.range(0, edges)
        .boxed()
        .sorted(Comparator.<Integer>comparingDouble(e -> distance[e]).thenComparing(e -> e))
        .mapToInt(Integer::intValue)
        .toArray();
  }
}
