package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The library's {@code best} on boards the perfect player does not take never ignores a four or an
 * open three of the opponent when it has no faster win: the {@link MnkThreatAgent} on the Gomoku
 * board below, alpha-beta with {@link MnkOrdering} on the k = 4 board (see there). In each
 * position below one reply, or a small set, is forced, and {@code best} plays one of them whatever
 * the seed and with budgets of nodes from a depth-one search up.
 */
class BestDefendsTest {

  private static final MnkGame GOMOKU = MnkGame.of(15, 15, 5);
  private static final MnkGame FOUR = MnkGame.of(9, 9, 4);
  private static final long[] SEEDS = {1, 2, 3, 4};
  /** Enough for depth one on 15 x 15 (226 nodes), and more. */
  private static final long[] BUDGETS = {300, 3_000};

  static Stream<Arguments> forcedReplies() {
    return Stream.of(
        Arguments.of(
            "X's open three on row 8", GOMOKU, "8 6, 1 1, 8 7, 1 15, 8 8", "8 5, 8 9"),
        Arguments.of(
            "X's four with one open end", GOMOKU, "5 5, 5 4, 5 6, 1 1, 5 7, 15 15, 5 8", "5 9"),
        Arguments.of(
            "X's broken four (X X . X X)", GOMOKU, "6 3, 1 1, 6 4, 1 15, 6 6, 15 1, 6 7", "6 5"),
        Arguments.of(
            "X's open three on a column", GOMOKU, "6 10, 1 1, 7 10, 15 1, 8 10", "5 10, 9 10"),
        Arguments.of(
            "X's open three on a diagonal", GOMOKU, "6 6, 1 15, 7 7, 15 1, 8 8", "5 5, 9 9"),
        Arguments.of(
            "X's open three on an anti-diagonal",
            GOMOKU,
            "6 10, 1 1, 7 9, 15 15, 8 8",
            "5 11, 9 7"),
        Arguments.of(
            "X's broken three (X X . X): the gap or either end",
            GOMOKU,
            "8 5, 1 1, 8 6, 15 15, 8 8",
            "8 4, 8 7, 8 9"),
        Arguments.of(
            "from play: O's three in column 8, an X two cells above it (X to move)",
            GOMOKU,
            "6 9, 10 8, 7 7, 9 8, 7 8, 11 8",
            "8 8, 12 8, 13 8"),
        Arguments.of(
            "from play: X's open three on row 9 while O builds its own",
            GOMOKU,
            "9 8, 6 8, 10 6, 7 10, 9 7, 7 9, 9 6",
            "9 5, 9 9"),
        Arguments.of(
            "from play: X's open three on an anti-diagonal",
            GOMOKU,
            "10 6, 6 7, 9 8, 10 10, 9 7, 9 10, 8 8",
            "7 9, 11 5"),
        Arguments.of(
            "X's own four wins rather than blocking O's",
            GOMOKU,
            "10 4, 10 8, 10 5, 3 3, 10 6, 3 4, 10 7, 3 5, 3 2, 3 6",
            "10 3"),
        Arguments.of(
            "X's own four wins rather than blocking O's open three",
            GOMOKU,
            "8 6, 8 5, 8 7, 4 5, 8 8, 4 6, 8 9, 4 7",
            "8 10"),
        Arguments.of(
            "O makes its open four rather than block X's open three",
            GOMOKU,
            "8 6, 4 5, 8 7, 4 6, 8 8, 4 7, 15 15",
            "4 4, 4 8"),
        Arguments.of("k = 4: X's three with one open end", FOUR, "5 4, 5 3, 5 5, 1 1, 5 6", "5 7"),
        Arguments.of("k = 4: X's open two", FOUR, "5 4, 1 1, 5 5", "5 3, 5 6"),
        Arguments.of("k = 4: X's open two on a diagonal", FOUR, "4 4, 9 1, 5 5", "3 3, 6 6"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("forcedReplies")
  void bestPlaysAForcedReply(String name, MnkGame game, String moves, String allowed) {
    MnkState state = play(game, moves);
    Set<Cell> replies = cells(allowed);
    for (long seed : SEEDS) {
      Agent<MnkState, Cell> best = GameAgents.of(game).agent(GameAgents.BEST, seed);
      for (long budget : BUDGETS) {
        Cell move = best.chooseMove(state, Budget.ofWork(budget));
        assertTrue(
            replies.contains(move),
            () -> name + ": seed " + seed + ", " + budget + " nodes: played " + text(move) + ", not one of " + allowed);
      }
    }
  }

  @Test
  void withOneNodeBestBlocksTheIssuesThreeAndAFour() {
    // A budget of one node: the threat player plays the candidate that scores best.
    Agent<MnkState, Cell> best = GameAgents.of(GOMOKU).agent(GameAgents.BEST, 1);
    MnkState three = play(GOMOKU, "8 6, 1 1, 8 7, 1 15, 8 8");
    assertTrue(cells("8 5, 8 9").contains(best.chooseMove(three, Budget.ofWork(1))));
    MnkState four = play(GOMOKU, "5 5, 5 4, 5 6, 1 1, 5 7, 15 15, 5 8");
    assertEquals(cells("5 9"), Set.of(best.chooseMove(four, Budget.ofWork(1))));
  }

  @Test
  void theIssuesThreeWinsIfIgnoredAndOneBlockStopsIt() {
    MnkState issue = play(GOMOKU, "8 6, 1 1, 8 7, 1 15, 8 8");
    assertEquals(Player.SECOND, issue.toMove());
    // Ignoring the three loses: X makes an open four, two cells that one stone cannot both fill.
    MnkState ignored = issue.play(cell("1 8")).play(cell("8 9"));
    int[] fours = new int[GOMOKU.cellCount()];
    assertEquals(2, MnkSearch.winningCells(ignored.toPosition(), Player.FIRST, fours));
    // Blocking one end leaves X at most one four after any move.
    MnkState blocked = issue.play(cell("8 9"));
    for (Cell reply : List.of(cell("8 5"), cell("8 4"), cell("8 10"))) {
      assertTrue(MnkSearch.winningCells(blocked.play(reply).toPosition(), Player.FIRST, fours) <= 1, text(reply));
    }
  }

  @Test
  void theEvaluationValuesTheEndsTheThreatsDecideForTheSideToMove() {
    MnkEvaluation evaluation = MnkEvaluation.of(GOMOKU);
    double limit = Evaluation.LIMIT;
    // O to move faces X's open four: two fours, one stone. X wins at its next move.
    MnkState openFour = play(GOMOKU, "8 6, 1 1, 8 7, 1 15, 8 8, 15 1, 8 9");
    assertEquals(Threats.End.LOSES_NEXT.value() * limit, evaluation.evaluate(openFour.toPosition(), Player.SECOND));
    assertEquals(-Threats.End.LOSES_NEXT.value() * limit, evaluation.evaluate(openFour.toPosition(), Player.FIRST));
    // X to move with its four (O blocked one end): X wins now.
    MnkState four = play(GOMOKU, "8 6, 8 5, 8 7, 1 15, 8 8, 15 1, 8 9, 15 15");
    assertEquals(Threats.End.WINS_NOW.value() * limit, evaluation.evaluate(four.toPosition(), Player.FIRST));
    // X to move with an open three and nobody's four: X's open four wins at its next move.
    MnkState three = play(GOMOKU, "8 6, 1 1, 8 7, 1 15, 8 8, 15 1");
    assertEquals(Threats.End.WINS_NEXT.value() * limit, evaluation.evaluate(three.toPosition(), Player.FIRST));
    // Otherwise the windows, well below those; and never the threats when turns do not alternate.
    MnkState quiet = play(GOMOKU, "8 6, 1 1, 8 7, 1 15");
    assertTrue(Math.abs(evaluation.evaluate(quiet.toPosition(), Player.FIRST)) < MnkEvaluation.WINDOWS * limit);
    MnkGame connect6 = GOMOKU.toBuilder().turnPolicy(TurnPolicy.CONNECT6).build();
    MnkState sixes = play(connect6, "8 6, 1 1, 1 2, 8 7, 8 8, 15 1, 15 2");
    assertTrue(Math.abs(MnkEvaluation.of(connect6).evaluate(sixes.toPosition(), Player.FIRST)) < MnkEvaluation.WINDOWS * limit);
  }

  private static MnkState play(MnkGame game, String moves) {
    MnkState state = game.initialState();
    for (Cell cell : cells(moves)) {
      state = state.play(cell);
    }
    return state;
  }

  private static Set<Cell> cells(String text) {
    return Arrays.stream(text.split(","))
        .map(BestDefendsTest::cell)
        .collect(Collectors.toCollection(LinkedHashSet::new));
  }

  private static Cell cell(String text) {
    String[] rowCol = text.trim().split(" ");
    return Cell.of(Integer.parseInt(rowCol[0]) - 1, Integer.parseInt(rowCol[1]) - 1);
  }

  private static String text(Cell cell) {
    return (cell.row() + 1) + " " + (cell.col() + 1);
  }
}
