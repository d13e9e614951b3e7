package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.OptionalLong;

/**
 * A legal game played from the initial state: the moves and every state passed through.
 *
 * @param game the game
 * @param seed the seed the moves were chosen with; empty for a run replayed from given moves
 * @param moves the moves in order
 * @param states the states, {@code states.get(0)} the initial state and {@code states.get(i + 1)}
 *     the state after {@code moves.get(i)}
 * @param <S> the state type
 * @param <M> the move type
 */
public record GameRun<S extends State<S, M>, M extends Move>(
    Game<S, M> game, OptionalLong seed, List<M> moves, List<S> states) {

  /**
   * Creates a run.
   *
   * @param game the game
   * @param seed the seed, or empty
   * @param moves the moves; copied
   * @param states the states; copied
   * @throws IllegalArgumentException if there is not exactly one more state than moves
   */
  public GameRun {
    requireNonNull(game, "game");
    requireNonNull(seed, "seed");
    moves = List.copyOf(moves);
    states = List.copyOf(states);
    checkArgument(
        states.size() == moves.size() + 1,
        "a run needs one more state than moves, got %s states for %s moves",
        states.size(),
        moves.size());
  }

  /**
   * Returns the last state.
   *
   * @return the state after every move
   */
  public S finalState() {
    return states.get(states.size() - 1);
  }

  /**
   * Returns the moves in the game's default notation, separated by spaces between brackets, such
   * as {@code [a1, b2]}; a move the notation cannot write is shown with {@code toString()}.
   *
   * @return the moves as text
   */
  public String movesText() {
    return MovesText.of(game, moves);
  }

  /**
   * Returns a one-line description: the game, the seed and the moves in the game's default
   * notation.
   *
   * @return the description
   */
  public String describe() {
    return game.spec() + (seed.isPresent() ? ", seed " + seed.getAsLong() : ", replayed") + ", " + moves.size() + " moves: " + movesText();
  }
}
