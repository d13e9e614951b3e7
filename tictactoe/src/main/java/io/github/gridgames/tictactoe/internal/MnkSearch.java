package io.github.gridgames.tictactoe.internal;

import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.MnkPosition;
import java.lang.invoke.MethodHandles;
import org.jspecify.annotations.Nullable;

/**
 * The search helpers of an {@link MnkPosition} for the game's strategies: queries over the whole
 * board that work on the position's line words in place, word by word, and allocate nothing. Not
 * API: this package is exported only to the strategy module.
 *
 * <p>The position implements them ({@link Access}, installed by {@link MnkPosition} when its class
 * is initialised); this class hands them out. Each call has the thread-safety of the position it
 * is given: none, so give each thread its own position.
 */
public final class MnkSearch {

  /**
   * The helpers as the rules package implements them; see the static methods of {@link MnkSearch}
   * for what each does and rejects.
   */
  public interface Access {
    /**
     * Answers {@link MnkSearch#wouldWin(MnkPosition, int, Player)}.
     *
     * @param position the position
     * @param code the code of an empty cell
     * @param player X or O
     * @return whether the stone would win
     */
    boolean wouldWin(MnkPosition position, int code, Player player);

    /**
     * Answers {@link MnkSearch#winningCells(MnkPosition, Player, int[])}.
     *
     * @param position the position
     * @param player X or O
     * @param buffer where to write the codes
     * @return the number of codes written
     */
    int winningCells(MnkPosition position, Player player, int[] buffer);

    /**
     * Answers {@link MnkSearch#canStillWin(MnkPosition, Player)}.
     *
     * @param position the position
     * @param player X or O
     * @return whether the player may still win
     */
    boolean canStillWin(MnkPosition position, Player player);

    /**
     * Answers {@link MnkSearch#openCells(MnkPosition, int[])}.
     *
     * @param position the position
     * @param buffer where to write the codes
     * @return the number of codes written
     */
    int openCells(MnkPosition position, int[] buffer);

    /**
     * Does {@link MnkSearch#addLinePotential(MnkPosition, Player, int[], int[])}.
     *
     * @param position the position
     * @param player X or O
     * @param weights the weight of a line by its number of the player's stones
     * @param scores one score per cell code, added to
     */
    void addLinePotential(MnkPosition position, Player player, int[] weights, int[] scores);
  }

  /**
   * The implementation, set once while {@link MnkPosition}'s class is initialised. A thread that
   * reads it too early initialises that class itself (which waits for the installation) and reads
   * again; the implementation keeps no state of its own.
   */
  private static @Nullable Access access;

  private MnkSearch() {}

  /**
   * Installs the implementation; {@link MnkPosition} calls this once, when its class is
   * initialised.
   *
   * @param implementation the helpers
   * @throws IllegalStateException if an implementation is installed already
   * @throws NullPointerException if {@code implementation} is null
   */
  public static void install(Access implementation) {
    requireNonNull(implementation, "implementation");
    checkState(access == null, "the search helpers of MnkPosition are installed already");
    access = implementation;
  }

  private static Access access() {
    Access installed = access;
    if (installed != null) {
      return installed;
    }
    try {
      MethodHandles.lookup().ensureInitialized(MnkPosition.class);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot initialise MnkPosition, which installs the search helpers", e);
    }
    return requireNonNull(access, "MnkPosition installs the search helpers when it is initialised");
  }

  /**
   * Returns whether a stone of {@code player} on an empty cell would make a winning line through
   * it: the game's own winning-line test, for strategies that look for immediate wins and threats.
   *
   * @param position the position
   * @param code the code of an empty cell
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @return whether the stone would win (whoever is to move); {@code false} in a finished game
   * @throws IndexOutOfBoundsException if the code is not a cell index of the board
   * @throws IllegalArgumentException if the cell is taken or the player is not in the game
   * @throws NullPointerException if an argument is null
   */
  public static boolean wouldWin(MnkPosition position, int code, Player player) {
    return access().wouldWin(requireNonNull(position, "position"), code, player);
  }

  /**
   * Writes the codes of the empty cells where a stone of {@code player} would make a winning line
   * (the cells {@link #wouldWin(MnkPosition, int, Player)} accepts), in increasing order, and
   * returns how many: the immediate wins of the player and the threats the other player must
   * answer.
   *
   * @param position the position
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND}), whoever is to move
   * @param buffer where to write; at least as long as the number of empty cells
   * @return the number of codes written, 0 in a finished game
   * @throws IllegalArgumentException if the player is not in the game or the buffer is too short
   * @throws NullPointerException if an argument is null
   */
  public static int winningCells(MnkPosition position, Player player, int[] buffer) {
    return access().winningCells(requireNonNull(position, "position"), player, buffer);
  }

  /**
   * Returns whether some line of k cells holds no stone of the other player: a player without
   * such a line can never make a winning line, whatever is played.
   *
   * @param position the position
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @return whether the player may still win
   * @throws IllegalArgumentException if the player is not in the game
   * @throws NullPointerException if an argument is null
   */
  public static boolean canStillWin(MnkPosition position, Player player) {
    return access().canStillWin(requireNonNull(position, "position"), player);
  }

  /**
   * Writes the codes of the empty cells that lie on a line of k cells holding stones of at most
   * one player, in increasing order, and returns how many. A stone on any other empty cell can
   * never be part of a winning line (when overlines win, playing there is as good as passing).
   *
   * @param position the position
   * @param buffer where to write; at least as long as the number of empty cells
   * @return the number of codes written, 0 in a finished game
   * @throws IllegalArgumentException if the buffer is too short
   * @throws NullPointerException if an argument is null
   */
  public static int openCells(MnkPosition position, int[] buffer) {
    return access().openCells(requireNonNull(position, "position"), buffer);
  }

  /**
   * Adds, for every line of k cells that holds no stone of the other player and n stones of
   * {@code player}, {@code weights[n]} to {@code scores[c]} for each cell code c of the line: how
   * much each cell can still do for the player, for move ordering and evaluation. Cells with
   * stones get scores too; read those of empty cells.
   *
   * @param position the position
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @param weights the weight of a line by its number of the player's stones; at least k + 1 long
   * @param scores one score per cell code, added to
   * @throws IllegalArgumentException if the player is not in the game or an array is too short
   * @throws NullPointerException if an argument is null
   */
  public static void addLinePotential(MnkPosition position, Player player, int[] weights, int[] scores) {
    access().addLinePotential(requireNonNull(position, "position"), player, weights, scores);
  }
}
