package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arrays;
import static org.quicktheories.generators.SourceDSL.integers;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Player, Scores, Outcome, TurnPolicy, MoveEffect, Violation, Budget. */
class ValuesTest {

  @Test
  void playersCycleModuloThePlayerCount() {
    qt().forAll(integers().between(1, 50), integers().between(0, 1000)).checkAssert((n, k) -> {
      int i = k % n;
      Player p = Player.of(i);
      assertEquals((i + 1) % n, p.next(n).index());
      Player q = p;
      for (int step = 0; step < n; step++) {
        q = q.next(n);
      }
      assertEquals(p, q);
    });
    assertSame(Player.FIRST, Player.of(0));
    assertEquals("player index must be >= 0, got -1", assertThrows(IllegalArgumentException.class, () -> Player.of(-1)).getMessage());
    assertEquals("player 4 is not in a game of 2 players", assertThrows(IllegalArgumentException.class, () -> Player.of(3).next(2)).getMessage());
  }

  @Test
  void scoresLeadersAndMargins() {
    qt().forAll(arrays().ofIntegers(integers().between(0, 100)).withLengthBetween(2, 6)).checkAssert(boxed -> {
      int[] values = java.util.Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
      int[] copy = values.clone();
      Scores scores = Scores.of(values);
      values[0]++;
      assertEquals(copy[0], scores.of(Player.FIRST), "Scores copies its input");
      int max = java.util.Arrays.stream(copy).max().orElseThrow();
      for (int i = 0; i < copy.length; i++) {
        Player p = Player.of(i);
        assertEquals(copy[i] == max, scores.leaders().contains(p));
        int best = Integer.MIN_VALUE;
        for (int j = 0; j < copy.length; j++) {
          if (j != i) {
            best = Math.max(best, copy[j]);
          }
        }
        assertEquals(copy[i] - best, scores.margin(p));
      }
      assertEquals(java.util.Arrays.stream(copy).sum(), scores.total());
      assertEquals(scores, Scores.of(copy));
      assertEquals(scores.hashCode(), Scores.of(copy).hashCode());
      assertEquals(scores.total() + 3, scores.plus(Player.FIRST, 3).total());
    });
    assertEquals("5-4", Scores.of(5, 4).toString());
    assertEquals("player 3 is not in a game of 2 players", assertThrows(IllegalArgumentException.class, () -> Scores.zero(2).of(Player.of(2))).getMessage());
    assertEquals("scores need at least one player", assertThrows(IllegalArgumentException.class, Scores::of).getMessage());
  }

  @Test
  void outcomes() {
    assertFalse(Outcome.ongoing().isOver());
    assertTrue(Outcome.draw().isDraw());
    Outcome win = Outcome.win(Set.of(Player.of(2), Player.FIRST));
    assertTrue(win.isWin() && win.isOver() && win.isWinner(Player.FIRST) && !win.isWinner(Player.SECOND));
    assertEquals(Outcome.win(Set.of(Player.FIRST, Player.of(2))), win);
    assertEquals("players 1 and 3 share the win", win.toString());
    assertEquals("player 2 wins", Outcome.win(Set.of(Player.SECOND)).toString());
    assertEquals("players 1, 2 and 3 share the win", Outcome.win(Set.of(Player.of(2), Player.SECOND, Player.FIRST)).toString());
    assertEquals("a win needs at least one winner", assertThrows(IllegalArgumentException.class, () -> Outcome.win(Set.of())).getMessage());
    assertEquals(Outcome.win(Player.SECOND), Outcome.win(Set.of(Player.SECOND)));
    assertEquals(Outcome.win(Player.SECOND).hashCode(), Outcome.win(Set.of(Player.SECOND)).hashCode());
    assertNotEquals(Outcome.draw(), Outcome.ongoing());
    assertThrows(IllegalArgumentException.class, () -> Outcome.win(Set.of()));
  }

