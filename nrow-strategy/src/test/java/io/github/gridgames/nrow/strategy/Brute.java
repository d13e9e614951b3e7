package io.github.gridgames.nrow.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Plain brute-force references for the strategy tests, built on the rules' public {@link NRowState}
 * only (legal moves, playing, the outcome), never on the code under test.
 */
final class Brute {

  private Brute() {}

  /**
   * Returns {@code normal}, or {@code underPit} under mutation testing (the parent POM's {@code
   * pit} profile sets {@code gridgames.pit}), where each test runs again for every mutant it
   * covers: the slowest tests check fewer positions there, with the same checks.
   */
  static int size(int normal, int underPit) {
    return Boolean.getBoolean("gridgames.pit") ? underPit : normal;
  }

  /** The other player of a two-player game. */
  static Player other(Player player) {
    return Player.of(1 - player.index());
  }

  /**
   * Whether the player to move wins by a sequence of fours alone (victory by continuous fours) of
   * at most {@code depth} moves: he completes N now; or, with depth left, he plays a point (the
   * opponent's only point that completes N, if he has one; none if he has two) after which he has
   * two points that complete N, or exactly one, which the opponent takes, and he wins so from
   * there with one move less. A move that ends the game at the stone cap fails.
   */
  static boolean vcf(NRowState state, int depth) {
    return vcf(state, depth, false);
  }

  /**
   * As {@link #vcf(NRowState, int)}, but with {@code throughMove} a move makes a four only with
   * points that complete N on a line through it (the threat search's fours), not with a point
   * that the move only makes legal (the distance rule) on a line it is not on.
   */
  static boolean vcf(NRowState state, int depth, boolean throughMove) {
    Player attacker = state.toMove();
    if (!Boards.winningPoints(state, attacker).isEmpty()) {
      return true;
    }
    List<Point> blocks = Boards.winningPoints(state, other(attacker));
    if (blocks.size() >= 2 || depth == 0) {
      return false;
    }
    for (Point move : blocks.isEmpty() ? state.legalMoves() : blocks) {
      if (continuesVcf(state, move, depth, throughMove)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code move} is the first move of a win by fours of at most {@code depth} moves. */
  static boolean startsVcf(NRowState state, Point move, int depth) {
    Player attacker = state.toMove();
    if (state.play(move).outcome().isWinner(attacker)) {
      return true;
    }
    List<Point> blocks = Boards.winningPoints(state, other(attacker));
    if (blocks.size() >= 2 || depth == 0 || (blocks.size() == 1 && !blocks.get(0).equals(move))) {
      return false;
    }
    return continuesVcf(state, move, depth, false);
  }

  private static boolean continuesVcf(NRowState state, Point move, int depth, boolean throughMove) {
    Player attacker = state.toMove();
    NRowState after = state.play(move);
    if (after.isTerminal()) {
      return false;
    }
    List<Point> gains = new ArrayList<>(Boards.winningPoints(after, attacker));
    if (throughMove) {
      gains.removeIf(gain -> Boards.completes(state, gain, attacker));
    }
    if (gains.size() >= 2) {
      return true;
    }
    if (gains.size() == 1) {
      NRowState blocked = after.play(gains.get(0));
      return !blocked.isTerminal() && vcf(blocked, depth - 1, throughMove);
    }
    return false;
  }

  /**
   * The legal points on the four lines through the stones, at most {@code radius} steps from a
   * stone.
   */
  static Set<Point> near(NRowState state, int radius) {
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    Set<Point> out = new LinkedHashSet<>();
    for (Point p : state.legalMoves()) {
      for (Point s : state.stones().keySet()) {
        for (int[] d : directions) {
          for (int k = -radius; k <= radius; k++) {
            if (k != 0 && (long) s.x() + (long) k * d[0] == p.x() && (long) s.y() + (long) k * d[1] == p.y()) {
              out.add(p);
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * The value of a state of a capped game for the player to move by plain minimax over every
   * legal move: +1 win, 0 draw, -1 loss. The state has a stone and is not finished.
   */
  static int minimax(NRowState state) {
    int best = -2;
    for (Point move : state.legalMoves()) {
      best = Math.max(best, valueAfter(state, move));
      if (best == 1) {
        break;
      }
    }
    return best;
  }

  /** The minimax value of {@code move} for the player to move in {@code state}. */
  static int valueAfter(NRowState state, Point move) {
    NRowState next = state.play(move);
    if (next.isTerminal()) {
      return next.outcome().isWinner(state.toMove()) ? 1 : next.outcome().isWin() ? -1 : 0;
    }
    int value = minimax(next);
    return next.toMove().equals(state.toMove()) ? value : -value;
  }

  /** The non-terminal final states of random games of {@code game} with 3 to 3 + spread stones. */
  static List<NRowState> positions(NRow game, long seed, int count, int spread) {
    List<NRowState> out = new ArrayList<>();
    for (List<Point> moves : games(game, seed, count, spread)) {
      out.add(replay(game, moves, 0, 0));
    }
    return out;
  }

  /**
   * The moves of random games of {@code game} with 3 to 3 + spread stones that end in a
   * non-terminal state.
   */
  static List<List<Point>> games(NRow game, long seed, int count, int spread) {
    List<List<Point>> out = new ArrayList<>();
    for (long s = seed; out.size() < count; s++) {
      GameRun<NRowState, Point> run =
          RandomGames.play(game, s, 3 + (int) Math.floorMod(s * 0x9E3779B97F4A7C15L, (long) spread));
      if (!run.finalState().isTerminal()) {
        out.add(run.moves());
      }
    }
    return out;
  }

  /** Plays {@code moves} shifted by {@code (dx, dy)}. */
  static NRowState replay(NRow game, List<Point> moves, long dx, long dy) {
    NRowState state = game.initialState();
    for (Point p : shifted(moves, dx, dy)) {
      state = state.play(p);
    }
    return state;
  }

  /**
   * The position of {@code moves} shifted into two opposite corners of the plane, its stones on
   * the last row and column there.
   */
  static List<NRowState> atTheEdges(NRow game, List<Point> moves) {
    List<NRowState> out = new ArrayList<>();
    for (List<Point> shifted : shiftedToTheEdges(moves)) {
      out.add(replay(game, shifted, 0, 0));
    }
    return out;
  }

  /** The moves of {@link #atTheEdges}. */
  static List<List<Point>> shiftedToTheEdges(List<Point> moves) {
    long minX = Long.MAX_VALUE;
    long maxX = Long.MIN_VALUE;
    long minY = Long.MAX_VALUE;
    long maxY = Long.MIN_VALUE;
    for (Point p : moves) {
      minX = Math.min(minX, p.x());
      maxX = Math.max(maxX, p.x());
      minY = Math.min(minY, p.y());
      maxY = Math.max(maxY, p.y());
    }
    return List.of(
        shifted(moves, Integer.MAX_VALUE - maxX, Integer.MIN_VALUE - minY),
        shifted(moves, Integer.MIN_VALUE - minX, Integer.MAX_VALUE - maxY));
  }

  private static List<Point> shifted(List<Point> moves, long dx, long dy) {
    List<Point> out = new ArrayList<>();
    for (Point p : moves) {
      out.add(Point.of((int) (p.x() + dx), (int) (p.y() + dy)));
    }
    return out;
  }
}
