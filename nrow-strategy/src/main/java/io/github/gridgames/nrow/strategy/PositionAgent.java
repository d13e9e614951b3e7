package io.github.gridgames.nrow.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.nrow.internal.Directions;
import io.github.gridgames.nrow.internal.LongIntMap;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.Arrays;

/**
 * An N-in-a-row agent that thinks on the game's {@link NRowPosition}: states are turned into
 * positions, other positions are read through their state, and the position is left as found
 * (every stone the agent tries is undone, even when the choice fails).
 */
abstract class PositionAgent implements Agent<NRowState, Point> {

  /**
   * Returns the code of a legal point for the player to move.
   *
   * @param position a position that is not terminal and has a stone; the agent may play and undo
   * @param budget the budget
   * @return the code
   */
  abstract int choose(NRowPosition position, Budget budget);

  /**
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public final Point chooseMove(NRowState state, Budget budget) {
    requireNonNull(state, "state");
    NRowPosition position = state.toPosition();
    return position.move(chooseCode(position, budget));
  }

  /**
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public final int chooseCode(Position<NRowState, Point> position, Budget budget) {
    requireNonNull(position, "position");
    requireNonNull(budget, "budget");
    checkArgument(
        !position.isTerminal(), "cannot choose a move in a finished game (%s)", position.outcome());
    if (!(position instanceof NRowPosition own)) {
      NRowPosition mine = position.state().toPosition();
      return position.code(mine.move(chooseCode(mine, budget)));
    }
    if (own.stoneCount() == 0) {
      return own.code(Point.ORIGIN); // the state's representative first move
    }
    int depth = own.depth();
    try {
      return choose(own, budget);
    } finally {
      while (own.depth() > depth) {
        own.unmakeMove();
      }
    }
  }

  /**
   * Returns the distinct legal points on the four lines through the stones, at most
   * {@code radius} steps from a stone, in the order of their packed values (so the same for
   * every position at the same stones).
   */
  static Longs onLines(NRowPosition position, int radius) {
    long[] stones = new long[position.stoneCount()];
    int stoneCount = position.stones(stones);
    LongIntMap seen = new LongIntMap(stoneCount * 8 * radius);
    long[] found = new long[16];
    int count = 0;
    for (int i = 0; i < stoneCount; i++) {
      long stone = stones[i];
      long sx = PackedPoint.x(stone);
      long sy = PackedPoint.y(stone);
      for (int d = 0; d < Directions.COUNT; d++) {
        for (int k = -radius; k <= radius; k++) {
          long x = sx + (long) k * Directions.dx(d);
          long y = sy + (long) k * Directions.dy(d);
          if (k != 0 && LineAnalyzer.isLegal(position, x, y)) {
            long key = PackedPoint.of((int) x, (int) y);
            if (seen.get(key) == 0) {
              seen.put(key, 1);
              if (count == found.length) {
                found = Arrays.copyOf(found, 2 * count);
              }
              found[count++] = key;
            }
          }
        }
      }
    }
    Arrays.sort(found, 0, count);
    Longs out = new Longs(count);
    for (int i = 0; i < count; i++) {
      out.add(found[i], 0);
    }
    return out;
  }

  /** Returns the code of a packed point. */
  static int codeOf(NRowPosition position, long point) {
    return position.code(PackedPoint.x(point), PackedPoint.y(point));
  }
}
