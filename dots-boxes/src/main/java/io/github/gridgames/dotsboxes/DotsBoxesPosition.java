package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Violation;
import java.util.Arrays;
import java.util.List;

/**
 * The mutable {@link Position} of {@link DotsBoxesState#toPosition()}: the drawn lines as a bit
 * set, the owners and scores as arrays, all changed in place, with an undo stack of one
 * {@code long} per move and the position hash kept up to date. It applies exactly the rules of
 * {@link DotsBoxesState}.
 */
final class DotsBoxesPosition implements Position<DotsBoxesState, Edge> {

  private static final int CAPTURED_FIRST = 1 << 8;
  private static final int CAPTURED_SECOND = 1 << 9;

  private final DotsBoxes game;
  private final long[] words;
  private final byte[] owners;
  private final int[] scores;
  private int toMove;
  private int drawnCount;
  /** The hash of the drawn lines and the owners, as in {@link DotsBoxesState}. */
  private long boardHash;
  /** Per move played: the edge index in the high 32 bits, the previous mover and flags below. */
  private long[] undo = new long[16];
  private int depth;

  DotsBoxesPosition(DotsBoxesState start) {
    this.game = start.game();
    this.words = start.copyOfWords();
    this.owners = start.copyOfOwners();
    this.scores = start.copyOfScores();
    this.toMove = start.toMove().index();
    this.drawnCount = start.drawnCount();
    this.boardHash = start.positionHash() ^ Zobrist.turn(toMove);
  }

  @Override
  public DotsBoxesState state() {
    return DotsBoxesState.of(game, words.clone(), owners.clone(), toMove);
  }

  private boolean isDrawn(int index) {
    return (words[index >>> 6] & (1L << index)) != 0;
  }

  @Override
  public boolean isTerminal() {
    return drawnCount == game.edgeCount();
  }

  @Override
  public long positionHash() {
    return boardHash ^ Zobrist.turn(toMove);
  }

  /** Returns the legal moves now, a list that later moves on this position leave unchanged. */
  @Override
  public List<Edge> legalMoves() {
    int count = game.edgeCount() - drawnCount;
    if (count == 0) {
      return List.of();
    }
    return game.isSmall()
        ? LegalEdges.small(game, words[0], count)
        : LegalEdges.large(game, words.clone(), count);
  }

  @Override
  public void play(Edge move) {
    requireNonNull(move, "move");
    if (isTerminal()) {
      throw new IllegalMoveException(Violation.gameOver());
    }
    int index = game.classify(move);
    if (index < 0) {
      throw new IllegalMoveException(game.refusal(move, index));
    }
    if (isDrawn(index)) {
      throw new IllegalMoveException(DotsBoxes.alreadyDrawn(move));
    }
    int captured = 0;
    int flags = toMove;
    int[] edgeBoxes = game.edgeBoxes();
    for (int k = 0; k < 2; k++) {
      int b = edgeBoxes[2 * index + k];
      if (b >= 0 && completes(b, index)) {
        flags |= k == 0 ? CAPTURED_FIRST : CAPTURED_SECOND;
        captured++;
      }
    }
    int next = game.nextPlayer(toMove, captured); // a custom policy may throw: nothing changed yet
    words[index >>> 6] |= 1L << index;
    drawnCount++;
    long hash = boardHash ^ Zobrist.edge(index);
    for (int k = 0; k < 2; k++) {
      if ((flags & (k == 0 ? CAPTURED_FIRST : CAPTURED_SECOND)) != 0) {
        int b = edgeBoxes[2 * index + k];
        owners[b] = (byte) (toMove + 1);
        scores[toMove]++;
        hash ^= Zobrist.owner(b, toMove);
      }
    }
    boardHash = hash;
    if (depth == undo.length) {
      undo = Arrays.copyOf(undo, depth * 2);
    }
    undo[depth++] = ((long) index << 32) | flags;
    toMove = next;
  }

  /** Whether drawing the free line {@code index} completes the box: its other sides are drawn. */
  private boolean completes(int box, int index) {
    int[] boxEdges = game.boxEdges();
    for (int k = 0; k < 4; k++) {
      int e = boxEdges[4 * box + k];
      if (e != index && !isDrawn(e)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void undo() {
    if (depth == 0) {
      throw new IllegalStateException("no move to undo: the position is at its starting state");
    }
    long entry = undo[--depth];
    int index = (int) (entry >>> 32);
    int flags = (int) entry;
    int mover = flags & 0xFF;
    int[] edgeBoxes = game.edgeBoxes();
    long hash = boardHash ^ Zobrist.edge(index);
    for (int k = 0; k < 2; k++) {
      if ((flags & (k == 0 ? CAPTURED_FIRST : CAPTURED_SECOND)) != 0) {
        int b = edgeBoxes[2 * index + k];
        owners[b] = 0;
        scores[mover]--;
        hash ^= Zobrist.owner(b, mover);
      }
    }
    boardHash = hash;
    words[index >>> 6] &= ~(1L << index);
    drawnCount--;
    toMove = mover;
  }

  @Override
  public int depth() {
    return depth;
  }

  /** Returns the current state's drawing. */
  @Override
  public String toString() {
    return Rendering.render(game, this::isDrawn, b -> owners[b], scores, toMove, isTerminal());
  }
}
