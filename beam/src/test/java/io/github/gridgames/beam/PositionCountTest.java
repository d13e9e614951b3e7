package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PositionCountTest {

  @TempDir Path dir;

  @Test
  void ticTacToeHas255168GamesAnd5478Positions() {
    PositionCount.Result result =
        PositionCount.builder("tictactoe").build().run(Runners.direct(2), dir.resolve("out").toString(), done -> {});
    assertEquals(255_168, result.games());
    assertEquals(5_478, result.distinctPositions());
    assertEquals(10, result.layers().size());
    assertEquals(new PositionCount.Layer(0, 1, 1, 0, 0), result.layers().get(0));
    assertEquals(new PositionCount.Layer(1, 9, 9, 0, 0), result.layers().get(1));
    assertEquals(9 * 8 * 7 * 6 * 5, result.layers().get(5).sequences());
    assertEquals(1_440, result.layers().get(5).ended(), "games won by X on move 5");
  }

  @ParameterizedTest
  @ValueSource(strings = {"dots-boxes(rows=1,cols=3)", "tictactoe(rows=2,cols=4,k=3)"})
  void smallBoardsMatchTheSingleMachineCount(String spec) {
    Game<?, ?> game = Games.parse(spec);
    PositionCount.Result result =
        PositionCount.builder(spec).build().run(Runners.direct(2), dir.resolve("c").toString(), done -> {});
    Oracle oracle = Oracle.count(game);
    assertEquals(oracle.games, result.games(), spec);
    assertEquals(oracle.positions.size(), result.distinctPositions(), spec);
  }

  @Test
  void aDepthLimitCountsTheLayersUpToIt() {
    PositionCount.Result result =
        PositionCount.builder("tictactoe").depth(2).build().run(Runners.direct(1), dir.resolve("d").toString(), done -> {});
    assertEquals(List.of(1L, 9L, 72L), result.layers().stream().map(PositionCount.Layer::sequences).toList());
    assertEquals(1 + 9 + 72, result.distinctPositions());
    assertEquals(0, result.games());
  }

  @Test
  void badInputIsRefusedBeforeThePipelineStarts() {
    assertEquals(
        "the depth 13 is impossible: no game of tictactoe(rows=3,cols=4,k=3,overlines=win) lasts more than 12 moves",
        assertThrows(IllegalArgumentException.class, () -> PositionCount.builder("tictactoe(rows=3,cols=4,k=3)").depth(13).build())
            .getMessage());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> PositionCount.builder("nrow").build())
            .getMessage()
            .endsWith("may not end: give a depth to count to"));
    assertEquals(
        "the depth must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> PositionCount.builder("tictactoe").depth(0)).getMessage());
  }

  /** The single-machine count: a depth-first walk with memo of the games below each position. */
  static final class Oracle {
    long games;
    final Set<String> positions = new HashSet<>();

    static Oracle count(Game<?, ?> game) {
      Oracle oracle = new Oracle();
      oracle.games = walkFrom(game, oracle.positions);
      return oracle;
    }

    private static <S extends State<S, M>, M extends Move> long walkFrom(Game<S, M> game, Set<String> seen) {
      return walk(game.initialState(), new HashMap<>(), seen);
    }

    private static <S extends State<S, M>, M extends Move> long walk(S state, Map<String, Long> memo, Set<String> seen) {
      String text = state.positionText();
      seen.add(text);
      if (state.isTerminal()) {
        return 1;
      }
      Long known = memo.get(text);
      if (known != null) {
        return known;
      }
      long games = 0;
      for (M move : state.legalMoves()) {
        games += walk(state.play(move), memo, seen);
      }
      memo.put(text, games);
      return games;
    }
  }
}
