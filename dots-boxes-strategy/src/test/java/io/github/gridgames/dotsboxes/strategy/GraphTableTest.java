package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The solver's table keyed by strings-and-coins graphs: an entry reads back its bounds under both
 * halves of its key and under no other key, storing again narrows the bounds, {@code clear}
 * forgets everything (also when the generations wrap around), a bucket keeps four keys and
 * replaces the one with the most drawn lines, and threads storing and probing at once read only
 * entries stored for the key they ask.
 */
class GraphTableTest {

  private static void assertEntry(GraphTable table, long key1, long key2, int lower, int upper) {
    long entry = table.probe(key1, key2);
    assertNotEquals(0, entry, "found");
    assertEquals(lower, GraphTable.lower(entry), "lower bound");
    assertEquals(upper, GraphTable.upper(entry), "upper bound");
  }

  @Test
  void theSizeIsCheckedAndCounted() {
    assertThrows(IllegalArgumentException.class, () -> new GraphTable(3));
    assertThrows(IllegalArgumentException.class, () -> new GraphTable(30));
    assertEquals(16, new GraphTable(4).capacity());
    assertEquals(1 << 10, new GraphTable(10).capacity());
  }

  @Test
  void anEntryReadsBackUnderBothHalvesOfItsKeyOnly() {
    GraphTable table = new GraphTable(6);
    long key1 = 0x0123_4567_89ab_cdefL;
    long key2 = 0x7edc_ba98_7654_3210L;
    assertEquals(0, table.probe(key1, key2), "empty");
    table.store(key1, key2, 40, -128, 127);
    assertEntry(table, key1, key2, -128, 127);
    assertEquals(0, table.probe(key1, key2 ^ 1), "the same first half, another second");
    assertEquals(0, table.probe(key1 ^ 1, key2), "another first half");
    table.store(key1, key2 ^ 1, 40, 3, 3);
    assertEntry(table, key1, key2 ^ 1, 3, 3);
    assertEntry(table, key1, key2, -128, 127);
  }

  @Test
  void storingAgainNarrowsTheBounds() {
    GraphTable table = new GraphTable(6);
    table.store(42, 43, 10, -5, 9);
    table.store(42, 43, 10, -7, 4);
    assertEntry(table, 42, 43, -5, 4);
    table.store(42, 43, 10, 1, 20);
    assertEntry(table, 42, 43, 1, 4);
  }

  @Test
  void clearForgetsEveryEntry() {
    GraphTable table = new GraphTable(8);
    long[] keys = new SplittableRandom(3).longs(40).toArray();
    for (int round = 0; round < 3; round++) {
      for (long k : keys) {
        table.store(k, ~k, 5, -1, 1);
      }
      table.clear();
      for (long k : keys) {
        assertEquals(0, table.probe(k, ~k), "cleared");
      }
      table.store(keys[0], 7, 5, -2, 2);
      assertEntry(table, keys[0], 7, -2, 2);
      table.clear();
    }
  }

  @Test
  void clearAfterTheLastGenerationEmptiesTheTable() {
    GraphTable table = new GraphTable(6);
    table.store(1, 2, 5, -1, 1); // generation 1
    for (int i = 0; i < 65_534; i++) {
      table.clear();
    }
    assertEquals(0, table.probe(1, 2), "an earlier generation");
    table.store(3, 4, 5, -2, 2); // generation 65,535, the last
    assertEntry(table, 3, 4, -2, 2);
    table.clear(); // back to generation 1: the entry of the first generation must stay gone
    assertEquals(0, table.probe(1, 2), "stored in generation 1 before the wrap");
    assertEquals(0, table.probe(3, 4), "stored in the last generation");
    table.store(3, 4, 5, -3, 3);
    assertEntry(table, 3, 4, -3, 3);
  }

  @Test
  void aBucketKeepsFourKeysAndReplacesTheOneWithTheMostDrawnLines() {
    for (long seed = 0; seed < 5; seed++) {
      GraphTable table = new GraphTable(4);
      List<Long> k = BoundTableTest.keysOfOneBucket(2, 6, seed);
      table.store(k.get(0), 1, 10, -1, 1);
      table.store(k.get(1), 2, 5, -2, 2);
      table.store(k.get(2), 3, 30, -3, 3);
      table.store(k.get(3), 4, 20, -4, 4);
      for (int i = 0; i < 4; i++) {
        assertEntry(table, k.get(i), i + 1, -i - 1, i + 1);
      }
      // a fifth key replaces the entry with the most drawn lines, whatever its own number
      table.store(k.get(4), 5, 40, -5, 5);
      assertEquals(0, table.probe(k.get(2), 3), "the entry of 30 drawn lines is replaced");
      assertEntry(table, k.get(0), 1, -1, 1);
      assertEntry(table, k.get(1), 2, -2, 2);
      assertEntry(table, k.get(3), 4, -4, 4);
      assertEntry(table, k.get(4), 5, -5, 5);
      // updating a key keeps it where it is and replaces nothing
      table.store(k.get(4), 5, 40, -1, 5);
      assertEntry(table, k.get(4), 5, -1, 5);
      assertEntry(table, k.get(0), 1, -1, 1);
      // the same first half with another second half is another key
      table.store(k.get(5), 6, 1, -6, 6);
      table.store(k.get(5), 7, 1, -7, 7);
      assertEntry(table, k.get(5), 6, -6, 6);
      assertEntry(table, k.get(5), 7, -7, 7);
      assertEquals(0, table.probe(k.get(4), 5), "40 drawn lines, the most");
    }
  }

  /**
   * Threads storing and probing one small table at once find, for a key, its own entry or none,
   * never a mix of two keys' words.
   */
  @Test
  void threadsReadOnlyEntriesStoredForTheirKey() throws InterruptedException {
    GraphTable table = new GraphTable(4);
    long[] keys = new SplittableRandom(9).longs(200).toArray();
    BoundTableTest.onThreads(
        4,
        random -> {
          for (int i = 0; i < 200_000; i++) {
            long key1 = keys[random.nextInt(keys.length)];
            long key2 = Long.rotateLeft(key1, 17) ^ 0x5bd1e995L;
            int lower = (int) Math.floorMod(key1, 17) - 8;
            int upper = lower + (int) Math.floorMod(key1 >>> 8, 5);
            if (random.nextBoolean()) {
              table.store(key1, key2, (int) Math.floorMod(key1 >>> 24, 60), lower, upper);
            } else {
              long entry = table.probe(key1, key2);
              if (entry != 0) {
                assertEquals(lower, GraphTable.lower(entry), "lower bound of " + key1);
                assertEquals(upper, GraphTable.upper(entry), "upper bound of " + key1);
              }
              assertEquals(0, table.probe(key1, ~key2), "another second half");
            }
          }
        });
  }
}
