package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.Bug;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.Notakto;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract catches each deliberately broken toy game, and reports a short failing game. */
class BrokenGamesTest {

  private static GameFailure failureOf(Bug bug, String check) {
    return failureOf(ClaimGame.withBug(bug), bug, check);
  }

  private static GameFailure failureOf(Game<?, ?> game, Object bug, String check) {
    RulesContract<?, ?> contract =
        RulesContract.builder(game).without(Feature.PROVIDER, "broken toy games are not installed").build();
    AssertionError thrown = assertThrows(AssertionError.class, contract::verify);
    List<Throwable> all = new ArrayList<>();
    all.add(thrown);
    all.addAll(List.of(thrown.getSuppressed()));
    return all.stream()
        .filter(t -> t instanceof GameFailure f && f.property().equals(check))
        .map(t -> (GameFailure) t)
        .findFirst()
        .orElseThrow(() -> new AssertionError("check '" + check + "' did not catch " + bug + "; failures: " + all));
  }

  @Test
  void catchesPlayThatMutatesItsReceiver() {
    GameFailure failure = failureOf(Bug.MUTATES_RECEIVER, "play never changes the receiver");
    assertEquals(1, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("changed the receiver"), failure.getMessage());
  }

  @Test
  void catchesAListedIllegalMove() {
    GameFailure failure = failureOf(Bug.LISTS_ILLEGAL_MOVE, "listed moves are legal, distinct, deterministic and accepted");
    assertEquals(2, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("#6"), failure.getMessage());
  }

  @Test
  void catchesAWrongUndo() {
    GameFailure failure = failureOf(Bug.WRONG_UNDO, "a position plays and undoes exactly like the states");
    assertTrue(failure.moves().size() <= 3, failure.getMessage());
    assertTrue(failure.getMessage().contains("undoing the position"), failure.getMessage());
  }

  @Test
  void catchesATurnOrderThatIgnoresTheMoveNumber() {
    GameFailure failure =
        failureOf(
            ClaimGame.withBug(Bug.WRONG_MOVE_NUMBER, TurnPolicy.CONNECT6),
            Bug.WRONG_MOVE_NUMBER,
            "the next player is what the turn policy says");
    // Connect6 order: A, B, B, A, ... — the third move is the first that the bug gets wrong.
    assertEquals(3, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("connect6 policy gives player 0"), failure.getMessage());
  }

  @Test
  void catchesAPositionTextThatLosesThePlayerToMove() {
    GameFailure failure = failureOf(Bug.TEXT_DROPS_MOVER, "position texts round-trip and mutated texts are refused");
    assertTrue(failure.moves().size() <= 2, failure.getMessage());
    assertTrue(failure.getMessage().contains("reads back as an unequal state"), failure.getMessage());
  }

  @Test
  void aGameWithoutPositionTextMustDeclareIt() {
    AssertionError thrown =
        assertThrows(
            AssertionError.class,
            () -> RulesContract.builder(new Notakto()).without(Feature.PROVIDER, "a toy").games(1).build().verify());
    List<Throwable> all = new ArrayList<>(List.of(thrown.getSuppressed()));
    all.add(thrown);
    assertTrue(
        all.stream().anyMatch(t -> t.getMessage().contains("POSITION_TEXT is declared but hasPositionText() is false; declare without(POSITION_TEXT, reason)")),
        all.toString());
  }

  /**
   * A Notakto written on State by hand, whose turn does not pass on the game's last move: the
   * shortest game that shows it is the shortest game (three moves to a line).
   */
  @Test
  void catchesATurnThatDoesNotPassOnTheLastMove() {
    GameFailure failure =
        failureOf(new Notakto(), "the turn kept on the last move", "the next player is what the turn policy says");
    assertEquals(3, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("after the game's last move"), failure.getMessage());
  }

  private static final String POSITION_CHECK = "a position plays and undoes exactly like the states";

  @Test
  void catchesAPositionThatOverrunsAShortBuffer() {
    GameFailure failure = failureOf(Bug.OVERRUNS_SHORT_BUFFER, POSITION_CHECK);
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(
        failure.getMessage().contains("legalMoves(a buffer of 5 for 6 moves) threw java.lang.ArrayIndexOutOfBoundsException"),
        failure.getMessage());
  }

  @Test
  void catchesAPositionThatCrashesOnAnUnknownCode() {
    GameFailure failure = failureOf(Bug.CRASHES_ON_UNKNOWN_CODE, POSITION_CHECK);
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(
        failure.getMessage().contains("the unknown code -1: play threw java.lang.ArrayIndexOutOfBoundsException"),
        failure.getMessage());
  }

  @Test
  void catchesARandomMoveThatIsNotLegal() {
    GameFailure failure = failureOf(Bug.RANDOM_MOVE_ANYWHERE, POSITION_CHECK);
    assertEquals(1, failure.moves().size(), failure.getMessage());
    assertEquals("[#0]", failure.movesText());
    assertTrue(failure.getMessage().contains("randomMove drew 0, which isLegal refuses"), failure.getMessage());
  }

  @Test
  void catchesAPlayoutThatIgnoresItsLimit() {
    GameFailure failure = failureOf(Bug.PLAYOUT_IGNORES_LIMIT, POSITION_CHECK);
    assertTrue(failure.moves().size() <= 5, failure.getMessage());
    assertTrue(failure.getMessage().matches("(?s).*playout\\(random, \\d\\) says it played \\d moves.*"), failure.getMessage());
  }

  @Test
  void catchesACopyThatIsNotIndependent() {
    GameFailure failure = failureOf(Bug.SHARED_COPY, POSITION_CHECK);
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("playing on a copy changed the original position"), failure.getMessage());
  }

  @Test
  void catchesEqualStatesWithDifferentHashes() {
    GameFailure failure = failureOf(Bug.IDENTITY_HASH, "equal positions have equal hashes");
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("after 0 moves, equal states have different hashCode()"), failure.getMessage());
  }

  @Test
  void catchesAFinishedGameThatRefusesMovesForAnotherReason() {
    GameFailure failure = failureOf(Bug.NO_GAME_OVER_REASON, "terminal states have no moves and refuse every move as game over");
    assertEquals(6, failure.moves().size(), "the shortest finished game fills the row: " + failure.getMessage());
    assertTrue(failure.getMessage().contains("instead of a game-over violation"), failure.getMessage());
  }

  @Test
  void catchesAGameThatNeverEnds() {
    GameFailure failure = failureOf(Bug.NEVER_ENDS, "every game ends within maxMoves()");
    assertEquals(6, failure.moves().size(), "the shortest too-long game has maxMoves() moves: " + failure.getMessage());
  }

  @Test
  void reportsSeedAndMovesInTheGamesNotation() {
    GameFailure failure = failureOf(Bug.LISTS_ILLEGAL_MOVE, "listed moves are legal, distinct, deterministic and accepted");
    String message = failure.getMessage();
    assertTrue(message.contains("base seed " + failure.seed()), message);
    assertTrue(message.contains("game seed " + failure.gameSeed()), message);
    assertTrue(message.contains("notation slot"), message);
    assertTrue(failure.movesText().startsWith("[#"), failure.movesText());
  }
}
