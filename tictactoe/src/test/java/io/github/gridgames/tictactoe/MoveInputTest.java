package io.github.gridgames.tictactoe;

import static io.github.gridgames.tictactoe.Oracle.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.StandardReason;
import org.junit.jupiter.api.Test;

/** The three error cases of the reference console game, plus game over. */
class MoveInputTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();

  private static MoveInputException refused(MnkState state, String text) {
    return assertThrows(MoveInputException.class, () -> MoveInput.read(state, text));
  }

  @Test
  void acceptsAnEmptyCellWithExcessWhitespace() {
    MnkState state = play(TTT, 1, 1);
    assertEquals(Cell.of(0, 2), MoveInput.read(state, "  1    3 "));
    assertEquals(Cell.of(0, 2), MoveInput.read(state, "c3", TTT.notation("algebraic")));
  }

  @Test
  void wrongFormat() {
    MoveInputException e = refused(TTT.initialState(), "2");
    assertEquals(InputError.WRONG_FORMAT, e.error());
    assertEquals(
        "Please answer in the format: row column, counted from 1 at the top-left (rows 1-3, columns 1-3), such as '2 3'.",
        e.getMessage());
    assertEquals(NotationException.class, e.getCause().getClass());
    assertEquals(InputError.WRONG_FORMAT, refused(TTT.initialState(), "1 2 3").error());
    assertEquals(InputError.WRONG_FORMAT, refused(TTT.initialState(), "one two").error());
  }

  @Test
  void outOfRange() {
    MoveInputException e = refused(TTT.initialState(), "4 1");
    assertEquals(InputError.OUT_OF_RANGE, e.error());
    assertEquals("The row needs to be from 1 to 3, not '4'.", e.getMessage());
    assertInstanceOf(CoordinateOutOfRangeException.class, e.getCause());
    assertEquals("The column needs to be from 1 to 3, not '0'.", refused(TTT.initialState(), "1 0").getMessage());
    assertEquals(
        "The column needs to be from a to c, not 'd'.",
        assertThrows(MoveInputException.class, () -> MoveInput.read(TTT.initialState(), "d1", TTT.notation("algebraic")))
            .getMessage());
  }

  @Test
  void alreadyTaken() {
    MnkState state = play(TTT, 1, 1, 0, 0);
    MoveInputException e = refused(state, "2 2");
    assertEquals(InputError.ALREADY_TAKEN, e.error());
    assertEquals("Row 2, column 2 is already taken by X.", e.getMessage());
    assertEquals(StandardReason.OCCUPIED, ((IllegalMoveException) e.getCause()).reason());
    assertEquals("Row 1, column 1 is already taken by O.", refused(state, "1 1").getMessage());
  }

  @Test
  void gameOverComesFirst() {
    MnkState won = play(TTT, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    for (String text : new String[] {"3 3", "1 1", "9 9", "nonsense"}) {
      MoveInputException e = refused(won, text);
      assertEquals(InputError.GAME_OVER, e.error());
      assertEquals("The game is over (X has won); no more moves can be played.", e.getMessage());
    }
  }
}