  @Test
  void turnPolicies() {
    assertEquals(Player.SECOND, TurnPolicy.ALTERNATE.next(Player.FIRST, MoveEffect.ofCaptures(2), 2, 0));
    assertEquals(Player.FIRST, TurnPolicy.EXTRA_TURN_ON_CAPTURE.next(Player.FIRST, MoveEffect.ofCaptures(1), 2, 7));
    assertEquals(Player.SECOND, TurnPolicy.EXTRA_TURN_ON_CAPTURE.next(Player.FIRST, MoveEffect.NONE, 2, 7));
    assertEquals(Player.FIRST, TurnPolicy.EXTRA_TURN_ON_CAPTURE.next(Player.of(2), MoveEffect.NONE, 3, 0));
    assertSame(TurnPolicy.ALTERNATE, TurnPolicy.named("alternate"));
    assertSame(TurnPolicy.EXTRA_TURN_ON_CAPTURE, TurnPolicy.named("extra-turn-on-capture"));
    assertSame(TurnPolicy.CONNECT6, TurnPolicy.named("connect6"));
    assertEquals("unknown turn policy 'sometimes'; expected one of alternate, extra-turn-on-capture, connect6",
        assertThrows(IllegalArgumentException.class, () -> TurnPolicy.named("sometimes")).getMessage());
    assertEquals("turn policy name must match [a-z][a-z0-9-]*, got 'Bad Name'",
        assertThrows(IllegalArgumentException.class, () -> TurnPolicy.of("Bad Name", (m, e, n) -> m)).getMessage());
    assertEquals("captures must be >= 0, got -1", assertThrows(IllegalArgumentException.class, () -> MoveEffect.ofCaptures(-1)).getMessage());
  }

  @Test
  void connect6OrderIsOneStoneThenTwoPerTurn() {
    // Who plays move number 0, 1, 2, ...: the first player once, then two moves each.
    int[] twoPlayers = {0, 1, 1, 0, 0, 1, 1, 0, 0, 1};
    int[] threePlayers = {0, 1, 1, 2, 2, 0, 0, 1, 1, 2};
    for (int[] expected : new int[][] {twoPlayers, threePlayers}) {
      int count = expected == twoPlayers ? 2 : 3;
      Player mover = Player.FIRST;
      for (int move = 0; move + 1 < expected.length; move++) {
        assertEquals(expected[move], mover.index(), "mover of move " + move);
        mover = TurnPolicy.CONNECT6.next(mover, MoveEffect.NONE, count, move);
      }
    }
  }

  @Test
  void numberedRulesSeeTheMoveNumber() {
    TurnPolicy firstTwice = TurnPolicy.of("first-twice",
        (mover, effect, count, moveNumber) -> moveNumber == 0 ? mover : mover.next(count));
    assertEquals(Player.FIRST, firstTwice.next(Player.FIRST, MoveEffect.NONE, 2, 0));
    assertEquals(Player.SECOND, firstTwice.next(Player.FIRST, MoveEffect.NONE, 2, 1));
    assertEquals("first-twice", firstTwice.name());
  }

  @Test
  void violationsAndTheirException() {
    Violation v = Violation.of(Reason.OCCUPIED, "Cell b2 is taken.");
    IllegalMoveException e = new IllegalMoveException(v);
    assertEquals("Cell b2 is taken.", e.getMessage());
    assertSame(v, e.violation());
    assertEquals(Reason.OCCUPIED, e.reason());
    assertEquals("occupied: Cell b2 is taken.", v.toString());
    assertEquals(Reason.GAME_OVER, Violation.gameOver().reason());
    assertEquals("violation message must not be blank",
        assertThrows(IllegalArgumentException.class, () -> Violation.of(Reason.OCCUPIED, " ")).getMessage());
  }

  @Test
  void theCommonReasonsHaveStableDistinctCodes() {
    assertEquals("game-over", Reason.GAME_OVER.code());
    assertEquals("out-of-bounds", Reason.OUT_OF_BOUNDS.code());
    assertEquals("occupied", Reason.OCCUPIED.code());
    assertEquals(3, Set.of(Reason.GAME_OVER, Reason.OUT_OF_BOUNDS, Reason.OCCUPIED).size());
  }

  @Test
  void budgets() {
    assertTrue(Budget.unlimited().isUnlimited());
    assertEquals(Duration.ofMillis(100), Budget.ofTime(Duration.ofMillis(100)).time().orElseThrow());
    assertEquals(5000, Budget.ofWork(5000).work().getAsLong());
    assertEquals("100 ms or 5000 units", Budget.ofTime(Duration.ofMillis(100)).withWork(5000).toString());
    assertEquals("time budget must be positive, got PT0S", assertThrows(IllegalArgumentException.class, () -> Budget.ofTime(Duration.ZERO)).getMessage());
    assertEquals("time budget must be positive, got PT-0.001S", assertThrows(IllegalArgumentException.class, () -> Budget.ofTime(Duration.ofMillis(-1))).getMessage());
    assertEquals("work budget must be > 0, got -5", assertThrows(IllegalArgumentException.class, () -> Budget.ofWork(-5)).getMessage());
    assertEquals(Budget.ofTime(Duration.ofMillis(7)), Budget.ofTime(Duration.ofNanos(7_000_000)));
  }

