package io.github.gridgames.tictactoe.internal;

/**
 * The Zobrist keys of the m,n,k position hash, shared by the immutable states and the engine so
 * that both compute the same {@link io.github.gridgames.tictactoe.MnkState#positionHash()}. Not
 * API: this package is not exported.
 */
public final class Zobrist {

  private Zobrist() {}

  /**
   * Returns the Zobrist key of a stone of {@code player} (0 or 1) on the cell with row-major
   * {@code index}: a fixed pseudo-random function of both, so no table is needed.
   *
   * @param index the row-major cell index
   * @param player 0 for X, 1 for O
   * @return the key
   */
  public static long key(int index, int player) {
    return mix(0x632BE59BD9B4E019L + 2L * index + player);
  }

  /**
   * Returns the SplitMix64 finaliser of {@code z}: a bijective mixing of 64 bits.
   *
   * @param z the input
   * @return the mixed bits
   */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
