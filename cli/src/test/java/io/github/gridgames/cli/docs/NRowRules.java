package io.github.gridgames.cli.docs;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;

/** README.md: N-in-a-row on an unbounded board. */
final class NRowRules {

  private NRowRules() {}

  static void run() {
    // BEGIN
    NRow game = NRow.of(5, 3); // five in a row; each stone within Manhattan distance 3 of another
    NRowState state = game.initialState()
        .play(Point.of(0, 0))   // the first stone may go anywhere on the int plane
        .play(Point.of(2, 1));  // |2| + |1| = 3: close enough
    System.out.println(state.check(Point.of(6, 0)).orElseThrow().message());
    System.out.println(state.render()); // y grows upwards; + marks where the next stone may go
    // END
  }
}
