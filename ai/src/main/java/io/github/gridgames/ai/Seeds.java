package io.github.gridgames.ai;

import io.github.gridgames.core.internal.Hashing;
import java.util.SplittableRandom;

/** The random numbers of the randomised agents. */
final class Seeds {

  private Seeds() {}

  /** The random numbers for one choice of an agent with the given seed in a position. */
  static SplittableRandom forChoice(long seed, long positionHash) {
    return new SplittableRandom(Hashing.combine(seed, positionHash));
  }
}
