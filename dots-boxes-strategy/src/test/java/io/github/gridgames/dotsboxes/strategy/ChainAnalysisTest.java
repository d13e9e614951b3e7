package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The chain analysis against references built from the board's geometry: the chains and loops of
 * a position against a plain search of the boxes with two drawn sides, and, on positions made only
 * of chains and loops (every box of the board with two or four drawn sides), the value and the
 * component to open against the exhaustive value of the game ({@link Oracles.Exhaustive}).
 */
class ChainAnalysisTest {

  private static DotsBoxesPosition positionOf(DotsBoxes game, long drawn) {
    return DotsBoxesPosition.of(SafePhase.stateOf(game, drawn, Player.FIRST));
  }

  /** The reference components: "C" or "L" and the length, with the boxes of each. */
  private record Ref(boolean loop, int length, List<Integer> boxes) {}

  /** Finds the chains and loops by a plain search over the boxes with exactly two drawn sides. */
  private static List<Ref> reference(DotsBoxesPosition p) {
    DotsBoxes g = p.game();
    boolean[] seen = new boolean[g.boxCount()];
    List<Ref> refs = new ArrayList<>();
    for (int start = 0; start < g.boxCount(); start++) {
      if (seen[start] || PositionSearch.sidesDrawn(p, start) != 2) {
        continue;
      }
      List<Integer> boxes = new ArrayList<>(List.of(start));
      seen[start] = true;
      boolean open = false;
      for (int i = 0; i < boxes.size(); i++) {
        int x = boxes.get(i);
        for (Edge side : g.sidesOf(g.box(x))) {
          int e = g.indexOf(side);
          if (p.isDrawn(e)) {
            continue;
          }
          int other = otherBox(g, e, x);
          if (other < 0 || PositionSearch.sidesDrawn(p, other) != 2) {
            open = true;
          } else if (!seen[other]) {
            seen[other] = true;
            boxes.add(other);
          }
        }
      }
      refs.add(new Ref(!open, boxes.size(), boxes));
    }
    return refs;
  }

  private static int otherBox(DotsBoxes g, int e, int box) {
    int a = g.boxBeside(e, 0).orElse(-1);
    return a == box ? g.boxBeside(e, 1).orElse(-1) : a;
  }

