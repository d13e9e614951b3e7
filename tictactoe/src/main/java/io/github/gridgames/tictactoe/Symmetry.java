package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

/**
 * A symmetry of a rectangular board: a rotation or reflection that maps the board onto itself. A
 * square board has all eight; any other rectangle has the four that keep its shape
 * ({@link #IDENTITY}, {@link #ROTATE_180}, {@link #REFLECT_LEFT_RIGHT},
 * {@link #REFLECT_TOP_BOTTOM}); see {@link MnkGame#symmetries()}.
 *
 * <p>A symmetry maps winning lines to winning lines, so applying it to every move of a game gives
 * a game with the same outcome. The mappings below are for a board of {@code cols} columns and
 * {@code rows} rows, with zero-based {@link Cell} coordinates and row 0 at the top.
 */
public enum Symmetry {
  /** Leaves every cell where it is. */
  IDENTITY(true),
  /** Turns the board a quarter clockwise: {@code (row, col)} goes to {@code (col, rows-1-row)}. Square boards only. */
  ROTATE_90(false),
  /** Turns the board half a turn: {@code (row, col)} goes to {@code (rows-1-row, cols-1-col)}. */
  ROTATE_180(true),
  /** Turns the board a quarter anticlockwise: {@code (row, col)} goes to {@code (cols-1-col, row)}. Square boards only. */
  ROTATE_270(false),
  /** Mirrors left and right: {@code (row, col)} goes to {@code (row, cols-1-col)}. */
  REFLECT_LEFT_RIGHT(true),
  /** Mirrors top and bottom: {@code (row, col)} goes to {@code (rows-1-row, col)}. */
  REFLECT_TOP_BOTTOM(true),
  /** Mirrors in the diagonal from the top-left corner: {@code (row, col)} goes to {@code (col, row)}. Square boards only. */
  REFLECT_MAIN_DIAGONAL(false),
  /**
   * Mirrors in the diagonal from the top-right corner: {@code (row, col)} goes to
   * {@code (cols-1-col, rows-1-row)}. Square boards only.
   */
  REFLECT_ANTI_DIAGONAL(false);

  private final boolean keepsShape;

  Symmetry(boolean keepsShape) {
    this.keepsShape = keepsShape;
  }

  /**
   * Returns whether this symmetry maps the board of {@code game} onto itself: always on a square
   * board; on another rectangle only if it does not swap rows and columns.
   *
   * @param game the game
   * @return whether the symmetry applies
   * @throws NullPointerException if {@code game} is null
   */
  public boolean appliesTo(MnkGame game) {
    requireNonNull(game, "game");
    return keepsShape || game.cols() == game.rows();
  }

  /**
   * Returns the symmetry that undoes this one: {@link #ROTATE_90} and {@link #ROTATE_270} undo
   * each other, every other symmetry undoes itself.
   *
   * @return the inverse
   */
  public Symmetry inverse() {
    return switch (this) {
      case ROTATE_90 -> ROTATE_270;
      case ROTATE_270 -> ROTATE_90;
      default -> this;
    };
  }

  /**
   * Returns the image of a cell of the board of {@code game}.
   *
   * @param game the game whose board the cell is on
   * @param cell a cell on that board
   * @return the cell it maps to
   * @throws IllegalArgumentException if this symmetry does not apply to the board, or the cell is
   *     outside it
   * @throws NullPointerException if an argument is null
   */
  public Cell apply(MnkGame game, Cell cell) {
    requireNonNull(cell, "cell");
    checkApplies(game);
    if (!game.contains(cell)) {
      throw new IllegalArgumentException(
          "cannot map " + cell.describe() + ": it is outside the " + game.cols() + " x " + game.rows() + " board");
    }
    return game.cellAt(map(game, game.index(cell)));
  }

  /**
   * Returns the image of a state: the state with every stone moved to its image. The image of a
   * reachable state is reachable (by the images of its moves) and has the same player to move and
   * an outcome with the same status and winner; its winning line is the image of the state's,
   * listed from the end nearest the top.
   *
   * @param state the state
   * @return the mapped state, equal to {@code state} for {@link #IDENTITY}
   * @throws IllegalArgumentException if this symmetry does not apply to the state's board
   * @throws NullPointerException if {@code state} is null
   */
  public MnkState apply(MnkState state) {
    requireNonNull(state, "state");
    MnkGame game = state.game();
    checkApplies(game);
    if (this == IDENTITY) {
      return state;
    }
    return state.image(game.symmetries().indexOf(this));
  }

  private void checkApplies(MnkGame game) {
    if (!appliesTo(game)) {
      throw new IllegalArgumentException(
          this + " maps only square boards onto themselves, not the " + game.cols() + " x " + game.rows() + " board of " + game);
    }
  }

  /** Maps a row-major index of a board this symmetry applies to. */
  int map(MnkGame game, int index) {
    int cols = game.cols();
    int rows = game.rows();
    int r = index / cols;
    int c = index % cols;
    int nr;
    int nc;
    switch (this) {
      case IDENTITY -> {
        nr = r;
        nc = c;
      }
      case ROTATE_90 -> {
        nr = c;
        nc = rows - 1 - r;
      }
      case ROTATE_180 -> {
        nr = rows - 1 - r;
        nc = cols - 1 - c;
      }
      case ROTATE_270 -> {
        nr = cols - 1 - c;
        nc = r;
      }
      case REFLECT_LEFT_RIGHT -> {
        nr = r;
        nc = cols - 1 - c;
      }
      case REFLECT_TOP_BOTTOM -> {
        nr = rows - 1 - r;
        nc = c;
      }
      case REFLECT_MAIN_DIAGONAL -> {
        nr = c;
        nc = r;
      }
      case REFLECT_ANTI_DIAGONAL -> {
        nr = cols - 1 - c;
        nc = rows - 1 - r;
      }
      default -> throw new AssertionError(this);
    }
    return nr * cols + nc;
  }
}