  @Test
  void aCancellationStopsABudgetFromAnotherThread() throws InterruptedException {
    Budget.Cancellation stop = Budget.Cancellation.create();
    Budget budget = Budget.ofTime(Duration.ofMillis(100)).cancelledBy(stop);
    assertFalse(budget.isCancelled());
    assertFalse(Budget.ofTime(Duration.ofMillis(100)).isCancelled());
    assertEquals(stop, budget.cancellation().orElseThrow());
    assertTrue(Budget.unlimited().cancellation().isEmpty());
    assertEquals("100 ms, cancellable", budget.toString());
    assertEquals("unlimited, cancellable", Budget.unlimited().cancelledBy(stop).toString());
    assertTrue(Budget.unlimited().cancelledBy(stop).isUnlimited(), "a cancellation is no limit");
    assertEquals(budget, Budget.ofTime(Duration.ofMillis(100)).cancelledBy(stop));
    assertEquals(budget.hashCode(), Budget.ofTime(Duration.ofMillis(100)).cancelledBy(stop).hashCode());
    assertNotEquals(budget, Budget.ofTime(Duration.ofMillis(100)));
    assertNotEquals(budget, Budget.ofTime(Duration.ofMillis(100)).cancelledBy(Budget.Cancellation.create()));
    assertEquals(stop, budget.withWork(5).cancellation().orElseThrow(), "withWork keeps it");
    assertEquals("Cancellation[running]", stop.toString());
    Thread other = new Thread(stop::cancel);
    other.start();
    other.join();
    assertTrue(budget.isCancelled());
    assertTrue(stop.isCancelled());
    assertEquals("Cancellation[cancelled]", stop.toString());
    assertThrows(NullPointerException.class, () -> Budget.unlimited().cancelledBy(null));
  }

  @Test
  void notationExceptionsShowWhereAndWhat() {
    NotationException e = new NotationException("a\tb", 1, "a letter");
    assertEquals("expected a letter at position 1 of \"a\\u0009b\", found '\\u0009'", e.getMessage());
    assertEquals(1, e.position());
    assertEquals("a letter", e.expected());
    String longInput = "x".repeat(100);
    assertTrue(new NotationException(longInput, 100, "y").getMessage().contains("x".repeat(60) + "...\", found the end of the text"));
    assertThrows(IllegalArgumentException.class, () -> new NotationException("ab", 3, "c"));
  }

  @Test
  void playersAreSharedForSmallIndexesAndCheckedAtTheEdges() {
    assertSame(Player.FIRST, Player.of(0));
    assertEquals(Player.of(16), Player.of(16));
    assertEquals(16, Player.of(16).hashCode());
    assertNotEquals(Player.of(16), Player.of(17));
    assertEquals("player 1", Player.FIRST.toString());
    assertEquals("player 17", Player.of(16).toString());
    assertEquals(Player.FIRST, Player.of(16).next(17));
    assertEquals(Player.FIRST, Player.SECOND.next(2));
    assertEquals("player count must be > 0, got 0", assertThrows(IllegalArgumentException.class, () -> Player.FIRST.next(0)).getMessage());
    assertEquals("player 3 is not in a game of 2 players", assertThrows(IllegalArgumentException.class, () -> Player.of(2).next(2)).getMessage());
    assertEquals("player index must be >= 0, got -1", assertThrows(IllegalArgumentException.class, () -> Player.of(-1)).getMessage());
  }

  @Test
  void smallEffectsAreSharedAndCapturedMeansAtLeastOne() {
    assertSame(MoveEffect.NONE, MoveEffect.ofCaptures(0));
    assertSame(MoveEffect.ofCaptures(4), MoveEffect.ofCaptures(4));
    assertEquals(MoveEffect.ofCaptures(7), MoveEffect.ofCaptures(7));
    assertEquals("captures 7", MoveEffect.ofCaptures(7).toString());
    assertEquals(5, MoveEffect.ofCaptures(5).captures());
    assertFalse(MoveEffect.NONE.captured());
    assertTrue(MoveEffect.ofCaptures(1).captured());
    assertEquals("captures must be >= 0, got -1", assertThrows(IllegalArgumentException.class, () -> MoveEffect.ofCaptures(-1)).getMessage());
  }

