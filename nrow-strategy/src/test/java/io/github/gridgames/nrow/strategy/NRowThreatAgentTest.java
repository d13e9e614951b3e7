package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.testkit.RandomGames;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingSupplier;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

class NRowThreatAgentTest {

  private static final int MAX = Integer.MAX_VALUE;
  private static final int MIN = Integer.MIN_VALUE;
  private static final NRow FIVE = NRow.builder().stoneCap(200).build();
  private static final Budget WORK = Budget.ofWork(2_000);
  private static final Player X = Player.of(0);
  private static final Player O = Player.of(1);

  private static Point choose(NRowState state) {
    Point move = NRowThreatAgent.of(1).chooseMove(state, WORK);
    assertTrue(state.isLegal(move), "illegal move " + move);
    return move;
  }

  @Test
  void completesFiveRatherThanBlocking() {
    NRowState state = Boards.of(FIVE, 0, 0, ". X X X X . .", ". O O O O . .");
    Point move = choose(state);
    assertTrue(state.play(move).outcome().isWinner(X), "played " + move);
  }

  @Test
  void blocksTheOpponentsFour() {
    NRowState state =
        Boards.of(FIVE, 0, 0, "X O O O O . .", ". . . . . . .", ". X . . X . .", "X . . . . . .");
    assertEquals(Point.of(5, 0), choose(state));
  }

  @Test
  void blocksTheGapOfABrokenFour() {
    NRowState state =
        Boards.of(FIVE, 0, 0, "X O O . O O X", ". . . . . . .", ". X . . . X .", ". . . . . . .");
    assertEquals(Point.of(3, 0), choose(state));
  }

  @Test
  void blocksAnOpenThree() {
    NRowState state =
        Boards.of(
            FIVE, 0, 0,
            ". . . . . . . .",
            ". . O O O . . .",
            ". . X . . X . .",
            ". . . . X . . .");
    NRowState after = state.play(choose(state));
    assertFalse(canMakeOpenFour(after, O), "O can still make an open four:\n" + after.render());
  }

  @Test
  void blocksABrokenThree() {
    NRowState state =
        Boards.of(
            FIVE, 0, 0,
            ". . . . . . . .",
            ". O . O O . . .",
            ". . X . . X . .",
            ". . . . X . . .");
    NRowState after = state.play(choose(state));
    assertFalse(canMakeOpenFour(after, O), "O can still make an open four:\n" + after.render());
  }

  @Test
  void makesAnOpenFourFromAnOpenThree() {
    NRowState state =
        Boards.of(
            FIVE, 0, 0,
            ". . . . . . . .",
            ". . X X X . . .",
            ". . O . . O . .",
            ". . . . O . . .");
    NRowState after = state.play(choose(state));
    assertTrue(Boards.winningPoints(after, X).size() >= 2, "no open four:\n" + after.render());
  }

  @Test
  void findsAFourThreeWin() {
    // X to move: (4,4) makes a four on the column x=4 and an open three on the row y=4.
    NRowState state =
        Boards.of(
            FIVE, 0, 0,
            ". . . . . . . .",
            ". . . . X . . .",
            ". O . . X . O .",
            ". . . . X . . .",
            ". . X X . . . .",
            ". . . . O . . .",
            ". . O . . O . .");
    NRowState after = state.play(choose(state));
    // Brute force over O's replies: X wins within two more moves of its own.
    assertTrue(forcedWinWithin(after, 2), "no forced win after the move:\n" + after.render());
  }

  @Test
  void winsAndBlocksExactlyForLargeN() {
    NRow fifteen = NRow.builder().n(15).build();
    String xs = ". X X X X X X X X X X X X X X . .";
    NRowState win =
        Boards.of(
            fifteen, 0, 0,
            xs,
            ". . . . . . . . . . . . . . . . .",
            "O O O O O O O . O O O O O O O . .");
    assertTrue(win.play(choose(win)).outcome().isWinner(X));
    NRowState block =
        Boards.of(
            fifteen, 0, 0,
            "X O O O O O O O O O O O O O O . .",
            ". . . . . . . . . . . . . . . . .",
            "X X X X X X X . X X X X X X . . .");
    assertEquals(Point.of(15, 0), choose(block));
  }

