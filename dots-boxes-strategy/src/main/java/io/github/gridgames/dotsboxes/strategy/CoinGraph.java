package io.github.gridgames.dotsboxes.strategy;

import java.util.Arrays;

/**
 * The canonical key of a position as a strings-and-coins graph (Berlekamp, <i>The Dots-and-Boxes
 * Game</i>): each box not yet completed is a coin, the outside of the board one more node (the
 * ground), and each undrawn line a string between the two coins it borders (a coin and the ground
 * for a border line). Drawing a line cuts a string, and a coin whose last string is cut is taken,
 * so the value of what remains for the player to move depends on this graph alone, up to
 * isomorphism: not on which boxes, nor where on the board, nor on the score so far. Positions
 * equal under a symmetry of the board, or differing only in the shape of their chains, get one
 * key.
 *
 * <p>How. The coins with two strings form paths, which are contracted: the graph becomes the
 * other coins (the joints) and the ground, joined by chains that carry their number of coins (0
 * for a string between two joints), plus the loops of two-string coins that touch no joint.
 * Without the ground the joints fall into parts, keyed one by one. In a part, colour refinement
 * runs on the joints: each joint's colour becomes a hash of its colour and the multiset of
 * (neighbour's colour, chain length) over its chains, until the number of colours stops growing;
 * it starts from the number of strings of each coin, and the ground keeps a colour of its own.
 * When every joint has a colour of its own, the multiset of the part's chains read as (colour,
 * colour, length) describes the part up to isomorphism, the map being "same colour". When colours
 * are shared, each joint of the first shared colour (the smallest value, a choice that does not
 * depend on how the boxes are numbered) is in turn given a colour of its own and refined further,
 * and the smallest description over these branches is the part's (individualization and
 * refinement, as in McKay's canonical labelling). The key of the graph is a 128-bit hash of the
 * multiset of its parts' descriptions, of its chains from the ground to the ground and of its
 * loops, so two non-isomorphic graphs share a key only if two independent 64-bit sums collide at
 * once.
 *
 * <p>A part whose branches would exceed {@link #MAX_LEAVES} discrete colourings (a part with much
 * symmetry) gets no description: {@link #canonicalize} returns false, the same for every graph
 * isomorphic to it, and the caller keys that position another way.
 *
 * <p>Not thread-safe: one per search.
 */
final class CoinGraph {

  /** The most discrete colourings tried for one part before it gives up, by default. */
  static final int MAX_LEAVES = 64;

  private static final long GROUND = 0x6A09E667F3BCC909L;
  private static final long SINGLE = 0xBB67AE8584CAA73BL;
  private static final long LOOP = 0x3C6EF372FE94F82BL;
  private static final long FREE = 0xA54FF53A5F1D36F1L;
  /** The slots of the colour set: a power of two above twice the most boxes of a board (64). */
  private static final int SET_SIZE = 256;

  private final int boxCount;
  private final int ground;
  private final long[] boxSides;
  /** Per line, the two nodes it joins (the ground is node {@code boxCount}). */
  private final int[] endA;
  private final int[] endB;

  /** The chains of the graph being keyed: end nodes and number of coins. */
  private final int[] chainU;
  private final int[] chainV;
  private final int[] chainLength;
  private int chainCount;
  /** The loops of the graph being keyed: number of coins. */
  private final int[] loopLength;
  private int loopCount;
  /** Per box, its number of strings in the graph being keyed. */
  private final int[] degree;
  /** Per node, its parent in the union of the joints into parts (the ground apart). */
  private final int[] parent;
  /** Per node that roots a part, its first chain, or -1; per chain, the next of its part. */
  private final int[] head;
  private final int[] nextInPart;
  /** The roots of the parts found. */
  private final int[] roots;
  /** The chains of the part being keyed. */
  private final int[] active;
  private int activeCount;
  /** The joints of the part being keyed, as node indexes. */
  private final int[] live;
  private int liveCount;
  /** The key of the part being keyed: the smallest over its discrete colourings. */
  private long partKey1;
  private long partKey2;
  /** Per depth of individualization, the colours of the nodes. */
  private final long[][] colours;
  private final long[] sums;
  private final long[] mixed;
  private final long[] sorted;
  private final long[] seen = new long[SET_SIZE];
  private final int[] seenStamp = new int[SET_SIZE];
  private int stamp;
  private int leaves;
  private final int maxLeaves;