  @Test
  void scoresCheckTheirPlayersAndCounts() {
    Scores scores = Scores.of(4, 1, 2);
    assertEquals(3, scores.playerCount());
    assertEquals(1, Scores.zero(1).playerCount());
    int[] array = scores.toArray();
    assertEquals(List.of(4, 1, 2), java.util.Arrays.stream(array).boxed().toList());
    array[0] = 9;
    assertEquals(4, scores.of(Player.FIRST), "toArray copies");
    assertEquals(Scores.of(4, 1, 5), scores.plus(Player.of(2), 3));
    assertEquals("player count must be > 0, got 0", assertThrows(IllegalArgumentException.class, () -> Scores.zero(0)).getMessage());
    assertEquals("player 4 is not in a game of 3 players", assertThrows(IllegalArgumentException.class, () -> scores.plus(Player.of(3), 1)).getMessage());
    assertEquals("player 4 is not in a game of 3 players", assertThrows(IllegalArgumentException.class, () -> scores.margin(Player.of(3))).getMessage());
    assertEquals("a margin needs at least two players", assertThrows(IllegalArgumentException.class, () -> Scores.of(3).margin(Player.FIRST)).getMessage());
    assertEquals(2, Scores.of(3, 1).margin(Player.FIRST));
    assertNotEquals(Scores.of(1, 2), Scores.of(2, 1));
    assertNotEquals(Scores.of(1, 2), Scores.of(1, 2, 0));
    assertNotEquals(Scores.of(1), "1");
  }

  /** Different values mostly hash differently, as hash keys should (equal ones always do). */
  @Test
  void hashCodesOfDifferentValuesSpread() {
    List<Object> values = new java.util.ArrayList<>();
    for (int a = 0; a < 10; a++) {
      for (int b = 0; b < 10; b++) {
        values.add(Scores.of(a, b));
        values.add(Budget.ofWork(1 + a * 10 + b));
        values.add(Budget.ofTime(Duration.ofMillis(1 + a * 10 + b)));
        values.add(GameSpec.builder("g").put("a", a).put("b", b).build());
      }
    }
    assertEquals(values.size(), values.stream().distinct().count());
    assertTrue(values.stream().map(Object::hashCode).distinct().count() > values.size() * 9 / 10);
  }

  @Test
  void budgetsOfOneUnitAndTheirDescriptions() {
    assertEquals(1, Budget.ofWork(1).work().getAsLong());
    assertEquals(1, Budget.ofTime(Duration.ofMillis(5)).withWork(1).work().getAsLong());
    assertEquals("work budget must be > 0, got 0", assertThrows(IllegalArgumentException.class, () -> Budget.ofWork(0)).getMessage());
    assertEquals(
        "work budget must be > 0, got 0",
        assertThrows(IllegalArgumentException.class, () -> Budget.unlimited().withWork(0)).getMessage());
    assertEquals("5000 units", Budget.ofWork(5000).toString());
    assertEquals("100 ms", Budget.ofTime(Duration.ofMillis(100)).toString());
    assertEquals("unlimited", Budget.unlimited().toString());
    assertEquals("2 units, cancellable", Budget.ofWork(2).cancelledBy(Budget.Cancellation.create()).toString());
    assertTrue(Budget.ofTime(Duration.ofMillis(100)).work().isEmpty());
    assertFalse(Budget.ofWork(1).isUnlimited());
    assertFalse(Budget.ofTime(Duration.ofMillis(1)).isUnlimited());
  }

  @Test
  void outcomesAndPoliciesInWords() {
    assertFalse(Outcome.draw().isWin());
    assertFalse(Outcome.ongoing().isWin());
    assertEquals("mine", TurnPolicy.of("mine", (mover, effect, players) -> mover).toString());
    String sixty = "x".repeat(60);
    assertEquals(
        "expected y at position 60 of \"" + sixty + "\", found the end of the text",
        new NotationException(sixty, 60, "y").getMessage());
  }
}
