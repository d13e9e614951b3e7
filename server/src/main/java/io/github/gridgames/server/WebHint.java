package io.github.gridgames.server;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The web game's {@code /hint/} answer: a line for the player to move, a sentence about it, and
 * the half of the board it lies in.
 *
 * <p>The line is the lowest-numbered line that completes a box ("You have a scoring move!");
 * else the lowest-numbered free line, one after which the opponent can complete no box (the
 * sentence counts the free lines); else the lowest-numbered line that lets the opponent complete
 * the fewest boxes in a row (the sentence says how many).
 *
 * <p>{@code half} is {@code top} or {@code bottom} when the line lies within that half of the
 * board, else {@code left} or {@code right}, else {@code center} (the line crosses or lies on both
 * middle lines). A line with an end on a middle line still lies within a half. The original game
 * lists {@code center}, but no line of a square board is in it: a line lies on or crosses the
 * middle row only where the board's size is even (horizontal lines) or odd (vertical ones), and
 * the middle column only where it is odd (horizontal) or even (vertical).
 *
 * @param hint the sentence
 * @param half {@code top}, {@code bottom}, {@code left}, {@code right} or {@code center}
 * @param line the line's number
 */
record WebHint(String hint, String half, int line) {

  /**
   * Computes the hint for the player to move.
   *
   * @param web the numbering of the state's game
   * @param state a state that is not over
   * @return the hint
   * @throws IllegalArgumentException if the game is over
   */
  static WebHint of(WebGameNumbering web, DotsBoxesState state) {
    checkArgument(!state.isTerminal(), "the game is over; there is no line to hint at");
    int scoring = -1;
    int firstFree = -1;
    int freeCount = 0;
    int cheapest = -1;
    int cheapestCost = Integer.MAX_VALUE;
    for (int line = 0; line < web.lineCount() && scoring < 0; line++) {
      Edge edge = web.edge(line);
      if (state.isDrawn(edge)) {
        continue;
      }
      if (state.effectOf(edge).captured()) {
        scoring = line;
        continue;
      }
      int cost = concession(state.play(edge), edge);
      if (cost == 0) {
        freeCount++;
        firstFree = firstFree < 0 ? line : firstFree;
      } else if (cost < cheapestCost) {
        cheapestCost = cost;
        cheapest = line;
      }
    }
    if (scoring >= 0) {
      return new WebHint("You have a scoring move!", half(web, scoring), scoring);
    }
    if (freeCount > 0) {
      String sentence =
          freeCount == 1
              ? "You have one free move available."
              : "You have " + freeCount + " free moves available!";
      return new WebHint(sentence, half(web, firstFree), firstFree);
    }
    return new WebHint(
        "Your best move allows your opponent to complete "
            + cheapestCost
            + (cheapestCost == 1 ? " square." : " squares."),
        half(web, cheapest),
        cheapest);
  }

  /**
   * Counts the boxes the next player can complete in a row after a line was drawn: each box with
   * three sides drawn is completed, and so on along the chain.
   */
  private static int concession(DotsBoxesState after, Edge drawn) {
    Deque<Box> next = new ArrayDeque<>(after.game().boxesOf(drawn));
    DotsBoxesState state = after;
    int taken = 0;
    while (!next.isEmpty()) {
      Box box = next.pop();
      if (state.sidesDrawn(box) != 3) {
        continue;
      }
      for (Edge side : state.game().sidesOf(box)) {
        if (!state.isDrawn(side)) {
          taken += state.effectOf(side).captures();
          state = state.play(side);
          next.addAll(state.game().boxesOf(side));
          break;
        }
      }
    }
    return taken;
  }

  /** Names the half of the board a line lies in; see the class comment. Works in doubled units. */
  static String half(WebGameNumbering web, int line) {
    Edge edge = web.edge(line);
    int n = web.size();
    int row2 = edge.from().row() + edge.to().row();
    int col2 = edge.from().col() + edge.to().col();
    boolean acrossMiddleRow =
        edge.isHorizontal() ? row2 == n : edge.from().row() * 2 < n && edge.to().row() * 2 > n;
    boolean acrossMiddleCol =
        edge.isVertical() ? col2 == n : edge.from().col() * 2 < n && edge.to().col() * 2 > n;
    if (!acrossMiddleRow) {
      return row2 < n ? "top" : "bottom";
    }
    if (!acrossMiddleCol) {
      return col2 < n ? "left" : "right";
    }
    return "center";
  }
}
