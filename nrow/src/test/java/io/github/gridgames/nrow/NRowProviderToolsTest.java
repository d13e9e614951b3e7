package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.Verdict;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.TextPlay;
import io.github.gridgames.nrow.strategy.NRowEvaluation;
import io.github.gridgames.nrow.strategy.NRowGreedyAgent;
import io.github.gridgames.nrow.strategy.NRowOrdering;
import io.github.gridgames.nrow.strategy.ThreatAgent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the N-row provider gives the tools: options, text play, strategies and solving. */
class NRowProviderToolsTest {

  private final NRowProvider provider = new NRowProvider();

  @Test
  void optionsChooseNDistancePlayersCapAndTurnOrder() {
    assertEquals(
        List.of("in-a-row", "distance", "players", "cap", "turns"),
        provider.options().stream().map(GameOption::name).toList());
    GameSpec.Builder spec = GameSpec.builder(NRow.ID);
    for (String[] given : new String[][] {{"in-a-row", "4"}, {"cap", "9"}, {"turns", "connect6"}}) {
      provider.options().stream().filter(o -> o.name().equals(given[0])).findFirst().orElseThrow().read(given[1]).forEach(spec::put);
    }
    NRow game = provider.create(spec.build());
    assertEquals(4, game.n());
    assertEquals(9, game.stoneCap().orElseThrow());
    assertEquals("connect6", game.turnPolicy().name());
  }

  @Test
  void textPlayReadsBothNotations() {
    NRow game = NRow.of(5, 3);
    TextPlay<NRowState, Point> text = provider.textPlay(game);
    assertEquals(Point.of(2, -3), text.read(game.initialState(), "2,-3"));
    assertEquals(Point.of(2, -3), text.read(game.initialState(), "2 -3"));
    assertEquals("x,y, such as 0,0", text.prompt(game.notation()));
    assertEquals("x y, such as 0 0", text.prompt(game.notation("space")));
    assertEquals("2 -3", text.describe(Point.of(2, -3), game.notation("space")));
    NotationException far = assertThrows(NotationException.class, () -> text.read(game.initialState(), "2,99999999999"));
    assertEquals(
        "expected the y coordinate between -2147483648 and 2147483647 at position 2 of \"2,99999999999\", found"
            + " '99999999999'",
        far.getMessage());
    assertEquals(13, far.end());
    NRowState first = game.initialState().play(Point.ORIGIN);
    assertEquals(
        "The point 0,0 is already taken by X.",
        assertThrows(IllegalMoveException.class, () -> text.read(first, "0 0")).getMessage());
  }

  @Test
  void strategiesAreTheModulesAgents() {
    Strategies<NRowState, Point> strategies = Strategies.of(NRow.of(5, 3));
    assertInstanceOf(ThreatAgent.class, strategies.agent("best", 1));
    assertInstanceOf(NRowGreedyAgent.class, strategies.agent("greedy", 1));
    assertInstanceOf(MctsAgent.class, strategies.agent("mcts", 1));
    assertEquals("cap", strategies.unsolvable().orElseThrow().parameter().orElseThrow());
  }

  @Test
  void aCappedGameIsSolvedFromItsFirstStone() {
    NRow game = NRow.builder().n(2).distance(1).stoneCap(4).build();
    Strategies<NRowState, Point> strategies = Strategies.of(game);
    SolveResult<Point> result = strategies.solve(game.initialState(), Budget.unlimited(), p -> {});
    assertEquals(Verdict.WIN, result.verdict());
    assertEquals(Point.ORIGIN, result.bestMove().orElseThrow());
    List<MoveBounds<Point>> moves = strategies.analyse(game.initialState(), Budget.unlimited());
    assertEquals(List.of(MoveBounds.exact(Point.ORIGIN, 1)), moves);
    NRowState after = game.initialState().play(Point.ORIGIN);
    for (MoveBounds<Point> move : strategies.analyse(after, Budget.unlimited())) {
      assertEquals(-1, move.lower(), "every answer to the first stone loses: " + move);
    }
  }

  @Test
  void theEvaluationFavoursLinesAndTheOrderingNeighbours() {
    NRow game = NRow.of(3, 2);
    NRowState state = game.initialState().play(Point.of(0, 0)).play(Point.of(0, 2)).play(Point.of(1, 0));
    Position<NRowState, Point> position = state.toPosition();
    NRowEvaluation evaluation = NRowEvaluation.of(game);
    assertTrue(evaluation.evaluate(position, Player.FIRST) > 0, "X has two in a row");
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    new NRowOrdering().order(position, codes, count);
    Point first = position.move(codes[0]);
    assertTrue(Math.abs(first.x() - 0.5) <= 1.5 && Math.abs(first.y()) <= 1, "next to the stones: " + first);
    assertEquals(0, position.depth());
  }
}