  /** The key of the last graph keyed. */
  long key1;
  long key2;

  CoinGraph(LineMasks lines) {
    this(lines, MAX_LEAVES);
  }

  /** A key maker that gives up after {@code maxLeaves} discrete colourings of a part. */
  CoinGraph(LineMasks lines, int maxLeaves) {
    this.maxLeaves = maxLeaves;
    boxCount = lines.boxCount;
    ground = lines.boxCount;
    boxSides = lines.boxSides;
    int edges = lines.edgeCount;
    endA = new int[edges];
    endB = new int[edges];
    for (int e = 0; e < edges; e++) {
      int a = lines.besideBoxes[2 * e];
      int b = lines.besideBoxes[2 * e + 1];
      endA[e] = a < 0 ? ground : a;
      endB[e] = b < 0 ? ground : b;
    }
    int nodes = boxCount + 1;
    chainU = new int[edges];
    chainV = new int[edges];
    chainLength = new int[edges];
    loopLength = new int[boxCount];
    degree = new int[boxCount];
    parent = new int[nodes];
    head = new int[nodes];
    Arrays.fill(head, -1);
    nextInPart = new int[edges];
    roots = new int[nodes];
    active = new int[edges];
    live = new int[nodes];
    colours = new long[nodes + 1][nodes];
    for (long[] depth : colours) {
      depth[ground] = GROUND; // the ground keeps its colour: it is never refined
    }
    sums = new long[nodes];
    mixed = new long[nodes];
    mixed[ground] = GROUND;
    sorted = new long[nodes];
  }

  /**
   * Keys the graph of the position whose drawn lines are {@code drawn}: sets {@link #key1} and
   * {@link #key2} and returns true; returns false, the keys then meaningless, when a part of the
   * graph has more symmetry than the limit of discrete colourings allows.
   *
   * @param all every line of the board
   */
  boolean canonicalize(long drawn, long all) {
    long undrawn = all & ~drawn;
    contract(undrawn);
    long total1 = mix(GROUND + loopCount);
    long total2 = mix(SINGLE + loopCount);
    for (int i = 0; i < loopCount; i++) {
      total1 += mix(LOOP + loopLength[i]);
      total2 += mix(Long.rotateLeft(LOOP, 17) ^ loopLength[i]);
    }
    // the parts of the graph without the ground: joints joined by chains
    for (int i = 0; i < chainCount; i++) {
      parent[chainU[i]] = chainU[i];
      parent[chainV[i]] = chainV[i];
    }
    for (int i = 0; i < chainCount; i++) {
      int u = chainU[i];
      int v = chainV[i];
      if (u != ground && v != ground) {
        parent[find(u)] = find(v);
      }
    }
    int parts = 0;
    for (int i = 0; i < chainCount; i++) {
      int u = chainU[i];
      int v = chainV[i];
      if (u == ground && v == ground) { // a chain from the ground to the ground: a part alone
        total1 += mix(FREE + chainLength[i]);
        total2 += mix(Long.rotateLeft(FREE, 29) ^ chainLength[i]);
        continue;
      }
      int root = find(u == ground ? v : u);
      if (head[root] < 0) {
        roots[parts++] = root;
      }
      nextInPart[i] = head[root];
      head[root] = i;
    }
    boolean keyed = true;
    for (int p = 0; p < parts; p++) {
      int root = roots[p];
      if (keyed) {
        keyed = keyPart(root);
        total1 += mix(partKey1);
        total2 += mix(partKey2 ^ SINGLE);
      }
      head[root] = -1;
    }
    key1 = total1;
    key2 = total2;
    return keyed;
  }

