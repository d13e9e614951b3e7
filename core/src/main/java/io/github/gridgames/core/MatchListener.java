package io.github.gridgames.core;

/**
 * Hears about every move played, undone or redone in a {@link Match}. Listeners run on the thread
 * that changed the match, after the change; an exception a listener throws reaches the caller of
 * the match method (the change has already happened).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface MatchListener<S extends State<S, M>, M extends Move> {

  /**
   * Called after the match changed.
   *
   * @param event what happened
   */
  void onEvent(MatchEvent<S, M> event);
}
