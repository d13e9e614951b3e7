package io.github.gridgames.core.internal;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import java.util.List;

/**
 * The argument and state checks every {@link Position} makes, and the translation between a
 * bounded move code and its move value, written once with one wording for each refusal. The
 * positions of the games this project ships and the default {@link State#toPosition()} call them;
 * a game that writes its own position may too.
 *
 * <p>Each check costs a comparison when it passes, so hot loops may call it on every move.
 */
public final class PositionChecks {

  private PositionChecks() {}

  /**
   * Checks the move limit of a playout, as {@link Position#playout(java.util.random.RandomGenerator,
   * int)} requires.
   *
   * @param maxMoves the most moves to play
   * @return {@code maxMoves}
   * @throws IllegalArgumentException if {@code maxMoves} is negative, with the message {@code
   *     "maxMoves must be >= 0, got -1"}
   */
  @CanIgnoreReturnValue
  public static int checkMaxMoves(int maxMoves) {
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    return maxMoves;
  }

  /**
   * Checks that a caller's buffer has room for the legal moves, as {@link
   * Position#legalMoves(int[])} requires.
   *
   * @param buffer the caller's buffer
   * @param count the number of legal moves to write
   * @throws IllegalArgumentException if {@code buffer} is shorter than {@code count}, with the
   *     message {@code "buffer of length 3 is shorter than the 9 legal moves"}
   * @throws NullPointerException if {@code buffer} is null
   */
  public static void checkBuffer(int[] buffer, int count) {
    checkArgument(
        buffer.length >= count,
        "buffer of length %s is shorter than the %s legal moves",
        buffer.length,
        count);
  }

  /**
   * Copies the first {@code count} codes of a position's own list of legal moves to the start of
   * a caller's buffer, after {@link #checkBuffer(int[], int)}: the body of {@link
   * Position#legalMoves(int[])} for a position that keeps its legal moves in an array.
   *
   * @param codes the position's list of legal moves
   * @param count how many of them are legal, at most {@code codes.length}
   * @param buffer the caller's buffer
   * @return {@code count}
   * @throws IllegalArgumentException if {@code buffer} is shorter than {@code count}; nothing is
   *     written
   * @throws NullPointerException if an array is null
   */
  public static int copyCodes(int[] codes, int count, int[] buffer) {
    checkBuffer(buffer, count);
    System.arraycopy(codes, 0, buffer, 0, count);
    return count;
  }

  /**
   * Checks that a position has a move to take back, as {@link Position#unmakeMove()} requires.
   *
   * @param depth the number of moves played and not undone, {@link Position#depth()}
   * @throws IllegalStateException if {@code depth} is 0, with the message {@code "no move to
   *     undo: the position is at its starting state"}
   */
  public static void checkUndo(int depth) {
    checkState(depth > 0, "no move to undo: the position is at its starting state");
  }

  /**
   * Checks that a position that is to draw a random legal move is not terminal, as {@link
   * Position#randomMove(java.util.random.RandomGenerator)} requires.
   *
   * @param terminal whether the position is terminal
   * @throws IllegalStateException if it is, with the message {@code "no legal move: the game is
   *     over"}
   */
  public static void checkNotOver(boolean terminal) {
    checkState(!terminal, "no legal move: the game is over");
  }

  /**
   * Checks that a player is one of a game's, as {@link Position#score(Player)} and the games'
   * player arguments require.
   *
   * @param player a player
   * @param playerCount the number of players of the game
   * @return the player's index
   * @throws IllegalArgumentException if the player's index is not below {@code playerCount}, with
   *     the message {@code "player 3 is not in this game of 2 players"} for {@code Player.of(2)}
   * @throws NullPointerException if {@code player} is null
   */
  @CanIgnoreReturnValue
  public static int checkPlayer(Player player, int playerCount) {
    requireNonNull(player, "player");
    checkArgument(
        player.index() < playerCount,
        "%s is not in this game of %s players",
        player,
        playerCount);
    return player.index();
  }

  /**
   * Checks a move code of a game whose codes are the indexes {@code 0} to {@code codeCount - 1}
   * (a cell index, an edge index).
   *
   * @param code a move code
   * @param codeCount the number of codes of the game
   * @return {@code code}
   * @throws IllegalArgumentException if the code is outside {@code [0, codeCount)}, with the
   *     message {@code "move code 9 stands for no move of this game: the codes go from 0 to 8"}
   */
  public static int checkCode(int code, int codeCount) {
    checkArgument(
        code >= 0 && code < codeCount,
        "move code %s stands for no move of this game: the codes go from 0 to %s",
        code,
        codeCount - 1);
    return code;
  }

  /**
   * Returns the move value of a code in a game whose codes are the indexes of a list of its moves
   * (the cells, the edges), after {@link #checkCode(int, int)}: the body of {@link
   * Position#move(int)} for such a game.
   *
   * @param <M> the move type
   * @param moves every move of the game, the move with code {@code c} at index {@code c}
   * @param code a move code
   * @return {@code moves.get(code)}
   * @throws IllegalArgumentException if the code is not an index of {@code moves}
   * @throws NullPointerException if {@code moves} is null
   */
  public static <M> M move(List<M> moves, int code) {
    return moves.get(checkCode(code, moves.size()));
  }
}
