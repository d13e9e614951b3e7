package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.TurnTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A state of the {@link ClaimGame}; owners are player index + 1, 0 for free. */
public final class ClaimState implements State<ClaimState, Slot> {

  private final ClaimGame game;
  private final int[] owners;
  private final Player toMove;
  private final Scores scores;
  private final int moves;

  ClaimState(ClaimGame game, int[] owners, Player toMove, Scores scores, int moves) {
    this.game = game;
    this.owners = owners;
    this.toMove = toMove;
    this.scores = scores;
    this.moves = moves;
  }

  /** Returns the state with these owners and player to move; the scores follow from the owners. */
  static ClaimState of(ClaimGame game, int[] owners, Player toMove) {
    Scores scores = Scores.zero(game.playerCount());
    int claimed = 0;
    for (int i = 0; i < owners.length; i++) {
      if (owners[i] != 0) {
        claimed++;
        if (i > 0 && owners[i - 1] == owners[i]) {
          scores = scores.plus(Player.of(owners[i] - 1), 1);
        }
      }
    }
    return new ClaimState(game, owners, toMove, scores, claimed);
  }

  static ClaimState initial(ClaimGame game) {
    return new ClaimState(game, new int[game.length()], Player.FIRST, Scores.zero(game.playerCount()), 0);
  }

  int moveCount() {
    return moves;
  }

  int[] owners() {
    return owners;
  }

  @Override
  public Game<ClaimState, Slot> game() {
    return game;
  }

  @Override
  public Player toMove() {
    return toMove;
  }

  private boolean full() {
    if (game.bug() == Bug.NEVER_ENDS) {
      return false;
    }
    for (int owner : owners) {
      if (owner == 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  public Outcome outcome() {
    if (!full()) {
      return Outcome.ongoing();
    }
    if (scores.leaders().size() > 1 && game.playerCount() == 2) {
      return Outcome.draw();
    }
    return Outcome.win(scores.leaders());
  }

  @Override
  public List<Slot> legalMoves() {
    List<Slot> moves = new ArrayList<>();
    if (isTerminal()) {
      return moves;
    }
    for (int i = 0; i < owners.length; i++) {
      if (owners[i] == 0 || game.bug() == Bug.NEVER_ENDS) {
        moves.add(new Slot(i));
      }
    }
    if (game.bug() == Bug.LISTS_ILLEGAL_MOVE && this.moves >= 2) {
      moves.add(new Slot(owners.length));
    }
    return List.copyOf(moves);
  }

  @Override
  public Optional<Violation> check(Slot move) {
    if (isTerminal() && game.bug() != Bug.NO_GAME_OVER_REASON) {
      return Optional.of(Violation.gameOver());
    }
    if (move.index() < 0 || move.index() >= owners.length) {
      return Optional.of(Violation.of(Reason.OUT_OF_BOUNDS, "Cell " + move.index() + " is off the row."));
    }
    if (owners[move.index()] != 0 && game.bug() != Bug.NEVER_ENDS) {
      return Optional.of(Violation.of(Reason.OCCUPIED, "Cell " + move.index() + " is taken."));
    }
    return Optional.empty();
  }

  @Override
  public MoveEffect effectOf(Slot move) {
    check(move).ifPresent(v -> {
      throw new IllegalMoveException(v);
    });
    return MoveEffect.ofCaptures(points(owners, move.index(), toMove));
  }

  static int points(int[] owners, int index, Player mover) {
    int points = 0;
    if (index > 0 && owners[index - 1] == mover.index() + 1) {
      points++;
    }
    if (index + 1 < owners.length && owners[index + 1] == mover.index() + 1) {
      points++;
    }
    return points;
  }

  @Override
  public ClaimState play(Slot move) {
    MoveEffect effect = effectOf(move);
    int[] next = game.bug() == Bug.MUTATES_RECEIVER ? owners : owners.clone();
    next[move.index()] = toMove.index() + 1;
    int moveNumber = game.bug() == Bug.WRONG_MOVE_NUMBER ? 0 : moves;
    Player after = TurnTable.ask(game.turnPolicy(), toMove, effect, game.playerCount(), moveNumber);
    return new ClaimState(game, next, after, scores.plus(toMove, effect.captures()), moves + 1);
  }

  @Override
  public Optional<Scores> scores() {
    return Optional.of(scores);
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int owner : owners) {
      sb.append(owner == 0 ? '.' : (char) ('A' + owner - 1));
    }
    return sb.append(" scores ").append(scores).append(", ").append(game.playerName(toMove)).append(" to move").toString();
  }

  @Override
  public String positionText() {
    StringBuilder sb = new StringBuilder();
    for (int owner : owners) {
      sb.append(owner == 0 ? '.' : (char) ('A' + owner - 1));
    }
    Player shown = game.bug() == Bug.TEXT_DROPS_MOVER ? Player.FIRST : toMove;
    return sb.append(' ').append(game.playerName(shown)).toString();
  }

  @Override
  public Position<ClaimState, Slot> toPosition() {
    return game.bug().breaksPosition()
        ? new BrokenPosition(State.super.toPosition(), game.bug())
        : State.super.toPosition();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ClaimState other
        && other.game.equals(game)
        && Arrays.equals(other.owners, owners)
        && other.toMove.equals(toMove)
        && other.scores.equals(scores);
  }

  @Override
  public int hashCode() {
    if (game.bug() == Bug.IDENTITY_HASH) {
      return System.identityHashCode(this);
    }
    return (Arrays.hashCode(owners) * 31 + toMove.index()) * 31 + scores.hashCode();
  }

  @Override
  public String toString() {
    return render();
  }
}
