package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Monte Carlo tree search over the lines that give no box (the safe lines), for the fight over
 * the long-chain parity on boards too big to search the safe phase to its end.
 *
 * <p>Each playout draws random safe lines until none is left, then values that end of the safe
 * phase for the player who must open a chain or loop by the {@link ChainAnalysis} of its chains
 * and loops (who must open the first long chain, and what the chains and loops are worth to the
 * side in control): so a playout counts the long chains and loops its safe phase ends with and
 * settles the parity, and the tree (upper confidence bounds, the most visited line chosen) learns
 * which safe lines leave the opponent to open the first long chain. A playout is worth 1 for a
 * won game, 0.5 for a draw and 0 for a lost one, plus a little for the margin, so that among won
 * (or lost) lines the larger margin is preferred.
 *
 * <p>Every line drawn, in the tree or in a playout, is a unit of work of the {@link Limits}; the
 * search stops when they do, or after {@link #MAX_PLAYOUTS} playouts. Not thread-safe: one search
 * per call.
 */
final class SafeMcts {

  /** The exploration constant of the upper confidence bound. */
  private static final double EXPLORATION = 0.5;
  /** The most playouts of one search, which ends it under a budget without limits. */
  static final int MAX_PLAYOUTS = 50_000;

  /** The share of a playout's worth that its margin carries, beside win, draw or loss. */
  private static final double MARGIN_SHARE = 0.2;

  /** A line of the tree: the position after it and the statistics of the playouts through it. */
  private static final class Node {
    final int line;
    Node @Nullable [] children;
    int visits;
    /** The playouts' worth for the player who drew {@link #line}. */
    double worth;

    Node(int line) {
      this.line = line;
    }
  }

  private final DotsBoxesPosition board;
  private final Limits limits;
  private final ChainAnalysis chains;
  private final SplittableRandom random;
  private final Player root;
  private final int boxes;
  private final int[] undrawn;
  /** The nodes of the current playout's path, the root first. */
  private final Node[] chosen;

  private SafeMcts(
      DotsBoxesPosition board, Limits limits, ChainAnalysis chains, SplittableRandom random) {
    this.board = board;
    this.limits = limits;
    this.chains = chains;
    this.random = random;
    this.root = board.toMove();
    this.boxes = board.game().boxCount();
    this.undrawn = new int[board.game().edgeCount()];
    this.chosen = new Node[board.game().edgeCount() + 1];
  }

  /**
   * Returns the safe line played through most often before the limits stop the search (or
   * {@link #MAX_PLAYOUTS} playouts), or -1 if no playout finished; the position must have a safe
   * line and no capturable box, and is left as it was.
   */
  static int choose(
      DotsBoxesPosition board, Limits limits, ChainAnalysis chains, SplittableRandom random) {
    SafeMcts search = new SafeMcts(board, limits, chains, random);
    Node top = new Node(-1);
    search.expand(top);
    Node[] children = top.children;
    if (children == null || children.length == 0) {
      return -1;
    }
    if (children.length == 1) {
      return children[0].line;
    }
    for (int i = 0; i < MAX_PLAYOUTS && search.playout(top); i++) {
      // each playout updates the tree
    }
    Node best = null;
    for (Node child : children) {
      if (child.visits > 0
          && (best == null
              || child.visits > best.visits
              || (child.visits == best.visits && child.worth > best.worth))) {
        best = child;
      }
    }
    return best == null ? -1 : best.line;
  }

  /** Gives a node one child per safe line of the current position, in random order. */
  private void expand(Node node) {
    int n = 0;
    for (int e = 0; e < undrawn.length; e++) {
      if (!board.isDrawn(e) && ChainAnalysis.isSafe(board, e)) {
        undrawn[n++] = e;
      }
    }
    Node[] children = new Node[n];
    for (int i = 0; i < n; i++) {
      int j = i + random.nextInt(n - i);
      int t = undrawn[i];
      undrawn[i] = undrawn[j];
      undrawn[j] = t;
      children[i] = new Node(undrawn[i]);
    }
    node.children = children;
  }

  /**
   * Runs one playout from the root: down the tree by upper confidence bounds, one node expanded,
   * random safe lines to the end of the safe phase, the end valued and the worth passed back up.
   * Returns false, leaving the tree as it was, when the limits stopped it.
   */
  private boolean playout(Node top) {
    int mark = board.depth();
    int depth = 0;
    Node node = top;
    chosen[0] = top;
    boolean stopped = false;
    while (true) {
      Node[] children = node.children;
      if (children == null) {
        if (node.visits > 0) {
          expand(node);
          children = node.children;
        } else {
          break;
        }
      }
      if (children == null || children.length == 0) {
        break;
      }
      node = select(node, children);
      board.makeMove(node.line);
      chosen[++depth] = node;
      if (limits.tick()) {
        stopped = true;
        break;
      }
    }
    if (!stopped) {
      stopped = rollout();
    }
    if (stopped) {
      ChainAnalysis.undoTo(board, mark);
      return false;
    }
    double worth = worthForRoot();
    ChainAnalysis.undoTo(board, mark);
    top.visits++;
    for (int d = 1; d <= depth; d++) {
      Node n = chosen[d];
      n.visits++;
      // the root's player draws the lines at odd depths: safe lines always pass the turn
      n.worth += (d % 2 == 1) ? worth : 1 - worth;
    }
    return true;
  }

  private static Node select(Node parent, Node[] children) {
    double logVisits = Math.log(Math.max(1, parent.visits));
    Node best = children[0];
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Node child : children) {
      if (child.visits == 0) {
        return child;
      }
      double score =
          child.worth / child.visits + EXPLORATION * Math.sqrt(logVisits / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  /** Draws random safe lines until none is left; returns whether the limits stopped it. */
  private boolean rollout() {
    int n = 0;
    for (int e = 0; e < undrawn.length; e++) {
      if (!board.isDrawn(e) && ChainAnalysis.isSafe(board, e)) {
        undrawn[n++] = e;
      }
    }
    // a line that is not safe never becomes safe again: drawing lines only adds sides
    while (n > 0) {
      int i = random.nextInt(n);
      int e = undrawn[i];
      undrawn[i] = undrawn[--n];
      if (ChainAnalysis.isSafe(board, e)) {
        board.makeMove(e);
        if (limits.tick()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns the worth, for the root's player, of the current end of the safe phase: the score
   * margin so far plus the chain analysis value of the chains and loops for the player who must
   * open one.
   */
  private double worthForRoot() {
    Player mover = board.toMove();
    int value =
        board.score(mover) - board.score(mover.next(2)) + EventualChains.value(board, chains);
    int margin = mover.equals(root) ? value : -value;
    double result = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    double scaled = 0.5 + 0.5 * Math.max(-1, Math.min(1, (double) margin / boxes));
    return (1 - MARGIN_SHARE) * result + MARGIN_SHARE * scaled;
  }
}
