package io.github.gridgames.testkit;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import java.util.List;
import java.util.StringJoiner;
import org.jspecify.annotations.Nullable;

/** Writes moves in a game's default notation for failure reports. */
final class MovesText {

  private MovesText() {}

  static <M extends Move> String of(Game<?, M> game, List<? extends M> moves) {
    @Nullable Notation<M> notation;
    try {
      notation = game.notation();
    } catch (RuntimeException e) {
      notation = null;
    }
    StringJoiner joiner = new StringJoiner(", ", "[", "]");
    for (M move : moves) {
      joiner.add(format(notation, move));
    }
    return joiner.toString();
  }

  static <M extends Move> String format(@Nullable Notation<M> notation, M move) {
    if (notation != null) {
      try {
        return notation.format(move);
      } catch (RuntimeException e) {
        // The notation cannot write this move; the report falls back to the move's own text.
        return String.valueOf(move) + " (unformattable: " + e.getMessage() + ")";
      }
    }
    return String.valueOf(move);
  }

  /** Writes a move in the game's default notation; any other value is written with {@code toString()}. */
  @SuppressWarnings("unchecked") // a Move among a check's arguments is one of the game's moves
  static <M extends Move> Object show(Game<?, M> game, Object value) {
    if (!(value instanceof Move)) {
      return value;
    }
    try {
      return "'" + game.notation().format((M) value) + "'";
    } catch (RuntimeException e) {
      return value;
    }
  }

  static String notationName(Game<?, ?> game) {
    try {
      return game.notation().name();
    } catch (RuntimeException e) {
      return "toString";
    }
  }
}
