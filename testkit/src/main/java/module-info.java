/**
 * The gridgames test kit: seeded random legal games for any {@link io.github.gridgames.core.Game},
 * properties checked over them with failures shrunk to the shortest failing game, and the
 * {@link io.github.gridgames.testkit.RulesContract rules contract} that gives any game (ours or
 * yours) a suite of JUnit 5 property tests, and {@link io.github.gridgames.testkit.TextFuzz seeded
 * fuzzing} of anything that reads text.
 */
module io.github.gridgames.testkit {
  requires transitive io.github.gridgames.core;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;
  requires transitive org.junit.jupiter.api;
  requires transitive org.opentest4j;

  exports io.github.gridgames.testkit;

  uses io.github.gridgames.core.GameProvider;
  uses io.github.gridgames.core.tools.GameTools;
}
