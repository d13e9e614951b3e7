package io.github.gridgames.core.internal;

/**
 * The one copy of the 64-bit mixing that position hashes and seeds are built from: the SplitMix64
 * finaliser (Steele, Lea and Flood, 2014). Keys are computed, not tabulated, so every board size
 * shares them and equal positions hash equally in every JVM. Games build Zobrist keys with
 * {@link #key(long, long)}, one salt per kind of mark.
 */
public final class Hashing {

  /** The golden-ratio increment of SplitMix64, {@code 0x9E3779B97F4A7C15}. */
  public static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private Hashing() {}

  /**
   * Returns the SplitMix64 finaliser of {@code z}: a bijection of 64 bits in which every input
   * bit affects every output bit.
   *
   * @param z the input
   * @return the mixed bits
   */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Returns the Zobrist key of mark number {@code index} of the kind named by {@code salt}:
   * {@code mix((salt + index) * GOLDEN_GAMMA)}. Distinct salts give unrelated key families.
   *
   * @param salt a constant per kind of mark (an edge, a stone of player 0, the player to move)
   * @param index which mark of that kind (an edge index, a packed point)
   * @return the key
   */
  public static long key(long salt, long index) {
    return mix((salt + index) * GOLDEN_GAMMA);
  }

  /**
   * Combines two values into one well-spread value, for seeds derived from a base seed and a
   * number (a game number, a position hash).
   *
   * @param a the first value
   * @param b the second value
   * @return the combination; not symmetric in {@code a} and {@code b}
   */
  public static long combine(long a, long b) {
    return mix(mix(a) + GOLDEN_GAMMA * (b + 1));
  }
}
