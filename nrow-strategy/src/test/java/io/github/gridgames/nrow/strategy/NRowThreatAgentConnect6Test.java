package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The threat agent under Connect6 order (one stone, then two per turn; six in a row): it sees
 * who moves after the next move instead of assuming alternation.
 */
class NRowThreatAgentConnect6Test {

  private static final NRow CONNECT6 =
      NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).stoneCap(300).build();
  private static final Budget WORK = Budget.ofWork(2_000);
  private static final Player X = Player.of(0);
  private static final Player O = Player.of(1);

  /** O has five in a row open at both ends; X places its two stones. */
  private static NRowState fiveOpenAtBothEnds() {
    return Boards.of(
        CONNECT6, 0, 0,
        ". . . . . . . .",
        ". O O O O O . .",
        ". . . . . . . .",
        ". X . X . X . .",
        "X . . . X . . O");
  }

  private static NRowState play(NRowState state) {
    Point move = NRowThreatAgent.of(1).chooseMove(state, WORK);
    assertTrue(state.isLegal(move), "illegal move " + move);
    return state.play(move);
  }

  @Test
  void withTwoStonesItMakesSixRatherThanBlocking() {
    NRowState state =
        Boards.of(
            CONNECT6, 0, 0,
            ". X X X X . . .",
            ". . . . . . . .",
            "X O O O O O . .",
            ". . . . . . . .",
            ". . O . . . . .");
    assertEquals(X, state.toMove());
    assertEquals(X, CONNECT6.toMoveAfter(state.stoneCount() + 1), "X places two stones");
    assertEquals(List.of(Point.of(6, 2)), Boards.winningPoints(state, O));
    NRowState first = play(state);
    assertFalse(first.isTerminal());
    assertEquals(X, first.toMove());
    NRowState second = play(first);
    assertTrue(second.outcome().isWinner(X), "X did not win:\n" + second.render());
  }

  @Test
  void withTwoStonesItBlocksBothEndsOfAFive() {
    NRowState state = fiveOpenAtBothEnds();
    assertEquals(X, state.toMove());
    assertEquals(2, Boards.winningPoints(state, O).size());
    NRowState after = play(play(state));
    assertEquals(O, after.toMove());
    assertEquals(List.of(), Boards.winningPoints(after, O), "O still completes six:\n" + after.render());
  }

  @Test
  void beforeTheOpponentsPairItBlocksHisFourRatherThanMakeAnOpenFive() {
    NRowState state =
        Boards.of(
            CONNECT6, 0, 0,
            "X O O O O . . .",
            ". . . . . . . .",
            ". X X X X . . .",
            ". . . . . . O .",
            "X . . O . . . .");
    assertEquals(X, state.toMove());
    assertEquals(O, CONNECT6.toMoveAfter(state.stoneCount() + 1));
    assertEquals(O, CONNECT6.toMoveAfter(state.stoneCount() + 2), "O places two stones next");
    Point move = NRowThreatAgent.of(1).chooseMove(state, WORK);
    assertTrue(List.of(Point.of(5, 0), Point.of(6, 0)).contains(move), "played " + move);
  }

  @Test
  void onThePositionItLeavesThePositionAsItFoundIt() {
    NRowState state = fiveOpenAtBothEnds();
    NRowPosition position = state.toPosition();
    int code = NRowThreatAgent.of(1).chooseCode(position, WORK);
    assertEquals(state, position.state());
    assertEquals(0, position.depth());
    assertEquals(NRowThreatAgent.of(1).chooseMove(state, WORK), position.move(code));
    assertEquals(
        NRowGreedyAgent.of(3).chooseMove(state, WORK),
        position.move(NRowGreedyAgent.of(3).chooseCode(position, WORK)));
  }
}
