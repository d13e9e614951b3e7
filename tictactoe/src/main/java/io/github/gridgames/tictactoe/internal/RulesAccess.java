package io.github.gridgames.tictactoe.internal;

import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;

/**
 * The door through which the engine package reaches what the rules package keeps to itself: the
 * state constructor and the precomputed line masks. The rules package installs the one
 * implementation when its state class is initialised. Not API: this package is not exported.
 */
public abstract class RulesAccess {

  private static volatile RulesAccess installed;

  /** Creates the implementation; only the rules package makes one. */
  protected RulesAccess() {}

  /**
   * Installs the implementation. Called once, by the rules package.
   *
   * @param access the implementation
   * @throws IllegalStateException if one is installed already
   */
  public static synchronized void install(RulesAccess access) {
    if (installed != null) {
      throw new IllegalStateException("the rules access is installed already");
    }
    installed = access;
  }

  /**
   * Returns the implementation, initialising the rules package if needed.
   *
   * @return the implementation
   */
  public static RulesAccess get() {
    RulesAccess access = installed;
    if (access == null) {
      MnkGame.ticTacToe().initialState(); // initialises MnkState, which installs the access
      access = installed;
    }
    return access;
  }

  /**
   * Builds the state with the given stones reached by legal play, whose last stone (if any) went
   * on {@code lastCell}; the arrays are copied.
   *
   * @param game the game
   * @param x X's stones as a bitset of row-major cell indexes
   * @param o O's stones likewise
   * @param stones the number of stones on the board
   * @param hash the Zobrist hash of the position
   * @param lastCell the cell of the last stone, used to find the winning line
   * @param lastWon whether the last stone made a winning line
   * @return the state
   */
  public abstract MnkState state(
      MnkGame game, long[] x, long[] o, int stones, long hash, int lastCell, boolean lastWon);

  /**
   * Returns the game's precomputed win masks.
   *
   * @param game the game
   * @return the masks, or null when the board has more than 64 cells
   */
  public abstract SmallBoardLines lines(MnkGame game);
}
