package io.github.gridgames.examples.connectfour;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.GameState;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Connect Four on a board of {@code rows} x {@code cols} cells (6 x 7 by default): players X and O
 * take turns to drop a disc into a column that is not full; it falls to the lowest free cell. Four
 * discs of one player in a row, column or diagonal win; a full board without four is a draw.
 * Moves are written as the column number counted from 1 at the left, such as {@code 4}.
 *
 * <p>The whole game in one file: the game (its parameters), its moves ({@link Drop}), its states
 * ({@link Board}, on core's {@link GameState}, which checks, refuses, asks the turn policy and
 * builds the next state, so the board writes only the rules); the notation is in
 * {@code ColumnNotation}. Canonical text:
 * {@code connect-four(rows=6,cols=7)}.
 */
public record ConnectFour(int rows, int cols) implements Game<ConnectFour.Board, ConnectFour.Drop> {

  /** The game's id. */
  public static final String ID = "connect-four";

  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /** Creates the game; {@code rows} and {@code cols} are 4 to 16, or IllegalArgumentException. */
  public ConnectFour {
    checkArgument(rows >= 4 && rows <= 16, "rows must be from 4 to 16, got %s", rows);
    checkArgument(cols >= 4 && cols <= 16, "cols must be from 4 to 16, got %s", cols);
  }

  /** Returns the game of a spec ({@code rows} 6 and {@code cols} 7 unless given), or throws. */
  public static ConnectFour fromSpec(GameSpec spec) {
    spec.requireOnly(ID, Set.of("rows", "cols"));
    return new ConnectFour(spec.intParameter("rows", 6), spec.intParameter("cols", 7));
  }

  /** A move: a disc dropped into a column, counted from 0 at the left. */
  public record Drop(int column) implements Move {}

  @Override
  public GameSpec spec() {
    return GameSpec.builder(ID).put("rows", rows).put("cols", cols).build();
  }

  @Override
  public Board initialState() {
    return new Board(this, new byte[cols * rows], 0, Player.FIRST, Outcome.ongoing());
  }

  @Override
  public List<Notation<Drop>> notations() {
    return List.of(new ColumnNotation(cols));
  }

  @Override
  public String playerName(Player player) {
    checkArgument(player.index() < 2, "%s is not in a two-player game", player);
    return player.index() == 0 ? "X" : "O";
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(cols * rows);
  }

  /** A position: the discs (row 0 at the bottom), the player to move and the outcome. Immutable. */
  public static final class Board extends GameState<Board, Drop> {
    private final ConnectFour game;
    private final byte[] cells;

    private Board(ConnectFour game, byte[] cells, int discs, Player toMove, Outcome outcome) {
      super(toMove, discs, outcome);
      this.game = game;
      this.cells = cells;
    }

    @Override
    public ConnectFour game() {
      return game;
    }

    /** Returns who has a disc on a cell (column from 0 at the left, row from 0 at the bottom). */
    public Optional<Player> at(int col, int row) {
      int cell = cells[row * game.cols + col];
      return cell == 0 ? Optional.empty() : Optional.of(Player.of(cell - 1));
    }

    @Override
    public List<Drop> legalMoves() {
      return IntStream.range(0, isTerminal() ? 0 : game.cols)
          .filter(c -> cells[(game.rows - 1) * game.cols + c] == 0)
          .mapToObj(Drop::new)
          .toList();
    }

    @Override
    protected Optional<Violation> violation(Drop move) {
      int c = move.column();
      if (c < 0 || c >= game.cols) {
        return Optional.of(Violation.of(Reason.OUT_OF_BOUNDS,
            "Column " + (c + 1) + " is not on the board: the columns are 1 to " + game.cols + "."));
      }
      if (cells[(game.rows - 1) * game.cols + c] != 0) {
        return Optional.of(Violation.of(Reason.OCCUPIED, "Column " + (c + 1) + " is full."));
      }
      return Optional.empty();
    }

    @Override
    protected Board apply(Drop move, Player next) {
      int c = move.column();
      int row = (int) IntStream.range(0, game.rows).takeWhile(r -> cells[r * game.cols + c] != 0).count();
      byte[] after = cells.clone();
      after[row * game.cols + c] = (byte) (toMove().index() + 1);
      int discs = moveNumber() + 1;
      Outcome outcome = fourThrough(after, c, row) ? Outcome.win(toMove())
          : discs == after.length ? Outcome.draw() : Outcome.ongoing();
      return new Board(game, after, discs, next, outcome);
    }

    /** Whether the disc on (c, row) is part of four in a line of its player. */
    private boolean fourThrough(byte[] board, int c, int row) {
      return Arrays.stream(DIRECTIONS)
          .anyMatch(d -> run(board, c, row, d[0], d[1]) + run(board, c, row, -d[0], -d[1]) >= 3);
    }

    /** How many discs like the one on (c, row) follow it in direction (dx, dy). */
    private int run(byte[] board, int c, int row, int dx, int dy) {
      int n = 0;
      for (int x = c + dx, y = row + dy; x >= 0 && y >= 0 && x < game.cols && y < game.rows
          && board[y * game.cols + x] == board[row * game.cols + c]; x += dx, y += dy) {
        n++;
      }
      return n;
    }

    @Override
    public String render() {
      StringBuilder sb = new StringBuilder();
      for (int r = game.rows - 1; r >= 0; r--) {
        sb.append('|');
        for (int c = 0; c < game.cols; c++) {
          sb.append(' ').append(at(c, r).map(game::playerName).orElse("."));
        }
        sb.append(" |\n");
      }
      IntStream.rangeClosed(1, game.cols).forEach(c -> sb.append(c < 10 ? "  " : " ").append(c));
      return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Board other
          && other.game.equals(game) && other.toMove().equals(toMove()) && Arrays.equals(other.cells, cells);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(cells) + toMove().index();
    }
  }
}
