package io.github.gridgames.testkit;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * A {@link TextFuzz} target failed on an input. The message names the target, the base seed and
 * the input's number, shows the input and the shrunk input as Java string literals, and what each
 * threw; the cause is the shrunk input's failure.
 */
final class TextFuzzFailure extends AssertionFailedError {

  private static final long serialVersionUID = 1L;

  /** The name of the target that failed. */
  private final String target;

  /** The base seed of the run. */
  private final long seed;

  /** The number of the failing input, from 0. */
  private final int index;

  /** The failing input as generated. */
  private final String input;

  /** The shortest input found that still fails the same way. */
  private final String shrunkInput;

  TextFuzzFailure(
      String message, String target, long seed, int index, String input, String shrunkInput, @Nullable Throwable cause) {
    super(message, cause);
    this.target = requireNonNull(target, "target");
    this.seed = seed;
    this.index = index;
    this.input = requireNonNull(input, "input");
    this.shrunkInput = requireNonNull(shrunkInput, "shrunkInput");
  }

  /**
   * Returns the name of the target that failed.
   *
   * @return the target
   */
  public String target() {
    return target;
  }

  /**
   * Returns the base seed; {@link TextFuzz#seed(long)} with it reproduces the run.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Returns the number of the failing input, from 0; {@link TextFuzz#input(java.util.List, int)}
   * gives it back.
   *
   * @return the input's number
   */
  public int index() {
    return index;
  }

  /**
   * Returns the failing input as generated.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * Returns the shortest input found, by deleting characters, that still fails the same way.
   *
   * @return the shrunk input
   */
  public String shrunkInput() {
    return shrunkInput;
  }
}
