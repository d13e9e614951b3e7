package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Uninterruptibles;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The exact solver against references that use none of its techniques. */
class DotsBoxesSolverTest {

  private final DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(18).build();

  /** Checks the margin against a reference and that the best move achieves it. */
  private void checkAgainst(DotsBoxesState state, int expected, Oracles.Exhaustive exact) {
    SolveResult<Edge> result = solver.solve(state);
    assertTrue(result.isComplete(), "complete for " + state);
    assertEquals(expected, result.value(), () -> "margin of\n" + state.render());
    if (state.isTerminal()) {
      assertEquals(Optional.empty(), result.bestMove());
      return;
    }
    Edge best = result.bestMove().orElseThrow();
    assertTrue(state.isLegal(best), "legal best move " + best);
    assertEquals(
        expected,
        Oracles.marginOf(state, best, exact::value),
        () -> "the best move " + best + " achieves the margin in\n" + state.render());
  }

  @Test
  void tinyBoardsAndSmallPositionsMatchThePlainNegamax() {
    for (int[] size : new int[][] {{1, 1}, {1, 2}, {2, 1}}) {
      DotsBoxes game = DotsBoxes.of(size[0], size[1]);
      int plain = Oracles.plainNegamax(game.initialState());
      checkAgainst(game.initialState(), plain, new Oracles.Exhaustive(game));
    }
    // positions of at most 8 undrawn lines: at most 8! lines of play for the plain negamax
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(1, 3), DotsBoxes.of(2, 2)}) {
      Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
      for (long seed = 0; seed < 6; seed++) {
        DotsBoxesState s = RandomGames.play(game, seed, game.edgeCount() - 8).finalState();
        checkAgainst(s, Oracles.plainNegamax(s), exact);
      }
    }
  }

  @Test
  void longerBoardsFromTheEmptyBoardMatchTheExhaustiveValues() {
    for (int[] size : new int[][] {{1, 3}, {3, 1}, {1, 4}}) {
      DotsBoxes game = DotsBoxes.of(size[0], size[1]);
      Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
      checkAgainst(game.initialState(), exact.value(game.initialState()), exact);
    }
  }

  @Test
  void thePublishedSmallValuesArePinned() {
    // 2x2: the first player takes 3 of the 4 boxes; 3x3: the second player takes 6 of the 9
    assertEquals(2, solver.solve(DotsBoxes.of(2, 2).initialState()).value());
    SolveResult<Edge> threeByThree = solver.solve(DotsBoxes.of(3, 3).initialState());
    assertEquals(-3, threeByThree.value());
    // every first line of 3x3 is worth -3: the best line is the first in the search order
    assertEquals(Optional.of(Edge.horizontal(1, 1)), threeByThree.bestMove());
  }

  @Test
  void oneBoxIsLostByThePlayerWhoDrawsTheFirstLine() {
    // Four lines, no capture before the fourth: the second player draws it.
    assertEquals(-1, solver.solve(DotsBoxes.of(1, 1).initialState()).value());
  }

  @Test
  void twoByTwoFromTheEmptyBoardMatchesTheExhaustiveValues() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    checkAgainst(game.initialState(), exact.value(game.initialState()), exact);
  }

  @Test
  void theTwoReferencesAgreeOnSmallPositions() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    for (long seed = 0; seed < 30; seed++) {
      DotsBoxesState s = RandomGames.play(game, seed, 4 + (int) (seed % 3)).finalState();
      assertEquals(Oracles.plainNegamax(s), exact.value(s), s::render);
    }
  }

  @Test
  void randomPositionsOfTwoByThreeMatchTheExhaustiveValues() {
    DotsBoxes game = DotsBoxes.of(2, 3);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    for (long seed = 0; seed < 40; seed++) {
      GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, seed);
      for (DotsBoxesState s : run.states()) {
        checkAgainst(s, exact.value(s), exact);
      }
    }
  }

  @Test
  void randomPositionsOfThreeByThreeMatchTheExhaustiveValues() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    int checked = 0;
    for (long seed = 100; seed < 100 + UnderPit.count(50, 12); seed++) {
      GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, seed);
      // positions with at most 14 undrawn lines: 2^14 subsets at most for the reference
      for (DotsBoxesState s : run.states()) {
        if (game.edgeCount() - s.drawnCount() <= 14) {
          checkAgainst(s, exact.value(s), exact);
          checked++;
        }
      }
    }
    assertTrue(checked > UnderPit.count(400, 96), "checked " + checked);
  }

  @Test
  void symmetricPositionsHaveEqualValues() {
    DotsBoxesSolver plain = DotsBoxesSolver.builder().tableBits(18).symmetry(false).build();
    for (int[] size : new int[][] {{3, 3}, {2, 4}}) {
      DotsBoxes game = DotsBoxes.of(size[0], size[1]);
      int maps = game.isSquare() ? 8 : 4;
      for (long seed = 0; seed < 12; seed++) {
        DotsBoxesState s = RandomGames.play(game, seed, 8 + (int) (seed % 5)).finalState();
        int value = solver.solve(s).value();
        assertEquals(value, plain.solve(s).value(), "without symmetry");
        for (int m = 1; m < maps; m++) {
          DotsBoxesState image = Oracles.image(s, m);
          assertEquals(s.drawnCount(), image.drawnCount());
          assertEquals(value, solver.solve(image).value(), "image " + m + " of\n" + s.render());
        }
      }
    }
  }

  @Test
  void whichBorderSideOfACornerBoxIsDrawnDoesNotMatter() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    // the two border sides of each corner box: top/left, top/right, bottom/left, bottom/right
    Edge[][] corners = {
      {Edge.horizontal(0, 0), Edge.vertical(0, 0)},
      {Edge.horizontal(0, 2), Edge.vertical(0, 3)},
      {Edge.horizontal(3, 0), Edge.vertical(2, 0)},
      {Edge.horizontal(3, 2), Edge.vertical(2, 3)}
    };
    int swapped = 0;
    for (long seed = 0; seed < 30; seed++) {
      DotsBoxesState s = RandomGames.play(game, seed, 12).finalState();
      for (Edge[] corner : corners) {
        if (s.isDrawn(corner[0]) == s.isDrawn(corner[1])) {
          continue;
        }
        List<Edge> drawn = new ArrayList<>(s.drawnEdges());
        Edge from = s.isDrawn(corner[0]) ? corner[0] : corner[1];
        Edge to = from.equals(corner[0]) ? corner[1] : corner[0];
        drawn.remove(from);
        drawn.add(to);
        DotsBoxesState other = Oracles.withLines(game, drawn, s.toMove());
        int value = exact.value(s);
        assertEquals(value, exact.value(other), "the reference agrees");
        checkAgainst(s, value, exact);
        checkAgainst(other, value, exact);
        swapped++;
      }
    }
    assertTrue(swapped > 10, "swapped " + swapped);
  }

  @Test
  void anEndlessTimeBudgetIsNoLimit() {
    SolveResult<Edge> result =
        solver.solve(DotsBoxes.of(2, 2).initialState(), Budget.ofTime(Duration.ofDays(1_000_000)));
    assertTrue(result.isComplete());
    assertEquals(2, result.value(), "the first player takes three of the four boxes");
  }

  @Test
  void aNodeLimitGivesAnIncompleteResult() {
    SolveResult<Edge> result =
        solver.solve(DotsBoxes.of(3, 3).initialState(), Budget.ofWork(1000));
    assertFalse(result.isComplete());
    assertEquals(0, result.value());
    assertEquals(Optional.empty(), result.bestMove());
    assertTrue(result.nodes() <= 1000, "nodes " + result.nodes());
    SolveResult<Edge> timed =
        solver.solve(DotsBoxes.of(4, 4).initialState(), Budget.ofTime(Duration.ofMillis(50)));
    assertFalse(timed.isComplete());
  }

  @Test
  void theProgressListenerHearsOfALongSearch() {
    List<SolveProgress> reports = new ArrayList<>();
    // One thread: a report counts the positions handed out, which on two threads may run ahead of
    // the positions searched when the search ends (so the last check below would be flaky).
    DotsBoxesSolver watched = DotsBoxesSolver.builder().threads(1).tableBits(16).progressInterval(20_000).build();
    SolveResult<Edge> result = watched.solve(DotsBoxes.of(3, 3).initialState(), Budget.unlimited(), reports::add);
    assertTrue(result.isComplete());
    assertFalse(reports.isEmpty(), "reports");
    for (int i = 1; i < reports.size(); i++) {
      assertTrue(reports.get(i).nodes() > reports.get(i - 1).nodes());
      assertTrue(reports.get(i).lower() >= reports.get(i - 1).lower(), "the lower bound rises");
      assertTrue(reports.get(i).upper() <= reports.get(i - 1).upper(), "the upper bound falls");
    }
    for (SolveProgress p : reports) {
      assertTrue(p.lower() <= result.value() && result.value() <= p.upper(), p.toString());
      assertTrue(p.hasBounds(), p.toString());
    }
    SolveProgress last = reports.get(reports.size() - 1);
    assertTrue(last.nodes() <= result.nodes());
  }

  /**
   * On one thread, the search stops within the grant it holds when cancelled (the report comes
   * when it asks for the next); on two, the other thread searches on while the listener waits for
   * the canceller, so only the stop and the bounds are checked.
   */
  @Test
  void aBudgetCancelledFromAnotherThreadStopsTheSearchPromptlyWithTrueBounds() {
    for (int threads = 1; threads <= 2; threads++) {
      Budget.Cancellation stop = Budget.Cancellation.create();
      List<SolveProgress> reports = new ArrayList<>();
      Consumer<SolveProgress> listener =
          report -> {
            reports.add(report);
            if (reports.size() == 1) {
              cancelFromAnotherThread(stop);
            }
          };
      DotsBoxesSolver watched = DotsBoxesSolver.builder().tableBits(16).threads(threads).progressInterval(20_000).build();
      SolveResult<Edge> result =
          watched.solve(DotsBoxes.of(4, 4).initialState(), Budget.unlimited().cancelledBy(stop), listener);
      assertFalse(result.isComplete());
      assertTrue(reports.size() >= 2, "the report that cancelled, and the stop: " + reports);
      long after = result.nodes() - reports.get(0).nodes();
      if (threads == 1) {
        assertTrue(after <= SolveControl.GRANT, "searched " + after + " positions after the cancellation");
      }
      SolveProgress last = reports.get(reports.size() - 1);
      assertEquals(result.nodes(), last.nodes());
      assertTrue(last.lower() <= 0 && 0 <= last.upper(), "4 x 4 is a tie: " + last);
      assertTrue(watched.solve(DotsBoxes.of(2, 2).initialState()).isComplete(), "usable again");
    }
  }

  @Test
  void anInterruptStopsTheSearchAndStaysSet() {
    // the listener interrupts the solving thread at its first report
    DotsBoxesSolver interrupting = DotsBoxesSolver.builder().tableBits(16).threads(2).progressInterval(5_000).build();
    try {
      SolveResult<Edge> result =
          interrupting.solve(
              DotsBoxes.of(4, 4).initialState(), Budget.unlimited(), p -> Thread.currentThread().interrupt());
      assertFalse(result.isComplete());
      assertTrue(Thread.currentThread().isInterrupted(), "the interrupt status is kept");
    } finally {
      Thread.interrupted();
    }
    assertTrue(interrupting.solve(DotsBoxes.of(2, 2).initialState()).isComplete(), "usable again");
  }

  @Test
  void theValueAndBestLineDoNotDependOnTheThreads() {
    DotsBoxesSolver one = DotsBoxesSolver.builder().tableBits(18).threads(1).build();
    DotsBoxesSolver three = DotsBoxesSolver.builder().tableBits(18).threads(3).build();
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 5)}) {
      for (long seed = 0; seed < 8; seed++) {
        // 16 to 20 undrawn lines: enough for the threads to share the work
        DotsBoxesState s =
            RandomGames.play(game, seed, game.edgeCount() - 16 - (int) (seed % 5)).finalState();
        SolveResult<Edge> a = one.solve(s);
        SolveResult<Edge> b = three.solve(s);
        assertEquals(a.value(), b.value(), s::render);
        assertEquals(a.bestMove(), b.bestMove(), s::render);
      }
    }
  }

  @Test
  void aFinishedGameIsWorthNothing() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    DotsBoxesState end = RandomGames.play(game, 7).finalState();
    assertTrue(end.isTerminal());
    SolveResult<Edge> result = solver.solve(end);
    assertEquals(0, result.value());
    assertEquals(Optional.empty(), result.bestMove());
  }

  @Test
  void unsupportedGamesAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> solver.solve(DotsBoxes.builder().rows(2).cols(2).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build().initialState()));
    assertThrows(
        IllegalArgumentException.class,
        () -> solver.solve(DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(TurnPolicy.ALTERNATE).build().initialState()));
    IllegalArgumentException big =
        assertThrows(
            IllegalArgumentException.class, () -> solver.solve(DotsBoxes.of(6, 6).initialState()));
    assertTrue(big.getMessage().contains("84"), big.getMessage());
    assertTrue(DotsBoxesSolver.supports(DotsBoxes.of(5, 5)));
    assertFalse(DotsBoxesSolver.supports(DotsBoxes.of(6, 6)));
    assertThrows(NullPointerException.class, () -> solver.solve(null));
    assertThrows(IllegalArgumentException.class, () -> DotsBoxesSolver.builder().tableBits(3));
    assertEquals(
        "table bits must be between 4 and 29, got 30",
        assertThrows(IllegalArgumentException.class, () -> DotsBoxesSolver.builder().tableBits(30)).getMessage());
    assertEquals(
        "progress interval must be >= 1 position, got 0",
        assertThrows(IllegalArgumentException.class, () -> DotsBoxesSolver.builder().progressInterval(0)).getMessage());
    IllegalArgumentException threads =
        assertThrows(IllegalArgumentException.class, () -> DotsBoxesSolver.builder().threads(0));
    assertTrue(threads.getMessage().contains("got 0"), threads.getMessage());
    assertThrows(IllegalArgumentException.class, () -> DotsBoxesSolver.builder().threads(65));
  }

  /**
   * Cancels {@code stop} from another thread and waits for that thread, so that the search goes on
   * only once the cancellation is set.
   */
  private static void cancelFromAnotherThread(Budget.Cancellation stop) {
    Thread canceller = new Thread(stop::cancel, "canceller");
    canceller.start();
    Uninterruptibles.joinUninterruptibly(canceller);
  }
}
