package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import java.util.ArrayDeque;
import java.util.Deque;

/** A mutable position whose undo forgets to take back the points of the undone move. */
final class ForgetfulPosition implements Position<ClaimState, Slot> {

  private record Undo(Slot move, Player mover) {}

  private final ClaimGame game;
  private final int[] owners;
  private Player toMove;
  private Scores scores;
  private int moves;
  private final Deque<Undo> undo = new ArrayDeque<>();

  ForgetfulPosition(ClaimState start) {
    this.game = (ClaimGame) start.game();
    this.owners = start.owners().clone();
    this.toMove = start.toMove();
    this.scores = start.scores().orElseThrow();
  }

  @Override
  public ClaimState state() {
    return new ClaimState(game, owners.clone(), toMove, scores, moves);
  }

  @Override
  public void play(Slot move) {
    MoveEffect effect = state().effectOf(move);
    owners[move.index()] = toMove.index() + 1;
    undo.push(new Undo(move, toMove));
    scores = scores.plus(toMove, effect.captures());
    toMove = game.turnPolicy().next(toMove, effect, game.playerCount());
    moves++;
  }

  @Override
  public void undo() {
    if (undo.isEmpty()) {
      throw new IllegalStateException("nothing to undo");
    }
    Undo last = undo.pop();
    owners[last.move().index()] = 0;
    toMove = last.mover();
    moves--;
  }

  @Override
  public int depth() {
    return undo.size();
  }
}
