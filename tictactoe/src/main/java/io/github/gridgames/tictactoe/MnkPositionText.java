package io.github.gridgames.tictactoe;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import java.util.List;

/**
 * Writes and reads the position text of an m,n,k-game, whose grammar {@link MnkGame} documents:
 * the rows from the top, {@code X}, {@code O} or {@code .} per cell, then the player to move.
 */
final class MnkPositionText {

  private MnkPositionText() {}

  static String write(MnkState state) {
    MnkGame game = state.game();
    StringBuilder sb = new StringBuilder(game.cellCount() + game.rows() + 2);
    for (int row = 0; row < game.rows(); row++) {
      if (row > 0) {
        sb.append('/');
      }
      for (int col = 0; col < game.cols(); col++) {
        Player owner = state.owner(row * game.cols() + col);
        sb.append(owner == null ? "." : game.playerName(owner));
      }
    }
    return sb.append(' ').append(game.playerName(state.toMove())).toString();
  }

  static MnkState read(MnkGame game, String text) {
    MnkRules rules = game.rules();
    long[][] words = {new long[rules.words()], new long[rules.words()]};
    int[] counts = new int[2];
    long hash = rules.hashSeed();
    int at = 0;
    for (int row = 0; row < game.rows(); row++) {
      if (row > 0) {
        expect(text, at++, '/', "'/' after the " + game.cols() + " cells of row " + row);
      }
      for (int col = 0; col < game.cols(); col++, at++) {
        char c = at < text.length() ? text.charAt(at) : 0;
        int p = c == 'X' ? 0 : c == 'O' ? 1 : -1;
        if (p < 0 && c != '.') {
          throw new NotationException(
              text,
              at,
              "X, O or . (an empty cell) for the cell at row "
                  + (row + 1)
                  + ", column "
                  + (col + 1)
                  + " of this board of "
                  + game.rows()
                  + " rows of "
                  + game.cols()
                  + " cells");
        }
        if (p >= 0) {
          int cell = row * game.cols() + col;
          rules.set(words[p], cell);
          hash ^= rules.key(cell, p);
          counts[p]++;
        }
      }
    }
    expect(text, at++, ' ', "a space after the " + game.rows() + " rows");
    int moverAt = at;
    char c = at < text.length() ? text.charAt(at) : 0;
    if (c != 'X' && c != 'O') {
      throw new NotationException(
          text, at, "the player to move, " + game.playerName(Player.FIRST) + " or " + game.playerName(Player.SECOND));
    }
    if (++at < text.length()) {
      throw new NotationException(text, at, "the end of the position text after the player to move");
    }
    int stones = counts[0] + counts[1];
    int[] expected = new int[2];
    int mover = 0;
    int last = 0;
    for (int m = 0; m < stones; m++) {
      expected[mover]++;
      last = mover;
      mover = game.next(mover, m);
    }
    if (expected[0] != counts[0]) {
      throw new NotationException(
          text,
          0,
          "stone counts that turns="
              + game.turnPolicy().name()
              + " can give: of "
              + stones
              + " stones it gives "
              + game.playerName(Player.FIRST)
              + " "
              + expected[0]
              + " and "
              + game.playerName(Player.SECOND)
              + " "
              + expected[1]
              + ", not "
              + counts[0]
              + " and "
              + counts[1]);
    }
    if (mover != (c == 'X' ? 0 : 1)) {
      throw new NotationException(
          text,
          moverAt,
          game.playerName(Player.of(mover))
              + ", the player to move after "
              + stones
              + " stones under turns="
              + game.turnPolicy().name());
    }
    Settled settled = settle(game, text, words, last, stones);
    return new MnkState(game, words[0], words[1], stones, Player.of(mover), hash, settled.outcome(), settled.line());
  }

  /** A board's outcome and its winning line (empty unless won). */
  private record Settled(Outcome outcome, List<Cell> line) {}

  /**
   * Returns the outcome and winning line of a board whose last stone was {@code last}'s, or
   * refuses a board on which play went on after a winning line.
   */
  private static Settled settle(MnkGame game, String text, long[][] words, int last, int stones) {
    int[] lineCell = {winningCell(game, words[0]), winningCell(game, words[1])};
    if (lineCell[0] < 0 && lineCell[1] < 0) {
      return new Settled(stones == game.cellCount() ? Outcome.draw() : Outcome.ongoing(), List.of());
    }
    if (lineCell[0] >= 0 && lineCell[1] >= 0) {
      throw new NotationException(
          text, 0, "a board where at most one player has a winning line: play stops at the first, and both X and O have one");
    }
    int winner = lineCell[0] >= 0 ? 0 : 1;
    String name = game.playerName(Player.of(winner));
    if (winner != last) {
      throw new NotationException(
          text,
          0,
          "a board where the winning line is the last mover's: "
              + name
              + " has a line, but turns="
              + game.turnPolicy().name()
              + " gives the last of "
              + stones
              + " stones to "
              + game.playerName(Player.of(last)));
    }
    MnkRules rules = game.rules();
    long[] mine = words[winner];
    List<Cell> line = rules.line(game, mine, lineCell[winner]);
    for (Cell cell : line) {
      int index = game.index(cell);
      long[] without = mine.clone();
      rules.clear(without, index);
      if (winningCell(game, without) < 0) {
        return new Settled(Outcome.win(Player.of(winner)), rules.line(game, mine, index));
      }
    }
    throw new NotationException(
        text,
        0,
        "a board where one stone completed the winning lines: play stops at the first, and "
            + name
            + "'s lines have no stone in common that breaks them all");
  }

  /** Returns a cell of a stone on a winning line of {@code mine}, or -1. */
  private static int winningCell(MnkGame game, long[] mine) {
    MnkRules rules = game.rules();
    for (int cell = 0; cell < game.cellCount(); cell++) {
      if (rules.has(mine, cell) && !rules.line(game, mine, cell).isEmpty()) {
        return cell;
      }
    }
    return -1;
  }

  private static void expect(String text, int at, char c, String expected) {
    if (at >= text.length() || text.charAt(at) != c) {
      throw new NotationException(text, Math.min(at, text.length()), expected);
    }
  }
}
