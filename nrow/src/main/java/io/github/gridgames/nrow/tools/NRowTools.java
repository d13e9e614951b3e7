package io.github.gridgames.nrow.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import java.util.Optional;

/**
 * What the tools know of N-in-a-row (id {@code nrow}): the options {@code --in-a-row N}, {@code
 * --distance D}, {@code --players P}, {@code --cap STONES} and {@code --turns ORDER}; points typed
 * as {@code x,y} or {@code x y}; and a drawing for a screen, y growing upwards, that marks with
 * {@code +} the points where the next stone may go, through the part of the view that fits around
 * the last move. The game has no contest protocol.
 */
public final class NRowTools implements GameTools<NRow, NRowState, Point> {

  /** Creates the tools; called by {@link java.util.ServiceLoader}. */
  public NRowTools() {}

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
   * Returns {@link NRow}.
   *
   * @return the class of the games
   */
  @Override
  public Class<NRow> gameClass() {
    return NRow.class;
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
   * state drawn with y growing upwards, the points where the next stone may go marked {@code +},
   * through the columns of its view that fit the screen, around the last move.
   *
   * @param game an N-in-a-row game
   * @return the text play
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public TextPlay<NRowState, Point> textPlay(NRow game) {
    return new NRowTextPlay(game);
  }

  /** The text play of one N-in-a-row game. */
  private record NRowTextPlay(NRow game) implements TextPlay<NRowState, Point> {

    NRowTextPlay {
      requireNonNull(game, "game");
    }

    @Override
    public String draw(NRowState state, Notation<Point> notation, int columns) {
      checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
      game.requireNotation(notation);
      return NRowDrawing.draw(state, NRowDrawing.fitting(state, columns, Optional.empty()));
    }

    @Override
    public String draw(NRowState state, Notation<Point> notation, int columns, Point lastMove) {
      checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
      game.requireNotation(notation);
      return NRowDrawing.draw(state, NRowDrawing.fitting(state, columns, Optional.of(lastMove)));
    }
  }
}
