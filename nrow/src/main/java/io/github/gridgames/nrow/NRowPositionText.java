package io.github.gridgames.nrow;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Writes and reads the position text of N-in-a-row, whose grammar {@link NRow} documents: each
 * player's stones, then the player to move and, when the turn policy gives them more than one
 * stone in a row from here, how many.
 */
final class NRowPositionText {

  /** The most stones in a row from one player that the text counts; more are written as this. */
  static final int MAX_TURN = 9;

  private static final int[] DX = {1, 0, 1, 1};
  private static final int[] DY = {0, 1, 1, -1};

  private NRowPositionText() {}

  static String write(NRowState state) {
    NRow game = state.game();
    List<StringBuilder> groups = new ArrayList<>();
    for (int p = 0; p < game.playerCount(); p++) {
      groups.add(new StringBuilder());
    }
    state
        .stones()
        .forEach(
            (point, player) -> {
              StringBuilder group = groups.get(player.index());
              if (group.length() > 0) {
                group.append(';');
              }
              group.append(point.x()).append(',').append(point.y());
            });
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < groups.size(); p++) {
      if (p > 0) {
        sb.append('/');
      }
      sb.append(groups.get(p));
    }
    sb.append(' ').append(game.playerName(state.toMove()));
    if (!state.isTerminal()) {
      int turn = turnLeft(game, state.stoneCount());
      if (turn > 1) {
        sb.append(turn);
      }
    }
    return sb.toString();
  }

  /**
   * Returns how many stones in a row the player to move after {@code stones} stones places, as
   * the turn policy says, at most {@link #MAX_TURN} and at most the stones left under the cap.
   */
  private static int turnLeft(NRow game, int stones) {
    int mover = game.moverAt(stones);
    long limit = Math.min(MAX_TURN, (long) game.stoneCap().orElse(Integer.MAX_VALUE) - stones);
    int turn = 1;
    while (turn < limit && game.moverAt(stones + turn) == mover) {
      turn++;
    }
    return turn;
  }

  /** A stone read from the text: its point, its owner and where the text wrote it. */
  private record Stone(int x, int y, int player, int at) {}

  static NRowState read(NRow game, String text) {
    Reader in = new Reader(text);
    int players = game.playerCount();
    List<Stone> stones = new ArrayList<>();
    Map<Long, Stone> byPoint = new HashMap<>();
    int[] counts = new int[players];
    for (int p = 0; p < players; p++) {
      if (p > 0) {
        in.expect('/', "'/' before the stones of " + game.playerName(Player.of(p)));
      }
      if (in.peek() == '/' || in.peek() == ' ') {
        continue;
      }
      long previous = Long.MIN_VALUE;
      do {
        int at = in.at;
        int x = in.readInt("the x of a stone of " + game.playerName(Player.of(p)));
        in.expect(',', "',' between the x and the y of a stone");
        int y = in.readInt("the y of a stone of " + game.playerName(Player.of(p)));
        long order = ((long) y << 32) + ((long) x - Integer.MIN_VALUE);
        if (!stones.isEmpty() && stones.get(stones.size() - 1).player == p && order <= previous) {
          throw new NotationException(
              text, at, "a stone after the one before in order of y, then x (each player's stones are sorted)");
        }
        previous = order;
        Stone stone = new Stone(x, y, p, at);
        Stone other = byPoint.putIfAbsent(PackedPoint.of(x, y), stone);
        if (other != null) {
          throw new NotationException(
              text,
              at,
              "an empty point: " + x + "," + y + " holds a stone of " + game.playerName(Player.of(other.player)) + " already");
        }
        stones.add(stone);
        counts[p]++;
      } while (in.accept(';'));
    }
    in.expect(' ', "a space after the stones");
    int moverAt = in.at;
    char symbol = in.peek();
    int mover = -1;
    for (int p = 0; p < players; p++) {
      if (NRow.symbol(p) == symbol) {
        mover = p;
      }
    }
    if (mover < 0) {
      throw new NotationException(text, moverAt, "the player to move, one of " + symbols(game));
    }
    in.at++;
    int turn = 1;
    int turnAt = in.at;
    if (in.peek() >= '2' && in.peek() <= '9') {
      turn = in.peek() - '0';
      in.at++;
    }
    if (in.at < text.length()) {
      throw new NotationException(
          text, in.at, "the end of the position text (after the player to move, a count 2 to 9 of the stones they place in a row at most)");
    }
    int total = stones.size();
    if (total > game.stoneCap().orElse(Integer.MAX_VALUE)) {
      throw new NotationException(
          text, 0, "at most " + game.stoneCap().getAsInt() + " stones, the game's cap; the text has " + total);
    }
    int[] expected = new int[players];
    int last = 0;
    for (int m = 0; m < total; m++) {
      last = game.moverAt(m);
      expected[last]++;
    }
    for (int p = 0; p < players; p++) {
      if (expected[p] != counts[p]) {
        throw new NotationException(
            text,
            0,
            "stone counts that turns="
                + game.turnPolicy().name()
                + " can give: of "
                + total
                + " stones it gives "
                + game.playerName(Player.of(p))
                + " "
                + expected[p]
                + ", not "
                + counts[p]);
      }
    }
    if (game.moverAt(total) != mover) {
      throw new NotationException(
          text,
          moverAt,
          game.playerName(game.toMoveAfter(total))
              + ", the player to move after "
              + total
              + " stones under turns="
              + game.turnPolicy().name());
    }
    checkDistance(game, text, stones, byPoint);
    @Nullable Stone deciding = deciding(game, text, stones, byPoint, last);
    boolean over = deciding != null || total == game.stoneCap().orElse(Integer.MAX_VALUE);
    int expectedTurn = over ? 1 : turnLeft(game, total);
    if (turn != expectedTurn) {
      throw new NotationException(
          text,
          turnAt,
          expectedTurn == 1
              ? "the end of the position text: " + (over ? "the game is over" : "the player to move places one stone")
              : "the count " + expectedTurn + " of the stones the player to move places in a row (" + (expectedTurn == MAX_TURN ? "or more, " : "") + "under turns=" + game.turnPolicy().name() + ")");
    }
    MutablePlane plane = new MutablePlane(game);
    for (Stone stone : stones) {
      if (!stone.equals(deciding)) {
        place(plane, stone);
      }
    }
    if (deciding != null) {
      place(plane, deciding);
    }
    plane.toMove = mover;
    return NRowState.of(plane, null);
  }

  private static void place(MutablePlane plane, Stone stone) {
    plane.toMove = stone.player;
    plane.place(plane.tileForWriting(stone.x >> 3, stone.y >> 3), stone.x, stone.y);
  }

  /**
   * Refuses stones that could not all have been placed within the distance of an earlier one: the
   * stones must be connected by steps of Manhattan distance at most D.
   */
  private static void checkDistance(NRow game, String text, List<Stone> stones, Map<Long, Stone> byPoint) {
    if (stones.isEmpty()) {
      return;
    }
    int d = game.distance();
    Map<Long, Boolean> reached = new HashMap<>();
    Deque<Stone> queue = new ArrayDeque<>();
    Stone first = stones.get(0);
    reached.put(PackedPoint.of(first.x, first.y), true);
    queue.add(first);
    while (!queue.isEmpty()) {
      Stone stone = queue.poll();
      for (int dx = -d; dx <= d; dx++) {
        int span = d - Math.abs(dx);
        for (int dy = -span; dy <= span; dy++) {
          long x = (long) stone.x + dx;
          long y = (long) stone.y + dy;
          if (PackedPoint.onPlane(x, y)) {
            long key = PackedPoint.of((int) x, (int) y);
            Stone near = byPoint.get(key);
            if (near != null && reached.putIfAbsent(key, true) == null) {
              queue.add(near);
            }
          }
        }
      }
    }
    for (Stone stone : stones) {
      if (!reached.containsKey(PackedPoint.of(stone.x, stone.y))) {
        throw new NotationException(
            text,
            stone.at,
            "stones that could each have been placed within Manhattan distance "
                + d
                + " of an earlier one, but "
                + stone.x
                + ","
                + stone.y
                + " is not linked by such steps to "
                + first.x
                + ","
                + first.y);
      }
    }
  }

  /** A line of N or more of one player's stones: its first stone, direction and length. */
  private record Run(Stone start, int dir, int length) {

    /** Returns the place of a stone on the run, or -1. */
    int indexOf(Stone stone) {
      for (int i = 0; i < length; i++) {
        if ((long) start.x + (long) i * DX[dir] == stone.x && (long) start.y + (long) i * DY[dir] == stone.y) {
          return i;
        }
      }
      return -1;
    }
  }

  /**
   * Returns the stone that won the game, to be placed last, or null when nobody has a line;
   * refuses the lines that the rules could not have left: two players' lines, a line of a player
   * who did not move last, or lines that no single stone completed.
   */
  private static @Nullable Stone deciding(NRow game, String text, List<Stone> stones, Map<Long, Stone> byPoint, int last) {
    List<Run> runs = new ArrayList<>();
    for (Stone stone : stones) {
      for (int dir = 0; dir < 4; dir++) {
        if (owner(byPoint, (long) stone.x - DX[dir], (long) stone.y - DY[dir]) == stone.player) {
          continue;
        }
        int length = 1;
        while (owner(byPoint, (long) stone.x + (long) length * DX[dir], (long) stone.y + (long) length * DY[dir]) == stone.player) {
          length++;
        }
        if (length >= game.n()) {
          runs.add(new Run(stone, dir, length));
        }
      }
    }
    if (runs.isEmpty()) {
      return null;
    }
    int winner = runs.get(0).start.player;
    for (Run run : runs) {
      if (run.start.player != winner) {
        throw new NotationException(
            text,
            run.start.at,
            "stones where at most one player has "
                + game.n()
                + " in a row: play stops at the first line, and both "
                + game.playerName(Player.of(winner))
                + " and "
                + game.playerName(Player.of(run.start.player))
                + " have one");
      }
    }
    Run first = runs.get(0);
    if (winner != last) {
      throw new NotationException(
          text,
          first.start.at,
          "a line of the last mover's only: "
              + game.playerName(Player.of(winner))
              + " has "
              + game.n()
              + " in a row, but turns="
              + game.turnPolicy().name()
              + " gives the last stone to "
              + game.playerName(Player.of(last)));
    }
    for (int i = 0; i < first.length; i++) {
      Stone candidate =
          requireNonNull(byPoint.get(PackedPoint.of(first.start.x + i * DX[first.dir], first.start.y + i * DY[first.dir])));
      boolean breaksAll = true;
      for (Run run : runs) {
        int k = run.indexOf(candidate);
        breaksAll &= k >= 0 && k < game.n() && run.length - 1 - k < game.n();
      }
      if (breaksAll) {
        return candidate;
      }
    }
    throw new NotationException(
        text,
        first.start.at,
        "lines that one last stone completed: play stops at the first line, and no stone of "
            + game.playerName(Player.of(winner))
            + " breaks all of its lines of "
            + game.n());
  }

  private static int owner(Map<Long, Stone> byPoint, long x, long y) {
    if (!PackedPoint.onPlane(x, y)) {
      return -1;
    }
    Stone stone = byPoint.get(PackedPoint.of((int) x, (int) y));
    return stone == null ? -1 : stone.player;
  }

  private static String symbols(NRow game) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < game.playerCount(); p++) {
      sb.append(p == 0 ? "" : p == game.playerCount() - 1 ? " or " : ", ").append(NRow.symbol(p));
    }
    return sb.toString();
  }

  /** A cursor over the text with the small steps the grammar needs. */
  private static final class Reader {
    private final String text;
    private int at;

    Reader(String text) {
      this.text = text;
    }

    /** The character at the cursor, or 0 at the end (no character the grammar expects is 0). */
    char peek() {
      return at < text.length() ? text.charAt(at) : 0;
    }

    /** Steps over {@code c} (never 0) if it is next. */
    boolean accept(char c) {
      if (peek() == c) {
        at++;
        return true;
      }
      return false;
    }

    void expect(char c, String expected) {
      if (!accept(c)) {
        throw new NotationException(text, at, expected);
      }
    }

    /** Reads a decimal int: an optional '-', no leading zero, no "-0". */
    int readInt(String expected) {
      int start = at;
      boolean negative = accept('-');
      int digitsAt = at;
      char c = peek();
      if (c < '0' || c > '9') {
        throw new NotationException(text, at, expected + ", a decimal integer");
      }
      long value = 0;
      while (peek() >= '0' && peek() <= '9') {
        value = Math.min(10 * value + (peek() - '0'), 1L << 32);
        at++;
      }
      if (text.charAt(digitsAt) == '0' && (at - digitsAt > 1 || negative)) {
        throw new NotationException(text, digitsAt, expected + " without a leading zero or a minus sign before 0");
      }
      long signed = negative ? -value : value;
      if (signed < Integer.MIN_VALUE || signed > Integer.MAX_VALUE) {
        throw new NotationException(text, start, expected + ", an integer from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE);
      }
      return (int) signed;
    }
  }
}
