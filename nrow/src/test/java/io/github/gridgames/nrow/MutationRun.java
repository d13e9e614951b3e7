package io.github.gridgames.nrow;

/**
 * The sizes of the random-game tests: as written in the normal run, a quarter (at least 2) in a
 * mutation run. PIT runs every test that covers a mutant for each surviving mutant, so these tests
 * dominate its time; the parent POM's {@code pit} profile sets {@code -Dgridgames.pit=true} for
 * PIT's test JVMs only (see {@code docs/MUTATION.md}).
 */
final class MutationRun {

  /** The system property that marks a mutation run. */
  static final String PROPERTY = "gridgames.pit";

  private MutationRun() {}

  /**
   * Returns how many games, states or inputs a test should use.
   *
   * @param normal the number for the normal run
   * @return {@code normal}, or {@code max(2, normal / 4)} in a mutation run
   */
  static int size(int normal) {
    return Boolean.getBoolean(PROPERTY) ? Math.max(2, normal / 4) : normal;
  }
}
