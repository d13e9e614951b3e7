package io.github.gridgames.examples.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Arena;
import io.github.gridgames.ai.ArenaResult;
import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.cli.Main;
import io.github.gridgames.core.Budget;
import io.github.gridgames.examples.connectfour.ConnectFour.Board;
import io.github.gridgames.examples.connectfour.ConnectFour.Drop;
import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.RulesContract;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ConnectFourTest {

  @TestFactory
  Stream<DynamicTest> rulesContract() {
    return RulesContract.builder(new ConnectFour(6, 7))
        .arbitraryMoves((state, random) -> List.of(new Drop(random.nextInt(11) - 2)))
        .without(Feature.SCORES, "Connect Four keeps no score")
        .without(Feature.POSITION_TEXT, "the example keeps to the required parts of a game")
        .build()
        .tests();
  }

  @Test
  void aDiscFallsToTheLowestFreeCellAndFourInARowWins() {
    Board board = new ConnectFour(6, 7).initialState();
    for (int column : new int[] {3, 3, 4, 4, 5, 5}) {
      board = board.play(new Drop(column));
    }
    assertEquals("X", board.game().playerName(board.at(3, 0).orElseThrow()));
    assertEquals("O", board.game().playerName(board.at(3, 1).orElseThrow()));
    assertTrue(board.at(3, 2).isEmpty());
    assertTrue(board.play(new Drop(6)).outcome().isWinner(board.toMove()));
    assertTrue(board.play(new Drop(2)).outcome().isWinner(board.toMove()));
  }

  @Test
  void alphaBetaBeatsRandomInAtLeast95Of100Games() {
    ConnectFour game = new ConnectFour(6, 7);
    GameAgents<Board, Drop> strategies = GameAgents.of(game);
    ArenaResult result =
        Arena.builder(game)
            .games(100)
            .seed(7)
            .entrant("alphabeta", seed -> strategies.agent(GameAgents.ALPHABETA, seed))
            .entrant("random", RandomAgent::of)
            .budget(Budget.ofWork(2_000))
            .build()
            .run();
    int wins = result.entrants().get(0).total().wins();
    assertTrue(wins >= 95, "alpha-beta won " + wins + " of 100");
  }

  private static String gridgames(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, err);
    assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void gridgamesListsAndMatchesTheGameFoundOnTheClassPath() {
    assertTrue(gridgames("", "--help").contains("connect-four  Connect Four"));
    String table =
        gridgames("", "match", "connect-four", "--first", "alphabeta:20", "--second", "random", "--games", "4", "--quiet");
    assertTrue(table.startsWith("connect-four(rows=6,cols=7): 4 games, seed 1"), table);
  }

  @Test
  void gridgamesPlaysItThroughStandardInputInItsOwnProcess() throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    Process process =
        new ProcessBuilder(
                java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "play", "connect-four", "--rows", "4", "--cols", "5", "--first", "human", "--second", "human")
            .redirectErrorStream(true)
            .start();
    process.getOutputStream().write("1\n2\n1\n2\n1\n9\n2\n1\n".getBytes(StandardCharsets.UTF_8));
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, process.waitFor(), out);
    assertTrue(out.startsWith("Connect Four: connect-four(rows=4,cols=5)"), out);
    assertTrue(out.contains("Column 9 is not on the board") || out.contains("a column number from 1 to 5"), out);
    assertTrue(out.strip().endsWith("\nPlayer X wins."), "the end, said once: " + out);
    assertFalse(out.contains("Game over"), out);
  }
}
