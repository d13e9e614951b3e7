package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  /** A key whose hash the test chooses, to force collisions. */
  record Key(String name, long hash) {}

  @Test
  void equalHashesOfDifferentKeysNeverMatch() {
    TranspositionTable table = new TranspositionTable(4, false);
    table.store("a", 7, 1.0, TranspositionTable.EXACT, 1, null);
    assertEquals(-1, table.probe("b", 7));
    int slot = table.probe("a", 7);
    assertTrue(slot >= 0);
    assertEquals(1.0, table.value(slot));
  }

  @Test
  void theDeepSlotKeepsTheDeepestEntryAndTheOtherIsAlwaysReplaced() {
    TranspositionTable table = new TranspositionTable(4, false);
    long hash = 6; // bucket of slots 6 and 7
    table.store("deep", hash, 1, TranspositionTable.EXACT, 10, null);
    table.store("shallow1", hash, 2, TranspositionTable.EXACT, 1, null);
    table.store("shallow2", hash, 3, TranspositionTable.EXACT, 2, null);
    assertTrue(table.probe("deep", hash) >= 0);
    assertEquals(-1, table.probe("shallow1", hash));
    assertTrue(table.probe("shallow2", hash) >= 0);
    table.store("deeper", hash, 4, TranspositionTable.EXACT, 11, null);
    // The deep entry moves to the second slot.
    assertTrue(table.probe("deeper", hash) >= 0);
    assertTrue(table.probe("deep", hash) >= 0);
    assertEquals(-1, table.probe("shallow2", hash));
  }

  @Test
  void forDepthLimitedSearchTheDeeperEntryOfAKeyWinsAndExactnessBreaksTies() {
    TranspositionTable table = new TranspositionTable(4, false);
    table.store("k", 3, 5, TranspositionTable.LOWER, 6, "m1");
    table.store("k", 3, 9, TranspositionTable.EXACT, 2, "m2");
    assertEquals(5, table.value(table.probe("k", 3)));
    table.store("k", 3, 7, TranspositionTable.EXACT, 6, "m3");
    assertEquals(7, table.value(table.probe("k", 3)));
    assertEquals("m3", table.move(table.probe("k", 3)));
    table.store("k", 3, 8, TranspositionTable.UPPER, 6, "m4");
    assertEquals(7, table.value(table.probe("k", 3)));
    table.store("k", 3, 8, TranspositionTable.UPPER, 7, "m4");
    assertEquals(8, table.value(table.probe("k", 3)));
  }

  @Test
  void forGameValuesAnExactEntryIsFinal() {
    TranspositionTable table = new TranspositionTable(4, true);
    table.store("k", 3, 5, TranspositionTable.LOWER, 6, "m1");
    table.store("k", 3, 7, TranspositionTable.EXACT, 1, "m2");
    assertEquals(7, table.value(table.probe("k", 3)));
    table.store("k", 3, 9, TranspositionTable.LOWER, 20, "m3");
    assertEquals(7, table.value(table.probe("k", 3)));
    assertEquals(TranspositionTable.EXACT, table.bound(table.probe("k", 3)));
  }

  @Test
  void aNewGenerationForgetsEverything() {
    TranspositionTable table = new TranspositionTable(6, false);
    for (int i = 0; i < 40; i++) {
      table.store("k" + i, i * 0x9E3779B97F4A7C15L, i, TranspositionTable.EXACT, 1, null);
    }
    assertTrue(table.size() > 0);
    table.newGeneration();
    assertEquals(0, table.size());
    for (int i = 0; i < 40; i++) {
      assertEquals(-1, table.probe("k" + i, i * 0x9E3779B97F4A7C15L));
    }
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
                // Few distinct hashes: many collisions of different keys.
                Key k = new Key("k" + key, key % 97);
                table.store(k, k.hash(), n, TranspositionTable.EXACT, 1, null);
                latest.put(key, n);
              }
              assertTrue(table.size() <= 1 << bits);
              for (Map.Entry<Integer, Integer> e : latest.entrySet()) {
                Key k = new Key("k" + e.getKey(), e.getKey() % 97);
                int slot = table.probe(k, k.hash());
                if (slot >= 0) {
                  assertEquals((double) e.getValue(), table.value(slot));
                }
              }
            });
  }

  @Test
  void hashesOfKeys() {
    PilesState state = Piles.lastTakeWins(2, 1, 3).initialState();
    assertEquals(state.positionHash(), TranspositionTable.hashOf(state));
    assertEquals(Seeds.mix(42L), TranspositionTable.hashOf(42L));
    assertEquals(Seeds.mix("x".hashCode()), TranspositionTable.hashOf("x"));
    assertThrows(IllegalArgumentException.class, () -> TranspositionTable.checkBits(29));
  }
}
