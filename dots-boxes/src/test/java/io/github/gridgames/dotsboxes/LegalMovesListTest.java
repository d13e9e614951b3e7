package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The legal-move lists of the public path (a view over the drawn-line bits since the performance
 * work) behave exactly as the plain list of the undrawn lines in edge-index order: every
 * {@link List} method, on boards of one word and of several.
 */
class LegalMovesListTest {

  private static List<Edge> undrawn(DotsBoxesState state) {
    List<Edge> expected = new ArrayList<>();
    if (!state.isTerminal()) {
      for (Edge edge : state.game().edges()) {
        if (!state.isDrawn(edge)) {
          expected.add(edge);
        }
      }
    }
    return expected;
  }

  static void assertSameList(List<Edge> expected, List<Edge> actual, DotsBoxes game) {
    assertEquals(expected, actual);
    assertEquals(actual, expected);
    assertEquals(expected.hashCode(), actual.hashCode());
    assertEquals(expected.toString(), actual.toString());
    assertEquals(expected.size(), actual.size());
    assertEquals(expected.isEmpty(), actual.isEmpty());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), actual.get(i), "get(" + i + ")");
    }
    assertEquals(expected, new ArrayList<>(actual));
    assertEquals(expected, List.copyOf(actual));
    for (Edge edge : game.edges()) {
      assertEquals(expected.contains(edge), actual.contains(edge), "contains " + edge);
      assertEquals(expected.indexOf(edge), actual.indexOf(edge), "indexOf " + edge);
      assertEquals(expected.lastIndexOf(edge), actual.lastIndexOf(edge), "lastIndexOf " + edge);
    }
    Edge offBoard = Edge.horizontal(game.rows() + 1, 0);
    Edge notUnit = Edge.of(0, 0, 1, 1);
    // (the empty list of a finished game is List.of(), which refuses to look for null)
    Object[] others = {offBoard, notUnit, "(0,0)-(0,1)", actual.isEmpty() ? offBoard : null};
    for (Object other : others) {
      assertFalse(actual.contains(other), "contains " + other);
      assertEquals(-1, actual.indexOf(other), "indexOf " + other);
    }
    if (expected.size() >= 2) {
      int from = expected.size() / 3;
      assertEquals(
          expected.subList(from, expected.size() - 1), actual.subList(from, actual.size() - 1));
    }
    Iterator<Edge> it = actual.iterator();
    for (Edge edge : expected) {
      assertTrue(it.hasNext());
      assertEquals(edge, it.next());
    }
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
    assertThrows(IndexOutOfBoundsException.class, () -> actual.get(actual.size()));
    assertThrows(IndexOutOfBoundsException.class, () -> actual.get(-1));
    assertThrows(UnsupportedOperationException.class, () -> actual.add(offBoard));
    if (!actual.isEmpty()) {
      assertThrows(UnsupportedOperationException.class, () -> actual.set(0, offBoard));
      assertThrows(UnsupportedOperationException.class, () -> actual.remove(0));
      Iterator<Edge> remover = actual.iterator();
      remover.next();
      assertThrows(UnsupportedOperationException.class, remover::remove);
    }
  }

  @TestFactory
  Stream<DynamicTest> legalMovesAreTheUndrawnLinesInOrder() {
    return Stream.of(
            DotsBoxes.of(1, 1),
            DotsBoxes.of(3, 3),
            DotsBoxes.of(1, 21),
            DotsBoxes.of(1, 22),
            DotsBoxes.of(8, 8),
            DotsBoxes.of(3, 27)) // 192 lines: three full words, the last one too
        .map(
            game ->
                DynamicTest.dynamicTest(
                    "legal moves on " + game,
                    () ->
                        GameProperties.builder(game)
                            .games(game.edgeCount() <= 64 ? 6 : 2)
                            .build()
                            .check(
                                "legal moves are the undrawn lines in order",
                                GameProperty.<DotsBoxesState, Edge>eachState(
                                    state -> {
                                      List<Edge> legal = state.legalMoves();
                                      assertSameList(undrawn(state), legal, game);
                                      assertSame(legal, state.legalMoves(), "cached");
                                    }))));
  }
}
