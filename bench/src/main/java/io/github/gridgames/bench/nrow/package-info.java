/**
 * JMH benchmarks of the N-in-a-row rules, single thread, for five in a row at distance 3 with two
 * players: stones placed per second in random games with a stone cap of 200 through the
 * position's own loop ({@link io.github.gridgames.nrow.NRowPosition#playout}), through the generic
 * {@link io.github.gridgames.core.Position} interface that agents use, and through the immutable
 * {@link io.github.gridgames.nrow.NRowState} API ({@link
 * io.github.gridgames.bench.nrow.NRowPlayoutBenchmark}); {@code play} and legal-move listing
 * alone, one stone or one listing per operation ({@link
 * io.github.gridgames.bench.nrow.NRowMoveBenchmark}); and the cost of a stone in long games of
 * up to 10,000 stones, which must stay flat ({@link
 * io.github.gridgames.bench.nrow.NRowLongGameBenchmark}).
 *
 * <p>Run them from the shaded jar of the {@code bench} module:
 *
 * <pre>
 * mvn -q -pl bench -am package -DskipTests -Prunnable-jar
 * java -jar bench/target/benchmarks.jar 'nrow\.' -f 1 -wi 3 -i 5 -w 1s -r 1s
 * </pre>
 *
 * <p>The playout and long-game benchmarks report a secondary result {@code stones}: stones placed
 * per second (the primary result counts games, or replays, per second).
 *
 * <p>Allocation: add {@code -prof gc}. JMH then reports {@code gc.alloc.rate.norm}, the bytes
 * allocated per operation: per stone in the {@code *Play} benchmarks of {@link
 * io.github.gridgames.bench.nrow.NRowMoveBenchmark}, per listing in its {@code *LegalMoves}
 * benchmarks, and per game (or replay) in the others; there, the bytes per stone are
 * {@code gc.alloc.rate} divided by the {@code stones} rate. For example:
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar 'nrow.NRowMoveBenchmark.*Play' -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc
 * </pre>
 */
package io.github.gridgames.bench.nrow;
