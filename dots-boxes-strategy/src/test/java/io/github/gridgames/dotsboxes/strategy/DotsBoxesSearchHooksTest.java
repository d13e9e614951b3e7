package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The evaluation and the move ordering of the generic searches. */
class DotsBoxesSearchHooksTest {

  private final DotsBoxes game = DotsBoxes.of(1, 2);

  /** The left box has its top, left and bottom drawn; the right box nothing. */
  private DotsBoxesState leftBoxOpen() {
    return game.initialState()
        .play(Edge.of(0, 0, 0, 1))
        .play(Edge.of(0, 0, 1, 0))
        .play(Edge.of(1, 0, 1, 1));
  }

  @Test
  void theEvaluationIsTheMarginPlusHalfABoxPerBoxToTake() {
    DotsBoxesState state = leftBoxOpen();
    Player mover = state.toMove();
    Position<DotsBoxesState, Edge> position = state.toPosition();
    assertEquals(0.5, DotsBoxesEvaluation.INSTANCE.evaluate(position, mover));
    assertEquals(-0.5, DotsBoxesEvaluation.INSTANCE.evaluate(position, mover.next(2)));
    position.makeMove(Edge.of(0, 1, 1, 1));
    assertEquals(1.0, DotsBoxesEvaluation.INSTANCE.evaluate(position, mover));
    assertEquals(1, position.depth(), "the evaluation left the position as it was");
  }

  @Test
  void capturesComeFirstThenSafeLinesThenLinesThatGiveABox() {
    DotsBoxesState state = leftBoxOpen();
    Position<DotsBoxesState, Edge> position = state.toPosition();
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    DotsBoxesOrdering.of(game).order(position, codes, count);
    List<Edge> ordered = new ArrayList<>();
    for (int code : Arrays.copyOf(codes, count)) {
      ordered.add(position.move(code));
    }
    // The shared middle line captures; the right box's top, right and bottom are safe (none of
    // them gives a third side: the right box has no side drawn).
    assertEquals(Edge.of(0, 1, 1, 1), ordered.get(0));
    assertEquals(4, ordered.size());
    assertEquals(0, position.depth());
  }
}
