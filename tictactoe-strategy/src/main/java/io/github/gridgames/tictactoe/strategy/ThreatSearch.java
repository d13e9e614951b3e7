package io.github.gridgames.tictactoe.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Threat-space search of an m,n,k-game with two players taking turns one stone at a time: victory
 * by continuous fours (VCF) and by threes and fours (VCT), for the side to move, proven against
 * every defence that could break the sequence. Every rule question is asked of the position
 * ({@link MnkSearch#winningCells}, {@link MnkSearch#addLinePotential}, play and undo), so the
 * game's overline rule (exactly k or at least k) holds throughout.
 *
 * <h2>Threats</h2>
 *
 * <ul>
 *   <li>A <em>four</em> of a player is a move after which it has a cell where its next stone wins;
 *       the other player must take that cell (or win at once). Two or more such cells at once
 *       (an open four, a double four) win unless the other player wins at once.
 *   <li>A <em>three</em> is a move after which, if the other player does nothing about it, the
 *       player has a move that makes two or more winning cells at once (an open three {@code ..XXX..},
 *       a broken three {@code .XX.X.}, for k = 5). The defences tried against a three are every
 *       move on a line of k cells that holds k - 2 of the attacker's stones and none of the
 *       defender's (only such a stone can spoil a double threat) and every four of the defender;
 *       any other move leaves the double threat, and the search checks with one such move that
 *       the double threat is really there before it counts the three as a threat.
 * </ul>
 *
 * <p>A VCF is made of fours alone; a VCT of fours and threes. At each of its own moves the attacker
 * first wins at once if it can, and takes the defender's winning cell if the defender has one
 * (the search goes on only if the attacker's stone there is itself a threat). A sequence is proven
 * only when every defence tried fails, so a proven win is a win against every reply: the search is
 * sound and, within its depth, complete for fours; for threes it is as complete as the defences
 * above, which cover every reply that stops a double threat.
 *
 * <p>Depth counts the attacker's moves. Work: one {@link Deadline#take()} per node; when the
 * deadline runs out the search reports nothing proven. Results proven in a call are kept in a
 * table for that call only. Immutable and thread-safe: each call keeps its state to itself; the
 * position passed is played on and left as it was.
 */
final class ThreatSearch {

  /** Which threats the attacker may make. */
  enum Kind {
    /** Fours only: victory by continuous fours. */
    VCF,
    /** Fours and threes. */
    VCT
  }

  /** The most plies a search goes down, whatever its depth. */
  private static final int MAX_PLY = 96;

  /** The weight of a line with k - 2 stones in the combined potential; lines with k - 3 weigh 1. */
  private static final int FOUR_WEIGHT = 1 << 16;

  private final MnkGame game;
  private final int k;
  private final int cellCount;

  private ThreatSearch(MnkGame game) {
    this.game = game;
    this.k = game.k();
    this.cellCount = game.cellCount();
  }

  /**
   * Returns the search of a game: two players taking turns one stone at a time, k of at least 3.
   *
   * @throws IllegalArgumentException if the game has other players, turns or k
   */
  static ThreatSearch of(MnkGame game) {
    requireNonNull(game, "game");
    checkArgument(Threats.apply(game), "threat search needs two players taking turns one stone each: %s", game);
    checkArgument(game.k() >= 3, "threat search needs k >= 3, got %s", game.k());
    return new ThreatSearch(game);
  }

  /** Returns the game searched. */
  MnkGame game() {
    return game;
  }

  /**
   * Returns a move that wins by a forced sequence of threats of the side to move, at most {@code
   * depth} of its own moves long (the winning stone included), if the search proves one before
   * the deadline runs out. A cell where the side to move wins at once is such a move.
   *
   * @param position a position of the game that is not finished; left as it was
   * @param kind fours only, or threes too
   * @param depth the most moves of the attacker, at least 1
   * @param deadline the work and time of the search
   */
  OptionalInt winningMove(MnkPosition position, Kind kind, int depth, Deadline deadline) {
    checkPosition(position);
    checkArgument(depth >= 1, "depth must be at least 1, got %s", depth);
    Run run = new Run(position, kind, deadline);
    return run.attack(depth, 0) ? OptionalInt.of(run.firstMove) : OptionalInt.empty();
  }

  /**
   * What {@link #defences} found: the first {@code safe} candidates are the moves not refuted, of
   * the first {@code searched} candidates searched.
   */
  record Defences(int safe, int searched) {}

  /**
   * Checks the candidate moves of the side to move, in order, for whether the opponent has a
   * forced win after them that the search proves ({@link #winningMove} for the opponent, with the
   * same kind and depth), until the deadline runs out; moves those not refuted to the front of the
   * array, in their order, and returns how many there are and how many candidates were searched
   * (a search the deadline cuts short counts as not searched, and so do the candidates after it).
   *
   * @param position a position of the game that is not finished; left as it was
   * @param candidates empty cells of the position; reordered in place
   * @param count how many of the candidates to look at
   */
  Defences defences(MnkPosition position, int[] candidates, int count, Kind kind, int depth, Deadline deadline) {
    checkPosition(position);
    checkArgument(depth >= 1, "depth must be at least 1, got %s", depth);
    checkArgument(count >= 0 && count <= candidates.length, "count %s is not in 0..%s", count, candidates.length);
    int kept = 0;
    int searched = 0;
    while (searched < count && !deadline.isExhausted()) {
      int move = candidates[searched];
      position.makeMove(move);
      Run run = position.isTerminal() ? null : new Run(position, kind, deadline);
      boolean refuted = run != null && run.attack(depth, 0);
      position.unmakeMove();
      if (run != null && run.aborted) {
        break;
      }
      if (!refuted) {
        candidates[searched] = candidates[kept];
        candidates[kept++] = move;
      }
      searched++;
    }
    return new Defences(kept, searched);
  }

  private void checkPosition(MnkPosition position) {
    requireNonNull(position, "position");
    checkArgument(position.game().equals(game), "this search plays %s, not %s", game, position.game());
    checkArgument(!position.isTerminal(), "cannot search a finished game: %s", position);
  }

  /** One search: the attacker is the side to move at its start. */
  private final class Run {
    private final MnkPosition position;
    private final boolean threes;
    private final Deadline deadline;
    private final Player attacker;
    private final Player defender;
    private final int[][] buffers = new int[MAX_PLY + 2][];
    private final int[] wins = new int[cellCount];
    private final int[] scores = new int[cellCount];
    private final int[] weights = new int[k + 1];
    private final int[] doubles = new int[k + 1];
    /** The least depth at which an attack node was proven won, by position hash. */
    private final Map<Long, Integer> won = new HashMap<>();
    /** The greatest depth at which an attack node was searched through and not won. */
    private final Map<Long, Integer> failed = new HashMap<>();
    private boolean aborted;
    private int firstMove = -1;

    Run(MnkPosition position, Kind kind, Deadline deadline) {
      this.position = position;
      this.threes = kind == Kind.VCT;
      this.deadline = requireNonNull(deadline, "deadline");
      this.attacker = position.toMove();
      this.defender = attacker.next(2);
      weights[k - 2] = FOUR_WEIGHT;
      weights[k - 3] = 1;
      doubles[k - 2] = 1;
    }

    private int[] buffer(int ply) {
      int[] buffer = buffers[ply];
      if (buffer == null) {
        buffer = new int[cellCount];
        buffers[ply] = buffer;
      }
      return buffer;
    }

    /** Whether the attacker, to move, wins with at most {@code depth} more moves. */
    boolean attack(int depth, int ply) {
      if (aborted || !deadline.take()) {
        aborted = true;
        return false;
      }
      if (MnkSearch.winningCells(position, attacker, wins) > 0) {
        firstMove = ply == 0 ? wins[0] : firstMove;
        return true;
      }
      if (depth <= 1 || ply >= MAX_PLY || position.isTerminal()) {
        return false;
      }
      long key = position.positionHash();
      Integer wonAt = won.get(key);
      if (wonAt != null && wonAt <= depth && ply > 0) {
        return true;
      }
      Integer failedAt = failed.get(key);
      if (failedAt != null && failedAt >= depth) {
        return false;
      }
      int[] moves = buffer(ply);
      int count;
      int forced = MnkSearch.winningCells(position, defender, moves);
      if (forced >= 2) {
        return false;
      } else if (forced == 1) {
        count = 1;
      } else {
        count = threatMoves(moves, depth);
      }
      for (int i = 0; i < count; i++) {
        int move = moves[i];
        position.makeMove(move);
        boolean win = defend(depth - 1, ply + 1);
        position.unmakeMove();
        if (win) {
          if (ply == 0) {
            firstMove = move;
          }
          won.put(key, depth);
          return true;
        }
        if (aborted) {
          return false;
        }
      }
      failed.merge(key, depth, Math::max);
      return false;
    }

    /**
     * Whether the attacker, having just moved, wins with at most {@code depth} more moves of its
     * own against every defence.
     */
    private boolean defend(int depth, int ply) {
      if (aborted || !deadline.take()) {
        aborted = true;
        return false;
      }
      if (position.isTerminal() || ply >= MAX_PLY) {
        return false;
      }
      int[] moves = buffer(ply);
      if (MnkSearch.winningCells(position, defender, moves) > 0) {
        return false;
      }
      int threats = MnkSearch.winningCells(position, attacker, moves);
      if (threats >= 2) {
        return true;
      }
      if (threats == 1) {
        position.makeMove(moves[0]);
        boolean win = attack(depth, ply + 1);
        position.unmakeMove();
        return win;
      }
      if (!threes || depth < 2) {
        return false;
      }
      int count = threeDefences(moves);
      if (count < 0) {
        return false;
      }
      for (int i = 0; i < count; i++) {
        position.makeMove(moves[i]);
        boolean win = attack(depth, ply + 1);
        position.unmakeMove();
        if (!win) {
          return false;
        }
      }
      return true;
    }

    /**
     * Writes the attacker's candidate threats, fours first, and returns how many: the cells on a
     * line of k with k - 2 of its stones (a stone there may make a four) and, in a VCT with three
     * or more moves to go, the cells on such a line with k - 3 after which the attacker has a
     * cell on two lines with k - 2 (a stone there may make a double threat).
     */
    private int threatMoves(int[] moves, int depth) {
      Arrays.fill(scores, 0);
      MnkSearch.addLinePotential(position, attacker, weights, scores);
      int[] fours = new int[cellCount];
      int[] threesFound = new int[cellCount];
      int[] foursOrder = new int[cellCount];
      int fourCount = 0;
      int threeCount = 0;
      boolean lookForThrees = threes && depth >= 3;
      int emptyCount = position.legalMoves(moves);
      for (int i = 0; i < emptyCount; i++) {
        int cell = moves[i];
        int score = scores[cell];
        if (score >= FOUR_WEIGHT) {
          fours[fourCount] = cell;
          foursOrder[fourCount++] = score;
        } else if (lookForThrees && score > 0) {
          threesFound[threeCount++] = cell;
        }
      }
      int count = 0;
      sortByScore(fours, foursOrder, fourCount);
      for (int i = 0; i < fourCount; i++) {
        int cell = fours[i];
        position.makeMove(cell);
        int made = MnkSearch.winningCells(position, attacker, wins);
        position.unmakeMove();
        if (made > 0) {
          moves[count++] = cell;
        } else if (lookForThrees) {
          threesFound[threeCount++] = cell;
        }
      }
      if (!lookForThrees) {
        return count;
      }
      int[] threeScores = new int[threeCount];
      int kept = 0;
      for (int i = 0; i < threeCount; i++) {
        int cell = threesFound[i];
        position.makeMove(cell);
        int best = bestDoubleCount();
        position.unmakeMove();
        if (best >= 2) {
          threesFound[kept] = cell;
          threeScores[kept++] = best * FOUR_WEIGHT + (scores[cell] & (FOUR_WEIGHT - 1));
        }
      }
      sortByScore(threesFound, threeScores, kept);
      System.arraycopy(threesFound, 0, moves, count, kept);
      return count + kept;
    }

    /** Returns the most lines of k with k - 2 attacker stones through one empty cell. */
    private int bestDoubleCount() {
      int[] counts = new int[cellCount];
      MnkSearch.addLinePotential(position, attacker, doubles, counts);
      int best = 0;
      int[] empties = buffer(MAX_PLY + 1);
      int n = position.legalMoves(empties);
      for (int i = 0; i < n; i++) {
        best = Math.max(best, counts[empties[i]]);
      }
      return best;
    }

    /**
     * Writes the defences the defender, to move, must try against a three and returns how many,
     * or -1 when the attacker threatens no double threat (checked after a defender move that
     * cannot stop one), so that the move before was no three.
     */
    private int threeDefences(int[] moves) {
      int[] attackerLines = new int[cellCount];
      MnkSearch.addLinePotential(position, attacker, doubles, attackerLines);
      int[] defenderLines = new int[cellCount];
      MnkSearch.addLinePotential(position, defender, doubles, defenderLines);
      int emptyCount = position.legalMoves(moves);
      int count = 0;
      int idle = -1;
      int[] order = new int[emptyCount];
      for (int i = 0; i < emptyCount; i++) {
        int cell = moves[i];
        boolean defends = attackerLines[cell] > 0;
        if (!defends && defenderLines[cell] > 0) {
          position.makeMove(cell);
          defends = MnkSearch.winningCells(position, defender, wins) > 0;
          position.unmakeMove();
        }
        if (defends) {
          order[count] = attackerLines[cell] * 4 + defenderLines[cell];
          moves[count++] = cell;
        } else if (idle < 0) {
          idle = cell;
        }
      }
      if (idle >= 0) {
        position.makeMove(idle);
        boolean threat = hasDoubleThreat();
        position.unmakeMove();
        if (!threat) {
          return -1;
        }
      }
      sortByScore(moves, order, count);
      return count;
    }

    /** Whether the attacker, to move, has a move that makes two or more winning cells. */
    private boolean hasDoubleThreat() {
      int[] counts = new int[cellCount];
      MnkSearch.addLinePotential(position, attacker, doubles, counts);
      int[] empties = new int[cellCount];
      int n = position.legalMoves(empties);
      for (int i = 0; i < n; i++) {
        int cell = empties[i];
        if (counts[cell] >= 2) {
          position.makeMove(cell);
          int made = MnkSearch.winningCells(position, attacker, wins);
          position.unmakeMove();
          if (made >= 2) {
            return true;
          }
        }
      }
      return false;
    }
  }

  /** Sorts the first {@code count} cells by decreasing score, ties by increasing cell code. */
  private static void sortByScore(int[] cells, int[] scores, int count) {
    for (int i = 1; i < count; i++) {
      int cell = cells[i];
      int score = scores[i];
      int j = i - 1;
      while (j >= 0 && (scores[j] < score || (scores[j] == score && cells[j] > cell))) {
        cells[j + 1] = cells[j];
        scores[j + 1] = scores[j];
        j--;
      }
      cells[j + 1] = cell;
      scores[j + 1] = score;
    }
  }
}
