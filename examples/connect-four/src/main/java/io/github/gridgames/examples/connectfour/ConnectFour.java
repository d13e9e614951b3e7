package io.github.gridgames.examples.connectfour;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.core.spi.TurnTable;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.StandardReason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Connect Four on a board of {@code cols} x {@code rows} cells (7 x 6 by default): players X and O
 * take turns to drop a disc into a column that is not full; it falls to the lowest free cell. Four
 * discs of one player in a row, column or diagonal win; a full board without four is a draw.
 * Moves are written as the column number counted from 1 at the left, such as {@code 4}.
 *
 * <p>The whole game in one file: the game (its parameters), its moves ({@link Drop}), its states
 * ({@link Board}) and its notation. Canonical text: {@code connect-four(cols=7,rows=6)}.
 */
public record ConnectFour(int cols, int rows) implements Game<ConnectFour.Board, ConnectFour.Drop> {

  /** The game's id. */
  public static final String ID = "connect-four";

  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /**
   * Creates the game on a board of {@code cols} x {@code rows} cells.
   *
   * @param cols the number of columns, 4 to 16
   * @param rows the number of rows, 4 to 16
   * @throws IllegalArgumentException if a side is out of range
   */
  public ConnectFour {
    checkArgument(cols >= 4 && cols <= 16, "cols must be from 4 to 16, got %s", cols);
    checkArgument(rows >= 4 && rows <= 16, "rows must be from 4 to 16, got %s", rows);
  }

  /**
   * Returns the game of a spec; missing parameters are 7 columns and 6 rows.
   *
   * @param spec a spec with id {@value #ID} and parameters {@code cols} and {@code rows}
   * @return the game
   * @throws IllegalArgumentException if the id differs, a parameter is unknown or out of range
   */
  public static ConnectFour fromSpec(GameSpec spec) {
    spec.requireOnly(ID, java.util.Set.of("cols", "rows"));
    return new ConnectFour(spec.intParameter("cols", 7), spec.intParameter("rows", 6));
  }

  /** A move: a disc dropped into a column, counted from 0 at the left. */
  public record Drop(int column) implements Move {}

  @Override
  public GameSpec spec() {
    return GameSpec.builder(ID).put("cols", cols).put("rows", rows).build();
  }

  @Override
  public int playerCount() {
    return 2;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return TurnPolicy.ALTERNATE;
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
  public static final class Board implements State<Board, Drop> {
    private final ConnectFour game;
    private final byte[] cells;
    private final int discs;
    private final Player toMove;
    private final Outcome outcome;

    private Board(ConnectFour game, byte[] cells, int discs, Player toMove, Outcome outcome) {
      this.game = game;
      this.cells = cells;
      this.discs = discs;
      this.toMove = toMove;
      this.outcome = outcome;
    }

    @Override
    public ConnectFour game() {
      return game;
    }

    @Override
    public Player toMove() {
      return toMove;
    }

    @Override
    public Outcome outcome() {
      return outcome;
    }

    /**
     * Returns who has a disc on a cell.
     *
     * @param col the column, from 0 at the left
     * @param row the row, from 0 at the bottom
     * @return the player, or empty for an empty cell
     */
    public Optional<Player> at(int col, int row) {
      int cell = cells[row * game.cols + col];
      return cell == 0 ? Optional.empty() : Optional.of(Player.of(cell - 1));
    }

    @Override
    public List<Drop> legalMoves() {
      List<Drop> moves = new ArrayList<>();
      for (int c = 0; c < game.cols && !isTerminal(); c++) {
        if (cells[(game.rows - 1) * game.cols + c] == 0) {
          moves.add(new Drop(c));
        }
      }
      return List.copyOf(moves);
    }

    @Override
    public Optional<Violation> check(Drop move) {
      if (isTerminal()) {
        return Optional.of(Violation.gameOver());
      }
      int c = move.column();
      if (c < 0 || c >= game.cols) {
        return Optional.of(Violation.of(StandardReason.OUT_OF_BOUNDS,
            "Column " + (c + 1) + " is not on the board: the columns are 1 to " + game.cols + "."));
      }
      if (cells[(game.rows - 1) * game.cols + c] != 0) {
        return Optional.of(Violation.of(StandardReason.OCCUPIED, "Column " + (c + 1) + " is full."));
      }
      return Optional.empty();
    }

    @Override
    public Board play(Drop move) {
      check(move).ifPresent(v -> {
        throw new IllegalMoveException(v);
      });
      int c = move.column();
      int row = 0;
      while (cells[row * game.cols + c] != 0) {
        row++;
      }
      byte[] next = cells.clone();
      next[row * game.cols + c] = (byte) (toMove.index() + 1);
      Outcome after = Outcome.ongoing();
      if (fourThrough(next, c, row)) {
        after = Outcome.win(toMove);
      } else if (discs + 1 == game.cols * game.rows) {
        after = Outcome.draw();
      }
      Player player = TurnTable.ask(game.turnPolicy(), toMove, MoveEffect.NONE, 2, discs);
      return new Board(game, next, discs + 1, player, after);
    }

    /** Whether the disc on (c, row) is part of four in a line of its player. */
    private boolean fourThrough(byte[] board, int c, int row) {
      byte mine = board[row * game.cols + c];
      for (int[] d : DIRECTIONS) {
        int count = 1;
        for (int sign = -1; sign <= 1; sign += 2) {
          int x = c + sign * d[0];
          int y = row + sign * d[1];
          while (x >= 0 && y >= 0 && x < game.cols && y < game.rows && board[y * game.cols + x] == mine) {
            count++;
            x += sign * d[0];
            y += sign * d[1];
          }
        }
        if (count >= 4) {
          return true;
        }
      }
      return false;
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
      for (int c = 1; c <= game.cols; c++) {
        sb.append(c < 10 ? "  " : " ").append(c);
      }
      return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Board other
          && other.game.equals(game) && other.toMove.equals(toMove) && Arrays.equals(other.cells, cells);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(cells) + toMove.index();
    }

    @Override
    public String toString() {
      return game + "\n" + render();
    }
  }

  /** The column number, counted from 1 at the left: {@code 4}. */
  private record ColumnNotation(int cols) implements Notation<Drop> {
    @Override
    public String name() {
      return "column";
    }

    @Override
    public String syntax() {
      return "a column number from 1 to " + cols;
    }

    @Override
    public String format(Drop move) {
      return String.valueOf(move.column() + 1);
    }

    @Override
    public Drop parse(String text) {
      String t = text.strip();
      int start = text.indexOf(t);
      for (int i = 0; i < t.length(); i++) {
        if (!Character.isDigit(t.charAt(i)) || i >= 2) {
          throw new NotationException(text, start + i, syntax());
        }
      }
      if (t.isEmpty() || Integer.parseInt(t) < 1 || Integer.parseInt(t) > cols) {
        throw new NotationException(text, start, syntax());
      }
      return new Drop(Integer.parseInt(t) - 1);
    }
  }
}
