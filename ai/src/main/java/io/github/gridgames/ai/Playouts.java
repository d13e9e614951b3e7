package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Position;
import io.github.gridgames.core.spi.PositionChecks;
import java.util.random.RandomGenerator;

/**
 * Random playouts written once, through the generic {@link Position} interface: what any game
 * gets from {@code ai} without a playout loop of its own (compare {@link
 * Position#playout(RandomGenerator, int)}, the game's own loop).
 */
public final class Playouts {

  private Playouts() {}

  /**
   * Plays uniformly random legal moves through the generic interface until the position is
   * terminal or {@code maxMoves} moves have been played; the caller undoes them. Each move is
   * {@link Position#randomMove(RandomGenerator)}, whose contract is a legal move drawn uniformly
   * at random, then {@link Position#play(int)}: nothing is copied or allocated per move, so the
   * loop runs at the speed of the game's own {@code randomMove} and {@code play}.
   *
   * <p>The moves depend only on the position (its history of plays and undos) and on the values
   * {@code random} returns, so the same seed on the same position gives the same playout.
   *
   * @param position the position to play on
   * @param random the source of randomness
   * @param maxMoves the most moves to play, at least 0
   * @return the number of moves played
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   * @throws IllegalStateException if a position that is not terminal has no legal move to draw
   *     (the position's {@code randomMove} refuses it); the moves before stay played
   * @throws NullPointerException if {@code position} or {@code random} is null
   */
  public static int random(Position<?, ?> position, RandomGenerator random, int maxMoves) {
    requireNonNull(position, "position");
    requireNonNull(random, "random");
    PositionChecks.checkMaxMoves(maxMoves);
    int played = 0;
    // The end of the game is tested first, then the count: keep this order, which callers that
    // inline this loop compile best.
    while (!position.isTerminal() && played < maxMoves) {
      position.play(position.randomMove(random));
      played++;
    }
    return played;
  }
}
