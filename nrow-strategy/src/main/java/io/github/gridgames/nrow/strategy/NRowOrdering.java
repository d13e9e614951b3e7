package io.github.gridgames.nrow.strategy;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.core.Position;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Set;

/**
 * The N-in-a-row move order of the generic searches ({@code alphabeta} and the generic solver):
 * points next to more stones first; the order is otherwise kept. Stateless and thread-safe.
 */
final class NRowOrdering implements MoveOrdering<NRowState, Point> {

  /** Creates the ordering. */
  public NRowOrdering() {}

  /**
   * Puts points with more neighbouring stones first.
   *
   * @param position the position the codes are legal in; left unchanged
   * @param codes the legal move codes; reordered in place
   * @param count how many codes to order
   */
  @Override
  public void order(Position<NRowState, Point> position, int[] codes, int count) {
    Set<Long> taken = new HashSet<>();
    for (Point p : position.state().stones().keySet()) {
      taken.add(NRowEvaluation.key(p.x(), p.y()));
    }
    int[] neighbours = new int[count];
    Integer[] order = new Integer[count];
    for (int i = 0; i < count; i++) {
      Point p = position.move(codes[i]);
      order[i] = i;
      for (long dx = -1; dx <= 1; dx++) {
        for (long dy = -1; dy <= 1; dy++) {
          if ((dx != 0 || dy != 0) && taken.contains(NRowEvaluation.key(p.x() + dx, p.y() + dy))) {
            neighbours[i]++;
          }
        }
      }
    }
    Arrays.sort(order, Comparator.comparingInt(i -> -neighbours[i]));
    int[] sorted = new int[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = codes[order[i]];
    }
    System.arraycopy(sorted, 0, codes, 0, count);
  }
}