  @Test
  void worksAtTheLimitsOfThePlane() {
    // X's four ends at the right edge: the only winning point is on its left.
    NRowState edge =
        Boards.of(
            FIVE, MAX - 6, MIN,
            ". . . X X X X",
            ". . . . . . O",
            ". . . . O O .",
            ". . O . . . .");
    assertEquals(Point.of(MAX - 4, MIN), choose(edge));
    // O's four runs up the left edge from the bottom corner: X must block above it.
    NRowState corner =
        Boards.of(
            FIVE, MIN, MAX - 6,
            ". . . . .",
            ". . . . .",
            ". . X . .",
            "O . . . .",
            "O . . X .",
            "O X . . .",
            "O . X . .");
    assertEquals(Point.of(MIN, MAX - 4), choose(corner));
  }

  @Test
  void playsWholeGamesInTheCornerOfThePlane() {
    NRowState state = FIVE.initialState().play(Point.of(MAX, MIN));
    NRowThreatAgent threat = NRowThreatAgent.of(3);
    NRowGreedyAgent greedy = NRowGreedyAgent.of(4);
    while (!state.isTerminal()) {
      Point move =
          state.toMove().equals(O)
              ? threat.chooseMove(state, Budget.ofWork(300))
              : greedy.chooseMove(state, Budget.ofWork(300));
      assertTrue(state.isLegal(move), "illegal " + move);
      state = state.play(move);
    }
    assertTrue(state.outcome().isWinner(O), state.render());
  }

  @Test
  void choosesOnlyLegalMovesForAnyParameters() {
    qt().withExamples(60)
        .forAll(integers().between(1, 7), integers().between(1, 4), integers().between(2, 4), longs().all())
        .checkAssert(
            (n, d, players, seed) -> {
              NRow game = NRow.builder().n(n).distance(d).players(players).stoneCap(60).build();
              NRowState state = RandomGames.play(game, seed, Math.floorMod(seed, 40)).finalState();
              if (state.isTerminal()) {
                return;
              }
              Point move = NRowThreatAgent.of(seed).chooseMove(state, Budget.ofWork(200));
              assertTrue(state.isLegal(move), game + " illegal " + move + "\n" + state.render());
            });
  }

  @Test
  void threePlayersBlockTheNextOpponentFirst() {
    NRow three = NRow.builder().players(3).build();
    NRowState both =
        Boards.of(
            three, 0, 0,
            "X O O O O . .",
            ". . . . . . .",
            "X A A A A . .",
            ". . . . . . .",
            ". . X . . . .",
            ". . . . X . .");
    assertEquals(Point.of(5, 0), choose(both));
    NRowState later =
        Boards.of(
            three, 0, 0,
            "X O . O O . .",
            ". . . . . . .",
            "X A A A A . .",
            ". . . . . . .",
            ". . X . . . O",
            ". . . . X . .");
    assertEquals(Point.of(5, 2), choose(later));
  }

  @Test
  void sameSeedAndWorkBudgetGiveTheSameMove() {
    for (long seed = 0; seed < 6; seed++) {
      NRowState state = RandomGames.play(FIVE, seed, 12 + (int) seed).finalState();
      if (state.isTerminal()) {
        continue;
      }
      Point first = NRowThreatAgent.of(seed).chooseMove(state, Budget.ofWork(500));
      Point second = NRowThreatAgent.of(seed).chooseMove(state, Budget.ofWork(500));
      assertEquals(first, second);
    }
  }

