package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A toy game with unboundedly many legal moves: two players each pick any integer; after two
 * picks the first player wins if the sum is even, else the second. States list the
 * representatives 0, 1 and 2.
 */
final class Picks implements Game<Picks.PickState, Picks.Pick> {

  static final Picks GAME = new Picks();

  record Pick(long value) implements Move {}

  static final List<Pick> REPRESENTATIVES = List.of(new Pick(0), new Pick(1), new Pick(2));

  record PickState(int picks, long sum) implements State<PickState, Pick> {
    @Override
    public Game<PickState, Pick> game() {
      return GAME;
    }

    @Override
    public Player toMove() {
      return Player.of(picks % 2);
    }

    @Override
    public Outcome outcome() {
      return picks < 2 ? Outcome.ongoing() : Outcome.win(Player.of((int) Math.floorMod(sum, 2L)));
    }

    @Override
    public List<Pick> legalMoves() {
      return picks < 2 ? REPRESENTATIVES : List.of();
    }

    @Override
    public boolean hasUnboundedLegalMoves() {
      return picks < 2;
    }

    @Override
    public Optional<Violation> check(Pick move) {
      return picks < 2 ? Optional.empty() : Optional.of(Violation.gameOver());
    }

    @Override
    public PickState play(Pick move) {
      check(move).ifPresent(v -> {
        throw new io.github.gridgames.core.IllegalMoveException(v);
      });
      return new PickState(picks + 1, sum + move.value());
    }

    @Override
    public MoveEffect effectOf(Pick move) {
      return MoveEffect.NONE;
    }

    @Override
    public String render() {
      return picks + " picks, sum " + sum;
    }
  }

  @Override
  public GameSpec spec() {
    return GameSpec.builder("picks").build();
  }

  @Override
  public int playerCount() {
    return 2;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return TurnPolicy.ALTERNATE;
  }

  @Override
  public PickState initialState() {
    return new PickState(0, 0);
  }

  @Override
  public List<Notation<Pick>> notations() {
    return List.of(
        new Notation<>() {
          @Override
          public String name() {
            return "number";
          }

          @Override
          public String syntax() {
            return "<integer>";
          }

          @Override
          public String format(Pick move) {
            return Long.toString(move.value());
          }

          @Override
          public Pick parse(String text) {
            return new Pick(Long.parseLong(text));
          }
        });
  }

  @Override
  public String playerName(Player player) {
    return Integer.toString(player.index());
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(2);
  }
}
