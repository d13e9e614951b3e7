package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Position;
import java.util.random.RandomGenerator;

/**
 * Random playouts written once, through the generic {@link Position} interface: what any game
 * gets from {@code ai} without a playout loop of its own (compare {@link
 * Position#playout(RandomGenerator, int)}, the game's own loop).
 */
public final class Playouts {

  /** Per-thread buffer of legal codes, grown as needed, so that a playout allocates nothing. */
  private static final ThreadLocal<int[]> CODES = ThreadLocal.withInitial(() -> new int[64]);

  private Playouts() {}

  /**
   * Plays uniformly random legal moves through the generic interface ({@link
   * Position#legalMoves(int[])} into a reused buffer, then {@link Position#play(int)}) until the
   * position is terminal or {@code maxMoves} moves have been played. The caller undoes them.
   *
   * @param position the position to play on
   * @param random the source of randomness
   * @param maxMoves the most moves to play, at least 0
   * @return the number of moves played
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   * @throws IllegalStateException if a position that is not terminal lists no legal move
   * @throws NullPointerException if {@code position} or {@code random} is null
   */
  public static int random(Position<?, ?> position, RandomGenerator random, int maxMoves) {
    requireNonNull(position, "position");
    requireNonNull(random, "random");
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    int[] codes = CODES.get();
    int played = 0;
    while (played < maxMoves) {
      int needed = position.legalMoveCount(); // 0 exactly when the game is over
      if (needed == 0) {
        if (!position.isTerminal()) {
          Agents.checkHasMoves(position, 0);
        }
        break;
      }
      if (needed > codes.length) {
        codes = new int[Math.max(needed, 2 * codes.length)];
        CODES.set(codes);
      }
      int count = position.legalMoves(codes);
      position.play(codes[random.nextInt(count)]);
      played++;
    }
    return played;
  }
}
