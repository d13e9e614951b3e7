package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Arena;
import io.github.gridgames.ai.ArenaResult;
import io.github.gridgames.ai.ArenaResult.Tally;
import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import org.junit.jupiter.api.Test;

/**
 * A cheap version of the strength requirement (N = 5, D = 3, stone cap 200): the threat agent must
 * beat random in at least 99% and greedy in at least 90% of games. Twenty games each (seats
 * alternating) under a small work budget, so the results are reproducible; the README's table
 * measures 200 games.
 */
class NRowThreatAgentStrengthTest {

  private static final NRow GAME = NRow.builder().n(5).distance(3).stoneCap(200).build();
  private static final int GAMES = 20;
  private static final Budget BUDGET = Budget.ofWork(1_000);

  @Test
  void beatsRandomInEveryGame() {
    ArenaResult result =
        Arena.builder(GAME)
            .games(GAMES)
            .seed(61)
            .budget(BUDGET)
            .entrant("threat", NRowThreatAgent::of)
            .entrant("random", RandomAgent::<NRowState, Point>of)
            .build()
            .run();
    Tally threat = result.entrant(0).total();
    assertEquals(GAMES, threat.wins(), "threat against random: " + threat);
  }

  @Test
  void beatsGreedyInNineGamesOutOfTen() {
    ArenaResult result =
        Arena.builder(GAME)
            .games(GAMES)
            .seed(62)
            .budget(BUDGET)
            .entrant("threat", NRowThreatAgent::of)
            .entrant("greedy", NRowGreedyAgent::of)
            .build()
            .run();
    Tally threat = result.entrant(0).total();
    assertTrue(threat.wins() >= GAMES * 9 / 10, "threat against greedy: " + threat);
    assertEquals(GAMES / 2, result.entrant(0).bySeat().get(0).games(), "seats alternate");
  }

  @Test
  void winsMostThreePlayerGamesAgainstGreedyAndRandom() {
    NRow three = NRow.builder().players(3).stoneCap(200).build();
    ArenaResult result =
        Arena.builder(three)
            .games(9)
            .seed(63)
            .budget(BUDGET)
            .entrant("threat", NRowThreatAgent::of)
            .entrant("greedy", NRowGreedyAgent::of)
            .entrant("random", RandomAgent::<NRowState, Point>of)
            .build()
            .run();
    Tally threat = result.entrant(0).total();
    assertTrue(threat.wins() >= 8, "threat in three-player games: " + threat);
  }
}
