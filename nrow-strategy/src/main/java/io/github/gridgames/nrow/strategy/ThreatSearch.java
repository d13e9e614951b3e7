package io.github.gridgames.nrow.strategy;

import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.internal.Directions;
import io.github.gridgames.nrow.internal.LongIntMap;
import io.github.gridgames.nrow.internal.PackedPoint;

/**
 * Threat-space search for two players: looks for a forced win of the attacker (the player to
 * move) made only of threats, so that the defender's replies are few.
 *
 * <p>Every attacker move makes a <em>four</em> (the defender must take its one gain square) or,
 * while the allowance of threes lasts, an <em>open three</em> (the defender must take a point of
 * the three's line that stops the open four, or counter with a four of his own). The attacker wins
 * at a node when he can complete N, or make two gain squares while the defender cannot complete
 * N. When the defender has a point that completes N (he answered a three with a four), the
 * attacker must take it, and goes on if that point is itself a threat, or if his open three still
 * stands, which the defender must then answer again; with two such points the line fails. A
 * found win is only as sound as this model of the defence (a reply outside the three's line that
 * is not a four is not considered), which is the usual approximation of threat-space search; a
 * failure proves nothing.
 *
 * <p>The search plays and undoes its stones on the game's {@link NRowPosition}, so it assumes
 * that the two players alternate for as long as it looks ahead (its caller checks the turn
 * order); a line that ends the game early (at the stone cap) fails. The threat points of each
 * side are kept from node to node: only the points on the lines through the last two stones are
 * classified again. Failed nodes are remembered in a small table keyed by the position's hash.
 * Each node is one work unit of the {@link Meter}.
 */
final class ThreatSearch {

  /** Tag bit: the point completes N. */
  static final int TAG_FIVE = 1;

  /** Tag bit: the point makes exactly one gain square. */
  static final int TAG_FOUR = 2;

  /** Tag bit: the point makes two or more gain squares. */
  static final int TAG_OPEN = 4;

  /** The shift of the open-three direction bits in a tag. */
  static final int THREE_SHIFT = 4;

  private static final int KIND_FIVE = 0;
  private static final int KIND_FOUR = 1;
  private static final int KIND_THREAT = 2;

  private static final int TABLE_BITS = 14;

  private final NRowPosition board;
  private final LineAnalyzer lines;
  private final Meter meter;
  private final int n;
  private final LongIntMap stamps = new LongIntMap(1024);
  private int generation;

  private final long[] failKeys = new long[1 << TABLE_BITS];
  private final int[] failInfo = new int[1 << TABLE_BITS];

  private int attacker;
  private int defender;
  private boolean aborted;
  private long winningMove;

  ThreatSearch(NRowPosition board, LineAnalyzer lines, Meter meter) {
    this.board = board;
    this.lines = lines;
    this.meter = meter;
    this.n = board.game().n();
  }

  /**
   * Plays a stone of the player to move on a legal point; returns whether the game goes on (the
   * stone cap may end it), after which the caller undoes the stone either way.
   */
  private boolean place(long point) {
    board.makeMove(board.code(PackedPoint.x(point), PackedPoint.y(point)));
    return !board.isTerminal();
  }

  /** Returns the tag of the last analysis of {@code lines}: five, four, open and three bits. */
  static int tagOf(LineAnalyzer lines) {
    int tag = lines.threeDirs << THREE_SHIFT;
    if (lines.five) {
      tag |= TAG_FIVE;
    }
    if (lines.gains == 1) {
      tag |= TAG_FOUR;
    } else if (lines.gains >= 2) {
      tag |= TAG_OPEN;
    }
    return tag;
  }

  /** Whether a tag makes four or better (five, four or open four). */
  static boolean isFourTag(int tag) {
    return (tag & (TAG_FIVE | TAG_FOUR | TAG_OPEN)) != 0;
  }

