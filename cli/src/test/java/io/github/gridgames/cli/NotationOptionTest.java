package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.MatchRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --notation NAME} of {@code play} and {@code replay}: board labels and moves printed in it. */
class NotationOptionTest {

  private static final String[] DOTS = {"play", "dots-boxes", "--board", "2x2", "--first", "greedy", "--second", "greedy"};

  private static String[] with(String[] args, String... more) {
    String[] all = new String[args.length + more.length];
    System.arraycopy(args, 0, all, 0, args.length);
    System.arraycopy(more, 0, all, args.length, more.length);
    return all;
  }

  /**
   * The moves an output says were played, one a line such as {@code Move 3: A plays A2 T.} (not the
   * "plays again" of a capture).
   */
  private static List<String> movesPlayed(String out) {
    Matcher m = Pattern.compile("Move \\d+: \\S+ plays (.+?)\\.(?: |\\n)").matcher(out);
    List<String> moves = new ArrayList<>();
    while (m.find()) {
      moves.add(m.group(1));
    }
    return moves;
  }

  /** Runs on a screen wide enough for every turn to be one line. */
  private static Cli.Run wide(String... args) {
    return Cli.on(terminal -> terminal.withColumns(Terminal.MAX_COLUMNS), "", args);
  }

  @Test
  void dotsAndBoxesInTheContestNotationLabelsColumnsByLetterAndNamesTheMachinesMovesInIt() {
    Cli.Run run = wide(with(DOTS, "--notation", "box-side"));
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err());
    assertTrue(run.out().contains("\n     A   B\n   o   o   o\n2\n   o   o   o\n1\n   o   o   o\n"), run.out());
    List<String> moves = movesPlayed(run.out());
    assertEquals(12, moves.size(), run.out());
    for (String move : moves) {
      assertTrue(move.matches("[AB][12] [LTRB]"), "a box-side name: '" + move + "' in " + run.out());
    }
    assertFalse(run.out().contains("(0,"), run.out());
  }

  @Test
  void theDefaultNotationNamesDotPairsWithTheirContestNameAndNamingItChangesNothing() {
    Cli.Run plain = wide(DOTS);
    assertEquals(0, plain.code(), plain.err());
    assertTrue(plain.out().contains("\n   0   1   2\n0  o   o   o\n"), plain.out());
    for (String move : movesPlayed(plain.out())) {
      assertTrue(move.matches("\\(\\d,\\d\\)-\\(\\d,\\d\\) \\[[AB][12] [LTRB]\\]"), move);
    }
    Cli.Run dotPairs = wide(with(DOTS, "--notation", "dot-pair"));
    assertEquals(0, dotPairs.code(), dotPairs.err());
    assertEquals(plain.out(), dotPairs.out());
  }

  @Test
  void thePromptAndTheBoardFollowTheNotationInUseAndHelpListsEveryNotation() {
    Cli.Run run =
        Cli.on(
            PlayCommandTest.WIDE,
            Cli.lines("99", "24", "help", "5", "quit"),
            "play", "dots-boxes", "--notation", "line-number", "--first", "human", "--second", "human");
    assertEquals(0, run.code(), run.err());
    String out = run.out();
    String prompt = "Player A, your move [a line number from 0 to 23, such as 0]: ";
    assertEquals(4, PlayCommandTest.count(out, prompt), out);
    assertEquals(0, PlayCommandTest.count(out, "(row,col)-(row,col) or"), out);
    assertTrue(out.contains("Moves: a line number from 0 to 23, such as 0 (every notation is read: type help for them).\n"), out);
    // The board shows the number of every undrawn line, and none once it is drawn.
    assertTrue(out.contains("\no  0 o  1 o  2 o\n12   13   14   21\no  3 o  4 o  5 o\n"), out);
    assertTrue(out.contains("\no  3 o  4 o----o\n"), out);
    for (String typed : List.of("99", "24")) {
      assertTrue(
          out.contains(
              prompt
                  + "Please answer in the format a line number from 0 to 23, such as 0: expected a line number from 0"
                  + " to 23 at position 0 of \"" + typed + "\", found '" + typed + "'. Or in dot-pair:"
                  + " (row,col)-(row,col), such as (0,0)-(0,1); or in box-side: <box A1..C3> <side L|T|R|B>, such as"
                  + " A3 T.\n"),
          out);
    }
    assertTrue(
        out.contains(
            "Type a move in any of these notations (the first is the one shown):\n"
                + "  line-number: a line number from 0 to 23, such as 0\n"
                + "  dot-pair: (row,col)-(row,col), such as (0,0)-(0,1)\n"
                + "  box-side: <box A1..C3> <side L|T|R|B>, such as A3 T\n"),
        out);
    assertTrue(out.contains("Move 1: A plays 5.\n"), out);
  }

  @Test
  void withoutTheOptionANumberOutOfRangeIsAnsweredInTheDefaultNotationThenTheLineNumbers() {
    Cli.Run run = Cli.on(PlayCommandTest.WIDE, Cli.lines("99", "quit"), "play", "dots-boxes", "--first", "human", "--second", "human");
    assertEquals(0, run.code(), run.err());
    String out = run.out();
    String answer =
        "your move [(row,col)-(row,col), such as (0,0)-(0,1)]: Please answer in the format (row,col)-(row,col),"
            + " such as (0,0)-(0,1): expected ";
    assertTrue(out.contains(answer), out);
    String rest = out.substring(out.indexOf(answer) + answer.length());
    assertFalse(rest.substring(0, rest.indexOf(". Or in ")).contains("line number"), "only the notation in use's error: " + rest);
    assertTrue(
        rest.contains(
            ". Or in box-side: <box A1..C3> <side L|T|R|B>, such as A3 T; or in line-number: a line number from 0 to 23,"
                + " such as 0.\n"),
        rest);
    assertTrue(run.out().contains("\n   0   1   2   3\n0  o   o   o   o\n"), "dot rows and columns label the board: " + run.out());
  }

  @Test
  void ticTacToeInAlgebraicReadsEveryNotationAndSavesTheRecordInTheDefault(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.txt");
    Cli.Run run =
        Cli.input(
            Cli.lines("1 1", "a2", "b3", "2 2", "1 3"),
            "play", "tictactoe", "--first", "human", "--second", "human", "--notation", "algebraic", "--save", file.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("\n    a   b   c\n   --- --- ---\n3 |   |   |   |\n"), run.out());
    assertEquals(List.of("a3", "a2", "b3", "b2", "c3"), movesPlayed(run.out()));
    assertTrue(run.out().contains("Player X wins with a3 | b3 | c3.\n"), run.out());
    MatchRecord record = MatchRecord.parse(Files.readString(file));
    assertEquals("row-col", record.notation());
    assertEquals(List.of("1 1", "2 1", "1 2", "2 2", "1 3"), record.moves());

    Cli.Run replay = Cli.run("replay", file.toString(), "--notation", "algebraic");
    assertEquals(0, replay.code(), replay.err());
    assertTrue(replay.out().contains("Move 3: X plays b3.\n    a   b   c\n"), replay.out());
    assertTrue(replay.out().endsWith("Player X wins with a3 | b3 | c3.\n\nEnd of the record.\nposition: XXX/OO./... O\n"), replay.out());
    Cli.Run unknown = Cli.run("replay", file.toString(), "--notation", "box-side");
    assertEquals(2, unknown.code());
    assertEquals("", unknown.out());
    assertEquals(
        "gridgames replay: Invalid value for option '--notation': 'box-side': expected a notation of tictactoe:"
            + " row-col or algebraic (see 'gridgames replay --help')",
        unknown.err().strip());
  }

  @Test
  void anUnknownNotationIsAUsageErrorNamingTheGamesNotations() {
    Cli.Run run = Cli.run("play", "dots-boxes", "--notation", "chess");
    assertEquals(2, run.code());
    assertEquals("", run.out());
    assertEquals(
        "gridgames play: Invalid value for option '--notation': 'chess': expected a notation of dots-boxes:"
            + " dot-pair, box-side or line-number (see 'gridgames play --help')",
        run.err().strip());
  }

  @Test
  void theHelpListsEachGamesNotations() {
    for (String command : new String[] {"play", "replay"}) {
      Cli.Run help = Cli.run(command, "--help");
      assertEquals(0, help.code(), help.err());
      String text = help.out().replaceAll("\\s+", " ");
      assertTrue(text.contains("--notation=NAME"), text);
      assertTrue(text.contains("dots-boxes: dot-pair, box-side or line-number."), text);
      assertTrue(text.contains("tictactoe: row-col or algebraic."), text);
      assertTrue(text.contains("nrow: comma or space."), text);
    }
    String play = Cli.run("play", "--help").out().replaceAll("\\s+", " ");
    assertTrue(
        play.contains(
            "dots-boxes, in any of its notations: dot-pair: (row,col)-(row,col), such as (0,0)-(0,1) box-side: <box"
                + " A1..C3> <side L|T|R|B>, such as A3 T line-number: a line number from 0 to 23, such as 0"),
        play);
    assertTrue(play.contains("nrow, in any of its notations: comma: x,y, such as 0,0 space: x y, such as 0 0"), play);
  }
}
