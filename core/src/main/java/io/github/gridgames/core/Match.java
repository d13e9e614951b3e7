package io.github.gridgames.core;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The mutable session an application holds: the current state of one game from its initial state
 * (or from any state, {@link #startAt(State)}), the history, undo and redo, play by move or by
 * text, listeners, and a portable {@link MatchRecord} that replays to an equal state.
 *
 * <p>A match is not thread-safe; the states it hands out are immutable and may be shared. Every
 * method that refuses its input (an illegal move, unparsable text, nothing to undo) leaves the
 * match unchanged.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Match<S extends State<S, M>, M extends Move> {

  private final Game<S, M> game;
  private final List<S> states = new ArrayList<>();
  private final List<M> moves = new ArrayList<>();
  private final Deque<M> redoable = new ArrayDeque<>();
  private final List<Consumer<Event<S, M>>> listeners = new CopyOnWriteArrayList<>();

  private Match(Game<S, M> game, S start) {
    this.game = game;
    states.add(start);
  }

  private Match(Game<S, M> game) {
    this(requireNonNull(game, "game"), game.initialState());
  }

  /**
   * Starts a match of a game at its initial state.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the new match
   */
  public static <S extends State<S, M>, M extends Move> Match<S, M> start(Game<S, M> game) {
    return new Match<>(game);
  }

  /**
   * Starts a match at a given state of its game, such as one read by
   * {@link Game#parsePosition(String)}: the first of {@link #states()}, where undo stops. Its
   * {@link #record()} carries the state's {@linkplain State#positionText() position text} as its
   * {@code start:} line when the state is not the game's initial state, so that replaying the
   * record starts there too; that needs a game that {@linkplain Game#hasPositionText() has a
   * position text}.
   *
   * @param start the state to start from
   * @param <S> the state type
   * @param <M> the move type
   * @return the new match
   * @throws NullPointerException if {@code start} is null
   */
  public static <S extends State<S, M>, M extends Move> Match<S, M> startAt(S start) {
    requireNonNull(start, "start");
    return new Match<>(start.game(), start);
  }

  /**
   * Replays a record of this game. The record's game line must be the game's canonical text
   * ({@link Game#spec()}); a record that names the game by another text, such as {@code tictactoe}
   * for {@code tictactoe(rows=3,cols=3,k=3,overlines=win)}, replays with
   * {@link #replay(Game, MatchRecord, Function)}, which is told how to build a game from a spec.
   * Nothing is looked up behind the caller's back.
   *
   * @param game the game the record must be of
   * @param record the record
   * @param <S> the state type
   * @param <M> the move type
   * @return a match whose history is the record's moves
   * @throws IllegalArgumentException if the record's game text is not the game's canonical text
   *     (the message shows both), names a notation the game lacks, has a start position the game
   *     cannot read, or a move does not parse or is illegal (the message gives the move's number)
   */
  public static <S extends State<S, M>, M extends Move> Match<S, M> replay(
      Game<S, M> game, MatchRecord record) {
    requireNonNull(game, "game");
    requireNonNull(record, "record");
    checkArgument(
        record.game().equals(game.spec()),
        "the record is of %s, not of %s",
        record.game(),
        game.spec());
    return replayMoves(game, record);
  }

  /**
   * Replays a record of this game whose game line may be any text of the game: {@code games}
   * builds the game the line names (filling in its defaults), which must equal {@code game}.
   * {@code Games::create} builds any installed game.
   *
   * @param game the game the record must be of
   * @param record the record
   * @param games builds a game from a spec, such as {@code Games::create}
   * @param <S> the state type
   * @param <M> the move type
   * @return a match whose history is the record's moves
   * @throws IllegalArgumentException if the record is of another game (the message shows both
   *     texts, and the canonical text of the record's game when it differs from the record's
   *     text), {@code games} refuses the record's game, the record names a notation the game
   *     lacks, or a move does not parse or is illegal (the message gives the move's number)
   */
  public static <S extends State<S, M>, M extends Move> Match<S, M> replay(
      Game<S, M> game, MatchRecord record, Function<? super GameSpec, ? extends Game<?, ?>> games) {
    requireNonNull(game, "game");
    requireNonNull(record, "record");
    requireNonNull(games, "games");
    GameSpec recorded = record.game();
    if (!recorded.equals(game.spec())) {
      checkArgument(recorded.id().equals(game.id()), "the record is of %s, not of %s", recorded, game.spec());
      GameSpec canonical;
      try {
        canonical = games.apply(recorded).spec();
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("the record's game " + recorded + " is not valid: " + e.getMessage(), e);
      }
      checkArgument(
          canonical.equals(game.spec()),
          "the record is of %s, not of %s",
          canonical.equals(recorded) ? recorded : recorded + ", that is " + canonical,
          game.spec());
    }
    return replayMoves(game, record);
  }

  /**
   * Replays a record of any installed game: the game is {@link Games#create(GameSpec)} of the
   * record's game line, found with {@link java.util.ServiceLoader} as {@link Games} says.
   *
   * @param record the record
   * @return the match
   * @throws IllegalArgumentException if the game is not installed or a move cannot be played
   */
  public static Match<?, ?> replay(MatchRecord record) {
    requireNonNull(record, "record");
    return replayOf(Games.create(record.game()), record);
  }

  private static <S extends State<S, M>, M extends Move> Match<S, M> replayMoves(
      Game<S, M> game, MatchRecord record) {
    Notation<M> notation = game.notation(record.notation());
    S start = game.initialState();
    if (record.start().isPresent()) {
      checkArgument(
          game.hasPositionText(),
          "the record starts from a position, but game %s has no position text",
          game.id());
      try {
        start = game.parsePosition(record.start().get());
      } catch (NotationException e) {
        throw new IllegalArgumentException(
            "the record's start position cannot be read: " + e.getMessage(), e);
      }
    }
    Match<S, M> match = new Match<>(game, start);
    for (int i = 0; i < record.moves().size(); i++) {
      String text = record.moves().get(i);
      try {
        match.play(text, notation);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "move " + (i + 1) + " of the record, '" + text + "', cannot be played: " + e.getMessage(), e);
      }
    }
    return match;
  }

  private static <S extends State<S, M>, M extends Move> Match<S, M> replayOf(
      Game<S, M> game, MatchRecord record) {
    return replayMoves(game, record);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public Game<S, M> game() {
    return game;
  }

  /**
   * Returns the current state.
   *
   * @return the state after every move played and not undone
   */
  public S state() {
    return states.get(states.size() - 1);
  }

  /**
   * Returns the moves played and not undone, oldest first.
   *
   * @return an unmodifiable copy
   */
  public List<M> moves() {
    return List.copyOf(moves);
  }

  /**
   * Returns the states from the initial state to the current one; one more than
   * {@link #moves()}.
   *
   * @return an unmodifiable copy
   */
  public List<S> states() {
    return List.copyOf(states);
  }

  /**
   * Plays a move and forgets the moves that could have been redone.
   *
   * @param move the move
   * @return the new current state
   * @throws IllegalMoveException if the move is illegal; the match is unchanged
   */
  @CanIgnoreReturnValue
  public S play(M move) {
    requireNonNull(move, "move");
    S before = state();
    S after = before.play(move);
    push(move, after);
    redoable.clear();
    fire(new Event<>(Event.Kind.PLAYED, move, before, after));
    return after;
  }

  /**
   * Parses a move in the game's default notation and plays it.
   *
   * @param text the move's text
   * @return the new current state
   * @throws NotationException if the text does not parse
   * @throws IllegalMoveException if the move is illegal
   */
  @CanIgnoreReturnValue
  public S play(String text) {
    return play(text, game.notation());
  }

  /**
   * Parses a move in the given notation and plays it.
   *
   * @param text the move's text
   * @param notation one of the game's notations (or of an equal game)
   * @return the new current state
   * @throws IllegalArgumentException if the notation is not one of the game's; the message names
   *     it and the game's notations ({@link Game#requireNotation(Notation)})
   * @throws NotationException if the text does not parse
   * @throws IllegalMoveException if the move is illegal
   */
  @CanIgnoreReturnValue
  public S play(String text, Notation<M> notation) {
    requireNonNull(text, "text");
    return play(game.requireNotation(notation).parse(text));
  }

  /**
   * Returns whether a move can be undone.
   *
   * @return whether any move has been played and not undone
   */
  public boolean canUndo() {
    return !moves.isEmpty();
  }

  /**
   * Takes back the last move; it can be redone until another move is played.
   *
   * @return the new current state, equal to the state before that move
   * @throws IllegalStateException if no move has been played
   */
  @CanIgnoreReturnValue
  public S undo() {
    checkState(canUndo(), "nothing to undo: the match is at its first state");
    S before = state();
    M move = moves.remove(moves.size() - 1);
    states.remove(states.size() - 1);
    redoable.push(move);
    S after = state();
    fire(new Event<>(Event.Kind.UNDONE, move, before, after));
    return after;
  }

  /**
   * Returns whether a move can be redone.
   *
   * @return whether the last change was an undo not followed by a play
   */
  public boolean canRedo() {
    return !redoable.isEmpty();
  }

  /**
   * Plays the last undone move again.
   *
   * @return the new current state
   * @throws IllegalStateException if there is nothing to redo
   */
  @CanIgnoreReturnValue
  public S redo() {
    checkState(canRedo(), "nothing to redo");
    M move = redoable.peek();
    S before = state();
    S after = before.play(move);
    redoable.pop();
    push(move, after);
    fire(new Event<>(Event.Kind.REDONE, move, before, after));
    return after;
  }

  /**
   * Adds a listener that hears every later play, undo and redo. Listeners run on the thread that
   * changed the match, after the change; an exception a listener throws reaches the caller of the
   * match method (the change has already happened).
   *
   * @param listener the listener
   */
  public void addListener(Consumer<Event<S, M>> listener) {
    listeners.add(requireNonNull(listener, "listener"));
  }

  /**
   * Removes a listener added before.
   *
   * @param listener the listener
   * @return whether it was registered
   */
  public boolean removeListener(Consumer<Event<S, M>> listener) {
    return listeners.remove(listener);
  }

  /**
   * Returns the record of the moves played and not undone, in the game's default notation.
   *
   * @return the record
   */
  public MatchRecord record() {
    return record(game.notation());
  }

  /**
   * Returns the record of the moves played and not undone, in the given notation, with the
   * position text of the first state when the match did not start at the game's initial state.
   *
   * @param notation one of the game's notations (or of an equal game)
   * @return the record
   * @throws IllegalArgumentException if the notation is not one of the game's (the message names it
   *     and the game's notations, {@link Game#requireNotation(Notation)}), or cannot write one of
   *     the moves
   * @throws UnsupportedOperationException if the match started elsewhere than the initial state
   *     and the game has no position text
   */
  public MatchRecord record(Notation<M> notation) {
    game.requireNotation(notation);
    List<String> texts = new ArrayList<>(moves.size());
    for (M move : moves) {
      texts.add(notation.format(move));
    }
    S first = states.get(0);
    Optional<String> start =
        first.equals(game.initialState()) ? Optional.empty() : Optional.of(first.positionText());
    return new MatchRecord(game.spec(), notation.name(), texts, start);
  }

  private void push(M move, S after) {
    moves.add(move);
    states.add(after);
  }

  private void fire(Event<S, M> event) {
    for (Consumer<Event<S, M>> listener : listeners) {
      listener.accept(event);
    }
  }

  /** Returns a one-line summary: the game, the number of moves, the outcome. */
  @Override
  public String toString() {
    return "Match[" + game.spec() + ", " + moves.size() + " moves, " + state().outcome() + "]";
  }

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
  public record Event<S extends State<S, M>, M extends Move>(Kind kind, M move, S before, S after) {

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
    public Event {
      requireNonNull(kind, "kind");
      requireNonNull(move, "move");
      requireNonNull(before, "before");
      requireNonNull(after, "after");
    }
  }
}
