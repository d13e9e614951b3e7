package io.github.gridgames.ai;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;

/**
 * A game-supplied heuristic: how good a state that is not over is for a player. Higher is better.
 * Agents call it on states that are not terminal (they score terminal states from the
 * {@linkplain State#outcome() outcome} themselves).
 *
 * <p>Values should lie well within {@code ±}{@value #LIMIT}; agents clamp values outside that
 * range, and they reject {@code NaN} with an {@link IllegalStateException}. For two-player search
 * the evaluation need not be zero-sum: {@link AlphaBetaAgent} always evaluates from the
 * perspective of the player it searches for.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Evaluation<S> {

  /** The largest magnitude an evaluation may have; larger values are clamped. */
  double LIMIT = 1e9;

  /**
   * Returns how good {@code state} is for {@code player}.
   *
   * @param state a state that is not terminal
   * @param player a player of the state's game
   * @return the score, higher is better for {@code player}
   */
  double evaluate(S state, Player player);

  /**
   * Returns the evaluation that scores every state 0: search then sees only the ends of games.
   *
   * @param <S> the state type
   * @return the zero evaluation
   */
  static <S> Evaluation<S> zero() {
    return (state, player) -> 0.0;
  }

  /**
   * Returns the evaluation that scores a state by the player's {@linkplain
   * io.github.gridgames.core.Scores#margin(Player) score margin} (own score minus the best other
   * score), or 0 in games that keep no score.
   *
   * @param <S> the state type
   * @return the score-margin evaluation
   */
  static <S extends State<?, ?>> Evaluation<S> scoreMargin() {
    return (state, player) -> state.scores().map(scores -> (double) scores.margin(player)).orElse(0.0);
  }
}
