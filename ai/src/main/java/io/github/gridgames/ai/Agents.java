package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;

/** Checks and buffer handling shared by the agents and the solver. */
final class Agents {

  private Agents() {}

  /**
   * Checks that an agent was asked to move in a position that is not over.
   *
   * @throws IllegalArgumentException if the position is terminal
   */
  static void checkNotTerminal(Position<?, ?> position) {
    checkArgument(
        !position.isTerminal(),
        "cannot choose a move in a finished game (%s)",
        position.outcome());
  }

  /**
   * Returns {@code count}, the number of legal moves listed in a position that is not over.
   *
   * @throws IllegalStateException if {@code count} is 0
   */
  static int checkHasMoves(Position<?, ?> position, int count) {
    if (count == 0) {
      throw new IllegalStateException(
          "the game is not over but lists no legal move:\n" + position.state().render());
    }
    return count;
  }

  /** Returns {@code buffer} if it holds {@code size} codes, else a larger buffer. */
  static int[] fit(int[] buffer, int size) {
    return buffer != null && buffer.length >= size
        ? buffer
        : new int[Math.max(size, buffer == null ? 16 : 2 * buffer.length)];
  }

  /**
   * Writes the legal codes of a position that is not over into {@code buffer} (which must be
   * {@link #fit} for it), in the order of the ordering, and returns how many there are.
   *
   * @throws IllegalStateException if the position lists no legal move or the ordering changed the
   *     codes
   */
  static <S extends State<S, M>, M extends Move> int orderedMoves(
      MoveOrdering<S, M> ordering, Position<S, M> position, int[] buffer) {
    int count = checkHasMoves(position, position.legalMoves(buffer));
    long sum = 0;
    int xor = 0;
    for (int i = 0; i < count; i++) {
      sum += buffer[i];
      xor ^= buffer[i];
    }
    ordering.order(position, buffer, count);
    for (int i = 0; i < count; i++) {
      sum -= buffer[i];
      xor ^= buffer[i];
    }
    if (sum != 0 || xor != 0) {
      throw new IllegalStateException(
          "the move ordering changed the " + count + " legal move codes instead of reordering them");
    }
    return count;
  }

  /**
   * Moves {@code hint} to the front of {@code codes[0..count)}, keeping the others in order, if
   * it is a legal code in the list; otherwise leaves the list alone. Table hints come from keys
   * that may collide, so they are checked before use.
   */
  static void hintFirst(Position<?, ?> position, int[] codes, int count, int hint) {
    if (hint < 0 || !position.isLegal(hint)) {
      return;
    }
    for (int i = 0; i < count; i++) {
      if (codes[i] == hint) {
        System.arraycopy(codes, 0, codes, 1, i);
        codes[0] = hint;
        return;
      }
    }
  }

  /** Takes back moves until the position is at {@code depth} again. */
  static void undoTo(Position<?, ?> position, int depth) {
    while (position.depth() > depth) {
      position.unmakeMove();
    }
  }
}
