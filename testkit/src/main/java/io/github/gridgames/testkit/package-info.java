/**
 * Property testing for game rules.
 *
 * <ul>
 *   <li>{@link io.github.gridgames.testkit.RandomGames} plays seeded random legal games, each a
 *       {@link io.github.gridgames.testkit.GameRun}.
 *   <li>{@link io.github.gridgames.testkit.GameProperties} checks a
 *       {@link io.github.gridgames.testkit.GameProperty} over many random games and reports a
 *       failure as an {@code AssertionFailedError} whose message gives the shortest failing move
 *       sequence it could find, in the game's notation, with the seed that reproduces it.
 *   <li>{@link io.github.gridgames.testkit.RulesContract} runs the checks every game must pass,
 *       one JUnit dynamic test per check; {@link io.github.gridgames.testkit.Feature}s a game does
 *       not have are declared and reported as skipped.
 *   <li>{@link io.github.gridgames.testkit.TextFuzz} fuzzes anything that reads text with seeded
 *       mutations of valid samples, and every text of a game ({@link
 *       io.github.gridgames.testkit.TextFuzz#tests(io.github.gridgames.core.Game)}); a failure is an
 *       {@code AssertionFailedError} whose message gives the seed, the input's number and the
 *       shrunk input.
 * </ul>
 *
 * <p>Seeds: every run has a base seed (default {@link io.github.gridgames.testkit.GameProperties#DEFAULT_SEED},
 * or the system property {@code gridgames.seed} when set); game {@code i} is played from the seed
 * {@link io.github.gridgames.testkit.RandomGames#gameSeed(long, int)}, which a failure report prints.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.testkit;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
