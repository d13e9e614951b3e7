package io.github.gridgames.nrow;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import java.lang.reflect.Proxy;

/** A game of another kind with the move type of N-in-a-row, for the refusals of foreign games. */
final class OtherGame {

  private OtherGame() {}

  /** Returns a game whose spec is {@code other} and whose every other method returns null. */
  @SuppressWarnings("unchecked") // the proxy implements Game, whose type arguments are erased
  static Game<NRowState, Point> game() {
    return (Game<NRowState, Point>)
        Proxy.newProxyInstance(
            Game.class.getClassLoader(),
            new Class<?>[] {Game.class},
            (proxy, method, args) -> method.getName().equals("spec") ? GameSpec.builder("other").build() : null);
  }
}
