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
    return contract(DotsBoxes.of(2, 5, 2, TurnPolicy.ALTERNATE), 15);
  }

  @TestFactory
  Stream<DynamicTest> oneBySeven() {
    return contract(DotsBoxes.of(1, 7), 12);
  }

  @TestFactory
  Stream<DynamicTest> threePlayersFourByThree() {
    return contract(DotsBoxes.of(4, 3, 3, TurnPolicy.EXTRA_TURN_ON_CAPTURE), 15);
  }

  @TestFactory
  Stream<DynamicTest> threePlayersAlternate() {
    return contract(DotsBoxes.of(2, 2, 3, TurnPolicy.ALTERNATE), 20);
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
    return contract(DotsBoxes.of(1, 22, 2, TurnPolicy.ALTERNATE), 3);
  }

  @TestFactory
  Stream<DynamicTest> sixBySixLongArray() {
    return contract(DotsBoxes.of(6, 6), 3);
  }

  @TestFactory
  Stream<DynamicTest> fourPlayersLongArray() {
    return contract(DotsBoxes.of(4, 9, 4, TurnPolicy.EXTRA_TURN_ON_CAPTURE), 2);
  }
}
