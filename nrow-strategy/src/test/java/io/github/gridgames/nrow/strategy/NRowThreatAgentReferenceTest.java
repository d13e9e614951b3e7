package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The threat agent's steps (its class comment) against brute force on random positions of two
 * players taking turns: it completes N when it can, else blocks a point where the opponent
 * completes N, else makes an open four when it can, else starts a win by fours when there is one
 * within its search depth, else (checking every candidate) plays a move that leaves the opponent
 * no win by fours when some near move does.
 */
class NRowThreatAgentReferenceTest {

  private static final int DEPTH = 3;

  private static final List<NRow> GAMES =
      List.of(
          NRow.builder().n(4).distance(1).stoneCap(60).build(),
          NRow.builder().n(5).distance(2).stoneCap(60).build());

  @Test
  void winsBlocksMakesOpenFoursAndWinsByFoursLikeTheBruteForce() {
    int[] met = new int[5];
    for (NRow game : GAMES) {
      NRowThreatAgent agent = NRowThreatAgent.builder().seed(game.n()).threes(0).depth(DEPTH).breadth(1_000).build();
      for (NRowState state : Brute.positions(game, 300, Brute.size(game.n() == 4 ? 40 : 20, 15), 30)) {
        Player me = state.toMove();
        Player opponent = Brute.other(me);
        Point move = agent.chooseMove(state, Budget.unlimited());
        NRowState after = state.play(move);
        String where = "played " + move + " in " + game + ":\n" + state.render();
        if (!Boards.winningPoints(state, me).isEmpty()) {
          assertTrue(after.outcome().isWinner(me), "did not win, " + where);
          met[0]++;
        } else if (!Boards.winningPoints(state, opponent).isEmpty()) {
          assertTrue(Boards.winningPoints(state, opponent).contains(move), "did not block, " + where);
          met[1]++;
        } else if (state.legalMoves().stream().anyMatch(p -> Boards.winningPoints(state.play(p), me).size() >= 2)) {
          assertTrue(Boards.winningPoints(after, me).size() >= 2, "made no open four, " + where);
          met[2]++;
        } else if (Brute.vcf(state, DEPTH, true)) {
          assertTrue(Brute.startsVcf(state, move, DEPTH), "started no win by fours, " + where);
          met[3]++;
        } else if (Brute.vcf(state.play(state.legalMoves().get(0)), DEPTH, true)) {
          // The opponent threatens a win by fours: if a near move stops it, the move does.
          boolean stoppable =
              Brute.near(state, Math.min(game.n(), NRowThreatAgent.NEAR)).stream()
                  .anyMatch(p -> !Brute.vcf(state.play(p), DEPTH, true));
          if (stoppable) {
            assertFalse(Brute.vcf(after, DEPTH, true), "left the opponent a win by fours, " + where);
            met[4]++;
          }
        }
      }
    }
    for (int i = 0; i < met.length; i++) {
      assertTrue(met[i] >= Brute.size(2, 1), "too few positions of case " + i + " to tell: " + java.util.Arrays.toString(met));
    }
  }

  @Test
  void whenEveryCheckedMoveLeavesTheOpponentAWinItPlaysTheBestScoredMove() {
    // O has two open threes: whichever X blocks, O makes an open four with the other.
    NRowState state =
        Boards.of(
            NRow.builder().stoneCap(100).build(), -6, 0,
            ". . . . . . O O O . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            "X . . X . . X . . X . . X",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . O O O . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . X . . . . . .");
    Point move = NRowThreatAgent.builder().seed(2).breadth(3).threes(0).build().chooseMove(state, Budget.unlimited());
    assertTrue(Brute.vcf(state.play(move), 1, true), "O still wins after " + move);
    Point best = NRowThreatAgent.builder().seed(2).depth(0).build().chooseMove(state, Budget.unlimited());
    assertEquals(best, move, "all three checked moves lose: the best-scored one");
  }

  @Test
  void withoutTheSearchItStillWinsBlocksAndMakesOpenFours() {
    NRowThreatAgent agent = NRowThreatAgent.builder().depth(0).build();
    NRow game = NRow.builder().n(4).distance(1).stoneCap(60).build();
    for (NRowState state : Brute.positions(game, 500, Brute.size(30, 10), 30)) {
      Player me = state.toMove();
      Point move = agent.chooseMove(state, Budget.ofWork(1));
      if (!Boards.winningPoints(state, me).isEmpty()) {
        assertTrue(state.play(move).outcome().isWinner(me), state.render());
      } else if (!Boards.winningPoints(state, Brute.other(me)).isEmpty()) {
        assertTrue(Boards.winningPoints(state, Brute.other(me)).contains(move), state.render());
      }
    }
  }
}
