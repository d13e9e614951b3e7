package io.github.gridgames.bench.nrow;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Records the games that the benchmarks replay. */
final class NRowGames {

  private NRowGames() {}

  /**
   * Plays one random game of {@code game} on a position (first stone on the origin, every later
   * one a uniformly random legal point, as {@link NRowPosition#playout} draws them) until it ends,
   * and returns its stones.
   */
  static Point[] randomGame(NRow game, long seed) {
    NRowPosition position = NRowPosition.of(game);
    SplittableRandom random = new SplittableRandom(seed);
    List<Point> stones = new ArrayList<>();
    while (!position.isTerminal()) {
      int code = position.randomMove(random);
      stones.add(position.move(code));
      position.makeMove(code);
    }
    return stones.toArray(new Point[0]);
  }

  /**
   * Plays {@code stones} random stones of {@code game} that never win: each stone is a uniformly
   * random legal point, drawn again while it would make N in a row.
   *
   * @throws IllegalStateException if some position has only winning points (never seen)
   */
  static Point[] longGame(NRow game, int stones, long seed) {
    NRowPosition position = NRowPosition.of(game);
    SplittableRandom random = new SplittableRandom(seed);
    List<Point> out = new ArrayList<>();
    while (out.size() < stones) {
      boolean placed = false;
      for (int attempt = 0; attempt < 1000 && !placed; attempt++) {
        int code = position.randomMove(random);
        position.makeMove(code);
        if (position.isTerminal()) {
          position.unmakeMove();
        } else {
          out.add(position.move(code));
          placed = true;
        }
      }
      if (!placed) {
        throw new IllegalStateException("no quiet stone found after " + out.size() + " stones");
      }
    }
    return out.toArray(new Point[0]);
  }
}
