package io.github.gridgames.testkit.toy;

/**
 * Deliberate bugs the toy game can be built with, to prove the rules contract catches them. Each
 * breaks one rule of the contract, and only as much as needed for the check of that rule to be
 * the first to notice.
 */
public enum Bug {
  /** No bug: the toy game is correct. */
  NONE,
  /** {@code play} writes the new mark into the receiver's own cell array. */
  MUTATES_RECEIVER,
  /** Once two cells are claimed, {@code legalMoves()} also lists a cell off the row. */
  LISTS_ILLEGAL_MOVE,
  /** The fast position's undo forgets to take back the points a move scored. */
  WRONG_UNDO(true),
  /** {@code play} tells the turn policy that every move is the game's first (caught with Connect6 order). */
  WRONG_MOVE_NUMBER,
  /** Claimed cells can be claimed again, so the game never ends, although maxMoves() is the row length. */
  NEVER_ENDS,
  /** The position text always names the first player as the player to move. */
  TEXT_DROPS_MOVER,
  /** A state read from a position text counts no moves played, which the Connect6 turn order needs. */
  TEXT_LOSES_MOVE_NUMBER,
  /** The position text's NotationException names the text with a space added, not the text read. */
  TEXT_ERROR_NAMES_ANOTHER_TEXT,
  /** The position's {@code legalMoves} writes past the end of a buffer that is too short. */
  OVERRUNS_SHORT_BUFFER(true),
  /** The position's {@code play} crashes on a negative code instead of refusing it. */
  CRASHES_ON_UNKNOWN_CODE(true),
  /** After the first move, the position's {@code randomMove} always draws cell 0, taken or not. */
  RANDOM_MOVE_ANYWHERE(true),
  /** The position's {@code playout} plays to the end whatever its move limit. */
  PLAYOUT_IGNORES_LIMIT(true),
  /** The position's {@code copy} shares its moves with the original. */
  SHARED_COPY(true),
  /** {@code hashCode} is the object's identity hash, so equal states hash differently. */
  IDENTITY_HASH,
  /** A finished game refuses a claimed cell as taken, not as game over. */
  NO_GAME_OVER_REASON,

  // The game itself (the one-off checks of the spec).

  /** The game is equal to no game, itself included. */
  GAME_UNEQUAL_TO_ITSELF,
  /** {@code id()} is {@code claims}, while the spec's id is {@code claim}. */
  ID_UNLIKE_SPEC,
  /** {@code playerCount()} is 0. */
  NO_PLAYERS,
  /** {@code notations()} is empty. */
  NO_NOTATION,
  /** The second player's name is a space. */
  BLANK_PLAYER_NAME,
  /** The game is equal to the correct game, but its {@code hashCode} is the identity hash. */
  GAME_IDENTITY_HASH,
  /** The spec leaves out the default turn policy, which the provider's rebuilt game writes. */
  SPEC_OMITS_DEFAULT_TURNS,

  // Listed moves.

  /** {@code legalMoves()} lists the free cells right to left on every other call. */
  LEGAL_MOVES_IN_CHANGING_ORDER,
  /** {@code legalMoves()} lists the first free cell twice. */
  LISTS_A_MOVE_TWICE,
  /** After three moves, {@code legalMoves()} is empty although the game goes on. */
  NO_MOVES_AFTER_THREE,
  /** {@code play} counts its calls and gives the mover a point on every other one. */
  PLAY_CHANGES_BETWEEN_CALLS,
  /** {@code effectOf} counts its calls and reports a capture on every other one. */
  EFFECT_CHANGES_BETWEEN_CALLS,

  // Illegal moves.

