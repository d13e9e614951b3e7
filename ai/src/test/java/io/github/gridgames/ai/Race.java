package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.core.spi.TurnTable;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A toy game with its own allocation-free {@link RacePosition}, for the tests that agents and
 * playouts run on a game's fast face: two players add 1..{@code maxAdd} to a running total; whoever
 * brings it to {@code target} wins. The rules are written once, here, over the total and the
 * players' indices; {@link RaceState} and {@link RacePosition} both call them.
 */
final class Race implements Game<RaceState, Race.Add> {

  /** A move: add {@code amount} to the total. */
  record Add(int amount) implements Move {}

  final int target;
  final int maxAdd;
  private final TurnPolicy policy;
  private final Outcome[] wins = {Outcome.win(Player.of(0)), Outcome.win(Player.of(1))};

  private Race(int target, int maxAdd, TurnPolicy policy) {
    this.target = target;
    this.maxAdd = maxAdd;
    this.policy = policy;
  }

  static Race of(int target, int maxAdd, TurnPolicy policy) {
    return new Race(target, maxAdd, policy);
  }

  /** The number of legal moves at a total: adding 1 up to what reaches the target. */
  int legalCount(int total) {
    return Math.min(maxAdd, target - total);
  }

  /** Why adding {@code amount} at {@code total} is illegal, if it is. */
  Optional<Violation> violation(int total, int amount) {
    if (total == target) {
      return Optional.of(Violation.gameOver());
    }
    if (amount < 1 || amount > legalCount(total)) {
      return Optional.of(
          Violation.of(Reason.OUT_OF_BOUNDS, "cannot add " + amount + " to " + total));
    }
    return Optional.empty();
  }

  /** Who moves after {@code mover} played move number {@code moveNumber}. */
  int next(int mover, int moveNumber) {
    return TurnTable.ask(policy, Player.of(mover), MoveEffect.NONE, 2, moveNumber).index();
  }

  /** The outcome once the total is reached by {@code lastMover}, or ongoing. */
  Outcome outcome(int total, int lastMover) {
    return total == target ? wins[lastMover] : Outcome.ongoing();
  }

  /** The hash of a position: the total, the player to move and the last mover. */
  static long hash(int total, int toMove, int lastMover) {
    return Hashing.combine(Hashing.combine(total, toMove), lastMover);
  }

  @Override
  public GameSpec spec() {
    return GameSpec.builder("race")
        .put("target", target)
        .put("add", maxAdd)
        .put("turns", policy.name())
        .build();
  }

  @Override
  public int playerCount() {
    return 2;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return policy;
  }

  @Override
  public RaceState initialState() {
    return new RaceState(this, 0, 0, 1, 0);
  }

  /** The one notation, made once so that a game's notations are equal on every call. */
  private static final Notation<Add> AMOUNT =
      new Notation<>() {
          @Override
          public String name() {
            return "amount";
          }

          @Override
          public String syntax() {
            return "<amount>";
          }

          @Override
          public String format(Add move) {
            return Integer.toString(move.amount());
          }

          @Override
          public Add parse(String text) {
            try {
              return new Add(Integer.parseInt(text.strip()));
            } catch (NumberFormatException e) {
              throw new NotationException(text, 0, "<amount>");
            }
          }
        };

  @Override
  public List<Notation<Add>> notations() {
    return List.of(AMOUNT);
  }

  @Override
  public String playerName(Player player) {
    return Integer.toString(player.index() + 1);
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(target);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Race other && other.spec().equals(spec());
  }

  @Override
  public int hashCode() {
    return spec().hashCode();
  }

  @Override
  public String toString() {
    return spec().toString();
  }
}
