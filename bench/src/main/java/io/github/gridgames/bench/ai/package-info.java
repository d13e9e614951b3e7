/**
 * Benchmarks of the game-independent agents of {@code ai} on our games: {@link
 * io.github.gridgames.bench.ai.MctsBenchmark} (MCTS iterations per second, parameter {@code game},
 * the game's text).
 */
package io.github.gridgames.bench.ai;
