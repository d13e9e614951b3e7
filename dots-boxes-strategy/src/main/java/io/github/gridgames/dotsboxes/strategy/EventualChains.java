package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The chains and loops a position without capturable boxes will end with, joints included: the
 * chains and loops of boxes with two drawn sides, as {@link ChainAnalysis#components} finds them,
 * merged through the joints, the boxes with fewer than two drawn sides where several chains meet.
 *
 * <p>A joint gains a side each time a chain into it is taken; when it has two, the two chains
 * still attached run through it as one chain (one box longer), or close into a loop when they are
 * the same. The smaller arms of a joint are the ones opened first, so each joint is taken to merge
 * its two longest arms (a side towards the border or another joint counting as an arm of no
 * boxes), joints in box order, each seeing the merges before it. This is an estimate: the players
 * choose what to open, but it sees what the chains alone miss, that a joint can turn two long
 * chains into one and so turn the long-chain parity around.
 */
final class EventualChains {

  private EventualChains() {}

  /** Returns the value, for the player who must open one, of the eventual chains and loops. */
  static int value(DotsBoxesPosition board, ChainAnalysis chains) {
    return chains.value(of(board));
  }

  /** Returns the eventual chains and loops, the smallest first; their opening lines are -1. */
  static List<ChainAnalysis.Component> of(DotsBoxesPosition board) {
    DotsBoxes g = board.game();
    int n = g.boxCount();
    int[] comp = new int[n];
    Arrays.fill(comp, -1);
    int[] stack = new int[n];
    int[] size = new int[n];
    boolean[] loop = new boolean[n];
    int[] parent = new int[n];
    int count = 0;
    for (int start = 0; start < n; start++) {
      if (comp[start] >= 0 || PositionSearch.sidesDrawn(board, start) != 2) {
        continue;
      }
      int id = count++;
      parent[id] = id;
      int top = 0;
      stack[top++] = start;
      comp[start] = id;
      boolean open = false;
      while (top > 0) {
        int x = stack[--top];
        size[id]++;
        for (int k = 0; k < 4; k++) {
          int e = g.sideOf(x, k);
          if (board.isDrawn(e)) {
            continue;
          }
          int o = ChainAnalysis.across(g, e, x);
          if (o < 0 || PositionSearch.sidesDrawn(board, o) != 2) {
            open = true;
          } else if (comp[o] < 0) {
            comp[o] = id;
            stack[top++] = o;
          }
        }
      }
      loop[id] = !open;
    }
    int[] arms = new int[4];
    List<Integer> lone = new ArrayList<>();
    for (int j = 0; j < n; j++) {
      int sides = PositionSearch.sidesDrawn(board, j);
      if (sides >= 2) {
        continue;
      }
      int a = 0;
      for (int k = 0; k < 4; k++) {
        int e = g.sideOf(j, k);
        if (board.isDrawn(e)) {
          continue;
        }
        int o = ChainAnalysis.across(g, e, j);
        arms[a++] = o >= 0 && comp[o] >= 0 ? find(parent, comp[o]) : -1;
      }
      // the two longest arms, by their current merged sizes
      int first = -1;
      int second = -1;
      for (int i = 0; i < a; i++) {
        int r = arms[i];
        if (r < 0) {
          continue;
        }
        if (first < 0 || size[r] > size[first]) {
          second = first;
          first = r;
        } else if (second < 0 || size[r] > size[second]) {
          second = r;
        }
      }
      if (first < 0) {
        lone.add(1);
      } else if (second < 0 || second == first) {
        size[first]++;
        loop[first] = second == first;
      } else {
        parent[second] = first;
        size[first] += size[second] + 1;
      }
    }
    List<ChainAnalysis.Component> list = new ArrayList<>();
    for (int c = 0; c < count; c++) {
      if (parent[c] == c) {
        list.add(new ChainAnalysis.Component(loop[c], size[c], -1));
      }
    }
    for (int one : lone) {
      list.add(new ChainAnalysis.Component(false, one, -1));
    }
    list.sort(
        (p, q) -> p.length() != q.length()
            ? Integer.compare(p.length(), q.length())
            : Boolean.compare(p.loop(), q.loop()));
    return list;
  }

  private static int find(int[] parent, int c) {
    while (parent[c] != c) {
      parent[c] = parent[parent[c]];
      c = parent[c];
    }
    return c;
  }
}
