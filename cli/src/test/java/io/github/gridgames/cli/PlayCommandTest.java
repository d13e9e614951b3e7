package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gridgames play} end to end, with scripted input. */
class PlayCommandTest {

  /** A screen wide enough for a refusal to follow its prompt on one line. */
  static final UnaryOperator<Terminal> WIDE = terminal -> terminal.withColumns(Terminal.MAX_COLUMNS);

  static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void scriptedTicTacToeGameEndsWithTheWinner() {
    Cli.Run run =
        Cli.input(
            Cli.lines("1 1", "2 1", "1 2", "2 2", "1 3"),
            "play", "tictactoe", "--first", "human", "--second", "human");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("Move 5: X plays row 1, column 3."), run.out());
    assertEquals(1, count(run.out(), "Player X wins with 1 1 | 1 2 | 1 3."), "the end is said once: " + run.out());
    assertEquals("Player X wins with 1 1 | 1 2 | 1 3.", run.lastLine());
    assertFalse(run.out().contains("Game over"), run.out());
    assertTrue(run.out().contains("| X | X | X |"), run.out());
    // The example is a legal move of the position: the first free cell.
    String prompt = "your move [row column, from 1 1 at the top left to 3 3, such as ";
    assertEquals(5, count(run.out(), prompt), run.out());
    assertEquals(1, count(run.out(), prompt + "1 1]: "), run.out());
    assertEquals(2, count(run.out(), prompt + "1 2]: "), run.out());
    assertEquals(2, count(run.out(), prompt + "1 3]: "), run.out());
    assertTrue(run.out().contains("Player O, your move"), "prompts name the player");
  }

  @Test
  void ticTacToeRefusesEachBadInputWithItsReasonAndAsksAgain() {
    Cli.Run run =
        Cli.on(
            WIDE,
            Cli.lines("2 2", "4 1", "2 2", "two three", "2", "1 1"),
            "play", "tictactoe", "--first", "human", "--second", "human");
    assertEquals(0, run.code());
    String format = "Please answer in the format row column, from 1 1 at the top left to 3 3, such as 1 1: ";
    // The error of the notation in use first, then the other notation.
    assertTrue(
        run.out().contains(
            format
                + "expected a row from 1 to 3 at position 0 of \"4 1\", found '4'. Or in algebraic: column letter and"
                + " row number, from a1 at the bottom left to c3, such as a3.\n"),
        run.out());
    assertTrue(run.out().contains("Row 2, column 2 is already taken by X."), run.out());
    assertEquals(3, count(run.out(), format), run.out());
    assertTrue(run.out().contains("Move 2: O plays row 1, column 1."), run.out());
    // Each refusal asks the same player again: O is asked 5 times (4 refusals + 1 move).
    assertEquals(5, count(run.out(), "Player O, your move"), run.out());
    assertTrue(run.out().contains("End of input: the game stops here. No result after 2 moves"), run.out());
  }

  @Test
  void scriptedDotsAndBoxesGameInBothNotationsEndsWithTheScores() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    List<String> lines = new ArrayList<>();
    DotsBoxesState state = game.initialState();
    List<Edge> edges = game.edges();
    for (int i = 0; i < edges.size(); i++) {
      Edge edge = edges.get(i);
      lines.add(i % 2 == 0 ? game.dotPairs().format(edge) : game.boxSides().format(edge));
      state = state.play(edge);
    }
    int a = state.score(Player.FIRST);
    int b = state.score(Player.SECOND);
    Cli.Run run =
        Cli.input(
            Cli.lines(lines.toArray(String[]::new)),
            "play", "dots-boxes", "--board", "2x2", "--first", "human", "--second", "human");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("Scores: A " + a + ", B " + b), run.out());
    String expected =
        a > b ? "Player A wins " + a + "-" + b + "."
            : b > a ? "Player B wins " + b + "-" + a + "." : "The game is a draw, " + a + "-" + b + ".";
    assertEquals(expected, run.lastLine(), "the last line says the end, winner first: " + run.out());
    assertEquals(1, count(run.out(), expected), "the end is said once: " + run.out());
    assertEquals(12, count(run.out(), " plays ("), run.out());
  }

  @Test
  void aCaptureSaysTheMoverPlaysAgainAndTheEndIsSaidOnceWinnerFirst(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.txt");
    Cli.Run run =
        Cli.input(
            Cli.lines("(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(1,1)", "(0,1)-(0,2)", "(1,1)-(1,2)", "(0,2)-(1,2)"),
            "play", "dots-boxes", "--board", "1x2", "--first", "human", "--second", "human", "--save", file.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("Move 4: B plays (0,1)-(1,1) [A1 R]. B captures 1 and plays again.\n"), run.out());
    assertEquals(1, count(run.out(), "plays again"), "not after the last move, which ends the game: " + run.out());
    assertTrue(run.out().contains("Move 7: B plays (0,2)-(1,2) [B1 R]. B captures 1.\n"), "the last capture is said too: " + run.out());
    assertTrue(run.out().endsWith("\nPlayer B wins 2-0.\nSaved the game record to " + file + ".\n"), run.out());
    assertEquals(1, count(run.out(), " wins "), "the end is said once: " + run.out());
    Cli.Run replay = Cli.run("replay", file.toString());
    assertEquals(0, replay.code(), replay.err());
    assertTrue(replay.out().contains("Move 4: B plays (0,1)-(1,1) [A1 R]. B captures 1 and plays again.\n"), "worded as play words it: " + replay.out());
    assertTrue(replay.out().endsWith("\nPlayer B wins 2-0.\n\nEnd of the record.\nposition: fe BB B\n"), replay.out());
  }

  @Test
  void dotsAndBoxesRefusesEachBadLineWithItsReason() {
    Cli.Run run =
        Cli.on(
            WIDE,
            Cli.lines("(0,0)-(0,9)", "(0,0)-(1,1)", "(0,0)-(0,1)", "(0,1)-(0,0)", "hello", "C9 T", "A1 X"),
            "play", "dots-boxes", "--board", "2x2", "--first", "human", "--second", "human");
    String out = run.out();
    assertEquals(0, run.code());
    assertTrue(out.contains("The line (0,0)-(0,9) is outside the board"), out);
    assertTrue(out.contains("The line (0,0)-(1,1) is not a unit horizontal or vertical line"), out);
    assertTrue(out.contains("The line (0,0)-(0,1) is already drawn."), out);
    // Answered in the notation in use, with an example legal now, then the other notations.
    assertEquals(3, count(out, "Please answer in the format (row,col)-(row,col), such as (0,1)-(0,2): expected "), out);
    assertEquals(
        3,
        count(out, ". Or in box-side: <box A1..B2> <side L|T|R|B>, such as B2 T; or in line-number: a line number from 0 to 11, such as "),
        out);
    assertTrue(out.contains("End of input"), out);
  }

  @Test
  void scriptedNRowGameEndsWithTheWinner() {
    Cli.Run run =
        Cli.input(
            Cli.lines("0,0", "0,1", "1,0", "1 1", "2,0", "2,1", "3,0", "3,1", "4,0"),
            "play", "nrow", "--first", "human", "--second", "human");
    assertEquals(0, run.code(), run.err());
    assertEquals("Player X wins with 0,0 | 1,0 | 2,0 | 3,0 | 4,0.", run.lastLine());
    assertEquals(1, count(run.out(), " wins "), "the end is said once: " + run.out());
  }

  @Test
  void nRowRefusesEachBadPointWithItsReason() {
    Cli.Run run =
        Cli.input(
            Cli.lines("0,0", "9,9", "0 0", "1;1", "exit"),
            "play", "nrow", "--first", "human", "--second", "human");
    String out = run.out();
    assertEquals(0, run.code());
    assertTrue(out.contains("The point 9,9 is farther than Manhattan distance 3 from every stone."), out);
    assertTrue(out.contains("The point 0,0 is already taken by X."), out);
    assertTrue(out.contains("Please answer in the format x,y, such as 0,-3: expected "), out);
    assertTrue(out.contains("Player O stops the game. No result after 1 move:"), out);
  }

  @Test
  void quitEndsCleanlyWithTheScoreSoFar() {
    Cli.Run run =
        Cli.input(
            Cli.lines("(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(1,1)", "quit"),
            "play", "dots-boxes", "--board", "1x2", "--first", "human", "--second", "human");
    assertEquals(0, run.code());
    // B drew the fourth side of the first box and is to move again.
    assertTrue(
        run.out().contains("Player B stops the game. Score so far after 4 moves: A 0, B 1."), run.out());
  }

  @Test
  void endOfInputEndsCleanly() {
    Cli.Run run = Cli.input("", "play", "dots-boxes");
    assertEquals(0, run.code());
    assertTrue(run.out().contains("Player B: best"), run.out());
    assertTrue(run.out().contains("End of input: the game stops here. Score so far after 0 moves: A 0, B 0."), run.out());
  }

  @Test
  void undoTakesBackTheAgentsReplyAndYourMove() {
    Cli.Run run =
        Cli.input(
            Cli.lines("undo", "2 2", "undo", "undo"),
            "play", "tictactoe", "--second", "random", "--seed", "3");
    String out = run.out();
    assertEquals(0, run.code());
    assertEquals(2, count(out, "Nothing to undo."), out);
    assertTrue(out.contains("Player O: random"), out);
    assertTrue(out.contains("Move 2: O plays"), out);
    int undone = out.indexOf("Took back 2 moves.");
    assertTrue(undone > 0, out);
    String after = out.substring(undone, out.indexOf("Player X, your move", undone));
    assertFalse(after.contains("X") && after.contains("| X |"), "the board is empty again: " + after);
    assertFalse(after.contains("| O |"), after);
  }

  @Test
  void undoBetweenPeopleTakesBackOneMove() {
    Cli.Run run =
        Cli.input(
            Cli.lines("1 1", "2 2", "undo", "3 3"),
            "play", "tictactoe", "--first", "human", "--second", "human");
    assertTrue(run.out().contains("Took back 1 move."), run.out());
    assertTrue(run.out().contains("Move 2: O plays row 3, column 3."), run.out());
  }

  @Test
  void hintSuggestsALegalMoveAndHelpListsTheCommands() {
    Cli.Run run =
        Cli.input(Cli.lines("help", "hint"), "play", "tictactoe", "--first", "human", "--second", "human", "--think", "50");
    String out = run.out();
    assertTrue(out.contains("undo        take back your last move"), out);
    assertTrue(out.contains("quit, exit  stop the game"), out);
    Matcher hint = Pattern.compile("Hint: row (\\d), column (\\d)").matcher(out);
    assertTrue(hint.find(), out);
  }

  @Test
  void bestAgainstBestDrawsTicTacToe() {
    Cli.Run run = Cli.run("play", "tictactoe", "--first", "best:200", "--second", "best:200");
    assertEquals(0, run.code(), run.err());
    assertEquals("The game is a draw.", run.lastLine());
    assertEquals(1, count(run.out(), "draw"), "the end is said once: " + run.out());
  }

  @Test
  void agentsPlayThreePlayerDotsAndBoxesToTheEnd() {
    Cli.Run run =
        Cli.run("play", "dots-boxes", "--board", "2x2", "--players", "3", "--first", "greedy", "--second", "random", "--others", "mcts:20");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains(": C plays"), run.out());
    assertTrue(run.lastLine().matches("(Player [ABC] wins|Players [ABC](, [ABC])* and [ABC] share the win): .*"), run.lastLine());
  }

  @Test
  void saveWritesARecordThatReplayShows(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.txt");
    Cli.Run run =
        Cli.input(
            Cli.lines("1 1", "2 1", "1 2", "2 2", "1 3"),
            "play", "tictactoe", "--first", "human", "--second", "human", "--save", file.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("Saved the game record to " + file), run.out());
    MatchRecord record = MatchRecord.parse(Files.readString(file));
    assertEquals(List.of("1 1", "2 1", "1 2", "2 2", "1 3"), record.moves());

    Cli.Run replay = Cli.run("replay", file.toString());
    assertEquals(0, replay.code(), replay.err());
    assertTrue(replay.out().contains("Move 5: X plays row 1, column 3."), replay.out());
    assertTrue(replay.out().endsWith("Player X wins with 1 1 | 1 2 | 1 3.\n\nEnd of the record.\nposition: XXX/OO./... O\n"), replay.out());
    assertEquals(1, count(replay.out(), " wins "), "the end is said once: " + replay.out());

    Cli.Run stepped = Cli.input(Cli.lines("", "", "q"), "replay", "--step", file.toString());
    assertEquals(0, stepped.code());
    assertTrue(stepped.out().contains("Move 2: O plays"), stepped.out());
    assertFalse(stepped.out().contains("Move 3:"), stepped.out());
    assertTrue(stepped.out().contains("Stopped after move 2 of 5."), stepped.out());
  }

  @Test
  void replayRefusesAFileThatIsNotARecord(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("bad.txt");
    Files.writeString(file, "hello\n");
    Cli.Run run = Cli.run("replay", file.toString());
    assertEquals(2, run.code());
    assertEquals(
        "gridgames replay: FILE '" + file + "': not a game record: expected 'game:' on line 1, column 1"
            + " (see 'gridgames replay --help')",
        run.err().strip());
    Path carriageReturn = dir.resolve("cr.txt");
    Files.writeString(carriageReturn, "game: tictactoe\nnotation: row-col\n1. 2 2\r3\n");
    Cli.Run cr = Cli.run("replay", carriageReturn.toString());
    assertEquals(2, cr.code());
    assertEquals(
        "gridgames replay: FILE '" + carriageReturn + "': not a game record: expected a line end (\\n or \\r\\n), not a lone"
            + " carriage return, on line 3, column 7 (see 'gridgames replay --help')",
        cr.err().strip());
    Path missingFile = dir.resolve("missing.txt");
    Cli.Run missing = Cli.run("replay", missingFile.toString());
    assertEquals(2, missing.code());
    assertEquals(
        "gridgames replay: FILE '" + missingFile + "': cannot read it: there is no such file (or its folder does not exist)"
            + " (see 'gridgames replay --help')",
        missing.err().strip());
    assertEquals("", missing.out());
    Cli.Run folder = Cli.run("replay", dir.toString());
    assertEquals(2, folder.code());
    assertTrue(folder.err().startsWith("gridgames replay: FILE '" + dir + "': "), folder.err());
    assertFalse(folder.err().contains("Exception"), folder.err());
  }

  /** The lines of an output that are board drawings: labels, points and stones only. */
  private static List<String> boardLines(String out) {
    return out.lines().filter(line -> line.matches("[ .+XOxy0-9-]+") && line.contains("  ")).toList();
  }

  @Test
  void anNRowBoardIsDrawnWithinTheTerminalWidth() {
    String moves = Cli.lines("0,0", "3,0", "6,0", "9,0", "12,0");
    String[] args = {"play", "nrow", "--first", "human", "--second", "human"};
    Cli.Run wide = Cli.input(moves, args);
    assertEquals(0, wide.code(), wide.err());
    assertTrue(boardLines(wide.out()).stream().anyMatch(line -> line.length() > 40), wide.out());
    assertTrue(boardLines(wide.out()).stream().allMatch(line -> line.length() <= 80), wide.out());
    assertFalse(wide.out().contains("outside this view"), wide.out());
    Cli.Run narrow = Cli.on(terminal -> terminal.withColumns(40), moves, args);
    assertEquals(0, narrow.code(), narrow.err());
    for (String line : boardLines(narrow.out())) {
      assertTrue(line.length() <= 40, "wider than 40 columns: '" + line + "'");
    }
    String last = narrow.out().substring(narrow.out().lastIndexOf("Move 5: X plays 12,0."));
    // The note is wrapped at word boundaries to the 40 columns.
    assertTrue(
        last.replace('\n', ' ').contains(
            " 2 of 5 stones lie outside this view (x 4..15, y -3..3); all stones lie within x 0..12, y 0..0. "),
        last);
    assertWithin(40, narrow);
    assertTrue(last.contains("\n  x  4  5  6  7  8  9 10 11 12 13 14 15\n"), last);
  }

  @Test
  void aSaveFileThatCannotBeWrittenIsRefusedBeforeTheGame(@TempDir Path dir) {
    Path nowhere = dir.resolve("missing").resolve("game.txt");
    Cli.Run run = Cli.run("play", "tictactoe", "--save", nowhere.toString());
    assertEquals(2, run.code());
    assertEquals("", run.out());
    assertEquals(
        "gridgames play: Invalid value for option '--save': '" + nowhere + "': the folder " + nowhere.getParent()
            + " does not exist (see 'gridgames play --help')",
        run.err().strip());
    Cli.Run folder = Cli.run("play", "tictactoe", "--save", dir.toString());
    assertEquals(2, folder.code());
    assertTrue(folder.err().contains("it is a folder; give a file name"), folder.err());
  }

  /** The lines of an output but those where piped input follows a prompt on the same line. */
  private static List<String> printed(String out) {
    return out.lines().filter(line -> !line.contains("your move [")).toList();
  }

  private static void assertWithin(int columns, Cli.Run run) {
    for (String line : printed(run.out())) {
      // A single word wider than the screen (a game's canonical text) keeps a line of its own.
      assertTrue(line.length() <= columns || !line.contains(" "), "wider than " + columns + " columns: '" + line + "'\n" + run.out());
    }
  }

  @Test
  void everyBoardFitsTheTerminalAroundTheLastMove() {
    Cli.Run dots =
        Cli.input(Cli.lines("(0,39)-(0,40)", "quit"), "play", "dots-boxes", "--board", "40x40", "--first", "human", "--second", "human");
    assertEquals(0, dots.code(), dots.err());
    assertWithin(80, dots);
    String afterMove = dots.out().substring(dots.out().indexOf("Move 1: A plays (0,39)-(0,40)"));
    List<String> board = afterMove.lines().toList();
    assertTrue(board.get(1).endsWith("  39  40"), "the last move's columns and labels are in view: " + afterMove);
    assertTrue(board.get(2).endsWith("o---o"), afterMove);
    assertTrue(afterMove.contains("\n18 of 40 columns of boxes shown; 0 drawn lines lie outside.\n"), afterMove);

    Cli.Run mnk =
        Cli.input(Cli.lines("1 30", "1 1", "quit"), "play", "tictactoe", "--board", "30x30", "--k", "5", "--first", "human", "--second", "human");
    assertEquals(0, mnk.code(), mnk.err());
    assertWithin(80, mnk);
    String x = mnk.out().substring(mnk.out().indexOf("Move 1: X plays row 1, column 30."), mnk.out().indexOf("Move 2: O plays"));
    assertTrue(x.lines().skip(1).findFirst().orElseThrow().strip().endsWith("29  30"), x);
    assertTrue(x.contains(" 1 |   |") && x.contains("| X |\n"), x);
    assertTrue(x.contains("\n19 of 30 columns shown; 0 stones lie outside.\n"), x);
    String o = mnk.out().substring(mnk.out().indexOf("Move 2: O plays row 1, column 1."));
    assertTrue(o.lines().skip(1).findFirst().orElseThrow().startsWith("     1   2   3"), o);
    assertTrue(o.contains("\n19 of 30 columns shown; 1 stone lies outside.\n"), o);

    Cli.Run narrow = Cli.on(terminal -> terminal.withColumns(40), Cli.lines("quit"), "play", "dots-boxes", "--board", "12x12", "--first", "human");
    assertWithin(40, narrow);
    assertTrue(narrow.out().contains("\n8 of 12 columns of boxes shown;"), narrow.out());
  }

  @Test
  void theBoardIsRowsByColumnsInEveryGame() {
    Cli.Run mnk = Cli.input(Cli.lines("quit"), "play", "tictactoe", "--board", "2x5", "--first", "human");
    assertTrue(mnk.out().startsWith("Tic-Tac-Toe (m,n,k-game): tictactoe(rows=2,cols=5,"), mnk.out());
    assertEquals(2, mnk.out().lines().filter(line -> line.matches(" ?\\d \\|.*")).count(), mnk.out());
    Cli.Run dots = Cli.input(Cli.lines("quit"), "play", "dots-boxes", "--board", "2x5", "--first", "human");
    assertTrue(dots.out().startsWith("Dots and Boxes: dots-boxes(rows=2,cols=5,"), dots.out());
    String help = Cli.run("play", "--help").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("--board=RxC dots-boxes: rows x columns of boxes"), help);
    assertTrue(help.contains("tictactoe: rows x columns (default 3x3;"), help);
  }

  @Test
  void textIsWrappedAtWordBoundariesToTheTerminal() {
    Cli.Run mnk = Cli.on(terminal -> terminal.withColumns(120), Cli.lines("quit"), "play", "tictactoe", "--first", "human");
    assertWithin(120, mnk);
    assertTrue(
        String.join(" ", printed(mnk.out())).contains("Moves: row column, from 1 1 at the top left to 3 3, such as 1 1 (every"),
        mnk.out());
    assertFalse(mnk.out().contains("numb\n"), mnk.out());
    for (int columns : new int[] {40, 60, 80}) {
      Cli.Run dots = Cli.on(terminal -> terminal.withColumns(columns), Cli.lines("help", "quit"), "play", "dots-boxes", "--first", "human");
      assertWithin(columns, dots);
      String joined = String.join(" ", printed(dots.out())).replaceAll("\\s+", " ");
      assertTrue(joined.contains("dot-pair: (row,col)-(row,col), such as (0,0)-(0,1)"), dots.out());
      assertTrue(joined.contains("box-side: <box A1..C3> <side L|T|R|B>, such as A3 T"), dots.out());
      Cli.Run help = Cli.on(terminal -> terminal.withColumns(columns), "", "--help");
      assertTrue(help.out().contains("Tic-Tac-Toe (m,n,k-game)"), help.out());
      assertFalse(help.out().matches("(?s).*m,n,\\n.*|.*m,\\n.*"), help.out());
    }
  }

  @Test
  void anAgentsTurnIsOneLinePerMoveAndOneBoardAndEveryCaptureIsSaid() {
    Cli.Run run =
        Cli.on(terminal -> terminal.withColumns(Terminal.MAX_COLUMNS), "",
            "play", "dots-boxes", "--board", "3x3", "--first", "greedy", "--second", "random", "--seed", "3");
    assertEquals(0, run.code(), run.err());
    List<String> moves = run.out().lines().filter(line -> line.matches("Move \\d+: [AB] plays .*")).toList();
    assertEquals(24, moves.size(), "every line of the board, one line each: " + run.out());
    for (int i = 0; i < moves.size(); i++) {
      assertTrue(moves.get(i).startsWith("Move " + (i + 1) + ": "), moves.get(i));
    }
    long boards = run.out().lines().filter(line -> line.equals("   0   1   2   3")).count();
    assertTrue(boards < 24, "one board per turn, not per move: " + run.out());
    assertTrue(moves.stream().anyMatch(move -> move.endsWith(" and plays again.")), run.out());
    // The last line of a game always completes a box: it says the capture too.
    assertTrue(moves.get(23).matches("Move 24: ([AB]) plays .*\\. \\1 captures \\d+\\."), moves.get(23));
    for (String line : run.out().lines().filter(line -> line.contains("captures")).toList()) {
      assertTrue(line.matches(".*\\. [AB] captures \\d+( and plays again)?\\."), line);
    }
  }

  @Test
  void anExistingFileIsNeverReplacedWithoutForce(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.txt");
    Cli.Run first =
        Cli.input(Cli.lines("1 1", "2 1", "1 2", "2 2", "1 3"), "play", "tictactoe", "--first", "human", "--second", "human", "--save", file.toString());
    assertEquals(0, first.code(), first.err());
    String finished = Files.readString(file);
    Cli.Run again = Cli.input("", "play", "tictactoe", "--first", "human", "--save", file.toString());
    assertEquals(2, again.code());
    assertEquals("", again.out());
    assertEquals(
        "gridgames play: Invalid value for option '--save': '" + file + "': the file exists; give another name, or --force"
            + " to replace it (see 'gridgames play --help')",
        again.err().strip());
    assertEquals(finished, Files.readString(file), "the finished record is kept");
    Cli.Run forced = Cli.input("", "play", "tictactoe", "--first", "human", "--save", file.toString(), "--force");
    assertEquals(0, forced.code(), forced.err());
    assertEquals(List.of(), MatchRecord.parse(Files.readString(file)).moves());
  }

  @Test
  void badOptionsAreUsageErrorsNamingTheOption() {
    Cli.Run wrongGame = Cli.run("play", "chess");
    assertEquals(2, wrongGame.code());
    assertTrue(wrongGame.err().contains("'chess'") && wrongGame.err().contains("dots-boxes, tictactoe or nrow"), wrongGame.err());
    Cli.Run notForGame = Cli.run("play", "tictactoe", "--players", "3");
    assertEquals(2, notForGame.code());
    assertTrue(notForGame.err().contains("option --players does not apply to tictactoe"), notForGame.err());
    Cli.Run badBoard = Cli.run("play", "dots-boxes", "--board", "3by3");
    assertEquals(2, badBoard.code());
    assertTrue(badBoard.err().contains("'--board': '3by3'"), badBoard.err());
    Cli.Run badK = Cli.run("play", "tictactoe", "--k", "4");
    assertEquals(2, badK.code());
    assertTrue(badK.err().contains("'--k': '4'"), badK.err());
    Cli.Run badAgent = Cli.run("play", "tictactoe", "--second", "genius");
    assertEquals(2, badAgent.code());
    assertTrue(badAgent.err().contains("'--second': 'genius'"), badAgent.err());
    Cli.Run badMillis = Cli.run("play", "tictactoe", "--second", "best:fast");
    assertEquals(2, badMillis.code());
    assertTrue(badMillis.err().contains("'best:fast'"), badMillis.err());
    for (Cli.Run run : List.of(wrongGame, notForGame, badBoard, badK, badAgent, badMillis)) {
      assertEquals(1, run.err().strip().lines().count(), "one line: " + run.err());
      assertEquals("", run.out());
    }
  }

  @Test
  void aRecordThatCannotBeWrittenAtTheEndIsExitCode1() {
    // Linux's /dev/full refuses every write: the game is played, the record is not saved.
    Path full = Path.of("/dev/full");
    assumeTrue(Files.isWritable(full), "needs /dev/full");
    String[][] runs = {
      {"", "play", "tictactoe", "--first", "random", "--second", "random", "--save", full.toString(), "--force"},
      {"quit\n", "play", "tictactoe", "--first", "human", "--second", "human", "--save", full.toString(), "--force"},
      {"", "play", "tictactoe", "--first", "human", "--second", "human", "--save", full.toString(), "--force"},
    };
    for (String[] r : runs) {
      Cli.Run run = Cli.input(r[0], java.util.Arrays.copyOfRange(r, 1, r.length));
      assertEquals(1, run.code(), run::err);
      assertTrue(run.err().startsWith("gridgames play: cannot write the record to /dev/full: "), run.err());
      assertFalse(run.out().contains("Saved the game record"), run.out());
    }
  }
}
