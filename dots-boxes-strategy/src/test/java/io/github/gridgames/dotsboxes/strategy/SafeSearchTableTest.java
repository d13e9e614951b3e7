package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The safe search's table: an entry reads back every field it was stored with, over each field's
 * whole range; only its own key finds it; {@code clear} forgets it.
 */
class SafeSearchTableTest {

  private static void assertEntry(
      long entry, int depth, int flag, int value, int move, boolean horizon) {
    assertNotEquals(0, entry, "an entry is found");
    assertEquals(depth, SafeSearch.Table.depth(entry), "depth");
    assertEquals(flag, SafeSearch.Table.flag(entry), "flag");
    assertEquals(value, SafeSearch.Table.value(entry), "value");
    assertEquals(move, SafeSearch.Table.move(entry), "move");
    assertEquals(horizon, SafeSearch.Table.horizon(entry), "horizon");
  }

  @Test
  void anEntryReadsBackEveryFieldAtTheEndsOfItsRanges() {
    SafeSearch.Table table = new SafeSearch.Table(4);
    long key = 0x1234_5678_9abc_def0L;
    int[][] cases = {
      // depth, flag, value, move, horizon
      {0, -1, -32768, -1, 0},
      {255, 1, 32767, 131070, 1},
      {1, 0, 0, 0, 1},
      {64, 1, -1, 59, 0},
      {17, -1, 5, 130, 1},
    };
    for (int[] c : cases) {
      table.put(key, c[0], c[1], c[2], c[3], c[4] == 1);
      assertEntry(table.get(key), c[0], c[1], c[2], c[3], c[4] == 1);
    }
    table.put(key, 1000, 0, 3, 2, false);
    assertEquals(255, SafeSearch.Table.depth(table.get(key)), "depths above 255 are kept as 255");
  }

  @Test
  void randomEntriesReadBackWhileNoOtherKeyTookTheirSlot() {
    SplittableRandom random = new SplittableRandom(7);
    SafeSearch.Table table = new SafeSearch.Table(16);
    for (int i = 0; i < 2000; i++) {
      long key = random.nextLong();
      int depth = random.nextInt(256);
      int flag = random.nextInt(3) - 1;
      int value = random.nextInt(-1000, 1001);
      int move = random.nextInt(-1, 200);
      boolean horizon = random.nextBoolean();
      table.put(key, depth, flag, value, move, horizon);
      assertEntry(table.get(key), depth, flag, value, move, horizon);
      assertEquals(0, table.get(key ^ 1), "a key differing in one bit");
      assertEquals(0, table.get(key ^ (1L << 40)), "a key differing in a high bit");
    }
  }

  @Test
  void keysOfOneSlotReplaceEachOther() {
    SafeSearch.Table table = new SafeSearch.Table(4);
    long a = 3;
    long b = 3 + 16; // same low bits: the same of the 16 slots
    long c = 3L << 32; // the high half folds in: slot 3 as well
    table.put(a, 1, 0, 10, 1, false);
    assertEntry(table.get(a), 1, 0, 10, 1, false);
    table.put(b, 2, 0, 20, 2, false);
    assertEquals(0, table.get(a), "replaced");
    assertEntry(table.get(b), 2, 0, 20, 2, false);
    table.put(c, 3, 0, 30, 3, true);
    assertEquals(0, table.get(b), "replaced");
    assertEntry(table.get(c), 3, 0, 30, 3, true);
    long d = 4;
    table.put(d, 4, 1, 40, 4, false);
    assertEntry(table.get(c), 3, 0, 30, 3, true);
    assertEntry(table.get(d), 4, 1, 40, 4, false);
  }

  @Test
  void clearForgetsEveryEntryAndLaterEntriesCount() {
    SafeSearch.Table table = new SafeSearch.Table(8); // keys 1 to 50 fold to 50 slots
    for (int round = 0; round < 5; round++) {
      for (long key = 1; key <= 50; key++) {
        table.put(key + (77L << 32), round, 0, (int) key + round, (int) key, false);
      }
      for (long key = 1; key <= 50; key++) {
        assertEntry(table.get(key + (77L << 32)), round, 0, (int) key + round, (int) key, false);
      }
      table.clear();
      for (long key = 1; key <= 50; key++) {
        assertEquals(0, table.get(key + (77L << 32)), "cleared in round " + round);
      }
    }
    assertFalse(SafeSearch.Table.horizon(0));
    assertTrue(SafeSearch.Table.horizon(1L << 43));
  }
}
