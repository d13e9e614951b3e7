package io.github.gridgames.nrow;

import io.github.gridgames.core.internal.Hashing;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, persistent map from {@code long} keys to {@code long} values: a compressed hash
 * array mapped prefix tree (CHAMP). Every update returns a new map that shares all untouched nodes
 * with the old one, so an update copies only one path of at most 13 nodes of at most 32 slots;
 * lookups, insertions and removals cost {@code O(log32 n)}.
 *
 * <p>Keys are spread with a bijective 64-bit mixer, so distinct keys always have distinct 64-bit
 * hashes and no collision nodes are needed: 5 hash bits per level, 13 levels use all 64 bits.
 * The tree is canonical (entries are kept inline whenever their hash prefix is unique and nodes
 * are compacted on removal), so two maps with the same entries have the same shape and
 * {@link #equals(Object)} can compare them structurally, skipping shared subtrees at once.
 *
 * <p>Iteration order is the hash order: deterministic, but meaningless; callers that need an
 * order sort.
 */
final class PersistentLongLongMap {

  /** Receives one entry at a time from {@link #forEach(EntryConsumer)}. */
  @FunctionalInterface
  interface EntryConsumer {
    void accept(long key, long value);
  }

  private static final int BITS = 5;
  private static final int MASK = (1 << BITS) - 1;

  private static final Node EMPTY_NODE = new Node(0, 0, new long[0], new long[0], new Node[0]);

  private static final PersistentLongLongMap EMPTY = new PersistentLongLongMap(EMPTY_NODE, 0);

  private final Node root;
  private final int size;

  private PersistentLongLongMap(Node root, int size) {
    this.root = root;
    this.size = size;
  }

  /** Returns the empty map. */
  static PersistentLongLongMap empty() {
    return EMPTY;
  }

  /** Returns the number of entries. */
  int size() {
    return size;
  }

  /** Returns whether the map has no entries. */
  boolean isEmpty() {
    return size == 0;
  }

  /** Returns the value of {@code key}, or {@code absent} if it has none. */
  long get(long key, long absent) {
    long hash = hash(key);
    Node node = root;
    int shift = 0;
    while (true) {
      int bit = bit(hash, shift);
      if ((node.dataMap & bit) != 0) {
        int index = Integer.bitCount(node.dataMap & (bit - 1));
        return node.keys[index] == key ? node.values[index] : absent;
      }
      if ((node.nodeMap & bit) == 0) {
        return absent;
      }
      node = node.nodes[Integer.bitCount(node.nodeMap & (bit - 1))];
      shift += BITS;
    }
  }

  /** Returns this map with {@code key} mapped to {@code value}; this map if it already was. */
  PersistentLongLongMap put(long key, long value) {
    boolean[] added = new boolean[1];
    Node newRoot = root.put(key, hash(key), value, 0, added);
    if (newRoot == root) {
      return this;
    }
    return new PersistentLongLongMap(newRoot, added[0] ? size + 1 : size);
  }

  /** Returns this map without {@code key}; this map if it had no such key. */
  PersistentLongLongMap remove(long key) {
    Node newRoot = root.remove(key, hash(key), 0);
    if (newRoot == root) {
      return this;
    }
    return size == 1 ? EMPTY : new PersistentLongLongMap(newRoot, size - 1);
  }

  /** Calls {@code consumer} once per entry, in hash order. */
  void forEach(EntryConsumer consumer) {
    root.forEach(consumer);
  }

  /** Two maps are equal when they have the same entries. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof PersistentLongLongMap other
        && size == other.size
        && root.sameAs(other.root);
  }

  /** Returns a hash of the entries, consistent with {@link #equals(Object)}. */
  @Override
  public int hashCode() {
    long[] sum = new long[1];
    root.forEach((key, value) -> sum[0] += Hashing.mix(key) ^ Hashing.mix(value));
    return Long.hashCode(sum[0]);
  }

  /** Returns the entries as {@code {key=value, ...}} in hash order. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("{");
    root.forEach(
        (key, value) -> {
          if (sb.length() > 1) {
            sb.append(", ");
          }
          sb.append(key).append('=').append(value);
        });
    return sb.append('}').toString();
  }

  /** Returns the number of levels of the tree, for tests. */
  int depth() {
    return root.depth();
  }

  /** The key's hash: a bijection of the 64-bit key (SplitMix64's finaliser). */
  static long hash(long key) {
    return Hashing.mix(key);
  }

  private static int bit(long hash, int shift) {
    return 1 << ((int) (hash >>> shift) & MASK);
  }

  /**
   * One node: inline entries ({@code dataMap}, {@code keys}, {@code values}) and sub-nodes
   * ({@code nodeMap}, {@code nodes}), each indexed by the rank of its bit in its bitmap. The two
   * bitmaps are disjoint. Nodes never change after construction.
   */
  private static final class Node {
    final int dataMap;
    final int nodeMap;
    final long[] keys;
    final long[] values;
    final Node[] nodes;

    Node(int dataMap, int nodeMap, long[] keys, long[] values, Node[] nodes) {
      this.dataMap = dataMap;
      this.nodeMap = nodeMap;
      this.keys = keys;
      this.values = values;
      this.nodes = nodes;
    }

    Node put(long key, long hash, long value, int shift, boolean[] added) {
      int bit = bit(hash, shift);
      if ((dataMap & bit) != 0) {
        int index = Integer.bitCount(dataMap & (bit - 1));
        long existing = keys[index];
        if (existing == key) {
          if (values[index] == value) {
            return this;
          }
          long[] newValues = values.clone();
          newValues[index] = value;
          return new Node(dataMap, nodeMap, keys, newValues, nodes);
        }
        added[0] = true;
        Node merged =
            mergeTwo(existing, hash(existing), values[index], key, hash, value, shift + BITS);
        return withoutDataWithNode(bit, index, merged);
      }
      if ((nodeMap & bit) != 0) {
        int index = Integer.bitCount(nodeMap & (bit - 1));
        Node child = nodes[index];
        Node newChild = child.put(key, hash, value, shift + BITS, added);
        if (newChild == child) {
          return this;
        }
        Node[] newNodes = nodes.clone();
        newNodes[index] = newChild;
        return new Node(dataMap, nodeMap, keys, values, newNodes);
      }
      added[0] = true;
      int index = Integer.bitCount(dataMap & (bit - 1));
      return new Node(
          dataMap | bit, nodeMap, insert(keys, index, key), insert(values, index, value), nodes);
    }

    Node remove(long key, long hash, int shift) {
      int bit = bit(hash, shift);
      if ((dataMap & bit) != 0) {
        int index = Integer.bitCount(dataMap & (bit - 1));
        if (keys[index] != key) {
          return this;
        }
        return new Node(
            dataMap & ~bit, nodeMap, delete(keys, index), delete(values, index), nodes);
      }
      if ((nodeMap & bit) != 0) {
        int index = Integer.bitCount(nodeMap & (bit - 1));
        Node child = nodes[index];
        Node newChild = child.remove(key, hash, shift + BITS);
        if (newChild == child) {
          return this;
        }
        if (newChild.nodeMap == 0 && newChild.keys.length == 1) {
          // Canonical form: a lone entry moves up into this node.
          int dataIndex = Integer.bitCount(dataMap & (bit - 1));
          return new Node(
              dataMap | bit,
              nodeMap & ~bit,
              insert(keys, dataIndex, newChild.keys[0]),
              insert(values, dataIndex, newChild.values[0]),
              delete(nodes, index));
        }
        Node[] newNodes = nodes.clone();
        newNodes[index] = newChild;
        return new Node(dataMap, nodeMap, keys, values, newNodes);
      }
      return this;
    }

    private Node withoutDataWithNode(int bit, int dataIndex, Node node) {
      int nodeIndex = Integer.bitCount(nodeMap & (bit - 1));
      return new Node(
          dataMap & ~bit,
          nodeMap | bit,
          delete(keys, dataIndex),
          delete(values, dataIndex),
          insert(nodes, nodeIndex, node));
    }

    private static Node mergeTwo(long k1, long h1, long v1, long k2, long h2, long v2, int shift) {
      int f1 = (int) (h1 >>> shift) & MASK;
      int f2 = (int) (h2 >>> shift) & MASK;
      if (f1 != f2) {
        int map = (1 << f1) | (1 << f2);
        return f1 < f2
            ? new Node(map, 0, new long[] {k1, k2}, new long[] {v1, v2}, EMPTY_NODE.nodes)
            : new Node(map, 0, new long[] {k2, k1}, new long[] {v2, v1}, EMPTY_NODE.nodes);
      }
      // Distinct keys have distinct hashes, so they differ at some shift <= 60.
      Node child = mergeTwo(k1, h1, v1, k2, h2, v2, shift + BITS);
      return new Node(0, 1 << f1, EMPTY_NODE.keys, EMPTY_NODE.values, new Node[] {child});
    }

    void forEach(EntryConsumer consumer) {
      for (int i = 0; i < keys.length; i++) {
        consumer.accept(keys[i], values[i]);
      }
      for (Node node : nodes) {
        node.forEach(consumer);
      }
    }

    boolean sameAs(Node other) {
      if (this == other) {
        return true;
      }
      if (dataMap != other.dataMap
          || nodeMap != other.nodeMap
          || !Arrays.equals(keys, other.keys)
          || !Arrays.equals(values, other.values)) {
        return false;
      }
      for (int i = 0; i < nodes.length; i++) {
        if (!nodes[i].sameAs(other.nodes[i])) {
          return false;
        }
      }
      return true;
    }

    int depth() {
      int max = 0;
      for (Node node : nodes) {
        max = Math.max(max, node.depth());
      }
      return max + 1;
    }

    private static long[] insert(long[] array, int index, long value) {
      long[] out = new long[array.length + 1];
      System.arraycopy(array, 0, out, 0, index);
      out[index] = value;
      System.arraycopy(array, index, out, index + 1, array.length - index);
      return out;
    }

    private static Node[] insert(Node[] array, int index, Node value) {
      Node[] out = new Node[array.length + 1];
      System.arraycopy(array, 0, out, 0, index);
      out[index] = value;
      System.arraycopy(array, index, out, index + 1, array.length - index);
      return out;
    }

    private static long[] delete(long[] array, int index) {
      long[] out = new long[array.length - 1];
      System.arraycopy(array, 0, out, 0, index);
      System.arraycopy(array, index + 1, out, index, array.length - index - 1);
      return out;
    }

    private static Node[] delete(Node[] array, int index) {
      Node[] out = new Node[array.length - 1];
      System.arraycopy(array, 0, out, 0, index);
      System.arraycopy(array, index + 1, out, index, array.length - index - 1);
      return out;
    }
  }
}
