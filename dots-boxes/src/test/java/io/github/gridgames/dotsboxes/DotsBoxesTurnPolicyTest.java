package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The turn policy decides who moves next on both faces, the state and the position: a user's
 * policy is obeyed and asked on every move with the move number, and a policy that names a player
 * outside the game is refused without changing anything.
 */
class DotsBoxesTurnPolicyTest {

  /** The player after next moves, unless the mover captured: then the mover moves again. */
  static final TurnPolicy SKIP_ONE_UNLESS_CAPTURE =
      TurnPolicy.of(
          "skip-one-unless-capture",
          (mover, effect, players) -> effect.captured() ? mover : mover.next(players).next(players));

  @TestFactory
  Stream<DynamicTest> aUsersPolicyPassesTheRulesContractOnBothFaces() {
    return Stream.of(
            DotsBoxes.builder().rows(3).cols(3).players(3).turnPolicy(SKIP_ONE_UNLESS_CAPTURE).build(),
            DotsBoxes.builder().rows(2).cols(5).players(4).turnPolicy(SKIP_ONE_UNLESS_CAPTURE).build(),
            DotsBoxes.builder().rows(6).cols(6).players(3).turnPolicy(SKIP_ONE_UNLESS_CAPTURE).build())
        .flatMap(
            game ->
                RulesContract.builder(game)
                    .games(game.edgeCount() <= 64 ? 12 : 3)
                    .without(Feature.PROVIDER, "a user's policy cannot be read back from text")
                    .arbitraryMoves(ArbitraryEdges.source())
                    .build()
                    .tests());
  }

  @TestFactory
  Stream<DynamicTest> connect6OrderPassesTheRulesContract() {
    return RulesContract.builder(DotsBoxes.builder().rows(3).cols(3).players(2).turnPolicy(TurnPolicy.CONNECT6).build())
        .games(12)
        .arbitraryMoves(ArbitraryEdges.source())
        .build()
        .tests();
  }

  @Test
  void aUsersPolicyDecidesEveryTurnOnBothFaces() {
    DotsBoxes game = DotsBoxes.builder().rows(1).cols(2).players(3).turnPolicy(SKIP_ONE_UNLESS_CAPTURE).build();
    // Lines of 1 x 2 boxes: top 0, 1; bottom 2, 3; verticals 4, 5, 6.
    int[] lines = {0, 2, 4, 5, 1, 3, 6};
    // A draws 0: C; C draws 2: B; B draws 4, completing nothing: A; A draws 5, completing the
    // left box: A again; A draws 1: C; C draws 3: B; B draws 6, completing the right box.
    int[] movers = {0, 2, 1, 0, 0, 2, 1};
    DotsBoxesState state = game.initialState();
    DotsBoxesPosition position = DotsBoxesPosition.of(game);
    for (int i = 0; i < lines.length; i++) {
      assertEquals(Player.of(movers[i]), state.toMove(), "state, move " + i);
      assertEquals(Player.of(movers[i]), position.toMove(), "position, move " + i);
      state = state.play(game.edge(lines[i]));
      position.makeMove(lines[i]);
    }
    assertEquals(state, position.state());
    assertEquals(1, state.score(Player.FIRST));
    assertEquals(1, state.score(Player.SECOND));
  }

  /** A policy that records what it is asked, and then alternates. */
  private static TurnPolicy recording(List<String> calls) {
    return TurnPolicy.of(
        "recording",
        (mover, effect, players, moveNumber) -> {
          calls.add(moveNumber + ":" + mover.index() + ":" + effect.captures());
          return mover.next(players);
        });
  }

  @Test
  void aPolicyIsAskedOnEveryMoveWithTheMoveNumber() {
    List<String> fromStates = new ArrayList<>();
    List<String> fromPosition = new ArrayList<>();
    DotsBoxes stateGame = DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(recording(fromStates)).build();
    DotsBoxes positionGame = DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(recording(fromPosition)).build();
    DotsBoxesPosition position = DotsBoxesPosition.of(positionGame);
    position.playout(new SplittableRandom(7), 100);
    List<Edge> moves = new ArrayList<>();
    DotsBoxesState state = stateGame.initialState();
    // The lines in the order drawn, from the recorded position: undo them one by one.
    for (int i = positionGame.edgeCount(); i > 0; i--) {
      long drawn = PositionSearch.drawnMask(position);
      position.unmakeMove();
      moves.add(0, positionGame.edge(Long.numberOfTrailingZeros(drawn & ~PositionSearch.drawnMask(position))));
    }
    for (Edge move : moves) {
      state = state.play(move);
    }
    assertEquals(12, fromStates.size());
    assertEquals(fromStates, fromPosition);
    for (int i = 0; i < 12; i++) {
      assertEquals(String.valueOf(i), fromStates.get(i).split(":")[0]);
    }
    assertEquals(state.positionHash(), DotsBoxesPosition.of(state).positionHash());
  }

  @Test
  void aPolicyThatNamesAStrangerIsRefusedAndNothingChanges() {
    TurnPolicy broken =
        TurnPolicy.of(
            "broken",
            (mover, effect, players) -> effect.captured() ? Player.of(7) : mover.next(players));
    DotsBoxes game = DotsBoxes.builder().rows(1).cols(1).players(2).turnPolicy(broken).build();
    DotsBoxesState state =
        game.initialState().play(game.edge(0)).play(game.edge(1)).play(game.edge(2));
    DotsBoxesState copy =
        game.initialState().play(game.edge(0)).play(game.edge(1)).play(game.edge(2));
    String expected = "turn policy 'broken' chose player 8 in a game of 2 players";
    IllegalStateException fromState =
        assertThrows(IllegalStateException.class, () -> state.play(game.edge(3)));
    assertEquals(expected, fromState.getMessage());
    assertEquals(List.of(Box.of(0, 0)), state.boxesCompletedBy(game.edge(3)));
    assertEquals(copy, state);
    assertEquals(copy.positionHash(), state.positionHash());
    assertEquals(1, state.effectOf(game.edge(3)).captures());

    DotsBoxesPosition position = state.toPosition();
    IllegalStateException fromPosition =
        assertThrows(IllegalStateException.class, () -> position.makeMove(3));
    assertEquals(expected, fromPosition.getMessage());
    assertThrows(IllegalStateException.class, () -> position.makeMove(game.edge(3)));
    assertThrows(
        IllegalStateException.class, () -> position.playout(new SplittableRandom(1), 5));
    assertEquals(state, position.state());
    assertEquals(state.positionHash(), position.positionHash());
    assertEquals(0, position.depth());
    assertEquals(1, position.legalMoveCount());
    assertEquals(1, PositionSearch.capturesOf(position, 3));
  }
}
