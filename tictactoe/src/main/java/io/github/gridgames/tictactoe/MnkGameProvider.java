package io.github.gridgames.tictactoe;

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
import java.util.List;

/**
 * Creates m,n,k-games from their canonical text, for {@link io.github.gridgames.core.Games}: the
 * id is {@value MnkGame#ID} and {@link #create(GameSpec)} is {@link MnkGame#fromSpec(GameSpec)}.
 *
 * <p>For tools, the provider also gives the options {@code --board RxC} (rows x columns),
 * {@code --k K}, {@code --overlines RULE} and {@code --turns ORDER}, and moves read in either
 * notation and described as {@code "row 2, column 3"}. The game's agents and solver are in the
 * artifact {@code gridgames-tictactoe-strategy}.
 */
public final class MnkGameProvider implements GameProvider {

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public MnkGameProvider() {}

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
  public List<GameProvider.GameOption> options() {
    return List.of(
        GameProvider.GameOption.pair(
            "board",
            "RxC",
            "rows",
            "cols",
            "rows x columns",
            MnkGame.MAX_SIDE,
            "rows x columns (default 3x3; an m,n,k-game has m columns and n rows, so 6,5,4 is --board 5x6 --k 4);"
                + " one number N means NxN"),
        GameProvider.GameOption.integer(
            "k", "k", "K", "stones in a row that win (default 3, or the longer side if smaller)", 1, MnkGame.MAX_SIDE),
        GameProvider.GameOption.choice(
            "overlines",
            "RULE",
            "whether more than k in a row wins: win (the default) or no-win",
            List.of(MnkGame.OverlineRule.WIN.text(), MnkGame.OverlineRule.NO_WIN.text())),
        GameProvider.GameOption.turns(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6));
  }

  /**
   * Returns the text play of an m,n,k-game: moves read in either notation, and described in the
   * {@code row-col} notation as {@code "row 2, column 3"}.
   *
   * @param game an m,n,k-game
   * @param <S> the state type
   * @param <M> the move type
   * @return the text play
   * @throws IllegalArgumentException if the game is not an m,n,k-game
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public <S extends State<S, M>, M extends Move> TextPlay<S, M> textPlay(Game<S, M> game) {
    requireNonNull(game, "game");
    checkArgument(game instanceof MnkGame, "%s is not a game of %s", game.spec(), id());
    @SuppressWarnings("unchecked") // the game is an MnkGame (checked above), so S and M are its types
    TextPlay<S, M> typed = (TextPlay<S, M>) textPlayOf((MnkGame) game);
    return typed;
  }

  private static TextPlay<MnkState, Cell> textPlayOf(MnkGame mnk) {
    return new TextPlay<>() {
      @Override
      public MnkGame game() {
        return mnk;
      }

      @Override
      public String describe(Cell move, Notation<Cell> notation) {
        return mnk.requireNotation(notation).equals(mnk.rowCol()) ? move.describe() : notation.format(move);
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
}