  /**
   * Searches for a forced win of {@code attacker}, who is to move.
   *
   * @param attacker the attacker's index
   * @param defender the defender's index
   * @param attackerThreats the attacker's threat points (tagged) before {@code lastDefender}
   * @param defenderFives the defender's points that complete N (tagged) before it
   * @param defenderFours the defender's four points (tagged) before it
   * @param hasLastDefender whether a defender stone was placed since the sets were made
   * @param lastDefender that stone, packed
   * @param depth the most attacker moves
   * @param threes the most open threes among them
   * @return whether a win was found; then {@link #winningMove()} is its first move
   */
  boolean findWin(
      int attacker,
      int defender,
      Longs attackerThreats,
      Longs defenderFives,
      Longs defenderFours,
      boolean hasLastDefender,
      long lastDefender,
      int depth,
      int threes) {
    this.attacker = attacker;
    this.defender = defender;
    this.aborted = false;
    return attack(
        depth, threes, attackerThreats, defenderFives, defenderFours, false, 0, hasLastDefender,
        lastDefender, 0, 0, true);
  }

  /** Whether the last search ran out of budget. */
  boolean aborted() {
    return aborted;
  }

  /** The first move of the win found by the last successful search, packed. */
  long winningMove() {
    return winningMove;
  }

  /**
   * An attacker node. {@code m} and {@code q} are the attacker's and the defender's last stones
   * (if any); {@code pending} with {@code pendingDirs} is the attacker's last open three, which
   * the defender may have answered with a four instead of blocking it.
   */
  private boolean attack(
      int depth,
      int threes,
      Longs aSet,
      Longs fiveSet,
      Longs fourSet,
      boolean hasM,
      long m,
      boolean hasQ,
      long q,
      long pending,
      int pendingDirs,
      boolean root) {
    if (!meter.take()) {
      aborted = true;
      return false;
    }
    long key = board.positionHash() ^ (Hashing.GOLDEN_GAMMA * (attacker + 1));
    if (pendingDirs != 0) {
      key ^= Hashing.combine(pending, pendingDirs);
    }
    if (failed(key, depth, threes)) {
      return false;
    }
    Longs threats = refresh(aSet, attacker, threes > 0 ? KIND_THREAT : KIND_FOUR, hasM, m, hasQ, q, hasM, m);
    Longs fives = refresh(fiveSet, defender, KIND_FIVE, hasM, m, hasQ, q, hasQ, q);
    Longs fours =
        threes > 0 || pendingDirs != 0 ? refresh(fourSet, defender, KIND_FOUR, hasM, m, hasQ, q, hasQ, q) : fourSet;
    for (int i = 0; i < threats.size(); i++) {
      if ((threats.tag(i) & TAG_FIVE) != 0) {
        return won(threats.get(i), root);
      }
    }
    if (fives.size() >= 2 || depth == 0) {
      return fail(key, depth, threes);
    }
    Longs moves = threats;
    if (fives.size() == 1) {
      long block = fives.get(0);
      int tag = classify(block, attacker, threes > 0 ? KIND_THREAT : KIND_FOUR);
      if (tag == 0) {
        boolean ok =
            pendingDirs != 0
                && renewThree(block, pending, pendingDirs, depth, threes, threats, fives, fours);
        return ok ? won(block, root) : fail(key, depth, threes);
      }
      moves = new Longs(1);
      moves.add(block, tag);
    }
    for (int i = 0; i < moves.size(); i++) {
      if ((moves.tag(i) & TAG_OPEN) != 0) {
        return won(moves.get(i), root);
      }
    }
    for (int pass = 0; pass < 2; pass++) {
      for (int i = 0; i < moves.size(); i++) {
        int tag = moves.tag(i);
        boolean four = (tag & TAG_FOUR) != 0;
        if (pass == 0 ? !four : four || tag >>> THREE_SHIFT == 0 || threes == 0) {
          continue;
        }
        long move = moves.get(i);
        boolean ok =
            four
                ? tryFour(move, depth, threes, threats, fives, fours, pending, pendingDirs)
                : tryThree(move, tag >>> THREE_SHIFT, depth, threes, threats, fives, fours);
        if (ok) {
          return won(move, root);
        }
        if (aborted) {
          return false;
        }
      }
    }
    return fail(key, depth, threes);
  }

