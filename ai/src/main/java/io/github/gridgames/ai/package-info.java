/**
 * Agents and solvers that work on any game through the core interfaces.
 *
 * <h2>Agents</h2>
 *
 * <p>{@link io.github.gridgames.ai.RandomAgent}, {@link io.github.gridgames.ai.GreedyAgent},
 * {@link io.github.gridgames.ai.AlphaBetaAgent} and {@link io.github.gridgames.ai.MctsAgent} all
 * implement {@link io.github.gridgames.core.Agent}. Each honours the {@link
 * io.github.gridgames.core.Budget} it is given through a {@link io.github.gridgames.ai.Deadline},
 * and each is deterministic: with a work budget (or no budget) the same agent configuration, seed
 * and position always give the same move. Randomised agents derive their random numbers for one
 * choice from their seed and the {@link io.github.gridgames.core.Position#positionHash()}, so a
 * choice does not depend on earlier calls.
 *
 * <p>Every agent may be called from several threads at once, as {@link
 * io.github.gridgames.core.Agent} requires: {@link io.github.gridgames.ai.RandomAgent}, {@link
 * io.github.gridgames.ai.GreedyAgent} and {@link io.github.gridgames.ai.MctsAgent} are immutable
 * and keep a choice's state in the call; {@link io.github.gridgames.ai.AlphaBetaAgent} keeps its
 * table between calls and serialises them.
 *
 * <h2>Solving</h2>
 *
 * <p>{@link io.github.gridgames.ai.Solver} is how every solver answers: a {@link
 * io.github.gridgames.ai.SolveResult} for a position (with {@link
 * io.github.gridgames.ai.SolveProgress} reports on the way) and a {@link
 * io.github.gridgames.ai.MoveBounds} per legal move. {@link io.github.gridgames.ai.AlphaBetaSolver}
 * is the generic one; the games' strategy modules give dedicated ones.
 *
 * <h2>A game's agents and solver</h2>
 *
 * <p>{@link io.github.gridgames.ai.GameAgents#of GameAgents.of(game)} names a game's agents and
 * {@link io.github.gridgames.ai.Solver#of Solver.of(game)} gives its solver: those of the {@link
 * io.github.gridgames.ai.StrategyProvider} its strategy module installs, which {@link
 * io.github.gridgames.ai.StrategyProviders} finds, else the generic ones. {@link
 * io.github.gridgames.ai.AgentSpec} reads an agent as the command line names it ({@code best:100}).
 *
 * <h2>Positions</h2>
 *
 * <p>Every agent, the {@link io.github.gridgames.ai.AlphaBetaSolver} and the {@link
 * io.github.gridgames.ai.Arena} run on the game's mutable {@link io.github.gridgames.core.Position}
 * over integer move codes, so they get the game's full speed: searches play and undo codes and list
 * legal moves into reused buffers. The agents override {@link
 * io.github.gridgames.core.Agent#chooseCode} to search the caller's position directly (leaving it
 * as they found it); {@code chooseMove} and the other entry points on states search {@link
 * io.github.gridgames.core.State#toPosition()}. {@link io.github.gridgames.ai.RandomAgent#playout} is
 * the generic random playout over the same interface.
 *
 * <h2>Turn policies</h2>
 *
 * <p>No search here assumes that players alternate. A value is always held from the perspective
 * of the player to move in the state it belongs to, and a child's value is negated only when the
 * player to move changes; when a move earns its mover another turn (Dots and Boxes), the child's
 * value is taken as it is. See each class for how it treats games of more than two players.
 *
 * <h2>Game-supplied knowledge</h2>
 *
 * <p>Games plug in an {@link io.github.gridgames.ai.Evaluation} (a heuristic score of a position for
 * a player), a {@link io.github.gridgames.ai.MoveOrdering} (which moves to search first) and a {@link
 * io.github.gridgames.ai.TableKey} (the 64-bit key of a position in the transposition table,
 * for example a canonical form under the board's symmetries). Hooks see the {@link
 * io.github.gridgames.core.Position} and move codes, and leave the position as they found it.
 * Java infers their type arguments poorly inside another generic call, so write them out: {@code
 * AlphaBetaAgent.<MyState, MyMove>of(Evaluation.zero())}.
 *
 * <p>Nothing in this package prints, exits or swallows exceptions; exceptions thrown by
 * game-supplied code propagate to the caller.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.ai;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
