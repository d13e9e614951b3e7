package io.github.gridgames.dotsboxes.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;

/**
 * The Dots and Boxes move order of the generic searches ({@code alphabeta} and the generic
 * solver): lines that complete a box first, then lines that give no box its third side, then the
 * lines that do; the order within each kind is kept. Immutable and thread-safe.
 */
public final class DotsBoxesOrdering implements MoveOrdering<DotsBoxesState, Edge> {

  private static final int CAPTURE = 0;
  private static final int SAFE = 1;
  private static final int GIVING = 2;

  private final DotsBoxes game;

  private DotsBoxesOrdering(DotsBoxes game) {
    this.game = game;
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
   * @param position the position the codes are legal in; left unchanged
   * @param codes the legal move codes; reordered in place
   * @param count how many codes to order
   */
  @Override
  public void order(Position<DotsBoxesState, Edge> position, int[] codes, int count) {
    DotsBoxesState state = position.state();
    int[] kinds = new int[count];
    for (int i = 0; i < count; i++) {
      kinds[i] = kind(state, position.move(codes[i]));
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

  private int kind(DotsBoxesState state, Edge edge) {
    if (state.effectOf(edge).captured()) {
      return CAPTURE;
    }
    for (Box box : game.boxesOf(edge)) {
      if (state.sidesDrawn(box) == 2) {
        return GIVING;
      }
    }
    return SAFE;
  }
}
