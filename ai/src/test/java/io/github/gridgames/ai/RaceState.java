package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A state of {@link Race}: a snapshot of the total, the player to move and the last mover. */
final class RaceState implements State<RaceState, Race.Add> {

  final Race game;
  final int total;
  final int toMove;
  final int lastMover;
  final int moves;

  RaceState(Race game, int total, int toMove, int lastMover, int moves) {
    this.game = game;
    this.total = total;
    this.toMove = toMove;
    this.lastMover = lastMover;
    this.moves = moves;
  }

  @Override
  public Game<RaceState, Race.Add> game() {
    return game;
  }

  @Override
  public Player toMove() {
    return Player.of(toMove);
  }

  @Override
  public Outcome outcome() {
    return game.outcome(total, lastMover);
  }

  @Override
  public List<Race.Add> legalMoves() {
    List<Race.Add> moves = new ArrayList<>();
    for (int amount = 1; amount <= game.legalCount(total); amount++) {
      moves.add(new Race.Add(amount));
    }
    return List.copyOf(moves);
  }

  @Override
  public Optional<Violation> check(Race.Add move) {
    return game.violation(total, move.amount());
  }

  @Override
  public RaceState play(Race.Add move) {
    check(move).ifPresent(v -> {
      throw new IllegalMoveException(v);
    });
    return new RaceState(
        game, total + move.amount(), game.next(toMove, moves), toMove, moves + 1);
  }

  @Override
  public long positionHash() {
    return Race.hash(total, toMove, lastMover);
  }

  @Override
  public Position<RaceState, Race.Add> toPosition() {
    return new RacePosition(this);
  }

  @Override
  public String render() {
    return "total " + total + ", player " + toMove + " to move";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RaceState other
        && other.game.equals(game)
        && other.total == total
        && other.toMove == toMove
        && other.lastMover == lastMover;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(positionHash());
  }

  @Override
  public String toString() {
    return render();
  }
}
