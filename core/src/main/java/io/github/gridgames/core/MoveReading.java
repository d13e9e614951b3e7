package io.github.gridgames.core;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The default reading of a typed move for {@link TextPlay}: every notation, and the closest error. */
final class MoveReading {

  private MoveReading() {}

  static <S extends State<S, M>, M extends Move> M read(Game<S, M> game, S state, String text) {
    requireNonNull(state, "state");
    requireNonNull(text, "text");
    String typed = text.strip();
    List<Notation<M>> notations = game.notations();
    List<NotationException> errors = new ArrayList<>();
    IllegalMoveException refused = null;
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
      if (refused == null) {
        refused = new IllegalMoveException(violation.get());
      }
    }
    if (refused != null) {
      throw new RefusedInputException(refused.violation().message(), refused);
    }
    NotationException closest = closest(game, notations, errors);
    throw new RefusedInputException(
        "Please answer in the format "
            + either(notations.stream().map(Notation::syntax).toList())
            + sample(game).map(s -> ", such as " + s).orElse("")
            + ": "
            + closest.getMessage()
            + ".",
        closest);
  }

  /** The error of the notation that read furthest; among those, the one whose sample looks most alike. */
  private static <M extends Move> NotationException closest(
      Game<?, M> game, List<Notation<M>> notations, List<NotationException> errors) {
    Optional<M> sample = sampleMove(game);
    NotationException best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (int i = 0; i < errors.size(); i++) {
      NotationException error = errors.get(i);
      int distance = Integer.MAX_VALUE - 1;
      if (sample.isPresent()) {
        try {
          distance = distance(shape(error.input()), shape(notations.get(i).format(sample.get())));
        } catch (IllegalArgumentException cannotWrite) {
          // a notation that cannot write the sample is compared by position alone
        }
      }
      if (best == null
          || error.position() > best.position()
          || (error.position() == best.position() && distance < bestDistance)) {
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

  /** The game's first legal move from the start. */
  private static <M extends Move> Optional<M> sampleMove(Game<?, M> game) {
    List<M> moves = game.initialState().legalMoves();
    return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0));
  }

  /** The first legal move from the start, in the default notation. */
  static <M extends Move> Optional<String> sample(Game<?, M> game) {
    return sampleMove(game).map(game.notation()::format);
  }

  /** Joins alternatives: {@code a}, {@code a or b}, {@code a, b or c}. */
  static String either(List<String> words) {
    if (words.size() <= 1) {
      return String.join("", words);
    }
    return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
  }
}
