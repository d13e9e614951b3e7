package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.spi.TurnTable;

/**
 * Writes and reads the position text of Dots and Boxes, whose grammar {@link DotsBoxes} documents:
 * the drawn lines as a hex bit set, the owners of the boxes row by row, and the player to move.
 */
final class DotsBoxesPositionText {

  private static final String HEX = "0123456789abcdef";

  private DotsBoxesPositionText() {}

  /** Returns the number of hex digits of the lines of a game: one per four lines. */
  private static int digits(DotsBoxes game) {
    return (game.edgeCount() + 3) / 4;
  }

  static String write(DotsBoxesState state) {
    DotsBoxes game = state.game();
    int edges = game.edgeCount();
    StringBuilder sb = new StringBuilder(digits(game) + game.boxCount() + game.rows() + 4);
    for (int d = 0; d < digits(game); d++) {
      int value = 0;
      for (int bit = 0; bit < 4; bit++) {
        int e = 4 * d + bit;
        if (e < edges && state.isDrawn(e)) {
          value |= 8 >>> bit;
        }
      }
      sb.append(HEX.charAt(value));
    }
    sb.append(' ');
    for (int r = 0; r < game.rows(); r++) {
      if (r > 0) {
        sb.append('/');
      }
      int empty = 0;
      for (int c = 0; c < game.cols(); c++) {
        int owner = state.ownerCode(r * game.cols() + c);
        if (owner == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(game.playerName(Player.of(owner - 1)));
      }
      if (empty > 0) {
        sb.append(empty);
      }
    }
    sb.append(' ').append(game.playerName(state.toMove()));
    return sb.toString();
  }

  static DotsBoxesState read(DotsBoxes game, String text) {
    int edges = game.edgeCount();
    int digits = digits(game);
    long[] words = new long[(edges + 63) >>> 6];
    int at = 0;
    for (int d = 0; d < digits; d++, at++) {
      int value = at < text.length() ? HEX.indexOf(text.charAt(at)) : -1;
      if (value < 0) {
        throw new NotationException(
            text,
            at,
            "a lowercase hex digit (0-9, a-f) for lines "
                + 4 * d
                + " to "
                + Math.min(4 * d + 3, edges - 1)
                + " (the lines are "
                + digits
                + " hex digits on this board of "
                + edges
                + " lines)");
      }
      for (int bit = 0; bit < 4; bit++) {
        if ((value & (8 >>> bit)) != 0) {
          int e = 4 * d + bit;
          if (e >= edges) {
            throw new NotationException(
                text,
                at,
                "a last hex digit whose "
                    + (4 * digits - edges)
                    + " low bits are 0: the board has "
                    + edges
                    + " lines");
          }
          words[e >>> 6] |= 1L << e;
        }
      }
    }
    expect(text, at++, ' ', "a space after the " + digits + " hex digits of the lines");
    byte[] owners = new byte[game.boxCount()];
    int[] boxAt = new int[game.boxCount()];
    int owned = 0;
    for (int r = 0; r < game.rows(); r++) {
      if (r > 0) {
        expect(text, at++, '/', "'/' after the " + game.cols() + " boxes of row " + (r - 1));
      }
      int c = 0;
      while (c < game.cols()) {
        char ch = at < text.length() ? text.charAt(at) : 0;
        int box = r * game.cols() + c;
        if (ch >= 'A' && ch < 'A' + game.playerCount()) {
          owners[box] = (byte) (ch - 'A' + 1);
          boxAt[box] = at;
          owned++;
          at++;
          c++;
        } else if (ch >= '1' && ch <= '9') {
          int start = at;
          long count = 0;
          while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            count = Math.min(10L * count + (text.charAt(at) - '0'), Integer.MAX_VALUE);
            at++;
          }
          if (count > game.cols() - c) {
            throw new NotationException(
                text,
                start,
                "a count of at most " + (game.cols() - c) + " boxes without owner in row " + r);
          }
          for (int k = 0; k < count; k++) {
            boxAt[box + k] = start;
          }
          c += (int) count;
        } else {
          throw new NotationException(
              text,
              at,
              "a player letter A to "
                  + (char) ('A' + game.playerCount() - 1)
                  + " (a box's owner) or a count 1 to "
                  + (game.cols() - c)
                  + " of boxes without owner, for "
                  + game.box(box));
        }
      }
    }
    int wrong = game.firstWronglyOwned(words, owners);
    if (wrong >= 0) {
      throw new NotationException(
          text,
          boxAt[wrong],
          owners[wrong] == 0
              ? "an owner for "
                  + game.box(wrong)
                  + ": all four of its sides are drawn, and every completed box has an owner"
              : "no owner for "
                  + game.box(wrong)
                  + ": it has "
                  + sides(game, words, wrong)
                  + " of its four sides drawn, and only completed boxes are owned");
    }
    expect(text, at++, ' ', "a space after the " + game.rows() + " rows of boxes");
    char last = (char) ('A' + game.playerCount() - 1);
    char ch = at < text.length() ? text.charAt(at) : 0;
    if (ch < 'A' || ch > last) {
      throw new NotationException(text, at, "the player to move, a letter A to " + last);
    }
    Player toMove = Player.of(ch - 'A');
    int drawn = 0;
    for (long word : words) {
      drawn += Long.bitCount(word);
    }
    TurnPolicy policy = game.turnPolicy();
    if (owned == 0 || policy == TurnPolicy.ALTERNATE || policy == TurnPolicy.CONNECT6) {
      int expected = moverWithoutCaptures(game.turns(), drawn);
      if (expected != toMove.index()) {
        throw new NotationException(
            text,
            at,
            game.playerName(Player.of(expected))
                + ", the player to move after "
                + drawn
                + " lines under turns="
                + policy.name()
                + (owned == 0 ? " when no box was completed" : ""));
      }
    }
    at++;
    if (at < text.length()) {
      throw new NotationException(text, at, "the end of the position text after the player to move");
    }
    return new DotsBoxesState(Board.of(game, words, owners, toMove.index()));
  }

  /** Returns the player to move after {@code moves} moves that completed no box. */
  private static int moverWithoutCaptures(TurnTable turns, int moves) {
    int mover = 0;
    for (int m = 0; m < moves; m++) {
      mover = turns.next(mover, 0, m);
    }
    return mover;
  }

  private static void expect(String text, int at, char c, String expected) {
    if (at >= text.length() || text.charAt(at) != c) {
      throw new NotationException(text, Math.min(at, text.length()), expected);
    }
  }

  private static int sides(DotsBoxes game, long[] words, int box) {
    int count = 0;
    for (int side = 0; side < 4; side++) {
      int e = game.sideOf(box, side);
      if ((words[e >>> 6] & (1L << e)) != 0) {
        count++;
      }
    }
    return count;
  }
}
