package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.GameOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The game the Gomocup protocol plays, as the installed games provide it: the game of placing
 * stones on a board of {@code width} columns and {@code height} rows where {@code k} in a row win,
 * with or without longer rows winning. The command names no game: the game is the first installed
 * one whose provider takes the options {@code --board} (parameters {@code rows} and {@code cols}),
 * {@code --k} and {@code --overlines} (values {@code win} and {@code no-win}), and whose moves are
 * written in a notation {@value #NOTATION} as the row then the column counted from 1 at the
 * top-left ({@code "2 3"}). Gomocup's square {@code x,y} (the column and the row from 0) is the
 * move {@code "y+1 x+1"} of that notation. Everything the protocol needs to know of that game is
 * in this class.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class GomocupGame<S extends State<S, M>, M extends Move> {

  /** The name of the notation squares are read in: row then column, from 1. */
  static final String NOTATION = "row-col";

  /** Two whole numbers separated by blanks: a move in {@value #NOTATION}. */
  private static final Pattern ROW_COL = Pattern.compile("\\s*(\\d+)\\s+(\\d+)\\s*");

  private final Game<S, M> game;
  private final int width;
  private final int height;
  private final int k;
  private final boolean exactFive;
  private final List<M> moves;
  private final Notation<M> notation;

  private GomocupGame(Game<S, M> game, int width, int height, int k, boolean exactFive) {
    this.game = game;
    this.width = width;
    this.height = height;
    this.k = k;
    this.exactFive = exactFive;
    this.notation = game.notation(NOTATION);
    List<M> all = new ArrayList<>(width * height);
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        M move;
        try {
          move = notation.parse((y + 1) + " " + (x + 1));
        } catch (NotationException e) {
          throw new IllegalArgumentException(
              game.spec() + " does not read square " + x + "," + y + " as '" + (y + 1) + " " + (x + 1) + "'", e);
        }
        all.add(move);
      }
    }
    this.moves = List.copyOf(all);
    if (game.playerCount() != 2 || game.initialState().legalMoves().size() != width * height) {
      throw new IllegalArgumentException(game.spec() + " is not a game of two players on " + width * height + " squares");
    }
  }

  /**
   * Returns the provider of the game the protocol plays, if one is installed.
   *
   * @param installed the installed games
   * @return the first provider whose options are {@code board} (rows and columns), {@code k} and
   *     {@code overlines}
   */
  static Optional<GameProvider> provider(Installed installed) {
    for (GameProvider provider : installed.providers()) {
      List<String> found = new ArrayList<>();
      for (GameOption option : installed.options(provider)) {
        String name = option.name();
        boolean board = name.equals("board") && option.parameters().containsAll(List.of("rows", "cols"));
        boolean k = name.equals("k") && option.parameters().equals(List.of("k"));
        boolean overlines = name.equals("overlines") && option.parameters().equals(List.of("overlines"));
        if (board || k || overlines) {
          found.add(name);
        }
      }
      if (found.size() == 3) {
        return Optional.of(provider);
      }
    }
    return Optional.empty();
  }

  /**
   * Creates the game of a board.
   *
   * @param provider the provider {@link #provider} found
   * @param width the columns
   * @param height the rows
   * @param k the stones in a row that win
   * @param exactFive whether only exactly {@code k} in a row win (longer rows do not)
   * @return the game
   * @throws IllegalArgumentException if the provider refuses the parameters (its message says
   *     why, such as a side above the largest it supports), or its game is not one of placing
   *     stones on the board's squares as described above
   */
  static GomocupGame<?, ?> create(GameProvider provider, int width, int height, int k, boolean exactFive) {
    GameSpec spec =
        GameSpec.builder(provider.id())
            .put("cols", width)
            .put("rows", height)
            .put("k", k)
            .put("overlines", exactFive ? "no-win" : "win")
            .build();
    return of(provider.create(spec), width, height, k, exactFive);
  }

  private static <S extends State<S, M>, M extends Move> GomocupGame<S, M> of(
      Game<S, M> game, int width, int height, int k, boolean exactFive) {
    return new GomocupGame<>(game, width, height, k, exactFive);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  Game<S, M> game() {
    return game;
  }

  /**
   * Returns the number of columns.
   *
   * @return the width
   */
  int width() {
    return width;
  }

  /**
   * Returns the number of rows.
   *
   * @return the height
   */
  int height() {
    return height;
  }

  /**
   * Returns the stones in a row that win.
   *
   * @return k
   */
  int k() {
    return k;
  }

  /**
   * Returns whether only exactly {@link #k()} in a row win.
   *
   * @return whether longer rows do not win
   */
  boolean exactFive() {
    return exactFive;
  }

  /**
   * Checks that a square is on the board.
   *
   * @param point the square
   * @throws IllegalArgumentException if the square is outside the board; the message names it and
   *     the board
   */
  void requireOnBoard(GomocupPoint point) {
    M unused = move(point);
  }

  /**
   * Returns the move of a square.
   *
   * @param point the square
   * @return the move placing a stone there
   * @throws IllegalArgumentException if the square is outside the board; the message names it and
   *     the board
   */
  M move(GomocupPoint point) {
    requireNonNull(point, "point");
    if (point.x() >= width || point.y() >= height) {
      throw new IllegalArgumentException(
          point + " is outside the board of " + width + " x " + height + " (X from 0 to " + (width - 1) + ", Y from 0 to " + (height - 1) + ")");
    }
    return moves.get(point.y() * width + point.x());
  }

  /**
   * Returns the square of a move.
   *
   * @param move a move of the game
   * @return its square
   * @throws IllegalStateException if the game writes the move otherwise than as row and column
   */
  GomocupPoint point(M move) {
    String text = notation.format(move);
    Matcher m = ROW_COL.matcher(text);
    if (!m.matches()) {
      throw new IllegalStateException(game.spec() + " wrote a move as '" + text + "', not as a row and a column");
    }
    return new GomocupPoint(Integer.parseInt(m.group(2)) - 1, Integer.parseInt(m.group(1)) - 1);
  }

  /**
   * Says why a move cannot be played in a state: the square is taken, or the game is over.
   *
   * @param state the state
   * @param point the square, on the board
   * @return the reason, or empty when the move is legal
   */
  Optional<String> refusal(S state, GomocupPoint point) {
    if (state.isTerminal()) {
      return Optional.of("the game is over");
    }
    return state.check(move(point)).map(violation -> point + " cannot be played: " + violation.message());
  }
}
