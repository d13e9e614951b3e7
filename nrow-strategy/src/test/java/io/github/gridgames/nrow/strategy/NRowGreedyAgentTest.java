package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

class NRowGreedyAgentTest {

  private static final NRow FIVE = NRow.builder().stoneCap(200).build();
  private static final Budget ONE = Budget.ofWork(1);

  @Test
  void completesFiveEvenWithATinyBudget() {
    NRowState state = Boards.of(FIVE, 0, 0, ". X X X X . .", ". O O O O . .");
    for (long seed = 0; seed < 5; seed++) {
      Point move = NRowGreedyAgent.of(seed).chooseMove(state, ONE);
      assertTrue(state.play(move).outcome().isWinner(Player.of(0)), "played " + move);
    }
  }

  @Test
  void blocksAPointWhereTheOpponentWouldCompleteFive() {
    NRowState state =
        Boards.of(FIVE, 0, 0, "X O O O O . .", ". . . . . . .", ". X . . X . .", "X . . . . . .");
    assertEquals(Point.of(5, 0), NRowGreedyAgent.of(3).chooseMove(state, ONE));
  }

  @Test
  void withThreePlayersBlocksTheNextOpponent() {
    NRow three = NRow.builder().players(3).build();
    NRowState state =
        Boards.of(
            three, 0, 0,
            "X O O O O . .",
            ". . . . . . .",
            "X A A A A . .",
            ". . . . . . .",
            ". . X . . . .",
            ". . . . X . .");
    assertEquals(Point.of(5, 0), NRowGreedyAgent.of(8).chooseMove(state, ONE));
  }

  @Test
  void otherwiseExtendsItsLongestLine() {
    NRowState state =
        Boards.of(
            FIVE, 0, 0,
            ". . . . . . . .",
            ". . X X X . . .",
            ". . O . . O . .",
            ". . . . O . . .");
    for (long seed = 0; seed < 8; seed++) {
      Point move = NRowGreedyAgent.of(seed).chooseMove(state, ONE);
      assertTrue(List.of(Point.of(1, 1), Point.of(5, 1)).contains(move), "played " + move);
    }
  }

  @Test
  void doesNotStopAnOpenThree() {
    // The baseline sees no threats: with a line of its own to extend, it ignores O's open three.
    NRowState state =
        Boards.of(
            FIVE, 0, 0,
            ". . . . . . . .",
            ". . O O O . . .",
            ". . X . . X . .",
            ". . . X X . . .");
    Point move = NRowGreedyAgent.of(1).chooseMove(state, ONE);
    assertTrue(NRowThreatAgentTest.canMakeOpenFour(state.play(move), Player.of(1)));
  }

  @Test
  void choosesLegalMovesDeterministically() {
    qt().withExamples(60)
        .forAll(integers().between(1, 7), integers().between(1, 4), integers().between(2, 4), longs().all())
        .checkAssert(
            (n, d, players, seed) -> {
              NRow game = NRow.builder().n(n).distance(d).players(players).stoneCap(60).build();
              NRowState state = RandomGames.play(game, seed, Math.floorMod(seed, 40)).finalState();
              if (state.isTerminal()) {
                return;
              }
              Point move = NRowGreedyAgent.of(seed).chooseMove(state, ONE);
              assertTrue(state.isLegal(move), game + " illegal " + move + "\n" + state.render());
              assertEquals(move, NRowGreedyAgent.of(seed).chooseMove(state, Budget.ofTime(Duration.ofMillis(5))));
            });
  }

  @Test
  void rejectsBadArguments() {
    NRowState over =
        NRow.of(2, 3).initialState().play(Point.of(0, 0)).play(Point.of(0, 3)).play(Point.of(1, 0));
    NRowGreedyAgent agent = NRowGreedyAgent.of(0);
    assertThrows(IllegalArgumentException.class, () -> agent.chooseMove(over, ONE));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(null, ONE));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(FIVE.initialState(), null));
    assertEquals(Point.ORIGIN, agent.chooseMove(FIVE.initialState(), ONE));
    assertEquals("greedy", agent.name());
    assertEquals(0, agent.seed());
    assertEquals(-5, NRowGreedyAgent.of(-5).seed());
  }
}
