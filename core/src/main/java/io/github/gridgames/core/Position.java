package io.github.gridgames.core;

import io.github.gridgames.core.internal.PositionChecks;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The mutable, search-facing face of a game's rules: play and undo over integer move codes, with
 * no allocation per move in the games this project ships. Agents, solvers, arenas, bots and
 * benchmarks run on it; the immutable {@link State} is a snapshot of it ({@link #state()}) and
 * {@link State#toPosition()} goes the other way.
 *
 * <h2>Move codes</h2>
 *
 * <p>A move code is a non-negative {@code int} that stands for one move value. {@link #code(Move)}
 * and {@link #move(int)} translate; both are exact inverses for every move this position has
 * listed. Games on a bounded board use codes that depend only on the game (an edge index, a cell
 * index) and document them; games on an unbounded board may number moves as they meet them, so a
 * code is only meaningful to the position that issued it and to its {@link #copy() copies}.
 *
 * <h2>Rules</h2>
 *
 * <p>A position follows exactly the rules of its game's states: after any sequence of plays and
 * undos, {@link #state()} equals the immutable state reached by the moves still played,
 * {@link #positionHash()} equals that state's {@link State#positionHash()}, and
 * {@link #legalMoves(int[])} lists the codes of that state's {@link State#legalMoves()} (as a set;
 * the order is the position's own). An illegal code is refused with an
 * {@link IllegalMoveException} and changes nothing.
 *
 * <p>A position is not thread-safe; give each thread its own ({@link #copy()}).
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface Position<S extends State<S, M>, M extends Move> {

  /**
   * Returns the game this position belongs to.
   *
   * @return the game
   */
  Game<S, M> game();

  /**
   * Returns the current position as an immutable state (a snapshot; later plays do not change it).
   *
   * @return the state
   */
  S state();

  /**
   * Returns the player to move. In a terminal position this is the player who would have moved
   * next, as {@link State#toMove()}.
   *
   * @return the player to move
   */
  Player toMove();

  /**
   * Returns whether the game is over, as {@link State#isTerminal()}.
   *
   * @return whether the position is terminal
   */
  boolean isTerminal();

  /**
   * Returns the outcome, as {@link State#outcome()}.
   *
   * @return ongoing, win or draw
   */
  Outcome outcome();

  /**
   * Returns the score of one player, for games that {@linkplain Game#keepsScore() keep score};
   * {@code 0} otherwise. Allocation-free, for evaluation functions.
   *
   * @param player a player of the game
   * @return the player's score, as in {@link State#scores()}
   * @throws IllegalArgumentException if the player is not in the game
   */
  int score(Player player);

  /**
   * Returns the scores, as {@link State#scores()}.
   *
   * @return the scores, or empty when the game keeps none
   */
  Optional<Scores> scores();

  /**
   * Returns the 64-bit position hash, equal to {@link State#positionHash()} of {@link #state()}.
   *
   * @return the position hash
   */
  long positionHash();

  /**
   * Returns how many codes {@link #legalMoves(int[])} writes now: {@code 0} in a terminal
   * position.
   *
   * @return the number of legal moves (representatives when the state has
   *     {@linkplain State#hasUnboundedLegalMoves() unbounded} legal moves)
   */
  int legalMoveCount();

  /**
   * Writes the codes of the legal moves to the start of {@code buffer} and returns how many it
   * wrote. The order is deterministic for a given history of plays and undos.
   *
   * @param buffer where to write; at least {@link #legalMoveCount()} long
   * @return the number of codes written
   * @throws IllegalArgumentException if {@code buffer} is too short; nothing is written
   */
  int legalMoves(int[] buffer);

  /**
   * Returns whether the move with this code is legal here.
   *
   * @param code a move code
   * @return whether playing it would be accepted; {@code false} for codes that stand for no move
   */
  boolean isLegal(int code);

  /**
   * Returns the code of a legal move drawn uniformly at random.
   *
   * @param random the source of randomness
   * @return a legal code
   * @throws IllegalStateException if the position is terminal
   */
  int randomMove(RandomGenerator random);

  /**
   * Plays the move with this code.
   *
   * @param code the code of a legal move
   * @throws IllegalMoveException if the move is illegal or the code stands for no move; the
   *     position is unchanged
   */
  void makeMove(int code);

  /**
   * Takes back the last move played on this position.
   *
   * @throws IllegalStateException if no move has been played since the position was created
   */
  void unmakeMove();

  /**
   * Returns how many moves have been played and not undone since the position was created.
   *
   * @return the number of moves that {@link #unmakeMove()} can take back
   */
  int depth();

  /**
   * Takes back every move played since the position was created: the same as {@link #unmakeMove()}
   * {@link #depth()} times, which is what the default does. Games override it to go back in one
   * step, for loops that play a game out and start again, such as random playouts.
   */
  default void reset() {
    while (depth() > 0) {
      unmakeMove();
    }
  }

  /**
   * Plays uniformly random legal moves until the game is over or {@code maxMoves} moves have been
   * played, and returns how many it played; {@link #unmakeMove()} takes them back one by one.
   *
   * @param random the source of randomness
   * @param maxMoves the most moves to play, at least 0
   * @return the number of moves played
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   */
  default int playout(RandomGenerator random, int maxMoves) {
    PositionChecks.checkMaxMoves(maxMoves);
    int played = 0;
    while (played < maxMoves && !isTerminal()) {
      makeMove(randomMove(random));
      played++;
    }
    return played;
  }

  /**
   * Returns the code of a move value.
   *
   * @param move a move of this game
   * @return its code
   * @throws IllegalArgumentException if the move cannot be played in this game at all (for
   *     example an edge outside the board); legality here is a separate question, see
   *     {@link #isLegal(int)}
   * @throws NullPointerException if {@code move} is null
   */
  int code(M move);

  /**
   * Returns the move value of a code.
   *
   * @param code a code this position issued or accepts
   * @return the move
   * @throws IllegalArgumentException if the code stands for no move
   */
  M move(int code);

  /**
   * Plays a move value: {@code makeMove(code(move))}, with the refusal of {@link State#play(Move)}
   * for moves that have no code.
   *
   * @param move a legal move
   * @throws IllegalMoveException if the move is illegal; the position is unchanged
   * @throws NullPointerException if {@code move} is null
   */
  default void makeMove(M move) {
    int code;
    try {
      code = code(move);
    } catch (IllegalArgumentException noCode) {
      // a move the board cannot hold: the state says why in the game's own words
      state().check(move).ifPresent(v -> {
        throw new IllegalMoveException(v);
      });
      throw noCode;
    }
    makeMove(code);
  }

  /**
   * Returns an independent position at the current state, with no moves to undo. Codes this
   * position issued stay valid in the copy.
   *
   * @return a new position
   */
  Position<S, M> copy();
}
