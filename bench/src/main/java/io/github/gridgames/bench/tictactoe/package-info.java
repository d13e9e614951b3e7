/**
 * JMH benchmarks of the m,n,k rules (Tic-Tac-Toe 3,3,3 and gomoku 15,15,5), single thread: random
 * playouts per second through the position's own loop ({@link
 * io.github.gridgames.tictactoe.MnkPosition#playout}, the fastest path), through the generic loop
 * over the {@link io.github.gridgames.core.Position} interface and through the immutable {@link
 * io.github.gridgames.tictactoe.MnkState} API; {@code play} and legal-move listing alone, one
 * move per operation; and the time to solve m,n,k-games from the empty board ({@link
 * io.github.gridgames.bench.tictactoe.MnkSolverBenchmark}).
 *
 * <p>Run them from the shaded jar of the {@code bench} module:
 *
 * <pre>
 * mvn -q -pl bench -am package -DskipTests -Prunnable-jar
 * java -jar bench/target/benchmarks.jar 'tictactoe.Mnk(Playout|Move|Solver)Benchmark' -f 1 -wi 3 -i 5 -w 1s -r 1s
 * </pre>
 *
 * <p>Allocation: add {@code -prof gc}. JMH then reports {@code gc.alloc.rate.norm}, the bytes
 * allocated per operation: per playout in {@link
 * io.github.gridgames.bench.tictactoe.MnkPlayoutBenchmark}, and per move (one {@code play}) or per
 * listing in {@link io.github.gridgames.bench.tictactoe.MnkMoveBenchmark}. For example:
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar 'tictactoe.MnkMoveBenchmark.*Play' -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc
 * </pre>
 */
package io.github.gridgames.bench.tictactoe;
