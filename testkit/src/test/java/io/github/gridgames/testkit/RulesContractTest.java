package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import io.github.gridgames.testkit.toy.Slot;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.TestAbortedException;

class RulesContractTest {

  private static final GameProperty.MoveSource<ClaimState, Slot> ANY_SLOT =
      (state, random) -> List.of(new Slot(random.nextInt(20) - 5), new Slot(-1), new Slot(Integer.MAX_VALUE));

  @TestFactory
  Stream<DynamicNode> correctToyGamePassesEveryCheck() {
    return Stream.of(
            ClaimGame.of(6, 2, TurnPolicy.EXTRA_TURN_ON_CAPTURE),
            ClaimGame.of(5, 3, TurnPolicy.ALTERNATE),
            ClaimGame.of(1, 2, TurnPolicy.ALTERNATE),
            ClaimGame.of(4, 1, TurnPolicy.ALTERNATE),
            ClaimGame.of(7, 2, TurnPolicy.CONNECT6),
            ClaimGame.of(6, 3, TurnPolicy.CONNECT6))
        .map(game -> RulesContract.builder(game).games(40).arbitraryMoves(ANY_SLOT).build().container());
  }

  @Test
  void containerAndTestsAreNamedAfterTheGameTheCheckAndTheBaseSeed() {
    RulesContract<ClaimState, Slot> contract =
        RulesContract.builder(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE)).seed(77).build();
    DynamicContainer container = contract.container();
    assertEquals("claim(length=4,players=2,turns=alternate) · seed 77", container.getDisplayName());
    List<String> checks = container.getChildren().map(DynamicNode::getDisplayName).toList();
    assertEquals(
        List.of(
            "the game spec round-trips as text",
            "the provider rebuilds the game from its spec",
            "listed moves are legal, distinct, deterministic and accepted",
            "illegal moves are refused and change nothing",
            "play never changes the receiver",
            "equal positions have equal hashes",
            "terminal states have no moves and refuse every move as game over",
            "the next player is what the turn policy says",
            "every game ends within maxMoves()",
            "scores and outcome agree",
            "notations round-trip every legal move and tell moves apart",
            "a match record replays to an equal state",
            "match undo returns the previous state and redo replays",
            "a position plays and undoes exactly like the states",
            "a playout equals its moves played one by one, and undo and reset after it restore the position",
            "position texts round-trip and mutated texts are refused"),
        checks);
    assertEquals(
        checks.stream().map(check -> "claim(length=4,players=2,turns=alternate) › " + check + " · seed 77").toList(),
        contract.tests().map(DynamicTest::getDisplayName).toList());
  }

  @Test
  void everyFailureMessageNamesTheBaseSeed() {
    TurnPolicy backwards = TurnPolicy.of("backwards", (mover, effect, n) -> io.github.gridgames.core.Player.of((mover.index() + n - 1) % n));
    AssertionError once = assertThrows(AssertionError.class, () -> RulesContract.builder(ClaimGame.of(5, 3, backwards)).seed(77).build().verify());
    assertTrue(
        once.getMessage().startsWith(
            "check 'the provider rebuilds the game from its spec' failed for claim(length=5,players=3,turns=backwards) (base seed 77): "),
        once.getMessage());
    RulesContract<ClaimState, Slot> contract =
        RulesContract.builder(ClaimGame.of(6, 2, TurnPolicy.ALTERNATE))
            .seed(78)
            .property("nobody ever scores", GameProperty.eachState(s -> assertEquals(0, s.scores().orElseThrow().total())))
            .build();
    GameFailure overGames = assertThrows(GameFailure.class, contract::verify);
    assertTrue(overGames.getMessage().contains(" of base seed 78 (game seed "), overGames.getMessage());
  }

  @Test
  void verifyPassesOnCorrectGameWithCustomPolicy() {
    TurnPolicy backwards = TurnPolicy.of("backwards", (mover, effect, n) -> io.github.gridgames.core.Player.of((mover.index() + n - 1) % n));
    RulesContract.builder(ClaimGame.of(5, 3, backwards))
        .without(Feature.PROVIDER, "custom policies cannot be parsed from text")
        .arbitraryMoves(ANY_SLOT)
        .build()
        .verify();
  }

  @Test
  void absentFeaturesAreReportedAsSkippedWithTheReason() {
    List<DynamicTest> tests =
        RulesContract.builder(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE))
            .without(Feature.POSITION, "no fast position in this test")
            .build()
            .tests()
            .toList();
    DynamicTest position = tests.stream().filter(t -> t.getDisplayName().contains("position plays")).findFirst().orElseThrow();
    TestAbortedException aborted = assertThrows(TestAbortedException.class, () -> position.getExecutable().execute());
    assertTrue(aborted.getMessage().contains("POSITION") && aborted.getMessage().contains("no fast position in this test"), aborted.getMessage());
  }

  @Test
  void withoutNeedsAReason() {
    RulesContract.Builder<ClaimState, Slot> contract = RulesContract.builder(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> contract.without(Feature.SCORES, " "));
    assertEquals("say why the game lacks SCORES", e.getMessage());
    assertEquals(
        "games must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> contract.games(0)).getMessage());
  }

  @Test
  void aBuilderIsImmutable() {
    RulesContract.Builder<ClaimState, Slot> base = RulesContract.builder(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE));
    RulesContract<ClaimState, Slot> seeded = base.seed(77).build();
    RulesContract<ClaimState, Slot> withoutPosition =
        base.without(Feature.POSITION, "no fast position in this test").build();
    assertEquals("claim(length=4,players=2,turns=alternate) · seed 77", seeded.container().getDisplayName());
    assertEquals(
        "claim(length=4,players=2,turns=alternate) · seed " + GameProperties.defaultSeed(),
        base.build().container().getDisplayName(),
        "setting a seed on the base left it with the default");
    DynamicTest position =
        seeded.tests().filter(t -> t.getDisplayName().contains("position plays")).findFirst().orElseThrow();
    assertDoesNotThrow(() -> position.getExecutable().execute(), "declaring POSITION absent elsewhere left this one");
    DynamicTest skipped =
        withoutPosition.tests().filter(t -> t.getDisplayName().contains("position plays")).findFirst().orElseThrow();
    assertThrows(TestAbortedException.class, () -> skipped.getExecutable().execute());
  }

  @Test
  void extraPropertiesJoinTheContract() {
    RulesContract<ClaimState, Slot> contract =
        RulesContract.builder(ClaimGame.of(6, 2, TurnPolicy.ALTERNATE))
            .property("nobody ever scores", GameProperty.eachState(s -> assertEquals(0, s.scores().orElseThrow().total())))
            .build();
    GameFailure failure = assertThrows(GameFailure.class, contract::verify);
    assertEquals("nobody ever scores", failure.property());
    assertTrue(failure.moves().size() <= 3, failure.getMessage());
  }
}
