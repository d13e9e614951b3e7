package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

/** The strong agent: beats greedy, keeps won positions, deals doubles, honours its budget. */
class DotsBoxesStrongAgentTest {

  /** Plays games with alternating seats and returns the strong agent's wins. */
  private static int winsAgainstGreedy(DotsBoxes game, int games, Budget budget) {
    int wins = 0;
    for (int i = 0; i < games; i++) {
      DotsBoxesStrongAgent strong = DotsBoxesStrongAgent.of(i);
      DotsBoxesGreedyAgent greedy = DotsBoxesGreedyAgent.of(100 + i);
      int margin =
          i % 2 == 0
              ? Positions.play(game, strong, greedy, budget)
              : -Positions.play(game, greedy, strong, budget);
      if (margin > 0) {
        wins++;
      }
    }
    return wins;
  }

  /** A strength statistic over 20 whole games; skipped under mutation testing (see {@link UnderPit}). */
  @Test
  @DisabledIfSystemProperty(named = "gridgames.pit", matches = "true")
  void beatsGreedyInAtLeastNinetyPercentOfGames() {
    Budget budget = Budget.ofWork(30_000);
    int wins =
        winsAgainstGreedy(DotsBoxes.of(3, 3), 10, budget)
            + winsAgainstGreedy(DotsBoxes.of(4, 4), 10, budget);
    assertTrue(wins >= 18, "won " + wins + " of 20");
  }

