package io.github.gridgames.dotsboxes;

/**
 * The 64-bit keys of the position hash: a drawn edge, a box owned by a player, the player to
 * move. Keys are computed, not tabulated, with the SplitMix64 finaliser, so every board size
 * shares them and equal positions hash equally in every JVM.
 */
final class Zobrist {

  private static final long EDGE_SALT = 0x2545F4914F6CDD1DL;
  private static final long OWNER_SALT = 0x6A09E667F3BCC909L;
  private static final long TURN_SALT = 0xBB67AE8584CAA73BL;

  private Zobrist() {}

  static long edge(int index) {
    return mix(EDGE_SALT + index);
  }

  static long owner(int box, int player) {
    return mix(OWNER_SALT + (((long) box << 8) | player));
  }

  static long turn(int player) {
    return mix(TURN_SALT + player);
  }

  private static long mix(long seed) {
    long z = seed * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
