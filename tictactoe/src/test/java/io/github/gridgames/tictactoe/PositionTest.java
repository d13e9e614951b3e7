package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.StandardReason;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fast position matches the immutable states exactly, on small and large boards. */
class PositionTest {

  @Test
  void playAndUndoFollowTheImmutableStates() {
    Random random = new Random(42);
    for (MnkGame game : List.of(MnkGame.ticTacToe(), MnkGame.of(8, 8, 4), MnkGame.of(9, 8, 4), MnkGame.of(15, 15, 5), MnkGame.of(4, 4, 3, OverlineRule.NO_WIN))) {
      for (int g = 0; g < 20; g++) {
        List<MnkState> states = new ArrayList<>();
        MnkState state = game.initialState();
        states.add(state);
        Position<MnkState, Cell> position = state.toPosition();
        while (!state.isTerminal()) {
          List<Cell> moves = state.legalMoves();
          assertEquals(moves, position.legalMoves());
          Cell move = moves.get(random.nextInt(moves.size()));
          state = state.play(move);
          position.play(move);
          states.add(state);
          MnkState fast = position.state();
          assertEquals(state, fast);
          assertEquals(state.outcome(), fast.outcome());
          assertEquals(state.positionHash(), fast.positionHash());
          assertEquals(states.size() - 1, position.depth());
        }
        assertEquals(List.of(), position.legalMoves());
        IllegalMoveException over = assertThrows(IllegalMoveException.class, () -> position.play(Cell.of(0, 0)));
        assertEquals(StandardReason.GAME_OVER, over.reason());
        while (position.depth() > 0) {
          position.undo();
          MnkState expected = states.get(position.depth());
          assertEquals(expected, position.state());
          assertEquals(expected.outcome(), position.state().outcome());
          assertEquals(expected.positionHash(), position.state().positionHash());
        }
        assertThrows(IllegalStateException.class, position::undo);
      }
    }
  }

  @Test
  void refusedMovesLeaveThePositionUnchanged() {
    MnkState start = Oracle.play(MnkGame.ticTacToe(), 1, 1);
    Position<MnkState, Cell> position = start.toPosition();
    assertEquals(StandardReason.OCCUPIED, assertThrows(IllegalMoveException.class, () -> position.play(Cell.of(1, 1))).reason());
    assertEquals(StandardReason.OUT_OF_BOUNDS, assertThrows(IllegalMoveException.class, () -> position.play(Cell.of(3, 1))).reason());
    assertEquals(start, position.state());
    assertEquals(0, position.depth());
    position.play(Cell.of(0, 0));
    position.undo();
    assertEquals(start, position.state());
  }
}
