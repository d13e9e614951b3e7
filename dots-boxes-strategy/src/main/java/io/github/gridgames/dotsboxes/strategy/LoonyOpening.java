package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The choice of what to open when every line gives boxes away, searched on the board itself, turn
 * by turn: a turn is the captures the chain rules require, the choice at a chain of two or loop
 * remnant of four between taking it and handing it back, and then the line that opens something
 * for the opponent. The search looks {@link #DEPTH} openings ahead and values the position after
 * the last by the {@link ChainAnalysis} value of its {@link EventualChains} for the player who
 * must open next.
 *
 * <p>Unlike the value of the chains and loops alone, this sees on the board what the captures do
 * to the boxes joining several chains: a chain taken into such a joint gives it a side, and the chains through
 * it merge into a longer one, which can turn the long-chain parity around. Openings that leave the
 * opponent the same captures and the same position after them are searched once.
 *
 * <p>Scratch space of one choice; not thread-safe.
 */
final class LoonyOpening {

  /**
   * The openings searched ahead: one, the opponent's reply to it included. Deeper searches valued
   * by the same estimate did worse in matches against the rule-based agent on 7 x 10 boxes.
   */
  static final int DEPTH = 1;

  private final DotsBoxesPosition board;
  private final ChainAnalysis chains;
  private final Limits limits;
  private final List<ChainAnalysis.Handout> handouts = new ArrayList<>();
  private boolean stopped;

  LoonyOpening(DotsBoxesPosition board, ChainAnalysis chains, Limits limits) {
    this.board = board;
    this.chains = chains;
    this.limits = limits;
  }

  /**
   * Returns the line to open: the best by the search {@link #DEPTH} openings deep, {@code first}
   * among equals; the best of the lines searched when the limits stop the search (a line drawn
   * is a unit of work), {@code first} if they already had. The position must have no capturable
   * box and no safe line; it is left as it was.
   */
  int choose(int first) {
    return limits.stopped() ? first : root(first, DEPTH);
  }

  /** Returns the best opening searched to a depth, {@code first} among equals. */
  private int root(int first, int depth) {
    int mark = board.depth();
    int best = first;
    int bestValue = Integer.MIN_VALUE;
    Set<Long> seen = new HashSet<>();
    for (int i = -1; i < board.game().edgeCount(); i++) {
      int e = i < 0 ? first : i;
      if ((i >= 0 && e == first) || board.isDrawn(e)) {
        continue;
      }
      int v = opening(e, depth, seen);
      ChainAnalysis.undoTo(board, mark);
      if (stopped) {
        return best;
      }
      if (v != Integer.MIN_VALUE && v > bestValue) {
        bestValue = v;
        best = e;
      }
    }
    return best;
  }

  /**
   * Draws line {@code e} and returns its value for the player who drew it, Integer.MIN_VALUE when
   * an opening already in {@code seen} gives the same; the caller takes the line back.
   */
  private int opening(int e, int depth, Set<Long> seen) {
    Player opener = board.toMove();
    int before = margin(opener);
    board.makeMove(e);
    if (tick()) {
      return 0;
    }
    if (board.toMove().equals(opener)) {
      // the line completed a box: not an opening
      return margin(opener) - before + turn(depth);
    }
    int mark = board.depth();
    long key = replyKey();
    ChainAnalysis.undoTo(board, mark);
    if (!seen.add(key)) {
      return Integer.MIN_VALUE;
    }
    return -turn(depth - 1);
  }

  /**
   * Plays the greedy reply (every capture, taking at each handout) and returns a key of the
   * position it reaches and of the handouts met on the way; the caller takes the lines back.
   */
  private long replyKey() {
    long signature = 0;
    while (true) {
      int forced = ChainAnalysis.forcedCapture(board, handouts);
      if (forced >= 0) {
        board.makeMove(forced);
      } else if (!handouts.isEmpty()) {
        signature = signature * 31 + handouts.get(0).given() * 4L + handouts.size();
        board.makeMove(handouts.get(0).take());
      } else {
        break;
      }
    }
    long h = board.positionHash() ^ (signature * 0x9E3779B97F4A7C15L);
    return h ^ (h >>> 29);
  }

  /**
   * Returns the value for the player to move of the rest of the game from here, playing their
   * turn: the captures, the choice at a handout, and an opening searched {@code depth} openings
   * deep (valued by the chain analysis at depth 0). Leaves the position as it was.
   */
  private int turn(int depth) {
    Player player = board.toMove();
    int start = margin(player);
    int mark = board.depth();
    int value;
    while (true) {
      if (board.isTerminal()) {
        value = margin(player) - start;
        break;
      }
      int forced = ChainAnalysis.forcedCapture(board, handouts);
      if (forced >= 0) {
        board.makeMove(forced);
        continue;
      }
      if (handouts.isEmpty()) {
        value = margin(player) - start + open(depth);
        break;
      }
      ChainAnalysis.Handout h = handouts.get(0);
      if (handouts.size() > 1) {
        board.makeMove(h.take());
        continue;
      }
      int here = board.depth();
      board.makeMove(h.take());
      int take = margin(player) - start + turn(depth);
      ChainAnalysis.undoTo(board, here);
      board.makeMove(h.deal());
      int deal = margin(player) - start - turn(depth);
      ChainAnalysis.undoTo(board, here);
      value = Math.max(take, deal);
      break;
    }
    ChainAnalysis.undoTo(board, mark);
    return value;
  }

  /** Returns the value of the best opening for the player to move, who has nothing to take. */
  private int open(int depth) {
    if (depth <= 0 || stopped) {
      return EventualChains.value(board, chains);
    }
    int mark = board.depth();
    Set<Long> seen = new HashSet<>();
    int best = Integer.MIN_VALUE;
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (board.isDrawn(e)) {
        continue;
      }
      int v = opening(e, depth, seen);
      ChainAnalysis.undoTo(board, mark);
      if (stopped) {
        return 0;
      }
      best = Math.max(best, v);
    }
    return best;
  }

  private boolean tick() {
    if (limits.tick()) {
      stopped = true;
    }
    return stopped;
  }

  private int margin(Player player) {
    return board.score(player) - board.score(player.next(2));
  }
}
