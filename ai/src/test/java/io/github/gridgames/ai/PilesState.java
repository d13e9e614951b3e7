package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.core.spi.TurnTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A state of {@link Piles}. */
final class PilesState implements State<PilesState, Take> {

  private final Piles game;
  private final int[] piles;
  private final Player toMove;
  private final int[] scores;
  private final Player lastTaker; // null unless the last token was taken (LAST_TAKE_WINS)
  // Moves played so far, for the turn policy. The toy's policies (alternate, extra turn on capture)
  // ignore it, so it is not part of the position: equals and the hashes leave it out.
  private final int moves;

  PilesState(Piles game, int[] piles, Player toMove, int[] scores, Player lastTaker, int moves) {
    this.game = game;
    this.piles = piles;
    this.toMove = toMove;
    this.scores = scores;
    this.lastTaker = lastTaker;
    this.moves = moves;
  }

  /** A state with the given piles, player to move and scores (for tests that start anywhere). */
  static PilesState of(Piles game, int[] piles, Player toMove, int[] scores) {
    if (Arrays.stream(piles).sum() == 0 && game.mode == Piles.Mode.LAST_TAKE_WINS) {
      throw new IllegalArgumentException("an empty last-take-wins position needs a last taker");
    }
    return new PilesState(game, piles.clone(), toMove, scores.clone(), null, 0);
  }

  int[] piles() {
    return piles.clone();
  }

  @Override
  public Game<PilesState, Take> game() {
    return game;
  }

  @Override
  public Player toMove() {
    return toMove;
  }

  private boolean empty() {
    for (int p : piles) {
      if (p > 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  public Outcome outcome() {
    if (!empty()) {
      return Outcome.ongoing();
    }
    if (game.mode == Piles.Mode.LAST_TAKE_WINS) {
      return Outcome.win(lastTaker);
    }
    Scores s = Scores.of(scores);
    java.util.Set<Player> leaders = s.leaders();
    return leaders.size() == 1 ? Outcome.win(leaders) : Outcome.draw();
  }

  @Override
  public List<Take> legalMoves() {
    if (empty()) {
      return List.of();
    }
    List<Take> moves = new ArrayList<>();
    for (int i = 0; i < piles.length; i++) {
      for (int c = 1; c <= Math.min(game.maxTake, piles[i]); c++) {
        moves.add(new Take(i, c));
      }
    }
    return List.copyOf(moves);
  }

  @Override
  public Optional<Violation> check(Take move) {
    Objects.requireNonNull(move, "move");
    if (empty()) {
      return Optional.of(Violation.gameOver());
    }
    if (move.pile() < 0 || move.pile() >= piles.length) {
      return Optional.of(Violation.of(Reason.OUT_OF_BOUNDS, "no pile " + move.pile()));
    }
    if (move.count() < 1 || move.count() > game.maxTake || move.count() > piles[move.pile()]) {
      return Optional.of(Violation.of(TOO_MANY, "cannot take " + move.count()));
    }
    return Optional.empty();
  }

  private static final Reason TOO_MANY = () -> "bad-count";

  @Override
  public PilesState play(Take move) {
    Optional<Violation> violation = check(move);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    int[] next = piles.clone();
    next[move.pile()] -= move.count();
    MoveEffect effect = effectOf(move);
    int[] nextScores = scores.clone();
    nextScores[toMove.index()] += effect.captures();
    Player nextPlayer = TurnTable.ask(game.policy, toMove, effect, game.players, moves);
    boolean over = Arrays.stream(next).sum() == 0;
    return new PilesState(
        game,
        next,
        nextPlayer,
        nextScores,
        over && game.mode == Piles.Mode.LAST_TAKE_WINS ? toMove : null,
        moves + 1);
  }

  @Override
  public MoveEffect effectOf(Take move) {
    Optional<Violation> violation = check(move);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    if (game.mode == Piles.Mode.SCORING && piles[move.pile()] == move.count()) {
      return MoveEffect.ofCaptures(game.weights[move.pile()]);
    }
    return MoveEffect.NONE;
  }

  @Override
  public Optional<Scores> scores() {
    return game.mode == Piles.Mode.SCORING ? Optional.of(Scores.of(scores)) : Optional.empty();
  }

  @Override
  public String render() {
    return "piles " + Arrays.toString(piles) + " scores " + Arrays.toString(scores) + " to move "
        + toMove.index() + (lastTaker == null ? "" : " last taker " + lastTaker.index());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PilesState other
        && game.equals(other.game)
        && Arrays.equals(piles, other.piles)
        && toMove.equals(other.toMove)
        && Arrays.equals(scores, other.scores)
        && Objects.equals(lastTaker, other.lastTaker);
  }

  @Override
  public int hashCode() {
    return Objects.hash(Arrays.hashCode(piles), toMove, Arrays.hashCode(scores), lastTaker);
  }

  /** A 64-bit hash of everything {@link #equals} compares (searches key their tables on it). */
  @Override
  public long positionHash() {
    long h = Hashing.combine(toMove.index(), lastTaker == null ? -1 : lastTaker.index());
    for (int pile : piles) {
      h = Hashing.combine(h, pile);
    }
    for (int score : scores) {
      h = Hashing.combine(h, score);
    }
    return h;
  }

  @Override
  public String toString() {
    return render();
  }
}
