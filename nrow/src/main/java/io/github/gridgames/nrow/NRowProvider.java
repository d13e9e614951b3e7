package io.github.gridgames.nrow;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TextPlay;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.internal.ColumnSpan;
import java.util.List;

/**
 * Makes {@link NRow} games from their canonical text for
 * {@link io.github.gridgames.core.Games#parse(String)}: id {@code nrow}, parameters {@code n},
 * {@code distance}, {@code players}, {@code cap} and {@code turns} (a built-in turn policy's name,
 * such as {@code connect6}), each optional.
 *
 * <p>For tools, the provider also gives the options {@code --in-a-row N}, {@code --distance D},
 * {@code --players P}, {@code --cap STONES} and {@code --turns ORDER}, and points typed as {@code
 * x,y} or {@code x y}. The game's agents and solver are in the artifact {@code
 * gridgames-nrow-strategy}.
 */
public final class NRowProvider implements GameProvider {

  /** Creates the provider; called by {@link java.util.ServiceLoader}. */
  public NRowProvider() {}

  /**
   * Returns {@code nrow}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return NRow.ID;
  }

  /**
   * Creates the game, as {@link NRow#fromSpec(GameSpec)}.
   *
   * @param spec a spec with id {@code nrow}
   * @return the game
   * @throws IllegalArgumentException if a parameter is unknown or out of range, or {@code turns}
   *     names no built-in policy
   */
  @Override
  public NRow create(GameSpec spec) {
    return NRow.fromSpec(spec);
  }

  /**
   * Returns {@code N-in-a-row}.
   *
   * @return the title
   */
  @Override
  public String title() {
    return "N-in-a-row";
  }

  /**
   * Returns {@code --in-a-row N}, {@code --distance D}, {@code --players P}, {@code --cap STONES}
   * and {@code --turns ORDER}.
   *
   * @return the options
   */
  @Override
  public List<GameProvider.GameOption> options() {
    return List.of(
        GameProvider.GameOption.integer("in-a-row", "n", "N", "stones in a row that win (default 5)", 1, NRow.MAX_N),
        GameProvider.GameOption.integer(
            "distance",
            "distance",
            "D",
            "every stone after the first within Manhattan distance D of a stone (default 3)",
            1,
            NRow.MAX_DISTANCE),
        GameProvider.GameOption.integer("players", "players", "P", "the number of players (default 2)", 2, NRow.MAX_PLAYERS),
        GameProvider.GameOption.integer(
            "cap", "cap", "STONES", "the game is a draw after this many stones (default: no cap)", 1, Integer.MAX_VALUE),
        GameProvider.GameOption.turns(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6));
  }

  /**
   * Returns the text play of an N-in-a-row game: points typed as {@code x,y} or {@code x y}; a
   * state shown for a screen of a given width is drawn through the part of its view that fits,
   * around the last move, with a note of the stones outside.
   *
   * @param game an N-in-a-row game
   * @param <S> the state type
   * @param <M> the move type
   * @return the text play
   * @throws IllegalArgumentException if the game is not an N-in-a-row game
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public <S extends State<S, M>, M extends Move> TextPlay<S, M> textPlay(Game<S, M> game) {
    requireNonNull(game, "game");
    checkArgument(game instanceof NRow, "%s is not a game of %s", game.spec(), id());
    @SuppressWarnings("unchecked") // the game is an NRow (checked above), so S and M are its types
    TextPlay<S, M> typed = (TextPlay<S, M>) textPlayOf((NRow) game);
    return typed;
  }

  private static TextPlay<NRowState, Point> textPlayOf(NRow nrow) {
    return new TextPlay<>() {
      @Override
      public NRow game() {
        return nrow;
      }

      @Override
      public String show(NRowState state, Notation<Point> notation, int columns) {
        checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
        return state.render(fitting(state, columns)) + "\n" + status(state, notation);
      }
    };
  }

  /**
   * Returns the widest part of a state's {@link NRowState#view() view} whose drawing fits in a
   * width: all its rows, and as many of its columns as fit (at least one), around the last move (the
   * middle of the view when it is unknown).
   */
  static NRowState.BoardWindow fitting(NRowState state, int columns) {
    NRowState.BoardWindow view = state.view();
    int focus = state.lastMove().filter(view::contains).map(Point::x).orElse(view.fromX() + (view.width() - 1) / 2);
    ColumnSpan span =
        ColumnSpan.fitting(
            view.fromX(), view.toX(), focus, columns, s -> drawnWidth(state, window(view, s)));
    return window(view, span);
  }

  /** The rows of a view over a span of its columns. */
  private static NRowState.BoardWindow window(NRowState.BoardWindow view, ColumnSpan span) {
    return new NRowState.BoardWindow(span.first(), view.fromY(), span.last(), view.toY());
  }

  /**
   * The width of a window's drawing: its first line, the column labels, is as wide as its rows (a
   * window has at least one row, so a line break always follows it).
   */
  private static int drawnWidth(NRowState state, NRowState.BoardWindow window) {
    return state.render(window).indexOf('\n');
  }
}
