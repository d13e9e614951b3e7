/**
 * JMH benchmarks of the Dots and Boxes rules, single thread: random playouts per second through
 * the position's own loop ({@link io.github.gridgames.dotsboxes.DotsBoxesPosition#playout}, the
 * fastest path), through the generic {@link io.github.gridgames.core.Position} interface on the
 * same position, and through the immutable {@link io.github.gridgames.dotsboxes.DotsBoxesState}
 * API; and {@code play} and legal-move listing alone, one move per operation. The solver's time is
 * {@code DotsBoxesSolverBenchmark}.
 *
 * <p>Run them from the shaded jar of the {@code bench} module:
 *
 * <pre>
 * mvn -q -pl bench -am package -DskipTests -Prunnable-jar
 * java -jar bench/target/benchmarks.jar 'dotsboxes.DotsBoxes(Playout|Move)Benchmark' -f 1 -wi 3 -i 5 -w 1s -r 1s
 * </pre>
 *
 * <p>Allocation: add {@code -prof gc}. JMH then reports {@code gc.alloc.rate.norm}, the bytes
 * allocated per operation: per playout in {@link
 * io.github.gridgames.bench.dotsboxes.DotsBoxesPlayoutBenchmark}, and per move (one
 * {@code play}) or per listing in {@link io.github.gridgames.bench.dotsboxes.DotsBoxesMoveBenchmark}.
 * For example:
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar 'dotsboxes.DotsBoxesMoveBenchmark.*Play' -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc
 * </pre>
 */
package io.github.gridgames.bench.dotsboxes;
