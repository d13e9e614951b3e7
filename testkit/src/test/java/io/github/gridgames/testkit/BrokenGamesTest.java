package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.testkit.toy.Bug;
import io.github.gridgames.testkit.toy.ClaimGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract catches each deliberately broken toy game, and reports a short failing game. */
class BrokenGamesTest {

  private static GameFailure failureOf(Bug bug, String check) {
    RulesContract<?, ?> contract =
        RulesContract.of(ClaimGame.withBug(bug)).without(Feature.PROVIDER, "broken toy games are not installed");
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
