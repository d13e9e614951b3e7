package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The strings-and-coins keys against a plain isomorphism test: equal keys only for isomorphic
 * graphs (every position of the small boards), one key for the images of a position under the
 * board's symmetries, positions that no symmetry relates sharing a key, and the solver keyed by
 * graphs giving the values of the solver keyed by lines.
 */
class CoinGraphTest {

  /** The strings-and-coins graph of a mask, as counts of strings between nodes (ground last). */
  private static int[][] graphOf(LineMasks lines, long drawn) {
    int n = lines.boxCount + 1;
    int[][] strings = new int[n][n];
    for (int e = 0; e < lines.edgeCount; e++) {
      if ((drawn & (1L << e)) != 0) {
        continue;
      }
      int a = lines.besideBoxes[2 * e];
      int b = lines.besideBoxes[2 * e + 1];
      a = a < 0 ? lines.boxCount : a;
      b = b < 0 ? lines.boxCount : b;
      strings[a][b]++;
      if (a != b) {
        strings[b][a]++;
      }
    }
    return strings;
  }

  /** Whether two graphs are isomorphic with ground to ground, by backtracking over the coins. */
  private static boolean isomorphic(int[][] g, int[][] h) {
    int n = g.length;
    int ground = n - 1;
    List<Integer> coinsG = new ArrayList<>();
    List<Integer> coinsH = new ArrayList<>();
    for (int v = 0; v < ground; v++) {
      if (degree(g, v) > 0) {
        coinsG.add(v);
      }
      if (degree(h, v) > 0) {
        coinsH.add(v);
      }
    }
    if (coinsG.size() != coinsH.size() || degree(g, ground) != degree(h, ground)) {
      return false;
    }
    int[] map = new int[n];
    java.util.Arrays.fill(map, -1);
    map[ground] = ground;
    boolean[] used = new boolean[n];
    used[ground] = true;
    return extend(g, h, coinsG, coinsH, 0, map, used);
  }

  private static boolean extend(
      int[][] g, int[][] h, List<Integer> coinsG, List<Integer> coinsH, int i, int[] map,
      boolean[] used) {
    if (i == coinsG.size()) {
      return true;
    }
    int v = coinsG.get(i);
    for (int w : coinsH) {
      if (used[w] || degree(g, v) != degree(h, w)) {
        continue;
      }
      boolean fits = g[v][v] == h[w][w];
      for (int u = 0; u < g.length && fits; u++) {
        if (map[u] >= 0) {
          fits = g[v][u] == h[w][map[u]];
        }
      }
      if (fits) {
        map[v] = w;
        used[w] = true;
        if (extend(g, h, coinsG, coinsH, i + 1, map, used)) {
          return true;
        }
        map[v] = -1;
        used[w] = false;
      }
    }
    return false;
  }

  private static int degree(int[][] g, int v) {
    int d = 0;
    for (int u = 0; u < g.length; u++) {
      d += g[v][u];
    }
    return d;
  }

  private record Key(long key1, long key2) {}

  /** Checks that the masks sharing a key are isomorphic; returns the number of distinct keys. */
  private static int checkEveryMask(DotsBoxes game) {
    LineMasks lines = new LineMasks(game);
    CoinGraph coins = new CoinGraph(lines);
    Map<Key, Long> first = new HashMap<>();
    long masks = 1L << game.edgeCount();
    for (long drawn = 0; drawn < masks; drawn++) {
      assertTrue(coins.canonicalize(drawn, lines.all), () -> game + " gave up on a small board");
      Key key = new Key(coins.key1, coins.key2);
      Long seen = first.putIfAbsent(key, drawn);
      if (seen != null) {
        long other = seen;
        long mask = drawn;
        assertTrue(isomorphic(graphOf(lines, other), graphOf(lines, mask)),
            () -> game + ": masks " + Long.toBinaryString(other) + " and "
                + Long.toBinaryString(mask) + " share a key but their graphs differ");
      }
    }
    return first.size();
  }

  @Test
  void equalKeysOnlyForIsomorphicGraphsOnEveryPositionOfTheSmallBoards() {
    // every mask, drawable or not: boxes of any number of sides, completed boxes gone
    assertEquals(checkEveryMask(DotsBoxes.of(1, 1)), 5); // 0 to 4 strings to the ground
    checkEveryMask(DotsBoxes.of(2, 2));
    checkEveryMask(DotsBoxes.of(1, 4));
    checkEveryMask(DotsBoxes.of(2, 3));
  }

