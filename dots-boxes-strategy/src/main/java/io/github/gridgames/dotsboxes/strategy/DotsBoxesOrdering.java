package io.github.gridgames.dotsboxes.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.List;

/**
 * The Dots and Boxes move order of the generic searches ({@code alphabeta} and the generic
 * solver): lines that complete a box first, then lines that give no box its third side, then the
 * lines that do; the order within each kind is kept. It reads a {@link DotsBoxesPosition} (any
 * other position is copied into one first), whose move codes are edge indices. Immutable and
 * thread-safe.
 */
final class DotsBoxesOrdering implements MoveOrdering<DotsBoxesState, Edge> {

  private static final int CAPTURE = 0;
  private static final int SAFE = 1;
  private static final int GIVING = 2;

  /** For each edge index, the indices of the one or two boxes it borders. */
  private final int[][] boxesOfEdge;

  private DotsBoxesOrdering(DotsBoxes game) {
    boxesOfEdge = new int[game.edgeCount()][];
    for (int e = 0; e < game.edgeCount(); e++) {
      List<Box> boxes = game.boxesOf(game.edge(e));
      boxesOfEdge[e] = boxes.stream().mapToInt(game::indexOf).toArray();
    }
  }

  /**
   * Returns the ordering for a board.
   *
   * @param game the game
   * @return the ordering
   * @throws NullPointerException if {@code game} is null
   */
  public static DotsBoxesOrdering of(DotsBoxes game) {
    return new DotsBoxesOrdering(requireNonNull(game, "game"));
  }

  /**
   * Puts captures first, then safe lines, then lines that give a box away.
   *
   * @param position a position of the ordering's board; left unchanged
   * @param codes the legal move codes; reordered in place
   * @param count how many codes to order
   */
  @Override
  public void order(Position<DotsBoxesState, Edge> position, int[] codes, int count) {
    DotsBoxesPosition dots = dots(position);
    int[] kinds = new int[count];
    for (int i = 0; i < count; i++) {
      kinds[i] = kind(dots, codes[i]);
    }
    int[] sorted = new int[count];
    int next = 0;
    for (int kind = CAPTURE; kind <= GIVING; kind++) {
      for (int i = 0; i < count; i++) {
        if (kinds[i] == kind) {
          sorted[next++] = codes[i];
        }
      }
    }
    System.arraycopy(sorted, 0, codes, 0, count);
  }

  private int kind(DotsBoxesPosition dots, int edge) {
    if (PositionSearch.capturesOf(dots, edge) > 0) {
      return CAPTURE;
    }
    for (int box : boxesOfEdge[edge]) {
      if (PositionSearch.sidesDrawn(dots, box) == 2) {
        return GIVING;
      }
    }
    return SAFE;
  }

  /** The position itself when it is a Dots and Boxes position, else a copy as one. */
  static DotsBoxesPosition dots(Position<DotsBoxesState, Edge> position) {
    return position instanceof DotsBoxesPosition dots ? dots : DotsBoxesPosition.of(position.state());
  }
}
