package io.github.gridgames.ai;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;

/**
 * A game-supplied heuristic: how good a position that is not over is for a player. Higher is
 * better. Agents call it on positions that are not terminal (they score terminal positions from
 * the {@linkplain Position#outcome() outcome} themselves), and it must leave the position as it
 * found it (it may play and undo).
 *
 * <p>Values should lie well within {@code ±}{@value #LIMIT}; agents clamp values outside that
 * range, and they reject {@code NaN} with an {@link IllegalStateException}. For two-player search
 * the evaluation need not be zero-sum: {@link AlphaBetaAgent} always evaluates from the
 * perspective of the player it searches for.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface Evaluation<S extends State<S, M>, M extends Move> {

  /** The largest magnitude an evaluation may have; larger values are clamped. */
  double LIMIT = 1e9;

  /**
   * Returns the position's value for {@code player}, {@code |value| < LIMIT}; the position is
   * left unchanged.
   *
   * @param position a position that is not terminal
   * @param player a player of the position's game
   * @return the score, higher is better for {@code player}
   */
  double evaluate(Position<S, M> position, Player player);

  /**
   * Returns the evaluation that scores every position 0: search then sees only the ends of games.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the zero evaluation
   */
  static <S extends State<S, M>, M extends Move> Evaluation<S, M> zero() {
    return (position, player) -> 0.0;
  }

  /**
   * Returns the evaluation that scores a position by the player's score margin (own {@linkplain
   * Position#score(Player) score} minus the best score of the other players, as {@link
   * io.github.gridgames.core.Scores#margin(Player)}), read without allocation; 0 in games that
   * keep no score or have one player.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the score-margin evaluation
   */
  static <S extends State<S, M>, M extends Move> Evaluation<S, M> scoreMargin() {
    return (position, player) -> {
      int players = position.game().playerCount();
      if (players < 2) {
        return 0.0;
      }
      int best = Integer.MIN_VALUE;
      for (int i = 0; i < players; i++) {
        if (i != player.index()) {
          best = Math.max(best, position.score(Player.of(i)));
        }
      }
      return (double) position.score(player) - best;
    };
  }
}
