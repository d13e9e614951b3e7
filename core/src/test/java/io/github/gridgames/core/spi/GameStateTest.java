package io.github.gridgames.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState} does a move's ceremony once: the game over refusal, the thrown violation, and
 * the turn policy asked, and checked, with the move's captures and number.
 */
class GameStateTest {

  /** Take 1 or 2 from a pile; taking 2 "captures" one unit; whoever takes the last one wins. */
  record Take(int count) implements Move {}

  record Piles(int size, TurnPolicy policy) implements Game<Pile, Take> {
    @Override
    public GameSpec spec() {
      return GameSpec.builder("piles").put("size", size).put("turns", policy.name()).build();
    }

    @Override
    public TurnPolicy turnPolicy() {
      return policy;
    }

    @Override
    public Pile initialState() {
      return new Pile(this, size, Player.FIRST, 0, Outcome.ongoing());
    }

    @Override
    public List<Notation<Take>> notations() {
      return List.of();
    }

    @Override
    public String playerName(Player player) {
      return player.toString();
    }

    @Override
    public OptionalInt maxMoves() {
      return OptionalInt.of(size);
    }
  }

  static final class Pile extends GameState<Pile, Take> {
    private final Piles game;
    private final int left;

    Pile(Piles game, int left, Player toMove, int moveNumber, Outcome outcome) {
      super(toMove, moveNumber, outcome);
      this.game = game;
      this.left = left;
    }

    @Override
    public Piles game() {
      return game;
    }

    @Override
    public List<Take> legalMoves() {
      return isTerminal() ? List.of() : IntStream.rangeClosed(1, Math.min(2, left)).mapToObj(Take::new).toList();
    }

    @Override
    protected Optional<Violation> violation(Take move) {
      return move.count() >= 1 && move.count() <= Math.min(2, left)
          ? Optional.empty()
          : Optional.of(Violation.of(Reason.OUT_OF_BOUNDS, "Cannot take " + move.count() + "."));
    }

    @Override
    protected int captures(Take move) {
      return move.count() - 1;
    }

    @Override
    protected Pile apply(Take move, Player next) {
      int after = left - move.count();
      return new Pile(game, after, next, moveNumber() + 1, after == 0 ? Outcome.win(toMove()) : Outcome.ongoing());
    }

    @Override
    public String render() {
      return String.valueOf(left);
    }
  }

  @Test
  void asksTheTurnPolicyWithTheCapturesAndTheMoveNumber() {
    List<String> asked = new ArrayList<>();
    TurnPolicy recording =
        TurnPolicy.of("recording", (mover, effect, players, number) -> {
          asked.add(mover.index() + "/" + effect.captures() + "/" + number);
          return mover.next(players);
        });
    Pile end = new Piles(3, recording).initialState().play(new Take(2)).play(new Take(1));
    assertEquals(List.of("0/1/0", "1/0/1"), asked);
    assertEquals(Outcome.win(Player.SECOND), end.outcome());
    assertEquals(Player.FIRST, end.toMove(), "the turn passes on the last move too");
    Pile extra = new Piles(3, TurnPolicy.EXTRA_TURN_ON_CAPTURE).initialState().play(new Take(2));
    assertEquals(Player.FIRST, extra.toMove());
    assertEquals(MoveEffect.ofCaptures(1), new Piles(3, TurnPolicy.ALTERNATE).initialState().effectOf(new Take(2)));
  }

  @Test
  void refusesWithTheViolationAndAFinishedGameWithGameOver() {
    Pile start = new Piles(3, TurnPolicy.ALTERNATE).initialState();
    IllegalMoveException thrown = assertThrows(IllegalMoveException.class, () -> start.play(new Take(3)));
    assertEquals("Cannot take 3.", thrown.getMessage());
    assertEquals(start.check(new Take(3)).orElseThrow(), thrown.violation());
    assertThrows(IllegalMoveException.class, () -> start.effectOf(new Take(0)));
    assertFalse(start.isLegal(new Take(3)));
    assertTrue(start.isLegal(new Take(2)));
    Pile end = start.play(new Take(2)).play(new Take(1));
    assertEquals(Reason.GAME_OVER, end.check(new Take(1)).orElseThrow().reason());
    assertEquals(Reason.GAME_OVER, assertThrows(IllegalMoveException.class, () -> end.play(new Take(1))).reason());
    assertThrows(NullPointerException.class, () -> start.play(null));
  }

  @Test
  void aNegativeMoveNumberIsRefused() {
    Piles game = new Piles(3, TurnPolicy.ALTERNATE);
    assertEquals(
        "moveNumber must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> new Pile(game, 3, Player.FIRST, -1, Outcome.ongoing())).getMessage());
  }

  @Test
  void aPolicyThatNamesAStrangerIsRefused() {
    Pile start = new Piles(3, TurnPolicy.of("stranger", (mover, effect, players) -> Player.of(players))).initialState();
    assertEquals(
        "turn policy 'stranger' chose player 3 in a game of 2 players",
        assertThrows(IllegalStateException.class, () -> start.play(new Take(1))).getMessage());
  }

  /** A state that keeps its own words but forgets to say how many moves were played. */
  static final class Forgetful extends GameState<Forgetful, Take> {
    @Override
    public Game<Forgetful, Take> game() {
      throw new UnsupportedOperationException("not needed");
    }

    @Override
    public Player toMove() {
      return Player.FIRST;
    }

    @Override
    public Outcome outcome() {
      return Outcome.ongoing();
    }

    @Override
    public List<Take> legalMoves() {
      return List.of(new Take(1));
    }

    @Override
    protected Optional<Violation> violation(Take move) {
      return Optional.empty();
    }

    @Override
    protected Forgetful apply(Take move, Player next) {
      return this;
    }

    @Override
    public String render() {
      return "?";
    }
  }

  @Test
  void aStateWithoutArgumentsThatDoesNotCountItsMovesIsToldSo() {
    assertEquals(
        Forgetful.class.getName() + " was made with GameState's constructor without arguments, so it must override moveNumber()",
        assertThrows(IllegalStateException.class, () -> new Forgetful().moveNumber()).getMessage());
  }
}
