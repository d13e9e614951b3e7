package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.TableKey;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;

/**
 * The transposition-table key that merges the positions a board's symmetries map onto each other:
 * the smallest position hash among the images of the position ({@link
 * MnkPosition#canonicalHash()}). Two positions get the same key when one is an image of the other
 * under {@link io.github.gridgames.tictactoe.MnkGame#symmetries()}, and such positions have the
 * same game value; other positions share a key only by a 64-bit hash collision. For the {@code ai}
 * searches ({@link io.github.gridgames.ai.Solver}, {@link io.github.gridgames.ai.AlphaBetaAgent}).
 * Stateless and thread-safe.
 */
final class CanonicalTableKey implements TableKey<MnkState, Cell> {

  private static final CanonicalTableKey INSTANCE = new CanonicalTableKey();

  private CanonicalTableKey() {}

  /**
   * Returns the key.
   *
   * @return the shared instance
   */
  public static CanonicalTableKey instance() {
    return INSTANCE;
  }

  /**
   * Returns the smallest position hash among the images of the position.
   *
   * @param position a position of an m,n,k-game
   * @return its canonical hash
   * @throws NullPointerException if {@code position} is null
   */
  @Override
  public long keyOf(Position<MnkState, Cell> position) {
    requireNonNull(position, "position");
    return position instanceof MnkPosition fast
        ? fast.canonicalHash()
        : position.state().canonicalHash();
  }

  /** Returns {@code "canonical"}. */
  @Override
  public String toString() {
    return "canonical";
  }
}
