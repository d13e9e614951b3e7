package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Notakto on one 3 x 3 board, written on {@link State} by hand as a user wrote it from the
 * README's steps before core did a move's ceremony: both players place X in a free cell
 * ({@code #0} to {@code #8}, reading order), and whoever completes three in a row loses. It keeps
 * the bug that user planted in that ceremony: on the game's last move the turn does not pass, so
 * the finished state names the loser, not the player the turn policy chose, as the player to move.
 */
public record Notakto() implements Game<Notakto.Board, Slot> {

  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  @Override
  public GameSpec spec() {
    return GameSpec.builder("notakto").build();
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
    return new Board(new boolean[9], 0, Player.FIRST, Outcome.ongoing());
  }

  @Override
  public List<Notation<Slot>> notations() {
    return List.of(new SlotNotation());
  }

  @Override
  public String playerName(Player player) {
    return player.index() == 0 ? "A" : "B";
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(9);
  }

  /** A position: the X's, the number placed, the player to move and the outcome. */
  public record Board(boolean[] cells, int placed, Player toMove, Outcome outcome)
      implements State<Board, Slot> {

    @Override
    public Notakto game() {
      return new Notakto();
    }

    @Override
    public List<Slot> legalMoves() {
      List<Slot> moves = new ArrayList<>();
      for (int i = 0; i < 9 && !isTerminal(); i++) {
        if (!cells[i]) {
          moves.add(new Slot(i));
        }
      }
      return moves;
    }

    @Override
    public Optional<Violation> check(Slot move) {
      if (isTerminal()) {
        return Optional.of(Violation.gameOver());
      }
      if (move.index() < 0 || move.index() >= 9) {
        return Optional.of(Violation.of(Reason.OUT_OF_BOUNDS, "No cell #" + move.index() + "."));
      }
      if (cells[move.index()]) {
        return Optional.of(Violation.of(Reason.OCCUPIED, "Cell #" + move.index() + " is taken."));
      }
      return Optional.empty();
    }

    @Override
    public Board play(Slot move) {
      check(move).ifPresent(v -> {
        throw new IllegalMoveException(v);
      });
      boolean[] next = cells.clone();
      next[move.index()] = true;
      boolean line = Arrays.stream(LINES).anyMatch(l -> next[l[0]] && next[l[1]] && next[l[2]]);
      Player other = toMove.next(2);
      Outcome after = line ? Outcome.win(other) : Outcome.ongoing();
      // The planted bug: the turn passes only while the game goes on.
      return new Board(next, placed + 1, line ? toMove : other, after);
    }

    @Override
    public String render() {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 9; i++) {
        sb.append(cells[i] ? 'X' : '.').append(i % 3 == 2 && i < 8 ? "\n" : "");
      }
      return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Board other && Arrays.equals(cells, other.cells) && toMove.equals(other.toMove);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(cells) + toMove.index();
    }

    @Override
    public String toString() {
      return render();
    }
  }
}
