package io.github.gridgames.tictactoe;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.TypedProvider;
import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.RefusedInputException;
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
 * <p>For tools, the provider also gives the options {@code --board MxN}, {@code --k K}, {@code
 * --overlines RULE} and {@code --turns ORDER}; moves read with the classic console game's refusals ({@link MoveInput}) in
 * either notation; and the game's {@link Strategies}: {@code best} is the {@link PerfectPlayer} on
 * boards of up to {@value #PERFECT_CELLS} cells and alpha-beta elsewhere, the searches use the
 * {@link MnkEvaluation} and {@link MnkOrdering}, and the solver is the perfect player's search
 * ({@link MnkGameSolver}).
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
   * Returns {@code --board MxN} (m columns x n rows), {@code --k K}, {@code --overlines RULE} and
   * {@code --turns ORDER}.
   *
   * @return the options
   */
  @Override
  public List<GameOption> options() {
    return List.of(
        GameOption.pair(
            "board",
            "MxN",
            "cols",
            "rows",
            "m columns x n rows",
            MnkGame.MAX_SIDE,
            "m columns x n rows (default 3x3); one number N means NxN"),
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
   * Returns the text play of an m,n,k-game: moves read by {@link MoveInput} with the classic
   * console game's refusals (format, range, taken) in the row-column notation, or in the algebraic
   * notation when the text is written that way; moves described as {@code "row 2, column 3"}.
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
      public Cell read(MnkState state, String typed) {
        try {
          return MoveInput.read(state, typed);
        } catch (MoveInputException rowCol) {
          if (rowCol.error() == InputError.WRONG_FORMAT) {
            try {
              return MoveInput.read(state, typed, mnk.notation(MnkGame.ALGEBRAIC));
            } catch (MoveInputException algebraic) {
              if (algebraic.error() != InputError.WRONG_FORMAT) {
                throw new RefusedInputException(algebraic.getMessage(), algebraic);
              }
            }
          }
          throw new RefusedInputException(rowCol.getMessage(), rowCol);
        }
      }

      @Override
      public String describe(Cell move) {
        return move.describe();
      }

      @Override
      public String prompt() {
        return "row column, such as 2 3";
      }

      @Override
      public String help() {
        return mnk.notation().syntax() + ", or " + mnk.notation(MnkGame.ALGEBRAIC).syntax();
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
      builder = builder.agent(Strategies.BEST, "perfect play by exact search", seed -> PerfectPlayer.of(game));
    } else {
      builder =
          builder.agent(
              Strategies.BEST,
              "alpha-beta search with a k-in-a-row evaluation",
              seed -> AlphaBetaAgent.<MnkState, Cell>builder(evaluation).ordering(ordering).build());
    }
    return builder.build();
  }
}
