package io.github.gridgames.ai;

import java.util.SplittableRandom;

/** Seed mixing shared by the randomised agents and the arena. */
final class Seeds {

  private Seeds() {}

  /** The SplitMix64 finaliser: a bijective, well-spread mix of 64 bits. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Combines two values into a well-spread seed. */
  static long mix(long a, long b) {
    return mix(mix(a) + 0x9E3779B97F4A7C15L * (b + 1));
  }

  /** The random numbers for one choice of an agent with the given seed in a position. */
  static SplittableRandom forChoice(long seed, long positionHash) {
    return new SplittableRandom(mix(seed, positionHash));
  }
}
