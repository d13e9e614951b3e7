package io.github.gridgames.bench.nrow;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.nrow.engine.NRowEngine;
import io.github.gridgames.nrow.engine.PackedPoint;
import java.util.SplittableRandom;

/** Records the games that the benchmarks replay. */
final class NRowGames {

  private NRowGames() {}

  /**
   * Plays one random game of {@code game} through the engine (first stone on the origin) until it
   * ends, and returns its stones.
   */
  static Point[] randomGame(NRow game, long seed) {
    NRowEngine engine = NRowEngine.of(game);
    engine.randomPlayout(new SplittableRandom(seed), Integer.MAX_VALUE);
    return stones(engine);
  }

  /**
   * Plays {@code stones} random stones of {@code game} that never win: each stone is a uniformly
   * random legal point, drawn again while it would make N in a row.
   *
   * @throws IllegalStateException if some position has only winning points (never seen)
   */
  static Point[] longGame(NRow game, int stones, long seed) {
    NRowEngine engine = NRowEngine.of(game);
    SplittableRandom random = new SplittableRandom(seed);
    engine.play(0, 0);
    while (engine.depth() < stones) {
      boolean placed = false;
      for (int attempt = 0; attempt < 1000 && !placed; attempt++) {
        long point = engine.candidateAt(random.nextInt(engine.candidateCount()));
        if (engine.play(point)) {
          engine.undo();
        } else {
          placed = true;
        }
      }
      if (!placed) {
        throw new IllegalStateException("no quiet stone found after " + engine.depth() + " stones");
      }
    }
    return stones(engine);
  }

  private static Point[] stones(NRowEngine engine) {
    Point[] out = new Point[engine.depth()];
    for (int i = 0; i < out.length; i++) {
      out[i] = PackedPoint.toPoint(engine.moveAt(i));
    }
    return out;
  }
}