  /**
   * Returns a canonical form by brute force: the smallest encoding of the string counts over every
   * order of the coins, the ground kept last.
   */
  private static long bruteForceForm(int[][] g) {
    int ground = g.length - 1;
    List<Integer> coins = new ArrayList<>();
    for (int v = 0; v < ground; v++) {
      if (degree(g, v) > 0) {
        coins.add(v);
      }
    }
    int[] order = new int[coins.size() + 1];
    order[coins.size()] = ground;
    return smallestForm(g, coins, order, 0, new boolean[coins.size()]);
  }

  private static long smallestForm(
      int[][] g, List<Integer> coins, int[] order, int i, boolean[] used) {
    if (i == coins.size()) {
      long form = coins.size();
      for (int a = 0; a < order.length; a++) {
        for (int b = a; b < order.length; b++) {
          form = form * 5 + g[order[a]][order[b]];
        }
      }
      return form;
    }
    long best = Long.MAX_VALUE;
    for (int j = 0; j < coins.size(); j++) {
      if (!used[j]) {
        used[j] = true;
        order[i] = coins.get(j);
        best = Math.min(best, smallestForm(g, coins, order, i + 1, used));
        used[j] = false;
      }
    }
    return best;
  }

  @Test
  void oneKeyPerIsomorphismClassOnEveryPositionOfTheSmallBoards() {
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(2, 2), DotsBoxes.of(1, 4),
        DotsBoxes.of(1, 5)}) {
      LineMasks lines = new LineMasks(game);
      CoinGraph coins = new CoinGraph(lines);
      Map<Long, Key> keyOfForm = new HashMap<>();
      Map<Key, Long> formOfKey = new HashMap<>();
      for (long drawn = 0; drawn < 1L << game.edgeCount(); drawn++) {
        long form = bruteForceForm(graphOf(lines, drawn));
        assertTrue(coins.canonicalize(drawn, lines.all));
        Key key = new Key(coins.key1, coins.key2);
        assertEquals(keyOfForm.computeIfAbsent(form, f -> key), key, game + ": one class, two keys");
        assertEquals(formOfKey.computeIfAbsent(key, k -> form), form, game + ": one key, two classes");
      }
    }
  }

  @Test
  void theImagesOfAPositionUnderTheBoardsSymmetriesShareItsKey() {
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(3, 4),
        DotsBoxes.of(4, 4), DotsBoxes.of(5, 5)}) {
      LineMasks lines = new LineMasks(game);
      Symmetries symmetries = new Symmetries(game, new GroundStrings(game), true);
      CoinGraph coins = new CoinGraph(lines);
      for (long seed = 0; seed < 200; seed++) {
        DotsBoxesPosition position = SafePhase.randomPosition(game, seed, (int) (seed % 7));
        long drawn = PositionSearch.drawnMask(position);
        assertTrue(coins.canonicalize(drawn, lines.all));
        Key key = new Key(coins.key1, coins.key2);
        for (int s = 1; s < symmetries.count; s++) {
          long image = 0;
          for (long rest = drawn; rest != 0; rest &= rest - 1) {
            image |= 1L << symmetries.forward[s][Long.numberOfTrailingZeros(rest)];
          }
          assertTrue(coins.canonicalize(image, lines.all));
          assertEquals(key, new Key(coins.key1, coins.key2), game + " symmetry " + s);
        }
      }
    }
  }

  @Test
  void positionsThatNoSymmetryRelatesShareKeysWhenTheirChainsDifferOnlyInShape() {
    DotsBoxes game = DotsBoxes.of(2, 3);
    LineMasks lines = new LineMasks(game);
    Symmetries symmetries = new Symmetries(game, new GroundStrings(game), true);
    SolverSearch keys =
        new SolverSearch(lines, symmetries, new GroundStrings(game), new BoundTable(10), null);
    CoinGraph coins = new CoinGraph(lines);
    Map<Key, Long> byGraph = new HashMap<>();
    int merged = 0;
    for (long drawn = 0; drawn < 1L << game.edgeCount(); drawn++) {
      coins.canonicalize(drawn, lines.all);
      Long other = byGraph.putIfAbsent(new Key(coins.key1, coins.key2), drawn);
      if (other != null && keys.canonical(other) != keys.canonical(drawn)) {
        merged++;
      }
    }
    assertTrue(merged > 1000, "positions merged beyond symmetry: " + merged);
  }

  @Test
  void aPartWithMoreSymmetryThanTheLimitAllowsGetsNoKey() {
    // the empty 2 x 2 board: one part of four alike joints, so its key needs several branches
    DotsBoxes game = DotsBoxes.of(2, 2);
    LineMasks lines = new LineMasks(game);
    assertFalse(new CoinGraph(lines, 1).canonicalize(0, lines.all));
    assertTrue(new CoinGraph(lines).canonicalize(0, lines.all));
  }

  @Test
  void partsRememberedFromEarlierPositionsGiveTheKeysOfAFreshKeyMaker() {
    // lines drawn one by one in random orders: each line changes one part and leaves the others,
    // which the long-lived key maker then reads back instead of keying them again
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(4, 4),
        DotsBoxes.of(5, 5), DotsBoxes.of(2, 10), DotsBoxes.of(7, 2)}) {
      LineMasks lines = new LineMasks(game);
      for (int maxLeaves : new int[] {CoinGraph.MAX_LEAVES, 2, 1}) {
        CoinGraph remembering = new CoinGraph(lines, maxLeaves);
        SplittableRandom random = new SplittableRandom(31L * game.edgeCount() + maxLeaves);
        int gaveUp = 0;
        for (int order = 0; order < 12; order++) {
          long drawn = 0;
          while (drawn != lines.all) {
            CoinGraph fresh = new CoinGraph(lines, maxLeaves);
            boolean keyed = fresh.canonicalize(drawn, lines.all);
            String where = game + " with at most " + maxLeaves + " leaves, drawn "
                + Long.toBinaryString(drawn);
            assertEquals(keyed, remembering.canonicalize(drawn, lines.all), where);
            if (keyed) {
              assertEquals(new Key(fresh.key1, fresh.key2),
                  new Key(remembering.key1, remembering.key2), where);
            } else {
              gaveUp++;
            }
            long undrawn = lines.all & ~drawn;
            int skip = random.nextInt(Long.bitCount(undrawn));
            for (int k = 0; k < skip; k++) {
              undrawn &= undrawn - 1;
            }
            drawn |= Long.lowestOneBit(undrawn);
          }
        }
        if (maxLeaves == 1) {
          assertTrue(gaveUp > 0, game + ": no part gave up with one leaf");
        }
      }
    }
  }

  @Test
  void theSidesOfTheBoxesAreNumberedAsTheKeyMakerReadsThemOnEveryBoard() {
    // the key maker reads the top sides of every box with one shift, the bottom sides with
    // another, and the left and right sides of a row of boxes with one more
    for (int rows = 1; rows <= 10; rows++) {
      for (int cols = 1; rows * (cols + 1) + cols * (rows + 1) <= 64; cols++) {
        DotsBoxes game = DotsBoxes.of(rows, cols);
        for (int box = 0; box < game.boxCount(); box++) {
          int row = box / cols;
          String where = game + " box " + box;
          assertEquals(game.sideOf(0, 0) + box, game.sideOf(box, 0), where + " top");
          assertEquals(game.sideOf(0, 1) + box, game.sideOf(box, 1), where + " bottom");
          assertEquals(game.sideOf(row * cols, 2) + box - row * cols, game.sideOf(box, 2),
              where + " left");
          assertEquals(game.sideOf(box, 2) + 1, game.sideOf(box, 3), where + " right");
        }
      }
    }
  }

  @Test
  void theSolverKeyedByGraphsGivesTheValuesOfTheSolverKeyedByLines() {
    DotsBoxesSolver byGraphs = DotsBoxesSolver.builder().threads(1).tableBits(16).build();
    DotsBoxesSolver byLines =
        DotsBoxesSolver.builder().threads(1).tableBits(16).symmetry(false).build();
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 4)}) {
      SplittableRandom random = new SplittableRandom(game.edgeCount());
      for (int i = 0; i < UnderPit.count(150, 20); i++) {
        DotsBoxesState state = game.initialState();
        int lines = random.nextInt(game.edgeCount() - 4);
        for (int k = 0; k < lines; k++) {
          state = state.play(state.legalMoves().get(random.nextInt(state.legalMoves().size())));
        }
        DotsBoxesState position = state;
        assertEquals(byLines.solve(position).value(), byGraphs.solve(position).value(),
            () -> "value of\n" + position.render());
      }
    }
  }
}
