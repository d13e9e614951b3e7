package io.github.gridgames.tictactoe;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.TypedProvider;
import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.TextPlay;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.strategy.MnkEvaluation;
import io.github.gridgames.tictactoe.strategy.MnkGameSolver;
import io.github.gridgames.tictactoe.strategy.MnkOrdering;
import io.github.gridgames.tictactoe.strategy.PerfectPlayer;
import java.util.List;

/**
 * Creates m,n,k-games from their canonical text, for {@link io.github.gridgames.core.Games}: the
 * id is {@value MnkGame#ID} and {@link #create(GameSpec)} is {@link MnkGame#fromSpec(GameSpec)}.
 *
 * <p>For tools, the provider also gives the options {@code --board RxC} (rows x columns),
 * {@code --k K}, {@code --overlines RULE} and {@code --turns ORDER}; moves read in either notation
 * and described as {@code "row 2, column 3"}; and the game's {@link Strategies}: {@code best} is
 * the {@link PerfectPlayer} on boards of up to {@value #PERFECT_CELLS} cells and alpha-beta
 * elsewhere, the searches use the {@link MnkEvaluation} and {@link MnkOrdering}, and the solver is
 * the perfect player's search ({@link MnkGameSolver}).
 */
public final class MnkGameProvider extends TypedProvider<MnkGame, MnkState, Cell> {

  /** Boards of up to this many cells are played exactly by {@code best}. */
  public static final int PERFECT_CELLS = 16;

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public MnkGameProvider() {
    super(MnkGame.class);
  }

  /**
   * Returns {@value MnkGame#ID}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return MnkGame.ID;
  }

  /**
   * Creates the game, filling in defaults as {@link MnkGame#fromSpec(GameSpec)} documents.
   *
   * @param spec a spec with id {@value MnkGame#ID}
   * @return the game
   * @throws IllegalArgumentException if a parameter is unknown, malformed or out of range; the
   *     message names it and says what is allowed
   */
  @Override
  public MnkGame create(GameSpec spec) {
    return MnkGame.fromSpec(spec);
  }

  /**
   * Returns {@code Tic-Tac-Toe (m,n,k-game)}.
   *
   * @return the title
   */
  @Override
  public String title() {
    return "Tic-Tac-Toe (m,n,k-game)";
  }

  /**
   * Returns {@code --board RxC} (rows x columns, as for every game: the m,n,k-game of m columns
   * and n rows is {@code --board NxM}), {@code --k K}, {@code --overlines RULE} and {@code --turns
   * ORDER}.
   *
   * @return the options
   */
  @Override
  public List<GameOption> options() {
    return List.of(
        GameOption.pair(
            "board",
            "RxC",
            "rows",
            "cols",
            "rows x columns",
            MnkGame.MAX_SIDE,
            "rows x columns (default 3x3; an m,n,k-game has m columns and n rows, so 6,5,4 is --board 5x6 --k 4);"
                + " one number N means NxN"),
        GameOption.integer(
            "k", "k", "K", "stones in a row that win (default 3, or the longer side if smaller)", 1, MnkGame.MAX_SIDE),
        GameOption.choice(
            "overlines",
            "RULE",
            "whether more than k in a row wins: win (the default) or no-win",
            List.of(OverlineRule.WIN.text(), OverlineRule.NO_WIN.text())),
        GameOption.turns(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6));
  }

  /**
   * Returns the text play of an m,n,k-game: moves read in either notation, and described in the
   * {@value MnkGame#ROW_COL} notation as {@code "row 2, column 3"}.
   *
   * @param mnk an m,n,k-game
   * @return the text play
   */
  @Override
  protected TextPlay<MnkState, Cell> textPlayOf(MnkGame mnk) {
    return new TextPlay<>() {
      @Override
      public MnkGame game() {
        return mnk;
      }

      @Override
      public String describe(Cell move, Notation<Cell> notation) {
        return mnk.requireNotation(notation).name().equals(MnkGame.ROW_COL) ? move.describe() : notation.format(move);
      }

      @Override
      public String show(MnkState state, Notation<Cell> notation, int columns) {
        return state.render(notation, columns) + "\n" + status(state, notation);
      }

      @Override
      public String show(MnkState state, Notation<Cell> notation, int columns, Cell lastMove) {
        return state.render(notation, columns, lastMove) + "\n" + status(state, notation);
      }
    };
  }

  /**
   * Returns the strategies of an m,n,k-game: {@code best} is the {@link PerfectPlayer} on boards of
   * up to {@value #PERFECT_CELLS} cells and alpha-beta elsewhere; the searches use the {@link
   * MnkEvaluation} and {@link MnkOrdering}; the solver ({@code solve}, and the value of every move)
   * is the perfect player's search, {@link MnkGameSolver}.
   *
   * @param game the game
   * @return the strategies
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public Strategies<MnkState, Cell> strategiesOf(MnkGame game) {
    MnkEvaluation evaluation = MnkEvaluation.of(game);
    MnkOrdering ordering = MnkOrdering.of(game);
    Strategies.Builder<MnkState, Cell> builder =
        Strategies.builder(game)
            .evaluation(evaluation)
            .ordering(ordering)
            .solver(MnkGameSolver.of(game));
    if (game.cols() * game.rows() <= PERFECT_CELLS) {
      builder.agent(Strategies.BEST, "perfect play by exact search", seed -> PerfectPlayer.of(game));
    } else {
      builder.agent(
          Strategies.BEST,
          "alpha-beta search with a k-in-a-row evaluation",
          seed -> AlphaBetaAgent.<MnkState, Cell>builder(evaluation).ordering(ordering).build());
    }
    return builder.build();
  }
}
