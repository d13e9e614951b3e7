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
  /** {@code play} tells the turn policy that every move is the game's first (caught with Connect6 order). */
  WRONG_MOVE_NUMBER,
  /** Claimed cells can be claimed again, so the game never ends, although maxMoves() is the row length. */
  NEVER_ENDS,
  /** The position text always names the first player as the player to move. */
  TEXT_DROPS_MOVER,
  /** The position's {@code legalMoves} writes past the end of a buffer that is too short. */
  OVERRUNS_SHORT_BUFFER,
  /** The position's {@code play} crashes on a negative code instead of refusing it. */
  CRASHES_ON_UNKNOWN_CODE,
  /** After the first move, the position's {@code randomMove} always draws cell 0, taken or not. */
  RANDOM_MOVE_ANYWHERE,
  /** The position's {@code playout} plays to the end whatever its move limit. */
  PLAYOUT_IGNORES_LIMIT,
  /** The position's {@code copy} shares its moves with the original. */
  SHARED_COPY,
  /** {@code hashCode} is the object's identity hash, so equal states hash differently. */
  IDENTITY_HASH,
  /** A finished game refuses a claimed cell as taken, not as game over. */
  NO_GAME_OVER_REASON;

  /** Returns whether the bug is in the position, the state being correct. */
  boolean breaksPosition() {
    return this == WRONG_UNDO || (compareTo(OVERRUNS_SHORT_BUFFER) >= 0 && this.compareTo(IDENTITY_HASH) < 0);
  }
}