  private int find(int v) {
    while (parent[v] != v) {
      parent[v] = parent[parent[v]];
      v = parent[v];
    }
    return v;
  }

  /**
   * Keys the part of the graph whose chains are listed from {@code head[root]}: its joints are
   * refined, and individualized where needed, with the ground's colour fixed; sets {@link
   * #partKey1} and {@link #partKey2}; false when it would take more than the leaves allowed.
   */
  private boolean keyPart(int root) {
    long[] c = colours[0];
    int n = 0;
    int m = 0;
    for (int i = head[root]; i >= 0; i = nextInPart[i]) {
      active[n++] = i;
      int u = chainU[i];
      int v = chainV[i];
      if (u != ground) {
        c[u] = 0;
      }
      if (v != ground) {
        c[v] = 0;
      }
    }
    activeCount = n;
    for (int k = 0; k < n; k++) {
      int i = active[k];
      int u = chainU[i];
      int v = chainV[i];
      if (u != ground && c[u] == 0) {
        live[m++] = u;
        c[u] = mix(degree[u]);
      }
      if (v != ground && c[v] == 0) {
        live[m++] = v;
        c[v] = mix(degree[v]);
      }
    }
    liveCount = m;
    partKey1 = -1;
    partKey2 = -1;
    leaves = 0;
    return search(0);
  }

  /** Finds the chains and loops of the graph of the undrawn lines. */
  private void contract(long undrawn) {
    chainCount = 0;
    loopCount = 0;
    long twoStrings = 0; // the coins with two strings
    long inPaths = 0; // the lines beside them
    for (int b = 0; b < boxCount; b++) {
      long sides = boxSides[b] & undrawn;
      int d = Long.bitCount(sides);
      degree[b] = d;
      if (d == 2) {
        twoStrings |= 1L << b;
        inPaths |= sides;
      }
    }
    long pending = twoStrings;
    while (pending != 0) {
      int b = Long.numberOfTrailingZeros(pending);
      pending &= pending - 1;
      long sides = boxSides[b] & undrawn;
      int first = Long.numberOfTrailingZeros(sides);
      int second = Long.numberOfTrailingZeros(sides & (sides - 1));
      // walk out through the first string
      int line = first;
      int node = other(line, b);
      int coins = 1;
      while (node != b && node != ground && degree[node] == 2) {
        pending &= ~(1L << node);
        coins++;
        line = Long.numberOfTrailingZeros(boxSides[node] & undrawn & ~(1L << line));
        node = other(line, node);
      }
      if (node == b) { // around a loop back to the start
        loopLength[loopCount++] = coins;
        continue;
      }
      int u = node;
      line = second;
      node = other(line, b);
      while (node != ground && degree[node] == 2) {
        pending &= ~(1L << node);
        coins++;
        line = Long.numberOfTrailingZeros(boxSides[node] & undrawn & ~(1L << line));
        node = other(line, node);
      }
      int id = chainCount++;
      chainU[id] = u;
      chainV[id] = node;
      chainLength[id] = coins;
    }
    for (long rest = undrawn & ~inPaths; rest != 0; rest &= rest - 1) { // between two joints
      int e = Long.numberOfTrailingZeros(rest);
      int id = chainCount++;
      chainU[id] = endA[e];
      chainV[id] = endB[e];
      chainLength[id] = 0;
    }
  }

  private int other(int line, int node) {
    int a = endA[line];
    return a == node ? endB[line] : a;
  }

