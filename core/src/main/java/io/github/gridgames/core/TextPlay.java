package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How people play a game in text, in a terminal or a chat: reading the move a person typed,
 * describing moves and states to them, and telling them what to type. Every method has a default
 * built from the game's {@linkplain Game#notations() notations} and {@link State#render()}, so
 * {@link #of(Game)} serves any game; a game's {@link GameProvider#textPlay(Game)} overrides what
 * it says better (a friendlier prompt, the classic refusals of a console game).
 *
 * <p>A text play describes moves and draws states in the game's default notation; {@link
 * #in(Notation)} gives one that speaks another of the game's notations. The drawing methods that
 * take a notation ({@link #show(State, Notation)}, {@link #show(State, Notation, int)}, {@link
 * #status(State, Notation)}, {@link #result(State, Notation)}) are the ones the others call, so a
 * game overrides those to change what is drawn in every notation.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface TextPlay<S extends State<S, M>, M extends Move> {

  /**
   * Returns the game this text is about.
   *
   * @return the game
   */
  Game<S, M> game();

  /**
   * Returns the default text play of a game: every notation it has, its drawing and its scores.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the text play
   * @throws NullPointerException if {@code game} is null
   */
  static <S extends State<S, M>, M extends Move> TextPlay<S, M> of(Game<S, M> game) {
    requireNonNull(game, "game");
    return () -> game;
  }

  /**
   * Reads a move a person typed. The default tries every notation of the game: the first reading
   * that is legal wins; a text that some notation reads but the rules refuse gets the rules'
   * sentence (such as {@code "The line (0,0)-(0,1) is already drawn."}); a text no notation reads
   * gets the parse error of the notation it most resembles (the one that read furthest, then the
   * one whose sample move has the most similar shape of letters, digits and signs), after the
   * accepted formats: {@code "Please answer in the format x,y or x y, such as 0,0: expected ..."}.
   *
   * @param state the state to move in
   * @param text what the person typed (surrounding whitespace is ignored)
   * @return a legal move in {@code state}
   * @throws RefusedInputException if the text is not a legal move; its message is the sentence
   *     for the person
   * @throws NullPointerException if an argument is null
   */
  default M read(S state, String text) {
    return MoveReading.read(game(), state, text);
  }

  /**
   * Describes a move for people following a game, such as {@code "row 2, column 3"}. The default
   * is the game's default notation.
   *
   * @param move the move
   * @return the description
   */
  default String describe(M move) {
    return game().notation().format(move);
  }

  /**
   * Describes a move in one of the game's notations: the notation's text of it, such as {@code
   * "A1 T"}.
   *
   * @param move the move
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the description
   * @throws IllegalArgumentException if the notation is not one of the game's ({@link
   *     Game#requireNotation(Notation)})
   * @throws NullPointerException if an argument is null
   */
  default String describe(M move, Notation<M> notation) {
    return game().requireNotation(notation).format(move);
  }

  /**
   * Says in a few words what to type for a move, for a prompt, such as {@code "x,y or x y"}. The
   * default lists the syntax of every notation.
   *
   * @return the words
   */
  default String prompt() {
    return MoveReading.either(game().notations().stream().map(Notation::syntax).toList());
  }

  /**
   * Says what to type for a move, for help: {@link #prompt()} with a sample move.
   *
   * @return a phrase, such as {@code "x,y or x y, such as 0,0"}
   */
  default String help() {
    return prompt() + MoveReading.sample(game()).map(s -> ", such as " + s).orElse("");
  }

  /**
   * Draws a state with its status, labelled for the game's default notation: {@link
   * #show(State, Notation)} with {@code game().notation()}.
   *
   * @param state the state
   * @return the lines, without a final line break
   */
  default String show(S state) {
    return show(state, game().notation());
  }

  /**
   * Draws a state with its status, labelled for one of the game's notations: the game's drawing
   * ({@link State#render(Notation)}), then the {@link #status(State, Notation) status} (the scores
   * if it keeps any, then whose turn it is or the result). A game whose drawing already holds the
   * status overrides this method to draw it once; {@link #show(State)} and {@link #in(Notation)}
   * call it.
   *
   * @param state the state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if the notation is not one of the game's
   * @throws NullPointerException if an argument is null
   */
  default String show(S state, Notation<M> notation) {
    return state.render(notation) + "\n" + status(state, notation);
  }

  /**
   * Draws a state with its status for a screen of a given width, labelled for the game's default
   * notation: {@link #show(State, Notation, int)} with {@code game().notation()}.
   *
   * @param state the state
   * @param columns the screen's width in characters, at least 1
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if {@code columns} is below 1
   */
  default String show(S state, int columns) {
    return show(state, game().notation(), columns);
  }

  /**
   * Draws a state with its status for a screen of a given width, labelled for one of the game's
   * notations. The default is {@link #show(State, Notation)}, whatever the width; a game whose
   * drawing may be wider than a screen (such as a board without edges) overrides it to draw the
   * part that fits, with a note of what lies outside.
   *
   * @param state the state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @param columns the screen's width in characters, at least 1
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if {@code columns} is below 1, or the notation is not one of
   *     the game's
   * @throws NullPointerException if an argument is null
   */
  default String show(S state, Notation<M> notation, int columns) {
    checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
    return show(state, notation);
  }

  /**
   * Returns the status lines that {@link #show(State)} writes after the drawing: {@link
   * #status(State, Notation)} in the game's default notation.
   *
   * @param state the state
   * @return the lines, without a final line break
   */
  default String status(S state) {
    return status(state, game().notation());
  }

  /**
   * Returns the status lines that {@link #show(State, Notation)} writes after the drawing: the
   * scores if the game keeps any, then whose turn it is or the {@link #result(State, Notation)
   * result}, whose winning line is written in the notation.
   *
   * @param state the state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if the notation is not one of the game's
   * @throws NullPointerException if an argument is null
   */
  default String status(S state, Notation<M> notation) {
    game().requireNotation(notation);
    StringBuilder sb = new StringBuilder();
    if (game().keepsScore()) {
      sb.append("Scores: ").append(scoreLine(state)).append('\n');
    }
    if (state.isTerminal()) {
      sb.append(result(state, notation));
    } else {
      sb.append("Player ").append(game().playerName(state.toMove())).append("'s turn.");
    }
    return sb.toString();
  }

  /**
   * Returns the scores as {@code "A 1, B 0"}, or empty text for a game that keeps none.
   *
   * @param state the state
   * @return the scores
   */
  default String scoreLine(S state) {
    Optional<Scores> scores = state.scores();
    if (scores.isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < game().playerCount(); i++) {
      sb.append(i > 0 ? ", " : "")
          .append(game().playerName(Player.of(i)))
          .append(' ')
          .append(scores.get().of(Player.of(i)));
    }
    return sb.toString();
  }

  /**
   * Returns the result of a finished game as a sentence: {@link #result(State, Notation)} in the
   * game's default notation.
   *
   * @param state a terminal state
   * @return the sentence
   * @throws IllegalArgumentException if the state is not terminal
   */
  default String result(S state) {
    return result(state, game().notation());
  }

  /**
   * Returns the result of a finished game as a sentence, its winning line written in one of the
   * game's notations, such as {@code "Player A wins 5-4."}, {@code "Player X wins with 1 1 | 1 2 |
   * 1 3."} or {@code "The game is a draw."}.
   *
   * @param state a terminal state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the sentence
   * @throws IllegalArgumentException if the state is not terminal, or the notation is not one of
   *     the game's
   * @throws NullPointerException if an argument is null
   */
  default String result(S state, Notation<M> notation) {
    game().requireNotation(notation);
    Outcome outcome = state.outcome();
    if (!outcome.isOver()) {
      throw new IllegalArgumentException("the game is not over: " + outcome);
    }
    String scores = state.scores().map(s -> " " + s).orElse("");
    if (outcome.isDraw()) {
      return "The game is a draw" + (scores.isEmpty() ? "" : "," + scores) + ".";
    }
    String winners =
        outcome.winners().stream().sorted().map(game()::playerName).collect(Collectors.joining(" and "));
    String line = "";
    if (!state.winningLine().isEmpty()) {
      line = " with " + state.winningLine().stream().map(notation::format).collect(Collectors.joining(" | "));
    }
    return (outcome.winners().size() == 1 ? "Player " + winners + " wins" : "Players " + winners + " share the win")
        + scores
        + line
        + ".";
  }

  /**
   * Returns this text play speaking one of the game's notations: its {@link #describe(Move)
   * descriptions}, {@link #show(State) drawings}, {@link #status(State) status lines} and {@link
   * #result(State) results} are those of this text play in {@code notation} ({@code describe(move,
   * notation)}, {@code show(state, notation)}, and so on), so that a board's labels and every move
   * it names read in that notation. Moves are still {@link #read(State, String) read} as this text
   * play reads them (in every notation), and the {@link #prompt()} and {@link #help()} are the
   * same.
   *
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the text play in that notation
   * @throws IllegalArgumentException if the notation is not one of the game's; the message names
   *     the game's notations
   * @throws NullPointerException if {@code notation} is null
   */
  default TextPlay<S, M> in(Notation<M> notation) {
    return new NotationTextPlay<>(this, game().requireNotation(notation));
  }
}
