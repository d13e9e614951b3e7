package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.MnkGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Maker-Breaker proofs against a plain search of the Maker-Breaker game without any of their
 * rules (no threats, zones, pairings, symmetries or table), on small boards: the verdict, the
 * zone (the breaker still wins with maker stones added outside it) and the breaker's first move.
 */
class BreakerSearchTest {

  private static final List<MnkGame> GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(3, 4, 3),
          MnkGame.of(4, 4, 3),
          MnkGame.of(4, 4, 4),
          MnkGame.of(4, 5, 4),
          MnkGame.of(5, 5, 4),
          MnkGame.of(4, 5, 5),
          MnkGame.of(5, 5, 5));

  /** The windows of a game: every line of k cells, as masks of cell codes. */
  private static long[] windows(MnkGame game) {
    List<Long> lines = new ArrayList<>();
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      for (int r = 0; r < game.rows(); r++) {
        for (int c = 0; c < game.cols(); c++) {
          long mask = 0;
          boolean inside = true;
          for (int i = 0; i < game.k(); i++) {
            int rr = r + d[0] * i;
            int cc = c + d[1] * i;
            if (rr < 0 || rr >= game.rows() || cc < 0 || cc >= game.cols()) {
              inside = false;
              break;
            }
            mask |= 1L << (rr * game.cols() + cc);
          }
          if (inside) {
            lines.add(mask);
          }
        }
      }
    }
    return lines.stream().mapToLong(Long::longValue).toArray();
  }

  /** The plain search: whether the breaker wins, every move tried, memoised by position. */
  private static final class Plain {
    private final long[] windows;
    private final long full;
    private final Map<List<Long>, Boolean> memo = new HashMap<>();

    Plain(MnkGame game) {
      this.windows = windows(game);
      this.full = game.cellCount() == 64 ? -1L : (1L << game.cellCount()) - 1;
    }

    boolean breakerWins(long maker, long breaker, boolean makerToMove) {
      for (long w : windows) {
        if ((w & maker) == w) {
          return false;
        }
      }
      long empty = full & ~(maker | breaker);
      if (empty == 0) {
        return true;
      }
      List<Long> key = List.of(maker, breaker, makerToMove ? 1L : 0L);
      Boolean known = memo.get(key);
      if (known != null) {
        return known;
      }
      boolean result = makerToMove;
      for (long m = empty; m != 0; m &= m - 1) {
        long cell = Long.lowestOneBit(m);
        if (makerToMove && !breakerWins(maker | cell, breaker, false)) {
          result = false;
          break;
        }
        if (!makerToMove && breakerWins(maker, breaker | cell, true)) {
          result = true;
          break;
        }
      }
      memo.put(key, result);
      return result;
    }
  }

  /** Random positions: stones of the maker and as many or one fewer of the breaker. */
  private static List<long[]> positions(MnkGame game, long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    List<long[]> positions = new ArrayList<>();
    while (positions.size() < count) {
      // at most 9 to 12 empty cells, so that the plain search stays small
      int empty = Math.min(game.cellCount(), 9 + random.nextInt(4));
      long maker = 0;
      long breaker = 0;
      int placed = 0;
      while (game.cellCount() - placed > empty || placed < 2) {
        int cell = random.nextInt(game.cellCount());
        if (((maker | breaker) >>> cell & 1) == 0) {
          if (placed % 2 == 0) {
            maker |= 1L << cell;
          } else {
            breaker |= 1L << cell;
          }
          placed++;
        }
      }
      positions.add(new long[] {maker, breaker});
    }
    return positions;
  }

  @Test
  void verdictsZonesAndFirstMovesAgreeWithThePlainSearch() {
    int totalBreakerWins = 0;
    int totalMakerWins = 0;
    for (MnkGame game : GAMES) {
      Plain plain = new Plain(game);
      long full = (1L << game.cellCount()) - 1;
      SplittableRandom random = new SplittableRandom(game.cellCount());
      BreakerSearch search = new BreakerSearch(game, 12);
      int breakerWins = 0;
      int makerWins = 0;
      for (long[] position : positions(game, 31L * game.cellCount() + game.k(), 30)) {
        long maker = position[0];
        long breaker = position[1];
        for (boolean makerToMove : new boolean[] {true, false}) {
          boolean expected = plain.breakerWins(maker, breaker, makerToMove);
          Deadline deadline = Deadline.start(Budget.unlimited());
          BreakerSearch.Verdict verdict = search.solve(maker, breaker, makerToMove, deadline, Long.MAX_VALUE);
          String where = game + " maker " + Long.toBinaryString(maker) + " breaker "
              + Long.toBinaryString(breaker) + " makerToMove " + makerToMove;
          assertEquals(expected ? BreakerSearch.Verdict.BREAKER_WINS : BreakerSearch.Verdict.MAKER_WINS, verdict, where);
          if (!expected) {
            makerWins++;
            continue;
          }
          breakerWins++;
          long zone = search.zone();
          long outside = full & ~(zone | maker | breaker);
          for (int trial = 0; trial < 4 && outside != 0; trial++) {
            long extra = outside & random.nextLong();
            assertTrue(plain.breakerWins(maker | extra, breaker, makerToMove), () -> where + " zone " + Long.toBinaryString(zone));
          }
          int first = search.firstMove();
          if (!makerToMove && first >= 0) {
            assertEquals(0, (maker | breaker) >>> first & 1, where);
            assertTrue(plain.breakerWins(maker, breaker | 1L << first, true), where + " first " + first);
          }
        }
      }
      totalBreakerWins += breakerWins;
      totalMakerWins += makerWins;
    }
    // both verdicts were checked, many times
    assertTrue(totalBreakerWins >= 100 && totalMakerWins >= 100, totalBreakerWins + " / " + totalMakerWins);
  }

  @Test
  void theEmptyBoardsOfKnownGames() {
    // The maker (the first player) wins Maker-Breaker Tic-Tac-Toe and 4 x 4 with k = 3 ...
    assertEquals(BreakerSearch.Verdict.MAKER_WINS, solve(MnkGame.ticTacToe(), true));
    assertEquals(BreakerSearch.Verdict.MAKER_WINS, solve(MnkGame.of(4, 4, 3), true));
    // ... but not 6 x 6 with k = 5, which proves the 6,6,5-game no win for its first player.
    assertEquals(BreakerSearch.Verdict.BREAKER_WINS, solve(MnkGame.of(6, 6, 5), true));
  }

  @Test
  void aNodeLimitLeavesTheVerdictUnknown() {
    MnkGame game = MnkGame.of(6, 6, 5);
    BreakerSearch search = new BreakerSearch(game, 12);
    assertEquals(BreakerSearch.Verdict.UNKNOWN, search.solve(0, 0, true, Deadline.start(Budget.unlimited()), 3));
    assertEquals(BreakerSearch.Verdict.UNKNOWN, search.solve(0, 0, true, Deadline.start(Budget.ofWork(3)), Long.MAX_VALUE));
  }

  @Test
  void appliesToAlternatingTurnsOnBoardsOfAtMost64Cells() {
    assertTrue(BreakerSearch.appliesTo(MnkGame.of(8, 8, 5)));
    assertFalse(BreakerSearch.appliesTo(MnkGame.of(8, 9, 5)));
    assertFalse(BreakerSearch.appliesTo(MnkGame.builder().rows(4).cols(4).k(4).turnPolicy(TurnPolicy.CONNECT6).build()));
  }

  private static BreakerSearch.Verdict solve(MnkGame game, boolean makerToMove) {
    return new BreakerSearch(game, 16).solve(0, 0, makerToMove, Deadline.start(Budget.unlimited()), Long.MAX_VALUE);
  }
}