  /** Refines the colours of a depth, then keys them or branches; false once over the limit. */
  private boolean search(int depth) {
    long[] c = colours[depth];
    int classes = refine(c);
    if (classes == liveCount) {
      if (++leaves > maxLeaves) {
        return false;
      }
      keep(c);
      return true;
    }
    long cell = firstSharedColour(c);
    long[] next = colours[depth + 1];
    for (int i = 0; i < liveCount; i++) {
      int v = live[i];
      if (c[v] == cell) {
        for (int j = 0; j < liveCount; j++) {
          next[live[j]] = c[live[j]];
        }
        next[v] = mix(next[v] ^ SINGLE);
        if (!search(depth + 1)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Refines colours in place until the number of colours stops growing; returns that number. */
  private int refine(long[] c) {
    int classes = countClasses(c);
    while (classes < liveCount) {
      for (int i = 0; i < liveCount; i++) {
        int v = live[i];
        sums[v] = 0;
        mixed[v] = c[v];
      }
      for (int k = 0; k < activeCount; k++) {
        int i = active[k];
        int u = chainU[i];
        int v = chainV[i];
        long length = chainLength[i] * 0xD1B54A32D192ED03L;
        sums[u] += (mixed[v] + length) * 0x9FB21C651E98DF25L;
        sums[v] += (mixed[u] + length) * 0x9FB21C651E98DF25L;
      }
      for (int i = 0; i < liveCount; i++) {
        int v = live[i];
        c[v] = mix(c[v] * 0x9E3779B97F4A7C15L + sums[v]);
      }
      int now = countClasses(c);
      if (now == classes) {
        break;
      }
      classes = now;
    }
    return classes;
  }

  /** Returns the number of distinct colours among the joints. */
  private int countClasses(long[] c) {
    int mark = ++stamp;
    if (mark == 0) { // the stamps wrapped: start them again
      Arrays.fill(seenStamp, 0);
      mark = 1;
      stamp = 1;
    }
    long[] set = seen;
    int[] stamps = seenStamp;
    int classes = 0;
    for (int i = 0; i < liveCount; i++) {
      long x = c[live[i]];
      int h = (int) (x >>> 56);
      while (true) {
        if (stamps[h] != mark) {
          stamps[h] = mark;
          set[h] = x;
          classes++;
          break;
        }
        if (set[h] == x) {
          break;
        }
        h = (h + 1) & (SET_SIZE - 1);
      }
    }
    return classes;
  }

  /** Returns the smallest colour that several joints share. */
  private long firstSharedColour(long[] c) {
    long[] s = sorted;
    int n = liveCount;
    for (int i = 0; i < n; i++) {
      long x = c[live[i]];
      int j = i;
      while (j > 0 && s[j - 1] > x) {
        s[j] = s[j - 1];
        j--;
      }
      s[j] = x;
    }
    for (int i = 1; i < n; i++) {
      if (s[i] == s[i - 1]) {
        return s[i];
      }
    }
    throw new IllegalStateException("no shared colour among " + n + " joints");
  }

  /** Keys a discrete colouring of a part and keeps it if its key is the smallest so far. */
  private void keep(long[] c) {
    long h1 = 0;
    long h2 = 0;
    for (int k = 0; k < activeCount; k++) {
      int i = active[k];
      long x = c[chainU[i]];
      long y = c[chainV[i]];
      long lo = Math.min(x, y);
      long hi = Math.max(x, y);
      long length = chainLength[i];
      h1 += mix(lo * 0xC2B2AE3D27D4EB4FL + hi + length * 0xD1B54A32D192ED03L);
      h2 += mix(Long.rotateLeft(lo, 23) ^ (hi * 0x165667B19E3779F9L) ^ (length << 40));
    }
    if (Long.compareUnsigned(h1, partKey1) < 0
        || (h1 == partKey1 && Long.compareUnsigned(h2, partKey2) < 0)) {
      partKey1 = h1;
      partKey2 = h2;
    }
  }

  /** The finalizer of SplitMix64: a bijective mix of 64 bits. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
