package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A mutable position whose undo forgets to take back the points of the undone move: it wraps a
 * correct position and keeps the forgotten points on top of its scores.
 */
final class ForgetfulPosition implements Position<ClaimState, Slot> {

  private final Position<ClaimState, Slot> rules;
  private Scores forgotten;

  ForgetfulPosition(Position<ClaimState, Slot> rules) {
    this.rules = rules;
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
    return rules.legalMoves(buffer);
  }

  @Override
  public boolean isLegal(int code) {
    return rules.isLegal(code);
  }

  @Override
  public int randomMove(RandomGenerator random) {
    return rules.randomMove(random);
  }

  @Override
  public void play(int code) {
    rules.play(code);
  }

  @Override
  public void undo() {
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
    return new ForgetfulPosition(rules.copy());
  }
}