  /** {@code check} accepts a claimed cell, which {@code legalMoves()} does not list. */
  CHECK_ACCEPTS_TAKEN,
  /** {@code isLegal} says yes to every move, whatever {@code check} says. */
  IS_LEGAL_ALWAYS,
  /** {@code play} refuses every illegal move as off the row, whatever {@code check} says. */
  PLAY_MISREPORTS_VIOLATION,
  /** Each refusal by {@code check} is counted in the state and shown by {@code render()}. */
  REFUSAL_SHOWS_IN_RENDER,
  /** Each refusal by {@code check} is counted in the state and compared by {@code equals}. */
  REFUSAL_SHOWS_IN_EQUALS,

  // Equality and hashes.

  /** A state is not equal to itself (although it is equal to another state of the same position). */
  STATE_UNEQUAL_TO_ITSELF,
  /** A state is equal only to itself. */
  EQUALS_BY_IDENTITY,
  /** {@code positionHash()} spreads the identity hash, so equal states hash differently. */
  IDENTITY_POSITION_HASH,
  /** A state is equal to null. */
  EQUALS_NULL,
  /** A state is equal to any String. */
  EQUALS_ANY_STRING,
  /** {@code hashCode} includes the order the cells were claimed in, which {@code equals} ignores. */
  HASH_OF_MOVE_ORDER,

  // Terminal states.

  /** The second player moves first. */
  SECOND_PLAYER_STARTS,
  /** After the game's last move, a third player (of two) is to move. */
  MOVER_OUT_OF_RANGE,
  /** A finished game lists cell 0 as a legal move. */
  LISTS_MOVES_WHEN_OVER,
  /** A finished game says it has unbounded legal moves. */
  UNBOUNDED_WHEN_OVER,

  // Scores.

  /** {@code keepsScore()} is false, although the states have scores. */
  DENIES_KEEPING_SCORE,
  /** {@code scores()} has one player more than the game. */
  SCORES_OF_AN_EXTRA_PLAYER,
  /** A full row is a draw, whoever leads. */
  ALWAYS_A_DRAW,
  /** A full row is a win for the first player, whoever leads. */
  FIRST_PLAYER_ALWAYS_WINS,
  /** {@code scores()} is empty, although {@code keepsScore()} is true. */
  NO_SCORES,
  /** {@code maxMoves()} is empty. */
  NO_MAX_MOVES,

  // Notations and the match record.

  /** The notation's {@code syntax()} is blank. */
  BLANK_SYNTAX,
  /** {@code notations()} lists the slot notation twice. */
  TWO_NOTATIONS_OF_ONE_NAME,
  /** The notation reads the index from the text's last character, so a trailing space is read as cell -16. */
  NOTATION_READS_THE_LAST_CHARACTER,
  /** The notation reads {@code #i} as the cell after {@code i}, so a match played by text goes elsewhere. */
  NOTATION_READS_THE_NEXT_CELL,
  /** The notation refuses every text, its own included. */
  NOTATION_READS_NOTHING,

  // The position (each wraps a correct position, see BrokenPosition).

