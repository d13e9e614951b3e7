package io.github.gridgames.nrow.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.LineWindows;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.Map;

/**
 * The N-in-a-row evaluation of the generic searches ({@code alphabeta} of the {@code gridgames}
 * command): the {@linkplain LineWindows N-in-a-row windows} around the stones on the unbounded
 * board. Immutable and thread-safe.
 */
final class NRowEvaluation implements Evaluation<NRowState, Point> {

  private final NRow game;

  private NRowEvaluation(NRow game) {
    this.game = game;
  }

  /**
   * Returns the evaluation for a game.
   *
   * @param game the game
   * @return the evaluation
   * @throws NullPointerException if {@code game} is null
   */
  public static NRowEvaluation of(NRow game) {
    return new NRowEvaluation(requireNonNull(game, "game"));
  }

  /**
   * Returns the player's windows minus the others'.
   *
   * @param position a position of the game; left unchanged
   * @param player a player of the game
   * @return the value
   */
  @Override
  public double evaluate(Position<NRowState, Point> position, Player player) {
    Map<Point, Player> stones = position.state().stones();
    long[] xs = new long[stones.size()];
    long[] ys = new long[stones.size()];
    int[] owners = new int[stones.size()];
    int i = 0;
    for (Map.Entry<Point, Player> e : stones.entrySet()) {
      xs[i] = e.getKey().x();
      ys[i] = e.getKey().y();
      owners[i] = e.getValue().index();
      i++;
    }
    LineWindows.Board board =
        (x, y) -> x >= Integer.MIN_VALUE && x <= Integer.MAX_VALUE && y >= Integer.MIN_VALUE && y <= Integer.MAX_VALUE;
    return LineWindows.value(board, xs, ys, owners, game.n(), player.index(), position.toMove().index());
  }

  static long key(long x, long y) {
    return (x << 32) | (y & 0xFFFF_FFFFL);
  }
}
