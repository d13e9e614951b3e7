package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import io.github.gridgames.testkit.toy.Slot;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.TestAbortedException;

class RulesContractTest {

  private static final MoveSource<ClaimState, Slot> ANY_SLOT =
      (state, random) -> List.of(new Slot(random.nextInt(20) - 5), new Slot(-1), new Slot(Integer.MAX_VALUE));

  @TestFactory
  Stream<DynamicTest> correctToyGamePassesEveryCheck() {
    return Stream.of(
            ClaimGame.of(6, 2, TurnPolicy.EXTRA_TURN_ON_CAPTURE),
            ClaimGame.of(5, 3, TurnPolicy.ALTERNATE),
            ClaimGame.of(1, 2, TurnPolicy.ALTERNATE),
            ClaimGame.of(7, 2, TurnPolicy.CONNECT6),
            ClaimGame.of(6, 3, TurnPolicy.CONNECT6))
        .flatMap(game -> RulesContract.of(game).games(40).arbitraryMoves(ANY_SLOT).tests());
  }

  @Test
  void verifyPassesOnCorrectGameWithCustomPolicy() {
    TurnPolicy backwards = TurnPolicy.of("backwards", (mover, effect, n) -> io.github.gridgames.core.Player.of((mover.index() + n - 1) % n));
    RulesContract.of(ClaimGame.of(5, 3, backwards))
        .without(Feature.PROVIDER, "custom policies cannot be parsed from text")
        .arbitraryMoves(ANY_SLOT)
        .verify();
  }

  @Test
  void absentFeaturesAreReportedAsSkippedWithTheReason() {
    List<DynamicTest> tests =
        RulesContract.of(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE))
            .without(Feature.POSITION, "no fast position in this test")
            .tests()
            .toList();
    DynamicTest position = tests.stream().filter(t -> t.getDisplayName().contains("position plays")).findFirst().orElseThrow();
    TestAbortedException aborted = assertThrows(TestAbortedException.class, () -> position.getExecutable().execute());
    assertTrue(aborted.getMessage().contains("POSITION") && aborted.getMessage().contains("no fast position in this test"), aborted.getMessage());
  }

  @Test
  void withoutNeedsAReason() {
    RulesContract<ClaimState, Slot> contract = RulesContract.of(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> contract.without(Feature.SCORES, " "));
    assertEquals("say why the game lacks SCORES", e.getMessage());
  }

  @Test
  void extraPropertiesJoinTheContract() {
    RulesContract<ClaimState, Slot> contract =
        RulesContract.of(ClaimGame.of(6, 2, TurnPolicy.ALTERNATE))
            .property("nobody ever scores", GameProperty.eachState(s -> assertEquals(0, s.scores().orElseThrow().total())));
    GameFailure failure = assertThrows(GameFailure.class, contract::verify);
    assertEquals("nobody ever scores", failure.property());
    assertTrue(failure.moves().size() <= 3, failure.getMessage());
  }
}
