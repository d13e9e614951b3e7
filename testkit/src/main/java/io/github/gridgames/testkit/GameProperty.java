package io.github.gridgames.testkit;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
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
}
