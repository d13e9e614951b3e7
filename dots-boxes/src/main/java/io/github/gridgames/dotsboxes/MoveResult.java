package io.github.gridgames.dotsboxes;

import java.util.List;
import java.util.Objects;

/**
 * What drawing one line did, from {@link #of(DotsBoxesState, Edge)} or
 * {@link DotsBoxesState#playAndReport(Edge)}: the state before, the line, the state after it, the
 * boxes it completed and whether the mover moves again. Only the rules make one, so its states
 * always belong together. Immutable; two results are equal when all their parts are.
 */
public final class MoveResult {

  private final DotsBoxesState before;
  private final Edge move;
  private final DotsBoxesState after;
  private final List<Box> completedBoxes;
  private final boolean extraTurn;

  /** From {@link DotsBoxesState#playAndReport(Edge)}, which has just drawn the line. */
  MoveResult(
      DotsBoxesState before,
      Edge move,
      DotsBoxesState after,
      List<Box> completedBoxes,
      boolean extraTurn) {
    this.before = before;
    this.move = move;
    this.after = after;
    this.completedBoxes = List.copyOf(completedBoxes);
    this.extraTurn = extraTurn;
  }

  /**
   * Draws a line and reports what it did: {@code before.playAndReport(move)}.
   *
   * @param before the state to draw the line in
   * @param move a legal line
   * @return the result
   * @throws io.github.gridgames.core.IllegalMoveException if the line is illegal in {@code before}
   * @throws IllegalStateException if the game's turn policy names a player outside the game
   * @throws NullPointerException if an argument is null
   */
  public static MoveResult of(DotsBoxesState before, Edge move) {
    return before.playAndReport(move);
  }

  /**
   * Returns the state the line was drawn in.
   *
   * @return the state before
   */
  public DotsBoxesState before() {
    return before;
  }

  /**
   * Returns the line.
   *
   * @return the move
   */
  public Edge move() {
    return move;
  }

  /**
   * Returns the state after the line.
   *
   * @return the state after
   */
  public DotsBoxesState after() {
    return after;
  }

  /**
   * Returns the boxes the line completed, now owned by the mover: none, one or two, the box above
   * (or left of) the line first.
   *
   * @return an unmodifiable list
   */
  public List<Box> completedBoxes() {
    return completedBoxes;
  }

  /**
   * Returns whether the mover is also the next player to move, as the game's turn policy decided
   * (under the default policy: exactly when a box was completed); after the last line of a game
   * this still reports the policy's decision, though no move follows.
   *
   * @return whether the mover moves again
   */
  public boolean extraTurn() {
    return extraTurn;
  }

  /**
   * Returns whether the line completed at least one box.
   *
   * @return whether {@link #completedBoxes()} is non-empty
   */
  public boolean completedAny() {
    return !completedBoxes.isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MoveResult other
        && before.equals(other.before)
        && move.equals(other.move)
        && after.equals(other.after)
        && completedBoxes.equals(other.completedBoxes)
        && extraTurn == other.extraTurn;
  }

  @Override
  public int hashCode() {
    return Objects.hash(before, move, after, completedBoxes, extraTurn);
  }

  /** Returns a description such as {@code MoveResult[move=..., completedBoxes=[...], extraTurn=true]}. */
  @Override
  public String toString() {
    return "MoveResult[before="
        + before
        + ", move="
        + move
        + ", after="
        + after
        + ", completedBoxes="
        + completedBoxes
        + ", extraTurn="
        + extraTurn
        + "]";
  }
}
