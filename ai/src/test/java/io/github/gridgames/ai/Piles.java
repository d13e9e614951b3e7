package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * A toy game for the tests: piles of tokens; a move takes 1..{@code maxTake} tokens from one pile.
 *
 * <ul>
 *   <li>{@link Mode#LAST_TAKE_WINS}: whoever takes the last token of all wins (Nim-like, no
 *       scores).
 *   <li>{@link Mode#SCORING}: emptying pile {@code i} scores {@code weights[i]} points, a capture
 *       of that many units for the turn policy (so with {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE}
 *       the mover moves again); when every pile is empty the top scorer wins, a tie is a draw.
 * </ul>
 */
final class Piles implements Game<PilesState, Take> {

  enum Mode {
    LAST_TAKE_WINS,
    SCORING
  }

  final Mode mode;
  final int players;
  final int maxTake;
  final int[] initial;
  final int[] weights;
  final TurnPolicy policy;

  private Piles(Mode mode, int players, int maxTake, int[] initial, int[] weights, TurnPolicy policy) {
    if (initial.length != weights.length) {
      throw new IllegalArgumentException("piles and weights differ in length");
    }
    for (int w : weights) {
      if (w < 1) {
        throw new IllegalArgumentException("weights must be >= 1");
      }
    }
    this.mode = mode;
    this.players = players;
    this.maxTake = maxTake;
    this.initial = initial.clone();
    this.weights = weights.clone();
    this.policy = policy;
    this.spec = makeSpec();
  }

  private final GameSpec spec;

  static Piles lastTakeWins(int players, int maxTake, int... piles) {
    int[] ones = new int[piles.length];
    Arrays.fill(ones, 1);
    return new Piles(Mode.LAST_TAKE_WINS, players, maxTake, piles, ones, TurnPolicy.ALTERNATE);
  }

  static Piles scoring(int players, TurnPolicy policy, int maxTake, int[] piles, int[] weights) {
    return new Piles(Mode.SCORING, players, maxTake, piles, weights, policy);
  }

  @Override
  public GameSpec spec() {
    return spec;
  }

  private GameSpec makeSpec() {
    return GameSpec.builder("piles")
        .put("mode", mode.name().toLowerCase().replace('_', '-'))
        .put("players", players)
        .put("take", maxTake)
        .put("piles", join(initial))
        .put("weights", join(weights))
        .put("turns", policy.name())
        .build();
  }

  private static String join(int[] values) {
    return Arrays.stream(values).mapToObj(Integer::toString).collect(Collectors.joining("."));
  }

  @Override
  public int playerCount() {
    return players;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return policy;
  }

  @Override
  public PilesState initialState() {
    return new PilesState(this, initial.clone(), Player.FIRST, new int[players], null, 0);
  }

  @Override
  public List<Notation<Take>> notations() {
    return List.of(NOTATION);
  }

  @Override
  public String playerName(Player player) {
    if (player.index() >= players) {
      throw new IllegalArgumentException(player + " is not in this game");
    }
    return Integer.toString(player.index() + 1);
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(Arrays.stream(initial).sum());
  }

  @Override
  public boolean keepsScore() {
    return mode == Mode.SCORING;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof Piles other && spec.equals(other.spec);
  }

  @Override
  public int hashCode() {
    return spec().hashCode();
  }

  @Override
  public String toString() {
    return spec().toString();
  }

  static final Notation<Take> NOTATION =
      new Notation<>() {
        @Override
        public String name() {
          return "pile-count";
        }

        @Override
        public String syntax() {
          return "<pile>:<count>";
        }

        @Override
        public String format(Take move) {
          return move.pile() + ":" + move.count();
        }

        @Override
        public Take parse(String input) {
          String text = input.strip();
          int colon = text.indexOf(':');
          if (colon < 0) {
            throw new NotationException(input, 0, "<pile>:<count>");
          }
          try {
            return new Take(
                Integer.parseInt(text.substring(0, colon)),
                Integer.parseInt(text.substring(colon + 1)));
          } catch (NumberFormatException e) {
            throw new NotationException(input, 0, "<pile>:<count>");
          }
        }
      };
}
