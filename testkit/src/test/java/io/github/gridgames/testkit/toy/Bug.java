package io.github.gridgames.testkit.toy;

/** Deliberate bugs the toy game can be built with, to prove the rules contract catches them. */
public enum Bug {
  /** No bug: the toy game is correct. */
  NONE,
  /** {@code play} writes the new mark into the receiver's own cell array. */
  MUTATES_RECEIVER,
  /** Once two cells are claimed, {@code legalMoves()} also lists a cell off the row. */
  LISTS_ILLEGAL_MOVE,
  /** The fast position's undo forgets to take back the points a move scored. */
  WRONG_UNDO,
  /** Claimed cells can be claimed again, so the game never ends, although maxMoves() is the row length. */
  NEVER_ENDS
}
