package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkGame.OverlineRule;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The VCF and VCT searches on positions with known forced wins and forced defences, on 15 x 15 and
 * 22 x 22, overlines winning or not; each proof is checked by the full-width {@link ThreatOracle}.
 */
class ThreatSearchTest {

  private static final MnkGame FREE_15 = MnkGame.of(15, 15, 5);
  private static final MnkGame EXACT_15 = FREE_15.toBuilder().overlines(OverlineRule.NO_WIN).build();
  private static final MnkGame FREE_22 = MnkGame.of(22, 22, 5);
  private static final MnkGame EXACT_22 = FREE_22.toBuilder().overlines(OverlineRule.NO_WIN).build();
  private static final long NODES = 2_000_000;

  /** A VCF of five moves (four fours, then five) from play, X to move. */
  static final String VCF5_15 =
      ".............../...........O.../....O.....X..../.....XOXXX...../......XOX....../"
          + ".......X......./......O.XO...../.......XOOOOX../......O......../.............../"
          + ".............../.............../.............../.............../............... X";

  /** The same kind of position from play on 22 x 22. */
  static final String VCF5_22 =
      "....................../....................../....................../....................../"
          + "....................../...............X....../........O.....O......./.........XOXXX......../"
          + "..........XOX........./...........X........../..........O.XO......../...........XOOOOX...../"
          + "..........O.........../....................../....................../....................../"
          + "....................../....................../....................../....................../"
          + "....................../...................... X";

  /** A VCT from play on 22 x 22 (X to move): a three, then fours to five against every reply. */
  static final String VCT_22 =
      "....................../....................../....................../....................../"
          + "....................../....................../....................../....................../"
          + "....................../....................../.............O......../.............O.O....../"
          + ".........O.O.XX......./.............X......../.........XOXXXO......./...........X.X......../"
          + "..........O..O......../....................../....................../....................../"
          + "....................../...................... X";

