package io.github.gridgames.tictactoe;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.Collections;
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

  @Override
  public List<Cell> legalMoves() {
    if (outcome.isOver()) {
      return List.of();
    }
    List<Cell> moves = new ArrayList<>(game.cellCount() - stones);
    for (int i = 0; i < game.cellCount(); i++) {
      if (owner(i) == null) {
        moves.add(game.cellAt(i));
      }
    }
    return Collections.unmodifiableList(moves);
  }

  @Override
  public void play(Cell move) {
    Objects.requireNonNull(move, "move");
    Optional<Violation> violation = Refusals.check(game, outcome, move, this::owner);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    int index = game.index(move);
    int p = stones & 1;
    long[] mine = stonesByPlayer[p];
    Bits.set(mine, index);
    hash ^= Bits.key(index, p);
    stones++;
    played[depth++] = index;
    List<Cell> line = Lines.through(game, i -> Bits.get(mine, i), move.row(), move.col());
    if (!line.isEmpty()) {
      outcome = Outcome.win(Player.of(p), line);
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
  public int depth() {
    return depth;
  }
}
