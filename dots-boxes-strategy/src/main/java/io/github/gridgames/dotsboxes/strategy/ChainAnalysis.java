package io.github.gridgames.dotsboxes.strategy;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Chain and loop analysis of a position for the agent, read from the {@link DotsBoxesPosition} it
 * searches on, on boards of any size: which captures are forced, which chains can be handed back
 * with a double-dealing line, the chains and loops of a position without capturable boxes, and
 * the value of opening them in the best order.
 *
 * <p>The value of a set of chains and loops for the player who must open one ({@link #value(List)})
 * is that of the simple loony endgame ({@link LoonyValues}). Boxes of three or four undrawn sides
 * joining several chains are left out, so on boards with such joints the value is an estimate.
 * Sets of more than {@link LoonyValues#MAX_BOXES} boxes (only on boards too big for the solver)
 * are valued as if the chains and loops were always opened smallest first.
 */
final class ChainAnalysis {

  /** A capturable chain that can be handed back: take it with {@code take}, or deal with {@code deal}. */
  record Handout(int take, int deal, int given) {}

  /** A chain or loop of boxes with two undrawn sides, and the line that opens it best. */
  record Component(boolean loop, int length, int opening) {}

  private final LoonyValues loony = new LoonyValues();

  /** Returns the box across line {@code e} from box {@code b}, or -1 for the outside. */
  static int across(DotsBoxes game, int e, int b) {
    int first = game.boxBeside(e, 0).orElse(-1);
    return first == b ? game.boxBeside(e, 1).orElse(-1) : first;
  }

  /** Returns the undrawn side of box {@code b} other than line {@code except}, or -1. */
  static int freeSide(DotsBoxesPosition p, int b, int except) {
    DotsBoxes game = p.game();
    for (int k = 0; k < 4; k++) {
      int e = game.sideOf(b, k);
      if (e != except && !p.isDrawn(e)) {
        return e;
      }
    }
    return -1;
  }

  /** Returns whether the undrawn line {@code e} gives no box its third side (and completes none). */
  static boolean isSafe(DotsBoxesPosition p, int e) {
    DotsBoxes game = p.game();
    int a = game.boxBeside(e, 0).orElse(-1);
    int b = game.boxBeside(e, 1).orElse(-1);
    return (a < 0 || PositionSearch.sidesDrawn(p, a) < 2) && (b < 0 || PositionSearch.sidesDrawn(p, b) < 2);
  }

  /** Takes back moves until the position is at depth {@code mark} again. */
  static void undoTo(DotsBoxesPosition p, int mark) {
    while (p.depth() > mark) {
      p.unmakeMove();
    }
  }

  /** Receives the capturable chains that {@link #forcedCapture} finds can be handed back. */
  interface HandoutSink {

    /**
     * Takes one capturable chain of two, or loop remnant of four.
     *
     * @param take the line that takes its first box
     * @param deal the double-dealing line, which hands its boxes back
     * @param given the boxes it hands back, 2 or 4
     */
    void handout(int take, int deal, int given);
  }

  /**
   * Returns the capture that the chain rules prove optimal, or -1, as {@link
   * #forcedCapture(DotsBoxesPosition, HandoutSink)} does, with the handouts collected in {@code
   * handouts} (cleared first): for the agents, where allocating them does not matter.
   */
  static int forcedCapture(DotsBoxesPosition b, List<Handout> handouts) {
    handouts.clear();
    return forcedCapture(b, (take, deal, given) -> handouts.add(new Handout(take, deal, given)));
  }

  /**
   * Returns the capture that the chain rules prove optimal, or -1 when every capturable box starts
   * a chain of two or a loop remnant of four; those are then given to {@code handouts}, in the
   * order of the box indexes of their capturable boxes. The one analysis of captures, for the
   * agent and the solver: it reads the position through its side counts and drawn lines only, and
   * allocates nothing.
   *
   * <p>A capturable box (three sides drawn) whose missing side does not lead into a box with
   * exactly two drawn sides is taken at once, as is the first box of a chain of three or more, of
   * a closed chain of three, or of a loop remnant of five or more; the capturable chains of two
   * (open at their far end) and loop remnants of four (closed chains of four) are handouts.
   */
  static int forcedCapture(DotsBoxesPosition b, HandoutSink handouts) {
    DotsBoxes g = b.game();
    for (int x = 0; x < g.boxCount(); x++) {
      if (PositionSearch.sidesDrawn(b, x) != 3) {
        continue;
      }
      int e = freeSide(b, x, -1);
      int o = across(g, e, x);
      if (o < 0 || PositionSearch.sidesDrawn(b, o) != 2) {
        return e;
      }
      int s = freeSide(b, o, e);
      int n1 = across(g, s, o);
      if (n1 < 0 || PositionSearch.sidesDrawn(b, n1) <= 1) {
        handouts.handout(e, s, 2); // an open chain of two: take, or double-deal with s
        continue;
      }
      if (PositionSearch.sidesDrawn(b, n1) == 3) {
        return e; // a closed chain of three
      }
      int s2 = freeSide(b, n1, s);
      int n2 = across(g, s2, n1);
      if (n2 >= 0 && PositionSearch.sidesDrawn(b, n2) == 3) {
        handouts.handout(e, s, 4); // a closed chain of four: take, or hand back four with s
        continue;
      }
      return e; // an open chain of three or more, or a closed chain of five or more
    }
    return -1;
  }

  /** Returns whether some box has exactly three drawn sides. */
  static boolean hasCapturable(DotsBoxesPosition b) {
    for (int x = 0; x < b.game().boxCount(); x++) {
      if (PositionSearch.sidesDrawn(b, x) == 3) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether some undrawn line gives no box a third side. */
  static boolean hasSafeLine(DotsBoxesPosition b) {
    for (int e = 0; e < b.game().edgeCount(); e++) {
      if (!b.isDrawn(e) && isSafe(b, e)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Takes every capturable box, again and again, and returns how many were taken; {@link
   * #undoTo} takes the lines back.
   */
  @CanIgnoreReturnValue
  static int takeAll(DotsBoxesPosition b) {
    int taken = 0;
    boolean more = true;
    while (more) {
      more = false;
      for (int x = 0; x < b.game().boxCount(); x++) {
        if (PositionSearch.sidesDrawn(b, x) == 3) {
          int e = freeSide(b, x, -1);
          taken += PositionSearch.capturesOf(b, e);
          b.makeMove(e);
          more = true;
        }
      }
    }
    return taken;
  }

  /**
   * Returns the chains and loops of boxes with exactly two drawn sides, the smallest first (chains
   * before loops of the same length).
   */
  static List<Component> components(DotsBoxesPosition b) {
    DotsBoxes g = b.game();
    boolean[] seen = new boolean[g.boxCount()];
    List<Component> list = new ArrayList<>();
    int[] stack = new int[g.boxCount()];
    List<Integer> members = new ArrayList<>();
    for (int start = 0; start < g.boxCount(); start++) {
      if (seen[start] || PositionSearch.sidesDrawn(b, start) != 2) {
        continue;
      }
      members.clear();
      int top = 0;
      stack[top++] = start;
      seen[start] = true;
      while (top > 0) {
        int x = stack[--top];
        members.add(x);
        for (int k = 0; k < 4; k++) {
          int e = g.sideOf(x, k);
          if (b.isDrawn(e)) {
            continue;
          }
          int n = across(g, e, x);
          if (n >= 0 && PositionSearch.sidesDrawn(b, n) == 2 && !seen[n]) {
            seen[n] = true;
            stack[top++] = n;
          }
        }
      }
      int outside = -1;
      for (int x : members) {
        for (int k = 0; k < 4 && outside < 0; k++) {
          int e = g.sideOf(x, k);
          if (!b.isDrawn(e)) {
            int n = across(g, e, x);
            if (n < 0 || PositionSearch.sidesDrawn(b, n) != 2) {
              outside = e;
            }
          }
        }
      }
      int length = members.size();
      if (outside < 0) {
        list.add(new Component(true, length, freeSide(b, start, -1)));
      } else if (length == 2) {
        int x = members.get(0);
        int y = members.get(1);
        int middle = -1;
        for (int k = 0; k < 4; k++) {
          int e = g.sideOf(x, k);
          if (!b.isDrawn(e) && across(g, e, x) == y) {
            middle = e;
          }
        }
        list.add(new Component(false, 2, middle));
      } else {
        list.add(new Component(false, length, outside));
      }
    }
    list.sort(
        (p, q) -> p.length() != q.length()
            ? Integer.compare(p.length(), q.length())
            : Boolean.compare(p.loop(), q.loop()));
    return list;
  }

  private static int code(Component c) {
    return LoonyValues.code(c.length(), c.loop());
  }

  /** Returns the value, for the player who must open one, of a set of chains and loops. */
  int value(List<Component> components) {
    int[] codes = new int[components.size()];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = code(components.get(i));
    }
    Arrays.sort(codes);
    return value(codes);
  }

  /**
   * Returns the index of the component to open: the one whose opening leaves the opener the best
   * value, the first (smallest) of equals.
   */
  int bestToOpen(List<Component> components) {
    int[] codes = new int[components.size()];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = code(components.get(i));
    }
    int[] sorted = codes.clone();
    Arrays.sort(sorted);
    int best = Integer.MIN_VALUE;
    int bestCode = -1;
    for (int i = 0; i < sorted.length; i++) {
      if (i > 0 && sorted[i] == sorted[i - 1]) {
        continue;
      }
      int[] rest = new int[sorted.length - 1];
      System.arraycopy(sorted, 0, rest, 0, i);
      System.arraycopy(sorted, i + 1, rest, i, sorted.length - 1 - i);
      int v = -LoonyValues.opponentGain(sorted[i], value(rest));
      if (v > best) {
        best = v;
        bestCode = sorted[i];
      }
    }
    for (int i = 0; i < codes.length; i++) {
      if (codes[i] == bestCode) {
        return i;
      }
    }
    throw new IllegalArgumentException("no components to open");
  }

  /**
   * Returns the value of sorted component codes: exact by {@link LoonyValues} for sets of at most
   * {@link LoonyValues#MAX_BOXES} boxes, else as if the components were opened smallest first.
   */
  private int value(int[] codes) {
    int boxes = 0;
    for (int c : codes) {
      boxes += c >> 1;
    }
    if (boxes <= LoonyValues.MAX_BOXES) {
      return loony.value(codes, codes.length);
    }
    int v = 0;
    for (int i = codes.length - 1; i >= 0; i--) {
      v = -LoonyValues.opponentGain(codes[i], v);
    }
    return v;
  }
}
