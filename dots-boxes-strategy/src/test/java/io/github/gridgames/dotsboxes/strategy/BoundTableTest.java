package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The solver's transposition table: what a probe finds after stores. An entry reads back its
 * bounds and move, under its key and check only; storing again for the same key narrows the bounds
 * and keeps the old move when no new one is given; {@code clear} forgets everything, also when the
 * generations wrap around; of four keys in one bucket all stay, and a fifth replaces the one with
 * the most drawn lines; threads storing and probing at once read only entries stored for the key
 * they ask.
 */
class BoundTableTest {

  /**
   * The bucket of a key among 2^bucketBits buckets, as the tables find it (the top bits of a
   * Fibonacci hash).
   */
  private static int bucket(long key, int bucketBits) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - bucketBits));
  }

  /**
   * Returns {@code count} distinct keys that share one bucket of a table of 2^bucketBits buckets
   * (2^(bucketBits + 2) slots).
   */
  private static List<Long> keysOfOneBucket(int bucketBits, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long first = random.nextLong();
    List<Long> keys = new ArrayList<>(List.of(first));
    while (keys.size() < count) {
      long k = random.nextLong();
      if (bucket(k, bucketBits) == bucket(first, bucketBits) && !keys.contains(k)) {
        keys.add(k);
      }
    }
    return keys;
  }

  private static void assertEntry(BoundTable table, long key, int lower, int upper, int move) {
    long entry = table.probe(key);
    assertNotEquals(0, entry, "found " + key);
    assertEquals(lower, BoundTable.lower(entry), "lower bound");
    assertEquals(upper, BoundTable.upper(entry), "upper bound");
    assertEquals(move, BoundTable.move(entry), "move");
  }

  @Test
  void theSizeIsCheckedAndCounted() {
    assertThrows(IllegalArgumentException.class, () -> new BoundTable(3));
    assertThrows(IllegalArgumentException.class, () -> new BoundTable(30));
    assertEquals(16, new BoundTable(4).capacity());
    assertEquals(1 << 10, new BoundTable(10).capacity());
  }

  @Test
  void anEntryReadsBackItsBoundsAndMove() {
    BoundTable table = new BoundTable(6);
    long key = 0x0123_4567_89ab_cdefL;
    assertEquals(0, table.probe(key), "empty");
    table.store(key, 60, -128, 127, 254);
    assertEntry(table, key, -128, 127, 254);
    assertEquals(0, table.probe(key ^ 1), "another key");
    assertEquals(0, table.probe(key ^ (1L << 63)), "another key");

    BoundTable other = new BoundTable(6);
    other.store(key, 0, 7, 7, BoundTable.NO_MOVE);
    assertEntry(other, key, 7, 7, BoundTable.NO_MOVE);
    other.store(0, 1, -3, 4, 0);
    assertEntry(other, 0, -3, 4, 0);
  }

  /** A key of two words, as the graph keys are: the check's low 16 bits count beside the key. */
  @Test
  void anEntryReadsBackUnderItsKeyAndCheckOnly() {
    BoundTable table = new BoundTable(6);
    long key = 0x0123_4567_89ab_cdefL;
    long check = 0x7edc_ba98_7654_3210L;
    assertEquals(0, table.probe(key, check), "empty");
    table.store(key, check, 40, -128, 127, BoundTable.NO_MOVE);
    long entry = table.probe(key, check);
    assertEquals(-128, BoundTable.lower(entry));
    assertEquals(127, BoundTable.upper(entry));
    assertEquals(0, table.probe(key, check ^ 1), "the same key, another check");
    assertEquals(0, table.probe(key, check ^ (1 << 15)), "the same key, another check");
    assertEquals(0, table.probe(key), "the same key, check 0");
    assertEquals(0, table.probe(key ^ 1, check), "another key");
    table.store(key, check ^ 1, 40, 3, 3, BoundTable.NO_MOVE);
    assertEquals(3, BoundTable.lower(table.probe(key, check ^ 1)), "a key of its own");
    assertEquals(-128, BoundTable.lower(table.probe(key, check)), "kept beside it");
    table.store(key, check, 40, -5, 9, 7);
    assertEquals(-5, BoundTable.lower(table.probe(key, check)), "narrowed");
    assertEquals(7, BoundTable.move(table.probe(key, check)));
  }

  @Test
  void clearAfterTheLastGenerationEmptiesTheTable() {
    BoundTable table = new BoundTable(6);
    table.store(1, 5, -1, 1, 2); // generation 1
    for (int i = 0; i < 65_534; i++) {
      table.clear();
    }
    assertEquals(0, table.probe(1), "an earlier generation");
    table.store(3, 5, -2, 2, 4); // generation 65,535, the last
    assertEntry(table, 3, -2, 2, 4);
    table.clear(); // back to generation 1: the entry of the first generation must stay gone
    assertEquals(0, table.probe(1), "stored in generation 1 before the wrap");
    assertEquals(0, table.probe(3), "stored in the last generation");
    table.store(3, 5, -3, 3, 6);
    assertEntry(table, 3, -3, 3, 6);
  }

  @Test
  void touchingBucketsLeavesEveryEntryAsItWas() {
    BoundTable table = new BoundTable(6);
    long[] keys = new SplittableRandom(5).longs(20).toArray();
    for (int i = 0; i < keys.length; i += 2) {
      table.store(keys[i], 3, -i, i, i);
    }
    long first = table.touch(keys, keys.length);
    assertEquals(first, table.touch(keys, keys.length), "the same words");
    assertEquals(0, table.touch(keys, 0));
    for (int i = 0; i < keys.length; i += 2) {
      if (table.probe(keys[i]) != 0) { // unless a later key of the bucket replaced it
        assertEntry(table, keys[i], -i, i, i);
      }
    }
  }

  @Test
  void storingAgainNarrowsTheBounds() {
    BoundTable table = new BoundTable(6);
    long key = 42;
    table.store(key, 10, -5, 9, 3);
    table.store(key, 10, -7, 4, BoundTable.NO_MOVE);
    assertEntry(table, key, -5, 4, 3);
    table.store(key, 10, 1, 20, 8);
    assertEntry(table, key, 1, 4, 8);
    table.store(key, 10, -20, 2, BoundTable.NO_MOVE);
    assertEntry(table, key, 1, 2, 8);
  }

  @Test
  void clearForgetsEveryEntry() {
    BoundTable table = new BoundTable(8);
    SplittableRandom random = new SplittableRandom(3);
    long[] keys = random.longs(40).toArray();
    for (int round = 0; round < 3; round++) {
      for (long k : keys) {
        table.store(k, 5, -1, 1, BoundTable.NO_MOVE);
      }
      table.clear();
      for (long k : keys) {
        assertEquals(0, table.probe(k), "cleared");
      }
      table.store(keys[0], 5, -2, 2, 1);
      assertEntry(table, keys[0], -2, 2, 1);
      table.store(keys[0], 5, 0, 3, BoundTable.NO_MOVE);
      assertEntry(table, keys[0], 0, 2, 1);
      table.clear();
      table.store(keys[0], 5, -9, 9, BoundTable.NO_MOVE);
      assertEntry(table, keys[0], -9, 9, BoundTable.NO_MOVE);
      table.clear();
    }
  }

  @Test
  void aBucketKeepsFourKeysAndReplacesTheOneWithTheMostDrawnLines() {
    for (long seed = 0; seed < 5; seed++) {
      BoundTable table = new BoundTable(4);
      List<Long> k = keysOfOneBucket(2, 7, seed);
      table.store(k.get(0), 10, -1, 1, 0);
      table.store(k.get(1), 5, -2, 2, 1);
      table.store(k.get(2), 30, -3, 3, 2);
      table.store(k.get(3), 20, -4, 4, 3);
      assertEntry(table, k.get(0), -1, 1, 0);
      assertEntry(table, k.get(1), -2, 2, 1);
      assertEntry(table, k.get(2), -3, 3, 2);
      assertEntry(table, k.get(3), -4, 4, 3);

      // a fifth key replaces the entry with the most drawn lines, whatever its own number
      table.store(k.get(4), 40, -5, 5, 4);
      assertEquals(0, table.probe(k.get(2)), "the entry of 30 drawn lines is replaced");
      assertEntry(table, k.get(0), -1, 1, 0);
      assertEntry(table, k.get(1), -2, 2, 1);
      assertEntry(table, k.get(3), -4, 4, 3);
      assertEntry(table, k.get(4), -5, 5, 4);

      // updating a key keeps it where it is and replaces nothing
      table.store(k.get(4), 40, -1, 5, BoundTable.NO_MOVE);
      assertEntry(table, k.get(4), -1, 5, 4);
      assertEntry(table, k.get(0), -1, 1, 0);
      assertEntry(table, k.get(1), -2, 2, 1);
      assertEntry(table, k.get(3), -4, 4, 3);

      // of the rest, the entry of 40 drawn lines goes next
      table.store(k.get(5), 1, -6, 6, 5);
      assertEquals(0, table.probe(k.get(4)));
      assertEntry(table, k.get(5), -6, 6, 5);
      assertEntry(table, k.get(3), -4, 4, 3);

      // after clear every slot is free: four keys stay whatever their numbers of lines
      table.clear();
      for (int i = 0; i < 4; i++) {
        table.store(k.get(i), 3 * (4 - i), i, i, i);
      }
      for (int i = 0; i < 4; i++) {
        assertEntry(table, k.get(i), i, i, i);
      }
      assertEquals(0, table.probe(k.get(6)), "absent");
    }
  }

  /** Four keys in each bucket: the table holds as many entries as it has slots. */
  @Test
  void everySlotHoldsAnEntry() {
    int bits = 5;
    BoundTable table = new BoundTable(bits);
    List<Long> keys = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(5);
    int[] inBucket = new int[1 << (bits - 2)];
    while (keys.size() < table.capacity()) {
      long k = random.nextLong();
      if (inBucket[bucket(k, bits - 2)] < BoundTable.WAYS) {
        inBucket[bucket(k, bits - 2)]++;
        keys.add(k);
      }
    }
    for (int i = 0; i < keys.size(); i++) {
      table.store(keys.get(i), i % 7, -i % 64, i % 64, i % 200);
    }
    for (int i = 0; i < keys.size(); i++) {
      assertEntry(table, keys.get(i), -i % 64, i % 64, i % 200);
    }
  }

  @Test
  void randomStoresNeverReadBackAnotherKeysBounds() {
    BoundTable table = new BoundTable(5);
    SplittableRandom random = new SplittableRandom(11);
    java.util.Map<Long, int[]> model = new java.util.HashMap<>();
    for (int i = 0; i < 3000; i++) {
      long key = random.nextLong(200);
      int lower = random.nextInt(-64, 65);
      int upper = random.nextInt(lower, 65);
      int move = random.nextInt(2) == 0 ? BoundTable.NO_MOVE : random.nextInt(64);
      int drawn = random.nextInt(60);
      long before = table.probe(key);
      table.store(key, drawn, lower, upper, move);
      int[] want = {lower, upper, move};
      if (before != 0) {
        want[0] = Math.max(lower, BoundTable.lower(before));
        want[1] = Math.min(upper, BoundTable.upper(before));
        want[2] = move == BoundTable.NO_MOVE ? BoundTable.move(before) : move;
      }
      model.put(key, want);
      assertEntry(table, key, want[0], want[1], want[2]);
      for (long other = 0; other < 200; other += 7) {
        long e = table.probe(other);
        if (e != 0) {
          int[] m = model.get(other);
          assertEquals(m[0], BoundTable.lower(e), "key " + other);
          assertEquals(m[1], BoundTable.upper(e), "key " + other);
          assertEquals(m[2], BoundTable.move(e), "key " + other);
        }
      }
    }
  }
  /**
   * Runs {@code work} on {@code threads} threads at once, each with its own random source, and
   * rethrows the first failure.
   */
  private static void onThreads(int threads, Consumer<SplittableRandom> work) throws InterruptedException {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> started = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      SplittableRandom random = new SplittableRandom(100 + t);
      Thread thread =
          new Thread(
              () -> {
                try {
                  work.accept(random);
                } catch (Throwable e) {
                  failure.compareAndSet(null, e);
                }
              });
      started.add(thread);
      thread.start();
    }
    for (Thread thread : started) {
      thread.join();
    }
    if (failure.get() instanceof AssertionError e) {
      throw e;
    }
    assertEquals(null, failure.get(), "no thread failed");
  }

  /** The bounds and move every thread stores for a key: a function of the key. */
  private static int[] boundsOf(long key) {
    int lower = (int) Math.floorMod(key, 17) - 8;
    return new int[] {
      lower, lower + (int) Math.floorMod(key >>> 8, 5), (int) Math.floorMod(key >>> 16, 64)
    };
  }

  /**
   * Threads storing and probing one small table at once (many keys a bucket, slots overwritten
   * while others read them) find, for a key, its own entry or none, never a mix of two keys'
   * words.
   */
  @Test
  void threadsReadOnlyEntriesStoredForTheirKey() throws InterruptedException {
    BoundTable table = new BoundTable(4);
    long[] keys = new SplittableRandom(9).longs(200).toArray();
    onThreads(
        4,
        random -> {
          for (int i = 0; i < 200_000; i++) {
            long key = keys[random.nextInt(keys.length)];
            long check = (key & 1) == 0 ? 0 : key >>> 40; // keys of one word and of two
            int[] b = boundsOf(key);
            if (random.nextBoolean()) {
              table.store(key, check, (int) Math.floorMod(key >>> 24, 60), b[0], b[1], b[2]);
            } else {
              long entry = table.probe(key, check);
              if (entry != 0) {
                assertEquals(b[0], BoundTable.lower(entry), "lower bound of " + key);
                assertEquals(b[1], BoundTable.upper(entry), "upper bound of " + key);
                assertEquals(b[2], BoundTable.move(entry), "move of " + key);
              }
              assertEquals(0, table.probe(key, ~check), "another check");
            }
          }
        });
  }
}
