package io.github.gridgames.testkit;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import org.jspecify.annotations.Nullable;

/** One named check of the rules contract: a property over random games, or a single check of the game itself. */
record Check<S extends State<S, M>, M extends Move>(
    String name,
    @Nullable Feature feature,
    @Nullable GameProperty<S, M> property,
    @Nullable Runnable once,
    boolean strictGeneration) {

  /** A check over random games that pass over listed moves that cannot be played. */
  static <S extends State<S, M>, M extends Move> Check<S, M> ofGames(
      String name, @Nullable Feature feature, GameProperty<S, M> property) {
    return new Check<>(name, feature, property, null, false);
  }

  /** A check over random games in which a listed move that cannot be played is a failure. */
  static <S extends State<S, M>, M extends Move> Check<S, M> ofStrictGames(String name, GameProperty<S, M> property) {
    return new Check<>(name, null, property, null, true);
  }

  static <S extends State<S, M>, M extends Move> Check<S, M> once(String name, @Nullable Feature feature, Runnable once) {
    return new Check<>(name, feature, null, once, false);
  }
}
