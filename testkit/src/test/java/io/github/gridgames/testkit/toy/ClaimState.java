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
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** A state of the {@link ClaimGame}; owners are player index + 1, 0 for free. */
public final class ClaimState implements State<ClaimState, Slot> {

  private final ClaimGame game;
  private final int[] owners;
  private final Player toMove;
  private final Scores scores;
  private final int moves;
  /** The cells in the order they were claimed, as a number (for {@link Bug#HASH_OF_MOVE_ORDER}). */
  private final long claimOrder;
  /** How many moves {@code check} refused, and how many calls the bugs that count calls saw. */
  private final int[] refusals = {0};

  private final int[] calls = {0};

  ClaimState(ClaimGame game, int[] owners, Player toMove, Scores scores, int moves) {
    this(game, owners, toMove, scores, moves, 0);
  }

  private ClaimState(ClaimGame game, int[] owners, Player toMove, Scores scores, int moves, long claimOrder) {
    this.game = game;
    this.owners = owners;
    this.toMove = toMove;
    this.scores = scores;
    this.moves = moves;
    this.claimOrder = claimOrder;
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
    return new ClaimState(game, owners, toMove, scores, game.bug() == Bug.TEXT_LOSES_MOVE_NUMBER ? 0 : claimed);
  }

  static ClaimState initial(ClaimGame game) {
    Player first = game.bug() == Bug.SECOND_PLAYER_STARTS ? Player.SECOND : Player.FIRST;
    return new ClaimState(game, new int[game.length()], first, Scores.zero(game.playerCount()), 0);
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
    if ((scores.leaders().size() > 1 && game.playerCount() == 2) || game.bug() == Bug.ALWAYS_A_DRAW) {
      return Outcome.draw();
    }
    return game.bug() == Bug.FIRST_PLAYER_ALWAYS_WINS ? Outcome.win(Player.FIRST) : Outcome.win(scores.leaders());
  }

  @Override
  public List<Slot> legalMoves() {
    List<Slot> moves = new ArrayList<>();
    if (isTerminal()) {
      return game.bug() == Bug.LISTS_MOVES_WHEN_OVER ? List.of(new Slot(0)) : moves;
    }
    for (int i = 0; i < owners.length; i++) {
      if (owners[i] == 0 || game.bug() == Bug.NEVER_ENDS) {
        moves.add(new Slot(i));
      }
    }
    if (game.bug() == Bug.LISTS_ILLEGAL_MOVE && this.moves >= 2) {
      moves.add(new Slot(owners.length));
    }
    if (game.bug() == Bug.NO_MOVES_AFTER_THREE && this.moves >= 3) {
      moves.clear();
    }
    if (game.bug() == Bug.LISTS_A_MOVE_TWICE) {
      moves.add(moves.get(0));
    }
    if (game.bug() == Bug.LEGAL_MOVES_IN_CHANGING_ORDER && calls[0]++ % 2 == 1) {
      Collections.reverse(moves);
    }
    return List.copyOf(moves);
  }

  @Override
  public boolean hasUnboundedLegalMoves() {
    return game.bug() == Bug.UNBOUNDED_WHEN_OVER && isTerminal();
  }

  @Override
  public Optional<Violation> check(Slot move) {
    Optional<Violation> violation = violation(move);
    if (violation.isPresent()) {
      refusals[0]++;
    }
    return violation;
  }

  private Optional<Violation> violation(Slot move) {
    if (isTerminal() && game.bug() != Bug.NO_GAME_OVER_REASON) {
      return Optional.of(Violation.gameOver());
    }
    if (move.index() < 0 || move.index() >= owners.length) {
      return Optional.of(Violation.of(Reason.OUT_OF_BOUNDS, "Cell " + move.index() + " is off the row."));
    }
    if (owners[move.index()] != 0 && game.bug() != Bug.NEVER_ENDS && game.bug() != Bug.CHECK_ACCEPTS_TAKEN) {
      return Optional.of(Violation.of(Reason.OCCUPIED, "Cell " + move.index() + " is taken."));
    }
    return Optional.empty();
  }

  @Override
  public boolean isLegal(Slot move) {
    return game.bug() == Bug.IS_LEGAL_ALWAYS || State.super.isLegal(move);
  }

