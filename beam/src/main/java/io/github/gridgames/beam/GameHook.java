package io.github.gridgames.beam;

import java.io.Serializable;

/**
 * Called on the worker before each game a pipeline plays; the tests inject a fault through it.
 * The pipelines' own hook does nothing.
 */
interface GameHook extends Serializable {

  /** The hook that does nothing. */
  GameHook NONE = (first, second, index) -> {};

  /** Called before game {@code index} of the pairing. */
  void beforeGame(int first, int second, int index);
}
