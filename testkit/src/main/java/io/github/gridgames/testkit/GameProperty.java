package io.github.gridgames.testkit;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * A property of a legal game, checked on every game {@link GameProperties} generates. It signals a
 * violation by throwing an {@link AssertionError} (JUnit assertions do) or any runtime exception.
 * It must be deterministic: the shrinker re-checks it on shorter games.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface GameProperty<S extends State<S, M>, M extends Move> {

  /**
   * Checks the property on one game.
   *
   * @param run the game
   */
  void check(GameRun<S, M> run);

  /**
   * Returns a property that checks every state of the game, the initial state included.
   *
   * @param check the check of one state
   * @param <S> the state type
   * @param <M> the move type
   * @return the property
   */
  static <S extends State<S, M>, M extends Move> GameProperty<S, M> eachState(Consumer<S> check) {
    requireNonNull(check, "check");
    return run -> {
      for (S state : run.states()) {
        check.accept(state);
      }
    };
  }

  /**
   * Returns a property that checks every move of the game with the states around it.
   *
   * @param check the check of one move
   * @param <S> the state type
   * @param <M> the move type
   * @return the property
   */
  static <S extends State<S, M>, M extends Move> GameProperty<S, M> eachMove(MoveCheck<S, M> check) {
    requireNonNull(check, "check");
    return run -> {
      for (int i = 0; i < run.moves().size(); i++) {
        check.check(run.states().get(i), run.moves().get(i), run.states().get(i + 1));
      }
    };
  }

  /**
   * A check of one move and the states around it; see {@link GameProperty#eachMove(MoveCheck)}.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @FunctionalInterface
  interface MoveCheck<S extends State<S, M>, M extends Move> {

    /**
     * Checks one move, throwing an {@link AssertionError} when it is wrong.
     *
     * @param before the state the move was played in
     * @param move the move
     * @param after the state after the move
     */
    void check(S before, M move, S after);
  }

  /**
   * Supplies arbitrary candidate moves for a state, legal or not, so that the
   * {@link RulesContract} can check how the rules treat moves no legal game would play: off the
   * board, malformed, far away. Candidates that the state calls legal must be among its legal moves
   * (on a bounded board).
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @FunctionalInterface
  interface MoveSource<S extends State<S, M>, M extends Move> {

    /**
     * Returns some candidate moves for a state. Must depend only on the state and the random
     * numbers drawn, so that failures reproduce.
     *
     * @param state the state
     * @param random the source of randomness to use
     * @return candidates, legal or not
     */
    List<M> moves(S state, Random random);
  }
}
