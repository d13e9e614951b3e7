package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.RulesContract;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The test kit's rules contract on several board shapes, player counts and both policies. */
class DotsBoxesContractTest {

  private static Stream<DynamicTest> contract(DotsBoxes game, int games) {
    return RulesContract.builder(game).games(games).arbitraryMoves(ArbitraryEdges.source()).build().tests();
  }

  @TestFactory
  Stream<DynamicTest> oneBox() {
    return contract(DotsBoxes.of(1, 1), 20);
  }

  @TestFactory
  Stream<DynamicTest> threeByThree() {
    return contract(DotsBoxes.of(3, 3), 15);
  }

  @TestFactory
  Stream<DynamicTest> twoByFiveAlternate() {
    return contract(DotsBoxes.builder().rows(2).cols(5).players(2).turnPolicy(TurnPolicy.ALTERNATE).build(), 15);
  }

  @TestFactory
  Stream<DynamicTest> oneBySeven() {
    return contract(DotsBoxes.of(1, 7), 12);
  }

  @TestFactory
  Stream<DynamicTest> threePlayersFourByThree() {
    return contract(DotsBoxes.builder().rows(4).cols(3).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build(), 15);
  }

  @TestFactory
  Stream<DynamicTest> threePlayersAlternate() {
    return contract(DotsBoxes.builder().rows(2).cols(2).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(), 20);
  }

  @TestFactory
  Stream<DynamicTest> fiveByFiveLargestSmallBoard() {
    return contract(DotsBoxes.of(5, 5), 4);
  }

  @TestFactory
  Stream<DynamicTest> exactlySixtyFourLinesUseTheTopBitOfTheLong() {
    DotsBoxes game = DotsBoxes.of(1, 21);
    return contract(game, 4);
  }

  @TestFactory
  Stream<DynamicTest> sixtySevenLinesNeedTheArray() {
    return contract(DotsBoxes.builder().rows(1).cols(22).players(2).turnPolicy(TurnPolicy.ALTERNATE).build(), 3);
  }

  @TestFactory
  Stream<DynamicTest> sixBySixLongArray() {
    return contract(DotsBoxes.of(6, 6), 3);
  }

  @TestFactory
  Stream<DynamicTest> fourPlayersLongArray() {
    return contract(DotsBoxes.builder().rows(4).cols(9).players(4).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build(), 2);
  }
}
