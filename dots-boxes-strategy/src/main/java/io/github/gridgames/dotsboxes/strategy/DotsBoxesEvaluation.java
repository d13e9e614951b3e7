package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;

/**
 * The Dots and Boxes evaluation of the generic searches ({@code greedy} and {@code alphabeta} of
 * the {@code gridgames} command): the player's score margin (own score minus the best other
 * score), plus half a box for each box with three sides drawn when the player is to move (they can
 * take it), minus as much otherwise. It reads a {@link DotsBoxesPosition} without allocating (any
 * other position is copied into one first). Stateless and thread-safe.
 */
final class DotsBoxesEvaluation implements Evaluation<DotsBoxesState, Edge> {

  /** The evaluation; it holds nothing, so one serves every board. */
  public static final DotsBoxesEvaluation INSTANCE = new DotsBoxesEvaluation();

  private DotsBoxesEvaluation() {}

  /**
   * Returns the margin of {@code player} plus or minus half a box per box that can be taken now.
   *
   * @param position a position of a Dots and Boxes game; left unchanged
   * @param player a player of the game
   * @return the value
   */
  @Override
  public double evaluate(Position<DotsBoxesState, Edge> position, Player player) {
    DotsBoxesPosition dots = DotsBoxesOrdering.dots(position);
    int best = Integer.MIN_VALUE;
    for (int p = 0; p < dots.game().playerCount(); p++) {
      if (p != player.index()) {
        best = Math.max(best, dots.score(Player.of(p)));
      }
    }
    int open = 0;
    for (int box = 0; box < dots.game().boxCount(); box++) {
      if (PositionSearch.sidesDrawn(dots, box) == 3) {
        open++;
      }
    }
    return dots.score(player) - best + (dots.toMove().equals(player) ? 0.5 : -0.5) * open;
  }
}
