package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The internals behind fast legal-move lists: the sorted point list and the list derived from the
 * previous state's list.
 */
class LegalMoveListTest {

  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  @Test
  void derivedListsEqualListsComputedFromScratch() {
    for (NRow game :
        List.of(
            NRow.builder().stoneCap(120).build(),
            NRow.builder().n(4).distance(1).players(3).stoneCap(90).build(),
            NRow.builder().n(6).distance(9).stoneCap(40).build())) {
      // RandomGames lists every state before playing on it, so each list is derived.
      for (GameRun<NRowState, Point> run : RandomGames.sample(game, 5L, 6, 1000)) {
        NRowState fresh = game.initialState();
        for (int i = 0; i < run.moves().size(); i++) {
          fresh = fresh.play(run.moves().get(i));
          NRowState derived = run.states().get(i + 1);
          assertEquals(BruteForce.candidates(derived).size(), derived.candidateCount());
          if (!derived.isTerminal()) {
            assertEquals(BruteForce.candidates(derived), derived.legalMoves(), "after " + (i + 1));
          }
          assertEquals(fresh.legalMoves(), derived.legalMoves(), "after " + (i + 1));
        }
      }
    }
  }

  @Test
  void derivedListsAreExactAtTheIntLimits() {
    NRow game = NRow.builder().n(4).distance(3).stoneCap(60).build();
    for (Point start : List.of(Point.of(MAX, MAX), Point.of(MIN, MIN), Point.of(MIN + 2, MAX - 1))) {
      NRowState state = game.initialState().play(start);
      java.util.Random random = new java.util.Random(start.x());
      while (!state.isTerminal()) {
        List<Point> legal = state.legalMoves();
        assertEquals(BruteForce.candidates(state), legal);
        state = state.play(legal.get(random.nextInt(legal.size())));
      }
    }
  }

  @Test
  void theSortedListSearchesAndRefusesChanges() {
    NRowState state = NRow.of(5, 3).initialState().play(Point.of(MIN, 0)).play(Point.of(MIN + 1, 2));
    List<Point> legal = state.legalMoves();
    List<Point> copy = new ArrayList<>(legal);
    assertEquals(copy, legal);
    assertEquals(copy.hashCode(), legal.hashCode());
    for (int i = 0; i < legal.size(); i++) {
      assertEquals(i, legal.indexOf(legal.get(i)));
      assertEquals(i, legal.lastIndexOf(legal.get(i)));
      assertTrue(legal.contains(copy.get(i)));
    }
    assertFalse(legal.contains(Point.of(MIN, 0)));
    assertFalse(legal.contains("0,1"));
    assertEquals(-1, legal.indexOf(Point.of(MAX, MAX)));
    assertThrows(IndexOutOfBoundsException.class, () -> legal.get(legal.size()));
    assertThrows(IndexOutOfBoundsException.class, () -> legal.get(-1));
    assertThrows(UnsupportedOperationException.class, () -> legal.set(0, Point.ORIGIN));
    assertThrows(UnsupportedOperationException.class, () -> legal.remove(0));
    assertThrows(UnsupportedOperationException.class, legal::clear);
  }
}
