package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.spi.TurnTable;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The properties of m,n,k-games over seeded random games, shrunk on failure by the test kit. */
class GamePropertiesTest {

  private static final List<MnkGame> GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(4, 4, 3),
          MnkGame.of(5, 5, 4),
          MnkGame.builder().rows(6).cols(7).k(4).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.of(8, 9, 4),
          MnkGame.of(15, 15, 5),
          MnkGame.builder().rows(15).cols(15).k(5).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.of(19, 19, 5),
          MnkGame.of(6, 6, 2),
          MnkGame.builder().rows(7).cols(7).k(4).turnPolicy(TurnPolicy.CONNECT6).build());

  private static int gamesFor(MnkGame game) {
    int cells = game.cellCount();
    return cells <= 16 ? 100 : cells <= 64 ? 40 : cells <= 100 ? 20 : 4;
  }

  @TestFactory
  Stream<DynamicContainer> properties() {
    return GAMES.stream()
        .map(
            game ->
                DynamicContainer.dynamicContainer(
                    game.toString(),
                    Stream.of(
                        property(game, "at most one player has a line", atMostOneLine()),
                        property(game, "the outcome equals a brute-force scan of the board", outcomeMatchesScan()),
                        property(game, "the winning line goes through the last stone", lineThroughLastStone()),
                        property(game, "a game never lasts more than m*n moves", boundedLength()),
                        property(game, "a symmetry applied to every move gives the same game", symmetricGames()),
                        property(game, "all images share one canonical form", canonicalForm()))));
  }

  private static DynamicTest property(MnkGame game, String name, GameProperty<MnkState, Cell> property) {
    return DynamicTest.dynamicTest(
        name, () -> GameProperties.builder(game).games(gamesFor(game)).build().check(name, property));
  }

  static GameProperty<MnkState, Cell> atMostOneLine() {
    return GameProperty.eachState(
        state -> assertTrue(Oracle.playersWithLine(state).size() <= 1, () -> "both players have a line: " + state));
  }

  static GameProperty<MnkState, Cell> outcomeMatchesScan() {
    return GameProperty.eachState(
        state -> {
          Set<Integer> withLine = Oracle.playersWithLine(state);
          if (withLine.isEmpty()) {
            assertEquals(Oracle.full(state) ? Outcome.draw() : Outcome.ongoing(), state.outcome(), state::toString);
            return;
          }
          Player winner = Player.of(withLine.iterator().next());
          assertEquals(Set.of(winner), state.outcome().winners(), state::toString);
          List<Cell> line = state.winningLine();
          assertTrue(Oracle.isStraightLineOf(state, line, winner), () -> line + " in " + state);
          MnkGame game = state.game();
          assertTrue(game.overlines().wins(line.size(), game.k()), () -> line + " in " + state);
        });
  }

  static GameProperty<MnkState, Cell> lineThroughLastStone() {
    return GameProperty.eachMove(
        (before, move, after) -> {
          if (after.outcome().isWin()) {
            assertTrue(after.winningLine().contains(move), () -> move + " is not on " + after.winningLine());
            assertEquals(Set.of(before.toMove()), after.outcome().winners());
          }
          assertEquals(before.stoneCount() + 1, after.stoneCount());
          MnkGame game = before.game();
          assertEquals(
              TurnTable.ask(game.turnPolicy(), before.toMove(), MoveEffect.NONE, 2, before.stoneCount()),
              after.toMove());
        });
  }

  static GameProperty<MnkState, Cell> boundedLength() {
    return run -> {
      MnkGame game = run.finalState().game();
      assertTrue(run.moves().size() <= game.cols() * game.rows(), run::describe);
      assertTrue(run.finalState().isTerminal(), run::describe);
    };
  }

  static GameProperty<MnkState, Cell> symmetricGames() {
    return run -> {
      MnkGame game = run.finalState().game();
      for (MnkGame.Symmetry symmetry : game.symmetries()) {
        MnkState state = game.initialState();
        for (int i = 0; i < run.moves().size(); i++) {
          state = state.play(symmetry.apply(game, run.moves().get(i)));
          assertEquals(symmetry.apply(run.states().get(i + 1)), state, symmetry::toString);
        }
        Outcome original = run.finalState().outcome();
        assertEquals(original.status(), state.outcome().status(), symmetry::toString);
        assertEquals(original.winners(), state.outcome().winners(), symmetry::toString);
        if (original.isWin()) {
          Set<Cell> mapped = new HashSet<>();
          for (Cell cell : run.finalState().winningLine()) {
            mapped.add(symmetry.apply(game, cell));
          }
          // The same line, unless the last stone completed two lines and the other is reported first.
          assertTrue(
              mapped.equals(Set.copyOf(state.winningLine())) || state.winningLine().contains(symmetry.apply(game, run.moves().get(run.moves().size() - 1))),
              symmetry::toString);
        }
      }
    };
  }

  static GameProperty<MnkState, Cell> canonicalForm() {
    return GameProperty.eachState(
        state -> {
          MnkState canonical = state.canonical();
          boolean canonicalIsAnImage = false;
          for (MnkGame.Symmetry symmetry : state.game().symmetries()) {
            MnkState image = symmetry.apply(state);
            assertEquals(canonical, image.canonical(), () -> symmetry + " of " + state);
            canonicalIsAnImage |= image.equals(canonical);
          }
          assertTrue(canonicalIsAnImage, state::toString);
        });
  }
}
