/**
 * Apache Beam pipelines over the gridgames agents and games, so that work one machine's {@link
 * io.github.gridgames.ai.Arena} does on its threads can run on many machines: a {@link
 * io.github.gridgames.beam.Tournament} of agents with ratings and 95% intervals, a {@link
 * io.github.gridgames.beam.SequentialTest} of two agents (a sequential probability ratio test, as
 * fishtest runs), {@link io.github.gridgames.beam.SelfPlay} data (one row per position, read back
 * by {@link io.github.gridgames.beam.SelfPlayRow#readAll}), a {@link
 * io.github.gridgames.beam.PositionCount} of games and distinct positions layer by layer, and a
 * {@link io.github.gridgames.beam.SplitSolve} that solves the sub-positions at a depth apart and
 * combines their values by negamax.
 *
 * <p>Each runs on the runner its {@code PipelineOptions} name: Beam's Direct runner (in-process,
 * the default) or a cluster's (Flink, Spark) when its runner jar is on the class path. Results do
 * not depend on the runner, the number of workers or bundle boundaries: a game's seed comes from
 * the base seed, the pairing and the game's index, as {@link io.github.gridgames.ai.Arena} derives
 * it.
 *
 * <p>This module is on the class path only: it has no module-info, because Beam's jars, automatic
 * modules, split packages among themselves.
 *
 * <p>Nothing in this package prints or exits; a pipeline's outputs go to a folder that must not
 * hold anything yet.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.beam;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
