package io.github.gridgames.tictactoe;

import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.RulesContract;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The test kit's rules contract on the four games and two more shapes. */
class ContractTest {

  /** The contract on a game, with its scores declared absent. */
  static Stream<DynamicTest> contract(MnkGame game, int games) {
    return RulesContract.builder(game)
        .games(games)
        .without(Feature.SCORES, "m,n,k-games are won by a line, not by score")
        .arbitraryMoves(new ArbitraryCells())
        .build()
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> ticTacToe() {
    return contract(MnkGame.ticTacToe(), 60);
  }

  @TestFactory
  Stream<DynamicTest> fourFourThree() {
    return contract(MnkGame.of(4, 4, 3), 30);
  }

  @TestFactory
  Stream<DynamicTest> fiveFiveFour() {
    return contract(MnkGame.of(5, 5, 4), 25);
  }

  @TestFactory
  Stream<DynamicTest> gomoku() {
    return contract(MnkGame.of(15, 15, 5), 3);
  }

  @TestFactory
  Stream<DynamicTest> standardGomokuWithoutOverlines() {
    return contract(MnkGame.builder().rows(15).cols(15).k(5).overlines(MnkGame.OverlineRule.NO_WIN).build(), 2);
  }

  @TestFactory
  Stream<DynamicTest> rectangleLargerThanOneWord() {
    return contract(MnkGame.of(8, 9, 4), 6);
  }
}
