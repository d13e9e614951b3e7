package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A mutable position with one of the position {@link Bug}s: it wraps a correct position and
 * departs from it where the bug says. With {@link Bug#WRONG_UNDO} its undo forgets to take back
 * the points of the undone move, which it keeps on top of its scores.
 */
final class BrokenPosition implements Position<ClaimState, Slot> {

  private final Position<ClaimState, Slot> rules;
  private final Bug bug;
  private Scores forgotten;

  BrokenPosition(Position<ClaimState, Slot> rules, Bug bug) {
    this.rules = rules;
    this.bug = bug;
    this.forgotten = Scores.zero(rules.game().playerCount());
  }

  @Override
  public Game<ClaimState, Slot> game() {
    return rules.game();
  }

  @Override
  public ClaimState state() {
    ClaimState s = rules.state();
    Scores scores = s.scores().orElseThrow();
    for (int p = 0; p < forgotten.playerCount(); p++) {
      scores = scores.plus(Player.of(p), forgotten.of(Player.of(p)));
    }
    return new ClaimState((ClaimGame) s.game(), s.owners(), s.toMove(), scores, s.moveCount());
  }

  @Override
  public Player toMove() {
    return rules.toMove();
  }

  @Override
  public boolean isTerminal() {
    return rules.isTerminal();
  }

  @Override
  public Outcome outcome() {
    return state().outcome();
  }

  @Override
  public int score(Player player) {
    return state().scores().orElseThrow().of(player);
  }

  @Override
  public Optional<Scores> scores() {
    return state().scores();
  }

  @Override
  public long positionHash() {
    return state().positionHash();
  }

  @Override
  public int legalMoveCount() {
    return rules.legalMoveCount();
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (bug == Bug.OVERRUNS_SHORT_BUFFER) {
      int[] codes = new int[rules.legalMoveCount()];
      int count = rules.legalMoves(codes);
      for (int i = 0; i < count; i++) {
        buffer[i] = codes[i];
      }
      return count;
    }
    return rules.legalMoves(buffer);
  }

  @Override
  public boolean isLegal(int code) {
    return rules.isLegal(code);
  }

  @Override
  public int randomMove(RandomGenerator random) {
    int code = rules.randomMove(random);
    return bug == Bug.RANDOM_MOVE_ANYWHERE && depth() > 0 ? rules.code(new Slot(0)) : code;
  }

  @Override
  public void play(int code) {
    if (bug == Bug.CRASHES_ON_UNKNOWN_CODE && code < 0) {
      throw new ArrayIndexOutOfBoundsException(code);
    }
    rules.play(code);
  }

  @Override
  public int playout(RandomGenerator random, int maxMoves) {
    if (bug == Bug.PLAYOUT_IGNORES_LIMIT && maxMoves >= 0) {
      return Position.super.playout(random, Integer.MAX_VALUE);
    }
    return Position.super.playout(random, maxMoves);
  }

  @Override
  public void undo() {
    if (bug != Bug.WRONG_UNDO) {
      rules.undo();
      return;
    }
    Scores before = rules.scores().orElseThrow();
    rules.undo();
    Scores after = rules.scores().orElseThrow();
    for (int p = 0; p < before.playerCount(); p++) {
      Player player = Player.of(p);
      forgotten = forgotten.plus(player, before.of(player) - after.of(player));
    }
  }

  @Override
  public int depth() {
    return rules.depth();
  }

  @Override
  public int code(Slot move) {
    return rules.code(move);
  }

  @Override
  public Slot move(int code) {
    return rules.move(code);
  }

  @Override
  public Position<ClaimState, Slot> copy() {
    return new BrokenPosition(bug == Bug.SHARED_COPY ? rules : rules.copy(), bug);
  }
}
