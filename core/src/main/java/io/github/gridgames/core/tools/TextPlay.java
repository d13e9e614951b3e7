package io.github.gridgames.core.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * How people play a game in text, in a terminal or a chat: reading the move a person typed in any
 * of the game's {@linkplain Game#notations() notations}, telling them what to type, describing
 * moves, and showing states: the drawing labelled for a notation, then the status lines (scores,
 * whose turn it is, the result). Every method but {@link #game()} has a default built from the
 * notations and {@link State#render(Notation)}, so {@link #of(Game)} serves any game; a game's
 * {@link GameTools#textPlay(Game)} overrides what it says better: a friendlier description of a
 * move, or a drawing that fits a screen ({@link #draw(State, Notation, int)}).
 *
 * <p>Every method that writes takes the notation in use, one of the game's: a board's labels, the
 * moves it names and the prompt all follow it. Reading accepts every notation, the one in use
 * first. Text that no notation reads throws the {@link NotationException} of the notation in use
 * (what it expected and where); text that reads as a move the rules refuse throws an {@link
 * IllegalMoveException} (the {@link Violation}). Players are named as the game names them ({@link
 * Game#playerName(Player)}).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface TextPlay<S extends State<S, M>, M extends Move> {

  /**
   * Returns the game this text is about.
   *
   * @return the game
   */
  Game<S, M> game();

  /**
   * Returns the default text play of a game: every notation it has, its drawing and its status.
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
   * Reads a move a person typed, in any notation of the game, the one in use first: the first
   * reading that is legal in {@code state} wins. Text that some notation reads but the rules refuse
   * gets the first such refusal; text that no notation reads gets the parse error of the notation
   * in use, so that {@code 99} on a 3 x 3 Dots and Boxes board in the line-number notation says
   * that the line numbers are 0 to 23.
   *
   * @param state the state to move in
   * @param text what the person typed (surrounding whitespace is ignored)
   * @param notation the notation in use, one of the game's {@linkplain Game#notations() notations}
   * @return a legal move in {@code state}
   * @throws NotationException if no notation of the game reads the text: the error of the notation
   *     in use, saying what it expected and where
   * @throws IllegalMoveException if the text names a move the rules refuse in {@code state}; its
   *     message is the violation's sentence, such as {@code "The line (0,0)-(0,1) is already
   *     drawn."}
   * @throws IllegalArgumentException if the notation is not one of the game's
   * @throws NullPointerException if an argument is null
   */
  default M read(S state, String text, Notation<M> notation) {
    requireNonNull(state, "state");
    requireNonNull(text, "text");
    game().requireNotation(notation);
    String typed = text.strip();
    List<Notation<M>> order = new ArrayList<>();
    order.add(notation);
    for (Notation<M> other : game().notations()) {
      if (!other.equals(notation)) {
        order.add(other);
      }
    }
    NotationException inUse = null;
    Optional<Violation> refused = Optional.empty();
    for (Notation<M> each : order) {
      M move;
      try {
        move = each.parse(typed);
      } catch (NotationException e) {
        if (inUse == null) {
          inUse = e;
        }
        continue;
      }
      Optional<Violation> violation = state.check(move);
      if (violation.isEmpty()) {
        return move;
      }
      if (refused.isEmpty()) {
        refused = violation;
      }
    }
    if (refused.isPresent()) {
      throw new IllegalMoveException(refused.get());
    }
    throw requireNonNull(inUse, "the notation in use read nothing and refused nothing");
  }

  /**
   * Returns an example of what to type in a state: the first of its legal moves that the notation
   * writes, written in it. The example is legal in the state and the notation reads it back as the
   * same move.
   *
   * @param state the state to move in
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the text of a legal move, or empty when the state is over or the notation writes none
   *     of its legal moves
   * @throws IllegalArgumentException if the notation is not one of the game's
   * @throws NullPointerException if an argument is null
   */
  default Optional<String> example(S state, Notation<M> notation) {
    requireNonNull(state, "state");
    game().requireNotation(notation);
    if (state.isTerminal()) {
      return Optional.empty();
    }
    for (M move : state.legalMoves()) {
      String text;
      try {
        text = notation.format(move);
      } catch (IllegalArgumentException cannotWrite) {
        continue;
      }
      try {
        if (notation.parse(text).equals(move)) {
          return Optional.of(text);
        }
      } catch (NotationException cannotRead) {
        // A text the notation writes but cannot read back is no example.
      }
    }
    return Optional.empty();
  }

  /**
   * Says what to type for a move in a state in one of the game's notations, for a prompt or help:
   * its {@linkplain Notation#syntax() syntax} and {@linkplain #example(State, Notation) an example}
   * legal in the state, such as {@code "a line number from 0 to 23, such as 0"}.
   *
   * @param state the state to move in; help about a game uses its initial state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the words
   * @throws IllegalArgumentException if the notation is not one of the game's ({@link
   *     Game#requireNotation(Notation)})
   * @throws NullPointerException if an argument is null
   */
  default String prompt(S state, Notation<M> notation) {
    game().requireNotation(notation);
    return notation.syntax() + example(state, notation).map(s -> ", such as " + s).orElse("");
  }

  /**
   * Describes a move for people following a game. The default is the notation's text of it, such
   * as {@code "A1 T"}; a game may say more, such as {@code "row 2, column 3"}.
   *
   * @param move the move
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the description
   * @throws IllegalArgumentException if the notation is not one of the game's
   * @throws NullPointerException if an argument is null
   */
  default String describe(M move, Notation<M> notation) {
    return game().requireNotation(notation).format(move);
  }

  /**
   * Draws a state for a screen of a given width, labelled for one of the game's notations: the
   * board alone, without scores, whose turn it is or the result. The default is {@link
   * State#render(Notation)}, whatever the width; a game whose drawing may be wider than a screen
   * overrides it to draw the part that fits, with a note of what lies outside.
   *
   * @param state the state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @param columns the screen's width in characters, at least 1
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if {@code columns} is below 1, or the notation is not one of
   *     the game's
   * @throws NullPointerException if an argument is null
   */
  default String draw(S state, Notation<M> notation, int columns) {
    checkArgument(columns >= 1, "a screen must be at least 1 column wide, got %s", columns);
    return state.render(game().requireNotation(notation));
  }

  /**
   * Draws a state after a move as {@link #draw(State, Notation, int)} does. The default ignores the
   * move; a game whose drawing may be wider than a screen overrides it to draw the part around the
   * move.
   *
   * @param state the state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @param columns the screen's width in characters, at least 1
   * @param lastMove the move that led to the state
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if {@code columns} is below 1, or the notation is not one of
   *     the game's
   * @throws NullPointerException if an argument is null
   */
  default String draw(S state, Notation<M> notation, int columns, M lastMove) {
    requireNonNull(lastMove, "lastMove");
    return draw(state, notation, columns);
  }

  /**
   * Shows a state for a screen of a given width: the {@linkplain #draw(State, Notation, int)
   * drawing}, then the {@link #status(State, Notation) status} lines, the same in every game. Games
   * change the drawing, not this.
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
    return draw(state, notation, columns) + "\n" + status(state, notation);
  }

  /**
   * Shows a state after a move: the {@linkplain #draw(State, Notation, int, Move) drawing around the
   * move}, then the {@link #status(State, Notation) status} lines.
   *
   * @param state the state
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @param columns the screen's width in characters, at least 1
   * @param lastMove the move that led to the state
   * @return the lines, without a final line break
   * @throws IllegalArgumentException if {@code columns} is below 1, or the notation is not one of
   *     the game's
   * @throws NullPointerException if an argument is null
   */
  default String show(S state, Notation<M> notation, int columns, M lastMove) {
    return draw(state, notation, columns, lastMove) + "\n" + status(state, notation);
  }

  /**
   * Returns the status lines that {@link #show(State, Notation, int)} writes after the drawing: the
   * scores if the game keeps any ({@code Scores: A 1, B 0}), then whose turn it is ({@code Player
   * A's turn.}) or the {@link #result(State, Notation) result}, whose winning line is written in the
   * notation.
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
   * Returns the result of a finished game as a sentence, winner first, its winning line written in
   * one of the game's notations: {@code "Player B wins 9-0."} (a score between two players, the
   * winner's first), {@code "Player C wins: C 5, A 3, B 1."} (with more players, every score from
   * the highest), {@code "Players A and C share the win: A 2, C 2, B 0."}, {@code "Player X wins
   * with 1 1 | 1 2 | 1 3."}, {@code "The game is a draw, 2-2."} or {@code "The game is a draw."}.
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
    String scores = state.scores().map(this::highestFirst).orElse("");
    if (outcome.isDraw()) {
      return "The game is a draw" + (scores.startsWith(" ") ? "," : "") + scores + ".";
    }
    List<String> names = outcome.winners().stream().sorted().map(game()::playerName).toList();
    String winners =
        names.size() == 1
            ? names.get(0)
            : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
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
   * Returns the scores from the highest (ties in player order): {@code " 9-0"} between two
   * players, {@code ": C 5, A 3, B 1"} with more.
   */
  private String highestFirst(Scores scores) {
    List<Player> order =
        IntStream.range(0, game().playerCount())
            .mapToObj(Player::of)
            .sorted(Comparator.comparingInt((Player p) -> -scores.of(p)).thenComparing(Comparator.naturalOrder()))
            .toList();
    if (order.size() == 2) {
      return " " + scores.of(order.get(0)) + "-" + scores.of(order.get(1));
    }
    return ": " + order.stream().map(p -> game().playerName(p) + " " + scores.of(p)).collect(Collectors.joining(", "));
  }
}