  @Test
  void neverGivesUpAWinThatTheSolverSees() {
    DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(18).build();
    DotsBoxesStrongAgent agent = DotsBoxesStrongAgent.builder().seed(3).tableBits(18).build();
    int checked = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 4)}) {
      for (long seed = 0; seed < UnderPit.count(40, 10); seed++) {
        GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, seed);
        for (DotsBoxesState s : run.states()) {
          if (s.isTerminal() || game.edgeCount() - s.drawnCount() > 18) {
            continue;
          }
          int value = solver.solve(s).value();
          if (value <= 0) {
            continue;
          }
          Edge line = agent.chooseMove(s, Budget.ofWork(2_000_000));
          int kept = Oracles.marginOf(s, line, after -> solver.solve(after).value());
          assertEquals(value, kept, () -> line + " keeps the value in\n" + s.render());
          checked++;
        }
      }
    }
    assertTrue(checked > UnderPit.count(100, 25), "checked " + checked);
  }

  @Test
  void keepsAWonEndgameWonAgainstThePerfectOpponent() {
    DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(18).threads(1).build();
    int games = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 5)}) {
      for (long seed = 0; seed < 30 && games < 24; seed++) {
        DotsBoxesState s = RandomGames.play(game, seed, game.edgeCount() - 16).finalState();
        Player agentSide = s.toMove();
        int sofar = s.score(agentSide) - s.score(agentSide.next(2));
        if (s.isTerminal() || sofar + solver.solve(s).value() <= 0) {
          continue; // not won for the player to move
        }
        DotsBoxesStrongAgent agent = DotsBoxesStrongAgent.builder().seed(seed).tableBits(16).build();
        while (!s.isTerminal()) {
          Edge line =
              s.toMove().equals(agentSide)
                  ? agent.chooseMove(s, Budget.ofWork(200_000))
                  : solver.solve(s).bestMove().orElseThrow();
          s = s.play(line);
        }
        DotsBoxesState end = s;
        assertTrue(
            end.score(agentSide) > end.score(agentSide.next(2)), () -> "won\n" + end.render());
        games++;
      }
    }
    assertTrue(games >= 12, "games " + games);
  }

  /**
   * Random 3 x 3 endgames with 4 to 12 lines left, valued by the exhaustive oracle: in every
   * position on the way, the agent's line is one of the best lines (its value is the position's),
   * and against the perfect opponent it ends with the margin the position promised, so a won
   * endgame is won and a drawn one drawn.
   */
  @Test
  void playsExactlyInEndgamesTheSolverFinishes() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Oracles.Exhaustive oracle = new Oracles.Exhaustive(game);
    DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(16).threads(1).build();
    int endgames = 0;
    int won = 0;
    int moves = 0;
    for (long seed = 0; seed < 60; seed++) {
      int left = 4 + (int) (seed % 9);
      DotsBoxesState s = RandomGames.play(game, seed, game.edgeCount() - left).finalState();
      if (s.isTerminal()) {
        continue;
      }
      Player agentSide = s.toMove();
      int promised = s.score(agentSide) - s.score(agentSide.next(2)) + oracle.value(s);
      DotsBoxesStrongAgent agent = DotsBoxesStrongAgent.builder().seed(seed).tableBits(16).build();
      while (!s.isTerminal()) {
        DotsBoxesState here = s;
        Edge line;
        if (s.toMove().equals(agentSide)) {
          line = agent.chooseMove(s, Budget.ofWork(100_000));
          Edge chosen = line;
          assertEquals(
              oracle.value(s),
              Oracles.marginOf(s, line, oracle::value),
              () -> chosen + " is a best line of\n" + here.render());
          assertTrue(
              Oracles.provenBest(solver.analyse(s, Budget.unlimited())).contains(line),
              () -> chosen + " is among the solver's best lines of\n" + here.render());
          moves++;
        } else {
          line = solver.solve(s).bestMove().orElseThrow();
        }
        s = s.play(line);
      }
      DotsBoxesState end = s;
      assertEquals(
          promised,
          end.score(agentSide) - end.score(agentSide.next(2)),
          () -> "the promised margin\n" + end.render());
      endgames++;
      won += promised > 0 ? 1 : 0;
    }
    assertTrue(endgames >= 50 && won >= 10 && moves >= 100, endgames + " endgames, " + won + " won, " + moves + " moves");
  }

  /**
   * With a work budget just large enough for its solver's share to cover the solve (counted by a
   * solver like the agent's, on one thread with an empty table and the agent's first test), the
   * agent plays one of the solver's best lines, in 3 x 3 and 2 x 5 positions of 12 to 20 lines
   * left, safe lines or not.
   */
  @Test
  void playsExactlyWheneverTheSolverFinishesWithinItsShareOfTheBudget() {
    DotsBoxesSolver counter = DotsBoxesSolver.builder().tableBits(16).threads(1).build();
    int checked = 0;
    int withSafeLines = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 5)}) {
      for (long seed = 0; seed < 40; seed++) {
        int left = 12 + (int) (seed % 9);
        DotsBoxesState s = RandomGames.play(game, seed, game.edgeCount() - left).finalState();
        if (s.isTerminal()) {
          continue;
        }
        DotsBoxesPosition position = s.toPosition();
        int margin = s.score(s.toMove()) - s.score(s.toMove().next(2));
        long nodes =
            counter
                .solveUntil(position, System.nanoTime(), Long.MAX_VALUE, Long.MAX_VALUE, () -> false, 1 - margin, p -> {})
                .nodes();
        long work = (long) Math.ceil((nodes + SolveControl.GRANT) / DotsBoxesStrongAgent.SOLVER_SHARE) + 1;
        Edge line = DotsBoxesStrongAgent.builder().seed(seed).tableBits(16).build().chooseMove(s, Budget.ofWork(work));
        DotsBoxesState here = s;
        assertTrue(
            Oracles.provenBest(counter.analyse(s, Budget.unlimited())).contains(line),
            () -> line + " is among the best lines, with " + work + " units for " + nodes + " nodes, in\n" + here.render());
        checked++;
        withSafeLines += ChainAnalysis.hasSafeLine(position) ? 1 : 0;
      }
    }
    assertTrue(checked >= 60 && withSafeLines >= 30, checked + " positions, " + withSafeLines + " with safe lines");
  }

  @Test
  void takesAllButTwoAndDealsTheDoubleToKeepControl() {
    DotsBoxesState start = Positions.twoChainsOfFiveTopOpened();
    List<Edge> expected =
        List.of(Edge.vertical(0, 1), Edge.vertical(0, 2), Edge.vertical(0, 3), Edge.vertical(0, 5));
    for (DotsBoxesStrongAgent agent :
        new DotsBoxesStrongAgent[] {
          DotsBoxesStrongAgent.builder().seed(1).exactLines(0).build(), DotsBoxesStrongAgent.of(1)
        }) {
      assertEquals(expected, Positions.turn(start, agent, Budget.ofWork(100_000)), agent.toString());
    }
    DotsBoxesSolver solver = DotsBoxesSolver.of();
    assertEquals(6, solver.solve(start).value(), "keeping control is worth 3 - 2 + 5");
  }

  @Test
  void sacrificesTheSmallestChainFirst() {
    DotsBoxesState start = Positions.singleAndChainOfFive();
    DotsBoxesStrongAgent agent = DotsBoxesStrongAgent.builder().seed(1).exactLines(0).build();
    Edge line = agent.chooseMove(start, Budget.ofWork(1_000));
    assertTrue(
        line.equals(Edge.vertical(0, 0)) || line.equals(Edge.horizontal(0, 0)),
        "opens the single box: " + line);
    assertEquals(4, DotsBoxesSolver.of().solve(start).value());
  }

  @Test
  void isDeterministicUnderAWorkBudget() {
    DotsBoxes game = DotsBoxes.of(5, 5);
    GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, 11, 30);
    for (int i = 0; i < run.states().size(); i += 6) {
      DotsBoxesState s = run.states().get(i);
      Edge a = DotsBoxesStrongAgent.of(9).chooseMove(s, Budget.ofWork(5_000));
      DotsBoxesStrongAgent reused = DotsBoxesStrongAgent.of(9);
      reused.chooseMove(game.initialState(), Budget.ofWork(5_000));
      Edge b = reused.chooseMove(s, Budget.ofWork(5_000));
      assertEquals(a, b, "at move " + i);
    }
  }

  @Test
  void playsBoardsTooBigForTheSolver() {
    DotsBoxes game = DotsBoxes.of(7, 7);
    DotsBoxesStrongAgent strong = DotsBoxesStrongAgent.of(2);
    int margin = Positions.play(game, strong, DotsBoxesGreedyAgent.of(3), Budget.ofWork(2_000));
    assertTrue(margin > 0, "beats greedy on 7 x 7 by " + margin);
  }

  @Test
  void aTimeBudgetEndsTheChoice() {
    DotsBoxes game = DotsBoxes.of(5, 5);
    DotsBoxesState s = RandomGames.play(game, 4, 20).finalState();
    Edge line = DotsBoxesStrongAgent.of(1).chooseMove(s, Budget.ofTime(Duration.ofMillis(30)));
    assertTrue(s.isLegal(line));
  }

  @Test
  void refusesWhatItCannotPlay() {
    DotsBoxesStrongAgent agent = DotsBoxesStrongAgent.of(1);
    assertThrows(
        IllegalArgumentException.class,
        () ->
            agent.chooseMove(
                DotsBoxes.builder().rows(3).cols(3).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build().initialState(),
                Budget.ofWork(10)));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            agent.chooseMove(
                DotsBoxes.builder().rows(3).cols(3).players(2).turnPolicy(TurnPolicy.ALTERNATE).build().initialState(), Budget.ofWork(10)));
    DotsBoxesState end = RandomGames.play(DotsBoxes.of(2, 2), 1).finalState();
    assertThrows(IllegalArgumentException.class, () -> agent.chooseMove(end, Budget.ofWork(10)));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(null, Budget.ofWork(10)));
    assertThrows(
        IllegalArgumentException.class, () -> DotsBoxesStrongAgent.builder().seed(1).exactLines(65));
    assertThrows(IllegalArgumentException.class, () -> DotsBoxesStrongAgent.builder().seed(1).tableBits(30));
    assertEquals("dots-boxes-strong", agent.name());
    assertEquals(Player.SECOND, Positions.twoChainsOfFiveTopOpened().toMove());
  }
}
