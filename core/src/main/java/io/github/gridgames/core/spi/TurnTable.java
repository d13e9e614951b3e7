package io.github.gridgames.core.spi;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import java.util.Locale;

/**
 * The one place a game's rules ask its {@link TurnPolicy} who moves next, on the immutable
 * {@link State} and the mutable {@link Position} alike: it checks the answer and, for the built-in
 * policies, reads it from a table of answers asked once when the table is built.
 *
 * <p>A policy is a function of its inputs, so a table holds exactly what the policy would answer.
 * The tables: {@link TurnPolicy#ALTERNATE} and {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE} ignore the
 * move number, so their table answers every move number; {@link TurnPolicy#CONNECT6} is tabulated
 * for the game's first {@code maxMoves} move numbers (at most 4096); any other policy is asked
 * each time, so a policy that names a player outside the game is refused when the move is played.
 *
 * <p>Immutable and thread-safe. {@link GameState} asks through {@link #ask}; a fast position keeps
 * one table per game and calls {@link #next(int, int, int)} in its hot loop.
 */
public final class TurnTable {

  private static final int MAX_TABULATED_MOVES = 1 << 12;

  private final TurnPolicy policy;
  private final int playerCount;
  private final int captureStride;
  private final int rowStride;
  private final int moveNumbers;
  private final int[] table;

  private TurnTable(
      TurnPolicy policy, int playerCount, int captureStride, int rowStride, int moveNumbers) {
    this.policy = policy;
    this.playerCount = playerCount;
    this.captureStride = captureStride;
    this.rowStride = rowStride;
    this.moveNumbers = moveNumbers;
    int rows = moveNumbers == 0 ? 0 : rowStride == 0 ? 1 : moveNumbers;
    this.table = new int[rows * playerCount * captureStride];
    int i = 0;
    for (int m = 0; m < rows; m++) {
      for (int p = 0; p < playerCount; p++) {
        for (int c = 0; c < captureStride; c++) {
          table[i++] = ask(policy, Player.of(p), MoveEffect.ofCaptures(c), playerCount, m).index();
        }
      }
    }
  }

  /**
   * Returns the table of a game's policy.
   *
   * @param policy the game's turn policy
   * @param playerCount the number of players, 1 to 64
   * @param maxCaptures the most units one move can capture, 0 to 64 ({@code 0} in a game without
   *     captures)
   * @param maxMoves the most moves a game can last, at least 0 ({@link Integer#MAX_VALUE} when
   *     games can go on forever)
   * @return the table
   * @throws IllegalArgumentException if a count is out of range, or as {@link #checkPolicy} says
   * @throws NullPointerException if {@code policy} is null
   */
  public static TurnTable of(TurnPolicy policy, int playerCount, int maxCaptures, int maxMoves) {
    checkPolicy(policy);
    checkArgument(
        playerCount >= 1 && playerCount <= 64, "playerCount must be 1 to 64, got %s", playerCount);
    checkArgument(
        maxCaptures >= 0 && maxCaptures <= 64, "maxCaptures must be 0 to 64, got %s", maxCaptures);
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    int captureStride = maxCaptures + 1;
    if (policy == TurnPolicy.ALTERNATE || policy == TurnPolicy.EXTRA_TURN_ON_CAPTURE) {
      return new TurnTable(policy, playerCount, captureStride, 0, Integer.MAX_VALUE);
    }
    if (policy == TurnPolicy.CONNECT6) {
      int rows = Math.min(maxMoves, MAX_TABULATED_MOVES);
      return new TurnTable(policy, playerCount, captureStride, playerCount * captureStride, rows);
    }
    return new TurnTable(policy, playerCount, captureStride, playerCount * captureStride, 0);
  }

  /**
   * Checks a game's turn policy: a custom policy may not take the name of a built-in one, so that
   * a game's canonical text, which names its policy, never passes a custom rule off as a built-in
   * one. Every game of this project calls it on the policy it is given.
   *
   * @param policy the policy a game is given
   * @return the policy
   * @throws IllegalArgumentException if the policy is not a built-in one but has a built-in name;
   *     the message names it and the constant to use
   * @throws NullPointerException if {@code policy} is null
   */
  @CanIgnoreReturnValue
  public static TurnPolicy checkPolicy(TurnPolicy policy) {
    requireNonNull(policy, "turnPolicy");
    for (TurnPolicy builtIn : TurnPolicy.builtIns()) {
      checkArgument(
          builtIn == policy || !builtIn.name().equals(policy.name()),
          "a custom turn policy may not take the built-in name '%s'; use TurnPolicy.%s or another"
              + " name",
          policy.name(),
          policy.name().toUpperCase(Locale.ROOT).replace('-', '_'));
    }
    return policy;
  }

  /**
   * Returns the player who moves after {@code mover} captured {@code captures} units with move
   * number {@code moveNumber}. The arguments are the rules' own counts and are not checked.
   *
   * @param mover the index of the player who just moved
   * @param captures how many units the move captured, 0 to the table's {@code maxCaptures}
   * @param moveNumber how many moves the game had before this one
   * @return the index of the next player
   * @throws IllegalStateException if the policy names a player outside the game; the message
   *     names the policy, the player and the player count
   */
  public int next(int mover, int captures, int moveNumber) {
    if (moveNumber < moveNumbers) {
      return table[moveNumber * rowStride + mover * captureStride + captures];
    }
    return ask(policy, Player.of(mover), MoveEffect.ofCaptures(captures), playerCount, moveNumber)
        .index();
  }

  /**
   * Asks {@code policy} who moves next and checks the answer: the question {@link GameState}
   * asks after every move.
   *
   * @param policy the game's policy
   * @param mover the player who just moved
   * @param effect what the move did
   * @param playerCount the number of players in the game
   * @param moveNumber how many moves the game had before this one
   * @return the next player
   * @throws IllegalStateException if the policy returns null or a player outside the game; the
   *     message names the policy, the player and the player count
   */
  public static Player ask(
      TurnPolicy policy, Player mover, MoveEffect effect, int playerCount, int moveNumber) {
    Player next = policy.next(mover, effect, playerCount, moveNumber);
    if (next == null || next.index() >= playerCount) {
      throw new IllegalStateException(
          "turn policy '"
              + policy.name()
              + "' chose "
              + next
              + " in a game of "
              + playerCount
              + " players");
    }
    return next;
  }
}
