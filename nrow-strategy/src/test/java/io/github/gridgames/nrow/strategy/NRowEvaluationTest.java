package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The evaluation's sign and symmetries, and the move ordering against a stable sort. */
class NRowEvaluationTest {

  private static final List<NRow> GAMES =
      List.of(
          NRow.builder().n(4).distance(1).stoneCap(80).build(),
          NRow.builder().n(5).distance(3).stoneCap(80).build(),
          NRow.builder().n(3).distance(2).players(3).stoneCap(80).build());

  /** The eight maps of the plane onto itself that keep lines lines (x to -1 - x keeps the ends). */
  private static final List<UnaryOperator<Point>> SYMMETRIES =
      List.of(
          p -> p,
          p -> Point.of(-1 - p.x(), p.y()),
          p -> Point.of(p.x(), -1 - p.y()),
          p -> Point.of(-1 - p.x(), -1 - p.y()),
          p -> Point.of(p.y(), p.x()),
          p -> Point.of(-1 - p.y(), p.x()),
          p -> Point.of(p.y(), -1 - p.x()),
          p -> Point.of(-1 - p.y(), -1 - p.x()));

  private static NRowState mapped(NRow game, NRowState state, List<Point> moves, UnaryOperator<Point> map) {
    List<Point> images = new ArrayList<>();
    for (Point p : moves) {
      images.add(map.apply(p));
    }
    NRowState image = Brute.replay(game, images, 0, 0);
    assertEquals(state.stoneCount(), image.stoneCount());
    return image;
  }

  @Test
  void theValueIsTheSameOnEveryImageOfThePositionAlsoAtTheEndsOfThePlane() {
    for (NRow game : GAMES) {
      NRowEvaluation evaluation = NRowEvaluation.of(game);
      for (List<Point> moves : Brute.games(game, 20, Brute.size(3, 1), 30)) {
        List<List<Point>> placements = new ArrayList<>(Brute.shiftedToTheEdges(moves));
        placements.add(moves);
        for (List<Point> placed : placements) {
          NRowState state = Brute.replay(game, placed, 0, 0);
          for (int p = 0; p < game.playerCount(); p++) {
            double value = evaluation.evaluate(state.toPosition(), Player.of(p));
            for (UnaryOperator<Point> map : SYMMETRIES) {
              NRowState image = mapped(game, state, placed, map);
              assertEquals(
                  value, evaluation.evaluate(image.toPosition(), Player.of(p)), 1e-9 * Math.abs(value),
                  "player " + p + "\n" + state.render() + "\n" + image.render());
            }
          }
        }
      }
    }
  }

  @Test
  void withTwoPlayersOnesGainIsTheOthersLoss() {
    NRow game = GAMES.get(1);
    NRowEvaluation evaluation = NRowEvaluation.of(game);
    for (NRowState state : Brute.positions(game, 30, 10, 30)) {
      NRowPosition position = state.toPosition();
      assertEquals(
          evaluation.evaluate(position, Player.of(0)), -evaluation.evaluate(position, Player.of(1)), 1e-9,
          state.render());
    }
    String[] picture = {". . X X X", ". . . . .", ". O . O .", ". . O . ."};
    NRowState xLine = Boards.of(game, 0, 0, picture);
    assertTrue(evaluation.evaluate(xLine.toPosition(), Player.of(0)) > 0, "X's three is worth more");
    NRowState edge = Boards.of(game, Integer.MAX_VALUE - 4, 0, picture);
    assertTrue(
        evaluation.evaluate(edge.toPosition(), Player.of(0)) < evaluation.evaluate(xLine.toPosition(), Player.of(0)),
        "windows off the plane count for nobody");
    assertThrows(NullPointerException.class, () -> NRowEvaluation.of(null));
  }

  @Test
  void theOrderingPutsPointsNextToMoreStonesFirstAndKeepsTheOrderOtherwise() {
    for (NRow game : GAMES) {
      for (NRowState state : Brute.positions(game, 40, Brute.size(4, 2), 30)) {
        NRowPosition position = state.toPosition();
        int[] codes = new int[position.legalMoveCount() + 3];
        int legal = position.legalMoves(codes);
        for (int count : new int[] {legal, legal / 2}) {
          int[] ordered = codes.clone();
          new NRowOrdering().order(position, ordered, count);
          Integer[] expected = new Integer[count];
          for (int i = 0; i < count; i++) {
            expected[i] = codes[i];
          }
          Arrays.sort(expected, Comparator.comparingInt(code -> -neighbours(state, position.move(code))));
          for (int i = 0; i < count; i++) {
            assertEquals(expected[i], ordered[i], "at " + i + " of " + count + ":\n" + state.render());
          }
          assertArrayEquals(
              Arrays.copyOfRange(codes, count, codes.length), Arrays.copyOfRange(ordered, count, codes.length));
          assertEquals(state, position.state());
        }
      }
    }
  }

  /** The stones on the eight points around {@code p}. */
  private static int neighbours(NRowState state, Point p) {
    int count = 0;
    for (int dx = -1; dx <= 1; dx++) {
      for (int dy = -1; dy <= 1; dy++) {
        if ((dx != 0 || dy != 0) && state.stoneAt(Point.of(p.x() + dx, p.y() + dy)).isPresent()) {
          count++;
        }
      }
    }
    return count;
  }
}
