package io.github.gridgames.tictactoe;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Violation;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The fast {@link Position} of an m,n,k-game: one bitset per player changed in place, a stack of
 * the cells played, and the outcome. Only an ongoing game accepts a move, so undoing always
 * returns to an ongoing outcome. Not thread-safe.
 */
final class MnkPosition implements Position<MnkState, Cell> {

  private final MnkGame game;
  private final long[][] stonesByPlayer;
  private final int[] played;
  private int depth;
  private int stones;
  private long hash;
  private Outcome outcome;

  MnkPosition(MnkState start) {
    this.game = start.game();
    this.stonesByPlayer = new long[][] {start.xWords(), start.oWords()};
    this.played = new int[game.cellCount() - start.stoneCount()];
    this.stones = start.stoneCount();
    this.hash = start.positionHash();
    this.outcome = start.outcome();
  }

  private Player owner(int index) {
    return Bits.get(stonesByPlayer[0], index)
        ? Player.FIRST
        : Bits.get(stonesByPlayer[1], index) ? Player.SECOND : null;
  }

  @Override
  public MnkState state() {
    long[] xw = stonesByPlayer[0];
    long[] ow = stonesByPlayer[1];
    return game.isSmall()
        ? new MnkState(game, xw[0], ow[0], null, null, stones, hash, outcome)
        : new MnkState(game, 0L, 0L, xw.clone(), ow.clone(), stones, hash, outcome);
  }

  /**
   * Returns the empty cells in reading order: a view of a snapshot of the stones (one word per
   * player on a small board, a copy of the bitsets on a large one), so it stays valid as the
   * position changes.
   */
  @Override
  public List<Cell> legalMoves() {
    if (outcome.isOver()) {
      return List.of();
    }
    long[] xw = stonesByPlayer[0];
    long[] ow = stonesByPlayer[1];
    return game.isSmall()
        ? EmptyCells.small(game, xw[0], ow[0])
        : EmptyCells.large(game, xw.clone(), ow.clone(), stones);
  }

  @Override
  public void play(Cell move) {
    Objects.requireNonNull(move, "move");
    int row = move.row();
    int col = move.col();
    if (outcome.isOver() || !game.contains(row, col) || owner(row * game.cols() + col) != null) {
      Optional<Violation> violation = Refusals.check(game, outcome, move, this::owner);
      throw new IllegalMoveException(
          violation.orElseThrow(() -> new IllegalStateException("no refusal for " + move)));
    }
    int index = row * game.cols() + col;
    int p = stones & 1;
    long[] mine = stonesByPlayer[p];
    Bits.set(mine, index);
    hash ^= Bits.key(index, p);
    stones++;
    played[depth++] = index;
    boolean won =
        game.isSmall() ? game.lines().winsThrough(mine[0], index) : Lines.winsThrough(game, mine, row, col);
    if (won) {
      outcome = Outcome.win(Player.of(p), Lines.through(game, i -> Bits.get(mine, i), row, col));
    } else if (stones == game.cellCount()) {
      outcome = Outcome.draw();
    }
  }

  @Override
  public void undo() {
    if (depth == 0) {
      throw new IllegalStateException("no move to undo: the position is at its starting state");
    }
    int index = played[--depth];
    stones--;
    int p = stones & 1;
    Bits.clear(stonesByPlayer[p], index);
    hash ^= Bits.key(index, p);
    outcome = Outcome.ongoing();
  }

  @Override
  public boolean isTerminal() {
    return outcome.isOver();
  }

  @Override
  public long positionHash() {
    return hash;
  }

  @Override
  public int depth() {
    return depth;
  }
}