  private boolean tryFour(
      long move,
      int depth,
      int threes,
      Longs threats,
      Longs fives,
      Longs fours,
      long pending,
      int pendingDirs) {
    boolean ok = false;
    if (place(move)) {
      lines.load(PackedPoint.x(move), PackedPoint.y(move));
      lines.analyze(attacker, false, false);
      if (lines.gains == 1 && !lines.five) {
        long gain = lines.firstGain;
        if (place(gain)) {
          ok = attack(depth - 1, threes, threats, fives, fours, true, move, true, gain, pending, pendingDirs, false);
        }
        board.unmakeMove();
      }
    }
    board.unmakeMove();
    return ok;
  }

  private boolean tryThree(
      long move, int dirs, int depth, int threes, Longs threats, Longs fives, Longs fours) {
    boolean ok = place(move) && answerThree(move, dirs, move, depth, threes - 1, threats, fives, fours);
    board.unmakeMove();
    return ok;
  }

  /**
   * The attacker must block the defender's four at {@code block} with a stone that is no threat:
   * the line goes on if the attacker's pending open three still stands, which the defender must
   * then answer again.
   */
  private boolean renewThree(
      long block, long pending, int pendingDirs, int depth, int threes, Longs threats, Longs fives, Longs fours) {
    boolean ok = false;
    if (place(block)) {
      int dirs = 0;
      lines.load(PackedPoint.x(pending), PackedPoint.y(pending));
      for (int d = 0; d < Directions.COUNT; d++) {
        if ((pendingDirs & (1 << d)) != 0 && lines.stillThreatens(d, attacker)) {
          dirs |= 1 << d;
        }
      }
      ok = dirs != 0 && answerThree(pending, dirs, block, depth, threes, threats, fives, fours);
    }
    board.unmakeMove();
    return ok;
  }

  /**
   * Whether every answer of the defender to the attacker's open three at {@code three} loses; the
   * three and the attacker's last stone {@code last} are on the board.
   */
  private boolean answerThree(
      long three, int dirs, long last, int depth, int threes, Longs threats, Longs fives, Longs fours) {
    Longs replies = defences(PackedPoint.x(three), PackedPoint.y(three), dirs, fours);
    boolean ok = true;
    for (int i = 0; i < replies.size() && ok; i++) {
      long reply = replies.get(i);
      ok = place(reply)
          && attack(depth - 1, threes, threats, fives, fours, true, last, true, reply, three, dirs, false);
      board.unmakeMove();
      if (aborted) {
        ok = false;
      }
    }
    return ok;
  }

  /**
   * The defender's answers to the attacker's open three just placed at {@code (x, y)}: points of
   * the three's line that leave it no open four (none when it has threes in two lines), and the
   * defender's fours.
   */
  private Longs defences(long x, long y, int dirs, Longs fours) {
    int gen = ++generation;
    Longs replies = new Longs();
    if (Integer.bitCount(dirs) == 1) {
      int d = Integer.numberOfTrailingZeros(dirs);
      for (int k = -n; k <= n; k++) {
        long px = x + (long) k * Directions.dx(d);
        long py = y + (long) k * Directions.dy(d);
        if (k == 0 || !LineAnalyzer.isLegal(board, px, py)) {
          continue;
        }
        long packed = PackedPoint.of((int) px, (int) py);
        boolean stops = false;
        if (place(packed)) {
          lines.load(x, y);
          stops = !lines.stillThreatens(d, attacker);
        }
        board.unmakeMove();
        if (stops) {
          stamps.put(packed, gen);
          replies.add(packed, 0);
        }
      }
    }
    for (int i = 0; i < fours.size(); i++) {
      long point = fours.get(i);
      if (stamps.get(point) != gen && classify(point, defender, KIND_FOUR) != 0) {
        stamps.put(point, gen);
        replies.add(point, 0);
      }
    }
    return replies;
  }

