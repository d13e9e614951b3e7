package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.BotProtocol;
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
 * Creates {@link DotsBoxes} games from their canonical text, for
 * {@link io.github.gridgames.core.Games#parse(String)}:
 * {@code dots-boxes(rows=R,cols=C,players=P,turns=T)}, read by {@link
 * DotsBoxes#fromSpec(GameSpec)}, which gives the defaults.
 *
 * <p>For tools, the provider also gives the options {@code --board RxC}, {@code --players P} and
 * {@code --turns ORDER}; moves typed in any of the three notations, described in the dot-pair
 * notation with their contest name; and the CodinGame contest protocol ({@code codingame}). The
 * game's agents and solver are in the artifact {@code gridgames-dots-boxes-strategy}.
 */
public final class DotsBoxesProvider implements GameProvider {

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public DotsBoxesProvider() {}

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
   * Creates a game from its spec, as {@link DotsBoxes#fromSpec(GameSpec)} does.
   *
   * @param spec a spec with id {@code dots-boxes}
   * @return the game
   * @throws IllegalArgumentException if the id differs, a parameter is unknown, a number is not
   *     an integer or out of range, or the turn policy is not built in; the message names the
   *     parameter and what is allowed
   */
  @Override
  public Game<?, ?> create(GameSpec spec) {
    return DotsBoxes.fromSpec(spec);
  }

  /**
   * Returns {@code Dots and Boxes}.
   *
   * @return the title
   */
  @Override
  public String title() {
    return "Dots and Boxes";
  }

  /**
   * Returns {@code --board RxC} (rows x columns of boxes), {@code --players P} and {@code --turns
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
            "rows x columns of boxes",
            DotsBoxes.MAX_SIZE,
            "rows x columns of boxes (default 3x3); one number N means NxN"),
        GameProvider.GameOption.integer(
            "players", "players", "P", "the number of players (default 2)", DotsBoxes.MIN_PLAYERS, DotsBoxes.MAX_PLAYERS),
        GameProvider.GameOption.turns(TurnPolicy.EXTRA_TURN_ON_CAPTURE, TurnPolicy.ALTERNATE));
  }

  /**
   * Returns the text play of a Dots and Boxes game: moves typed in any notation; in the dot-pair
   * notation a move is described with its contest name too ({@code (0,0)-(0,1) [A3 T]}); a state
   * is the game's own drawing in the notation in use, within the screen's width, then the status.
   *
   * @param game a Dots and Boxes game
   * @param <S> the state type
   * @param <M> the move type
   * @return the text play
   * @throws IllegalArgumentException if the game is not a Dots and Boxes game
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public <S extends State<S, M>, M extends Move> TextPlay<S, M> textPlay(Game<S, M> game) {
    requireNonNull(game, "game");
    checkArgument(game instanceof DotsBoxes, "%s is not a game of %s", game.spec(), id());
    @SuppressWarnings("unchecked") // the game is a DotsBoxes (checked above), so S and M are its types
    TextPlay<S, M> typed = (TextPlay<S, M>) textPlayOf((DotsBoxes) game);
    return typed;
  }

  private static TextPlay<DotsBoxesState, Edge> textPlayOf(DotsBoxes dots) {
    return new TextPlay<>() {
      @Override
      public DotsBoxes game() {
        return dots;
      }

      @Override
      public String describe(Edge move, Notation<Edge> notation) {
        String text = dots.requireNotation(notation).format(move);
        return notation.name().equals(DotPairNotation.NAME) ? text + " [" + dots.boxSides().format(move) + "]" : text;
      }

      @Override
      public String show(DotsBoxesState state, Notation<Edge> notation, int columns) {
        return state.render(notation, columns) + "\n" + status(state, notation);
      }

      @Override
      public String show(DotsBoxesState state, Notation<Edge> notation, int columns, Edge lastMove) {
        return state.render(notation, columns, lastMove) + "\n" + status(state, notation);
      }
    };
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
}
