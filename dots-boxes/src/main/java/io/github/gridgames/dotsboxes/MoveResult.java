package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * What drawing one line did, from {@link DotsBoxesState#playAndReport(Edge)}.
 *
 * @param before the state the line was drawn in
 * @param move the line
 * @param after the state after the line
 * @param completedBoxes the boxes the line completed, now owned by the mover: none, one or two,
 *     the box above (or left of) the line first
 * @param extraTurn whether the mover is also the next player to move, as the game's turn policy
 *     decided (under the default policy: exactly when a box was completed); after the last line
 *     of a game this still reports the policy's decision, though no move follows
 */
public record MoveResult(
    DotsBoxesState before,
    Edge move,
    DotsBoxesState after,
    List<Box> completedBoxes,
    boolean extraTurn) {

  /**
   * Creates a result.
   *
   * @param before the state the line was drawn in
   * @param move the line
   * @param after the state after the line
   * @param completedBoxes the completed boxes; copied
   * @param extraTurn whether the mover moves next
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if more than two boxes are given
   */
  public MoveResult {
    requireNonNull(before, "before");
    requireNonNull(move, "move");
    requireNonNull(after, "after");
    completedBoxes = List.copyOf(completedBoxes);
    checkArgument(
        completedBoxes.size() <= 2, "a line completes at most two boxes, got %s", completedBoxes);
  }

  /**
   * Returns whether the line completed at least one box.
   *
   * @return whether {@link #completedBoxes()} is non-empty
   */
  public boolean completedAny() {
    return !completedBoxes.isEmpty();
  }
}
