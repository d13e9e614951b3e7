package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast position matches the immutable states exactly, on small and large boards, through
 * its move codes (row-major cell indexes); the rules contract checks the same on random games.
 */
class PositionTest {

  private static final List<MnkGame> GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(8, 8, 4),
          MnkGame.of(8, 9, 4),
          MnkGame.of(15, 15, 5),
          MnkGame.builder().rows(4).cols(4).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.of(2, 64, 3),
          MnkGame.builder().rows(6).cols(7).k(4).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.of(5, 5, 2),
          MnkGame.of(3, 3, 1));

  @Test
  void playAndUndoFollowTheImmutableStates() {
    Random random = new Random(42);
    for (MnkGame game : GAMES) {
      for (int g = 0; g < 10; g++) {
        List<MnkState> states = new ArrayList<>();
        MnkState state = game.initialState();
        states.add(state);
        MnkPosition position = state.toPosition();
        int[] codes = new int[game.cellCount()];
        while (!state.isTerminal()) {
          int count = position.legalMoves(codes);
          Set<Cell> listed = new HashSet<>();
          for (int i = 0; i < count; i++) {
            listed.add(position.move(codes[i]));
          }
          assertEquals(new HashSet<>(state.legalMoves()), listed);
          checkWinningCells(state, position);
          Cell move = state.legalMoves().get(random.nextInt(count));
          assertEquals(move.row() * game.cols() + move.col(), position.code(move));
          for (Player player : List.of(Player.FIRST, Player.SECOND)) {
            boolean wins = MnkSearch.wouldWin(position, position.code(move), player);
            if (player.equals(state.toMove())) {
              assertEquals(state.play(move).outcome().isWin(), wins);
            }
          }
          state = state.play(move);
          position.makeMove(position.code(move));
          states.add(state);
          MnkState fast = position.state();
          assertEquals(state, fast);
          assertEquals(state.outcome(), fast.outcome());
          assertEquals(state.outcome(), position.outcome());
          assertEquals(state.positionHash(), position.positionHash());
          assertEquals(state.toMove(), position.toMove());
          assertEquals(state.stoneCount(), position.stoneCount());
          assertEquals(states.size() - 1, position.depth());
        }
        assertEquals(0, position.legalMoveCount());
        IllegalMoveException over = assertThrows(IllegalMoveException.class, () -> position.makeMove(0));
        assertEquals(Reason.GAME_OVER, over.reason());
        while (position.depth() > 0) {
          position.unmakeMove();
          MnkState expected = states.get(position.depth());
          assertEquals(expected, position.state());
          assertEquals(expected.outcome(), position.outcome());
          assertEquals(expected.positionHash(), position.positionHash());
          assertEquals(expected.toMove(), position.toMove());
        }
        assertThrows(IllegalStateException.class, position::unmakeMove);
      }
    }
  }

  /**
   * The winning cells of each player, found word by word, are the empty cells where a brute-force
   * scan of the board with that player's stone added finds a winning run through it, and the cells
   * {@code wouldWin} accepts.
   */
  private static void checkWinningCells(MnkState state, MnkPosition position) {
    MnkGame game = state.game();
    int[] buffer = new int[game.cellCount()];
    for (Player player : List.of(Player.FIRST, Player.SECOND)) {
      Set<Integer> expected = new HashSet<>();
      for (Cell cell : state.legalMoves()) {
        boolean wins = oracleWins(state, cell, player);
        assertEquals(wins, MnkSearch.wouldWin(position, position.code(cell), player), () -> cell + " for " + player + " in " + state);
        if (wins) {
          expected.add(position.code(cell));
        }
      }
      int count = MnkSearch.winningCells(position, player, buffer);
      Set<Integer> found = new HashSet<>();
      for (int i = 0; i < count; i++) {
        assertTrue(i == 0 || buffer[i - 1] < buffer[i], "increasing codes");
        found.add(buffer[i]);
      }
      assertEquals(expected, found, () -> "winning cells of " + player + " in " + state);
    }
  }

  /** Whether a stone of {@code player} on the empty {@code cell} makes a winning run through it. */
  private static boolean oracleWins(MnkState state, Cell cell, Player player) {
    MnkGame game = state.game();
    int[][] grid = Oracle.grid(state);
    grid[cell.row()][cell.col()] = player.index();
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      int length = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int r = cell.row() + sign * d[0];
        int c = cell.col() + sign * d[1];
        while (r >= 0 && r < game.rows() && c >= 0 && c < game.cols() && grid[r][c] == player.index()) {
          length++;
          r += sign * d[0];
          c += sign * d[1];
        }
      }
      if (game.overlines().wins(length, game.k())) {
        return true;
      }
    }
    return false;
  }

  @Test
  void refusedMovesLeaveThePositionUnchanged() {
    MnkState start = Oracle.play(MnkGame.ticTacToe(), 1, 1);
    MnkPosition position = start.toPosition();
    IllegalMoveException taken = assertThrows(IllegalMoveException.class, () -> position.makeMove(4));
    assertEquals(Reason.OCCUPIED, taken.reason());
    assertEquals("Row 2, column 2 is already taken by X.", taken.violation().message());
    IllegalMoveException outside = assertThrows(IllegalMoveException.class, () -> position.makeMove(9));
    assertEquals(Reason.OUT_OF_BOUNDS, outside.reason());
    assertEquals(
        "Move code 9 is no cell of the 3 x 3 board: codes are row-major cell indexes from 0 to 8.",
        outside.violation().message());
    assertEquals(Reason.OUT_OF_BOUNDS, assertThrows(IllegalMoveException.class, () -> position.makeMove(-1)).reason());
    assertEquals(Reason.OUT_OF_BOUNDS, assertThrows(IllegalMoveException.class, () -> position.makeMove(Cell.of(3, 1))).reason());
    assertEquals(Reason.OCCUPIED, assertThrows(IllegalMoveException.class, () -> position.makeMove(Cell.of(1, 1))).reason());
    assertFalse(position.isLegal(4));
    assertFalse(position.isLegal(9));
    assertFalse(position.isLegal(-1));
    assertTrue(position.isLegal(0));
    assertEquals(start, position.state());
    assertEquals(0, position.depth());
    position.makeMove(0);
    position.unmakeMove();
    assertEquals(start, position.state());
    assertEquals(start.positionHash(), position.positionHash());
  }

  @Test
  void readsCellsAndRefusesBadCodes() {
    MnkPosition position = Oracle.play(MnkGame.ticTacToe(), 1, 1, 0, 0).toPosition();
    assertEquals(Optional.of(Player.FIRST), position.owner(4));
    assertEquals(Optional.of(Player.SECOND), position.owner(0));
    assertEquals(Optional.empty(), position.owner(8));
    assertFalse(position.isEmpty(4));
    assertTrue(position.isEmpty(8));
    assertEquals(Cell.of(2, 1), position.move(7));
    IllegalMoveException corner = assertThrows(IllegalMoveException.class, () -> position.makeMove(0));
    assertEquals(Reason.OCCUPIED, corner.reason());
    assertEquals("Row 1, column 1 is already taken by O.", corner.violation().message());
    assertEquals(0, position.score(Player.SECOND));
    assertEquals(Optional.empty(), position.scores());
    IllegalArgumentException code = assertThrows(IllegalArgumentException.class, () -> position.move(9));
    assertEquals(
        "move code 9 stands for no move of this game: the codes go from 0 to 8", code.getMessage());
    assertEquals(
        "cell index (-1) must not be negative",
        assertThrows(IndexOutOfBoundsException.class, () -> position.owner(-1)).getMessage());
    assertEquals(
        "cell index (9) must be less than size (9)",
        assertThrows(IndexOutOfBoundsException.class, () -> position.isEmpty(9)).getMessage());
    assertThrows(IndexOutOfBoundsException.class, () -> MnkSearch.wouldWin(position, 9, Player.FIRST));
    assertThrows(IllegalArgumentException.class, () -> position.code(Cell.of(0, 3)));
    assertThrows(IllegalArgumentException.class, () -> MnkSearch.wouldWin(position, 4, Player.FIRST));
    assertThrows(IllegalArgumentException.class, () -> MnkSearch.wouldWin(position, 8, Player.of(2)));
    assertThrows(IllegalArgumentException.class, () -> position.score(Player.of(2)));
    // X on the centre and O on a corner: X wins nowhere yet, whoever is to move.
    for (int cell = 0; cell < 9; cell++) {
      if (position.isEmpty(cell)) {
        assertFalse(MnkSearch.wouldWin(position, cell, Player.FIRST));
      }
    }
    position.makeMove(1);
    position.makeMove(2);
    assertTrue(MnkSearch.wouldWin(position, 7, Player.FIRST), "X's column through the centre");
    assertFalse(MnkSearch.wouldWin(position, 7, Player.SECOND));
  }

  @Test
  void playoutsAreReproducibleAndUndoneMoveByMove() {
    for (MnkGame game : GAMES) {
      MnkPosition position = game.initialState().toPosition();
      MnkPosition twin = position.copy();
      int played = position.playout(new SplittableRandom(7), Integer.MAX_VALUE);
      assertEquals(played, twin.playout(new SplittableRandom(7), Integer.MAX_VALUE));
      assertEquals(position.state(), twin.state());
      assertTrue(position.isTerminal());
      assertEquals(played, position.depth());
      // the same moves through the states reach the same state
      MnkState replay = game.initialState();
      MnkPosition walker = game.initialState().toPosition();
      SplittableRandom random = new SplittableRandom(7);
      int[] codes = new int[game.cellCount()];
      while (!walker.isTerminal()) {
        int count = walker.legalMoves(codes);
        int code = codes[random.nextInt(count)];
        replay = replay.play(walker.move(code));
        walker.makeMove(code);
      }
      assertEquals(replay, position.state());
      assertEquals(replay.outcome(), position.outcome());
      for (int i = 0; i < played; i++) {
        position.unmakeMove();
      }
      assertEquals(game.initialState(), position.state());
      assertEquals(game.initialState().positionHash(), position.positionHash());
      assertEquals(0, position.playout(new SplittableRandom(1), 0));
      int three = position.playout(new SplittableRandom(1), 3);
      assertTrue(three == 3 || three < 3 && position.isTerminal(), game::toString);
      assertThrows(IllegalArgumentException.class, () -> position.playout(new SplittableRandom(1), -1));
    }
  }

  @Test
  void resetTakesBackEveryMoveInOneStep() {
    for (MnkGame game : GAMES) {
      MnkState start = Oracle.play(game, 0, 0);
      MnkPosition position = start.toPosition();
      position.reset();
      assertEquals(start, position.state());
      for (int round = 0; round < 3; round++) {
        position.playout(new SplittableRandom(round), Integer.MAX_VALUE);
        MnkState end = position.state();
        position.reset();
        assertEquals(start, position.state());
        assertEquals(start.positionHash(), position.positionHash());
        assertEquals(start.toMove(), position.toMove());
        assertEquals(start.outcome(), position.outcome());
        assertEquals(0, position.depth());
        assertEquals(start.legalMoves().size(), position.legalMoveCount());
        for (int cell = 0; cell < game.cellCount(); cell++) {
          assertEquals(start.at(game.cellAt(cell)), position.owner(cell), "the stones are the start's");
        }
        assertThrows(IllegalStateException.class, position::unmakeMove);
        assertTrue(end.stoneCount() > start.stoneCount() || start.isTerminal());
        int[] codes = new int[game.cellCount()];
        Set<Cell> listed = new HashSet<>();
        for (int i = 0, n = position.legalMoves(codes); i < n; i++) {
          listed.add(position.move(codes[i]));
        }
        assertEquals(new HashSet<>(start.legalMoves()), listed);
      }
    }
  }

  @Test
  void aCopyIsIndependentAndStartsWithNothingToUndo() {
    MnkPosition position = MnkGame.of(5, 5, 4).initialState().toPosition();
    position.makeMove(12);
    MnkPosition copy = position.copy();
    assertEquals(position.state(), copy.state());
    assertEquals(0, copy.depth());
    copy.makeMove(0);
    assertTrue(position.isEmpty(0));
    assertFalse(copy.isEmpty(0));
    assertThrows(IllegalStateException.class, () -> copy.copy().unmakeMove());
  }

  @Test
  void aFinishedStartingStateHasNoLegalMoves() {
    MnkState won = Oracle.play(MnkGame.ticTacToe(), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    MnkPosition position = won.toPosition();
    assertTrue(position.isTerminal());
    assertEquals(0, position.legalMoveCount());
    assertEquals(won.outcome(), position.outcome());
    assertFalse(position.isLegal(8));
    assertThrows(IllegalStateException.class, () -> position.randomMove(new SplittableRandom(1)));
    assertEquals(Reason.GAME_OVER, assertThrows(IllegalMoveException.class, () -> position.makeMove(8)).reason());
  }

  @Test
  void afterResetTheOutcomeIsTheStartsEvenIfAWinWasAskedForBeforeAnUndo() {
    MnkPosition position = MnkGame.ticTacToe().initialState().toPosition();
    for (int code : new int[] {0, 3, 1, 4, 2}) {
      position.makeMove(code);
    }
    assertTrue(position.outcome().isWin());
    position.unmakeMove();
    position.reset();
    assertEquals(Outcome.ongoing(), position.outcome());
  }
}
