package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.AlphaBetaSolver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The perfect player never loses, from either seat, against every sequence of replies; it wins
 * every position a plain minimax oracle says is won; and the solver's values are the known ones.
 */
class MnkPerfectAgentTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();

  private static int oracle(MnkState state, Map<MnkState, Integer> memo) {
    return Minimax.value(state, memo);
  }

  private static int valueOfMove(MnkState state, Cell move, Map<MnkState, Integer> memo) {
    return Minimax.valueOfMove(state, move, memo);
  }

  private static MnkState play(MnkGame game, int... rowCols) {
    MnkState state = game.initialState();
    for (int i = 0; i < rowCols.length; i += 2) {
      state = state.play(Cell.of(rowCols[i], rowCols[i + 1]));
    }
    return state;
  }

  @Test
  void ticTacToeIsADrawFromTheEmptyBoard() {
    SolveResult<Cell> result = MnkSolver.of(TTT).solve(TTT.initialState());
    assertEquals(SolveResult.Verdict.DRAW, result.verdict());
    assertEquals(0, result.value());
    assertTrue(result.bestMove().isPresent());
    assertTrue(result.nodes() > 0);
  }

  @Test
  void knownTicTacToePositions() {
    MnkSolver player = MnkSolver.of(TTT);
    // Against the centre opening an edge reply loses, a corner reply draws.
    assertEquals(SolveResult.Verdict.WIN, player.solve(play(TTT, 1, 1, 0, 1)).verdict());
    assertEquals(SolveResult.Verdict.DRAW, player.solve(play(TTT, 1, 1, 0, 0)).verdict());
    // Against a corner opening only the centre draws.
    assertEquals(SolveResult.Verdict.DRAW, player.solve(play(TTT, 0, 0, 1, 1)).verdict());
    assertEquals(SolveResult.Verdict.WIN, player.solve(play(TTT, 0, 0, 0, 1)).verdict());
    assertEquals(SolveResult.Verdict.WIN, player.solve(play(TTT, 0, 0, 2, 2)).verdict());
    assertEquals(SolveResult.Verdict.WIN, player.solve(play(TTT, 0, 0, 0, 2)).verdict());
    assertEquals(SolveResult.Verdict.WIN, player.solve(play(TTT, 0, 0, 1, 2)).verdict());
    // O to move facing X's two open lines (fork on the top row and the left column) loses.
    MnkState fork = play(TTT, 0, 0, 1, 1, 2, 2, 0, 2, 2, 0);
    assertEquals(Player.SECOND, fork.toMove());
    assertEquals(SolveResult.Verdict.LOSS, player.solve(fork).verdict());
    assertEquals(-1, player.solve(fork).value());
    // A finished game: the player to move (O) has lost.
    MnkState won = play(TTT, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    assertTrue(won.isTerminal());
    SolveResult<Cell> over = player.solve(won);
    assertEquals(SolveResult.Verdict.LOSS, over.verdict());
    assertTrue(over.bestMove().isEmpty());
  }

  @Test
  void solverAgreesWithTheOracleOnEveryReachablePosition() {
    Map<MnkState, Integer> memo = new HashMap<>();
    oracle(TTT.initialState(), memo);
    assertEquals(5_478, memo.size());
    MnkSolver solver = MnkSolver.of(TTT);
    for (Map.Entry<MnkState, Integer> entry : memo.entrySet()) {
      SolveResult<Cell> result = solver.solve(entry.getKey());
      assertEquals(entry.getValue().intValue(), result.value(), () -> entry.getKey().toString());
      result
          .bestMove()
          .ifPresent(
              move ->
                  assertEquals(
                      entry.getValue().intValue(),
                      valueOfMove(entry.getKey(), move, memo),
                      () -> "best move " + move + " of " + entry.getKey()));
    }
  }

  /**
   * On every reachable position of small games with other rules (Connect6 order, a user's turn
   * order, overlines that do not win), the solver's value and best move agree with the oracle.
   */
  @Test
  void agreesWithTheOracleUnderOtherTurnOrdersAndOverlineRules() {
    TurnPolicy oTwice =
        TurnPolicy.of("o-twice", (mover, effect, players, moveNumber) -> moveNumber % 3 == 2 ? Player.FIRST : Player.SECOND);
    List<MnkGame> games =
        List.of(
            MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(TurnPolicy.CONNECT6).build(),
            MnkGame.builder().rows(3).cols(4).k(3).turnPolicy(TurnPolicy.CONNECT6).build(),
            MnkGame.builder().rows(3).cols(4).k(3).turnPolicy(oTwice).build(),
            MnkGame.builder().rows(3).cols(4).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
            MnkGame.builder().rows(2).cols(5).k(3).overlines(MnkGame.OverlineRule.NO_WIN).turnPolicy(TurnPolicy.CONNECT6).build());
    for (MnkGame game : games) {
      Map<MnkState, Integer> memo = new HashMap<>();
      oracle(game.initialState(), memo);
      MnkPerfectAgent player = MnkPerfectAgent.of(game);
      MnkSolver solver = MnkSolver.of(game);
      for (Map.Entry<MnkState, Integer> entry : memo.entrySet()) {
        MnkState state = entry.getKey();
        SolveResult<Cell> result = solver.solve(state);
        assertEquals(entry.getValue().intValue(), result.value(), () -> game + " " + state);
        result.bestMove().ifPresent(move -> assertEquals(entry.getValue().intValue(), valueOfMove(state, move, memo), () -> "best move " + move + " of " + state));
        if (!state.isTerminal()) {
          Cell chosen = player.chooseMove(state, Budget.unlimited());
          assertEquals(entry.getValue().intValue(), valueOfMove(state, chosen, memo), () -> "chosen move " + chosen + " of " + state);
        }
      }
    }
  }

  @Test
  void fiveFiveFourIsADraw() {
    MnkGame game = MnkGame.of(5, 5, 4);
    SolveResult<Cell> result = MnkSolver.of(game).solve(game.initialState());
    assertEquals(SolveResult.Verdict.DRAW, result.verdict());
    assertEquals(0, result.value());
  }

  @Test
  void sixFiveFourIsAFirstPlayerWin() {
    MnkGame game = MnkGame.of(5, 6, 4);
    SolveResult<Cell> result = MnkSolver.of(game).solve(game.initialState());
    assertEquals(SolveResult.Verdict.WIN, result.verdict());
    assertEquals(1, result.value());
    MnkState after = game.initialState().play(result.bestMove().orElseThrow());
    assertEquals(-1, MnkSolver.of(game).solve(after).value(), "the best move keeps the win");
  }

  @Test
  void knownValuesOfOtherGames() {
    // Known results of small m,n,k-games: k = 3 on 3 rows of 4 columns (4,3,3) is a first-player win.
    assertEquals(SolveResult.Verdict.WIN, MnkSolver.of(MnkGame.of(3, 4, 3)).solve(MnkGame.of(3, 4, 3).initialState()).verdict());
    assertEquals(SolveResult.Verdict.WIN, MnkSolver.of(MnkGame.of(4, 3, 3)).solve(MnkGame.of(4, 3, 3).initialState()).verdict());
    assertEquals(SolveResult.Verdict.WIN, MnkSolver.of(MnkGame.of(2, 2, 2)).solve(MnkGame.of(2, 2, 2).initialState()).verdict());
    assertEquals(SolveResult.Verdict.WIN, MnkSolver.of(MnkGame.of(1, 1, 1)).solve(MnkGame.of(1, 1, 1).initialState()).verdict());
    assertEquals(SolveResult.Verdict.DRAW, MnkSolver.of(MnkGame.of(1, 2, 2)).solve(MnkGame.of(1, 2, 2).initialState()).verdict());
    assertEquals(SolveResult.Verdict.DRAW, MnkSolver.of(MnkGame.builder().rows(3).cols(3).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build()).solve(MnkGame.builder().rows(3).cols(3).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build().initialState()).verdict());
    // 4 x 4 with k = 3: a first-player win.
    MnkGame fourFourThree = MnkGame.of(4, 4, 3);
    assertEquals(SolveResult.Verdict.WIN, MnkSolver.of(fourFourThree).solve(fourFourThree.initialState()).verdict());
    // 4 x 4 with k = 4: a draw.
    MnkGame fourFourFour = MnkGame.of(4, 4, 4);
    assertEquals(SolveResult.Verdict.DRAW, MnkSolver.of(fourFourFour).solve(fourFourFour.initialState()).verdict());
  }

  /**
   * Walks every game in which the perfect player takes {@code seat} and the opponent tries every
   * legal reply. {@code floor} is the best value (for the perfect player: 1 win, 0 draw, -1 loss)
   * the oracle gave any of its positions so far on this path: the game must end at least that
   * well, so it never loses a position that is not lost and wins every position that is won.
   * Returns the number of finished games.
   */
  private static long walk(MnkPerfectAgent player, Player seat, MnkState state, int floor, Map<MnkState, Integer> oracle) {
    if (state.isTerminal()) {
      int result = state.outcome().isDraw() ? 0 : state.outcome().isWinner(seat) ? 1 : -1;
      assertTrue(result >= floor, () -> "the perfect player ended at " + result + " from a position worth " + floor + ": " + state);
      return 1;
    }
    if (state.toMove().equals(seat)) {
      int value = Math.max(floor, oracle.get(state));
      Cell move = player.chooseMove(state, Budget.unlimited());
      assertTrue(state.isLegal(move));
      return walk(player, seat, state.play(move), value, oracle);
    }
    long games = 0;
    for (Cell reply : state.legalMoves()) {
      games += walk(player, seat, state.play(reply), floor, oracle);
    }
    return games;
  }

  /** Counts the games the perfect player loses in {@code seat}, against every reply sequence. */
  private static long losses(MnkPerfectAgent player, Player seat, MnkState state) {
    if (state.isTerminal()) {
      return state.outcome().isWin() && !state.outcome().isWinner(seat) ? 1 : 0;
    }
    if (state.toMove().equals(seat)) {
      return losses(player, seat, state.play(player.chooseMove(state, Budget.unlimited())));
    }
    long lost = 0;
    for (Cell reply : state.legalMoves()) {
      lost += losses(player, seat, state.play(reply));
    }
    return lost;
  }

  @Test
  void neverLosesFromEitherSeatAgainstEveryReplySequence() {
    Map<MnkState, Integer> oracle = new HashMap<>();
    oracle(TTT.initialState(), oracle);
    MnkPerfectAgent player = MnkPerfectAgent.of(TTT);
    assertEquals(0, losses(player, Player.FIRST, TTT.initialState()));
    assertEquals(0, losses(player, Player.SECOND, TTT.initialState()));
    long asX = walk(player, Player.FIRST, TTT.initialState(), -1, oracle);
    long asO = walk(player, Player.SECOND, TTT.initialState(), -1, oracle);
    assertTrue(asX > 0 && asO > 0);
  }

  @Test
  void winsEveryWonGameOnANonSquareBoard() {
    MnkGame game = MnkGame.of(3, 4, 3);
    Map<MnkState, Integer> oracle = new HashMap<>();
    oracle(game.initialState(), oracle);
    MnkPerfectAgent player = MnkPerfectAgent.of(game);
    // X wins 4,3,3 with perfect play: as X it wins every game.
    assertEquals(1, oracle.get(game.initialState()));
    assertTrue(walk(player, Player.FIRST, game.initialState(), 1, oracle) > 0);
    assertTrue(walk(player, Player.SECOND, game.initialState(), -1, oracle) > 0);
  }

  @Test
  void takesAnImmediateWinAndBlocksWhenTheBudgetRunsOut() {
    MnkPerfectAgent player = MnkPerfectAgent.of(TTT);
    // X to move with two stones on the top row: complete it.
    MnkState twoInARow = play(TTT, 0, 0, 1, 1, 0, 1, 2, 2);
    assertEquals(Cell.of(0, 2), player.chooseMove(twoInARow, Budget.ofWork(1)));
    // O to move, X threatens the top row; a budget of one node cannot solve: block it anyway.
    MnkState threat = play(TTT, 0, 0, 1, 1, 0, 1);
    assertEquals(Cell.of(0, 2), MnkPerfectAgent.of(TTT).chooseMove(threat, Budget.ofWork(1)));
    // Unlimited: the solver also blocks (the only move that does not lose).
    assertEquals(Cell.of(0, 2), player.chooseMove(threat, Budget.unlimited()));
  }

  @Test
  void refusesFinishedGamesAndOtherGames() {
    MnkPerfectAgent player = MnkPerfectAgent.of(TTT);
    MnkState won = play(TTT, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    assertEquals(
        "cannot choose a move in a finished game (player 1 wins): " + won,
        assertThrows(IllegalArgumentException.class, () -> player.chooseMove(won, Budget.unlimited())).getMessage());
    assertEquals(
        "this perfect player plays tictactoe(rows=3,cols=3,k=3,overlines=win), not tictactoe(rows=4,cols=4,k=3,overlines=win)",
        assertThrows(IllegalArgumentException.class, () -> player.chooseMove(MnkGame.of(4, 4, 3).initialState(), Budget.unlimited())).getMessage());
    assertThrows(IllegalArgumentException.class, () -> MnkSolver.of(TTT).solve(MnkGame.of(4, 4, 3).initialState()));
    assertThrows(NullPointerException.class, () -> player.chooseMove(TTT.initialState(), null));
    assertEquals(
        "tableBits must be in 1..28, got 29",
        assertThrows(IllegalArgumentException.class, () -> MnkPerfectAgent.builder(TTT).tableBits(29)).getMessage());
    assertEquals("perfect", player.name());
    assertEquals(TTT, player.game());
    assertEquals("MnkPerfectAgent[tictactoe(rows=3,cols=3,k=3,overlines=win)]", player.toString());
  }

  @Test
  void aSolveThatRunsOutOfBudgetIsUnknown() {
    MnkGame game = MnkGame.of(4, 4, 4);
    SolveResult<Cell> result = MnkSolver.of(game).solve(game.initialState(), Budget.ofWork(10));
    assertEquals(SolveResult.Verdict.UNKNOWN, result.verdict());
    assertTrue(result.bestMove().isEmpty());
    assertTrue(MnkSolver.of(game).solve(game.initialState(), Budget.unlimited()).isComplete());
  }

  @Test
  void canonicalKeyMergesExactlyTheImages() {
    MnkState state = play(TTT, 0, 0, 1, 1, 0, 1);
    long key = CanonicalTableKey.instance().keyOf(state.toPosition());
    assertEquals(state.canonicalHash(), key);
    for (MnkGame.Symmetry symmetry : TTT.symmetries()) {
      assertEquals(key, CanonicalTableKey.instance().keyOf(symmetry.apply(state).toPosition()));
    }
    assertNotEquals(key, CanonicalTableKey.instance().keyOf(play(TTT, 0, 0, 1, 1, 1, 2).toPosition()));
    assertEquals("canonical", CanonicalTableKey.instance().toString());
  }

  @Test
  void theAiSolverWithTheCanonicalKeyAndCentreFirstAgrees() {
    AlphaBetaSolver<MnkState, Cell> solver =
        AlphaBetaSolver.<MnkState, Cell>builder()
            .tableKey(CanonicalTableKey.instance())
            .ordering(new CentreFirst(TTT))
            .build();
    Map<MnkState, Integer> memo = new HashMap<>();
    oracle(TTT.initialState(), memo);
    for (Map.Entry<MnkState, Integer> entry : memo.entrySet()) {
      assertEquals(entry.getValue().intValue(), solver.solve(entry.getKey()).value(), entry.getKey()::toString);
    }
  }
}