  /** Timed; skipped under mutation testing (the {@code pit} profile sets {@code gridgames.pit}). */
  @Test
  @DisabledIfSystemProperty(named = "gridgames.pit", matches = "true")
  void keepsATimeBudget() {
    NRowState state = busyPosition();
    NRowThreatAgent agent = NRowThreatAgent.builder().seed(5).threes(4).depth(30).breadth(40).build();
    agent.chooseMove(state, Budget.ofTime(Duration.ofMillis(30))); // warm up
    long best = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 3; attempt++) {
      long start = System.nanoTime();
      Point move = agent.chooseMove(state, Budget.ofTime(Duration.ofMillis(100)));
      best = Math.min(best, (System.nanoTime() - start) / 1_000_000);
      assertTrue(state.isLegal(move));
    }
    assertTrue(best < 150, "took " + best + " ms for a 100 ms budget");
  }

  @Test
  void theSeedBreaksTiesAmongEquallyScoredPoints() {
    // After one stone the points around it score alike in pairs (by symmetry): the seed decides.
    NRowState one = FIVE.initialState().play(Point.ORIGIN);
    java.util.Set<Point> moves = new java.util.HashSet<>();
    for (long seed = 0; seed < 12; seed++) {
      Point move = NRowThreatAgent.of(seed).chooseMove(one, WORK);
      assertEquals(move, NRowThreatAgent.of(seed).chooseMove(one, WORK));
      moves.add(move);
    }
    assertTrue(moves.size() >= 2, "every seed played " + moves);
  }

  @Test
  void emptyBoardGivesTheOrigin() {
    assertEquals(Point.ORIGIN, NRowThreatAgent.of(9).chooseMove(FIVE.initialState(), WORK));
  }

  @Test
  void rejectsBadArguments() {
    NRowState over =
        NRow.of(2, 3).initialState().play(Point.of(0, 0)).play(Point.of(0, 3)).play(Point.of(1, 0));
    assertTrue(over.isTerminal());
    NRowThreatAgent agent = NRowThreatAgent.of(0);
    assertThrows(IllegalArgumentException.class, () -> agent.chooseMove(over, WORK));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(null, WORK));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(FIVE.initialState(), null));
    assertEquals("threat", agent.name());
  }

  @Test
  void theBuilderRefusesValuesOutOfRangeAndKeepsItsBounds() {
    NRowThreatAgent.Builder builder = NRowThreatAgent.builder();
    assertEquals("breadth must be >= 1, got 0", refusal(() -> builder.breadth(0)));
    assertEquals("depth must be between 0 and 100, got -1", refusal(() -> builder.depth(-1)));
    assertEquals("depth must be between 0 and 100, got 101", refusal(() -> builder.depth(101)));
    assertEquals("threes must be between 0 and 10, got -1", refusal(() -> builder.threes(-1)));
    assertEquals("threes must be between 0 and 10, got 11", refusal(() -> builder.threes(11)));
    NRowThreatAgent low = builder.seed(7).breadth(1).depth(0).threes(0).build();
    assertEquals("NRowThreatAgent[seed=7, breadth=1, depth=0, threes=0]", low.toString());
    NRowThreatAgent high = NRowThreatAgent.builder().depth(100).threes(10).build();
    assertEquals("NRowThreatAgent[seed=0, breadth=10, depth=100, threes=10]", high.toString());
    assertEquals(7, low.seed());
    assertEquals(NRowThreatAgent.builder().build().toString(), NRowThreatAgent.of(0).toString(), "the defaults");
    assertEquals(
        "NRowThreatAgent[seed=7, breadth=1, depth=100, threes=10]",
        builder.depth(100).threes(10).build().toString(),
        "a setter changes its builder");
    assertEquals("NRowGreedyAgent[seed=4]", NRowGreedyAgent.of(4).toString());
    assertEquals(NRow.ID, new NRowStrategies().id());
  }

  private static String refusal(ThrowingSupplier<?> call) {
    return assertThrows(IllegalArgumentException.class, call::get).getMessage();
  }

  /** Whether {@code player}, to move, has a move after which he has two or more winning points. */
  static boolean canMakeOpenFour(NRowState state, Player player) {
    for (Point p : state.legalMoves()) {
      NRowState next = state.play(p);
      if (next.outcome().isWinner(player)) {
        return true;
      }
      if (next.isTerminal()) {
        continue;
      }
      if (Boards.winningPoints(next, player).size() >= 2) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the player who just moved (not to move in {@code state}) wins against every reply
   * within {@code moves} more of his moves, by brute force over the replies that block a winning
   * point when there is one, else over the replies near the stones.
   */
  private static boolean forcedWinWithin(NRowState state, int moves) {
    Player attacker = Player.of(1 - state.toMove().index());
    Player defender = state.toMove();
    if (state.outcome().isWinner(attacker)) {
      return true;
    }
    if (moves == 0 || state.isTerminal()) {
      return false;
    }
    List<Point> threats = Boards.winningPoints(state, attacker);
    if (!Boards.winningPoints(state, defender).isEmpty()) {
      return false;
    }
    if (threats.size() >= 2) {
      return true;
    }
    List<Point> replies = threats.isEmpty() ? state.legalMoves() : threats;
    for (Point reply : replies) {
      NRowState afterReply = state.play(reply);
      boolean wins = false;
      for (Point move : afterReply.legalMoves()) {
        if (forcedWinWithin(afterReply.play(move), moves - 1)) {
          wins = true;
          break;
        }
      }
      if (!wins) {
        return false;
      }
    }
    return true;
  }

  /**
   * A position of 40 random stones, full of twos and threes of both sides, where the deepest
   * configured search takes seconds without a budget.
   */
  private static NRowState busyPosition() {
    NRowState state = RandomGames.play(FIVE, 11, 40).finalState();
    assertFalse(state.isTerminal());
    return state;
  }
}