  /** A new position has depth 1. */
  NEW_POSITION_AT_DEPTH_ONE(true),
  /** {@code playout} with a negative limit plays nothing and returns 0. */
  PLAYOUT_TAKES_A_NEGATIVE_LIMIT(true),
  /** {@code playout} with a negative limit plays a move before it refuses the limit. */
  PLAYOUT_PLAYS_BEFORE_REFUSING(true),
  /** The position's hash is the state's plus its depth. */
  HASH_DRIFTS_WITH_DEPTH(true),
  /** The position says the game is over one move early. */
  OVER_ONE_MOVE_EARLY(true),
  /** The position always says the first player is to move. */
  MOVER_STUCK(true),
  /** The position's {@code outcome()} is always ongoing. */
  POSITION_NEVER_DECIDED(true),
  /** The position's {@code scores()} is empty (its {@code score(player)} is right). */
  NO_POSITION_SCORES(true),
  /** The position's {@code score(player)} is always 0 (its {@code scores()} is right). */
  POSITION_SCORE_ALWAYS_ZERO(true),
  /** The position's {@code legalMoves} writes every code but returns one fewer. */
  MISCOUNTS_LEGAL_MOVES(true),
  /** The position's {@code code(move)} is one more than the code {@code move(code)} decodes. */
  CODES_OFF_BY_ONE(true),
  /** The position's {@code isLegal} refuses the code of the last free cell. */
  REFUSES_LAST_FREE_CELL(true),
  /** The position's {@code legalMoves} writes its first code again in place of its last. */
  LISTS_A_CODE_TWICE(true),
  /** The position's {@code legalMoveCount} and {@code legalMoves} leave out the last free cell. */
  OMITS_LAST_FREE_CELL(true),
  /** The position's {@code play(move)} does not count the move in its depth. */
  PLAYED_MOVE_NOT_COUNTED(true),
  /** The position's {@code play(move)} gives the first player a point (its hash misses it). */
  PLAYED_MOVE_SCORES(true),
  /** The position's {@code play(move)} counts a refused move in its depth. */
  REFUSED_MOVE_COUNTS(true),
  /** The position's {@code play(code)} counts the refused code of a move in its depth. */
  REFUSED_CODE_COUNTS(true),
  /** The position's {@code isLegal} says yes to the code of every cell of the row, claimed or not. */
  IS_LEGAL_IGNORES_CLAIMS(true),
  /** The position's {@code play(code)} ignores the code of an illegal move instead of refusing it. */
  IGNORES_ILLEGAL_CODES(true),
  /** The position's {@code play(move)} gives the first player a point for each refused move (its hash misses it). */
  REFUSED_MOVE_SCORES(true),
  /** The position's {@code play(code)} counts a refused unknown code in its depth. */
  UNKNOWN_CODE_COUNTS(true),
  /** The position's {@code play(code)} gives the first player a point for each refused unknown code (its hash misses it). */
  UNKNOWN_CODE_SCORES(true),
  /** The position's {@code move(code)} decodes a negative code as a cell off the row. */
  DECODES_NEGATIVE_CODES(true),
  /** The position's {@code isLegal} reads codes past the row modulo its length. */
  IS_LEGAL_WRAPS_CODES(true),
  /** The position's {@code move(code)} decodes every code as a cell one row length further. */
  DECODES_OFF_THE_ROW(true),
  /** The position's {@code randomMove} counts the drawn move in its depth. */
  RANDOM_MOVE_COUNTS(true),
  /** The position's {@code playout} returns one move fewer than it played. */
  PLAYOUT_MISCOUNTS(true),
  /** The position's {@code playout} stops one move before its limit. */
  PLAYOUT_STOPS_SHORT(true),
  /** After a playout, the position's hash stays that of where the playout started, until the next undo. */
  PLAYOUT_KEEPS_OLD_HASH(true),
  /** Each move of a playout gives the first player a point, which undo takes back. */
  PLAYOUT_SCORES_FOR_FREE(true),
  /**
   * After a playout the position works its hash out when it is next asked for, but an undo or a
   * play before that puts the hash one off, until the next reset.
   */
  PLAYOUT_HASH_LOST_BY_MOVES(true),
  /** The position's {@code reset} stops one move short of where the position was made. */
  RESET_STOPS_SHORT(true),
  /** The position's {@code legalMoves} fills a buffer that is too short before it refuses it. */
  FILLS_A_REFUSED_BUFFER(true),
  /** The position's {@code reset} forgets to take back the points the moves scored. */
  RESET_KEEPS_POINTS(true),
  /** The position's {@code copy} starts from where the position was made, not from where it is. */
  COPY_STARTS_OVER(true),
  /** The position's {@code copy} has the original's depth. */
  COPY_KEEPS_DEPTH(true),
  /** The position's {@code copy} decodes each code as the next cell. */
  COPY_RENUMBERS_CODES(true);

  private final boolean inPosition;

  Bug() {
    this(false);
  }

  Bug(boolean inPosition) {
    this.inPosition = inPosition;
  }

  /** Returns whether the bug is in the position, the state being correct. */
  boolean breaksPosition() {
    return inPosition;
  }
}
