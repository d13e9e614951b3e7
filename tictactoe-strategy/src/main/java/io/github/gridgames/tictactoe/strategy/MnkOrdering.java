package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The m,n,k move order of the generic searches ({@code alphabeta}, {@code best} on boards that
 * neither the perfect player nor the {@link MnkThreatAgent} takes, and the generic solver): first
 * the mover's fours (cells where its stone wins), then the opponent's fours, then the cells that
 * may be a double threat of either player (see {@link MnkEvaluation}: cells on two or more lines of k free of the other player's
 * stones that hold k - 2 of the player's), then the rest; within each group cells next to many
 * stones first, then cells nearer the centre. The fours and double threats count only with two
 * players taking turns one stone at a time.
 *
 * <h2>How the alpha-beta search defends</h2>
 *
 * <p>With this order and the {@link MnkEvaluation}, the alpha-beta search of {@code alphabeta} (and
 * of {@code best} where it is alpha-beta) never ignores a four or an open three of the opponent
 * when it has no faster win. Precisely, when the mover has no four of its own:
 *
 * <ul>
 *   <li>facing a four, it plays the cell of the four (when there are two or more, which no move
 *       stops, one of them);
 *   <li>facing a double threat (and no four), it plays a move after which the opponent has no
 *       double threat (blocking the open three), or a move that makes a four of its own, which the
 *       opponent must answer; when no move does either (two open threes), any move may be chosen.
 * </ul>
 *
 * <p>It holds as soon as the search completes depth one (a few hundred nodes on 15 x 15): there a
 * move that leaves the opponent a four, or a double threat and no four of the mover's, is worth a
 * loss (see {@link MnkEvaluation}), below every move that defends, and at every greater depth such
 * a move is worth a loss at least as quick as any defending move's, while the search keeps the
 * earlier best move on equal values. Before depth one completes, the search plays the first move
 * of this order unless a move it searched after it is worth more: the opponent's four when it has
 * one (nothing is worth more than blocking it), and otherwise a candidate double threat, which
 * blocks an open three but not every shape. Immutable and thread-safe.
 */
final class MnkOrdering implements MoveOrdering<MnkState, Cell> {

  private static final int OWN_FOUR = 0;
  private static final int OPPONENT_FOUR = 1;
  private static final int DOUBLE_THREAT = 2;
  private static final int REST = 3;

  private final MnkGame game;
  private final boolean threats;

  private MnkOrdering(MnkGame game) {
    this.game = game;
    this.threats = Threats.apply(game);
  }

  /**
   * Returns the ordering for a game.
   *
   * @param game the game
   * @return the ordering
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkOrdering of(MnkGame game) {
    return new MnkOrdering(requireNonNull(game, "game"));
  }

  /**
   * Puts the mover's fours first, then the opponent's, then the candidate double threats, then the
   * rest; within each group cells with more neighbouring stones first, then cells nearer the
   * centre.
   *
   * @param position the position the codes are legal in; left unchanged
   * @param codes the legal move codes; reordered in place
   * @param count how many codes to order
   */
  @Override
  public void order(Position<MnkState, Cell> position, int[] codes, int count) {
    MnkState state = position.state();
    boolean[][] taken = new boolean[game.rows()][game.cols()];
    for (int p = 0; p < game.playerCount(); p++) {
      for (Cell cell : state.stonesOf(Player.of(p))) {
        taken[cell.row()][cell.col()] = true;
      }
    }
    double centreRow = (game.rows() - 1) / 2.0;
    double centreCol = (game.cols() - 1) / 2.0;
    Cell[] cells = new Cell[count];
    for (int i = 0; i < count; i++) {
      cells[i] = position.move(codes[i]);
    }
    int[] groups = groups(position, codes, count);
    Integer[] order = new Integer[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
    }
    Arrays.sort(
        order,
        Comparator.comparingInt((Integer i) -> groups[i])
            .thenComparingInt((Integer i) -> -neighbours(taken, cells[i]))
            .thenComparingDouble(i -> Math.abs(cells[i].row() - centreRow) + Math.abs(cells[i].col() - centreCol)));
    int[] sorted = new int[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = codes[order[i]];
    }
    System.arraycopy(sorted, 0, codes, 0, count);
  }

  /**
   * Returns the group of each code: 0 for a four of the mover, 1 for a four of the opponent, 2 for
   * a candidate double threat of either, 3 for the rest (all 3 when threats do not count).
   */
  private int[] groups(Position<MnkState, Cell> position, int[] codes, int count) {
    int[] groups = new int[count];
    Arrays.fill(groups, REST);
    if (!threats || count == 0) {
      return groups;
    }
    MnkPosition mnk = position instanceof MnkPosition own ? own : position.state().toPosition();
    Player mover = mnk.toMove();
    Player opponent = mover.next(2);
    int cellCount = game.cellCount();
    int[] group = new int[cellCount];
    Arrays.fill(group, REST);
    Threats threatsHere = Threats.of(mnk);
    for (Player player : new Player[] {mover, opponent}) {
      int[] candidates = threatsHere.candidateCounts(player);
      for (int cell = 0; cell < cellCount; cell++) {
        if (candidates[cell] >= 2) {
          group[cell] = DOUBLE_THREAT;
        }
      }
    }
    int[] fours = new int[cellCount];
    for (int n = MnkSearch.winningCells(mnk, opponent, fours), i = 0; i < n; i++) {
      group[fours[i]] = OPPONENT_FOUR;
    }
    for (int n = MnkSearch.winningCells(mnk, mover, fours), i = 0; i < n; i++) {
      group[fours[i]] = OWN_FOUR;
    }
    for (int i = 0; i < count; i++) {
      groups[i] = group[codes[i]];
    }
    return groups;
  }

  private int neighbours(boolean[][] taken, Cell cell) {
    int count = 0;
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        int r = cell.row() + dr;
        int c = cell.col() + dc;
        if ((dr != 0 || dc != 0) && r >= 0 && c >= 0 && r < game.rows() && c < game.cols() && taken[r][c]) {
          count++;
        }
      }
    }
    return count;
  }
}
