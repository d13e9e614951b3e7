package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.gridgames.core.internal.Hashing;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  /** Returns {@code n} distinct keys that all fall into the bucket of {@code key} in a table. */
  private static long[] sameBucket(long key, int bits, int n) {
    long[] keys = new long[n];
    int mask = (1 << bits) - 2;
    int bucket = (int) Hashing.mix(key) & mask;
    int found = 0;
    for (long candidate = key; found < n; candidate++) {
      if (((int) Hashing.mix(candidate) & mask) == bucket) {
        keys[found++] = candidate;
      }
    }
    return keys;
  }

  @Test
  void onlyTheSameKeyMatches() {
    TranspositionTable table = new TranspositionTable(4, false);
    long[] keys = sameBucket(7, 4, 2);
    table.store(keys[0], 1.0, TranspositionTable.EXACT, 1, 3);
    assertEquals(-1, table.probe(keys[1]));
    int slot = table.probe(keys[0]);
    assertTrue(slot >= 0);
    assertEquals(1.0, table.value(slot));
    assertEquals(3, table.move(slot));
  }

  @Test
  void theDeepSlotKeepsTheDeepestEntryAndTheOtherIsAlwaysReplaced() {
    TranspositionTable table = new TranspositionTable(4, false);
    long[] k = sameBucket(100, 4, 5);
    long deep = k[0];
    long shallow1 = k[1];
    long shallow2 = k[2];
    long deeper = k[3];
    table.store(deep, 1, TranspositionTable.EXACT, 10, TranspositionTable.NO_MOVE);
    table.store(shallow1, 2, TranspositionTable.EXACT, 1, TranspositionTable.NO_MOVE);
    table.store(shallow2, 3, TranspositionTable.EXACT, 2, TranspositionTable.NO_MOVE);
    assertTrue(table.probe(deep) >= 0);
    assertEquals(-1, table.probe(shallow1));
    assertTrue(table.probe(shallow2) >= 0);
    table.store(deeper, 4, TranspositionTable.EXACT, 11, TranspositionTable.NO_MOVE);
    // The deep entry moves to the second slot.
    assertTrue(table.probe(deeper) >= 0);
    assertTrue(table.probe(deep) >= 0);
    assertEquals(-1, table.probe(shallow2));
  }

  @Test
  void forDepthLimitedSearchTheDeeperEntryOfAKeyWinsAndExactnessBreaksTies() {
    TranspositionTable table = new TranspositionTable(4, false);
    table.store(3, 5, TranspositionTable.LOWER, 6, 1);
    table.store(3, 9, TranspositionTable.EXACT, 2, 2);
    assertEquals(5, table.value(table.probe(3)));
    table.store(3, 7, TranspositionTable.EXACT, 6, 3);
    assertEquals(7, table.value(table.probe(3)));
    assertEquals(3, table.move(table.probe(3)));
    table.store(3, 8, TranspositionTable.UPPER, 6, 4);
    assertEquals(7, table.value(table.probe(3)));
    table.store(3, 8, TranspositionTable.UPPER, 7, 4);
    assertEquals(8, table.value(table.probe(3)));
  }

  @Test
  void forGameValuesAnExactEntryIsFinal() {
    TranspositionTable table = new TranspositionTable(4, true);
    table.store(3, 5, TranspositionTable.LOWER, 6, 1);
    table.store(3, 7, TranspositionTable.EXACT, 1, 2);
    assertEquals(7, table.value(table.probe(3)));
    table.store(3, 9, TranspositionTable.LOWER, 20, 3);
    assertEquals(7, table.value(table.probe(3)));
    assertEquals(TranspositionTable.EXACT, table.bound(table.probe(3)));
  }

  @Test
  void aNewGenerationForgetsEverything() {
    TranspositionTable table = new TranspositionTable(6, false);
    for (int i = 0; i < 40; i++) {
      table.store(i, i, TranspositionTable.EXACT, 1, TranspositionTable.NO_MOVE);
    }
    assertTrue(table.size() > 0);
    table.newGeneration();
    assertEquals(0, table.size());
    for (int i = 0; i < 40; i++) {
      assertEquals(-1, table.probe(i));
    }
  }

  @Test
  void consecutiveKeysSpreadOverTheBuckets() {
    // Exact packings give consecutive keys; the table mixes them, so 600 of them fit in 1024
    // slots with few evictions.
    TranspositionTable table = new TranspositionTable(10, false);
    for (int key = 0; key < 600; key++) {
      table.store(key, key, TranspositionTable.EXACT, 1, TranspositionTable.NO_MOVE);
    }
    assertTrue(table.size() > 500, "only " + table.size() + " of 600 kept");
  }

  @Test
  void growsUpToItsBoundAndNeverReturnsAWrongValue() {
    qt().withFixedSeed(61)
        .withExamples(30)
        .forAll(
            integers().between(1, 14),
            lists().of(integers().between(0, 3000)).ofSizeBetween(0, 1500))
        .checkAssert(
            (bits, keys) -> {
              TranspositionTable table = new TranspositionTable(bits, false);
              Map<Integer, Integer> latest = new HashMap<>();
              int n = 0;
              for (int key : keys) {
                n++;
                table.store(key, n, TranspositionTable.EXACT, 1, TranspositionTable.NO_MOVE);
                latest.put(key, n);
              }
              assertTrue(table.size() <= 1 << bits);
              for (Map.Entry<Integer, Integer> e : latest.entrySet()) {
                int slot = table.probe(e.getKey());
                if (slot >= 0) {
                  assertEquals((double) e.getValue(), table.value(slot));
                }
              }
            });
  }

  @Test
  void rejectsBadSizes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TranspositionTable.checkBits(29));
    assertEquals("table bits must be in 1..28, got 29", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TranspositionTable.checkBits(0));
  }
}