  private boolean won(long move, boolean root) {
    if (root) {
      winningMove = move;
    }
    return true;
  }

  private boolean failed(long key, int depth, int threes) {
    int i = (int) (key ^ (key >>> 32)) & (failKeys.length - 1);
    int info = failInfo[i];
    return info != 0
        && failKeys[i] == key
        && ((info >>> 8) & 0xFFFF) >= depth
        && (info & 0xFF) >= threes;
  }

  private boolean fail(long key, int depth, int threes) {
    if (!aborted) {
      int i = (int) (key ^ (key >>> 32)) & (failKeys.length - 1);
      failKeys[i] = key;
      failInfo[i] = (1 << 30) | (Math.min(depth, 0xFFFF) << 8) | Math.min(threes, 0xFF);
    }
    return false;
  }

  /**
   * Returns the points of {@code set} that still are of {@code kind} for {@code player}
   * (classifying again only those on a line through a changed stone), plus the new such points
   * on the lines through {@code source}.
   */
  private Longs refresh(
      Longs set,
      int player,
      int kind,
      boolean hasM,
      long m,
      boolean hasQ,
      long q,
      boolean hasSource,
      long source) {
    if (!hasM && !hasQ) {
      return set;
    }
    int gen = ++generation;
    Longs out = new Longs(set.size() + 8);
    for (int i = 0; i < set.size(); i++) {
      long point = set.get(i);
      stamps.put(point, gen);
      boolean touched = (hasM && onLine(point, m)) || (hasQ && onLine(point, q));
      if (!touched) {
        int tag = set.tag(i);
        if (matches(tag, kind)) {
          out.add(point, kind == KIND_FOUR ? tag & 0xF : tag);
        }
        continue;
      }
      int tag = classify(point, player, kind);
      if (tag != 0) {
        out.add(point, tag);
      }
    }
    if (hasSource) {
      long sx = PackedPoint.x(source);
      long sy = PackedPoint.y(source);
      for (int d = 0; d < Directions.COUNT; d++) {
        for (int k = -n; k <= n; k++) {
          long px = sx + (long) k * Directions.dx(d);
          long py = sy + (long) k * Directions.dy(d);
          if (k == 0 || !LineAnalyzer.isLegal(board, px, py)) {
            continue;
          }
          long packed = PackedPoint.of((int) px, (int) py);
          if (stamps.get(packed) == gen) {
            continue;
          }
          stamps.put(packed, gen);
          int tag = classify(packed, player, kind);
          if (tag != 0) {
            out.add(packed, tag);
          }
        }
      }
    }
    return out;
  }

  private static boolean matches(int tag, int kind) {
    return switch (kind) {
      case KIND_FIVE -> (tag & TAG_FIVE) != 0;
      case KIND_FOUR -> isFourTag(tag);
      default -> tag != 0;
    };
  }

  /** Classifies a point for a player; returns its tag if legal and of the kind, else 0. */
  private int classify(long point, int player, int kind) {
    int x = PackedPoint.x(point);
    int y = PackedPoint.y(point);
    if (!board.isLegal(x, y)) {
      return 0;
    }
    lines.load(x, y);
    lines.analyze(player, kind == KIND_THREAT, false);
    int tag = tagOf(lines);
    return matches(tag, kind) ? tag : 0;
  }

  /** Whether {@code point} lies on one of the four lines through {@code centre}, within N. */
  private boolean onLine(long point, long centre) {
    long dx = (long) PackedPoint.x(point) - PackedPoint.x(centre);
    long dy = (long) PackedPoint.y(point) - PackedPoint.y(centre);
    long adx = Math.abs(dx);
    long ady = Math.abs(dy);
    return (dx == 0 || dy == 0 || adx == ady) && Math.max(adx, ady) <= n;
  }
}
