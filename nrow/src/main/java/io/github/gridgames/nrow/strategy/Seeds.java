package io.github.gridgames.nrow.strategy;

/** Seed mixing for the agents' reproducible tie-breaks. */
final class Seeds {

  private Seeds() {}

  /** Combines a seed and a value (a packed point, a position hash) into well-spread bits. */
  static long mix(long seed, long value) {
    long z = seed * 0x9E3779B97F4A7C15L + value;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