  @Override
  public MoveEffect effectOf(Slot move) {
    MoveEffect effect = correctEffectOf(move);
    if (game.bug() == Bug.EFFECT_CHANGES_BETWEEN_CALLS && calls[0]++ % 2 == 1) {
      return MoveEffect.ofCaptures(effect.captures() + 1);
    }
    return effect;
  }

  private MoveEffect correctEffectOf(Slot move) {
    violation(move).ifPresent(v -> {
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
    if (game.bug() == Bug.PLAY_MISREPORTS_VIOLATION && violation(move).isPresent()) {
      throw new IllegalMoveException(Violation.of(Reason.OUT_OF_BOUNDS, "Cell " + move.index() + " is off the row."));
    }
    if (game.bug() == Bug.CHECK_ACCEPTS_TAKEN && owners[move.index()] != 0) {
      throw new IllegalMoveException(Violation.of(Reason.OCCUPIED, "Cell " + move.index() + " is taken."));
    }
    MoveEffect effect = correctEffectOf(move);
    int[] next = game.bug() == Bug.MUTATES_RECEIVER ? owners : owners.clone();
    next[move.index()] = toMove.index() + 1;
    int moveNumber = game.bug() == Bug.WRONG_MOVE_NUMBER ? 0 : moves;
    Player after = TurnTable.ask(game.turnPolicy(), toMove, effect, game.playerCount(), moveNumber);
    if (game.bug() == Bug.MOVER_OUT_OF_RANGE && moves + 1 == owners.length) {
      after = Player.of(game.playerCount());
    }
    int bonus = game.bug() == Bug.PLAY_CHANGES_BETWEEN_CALLS && calls[0]++ % 2 == 1 ? 1 : 0;
    long order = claimOrder * (owners.length + 1) + move.index() + 1;
    return new ClaimState(game, next, after, scores.plus(toMove, effect.captures() + bonus), moves + 1, order);
  }

  @Override
  public Optional<Scores> scores() {
    if (game.bug() == Bug.NO_SCORES) {
      return Optional.empty();
    }
    if (game.bug() == Bug.SCORES_OF_AN_EXTRA_PLAYER) {
      Scores more = Scores.zero(game.playerCount() + 1);
      for (int p = 0; p < game.playerCount(); p++) {
        more = more.plus(Player.of(p), scores.of(Player.of(p)));
      }
      return Optional.of(more);
    }
    return Optional.of(scores);
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int owner : owners) {
      sb.append(owner == 0 ? '.' : (char) ('A' + owner - 1));
    }
    sb.append(" scores ").append(scores).append(", ").append(game.playerName(toMove)).append(" to move");
    if (game.bug() == Bug.REFUSAL_SHOWS_IN_RENDER) {
      sb.append(", ").append(refusals[0]).append(" moves refused");
    }
    return sb.toString();
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
  public long positionHash() {
    return game.bug() == Bug.IDENTITY_POSITION_HASH ? System.identityHashCode(this) : State.super.positionHash();
  }

  @Override
  @SuppressWarnings("EqualsBrokenForNull") // Bug.EQUALS_NULL
  public boolean equals(@Nullable Object o) {
    switch (game.bug()) {
      case EQUALS_NULL:
        if (o == null) {
          return true;
        }
        break;
      case EQUALS_ANY_STRING:
        if (o instanceof String) {
          return true;
        }
        break;
      case EQUALS_BY_IDENTITY:
        return o == this;
      case STATE_UNEQUAL_TO_ITSELF:
        if (o == this) {
          return false;
        }
        break;
      default:
        break;
    }
    return o instanceof ClaimState other
        && other.game.equals(game)
        && Arrays.equals(other.owners, owners)
        && other.toMove.equals(toMove)
        && other.scores.equals(scores)
        && (game.bug() != Bug.REFUSAL_SHOWS_IN_EQUALS || other.refusals[0] == refusals[0]);
  }

  @Override
  public int hashCode() {
    if (game.bug() == Bug.IDENTITY_HASH) {
      return System.identityHashCode(this);
    }
    int hash = (Arrays.hashCode(owners) * 31 + toMove.index()) * 31 + scores.hashCode();
    return game.bug() == Bug.HASH_OF_MOVE_ORDER ? hash * 31 + Long.hashCode(claimOrder) : hash;
  }

  @Override
  public String toString() {
    return render();
  }
}
