package io.github.gridgames.dotsboxes.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The Dots and Boxes evaluation of the generic searches ({@code greedy} and {@code alphabeta} of
 * the {@code gridgames} command): the player's score margin, plus half a box for each box with
 * three sides drawn when the player is to move (they can take it), minus as much otherwise.
 * Immutable and thread-safe.
 */
public final class DotsBoxesEvaluation implements Evaluation<DotsBoxesState, Edge> {

  private final List<Box> boxes;

  private DotsBoxesEvaluation(DotsBoxes game) {
    this.boxes = IntStream.range(0, game.boxCount()).mapToObj(game::box).toList();
  }

  /**
   * Returns the evaluation for a board.
   *
   * @param game the game
   * @return the evaluation
   * @throws NullPointerException if {@code game} is null
   */
  public static DotsBoxesEvaluation of(DotsBoxes game) {
    return new DotsBoxesEvaluation(requireNonNull(game, "game"));
  }

  /**
   * Returns the margin of {@code player} plus or minus half a box per box that can be taken now.
   *
   * @param position a position of the game; left unchanged
   * @param player a player of the game
   * @return the value
   */
  @Override
  public double evaluate(Position<DotsBoxesState, Edge> position, Player player) {
    DotsBoxesState state = position.state();
    int open = 0;
    for (Box box : boxes) {
      if (state.sidesDrawn(box) == 3) {
        open++;
      }
    }
    double margin = state.scores().orElseThrow().margin(player);
    return margin + (position.toMove().equals(player) ? 0.5 : -0.5) * open;
  }
}
