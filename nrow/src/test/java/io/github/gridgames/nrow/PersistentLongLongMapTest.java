package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class PersistentLongLongMapTest {

  private static final long[] SPECIAL = {
    0L, -1L, 1L, Long.MIN_VALUE, Long.MAX_VALUE,
    PackedPoint.of(Integer.MIN_VALUE, Integer.MIN_VALUE), PackedPoint.of(Integer.MAX_VALUE, Integer.MAX_VALUE),
    PackedPoint.of(Integer.MIN_VALUE, Integer.MAX_VALUE), PackedPoint.of(Integer.MAX_VALUE, Integer.MIN_VALUE)
  };

  /** A small pool of keys, so that operations hit the same keys often. */
  private static long key(int code) {
    int c = Math.floorMod(code, 400);
    if (c < SPECIAL.length) {
      return SPECIAL[c];
    }
    return PackedPoint.of(c % 19 - 9, c / 19 - 10);
  }

  private static void assertSameEntries(Map<Long, Long> model, PersistentLongLongMap map) {
    assertEquals(model.size(), map.size());
    assertEquals(model.isEmpty(), map.isEmpty());
    Map<Long, Long> seen = new HashMap<>();
    map.forEach((k, v) -> assertEquals(null, seen.put(k, v), "key listed twice: " + k));
    assertEquals(model, seen);
    for (int code = 0; code < 400; code += 3) {
      long k = key(code);
      assertEquals(model.getOrDefault(k, -7L), map.get(k, -7L));
    }
  }

  @Test
  void behavesLikeAMapAndOldVersionsNeverChange() {
    qt().withFixedSeed(5L)
        .withExamples(80)
        .forAll(lists().of(integers().between(-500, 2000)).ofSizeBetween(0, 150))
        .checkAssert(
            ops -> {
              Map<Long, Long> model = new HashMap<>();
              PersistentLongLongMap map = PersistentLongLongMap.empty();
              List<Map<Long, Long>> snapshots = new ArrayList<>();
              List<PersistentLongLongMap> versions = new ArrayList<>();
              for (int op : ops) {
                long k = key(op);
                if (op < 0) {
                  boolean had = model.containsKey(k);
                  model.remove(k);
                  PersistentLongLongMap next = map.remove(k);
                  if (!had) {
                    assertSame(map, next, "removing an absent key returns the same map");
                  }
                  map = next;
                } else {
                  long value = op % 3 == 2 ? Long.MIN_VALUE : op % 3;
                  Long old = model.put(k, value);
                  PersistentLongLongMap next = map.put(k, value);
                  if (old != null && old == value) {
                    assertSame(map, next, "putting an existing entry returns the same map");
                  }
                  map = next;
                }
                snapshots.add(new HashMap<>(model));
                versions.add(map);
                assertSameEntries(model, map);
              }
              for (int i = 0; i < versions.size(); i++) {
                Map<Long, Long> entries = new HashMap<>();
                versions.get(i).forEach(entries::put);
                assertEquals(snapshots.get(i), entries, "version " + i + " changed");
              }
              // Canonical shape: the same entries inserted in another order give an equal map.
              PersistentLongLongMap rebuilt = PersistentLongLongMap.empty();
              for (Map.Entry<Long, Long> e : new TreeMap<>(model).descendingMap().entrySet()) {
                rebuilt = rebuilt.put(e.getKey(), e.getValue());
              }
              assertEquals(rebuilt, map);
              assertEquals(map, rebuilt);
              assertEquals(rebuilt.hashCode(), map.hashCode());
              assertEquals(rebuilt.depth(), map.depth());
              assertEquals(rebuilt.toString(), map.toString());
            });
  }

  @Test
  void largeMapsStayShallowAndShrinkBackToEmpty() {
    Random random = new Random(42);
    Map<Long, Long> model = new HashMap<>();
    PersistentLongLongMap map = PersistentLongLongMap.empty();
    for (int i = 0; i < 50_000; i++) {
      long k = random.nextLong();
      model.put(k, (long) i);
      map = map.put(k, i);
    }
    assertEquals(model.size(), map.size());
    assertTrue(map.depth() <= 13, "depth " + map.depth());
    for (Map.Entry<Long, Long> e : model.entrySet()) {
      assertEquals(e.getValue(), map.get(e.getKey(), -1L));
    }
    PersistentLongLongMap full = map;
    for (Long k : model.keySet()) {
      map = map.remove(k);
    }
    assertTrue(map.isEmpty());
    assertEquals(PersistentLongLongMap.empty(), map);
    assertEquals(1, map.depth());
    assertEquals(model.size(), full.size(), "the full version is unchanged");
  }

  @Test
  void keysDifferingOnlyInHighBitsAreKept() {
    // Keys whose mixed hashes share long prefixes force deep single-child chains.
    PersistentLongLongMap map = PersistentLongLongMap.empty();
    List<Long> keys = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      keys.add(1L << i);
      keys.add(-(1L << i));
    }
    for (long k : keys) {
      map = map.put(k, k % 5);
    }
    for (long k : keys) {
      assertEquals(k % 5, map.get(k, 99L));
    }
    assertEquals(new java.util.HashSet<>(keys).size(), map.size());
    assertEquals(-1L, map.get(3L, -1L));
    assertNotEquals(map, map.remove(1L));
    PersistentLongLongMap empty = PersistentLongLongMap.empty();
    assertNotEquals(empty.put(1L, 1L), empty.put(2L, 1L), "same size, other key");
    assertNotEquals(empty.put(1L, 1L), empty.put(1L, 2L), "same key, other value");
    assertNotEquals(map.put(3L, 3L), map.put(5L, 3L), "deep maps of one size");
    assertEquals(map.remove(1L).put(1L, 1L), map);
  }

  @Test
  void theTextListsTheEntriesAndTheHashSpreadsOverDistinctMaps() {
    PersistentLongLongMap empty = PersistentLongLongMap.empty();
    assertEquals("{}", empty.toString());
    assertEquals("{5=-7}", empty.put(5L, -7L).toString());
    String two = empty.put(5L, -7L).put(-3L, 9L).toString();
    assertTrue(two.equals("{5=-7, -3=9}") || two.equals("{-3=9, 5=-7}"), two);
    java.util.Set<Integer> hashes = new java.util.HashSet<>();
    PersistentLongLongMap map = empty;
    for (long k = 0; k < 100; k++) {
      map = map.put(k, k * k);
      hashes.add(map.hashCode());
    }
    assertTrue(hashes.size() >= 95, "distinct hash codes of 100 distinct maps: " + hashes.size());
  }
}
