package io.github.gridgames.nrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The terminal's drawing of N-in-a-row: y grows upwards and {@code +} marks where the next stone may go. */
class TerminalDrawingTest {

  @Test
  void yGrowsUpwardsAndThePointsWhereTheNextStoneMayGoAreMarked() {
    NRowState state = NRow.of(5, 1).initialState().play(Point.ORIGIN);
    assertEquals(
        String.join(
            "\n",
            "    -3 -2 -1  0  1  2  3",
            "  3  .  .  .  .  .  .  .",
            "  2  .  .  .  .  .  .  .",
            "  1  .  .  .  +  .  .  .",
            "  0  .  .  +  X  +  .  .",
            " -1  .  .  .  +  .  .  .",
            " -2  .  .  .  .  .  .  .",
            " -3  .  .  .  .  .  .  .",
            "y grows upwards; + marks where the next stone may go."),
        NRowDrawing.draw(state, state.view()));
    NRowState above = state.play(Point.of(0, 1));
    List<String> lines = NRowDrawing.draw(above, above.view()).lines().toList();
    assertEquals("  4  .  .  .  .  .  .  .", lines.get(1), "the top row is the largest y");
    assertEquals("  2  .  .  .  +  .  .  .", lines.get(3), "above the O at 0,1");
    assertEquals("  1  .  .  +  O  +  .  .", lines.get(4));
    assertEquals("  0  .  .  +  X  +  .  .", lines.get(5), "below the O at 0,1");
  }

  @Test
  void onTheEmptyBoardEveryPointIsOpenAndOnceTheGameIsOverNone() {
    NRowState empty = NRow.of(2, 1).initialState();
    String drawing = NRowDrawing.draw(empty, empty.view());
    assertEquals(49, drawing.lines().limit(8).flatMapToInt(String::chars).filter(c -> c == '+').count(), drawing);
    NRowState won = empty.play(Point.ORIGIN).play(Point.of(0, 1)).play(Point.of(1, 0));
    assertTrue(won.isTerminal());
    String over = NRowDrawing.draw(won, won.view());
    assertEquals(0, over.chars().filter(c -> c == '+').count(), over);
    assertTrue(over.endsWith("\ny grows upwards."), over);
  }

  @Test
  void stonesOutsideTheWindowAreCounted() {
    NRowState state = NRow.of(5, 3).initialState().play(Point.ORIGIN).play(Point.of(3, 0));
    String drawing = NRowDrawing.draw(state, new NRowState.BoardWindow(-1, -1, 1, 1));
    assertTrue(
        drawing.contains("\n1 of 2 stones lie outside this view (x -1..1, y -1..1); all stones lie within x 0..3, y 0..0.\n"),
        drawing);
  }

  /** Over random games, a point is marked + exactly when it is empty and legal. */
  @Test
  void thePlusMarksAreExactlyTheLegalPoints() {
    SplittableRandom random = new SplittableRandom(31);
    NRow game = NRow.of(4, 2);
    for (int round = 0; round < 40; round++) {
      NRowState state = game.initialState();
      for (int moves = random.nextInt(12); moves > 0 && !state.isTerminal(); moves--) {
        List<Point> legal = state.legalMoves();
        state = state.play(legal.get(random.nextInt(legal.size())));
      }
      NRowState.BoardWindow view = state.view();
      List<String> lines = NRowDrawing.draw(state, view).lines().toList();
      for (int y = view.toY(); y >= view.fromY(); y--) {
        String row = lines.get(1 + view.toY() - y);
        for (int x = view.fromX(); x <= view.toX(); x++) {
          char mark = row.charAt(3 + 3 * (x - view.fromX() + 1) - 1);
          Point point = Point.of(x, y);
          boolean open = !state.isTerminal() && state.stoneAt(point).isEmpty() && state.isLegal(point);
          assertEquals(open, mark == '+', point + " in\n" + String.join("\n", lines));
        }
      }
    }
  }
}
