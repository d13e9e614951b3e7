package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.nrow.internal.Directions;
import io.github.gridgames.nrow.internal.PackedPoint;
import io.github.gridgames.nrow.internal.PositionAccess;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The one table of line directions, which the rules and the strategies share. */
class DirectionsTest {

  @Test
  void theTableIsTheFourLinesInTheDocumentedOrder() {
    assertEquals(4, Directions.COUNT);
    int[][] steps = new int[Directions.COUNT][];
    for (int d = 0; d < Directions.COUNT; d++) {
      steps[d] = new int[] {Directions.dx(d), Directions.dy(d)};
    }
    assertArrayEquals(new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}, steps);
    assertThrows(ArrayIndexOutOfBoundsException.class, () -> Directions.dx(4));
    assertThrows(ArrayIndexOutOfBoundsException.class, () -> Directions.dy(-1));
  }

  /**
   * Over random games, lines read point by point along the table with the position's
   * {@code stoneAt}, as the strategies read them, are the lines of the rules: the longest is the
   * state's, counted by brute force over its own list of directions (which the position's {@code
   * longestLine} matches, see {@link PositionChecks}).
   */
  @Test
  void linesReadAlongTheTableAreTheLinesOfTheRules() {
    for (NRow game : NRowPositionTest.GAMES) {
      for (GameRun<NRowState, Point> run : RandomGames.sample(game, 22L, 3, 1000)) {
        Random random = new Random(run.seed().orElse(0L));
        for (int i = 0; i < run.states().size(); i += 5) {
          NRowState state = run.states().get(i);
          NRowPosition position = state.toPosition();
          for (Point probe : PositionChecks.probes(state, random)) {
            for (int player = 0; player < game.playerCount(); player++) {
              String where = game + " after " + i + " stones, " + player + " through " + probe;
              assertEquals(
                  BruteForce.longestLine(state, probe, player),
                  alongTheTable(position, probe, player),
                  where);
            }
          }
        }
      }
    }
  }

  /** The longest run through a point, counted with the table and {@code stoneAt} alone. */
  private static int alongTheTable(NRowPosition position, Point point, int player) {
    int best = 0;
    for (int d = 0; d < Directions.COUNT; d++) {
      int run = 1;
      for (int side = -1; side <= 1; side += 2) {
        long x = point.x();
        long y = point.y();
        while (true) {
          x += side * Directions.dx(d);
          y += side * Directions.dy(d);
          if (!PackedPoint.onPlane(x, y) || PositionAccess.owner(position, (int) x, (int) y) != player) {
            break;
          }
          run++;
        }
      }
      best = Math.max(best, run);
    }
    return best;
  }
}
