package io.github.gridgames.core;

import static java.util.Objects.requireNonNull;

/**
 * What happened in a {@link Match}: a move was played, undone or redone.
 *
 * @param kind what happened
 * @param move the move played, undone or redone
 * @param before the match's state before the event
 * @param after the match's state after the event
 * @param <S> the state type
 * @param <M> the move type
 */
public record MatchEvent<S extends State<S, M>, M extends Move>(Kind kind, M move, S before, S after) {

  /** The kinds of match events. */
  public enum Kind {
    /** A new move was played; {@code after} is {@code before.play(move)}. */
    PLAYED,
    /** The last move was taken back; {@code before} is {@code after.play(move)}. */
    UNDONE,
    /** An undone move was played again; {@code after} is {@code before.play(move)}. */
    REDONE
  }

  /**
   * Creates an event.
   *
   * @param kind what happened
   * @param move the move
   * @param before the state before
   * @param after the state after
   * @throws NullPointerException if an argument is null
   */
  public MatchEvent {
    requireNonNull(kind, "kind");
    requireNonNull(move, "move");
    requireNonNull(before, "before");
    requireNonNull(after, "after");
  }
}
