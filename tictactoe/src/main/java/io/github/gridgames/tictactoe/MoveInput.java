package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.StandardReason;
import io.github.gridgames.core.Violation;
import java.util.Optional;

/**
 * Reads a move typed by a player against the current state, and tells the errors of the classic
 * console game apart: {@link InputError#WRONG_FORMAT} ("please answer as row column"),
 * {@link InputError#OUT_OF_RANGE} ("the rows and columns need to be 1, 2 or 3") and
 * {@link InputError#ALREADY_TAKEN} ("this position is already taken"), plus
 * {@link InputError#GAME_OVER}. A user interface loops:
 *
 * <pre>{@code
 * while (true) {
 *   try {
 *     state = state.play(MoveInput.read(state, prompt()));
 *     break;
 *   } catch (MoveInputException e) {
 *     show(e.getMessage());            // or switch on e.error()
 *   }
 * }
 * }</pre>
 *
 * <p>The checks run in this order: game over, then the notation's syntax (wrong format), then its
 * range (out of range), then whether the cell is taken.
 */
public final class MoveInput {

  private MoveInput() {}

  /**
   * Reads a move in the {@value MnkGame#ROW_COL} notation, such as {@code "2 3"}, with any
   * whitespace around and between the numbers.
   *
   * @param state the state the move is for
   * @param text what the player typed
   * @return the cell, a legal move in {@code state}
   * @throws MoveInputException if the game is over or the text is malformed, off the board or
   *     names a taken cell; {@link MoveInputException#error()} says which
   * @throws NullPointerException if an argument is null
   */
  public static Cell read(MnkState state, String text) {
    requireNonNull(state, "state");
    return read(state, text, state.game().notation(MnkGame.ROW_COL));
  }

  /**
   * Reads a move in a notation of the state's game.
   *
   * @param state the state the move is for
   * @param text what the player typed
   * @param notation the notation, such as {@code state.game().notation("algebraic")}
   * @return the cell, a legal move in {@code state}
   * @throws MoveInputException if the game is over or the text is malformed, off the board or
   *     names a taken cell; {@link MoveInputException#error()} says which
   * @throws NullPointerException if an argument is null
   */
  public static Cell read(MnkState state, String text, Notation<Cell> notation) {
    requireNonNull(state, "state");
    requireNonNull(text, "text");
    requireNonNull(notation, "notation");
    if (state.isTerminal()) {
      Violation over = Refusals.gameOver(state.game(), state.outcome());
      throw new MoveInputException(InputError.GAME_OVER, over.message(), new IllegalMoveException(over));
    }
    Cell cell;
    try {
      cell = notation.parse(text);
    } catch (CoordinateOutOfRangeException e) {
      throw new MoveInputException(
          InputError.OUT_OF_RANGE,
          "The " + e.coordinate() + " needs to be " + e.range() + ", not '" + e.found() + "'.",
          e);
    } catch (NotationException e) {
      throw new MoveInputException(
          InputError.WRONG_FORMAT, "Please answer in the format: " + notation.syntax() + ".", e);
    }
    Optional<Violation> violation = state.check(cell);
    if (violation.isPresent()) {
      Violation v = violation.get();
      InputError error =
          v.reason() == StandardReason.OCCUPIED ? InputError.ALREADY_TAKEN : InputError.OUT_OF_RANGE;
      throw new MoveInputException(error, v.message(), new IllegalMoveException(v));
    }
    return cell;
  }
}
