package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SequentialTestTest {

  @TempDir Path dir;

  @Test
  void theLogLikelihoodRatioIsFishtestsNormalApproximation() {
    // 10 pairs: 1 scored 0, 2 scored 1/4, 4 scored 1/2, 2 scored 3/4, 1 scored 1.
    long[] pentanomial = {1, 2, 4, 2, 1};
    double n = 10;
    double mean = 0.5;
    double variance = (1 * 0.25 + 2 * 0.0625 + 0 + 2 * 0.0625 + 1 * 0.25) / n;
    double s0 = SequentialTest.score(0);
    double s1 = SequentialTest.score(10);
    assertEquals(0.5, s0, 1e-12);
    assertEquals(1 / (1 + Math.pow(10, -10.0 / 400)), s1, 1e-12);
    assertEquals(n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance), SequentialTest.llr(pentanomial, 0, 10), 1e-9);
    assertTrue(SequentialTest.llr(pentanomial, 0, 10) < 0, "an even score speaks for elo0 = 0");
    assertTrue(SequentialTest.llr(new long[] {0, 0, 1, 3, 6}, 0, 10) > 0, "a higher score speaks for elo1");
    assertEquals(0, SequentialTest.llr(new long[5], 0, 10), "no pairs, no evidence");
  }

  @Test
  void pairsThatAllScoreTheSameStillDecide() {
    assertTrue(SequentialTest.llr(new long[] {0, 0, 0, 0, 5}, 0, 10) > Math.log(0.95 / 0.05));
    assertTrue(SequentialTest.llr(new long[] {5, 0, 0, 0, 0}, 0, 10) < Math.log(0.05 / 0.95));
  }

  @Test
  void theEloIntervalHoldsTheMeanScoresElo() {
    double[] elo = SequentialTest.eloInterval(new long[] {0, 1, 2, 4, 3});
    assertTrue(elo[1] < elo[0] && elo[0] < elo[2], java.util.Arrays.toString(elo));
    assertTrue(elo[0] > 0, "the candidate scored more than half");
  }

  @Test
  void aMuchStrongerCandidateIsAcceptedAfterItsFirstBatch() throws Exception {
    SequentialTest.Result result =
        SequentialTest.builder("tictactoe", "best", "random")
            .bounds(0, 50)
            .batchGames(20)
            .nodes(1000)
            .build()
            .run(Runners.direct(2), dir.resolve("stronger").toString(), done -> {});
    assertEquals(SequentialTest.Verdict.ACCEPT_ELO1, result.verdict());
    assertEquals(20, result.games());
    assertTrue(result.llr() >= result.upperBound(), result.toString());
    assertTrue(result.eloLow() > 50, result.toString());
    assertTrue(Files.isDirectory(dir.resolve("stronger").resolve("batch-0")));
  }

  @Test
  void aWeakerCandidateIsRejected() {
    SequentialTest.Result result =
        SequentialTest.builder("tictactoe", "random", "best")
            .bounds(0, 50)
            .batchGames(20)
            .nodes(1000)
            .build()
            .run(Runners.direct(2), dir.resolve("weaker").toString(), done -> {});
    assertEquals(SequentialTest.Verdict.ACCEPT_ELO0, result.verdict());
    assertTrue(result.llr() <= result.lowerBound(), result.toString());
    assertTrue(result.eloHigh() < 0, result.toString());
  }

  @Test
  void theGameLimitEndsATestThatHasNotDecided() {
    SequentialTest.Result result =
        SequentialTest.builder("tictactoe", "random", "random")
            .batchGames(4)
            .maxGames(4)
            .nodes(1)
            .build()
            .run(Runners.direct(1), dir.resolve("limit").toString(), done -> {});
    assertEquals(SequentialTest.Verdict.INCONCLUSIVE, result.verdict());
    assertEquals(4, result.games());
  }

  @Test
  void badSettingsAreRefusedBeforeAnyGame() {
    assertEquals(
        "the Elo bounds must be finite with elo0 < elo1, got 5.0 and 5.0",
        assertThrows(IllegalArgumentException.class, () -> SequentialTest.builder("tictactoe", "best", "random").bounds(5, 5))
            .getMessage());
    assertEquals(
        "alpha and beta must be in (0, 0.5), got 0.0 and 0.05",
        assertThrows(IllegalArgumentException.class, () -> SequentialTest.builder("tictactoe", "best", "random").errors(0, 0.05))
            .getMessage());
    assertEquals(
        "batch games must be even and >= 2, got 3",
        assertThrows(IllegalArgumentException.class, () -> SequentialTest.builder("tictactoe", "best", "random").batchGames(3))
            .getMessage());
    assertEquals(
        "max games must be even and >= 2, got 0",
        assertThrows(IllegalArgumentException.class, () -> SequentialTest.builder("tictactoe", "best", "random").maxGames(0))
            .getMessage());
    assertEquals(
        "unknown agent 'nosuch': tictactoe has no agent 'nosuch'; it has random, greedy, alphabeta, mcts, best",
        assertThrows(IllegalArgumentException.class, () -> SequentialTest.builder("tictactoe", "nosuch", "random").build())
            .getMessage());
  }
}
