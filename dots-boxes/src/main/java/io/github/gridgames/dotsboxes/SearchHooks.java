package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkState;

import io.github.gridgames.dotsboxes.internal.PositionSearch;

/**
 * The rules package's implementation of {@link PositionSearch}'s queries, which read a position's
 * words; {@link DotsBoxesPosition} installs it when it is initialised.
 */
final class SearchHooks implements PositionSearch.Hooks {

  @Override
  public int capturesOf(DotsBoxesPosition position, int edge) {
    Board board = position.boxWords();
    checkElementIndex(edge, board.geometry.edgeCount, "edge index");
    checkArgument(position.isLegal(edge), "the line %s is drawn already", edge);
    return board.captures(edge);
  }

  @Override
  public int sidesDrawn(DotsBoxesPosition position, int box) {
    Board board = position.boxWords();
    checkElementIndex(box, board.geometry.boxCount, "box index");
    return board.sidesDrawn(box);
  }

  @Override
  public long drawnMask(DotsBoxesPosition position) {
    Board board = position.board();
    checkState(
        board.drawn.length == 1,
        "the board has %s lines, more than the 64 of a drawn-line mask",
        board.geometry.edgeCount);
    return board.drawn[0];
  }
}
