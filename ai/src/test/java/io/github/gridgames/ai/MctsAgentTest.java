package io.github.gridgames.ai;

import static io.github.gridgames.ai.TreeGame.draw;
import static io.github.gridgames.ai.TreeGame.node;
import static io.github.gridgames.ai.TreeGame.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MctsAgentTest {

  @Test
  void findsTheForcedWinOfTheSubtractionGame() {
    // Take 1..3, whoever takes the last token wins: from n the only winning move leaves a
    // multiple of 4.
    for (int n : new int[] {5, 6, 7, 9, 10, 11}) {
      PilesState state = Piles.lastTakeWins(2, 3, n).initialState();
      Take move = MctsAgent.<PilesState, Take>of(n).chooseMove(state, Budget.ofWork(3000));
      assertEquals(new Take(0, n % 4), move, "from " + n);
    }
  }

  @Test
  void rewardsFollowEachPlayerAmongThree() {
    // Player 0 chooses. Move 0 lets player 1 choose between its own win and three wins of
    // player 0 (plain averages make it look good for player 0, but player 1 takes its win).
    // Move 1 lets player 2 choose between two draws. Only move 1 avoids a loss.
    TreeGame game =
        TreeGame.of(
            "three",
            3,
            node(0, node(1, win(1), win(0), win(0), win(0)), node(2, draw(), draw(), win(0))));
    // In move 1's node player 2 prefers a draw (1/3) to player 0's win (0).
    TreeGame.Choice move =
        MctsAgent.<TreeGame.Node, TreeGame.Choice>of(3)
            .chooseMove(game.initialState(), Budget.ofWork(2000));
    assertEquals(new TreeGame.Choice(1), move);
  }

  @Test
  void anExtraTurnIsNotMistakenForTheOpponents() {
    // Move 0 hands the turn to player 1, who has three losing moves and one win; move 1 gives
    // player 0 another turn, with three losing moves and one win. Plain averages prefer move 0.
    TreeGame game =
        TreeGame.of(
            "extra-turn-mcts",
            2,
            node(
                0,
                node(1, win(0), win(0), win(0), win(1)),
                node(0, win(1), win(1), win(1), win(0))));
    SearchReport<TreeGame.Choice> report =
        MctsAgent.<TreeGame.Node, TreeGame.Choice>of(5)
            .search(game.initialState(), Budget.ofWork(2000));
    assertEquals(new TreeGame.Choice(1), report.move());
    assertTrue(report.value() > 0.8, "value " + report.value());
    assertEquals(2000, report.work());
    assertFalse(report.exact());
  }

  @Test
  void mostlyAgreesWithTheSolverOnTheExtraTurnToy() {
    Piles game =
        Piles.scoring(
            2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, new int[] {3, 2, 4, 1}, new int[] {1, 3, 2, 1});
    int winning = 0;
    int found = 0;
    for (long seed = 0; seed < 40; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 4));
      if (state.isTerminal() || Oracle.verdict(state) != SolveResult.Verdict.WIN) {
        continue;
      }
      winning++;
      Take move = MctsAgent.<PilesState, Take>of(seed).chooseMove(state, Budget.ofWork(1500));
      if (Oracle.verdictAfter(state, move, state.toMove()) == SolveResult.Verdict.WIN) {
        found++;
      }
    }
    assertTrue(winning >= 10, "only " + winning + " winning positions");
    assertTrue(found >= winning * 0.85, found + " of " + winning);
  }

  @Test
  void deterministicForASeedAndAWorkBudget() {
    PilesState state =
        Piles.scoring(3, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {5, 6, 7, 8}, new int[] {1, 2, 3, 4})
            .initialState();
    Set<Take> moves = new HashSet<>();
    for (long seed = 0; seed < 6; seed++) {
      SearchReport<Take> a = MctsAgent.<PilesState, Take>of(seed).search(state, Budget.ofWork(300));
      SearchReport<Take> b = MctsAgent.<PilesState, Take>of(seed).search(state, Budget.ofWork(300));
      assertEquals(a.move(), b.move());
      assertEquals(a.value(), b.value());
      assertEquals(a.depth(), b.depth());
      moves.add(a.move());
    }
    assertTrue(moves.size() > 1, "every seed chose " + moves);
  }

  @Test
  void alwaysLegalInAThreePlayerGame() {
    Piles game =
        Piles.scoring(3, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, new int[] {4, 3, 5}, new int[] {2, 1, 3});
    for (long seed = 0; seed < 10; seed++) {
      PilesState state = game.initialState();
      MctsAgent<PilesState, Take> agent = MctsAgent.<PilesState, Take>builder().seed(seed).exploration(0.5).build();
      while (!state.isTerminal()) {
        Take move = agent.chooseMove(state, Budget.ofWork(50));
        assertTrue(state.isLegal(move));
        state = state.play(move);
      }
    }
  }

  @Test
  void choosesAmongRepresentativesOfUnboundedMoves() {
    for (long seed = 0; seed < 5; seed++) {
      Picks.Pick move =
          MctsAgent.<Picks.PickState, Picks.Pick>of(seed)
              .chooseMove(Picks.GAME.initialState(), Budget.ofWork(100));
      assertTrue(Picks.REPRESENTATIVES.contains(move));
    }
  }

  @Test
  void cutPlayoutsAndSingleMovesAndUnlimitedBudgets() {
    PilesState state = Piles.lastTakeWins(2, 1, 30).initialState();
    SearchReport<Take> single =
        MctsAgent.<PilesState, Take>of(1).search(state, Budget.ofWork(100));
    assertEquals(new Take(0, 1), single.move());
    assertEquals(0, single.work());
    PilesState wide = Piles.lastTakeWins(2, 3, 30, 30).initialState();
    MctsAgent<PilesState, Take> shortPlayouts =
        MctsAgent.<PilesState, Take>builder().maxPlayoutMoves(2).defaultPlayouts(64).build();
    SearchReport<Take> report = shortPlayouts.search(wide, Budget.unlimited());
    assertEquals(64, report.work());
    assertTrue(wide.isLegal(report.move()));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.builder().exploration(-1));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.builder().exploration(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.builder().maxPlayoutMoves(-1));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.builder().defaultPlayouts(0));
    PilesState over = Piles.lastTakeWins(2, 1, 1).initialState().play(new Take(0, 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> MctsAgent.<PilesState, Take>of(0).chooseMove(over, Budget.ofWork(1)));
  }
}
