package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import org.junit.jupiter.api.Test;

/**
 * What mutation testing found unguarded in the perfect player: its checks of the game on every
 * entry point, its table size range, and the cost of its search in work units (a loosened
 * cut-off, a skipped table or threat rule gives the same values, only more nodes).
 */
class PerfectSearchCostTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();
  private static final MnkGame FOUR = MnkGame.of(4, 4, 4);

  @Test
  void everyEntryPointRefusesAStateOfAnotherGame() {
    MnkSolver player = MnkSolver.of(TTT);
    MnkState other = FOUR.initialState();
    assertThrows(IllegalArgumentException.class, () -> player.solve(other));
    assertThrows(IllegalArgumentException.class, () -> player.solve(other, Budget.unlimited()));
    assertThrows(IllegalArgumentException.class, () -> player.solve(other, Budget.unlimited(), p -> {}));
    assertThrows(IllegalArgumentException.class, () -> player.analyse(other, Budget.unlimited()));
    assertThrows(IllegalArgumentException.class, () -> MnkPerfectAgent.of(TTT).chooseMove(other, Budget.unlimited()));
  }

  @Test
  void theTableSizeIsCheckedAtBothEnds() {
    assertThrows(IllegalArgumentException.class, () -> MnkSolver.builder(TTT).tableBits(0).build());
    assertThrows(IllegalArgumentException.class, () -> MnkSolver.builder(TTT).tableBits(29).build());
    // the smallest table (two entries, one bucket) still solves exactly
    assertEquals(0, MnkSolver.builder(TTT).tableBits(1).build().solve(TTT.initialState()).value());
    assertEquals(0, MnkSolver.builder(FOUR).tableBits(1).build().solve(FOUR.initialState()).value());
  }

  /**
   * The nodes of a solve from an empty table, as counted at the commit that added this test: the
   * cut-offs, the table, the threat rules and the ordering keep them there. A change that searches
   * more (a wider window, a lost cut-off or table hit) fails here although the values stay right;
   * a change that searches less must update the figures.
   */
  @Test
  void solvesFromTheEmptyBoardWithinTheirKnownCost() {
    assertEquals(120, MnkSolver.of(TTT).solve(TTT.initialState()).nodes());
    assertEquals(20_864, MnkSolver.of(FOUR).solve(FOUR.initialState()).nodes());
  }

  @Test
  void aWorkBudgetOfOneNodeLessThanTheSolveLeavesItUnknown() {
    SolveResult<Cell> full = MnkSolver.of(FOUR).solve(FOUR.initialState());
    SolveResult<Cell> cut = MnkSolver.of(FOUR).solve(FOUR.initialState(), Budget.ofWork(full.nodes() - 1));
    assertFalse(cut.isComplete());
    assertTrue(cut.nodes() <= full.nodes() - 1, cut::toString);
    SolveResult<Cell> enough = MnkSolver.of(FOUR).solve(FOUR.initialState(), Budget.ofWork(full.nodes()));
    assertEquals(full.value(), enough.value());
    assertEquals(full.nodes(), enough.nodes());
  }
}
