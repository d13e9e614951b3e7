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
}
