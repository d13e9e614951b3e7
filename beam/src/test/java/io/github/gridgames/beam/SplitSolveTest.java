package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SplitSolveTest {

  @TempDir Path dir;

  @ParameterizedTest(name = "{0} split at depth {1}")
  @CsvSource(
      delimiter = ';',
      value = {"dots-boxes(rows=2,cols=2);1", "dots-boxes(rows=1,cols=3);2", "tictactoe;1"})
  void theSplitValueIsTheSingleMachineSolversValueOnSmallBoards(String spec, int depth) {
    check(spec, depth);
  }

  /**
   * The boards the split solve is held to, on demand ({@code mvn -B -ntp verify -pl beam -am
   * -Pbeam-slow}): 3 x 4 takes minutes on this machine.
   */
  @Tag("slow")
  @ParameterizedTest(name = "{0} split at depth {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "dots-boxes(rows=3,cols=3);2",
        "dots-boxes(rows=2,cols=4);2",
        "dots-boxes(rows=3,cols=4);1",
        "tictactoe(rows=5,cols=5,k=4);1"
      })
  void theSplitValueIsTheSingleMachineSolversValue(String spec, int depth) {
    check(spec, depth);
  }

  private void check(String spec, int depth) {
    Game<?, ?> game = Games.parse(spec);
    SolveResult<?> single = SplitSolve.solveText(game, game.initialState().positionText());
    SplitSolve.Result split =
        SplitSolve.builder(spec).splitDepth(depth).build().run(Runners.direct(2), dir.resolve("out").toString(), done -> {});
    assertEquals(single.value(), split.value(), spec);
    assertEquals(single.verdict(), split.verdict());
    assertEquals(SplitSolve.leaves(game, game.initialState().positionText(), depth).size(), split.subPositions());
    assertTrue(split.subPositions() > 1);
  }

  @Test
  void aSplitFromAPositionWithCapturesCountsThePointsScoredAboveTheSplit() {
    // 1 x 3 boxes after six lines: captures and extra turns happen above the split.
    String spec = "dots-boxes(rows=1,cols=3)";
    Game<?, ?> game = Games.parse(spec);
    String position = after(game, 6);
    SolveResult<?> single = SplitSolve.solveText(game, game.parsePosition(position).positionText());
    SplitSolve.Result split =
        SplitSolve.builder(spec).position(position).splitDepth(2).build().run(Runners.direct(1), dir.resolve("p").toString(), done -> {});
    assertEquals(single.value(), split.value());
  }

  private static String after(Game<?, ?> game, int moves) {
    return afterOf(game, moves);
  }

  private static <S extends io.github.gridgames.core.State<S, M>, M extends io.github.gridgames.core.Move> String afterOf(
      Game<S, M> game, int moves) {
    S state = game.initialState();
    for (int i = 0; i < moves; i++) {
      state = state.play(state.legalMoves().get(i % state.legalMoves().size()));
    }
    return state.positionText();
  }

  @Test
  void badInputIsRefusedBeforeThePipelineStarts() {
    assertEquals(
        "the split depth 10 is impossible: no game of tictactoe(rows=3,cols=3,k=3,overlines=win) lasts more than 9 moves",
        assertThrows(IllegalArgumentException.class, () -> SplitSolve.builder("tictactoe").splitDepth(10).build())
            .getMessage());
    assertEquals(
        "the split depth must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> SplitSolve.builder("tictactoe").splitDepth(0)).getMessage());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> SplitSolve.builder("tictactoe").position("nonsense").build())
            .getMessage()
            .startsWith("not a position of tictactoe(rows=3,cols=3,k=3,overlines=win): 'nonsense': "));
  }
}
