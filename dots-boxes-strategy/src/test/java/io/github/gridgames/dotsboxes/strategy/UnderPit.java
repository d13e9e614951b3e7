package io.github.gridgames.dotsboxes.strategy;

/**
 * How much of the slowest tests runs: all of it normally, a part under mutation testing (the
 * parent POM's {@code pit} profile sets {@code gridgames.pit}), where each test runs again for
 * every mutant it covers. The checks stay the same; only the number of positions shrinks.
 */
final class UnderPit {

  static final boolean ON = Boolean.getBoolean("gridgames.pit");

  private UnderPit() {}

  /** Returns {@code normal}, or {@code underPit} under mutation testing. */
  static int count(int normal, int underPit) {
    return ON ? underPit : normal;
  }
}
