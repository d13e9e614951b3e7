package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The turn policy decides who places each stone, on both faces: Connect6 order and users' policies. */
class NRowTurnsTest {

  /** Each player places three stones in a row, the first player starting: a user's policy. */
  static final TurnPolicy THREES =
      TurnPolicy.of("threes", (mover, effect, players, moveNumber) -> Player.of((moveNumber + 1) / 3 % players));

  /** The turn passes backwards: X, then the last player, and so on. */
  static final TurnPolicy BACKWARDS =
      TurnPolicy.of("backwards", (mover, effect, players) -> Player.of((mover.index() + players - 1) % players));

  static final List<NRow> GAMES =
      List.of(
          NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).stoneCap(80).build(),
          NRow.builder().n(4).distance(2).players(3).turnPolicy(TurnPolicy.CONNECT6).stoneCap(60).build(),
          NRow.builder().n(4).players(2).turnPolicy(THREES).stoneCap(60).build(),
          NRow.builder().n(3).distance(2).players(3).turnPolicy(BACKWARDS).stoneCap(40).build());

  @TestFactory
  Stream<DynamicNode> rulesContract() {
    return GAMES.stream()
        .map(
            game -> {
              RulesContract.Builder<NRowState, Point> contract =
                  RulesContract.builder(game)
                      .games(MutationRun.size(10))
                      .without(Feature.SCORES, "N-in-a-row keeps no score; a line wins")
                      .arbitraryMoves(NRowContractTest.arbitraryMoves());
              if (game.turnPolicy() != TurnPolicy.CONNECT6) {
                contract = contract.without(Feature.PROVIDER, "a user's turn policy has no name the provider reads");
              }
              return DynamicContainer.dynamicContainer(game.toString(), contract.build().tests());
            });
  }

  @Test
  void connect6OrderIsOneStoneThenTwoEach() {
    NRow game = NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).build();
    assertEquals("nrow(n=6,distance=3,players=2,cap=none,turns=connect6)", game.toString());
    assertEquals(game, Games.parse(game.toString()));
    assertEquals(game, NRow.fromSpec(io.github.gridgames.core.GameSpec.parse("nrow(n=6,turns=connect6)")));
    assertSame(TurnPolicy.CONNECT6, game.turnPolicy());
    assertNotEquals(game, game.toBuilder().turnPolicy(TurnPolicy.ALTERNATE).build());
    assertEquals("nrow(n=6,distance=3,players=2,cap=none)", game.toBuilder().turnPolicy(TurnPolicy.ALTERNATE).build().toString());
    String order = "XOOXXOOXXOOX";
    NRowState state = game.initialState();
    NRowPosition position = game.initialState().toPosition();
    for (int i = 0; i < order.length(); i++) {
      assertEquals(order.charAt(i), game.playerName(state.toMove()).charAt(0), "stone " + i);
      assertEquals(state.toMove(), position.toMove());
      assertEquals(state.toMove(), game.toMoveAfter(i));
      Point point = Point.of(i % 2 == 0 ? i : -i, 7);
      state = state.play(point);
      position.makeMove(point);
    }
    assertEquals(state, position.state());
  }

  @Test
  void aUsersPolicyIsObeyed() {
    NRow game = NRow.builder().n(5).players(2).turnPolicy(THREES).build();
    assertEquals("nrow(n=5,distance=3,players=2,cap=none,turns=threes)", game.toString());
    NRowState state = game.initialState();
    NRowPosition position = state.toPosition();
    StringBuilder seen = new StringBuilder();
    for (int i = 0; i < 9; i++) {
      seen.append(game.playerName(state.toMove()));
      assertEquals(state.toMove(), position.toMove());
      state = state.play(Point.of(i, 0));
      position.makeMove(Point.of(i, 0));
    }
    assertEquals("XXXOOOXXX", seen.toString());
    assertTrue(!state.isTerminal()); // X holds 0..2 and 6..8, O 3..5: no five
    assertEquals(state, position.state());
    IllegalArgumentException builtInName =
        assertThrows(
            IllegalArgumentException.class,
            () -> NRow.builder().turnPolicy(TurnPolicy.of("connect6", (m, e, n) -> m)).build());
    assertEquals("a custom turn policy may not take the built-in name 'connect6'; use TurnPolicy.CONNECT6 or another name", builtInName.getMessage());
    IllegalArgumentException unknown =
        assertThrows(IllegalArgumentException.class, () -> Games.parse("nrow(turns=threes)"));
    assertTrue(unknown.getMessage().contains("unknown turn policy 'threes'"), unknown.getMessage());
  }

  @Test
  void aPolicyNamingAPlayerOutsideTheGameIsRefusedOnBothFacesWithoutChange() {
    TurnPolicy broken =
        TurnPolicy.of(
            "broken", (mover, effect, players, moveNumber) -> Player.of(moveNumber == 3 ? 5 : (moveNumber + 1) % players));
    NRow game = NRow.builder().n(5).turnPolicy(broken).build();
    NRowState state = game.initialState();
    NRowPosition position = state.toPosition();
    for (int i = 0; i < 3; i++) {
      state = state.play(Point.of(i, 0));
      position.makeMove(Point.of(i, 0));
    }
    NRowState before = state;
    long hash = position.positionHash();
    for (Point point : List.of(Point.of(3, 0), Point.of(0, 1))) {
      IllegalStateException onState = assertThrows(IllegalStateException.class, () -> before.play(point));
      assertEquals("turn policy 'broken' chose player 6 in a game of 2 players", onState.getMessage());
      IllegalStateException onPosition = assertThrows(IllegalStateException.class, () -> position.makeMove(point));
      assertEquals(onState.getMessage(), onPosition.getMessage());
      IllegalStateException byCode =
          assertThrows(IllegalStateException.class, () -> position.makeMove(position.code(point)));
      assertEquals(onState.getMessage(), byCode.getMessage());
      assertThrows(IllegalStateException.class, () -> position.playout(new java.util.SplittableRandom(1), 5));
      assertEquals(3, position.depth());
      assertEquals(hash, position.positionHash());
      assertEquals(before, position.state());
      assertTrue(before.isLegal(point));
      assertEquals(List.copyOf(new ArrayList<>(before.legalMoves())), before.legalMoves());
    }
    position.unmakeMove();
    assertEquals(2, position.stoneCount());
    IllegalStateException ahead = assertThrows(IllegalStateException.class, () -> game.toMoveAfter(4));
    assertEquals("turn policy 'broken' chose player 6 in a game of 2 players", ahead.getMessage());
    assertEquals(Player.of(1), game.toMoveAfter(3));
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> game.toMoveAfter(-1));
    assertEquals("stones must be between 0 and 1073741824, got -1", negative.getMessage());
  }

  /** Two custom policies of one name make different games, although their texts are equal. */
  @Test
  void customPoliciesOfOneNameMakeDifferentGames() {
    TurnPolicy one = TurnPolicy.of("mine", (mover, effect, n) -> mover.next(n));
    TurnPolicy other = TurnPolicy.of("mine", (mover, effect, n) -> mover);
    NRow a = NRow.builder().turnPolicy(one).build();
    NRow b = NRow.builder().turnPolicy(other).build();
    assertEquals(a.spec(), b.spec());
    assertNotEquals(a, b);
    assertEquals(a, NRow.builder().turnPolicy(one).build());
  }

  /** States and positions tell the policy the true mover and move number of every stone. */
  @Test
  void thePolicyIsToldEachStonesMoverAndNumber() {
    List<String> told = java.util.Collections.synchronizedList(new ArrayList<>());
    TurnPolicy recording =
        TurnPolicy.of(
            "recording",
            (mover, effect, players, moveNumber) -> {
              told.add(mover.index() + "@" + moveNumber);
              return THREES.next(mover, effect, players, moveNumber);
            });
    NRow game = NRow.builder().n(5).turnPolicy(recording).build();
    NRowState state = game.initialState();
    NRowPosition position = NRowPosition.of(game);
    java.util.Set<String> truth = new java.util.HashSet<>();
    for (int i = 0; i < 9; i++) {
      truth.add(state.toMove().index() + "@" + i);
      state = state.play(Point.of(i, 0));
      position.makeMove(Point.of(i, 0));
    }
    assertEquals(truth, new java.util.HashSet<>(told), "every (mover@move number) the policy was told");
  }

  /** A fresh game answers far ahead at once, as it does move by move. */
  @Test
  void toMoveAfterAnswersFarAheadOnAFreshGame() {
    NRow jump = NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).build();
    NRow steps = NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).build();
    for (int stones : new int[] {1000, 1001, 5000, 3, 70_000}) {
      for (int m = 0; m <= stones; m++) {
        steps.toMoveAfter(m);
      }
      assertEquals(steps.toMoveAfter(stones), jump.toMoveAfter(stones), "after " + stones + " stones");
      assertEquals(Player.of((stones + 1) / 2 % 2), jump.toMoveAfter(stones), "Connect6 order after " + stones);
    }
  }
}
