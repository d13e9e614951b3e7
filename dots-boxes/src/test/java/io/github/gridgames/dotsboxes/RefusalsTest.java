package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each refusal reason, its sentence, and the order in which reasons are checked. */
class RefusalsTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);
  private final DotsBoxesState state = game.initialState().play(Edge.of(0, 0, 0, 1));

  private Violation refusal(DotsBoxesState s, Edge e) {
    Violation violation = s.check(e).orElseThrow();
    IllegalMoveException thrown = assertThrows(IllegalMoveException.class, () -> s.play(e));
    assertEquals(violation, thrown.violation());
    assertEquals(violation.message(), thrown.getMessage());
    assertThrows(IllegalMoveException.class, () -> s.effectOf(e));
    assertThrows(IllegalMoveException.class, () -> s.boxesCompletedBy(e));
    IllegalMoveException fromPosition =
        assertThrows(IllegalMoveException.class, () -> s.toPosition().makeMove(e));
    assertEquals(violation, fromPosition.violation());
    return violation;
  }

  @Test
  void aLineOutsideTheBoardIsOutOfBounds() {
    Violation v = refusal(state, Edge.of(0, 2, 0, 3));
    assertEquals(Reason.OUT_OF_BOUNDS, v.reason());
    assertEquals(
        "The line (0,2)-(0,3) is outside the board: both dots must lie between (0,0) and (2,2).",
        v.message());
    assertEquals(Reason.OUT_OF_BOUNDS, refusal(state, Edge.of(-1, 0, 0, 0)).reason());
    assertEquals(Reason.OUT_OF_BOUNDS, refusal(state, Edge.of(2, 0, 3, 0)).reason());
    assertEquals(
        Reason.OUT_OF_BOUNDS,
        refusal(state, Edge.of(Integer.MAX_VALUE, 0, Integer.MIN_VALUE, 0)).reason());
  }

  @Test
  void twoDotsThatAreNotAdjacentAreNotAUnitLine() {
    Violation v = refusal(state, Edge.of(0, 0, 1, 1));
    assertEquals(DotsBoxesReason.NOT_A_UNIT_LINE, v.reason());
    assertEquals(
        "The line (0,0)-(1,1) is not a unit horizontal or vertical line between adjacent dots.",
        v.message());
    assertEquals(DotsBoxesReason.NOT_A_UNIT_LINE, refusal(state, Edge.of(0, 0, 0, 2)).reason());
    assertEquals(DotsBoxesReason.NOT_A_UNIT_LINE, refusal(state, Edge.of(2, 0, 0, 0)).reason());
    assertEquals(
        "The line (1,1)-(1,1) is not a unit horizontal or vertical line between adjacent dots.",
        refusal(state, Edge.of(1, 1, 1, 1)).message());
  }

  @Test
  void aLineDrawnBeforeIsAlreadyDrawn() {
    Violation v = refusal(state, Edge.of(0, 1, 0, 0));
    assertEquals(DotsBoxesReason.ALREADY_DRAWN, v.reason());
    assertEquals("The line (0,0)-(0,1) is already drawn.", v.message());
  }

  @Test
  void everyMoveOfAFinishedGameIsRefusedAsGameOverFirst() {
    DotsBoxes one = DotsBoxes.of(1, 1);
    DotsBoxesState s = one.initialState();
    for (Edge e : one.edges()) {
      s = s.play(e);
    }
    for (Edge e :
        List.of(Edge.of(0, 0, 0, 1), Edge.of(0, 0, 1, 1), Edge.of(5, 5, 5, 6), Edge.of(0, 0, 0, 0))) {
      Violation v = refusal(s, e);
      assertEquals(Reason.GAME_OVER, v.reason());
      assertEquals("The game is over; no more moves can be played.", v.message());
    }
  }

  @Test
  void outsideTheBoardIsCheckedBeforeNotAUnitLineAndThatBeforeAlreadyDrawn() {
    assertEquals(Reason.OUT_OF_BOUNDS, refusal(state, Edge.of(0, 0, 5, 5)).reason());
    assertEquals(Reason.OUT_OF_BOUNDS, refusal(state, Edge.of(0, 0, 0, 3)).reason());
  }

  @Test
  void theFourReasonsAreDistinctWithDistinctCodes() {
    List<Reason> reasons =
        List.of(
            Reason.GAME_OVER,
            Reason.OUT_OF_BOUNDS,
            DotsBoxesReason.NOT_A_UNIT_LINE,
            DotsBoxesReason.ALREADY_DRAWN);
    Set<String> codes = new HashSet<>();
    for (Reason r : reasons) {
      codes.add(r.code());
    }
    assertEquals(4, codes.size());
    assertEquals("not-a-unit-line", DotsBoxesReason.NOT_A_UNIT_LINE.code());
    assertEquals("already-drawn", DotsBoxesReason.ALREADY_DRAWN.code());
  }

  @Test
  void refusalsChangeNothing() {
    DotsBoxesState copy = game.initialState().play(Edge.of(0, 0, 0, 1));
    String drawing = state.render();
    long hash = state.positionHash();
    for (Edge e : List.of(Edge.of(0, 0, 0, 1), Edge.of(0, 0, 2, 2), Edge.of(9, 9, 9, 10))) {
      refusal(state, e);
    }
    assertEquals(copy, state);
    assertEquals(drawing, state.render());
    assertEquals(hash, state.positionHash());
    assertEquals(copy.legalMoves(), state.legalMoves());
  }
}