  static Stream<Arguments> longVcf() {
    return Stream.of(
        Arguments.of("15 x 15, overlines win", FREE_15, VCF5_15),
        Arguments.of("15 x 15, exactly five", EXACT_15, VCF5_15),
        Arguments.of("22 x 22, overlines win", FREE_22, VCF5_22),
        Arguments.of("22 x 22, exactly five", EXACT_22, VCF5_22));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("longVcf")
  void findsAVcfOfFiveMovesAndNoShorterOne(String name, MnkGame game, String text) {
    MnkState state = game.parsePosition(text);
    ThreatSearch search = ThreatSearch.of(game);
    OptionalInt move = search.winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 5, nodes());
    assertTrue(move.isPresent(), name);
    assertTrue(winsByFoursAfter(state, move.getAsInt(), 4), name + ": the oracle confirms the first move");
    assertTrue(search.winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 4, nodes()).isEmpty(), name);
    assertFalse(ThreatOracle.winsByFours(state, 4), name + ": the oracle finds no VCF of four moves either");
  }

  static Stream<Arguments> boards() {
    return Stream.of(
        Arguments.of(FREE_15, 0), Arguments.of(EXACT_15, 0), Arguments.of(FREE_22, 4), Arguments.of(EXACT_22, 4));
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void aFourThreeIsAVcfOfThreeMoves(MnkGame game, int shift) {
    // Row 8: O X X X . , column 8: X X above: X at 8 8 makes a four and an open three.
    MnkState state =
        position(game, shift, "8 5, 8 6, 8 7, 6 8, 7 8", "8 4, 1 1, 1 15, 15 1, 15 15");
    ThreatSearch search = ThreatSearch.of(game);
    OptionalInt move = search.winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 3, nodes());
    assertEquals(OptionalInt.of(code(game, shift, "8 8")), move);
    assertTrue(winsByFoursAfter(state, move.getAsInt(), 2));
    assertTrue(search.winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 2, nodes()).isEmpty());
    assertFalse(ThreatOracle.winsByFours(state, 2));
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void aDoubleThreeIsAVctButNoVcf(MnkGame game, int shift) {
    // X X on row 8 and X X on column 8 meeting at 8 8: two open threes at once.
    MnkState state = position(game, shift, "8 6, 8 7, 6 8, 7 8", "1 1, 1 15, 15 1, 15 15");
    ThreatSearch search = ThreatSearch.of(game);
    assertTrue(search.winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 10, nodes()).isEmpty());
    assertFalse(ThreatOracle.winsByFours(state, 4));
    OptionalInt move = search.winningMove(state.toPosition(), ThreatSearch.Kind.VCT, 3, nodes());
    assertEquals(OptionalInt.of(code(game, shift, "8 8")), move);
    assertTrue(ThreatOracle.winsAfterEveryReply(state, move.getAsInt(), 2), "every reply loses to fours");
  }

  @Test
  void findsAVctFromPlayThatTheOracleConfirms() {
    MnkState state = FREE_22.parsePosition(VCT_22);
    ThreatSearch search = ThreatSearch.of(FREE_22);
    assertTrue(search.winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 16, nodes()).isEmpty());
    OptionalInt move = search.winningMove(state.toPosition(), ThreatSearch.Kind.VCT, 5, nodes());
    assertTrue(move.isPresent());
    assertTrue(ThreatOracle.winsAfterEveryReply(state, move.getAsInt(), 4));
  }

  @Test
  void anOverlineIsNoFourWhenExactlyFiveWins() {
    // Row 8: O X X X . . X, column 7: O X X X above 8 7. X at 8 7 makes a four on the column and,
    // when overlines win, a second on the row (8 8 then makes six); with exactly five, only one.
    String xs = "8 4, 8 5, 8 6, 8 9, 5 7, 6 7, 7 7";
    String os = "8 3, 4 7, 1 1, 1 15, 15 1, 15 15, 1 8";
    MnkState free = position(FREE_15, 0, xs, os);
    OptionalInt move = ThreatSearch.of(FREE_15).winningMove(free.toPosition(), ThreatSearch.Kind.VCF, 2, nodes());
    assertEquals(OptionalInt.of(code(FREE_15, 0, "8 7")), move);
    assertTrue(ThreatOracle.winsByFours(free, 2));
    MnkState exact = position(EXACT_15, 0, xs, os);
    assertTrue(ThreatSearch.of(EXACT_15).winningMove(exact.toPosition(), ThreatSearch.Kind.VCF, 16, nodes()).isEmpty());
    assertFalse(ThreatOracle.winsByFours(exact, 4));
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void theDefencesAgainstAFourThreeAreExactlyTheMovesThatLeaveNoVcf(MnkGame game, int shift) {
    // The four-three of X above, with O to move: O must break it.
    MnkState state =
        position(game, shift, "8 5, 8 6, 8 7, 6 8, 7 8, 15 8", "8 4, 1 1, 1 15, 15 1, 15 15");
    MnkPosition position = state.toPosition();
    int[] candidates = new int[position.legalMoveCount()];
    int count = position.legalMoves(candidates);
    ThreatSearch.Defences defences =
        ThreatSearch.of(game).defences(position, candidates, count, ThreatSearch.Kind.VCF, 5, nodes());
    assertEquals(count, defences.searched());
    assertTrue(defences.safe() > 0 && defences.safe() < count, "some moves defend, most do not");
    for (int i = 0; i < count; i++) {
      MnkState after = state.play(game.cells().get(candidates[i]));
      assertEquals(i >= defences.safe(), ThreatOracle.winsByFours(after, 5), game.cells().get(candidates[i]).toString());
    }
    assertEquals(0, position.depth());
  }

  @Test
  void defencesStopWhenTheDeadlineRunsOut() {
    MnkState state =
        position(FREE_15, 0, "8 5, 8 6, 8 7, 6 8, 7 8, 15 8", "8 4, 1 1, 1 15, 15 1, 15 15");
    MnkPosition position = state.toPosition();
    int[] candidates = new int[position.legalMoveCount()];
    int count = position.legalMoves(candidates);
    ThreatSearch.Defences defences =
        ThreatSearch.of(FREE_15)
            .defences(position, candidates, count, ThreatSearch.Kind.VCF, 6, Deadline.start(Budget.ofWork(3)));
    assertTrue(defences.searched() < count);
    assertEquals(0, position.depth());
  }

  @Test
  void aCutSearchProvesNothing() {
    MnkState state = FREE_15.parsePosition(VCF5_15);
    Deadline few = Deadline.start(Budget.ofWork(2));
    assertTrue(ThreatSearch.of(FREE_15).winningMove(state.toPosition(), ThreatSearch.Kind.VCF, 5, few).isEmpty());
  }

  @Test
  void rejectsGamesItCannotSearchAndBadArguments() {
    MnkGame connect6 = FREE_15.toBuilder().turnPolicy(TurnPolicy.CONNECT6).build();
    IllegalArgumentException turns = assertThrows(IllegalArgumentException.class, () -> ThreatSearch.of(connect6));
    assertEquals("threat search needs two players taking turns one stone each: " + connect6, turns.getMessage());
    IllegalArgumentException small = assertThrows(IllegalArgumentException.class, () -> ThreatSearch.of(MnkGame.of(4, 4, 2)));
    assertEquals("threat search needs k >= 3, got 2", small.getMessage());
    ThreatSearch search = ThreatSearch.of(FREE_15);
    MnkPosition start = FREE_15.initialState().toPosition();
    IllegalArgumentException depth =
        assertThrows(
            IllegalArgumentException.class, () -> search.winningMove(start, ThreatSearch.Kind.VCF, 0, nodes()));
    assertEquals("depth must be at least 1, got 0", depth.getMessage());
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class,
            () -> search.winningMove(FREE_22.initialState().toPosition(), ThreatSearch.Kind.VCF, 3, nodes()));
    assertEquals("this search plays " + FREE_15 + ", not " + FREE_22, other.getMessage());
    IllegalArgumentException count =
        assertThrows(
            IllegalArgumentException.class,
            () -> search.defences(start, new int[2], 3, ThreatSearch.Kind.VCF, 3, nodes()));
    assertEquals("count 3 is not in 0..2", count.getMessage());
    MnkState won = position(FREE_15, 0, "8 4, 8 5, 8 6, 8 7, 8 8", "1 1, 1 2, 1 3, 1 4");
    IllegalArgumentException over =
        assertThrows(
            IllegalArgumentException.class,
            () -> search.winningMove(won.toPosition(), ThreatSearch.Kind.VCF, 3, nodes()));
    assertEquals("cannot search a finished game: " + won.toPosition(), over.getMessage());
  }

  /** Whether, after the side to move plays {@code move}, it wins by fours against every reply. */
  static boolean winsByFoursAfter(MnkState state, int move, int depth) {
    MnkState after = state.play(state.game().cells().get(move));
    if (after.isTerminal()) {
      return after.outcome().isWinner(state.toMove());
    }
    MnkPosition position = after.toPosition();
    if (ThreatOracle.hasFive(position, after.toMove())) {
      return false;
    }
    int[] fours = new int[after.game().cellCount()];
    int count = io.github.gridgames.tictactoe.internal.MnkSearch.winningCells(position, state.toMove(), fours);
    if (count >= 2) {
      return true;
    }
    return count == 1 && ThreatOracle.winsByFours(after.play(after.game().cells().get(fours[0])), depth);
  }

  static Deadline nodes() {
    return Deadline.start(Budget.ofWork(NODES));
  }

  /**
   * Returns the position with X's and O's stones at the given cells ("row col", counted from 1),
   * moved down and right by {@code shift}, but the corners of 15 x 15 stay corners of the board;
   * X is to move when both have as many stones.
   */
  static MnkState position(MnkGame game, int shift, String xs, String os) {
    char[][] board = new char[game.rows()][game.cols()];
    for (char[] row : board) {
      java.util.Arrays.fill(row, '.');
    }
    int x = mark(board, shift, xs, 'X');
    int o = mark(board, shift, os, 'O');
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < game.rows(); r++) {
      text.append(r > 0 ? "/" : "").append(board[r]);
    }
    return game.parsePosition(text.append(x == o ? " X" : " O").toString());
  }

  private static int mark(char[][] board, int shift, String cells, char mark) {
    int count = 0;
    for (String cell : cells.split(",")) {
      String[] rowCol = cell.trim().split(" ");
      int row = Integer.parseInt(rowCol[0]) - 1;
      int col = Integer.parseInt(rowCol[1]) - 1;
      boolean corner = (row == 0 || row == 14) && (col == 0 || col == 14);
      if (corner) {
        board[row == 0 ? 0 : board.length - 1][col == 0 ? 0 : board[0].length - 1] = mark;
      } else {
        board[row + shift][col + shift] = mark;
      }
      count++;
    }
    return count;
  }

  /** Returns the code of a cell given as "row col" from 1, moved by {@code shift}. */
  static int code(MnkGame game, int shift, String cell) {
    String[] rowCol = cell.trim().split(" ");
    return game.cells().indexOf(Cell.of(Integer.parseInt(rowCol[0]) - 1 + shift, Integer.parseInt(rowCol[1]) - 1 + shift));
  }
}
