package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;

/**
 * What the tools know of Dots and Boxes (id {@code dots-boxes}): the options {@code --board RxC},
 * {@code --players P} and {@code --turns ORDER}; moves typed in any of the three notations,
 * described in the dot-pair notation with their contest name; a board wider than the screen drawn
 * around the last line; and the CodinGame contest protocol ({@code codingame}) that {@code
 * gridgames bot codingame} and {@code gridgames referee codingame} speak.
 */
public final class DotsBoxesTools implements GameTools<DotsBoxes, DotsBoxesState, Edge> {

  /** Creates the tools; {@link java.util.ServiceLoader} calls this. */
  public DotsBoxesTools() {}

  /**
   * Returns {@code dots-boxes}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return DotsBoxes.ID;
  }

  /**
   * Returns {@link DotsBoxes}.
   *
   * @return the class of the games
   */
  @Override
  public Class<DotsBoxes> gameClass() {
    return DotsBoxes.class;
  }

  /**
   * Returns {@code --board RxC} (rows x columns of boxes), {@code --players P} and {@code --turns
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
            "rows x columns of boxes",
            DotsBoxes.MAX_SIZE,
            "rows x columns of boxes (default 3x3); one number N means NxN"),
        GameOption.integer(
            "players", "players", "P", "the number of players (default 2)", DotsBoxes.MIN_PLAYERS, DotsBoxes.MAX_PLAYERS),
        GameOption.turns(TurnPolicy.EXTRA_TURN_ON_CAPTURE, TurnPolicy.ALTERNATE));
  }

  /**
   * Returns the text play of a Dots and Boxes game: moves typed in any notation; in the dot-pair
   * notation a move is described with its contest name too ({@code (0,0)-(0,1) [A3 T]}); a board
   * wider than the screen is drawn through the columns of boxes that fit, around the last line.
   *
   * @param game a Dots and Boxes game
   * @return the text play
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public TextPlay<DotsBoxesState, Edge> textPlay(DotsBoxes game) {
    return new DotsTextPlay(game);
  }

  /**
   * Returns the CodinGame contest protocol, {@code codingame}.
   *
   * @return the protocols
   */
  @Override
  public List<BotProtocol<?, ?>> protocols() {
    return List.of(new CodinGameProtocol());
  }

  /** The text play of one Dots and Boxes game. */
  private record DotsTextPlay(DotsBoxes game) implements TextPlay<DotsBoxesState, Edge> {

    DotsTextPlay {
      requireNonNull(game, "game");
    }

    @Override
    public String describe(Edge move, Notation<Edge> notation) {
      String text = game.requireNotation(notation).format(move);
      return notation.equals(game.dotPairs()) ? text + " [" + game.boxSides().format(move) + "]" : text;
    }

    @Override
    public String draw(DotsBoxesState state, Notation<Edge> notation, int columns) {
      checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
      return state.render(notation, columns);
    }

    @Override
    public String draw(DotsBoxesState state, Notation<Edge> notation, int columns, Edge lastMove) {
      checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
      return state.render(notation, columns, lastMove);
    }
  }
}
