package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * How people play a game in text, in a terminal or a chat: reading the move a person typed in any
 * of the game's {@linkplain Game#notations() notations}, telling them what to type in a notation,
 * describing moves, and drawing states labelled for a notation. Every method but {@link #game()}
 * has a default built from the notations and {@link State#render(Notation)}, so {@link #of(Game)}
 * serves any game; a game's {@link GameProvider#textPlay(Game)} overrides what it says better (a
 * friendlier description of a move, a drawing that already holds the status or fits a screen).
 *
 * <p>Every method that writes takes the notation in use, one of the game's: a board's labels, the
 * moves it names and the prompt all follow it. Reading accepts every notation, whatever the one in
 * use. Text that no notation reads throws a {@link NotationException} (what was expected and
 * where); text that reads as a move the rules refuse throws an {@link IllegalMoveException} (the
 * {@link Violation}).
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
   * Reads a move a person typed, in any notation of the game: the first reading that is legal in
   * {@code state} wins. Text that some notation reads but the rules refuse gets the first such
   * refusal; text that no notation reads gets the parse error of the notation that read furthest
   * (the greatest {@link NotationException#end()}; among equals, the one whose example move has the
   * most similar shape of letters, digits and signs), so that {@code 99} on a 3 x 3 Dots and Boxes
   * board says that the line numbers are 0 to 23.
   *
   * @param state the state to move in
   * @param text what the person typed (surrounding whitespace is ignored)
   * @return a legal move in {@code state}
   * @throws NotationException if no notation of the game reads the text; its message says what was
   *     expected and where
   * @throws IllegalMoveException if the text names a move the rules refuse in {@code state}; its
   *     message is the violation's sentence, such as {@code "The line (0,0)-(0,1) is already
   *     drawn."}
   * @throws NullPointerException if an argument is null
   */
  default M read(S state, String text) {
    requireNonNull(state, "state");
    requireNonNull(text, "text");
    String typed = text.strip();
    List<Notation<M>> notations = game().notations();
    List<NotationException> errors = new ArrayList<>();
    Optional<Violation> refused = Optional.empty();
    for (Notation<M> notation : notations) {
      M move;
      try {
        move = notation.parse(typed);
      } catch (NotationException e) {
        errors.add(e);
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
    throw closest(game(), notations, errors);
  }

  /**
   * Says what to type for a move in one of the game's notations, for a prompt or help: its
   * {@linkplain Notation#syntax() syntax} and an example, the game's first legal move written in
   * it, such as {@code "a line number from 0 to 23, such as 0"}.
   *
   * @param notation one of the game's {@linkplain Game#notations() notations}
   * @return the words
   * @throws IllegalArgumentException if the notation is not one of the game's ({@link
   *     Game#requireNotation(Notation)})
   * @throws NullPointerException if {@code notation} is null
   */
  default String prompt(Notation<M> notation) {
    game().requireNotation(notation);
    return notation.syntax() + example(game(), notation).map(s -> ", such as " + s).orElse("");
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
   * Draws a state with its status for a screen of a given width, labelled for one of the game's
   * notations: the game's drawing ({@link State#render(Notation)}), then the {@link #status(State,
   * Notation) status}. The default ignores the width; a game whose drawing already holds the status
   * overrides this method to draw it once, and a game whose drawing may be wider than a screen to
   * draw the part that fits, with a note of what lies outside.
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
    return state.render(notation) + "\n" + status(state, notation);
  }

  /**
   * Draws a state for a screen of a given width after a move, labelled for one of the game's
   * notations. The default is {@link #show(State, Notation, int)}; a game whose drawing may be wider
   * than a screen overrides it to draw the part around the move that fits, with a note of what lies
   * outside.
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
    requireNonNull(lastMove, "lastMove");
    return show(state, notation, columns);
  }

  /**
   * Returns the status lines that {@link #show(State, Notation, int)} writes after the drawing: the
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

  /** The game's first legal move from the start, written in a notation, if it has one and the notation can write it. */
  private static <M extends Move> Optional<String> example(Game<?, M> game, Notation<M> notation) {
    List<M> moves = game.initialState().legalMoves();
    if (moves.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(notation.format(moves.get(0)));
    } catch (IllegalArgumentException cannotWrite) {
      return Optional.empty();
    }
  }

  /** The error of the notation that read furthest; among those, the one whose example looks most alike. */
  private static <M extends Move> NotationException closest(
      Game<?, M> game, List<Notation<M>> notations, List<NotationException> errors) {
    NotationException best = errors.get(0);
    int bestDistance = Integer.MAX_VALUE;
    for (int i = 0; i < errors.size(); i++) {
      NotationException error = errors.get(i);
      int distance =
          example(game, notations.get(i))
              .map(example -> distance(shape(error.input()), shape(example)))
              .orElse(Integer.MAX_VALUE - 1);
      if (error.end() > best.end() || (error.end() == best.end() && distance < bestDistance)) {
        best = error;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** Letters, digits and spaces each become one class sign; runs of one class count once. */
  private static String shape(String text) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      char cls = Character.isLetter(c) ? 'a' : Character.isDigit(c) ? '9' : Character.isWhitespace(c) ? ' ' : c;
      if (sb.length() == 0 || sb.charAt(sb.length() - 1) != cls || (cls != 'a' && cls != '9' && cls != ' ')) {
        sb.append(cls);
      }
    }
    return sb.toString();
  }

  /** The edit distance between two texts. */
  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
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
