package io.github.gridgames.ai;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.RulesContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The toy games of these tests keep the rules contract, so that what they show about the agents holds. */
class ToyGamesContractTest {

  @TestFactory
  Stream<DynamicNode> pilesKeepTheRulesContract() {
    List<Piles> games =
        List.of(
            Piles.lastTakeWins(2, 3, 4, 5, 6),
            Piles.lastTakeWins(3, 2, 3, 4),
            Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, new int[] {3, 2, 4}, new int[] {1, 3, 2}),
            Piles.scoring(3, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {4, 5}, new int[] {2, 2}),
            Piles.scoring(2, TurnPolicy.ALTERNATE, 2, new int[] {2, 3}, new int[] {1, 1}));
    return games.stream()
        .map(
            game ->
                DynamicContainer.dynamicContainer(
                    game.spec().toString(),
                    contract(game)
                        .arbitraryMoves(
                            (state, random) ->
                                List.of(
                                    new Take(-1, 1),
                                    new Take(99, 1),
                                    new Take(0, 0),
                                    new Take(0, 99),
                                    new Take(random.nextInt(4), random.nextInt(5) - 1)))
                        .build()
                        .tests()));
  }

  @TestFactory
  Stream<DynamicNode> raceKeepsTheRulesContractOnItsOwnPosition() {
    return Stream.of(Race.of(10, 3, TurnPolicy.ALTERNATE), Race.of(9, 2, TurnPolicy.CONNECT6))
        .map(
            game ->
                DynamicContainer.dynamicContainer(
                    game.spec().toString(),
                    RulesContract.builder(game)
                        .games(30)
                        .without(Feature.PROVIDER, "a test toy, not an installed game")
                        .without(Feature.SCORES, "a race keeps no score")
                        .without(Feature.POSITION_TEXT, "a test toy without a position text")
                        .arbitraryMoves(
                            (state, random) ->
                                List.of(new Race.Add(0), new Race.Add(-3), new Race.Add(random.nextInt(6))))
                        .build()
                        .tests()));
  }

  private static RulesContract.Builder<PilesState, Take> contract(Piles game) {
    RulesContract.Builder<PilesState, Take> contract =
        RulesContract.builder(game)
            .games(20)
            .without(Feature.PROVIDER, "a test toy, not an installed game")
            .without(Feature.POSITION_TEXT, "a test toy without a position text");
    return game.keepsScore() ? contract : contract.without(Feature.SCORES, "last-take-wins keeps no score");
  }
}
