package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole text {@code replay} writes, with and without {@code --step}. */
class ReplayCommandTest {

  @TempDir Path dir;

  private static final String EMPTY_BOARD =
      Cli.lines(
          "    1   2   3",
          "   --- --- ---",
          "1 |   |   |   |",
          "   --- --- ---",
          "2 |   |   |   |",
          "   --- --- ---",
          "3 |   |   |   |",
          "   --- --- ---",
          "Player X's turn.");

  private static final String AFTER_THE_MOVE =
      Cli.lines(
          "Move 1: X plays row 2, column 2.",
          "    1   2   3",
          "   --- --- ---",
          "1 |   |   |   |",
          "   --- --- ---",
          "2 |   | X |   |",
          "   --- --- ---",
          "3 |   |   |   |",
          "   --- --- ---",
          "Player O's turn.",
          "",
          "End of the record; the game was not finished.",
          "position: .../.X./... O");

  private Path record(String... moves) throws IOException {
    StringBuilder text =
        new StringBuilder("# gridgames match record\ngame: tictactoe(rows=3,cols=3,k=3,overlines=win)\nnotation: row-col\n");
    for (int i = 0; i < moves.length; i++) {
      text.append(i + 1).append(". ").append(moves[i]).append('\n');
    }
    Path file = dir.resolve("game.txt");
    Files.writeString(file, text);
    return file;
  }

  private static String heading(String moves) {
    return Cli.lines("Tic-Tac-Toe (m,n,k-game): tictactoe(rows=3,cols=3,k=3,overlines=win), " + moves + " in row-col notation", "");
  }

  @Test
  void aRecordIsShownMoveByMoveWithItsEnd() throws IOException {
    Cli.Run run = Cli.run("replay", record("2 2").toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(heading("1 move") + EMPTY_BOARD + "\n" + AFTER_THE_MOVE, run.out());
  }

  @Test
  void aRecordWithoutMovesShowsTheStart() throws IOException {
    Cli.Run run = Cli.run("replay", record().toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        heading("0 moves") + EMPTY_BOARD + Cli.lines("", "End of the record; the game was not finished.", "position: .../.../... X"),
        run.out());
  }

  @Test
  void stepWaitsForEnterBeforeEachMoveAndStopsAtTheEndOfInput() throws IOException {
    Path file = record("2 2");
    Cli.Run stepped = Cli.input(Cli.lines(""), "replay", "--step", file.toString());
    assertEquals(0, stepped.code(), stepped.err());
    assertEquals(heading("1 move") + EMPTY_BOARD + "[Enter: move 1, q: stop] \n" + AFTER_THE_MOVE, stepped.out());

    Cli.Run ended = Cli.input("", "replay", "--step", file.toString());
    assertEquals(0, ended.code(), ended.err());
    assertEquals(heading("1 move") + EMPTY_BOARD + "[Enter: move 1, q: stop] \nStopped after move 0 of 1.\n", ended.out());
  }
}
