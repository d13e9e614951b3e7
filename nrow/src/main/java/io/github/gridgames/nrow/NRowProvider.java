package io.github.gridgames.nrow;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.TypedProvider;
import io.github.gridgames.core.ColumnSpan;
import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.TextPlay;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.nrow.strategy.NRowEvaluation;
import io.github.gridgames.nrow.strategy.NRowGameSolver;
import io.github.gridgames.nrow.strategy.NRowGreedyAgent;
import io.github.gridgames.nrow.strategy.NRowOrdering;
import io.github.gridgames.nrow.strategy.ThreatAgent;
import java.util.List;

/**
 * Makes {@link NRow} games from their canonical text for
 * {@link io.github.gridgames.core.Games#parse(String)}: id {@code nrow}, parameters {@code n},
 * {@code distance}, {@code players}, {@code cap} and {@code turns} (a built-in turn policy's name,
 * such as {@code connect6}), each optional.
 *
 * <p>For tools, the provider also gives the options {@code --in-a-row N}, {@code --distance D},
 * {@code --players P}, {@code --cap STONES} and {@code --turns ORDER}, and the game's {@link
 * Strategies}: {@code best} is the {@link ThreatAgent}, {@code greedy} the {@link
 * NRowGreedyAgent}, {@code alphabeta} searches with the {@link NRowEvaluation} and {@link
 * NRowOrdering}, {@code mcts} cuts its playouts at {@value #PLAYOUT_LIMIT} stones, and positions
 * are solved by the {@link NRowGameSolver}.
 */
public final class NRowProvider extends TypedProvider<NRow, NRowState, Point> {

  /** The longest playout of {@code mcts}; longer ones count as draws. */
  public static final int PLAYOUT_LIMIT = 200;

  /** Creates the provider; called by {@link java.util.ServiceLoader}. */
  public NRowProvider() {
    super(NRow.class);
  }

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
  public List<GameOption> options() {
    return List.of(
        GameOption.integer("in-a-row", "n", "N", "stones in a row that win (default 5)", 1, NRow.MAX_N),
        GameOption.integer(
            "distance",
            "distance",
            "D",
            "every stone after the first within Manhattan distance D of a stone (default 3)",
            1,
            NRow.MAX_DISTANCE),
        GameOption.integer("players", "players", "P", "the number of players (default 2)", 2, NRow.MAX_PLAYERS),
        GameOption.integer(
            "cap", "cap", "STONES", "the game is a draw after this many stones (default: no cap)", 1, Integer.MAX_VALUE),
        GameOption.turns(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6));
  }

  /**
   * Returns the text play of an N-in-a-row game: points typed as {@code x,y} or {@code x y}; a
   * state shown for a screen of a given width is drawn through the part of its view that fits,
   * around the last move, with a note of the stones outside.
   *
   * @param nrow an N-in-a-row game
   * @return the text play
   */
  @Override
  protected TextPlay<NRowState, Point> textPlayOf(NRow nrow) {
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
  static BoardWindow fitting(NRowState state, int columns) {
    BoardWindow view = state.view();
    int focus = state.lastMove().filter(view::contains).map(Point::x).orElse(view.fromX() + (view.width() - 1) / 2);
    ColumnSpan span =
        ColumnSpan.fitting(
            view.fromX(), view.toX(), focus, columns, s -> drawnWidth(state, window(view, s)));
    return window(view, span);
  }

  /** The rows of a view over a span of its columns. */
  private static BoardWindow window(BoardWindow view, ColumnSpan span) {
    return new BoardWindow(span.first(), view.fromY(), span.last(), view.toY());
  }

  /** The width of a window's drawing: its first line, the column labels, is as wide as its rows. */
  private static int drawnWidth(NRowState state, BoardWindow window) {
    String drawing = state.render(window);
    int end = drawing.indexOf('\n');
    return end < 0 ? drawing.length() : end;
  }

  /**
   * Returns the strategies of an N-in-a-row game: {@code best} is the {@link ThreatAgent}, {@code
   * greedy} the {@link NRowGreedyAgent}; {@code alphabeta} searches with the {@link
   * NRowEvaluation} and {@link NRowOrdering}; {@code mcts} cuts its playouts at {@value
   * #PLAYOUT_LIMIT} stones (random play means little on an open board); positions are solved by
   * the {@link NRowGameSolver}.
   *
   * @param game the game
   * @return the strategies
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public Strategies<NRowState, Point> strategiesOf(NRow game) {
    return Strategies.builder(game)
        .evaluation(NRowEvaluation.of(game))
        .ordering(new NRowOrdering())
        .solver(new NRowGameSolver())
        .agent(
            Strategies.MCTS,
            "Monte Carlo tree search with random playouts of at most " + PLAYOUT_LIMIT + " stones",
            seed -> MctsAgent.<NRowState, Point>builder().seed(seed).maxPlayoutMoves(PLAYOUT_LIMIT).build())
        .agent(Strategies.GREEDY, "wins, blocks, otherwise extends its longest line", NRowGreedyAgent::seeded)
        .agent(Strategies.BEST, "threat search: wins, blocks and builds double threats", ThreatAgent::seeded)
        .build();
  }
}
