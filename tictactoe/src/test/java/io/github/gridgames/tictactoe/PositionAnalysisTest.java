package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Player;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The position's tools for strategies ({@code canStillWin}, {@code openCells}, {@code
 * addLinePotential}, {@code canonicalHash}, the winning line of its state) against a brute-force
 * model that lists every line of k cells of the board and against the immutable states, along
 * random games played on one position (so that each answer is also checked after the answers
 * before it on the same position).
 */
class PositionAnalysisTest {

  /**
   * The games, built anew for each test rather than once per class, so that every test runs on
   * rules made by the code under test as it is then (a mutation tool swaps code in under a JVM
   * whose static fields it does not rebuild).
   */
  private static List<MnkGame> games() {
    return List.of(
        MnkGame.ticTacToe(),
        MnkGame.builder().rows(4).cols(4).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
        MnkGame.of(4, 5, 4),
        MnkGame.of(8, 9, 4),
        MnkGame.of(2, 64, 3),
        MnkGame.of(5, 5, 2),
        MnkGame.of(3, 3, 1),
        MnkGame.of(1, 64, 64),
        MnkGame.of(11, 11, 5));
  }

  private static final List<Player> PLAYERS = List.of(Player.FIRST, Player.SECOND);

  @Test
  void toolsMatchABruteForceScanOfTheLinesOfK() {
    SplittableRandom random = new SplittableRandom(24);
    for (MnkGame game : games()) {
      List<int[]> windows = windows(game);
      int games = game.cellCount() <= 25 ? 12 : 3;
      for (GameRun<MnkState, Cell> run : RandomGames.sample(game, 3, games, RandomGames.DEFAULT_MAX_MOVES)) {
        MnkPosition position = game.initialState().toPosition();
        for (int i = 0; i < run.states().size(); i++) {
          if (i > 0) {
            position.makeMove(position.code(run.moves().get(i - 1)));
          }
          check(run.states().get(i), position, windows, random);
        }
      }
    }
  }

  private static void check(MnkState state, MnkPosition position, List<int[]> windows, SplittableRandom random) {
    MnkGame game = state.game();
    int cells = game.cellCount();
    String where = state.toString();
    assertEquals(state.winningLine(), position.state().winningLine(), where);
    int[] owner = new int[cells];
    for (int c = 0; c < cells; c++) {
      owner[c] = state.at(game.cellAt(c)).map(Player::index).orElse(-1);
    }
    int[] buffer = new int[cells];
    Arrays.fill(buffer, -7);
    int count = MnkSearch.openCells(position, buffer);
    assertEquals(state.isTerminal() ? List.of() : openCells(owner, windows), codes(buffer, count), "open cells of " + where);
    for (Player player : PLAYERS) {
      int p = player.index();
      boolean open = windows.stream().anyMatch(w -> Arrays.stream(w).noneMatch(c -> owner[c] == 1 - p));
      assertEquals(open, MnkSearch.canStillWin(position, player), () -> player + " can still win in " + where);

      int[] weights = random.ints(game.k() + 1, -1000, 1000).toArray();
      int[] scores = random.ints(cells, -1000, 1000).toArray();
      int[] expected = scores.clone();
      for (int[] w : windows) {
        if (Arrays.stream(w).noneMatch(c -> owner[c] == 1 - p)) {
          int weight = weights[(int) Arrays.stream(w).filter(c -> owner[c] == p).count()];
          for (int c : w) {
            expected[c] += weight;
          }
        }
      }
      MnkSearch.addLinePotential(position, player, weights, scores);
      assertArrayEquals(expected, scores, () -> "line potential of " + player + " in " + where);
    }
    long smallest = Long.MAX_VALUE;
    for (int s = 0; s < game.symmetries().size(); s++) {
      smallest = Math.min(smallest, state.image(s).positionHash());
    }
    assertEquals(smallest, position.canonicalHash(), where);
    assertEquals(smallest, state.canonicalHash(), where);
  }

