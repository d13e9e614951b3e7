package io.github.gridgames.nrow.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The tile-number map of the positions and strategies, against a {@link HashMap} model. */
class LongIntMapTest {

  /** Keys that hash alike in the low bits are common in tile coordinates; include the extremes. */
  private static long key(SplittableRandom random, int pool) {
    int i = random.nextInt(pool);
    return switch (i) {
      case 0 -> 0L;
      case 1 -> -1L;
      case 2 -> Long.MIN_VALUE;
      case 3 -> Long.MAX_VALUE;
      default -> PackedPoint.of(i % 37 - 18, i / 37 - 20);
    };
  }

  private static void assertSameEntries(Map<Long, Integer> model, LongIntMap map, SplittableRandom random, int pool) {
    for (Map.Entry<Long, Integer> e : model.entrySet()) {
      assertEquals(e.getValue(), map.get(e.getKey()), "key " + e.getKey());
    }
    for (int i = 0; i < 50; i++) {
      long k = key(random, pool);
      assertEquals(model.getOrDefault(k, 0), map.get(k), "key " + k);
    }
  }

  @Test
  void behavesLikeAMapWhereZeroIsAbsentThroughGrowthCopiesAndClears() {
    SplittableRandom random = new SplittableRandom(24);
    for (int round = 0; round < 20; round++) {
      int pool = 4 + random.nextInt(600); // up to hundreds of keys: the map grows several times
      LongIntMap map = new LongIntMap(random.nextInt(3) == 0 ? random.nextInt(300) - 50 : 0);
      Map<Long, Integer> model = new HashMap<>();
      LongIntMap copy = null;
      Map<Long, Integer> copyModel = null;
      for (int op = 0; op < 1500; op++) {
        long k = key(random, pool);
        int choice = random.nextInt(100);
        if (choice < 70) {
          int value = random.nextInt(5) == 0 ? 0 : random.nextInt() | 1;
          map.put(k, value);
          if (value == 0) {
            model.remove(k);
          } else {
            model.put(k, value);
          }
        } else if (choice < 98) {
          assertEquals(model.getOrDefault(k, 0), map.get(k), "key " + k);
        } else if (choice == 98) {
          copy = map.copy();
          copyModel = new HashMap<>(model);
        } else {
          map.clear();
          model.clear();
        }
      }
      assertSameEntries(model, map, random, pool);
      if (copy != null) {
        assertSameEntries(copyModel, copy, random, pool); // later changes of the map never reach it
        copy.put(Long.MIN_VALUE + 1, 7);
        assertEquals(model.getOrDefault(Long.MIN_VALUE + 1, 0), map.get(Long.MIN_VALUE + 1));
      }
    }
  }

  @Test
  void aClearedMapIsEmptyAndRefills() {
    LongIntMap map = new LongIntMap(64);
    for (int i = 1; i <= 200; i++) {
      map.put(PackedPoint.of(i, -i), i);
    }
    map.clear();
    for (int i = 1; i <= 200; i++) {
      assertEquals(0, map.get(PackedPoint.of(i, -i)));
    }
    for (int i = 1; i <= 200; i++) {
      map.put(PackedPoint.of(-i, i), 2 * i);
    }
    for (int i = 1; i <= 200; i++) {
      assertEquals(2 * i, map.get(PackedPoint.of(-i, i)));
      assertEquals(0, map.get(PackedPoint.of(i, -i)));
    }
  }

  /** The smallest power of two that is at least 64 and at least {@code 2 * expected}. */
  private static long referenceCapacity(long expected) {
    long capacity = 1;
    while (capacity < 64 || capacity < 2 * expected) {
      capacity *= 2;
    }
    return capacity;
  }

  @Test
  void theFirstCapacityHoldsTheExpectedKeysAtHalfLoad() {
    for (int expected = -3; expected <= 5000; expected++) {
      assertEquals(referenceCapacity(expected), LongIntMap.capacityFor(expected), "expected " + expected);
    }
    assertEquals(64, LongIntMap.capacityFor(Integer.MIN_VALUE));
    assertEquals(1 << 29, LongIntMap.capacityFor(1 << 28));
    assertEquals(1 << 30, LongIntMap.capacityFor((1 << 28) + 1));
    assertEquals(1 << 30, LongIntMap.capacityFor(1 << 29));
    assertEquals(1 << 30, LongIntMap.capacityFor((1 << 29) + 1)); // the cap
    assertEquals(1 << 30, LongIntMap.capacityFor(Integer.MAX_VALUE)); // 2 * expected overflows an int
    for (int expected : new int[] {-1, 0, 32, 33, 100, 1000}) {
      assertEquals(LongIntMap.capacityFor(expected), new LongIntMap(expected).capacity(), "expected " + expected);
    }
  }

  @Test
  void growsOnlyWhenAKeyWouldFillMoreThanHalf() {
    LongIntMap map = new LongIntMap(0);
    for (int n = 1; n <= 1100; n++) {
      map.put(PackedPoint.of(n, 3 - n), n);
      assertEquals(referenceCapacity(n), map.capacity(), "after " + n + " keys");
      map.put(PackedPoint.of(n, 3 - n), -n); // a key already there takes no new slot
      assertEquals(referenceCapacity(n), map.capacity(), "after " + n + " keys, one set again");
    }
  }
}
