package io.github.gridgames.tictactoe.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.List;

/**
 * What the tools know of the m,n,k-games (id {@value MnkGame#ID}): the options {@code --board RxC}
 * (rows x columns), {@code --k K}, {@code --overlines RULE} and {@code --turns ORDER}; moves read in
 * either notation, described in the row-column notation as {@code "row 2, column 3"}, and a board
 * wider than the screen drawn around the last move. The game has no contest protocol.
 */
public final class MnkGameTools implements GameTools<MnkGame, MnkState, Cell> {

  /** Creates the tools; {@link java.util.ServiceLoader} calls this. */
  public MnkGameTools() {}

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
   * Returns {@link MnkGame}.
   *
   * @return the class of the games
   */
  @Override
  public Class<MnkGame> gameClass() {
    return MnkGame.class;
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
            List.of(MnkGame.OverlineRule.WIN.text(), MnkGame.OverlineRule.NO_WIN.text())),
        GameOption.turns(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6));
  }

  /**
   * Returns the text play of an m,n,k-game: moves read in either notation, described in the
   * row-column notation as {@code "row 2, column 3"}; a board wider than the screen is drawn through
   * the columns that fit, around the last move.
   *
   * @param game an m,n,k-game
   * @return the text play
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public TextPlay<MnkState, Cell> textPlay(MnkGame game) {
    return new MnkTextPlay(game);
  }

  /** The text play of one m,n,k-game. */
  private record MnkTextPlay(MnkGame game) implements TextPlay<MnkState, Cell> {

    MnkTextPlay {
      requireNonNull(game, "game");
    }

    @Override
    public String describe(Cell move, Notation<Cell> notation) {
      return game.requireNotation(notation).equals(game.rowCol()) ? move.describe() : notation.format(move);
    }

    @Override
    public String draw(MnkState state, Notation<Cell> notation, int columns) {
      checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
      return state.render(notation, columns);
    }

    @Override
    public String draw(MnkState state, Notation<Cell> notation, int columns, Cell lastMove) {
      checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
      return state.render(notation, columns, lastMove);
    }
  }
}