  /** The empty cells on a line of k cells without stones of both players, in increasing order. */
  private static List<Integer> openCells(int[] owner, List<int[]> windows) {
    boolean[] open = new boolean[owner.length];
    for (int[] w : windows) {
      boolean x = Arrays.stream(w).anyMatch(c -> owner[c] == 0);
      boolean o = Arrays.stream(w).anyMatch(c -> owner[c] == 1);
      if (!(x && o)) {
        for (int c : w) {
          open[c] = true;
        }
      }
    }
    List<Integer> cells = new ArrayList<>();
    for (int c = 0; c < owner.length; c++) {
      if (open[c] && owner[c] < 0) {
        cells.add(c);
      }
    }
    return cells;
  }

  private static List<Integer> codes(int[] buffer, int count) {
    List<Integer> codes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      codes.add(buffer[i]);
    }
    return codes;
  }

  /** Every line of k cells in the four directions, as row-major cell indexes. */
  private static List<int[]> windows(MnkGame game) {
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    List<int[]> windows = new ArrayList<>();
    for (int r = 0; r < game.rows(); r++) {
      for (int c = 0; c < game.cols(); c++) {
        for (int[] d : directions) {
          int endRow = r + d[0] * (game.k() - 1);
          int endCol = c + d[1] * (game.k() - 1);
          if (endRow < game.rows() && endCol >= 0 && endCol < game.cols()) {
            int[] window = new int[game.k()];
            for (int i = 0; i < game.k(); i++) {
              window[i] = (r + d[0] * i) * game.cols() + c + d[1] * i;
            }
            windows.add(window);
          }
        }
      }
    }
    return windows;
  }

  @Test
  void shortArraysAreRefusedWithTheirLengths() {
    MnkPosition position = MnkGame.ticTacToe().initialState().toPosition();
    position.makeMove(4);
    IllegalArgumentException weights =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnkSearch.addLinePotential(position, Player.FIRST, new int[3], new int[9]));
    assertEquals("weights needs k + 1 = 4 entries, got 3", weights.getMessage());
    IllegalArgumentException scores =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnkSearch.addLinePotential(position, Player.FIRST, new int[4], new int[8]));
    assertEquals("scores needs 9 entries, got 8", scores.getMessage());
    IllegalArgumentException buffer =
        assertThrows(IllegalArgumentException.class, () -> MnkSearch.openCells(position, new int[7]));
    assertEquals("buffer of length 7 is shorter than the 8 empty cells", buffer.getMessage());
    assertThrows(IllegalArgumentException.class, () -> MnkSearch.winningCells(position, Player.SECOND, new int[7]));
    // exactly long enough is enough
    MnkSearch.addLinePotential(position, Player.FIRST, new int[4], new int[9]);
    assertEquals(8, MnkSearch.openCells(position, new int[8]));
  }

  /** The position installs the helpers once; a second installation is refused. */
  @Test
  void theHelpersAreInstalledOnce() {
    MnkPosition position = MnkGame.ticTacToe().initialState().toPosition();
    assertEquals(true, MnkSearch.canStillWin(position, Player.FIRST));
    assertThrows(NullPointerException.class, () -> MnkSearch.openCells(null, new int[9]));
    IllegalStateException again =
        assertThrows(
            IllegalStateException.class,
            () -> MnkSearch.install(new Unusable()));
    assertEquals("the search helpers of MnkPosition are installed already", again.getMessage());
  }

  /** An implementation that fails on every call: installing it must be refused. */
  private static final class Unusable implements MnkSearch.Access {
    @Override
    public boolean wouldWin(MnkPosition position, int code, Player player) {
      throw new AssertionError();
    }

    @Override
    public int winningCells(MnkPosition position, Player player, int[] buffer) {
      throw new AssertionError();
    }

    @Override
    public boolean canStillWin(MnkPosition position, Player player) {
      throw new AssertionError();
    }

    @Override
    public int openCells(MnkPosition position, int[] buffer) {
      throw new AssertionError();
    }

    @Override
    public void addLinePotential(MnkPosition position, Player player, int[] weights, int[] scores) {
      throw new AssertionError();
    }
  }

  @Test
  void describesItselfWithItsStateAndDepth() {
    MnkGame game = MnkGame.ticTacToe();
    MnkPosition position = game.initialState().toPosition();
    assertSame(game, position.game());
    position.makeMove(0);
    assertEquals(
        "MnkPosition[tictactoe(rows=3,cols=3,k=3,overlines=win) X../.../... O to move, depth 1]",
        position.toString());
  }
}