  /**
   * Random positions of random games on small boards with no capturable box, and positions of
   * chains and loops only (random games rarely make loops).
   */
  private static List<DotsBoxesPosition> uncapturable() {
    List<DotsBoxesPosition> list = new ArrayList<>();
    DotsBoxes three = DotsBoxes.of(3, 3);
    for (long drawn : SafePhase.chainsAndLoopsOnly(three, UnderPit.count(300, 100))) {
      list.add(positionOf(three, drawn));
    }
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(3, 4), DotsBoxes.of(4, 4)}) {
      for (long seed = 0; seed < UnderPit.count(40, 15); seed++) {
        for (DotsBoxesState s : RandomGames.play(game, seed).states()) {
          DotsBoxesPosition p = DotsBoxesPosition.of(s);
          if (!s.isTerminal() && !ChainAnalysis.hasCapturable(p)) {
            list.add(p);
          }
        }
      }
    }
    return list;
  }

  @Test
  void componentsAreTheChainsAndLoopsSmallestFirstWithTheirBestOpening() {
    int loops = 0;
    int pairs = 0;
    for (DotsBoxesPosition p : uncapturable()) {
      DotsBoxes g = p.game();
      List<Ref> refs = reference(p);
      refs.sort(Comparator.comparingInt(Ref::length).thenComparing(Ref::loop));
      List<ChainAnalysis.Component> found = ChainAnalysis.components(p);
      assertEquals(refs.size(), found.size(), "components of " + p);
      for (int i = 0; i < refs.size(); i++) {
        ChainAnalysis.Component c = found.get(i);
        assertEquals(refs.get(i).loop(), c.loop(), "loop " + i + " of " + p);
        assertEquals(refs.get(i).length(), c.length(), "length " + i + " of " + p);
        int o = c.opening();
        assertTrue(o >= 0 && !p.isDrawn(o), "an undrawn opening line");
        int a = g.boxBeside(o, 0).orElse(-1);
        int b = g.boxBeside(o, 1).orElse(-1);
        Ref owner = null;
        for (Ref r : refs) {
          if (r.length() == c.length() && r.loop() == c.loop()
              && (r.boxes().contains(a) || r.boxes().contains(b))) {
            owner = r;
          }
        }
        assertTrue(owner != null, "the opening " + o + " is a side of a box of the component");
        boolean inside = owner.boxes().contains(a) && owner.boxes().contains(b);
        if (c.loop()) {
          assertTrue(inside, "a loop opens between two of its boxes");
          loops++;
        } else if (c.length() == 2) {
          assertTrue(inside, "a chain of two opens in its middle: " + o + " in " + p);
          pairs++;
        } else {
          assertTrue(!inside, "a chain opens at an end: " + o + " in " + p);
        }
      }
    }
    assertTrue(loops > 0 && pairs > 0, "loops " + loops + ", chains of two " + pairs);
  }

  @Test
  void simpleLoonyEndgamesAreValuedExactlyAndOpenedOptimally() {
    int checked = 0;
    int tiesToSmallest = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(2, 3), DotsBoxes.of(3, 3)}) {
      Oracles.Exhaustive exhaustive = new Oracles.Exhaustive(game);
      ChainAnalysis chains = new ChainAnalysis();
      for (long drawn : SafePhase.chainsAndLoopsOnly(game, UnderPit.count(400, 120))) {
        DotsBoxesPosition p = positionOf(game, drawn);
        List<ChainAnalysis.Component> components = ChainAnalysis.components(p);
        int exact = exhaustive.value(drawn);
        assertEquals(exact, chains.value(components), "value of " + p);
        int open = chains.bestToOpen(components);
        int after = -exhaustive.value(drawn | 1L << components.get(open).opening());
        assertEquals(exact, after, "opening " + components.get(open) + " in " + p);
        ChainAnalysis.Component chosen = components.get(open);
        for (int j = 0; j < components.size(); j++) {
          ChainAnalysis.Component other = components.get(j);
          if (other.length() == chosen.length() && other.loop() == chosen.loop()) {
            continue;
          }
          boolean optimal = -exhaustive.value(drawn | 1L << other.opening()) == exact;
          if (j < open) {
            assertTrue(!optimal, "the smallest of the best is opened: " + other + " in " + p);
          } else if (optimal) {
            tiesToSmallest++;
          }
        }
        checked++;
      }
    }
    assertTrue(checked > 100, "checked " + checked);
    assertTrue(tiesToSmallest > 0, "a larger component as good in " + tiesToSmallest);
  }

  /** The opener's gain rule of the simple loony endgame, as documented by {@link LoonyValues}. */
  private static int opponentGain(boolean loop, int length, int rest) {
    if (loop) {
      return Math.max(length + rest, length - 8 - rest);
    }
    return length <= 2 ? length + rest : Math.max(length + rest, length - 4 - rest);
  }

  private static int exact(List<ChainAnalysis.Component> set) {
    int best = set.isEmpty() ? 0 : Integer.MIN_VALUE;
    for (int i = 0; i < set.size(); i++) {
      List<ChainAnalysis.Component> rest = new ArrayList<>(set);
      ChainAnalysis.Component c = rest.remove(i);
      best = Math.max(best, -opponentGain(c.loop(), c.length(), exact(rest)));
    }
    return best;
  }

  private static int smallestFirst(List<ChainAnalysis.Component> set) {
    if (set.isEmpty()) {
      return 0;
    }
    List<ChainAnalysis.Component> rest = new ArrayList<>(set);
    rest.sort(Comparator.comparingInt(ChainAnalysis.Component::length)
        .thenComparing(ChainAnalysis.Component::loop));
    ChainAnalysis.Component c = rest.remove(0);
    return -opponentGain(c.loop(), c.length(), smallestFirst(rest));
  }

  private static List<ChainAnalysis.Component> set(int singles, int... more) {
    List<ChainAnalysis.Component> set = new ArrayList<>();
    for (int i = 0; i < singles; i++) {
      set.add(new ChainAnalysis.Component(false, 1, -1));
    }
    for (int m : more) {
      set.add(new ChainAnalysis.Component(m < 0, Math.abs(m), -1));
    }
    return set;
  }

  /**
   * Up to {@link LoonyValues#MAX_BOXES} boxes the value is exact; above, the documented estimate
   * (chains and loops opened smallest first). The sets are chosen so that the two differ.
   */
  @Test
  void largeSetsAreValuedSmallestFirst() {
    ChainAnalysis chains = new ChainAnalysis();
    // five chains of one, a chain of four, two loops of eight: 25 boxes
    List<ChainAnalysis.Component> at = set(5, 4, -8, -8);
    assertNotEquals(exact(at), smallestFirst(at));
    assertEquals(exact(at), chains.value(at), "25 boxes: exact");
    List<ChainAnalysis.Component> above = set(6, 4, -8, -8);
    assertNotEquals(exact(above), smallestFirst(above));
    assertEquals(smallestFirst(above), chains.value(above), "26 boxes: smallest first");
    List<ChainAnalysis.Component> reversed = new ArrayList<>(above);
    java.util.Collections.reverse(reversed);
    assertEquals(smallestFirst(above), chains.value(reversed), "in any order");
  }

  /** {@code takeAll} takes every capturable box, counts them, and {@code undoTo} takes it back. */
  @Test
  void takeAllTakesEveryCapturableBoxAndUndoToRestores() {
    int taken = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 5)}) {
      for (long seed = 0; seed < 10; seed++) {
        for (DotsBoxesState s : RandomGames.play(game, seed).states()) {
          DotsBoxesPosition p = DotsBoxesPosition.of(s);
          long hash = p.positionHash();
          int mark = p.depth();
          int before = p.score(Player.FIRST) + p.score(Player.SECOND);
          boolean capturable = ChainAnalysis.hasCapturable(p);
          int n = ChainAnalysis.takeAll(p);
          assertEquals(p.score(Player.FIRST) + p.score(Player.SECOND) - before, n, "counted");
          assertEquals(capturable, n > 0, "something to take iff a box has three sides");
          for (int b = 0; b < game.boxCount(); b++) {
            assertNotEquals(3, PositionSearch.sidesDrawn(p, b), "box " + b + " left capturable");
          }
          assertTrue(!ChainAnalysis.hasCapturable(p));
          ChainAnalysis.undoTo(p, mark);
          assertEquals(mark, p.depth());
          assertEquals(hash, p.positionHash());
          ChainAnalysis.undoTo(p, mark);
          assertEquals(mark, p.depth(), "nothing to undo");
          taken += n;
        }
      }
    }
    assertTrue(taken > 50, "taken " + taken);
  }

  private static DotsBoxesPosition drawn(DotsBoxes game, Edge... lines) {
    return DotsBoxesPosition.of(Oracles.withLines(game, List.of(lines), Player.FIRST));
  }

  /**
   * Checks that a position's only capturable chain is handed out ({@code forcedCapture} returns
   * -1 and reports it), and that dealing it is optimal and taking it strictly worse.
   */
  private static void assertHandout(DotsBoxesPosition p, int take, int deal, int given) {
    List<int[]> handouts = new ArrayList<>();
    int e = ChainAnalysis.forcedCapture(p, (t, d, g) -> handouts.add(new int[] {t, d, g}));
    assertEquals(-1, e, "no forced capture in " + p);
    assertTrue(!handouts.isEmpty(), "a handout");
    for (int[] h : handouts) {
      assertEquals(deal, h[1], "the double-dealing line");
      assertEquals(given, h[2]);
    }
    assertEquals(take, handouts.get(0)[0], "take from the lowest capturable box");
    Oracles.Exhaustive exact = new Oracles.Exhaustive(p.game());
    long lines = PositionSearch.drawnMask(p);
    int value = exact.value(lines);
    assertEquals(value, -exact.value(lines | 1L << deal), "dealing is optimal in " + p);
    assertTrue(PositionSearch.capturesOf(p, take) + exact.value(lines | 1L << take) < value, "taking is worse");
  }

  /**
   * An open chain of two ending at a box with one drawn side, before a chain of seven (3 x 3): the
   * chain of two is a handout, and handing it back keeps control (+5, taking it -5).
   */
  @Test
  void aChainOfTwoEndingAtABoxWithOneSideDrawnIsAHandout() {
    DotsBoxes g = DotsBoxes.of(3, 3);
    DotsBoxesPosition p =
        drawn(g, Edge.horizontal(0, 0), Edge.horizontal(1, 0), Edge.vertical(0, 0),
            Edge.horizontal(0, 1), Edge.horizontal(1, 1), Edge.horizontal(0, 2),
            Edge.horizontal(2, 2), Edge.vertical(1, 3), Edge.horizontal(2, 1),
            Edge.vertical(1, 0), Edge.horizontal(3, 0), Edge.vertical(2, 0),
            Edge.horizontal(3, 1), Edge.vertical(2, 3));
    assertEquals(1, PositionSearch.sidesDrawn(p, 2), "the chain of two ends at box 2, one side drawn");
    assertHandout(p, g.indexOf(Edge.vertical(0, 1)), g.indexOf(Edge.vertical(0, 2)), 2);
  }

  /**
   * A closed chain of four from box 0 round to box 5 beside a chain of five (3 x 3): found from
   * both of its capturable ends (box 0 among them), handed back to keep control.
   */
  @Test
  void aClosedChainOfFourEndingAtBoxZeroIsAHandout() {
    DotsBoxes g = DotsBoxes.of(3, 3);
    DotsBoxesPosition p =
        drawn(g, Edge.horizontal(0, 0), Edge.horizontal(1, 0), Edge.vertical(0, 0),
            Edge.horizontal(0, 1), Edge.horizontal(1, 1), Edge.horizontal(0, 2),
            Edge.vertical(0, 3), Edge.horizontal(2, 2), Edge.vertical(1, 2),
            Edge.vertical(1, 3), Edge.vertical(1, 0), Edge.vertical(2, 0),
            Edge.vertical(2, 1), Edge.horizontal(3, 1), Edge.vertical(2, 3));
    assertEquals(3, PositionSearch.sidesDrawn(p, 0));
    assertEquals(3, PositionSearch.sidesDrawn(p, 5));
    assertHandout(p, g.indexOf(Edge.vertical(0, 1)), g.indexOf(Edge.vertical(0, 2)), 4);
  }

  /** A capture that {@code forcedCapture} returns is an optimal line by the exhaustive values. */
  @Test
  void forcedCapturesAreOptimal() {
    int forced = 0;
    int handedOut = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 4)}) {
      Oracles.Exhaustive exhaustive = new Oracles.Exhaustive(game);
      for (long seed = 0; seed < UnderPit.count(30, 10); seed++) {
        List<DotsBoxesState> states = RandomGames.play(game, seed).states();
        for (DotsBoxesState s : states.subList(states.size() / 3, states.size())) {
          DotsBoxesPosition p = DotsBoxesPosition.of(s);
          if (s.isTerminal() || !ChainAnalysis.hasCapturable(p)) {
            continue;
          }
          List<int[]> handouts = new ArrayList<>();
          int e = ChainAnalysis.forcedCapture(p, (take, deal, given) -> handouts.add(new int[] {take, deal, given}));
          long drawn = PositionSearch.drawnMask(p);
          int value = exhaustive.value(drawn);
          if (e >= 0) {
            assertTrue(PositionSearch.capturesOf(p, e) > 0, "a capture");
            assertEquals(value, PositionSearch.capturesOf(p, e) + exhaustive.value(drawn | 1L << e), "optimal in " + p);
            forced++;
          } else {
            assertTrue(!handouts.isEmpty());
            for (int[] h : handouts) {
              assertTrue(PositionSearch.capturesOf(p, h[0]) > 0, "take captures");
              assertEquals(0, PositionSearch.capturesOf(p, h[1]), "the double deal captures nothing");
              assertTrue(h[2] == 2 || h[2] == 4);
              int best = Math.max(
                  PositionSearch.capturesOf(p, h[0]) + exhaustive.value(drawn | 1L << h[0]),
                  -exhaustive.value(drawn | 1L << h[1]));
              assertEquals(value, best, "taking or dealing is optimal in " + p);
              handedOut++;
            }
          }
        }
      }
    }
    assertTrue(forced > 20 && handedOut > 5, "forced " + forced + ", handouts " + handedOut);
  }
}
