package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code gridgames bot gomocup}, fed whole scripts of the manager's commands: what it answers to
 * each, that it writes nothing but protocol lines, and that it reads on after every refusal.
 */
class GomocupBrainTest {

  /** Every line the brain may write. */
  private static final Pattern PROTOCOL =
      Pattern.compile("OK|(ERROR|UNKNOWN|MESSAGE|DEBUG) \\S.*|\\d+,\\d+|name=\"[^\"]+\"(, [a-z]+=\"[^\"]*\")+");

  /** Runs the brain on a script, checks that it ends with 0 and writes protocol lines only, and returns them. */
  private static List<String> brain(String script, String... options) {
    List<String> command = new java.util.ArrayList<>(List.of("bot", "gomocup"));
    if (!List.of(options).contains("--warm-up")) {
      command.addAll(List.of("--warm-up", "0")); // the warm-up is for timed games: these are not
    }
    command.addAll(List.of(options));
    String[] args = command.toArray(String[]::new);
    Cli.Run run = Cli.input(script.replace("\n", "\r\n"), args);
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err());
    List<String> lines = run.out().lines().toList();
    for (String line : lines) {
      assertTrue(PROTOCOL.matcher(line).matches(), "not a protocol line: '" + line + "' in\n" + run.out());
    }
    return lines;
  }

  private static boolean isMove(String line) {
    return line.matches("\\d+,\\d+");
  }

  @Test
  void answersStartAboutAndMovesAndNothingAfterEnd() {
    List<String> out = brain("START 15\nABOUT\nBEGIN\nTURN 0,0\nEND\nBEGIN\nABOUT\n", "--think", "20", "--warm-up", "50");
    assertEquals(4, out.size(), out.toString());
    assertEquals("OK", out.get(0));
    assertTrue(
        out.get(1).matches(
            "name=\"gridgames-best\", version=\"[^\"]+\", author=\"The gridgames authors\", country=\"[^\"]+\", www=\"[^\"]+\""),
        out.get(1));
    assertTrue(isMove(out.get(2)) && isMove(out.get(3)), out.toString());
    assertTrue(!out.get(3).equals("0,0") && !out.get(3).equals(out.get(2)), out.toString());
  }

  @Test
  void theEndOfTheInputEndsTheBrainQuietly() {
    assertEquals(List.of(), brain(""));
    assertEquals(List.of("OK"), brain("START 20\n"));
  }

  @Test
  void completesItsOwnFive() {
    // Own stones 0..3 of row 5, open at 4,5 only (the edge closes the other end).
    String board = "BOARD\n0,5,1\n1,5,1\n2,5,1\n3,5,1\n10,0,2\n10,2,2\n12,4,2\n14,14,2\nDONE\n";
    assertEquals(List.of("OK", "4,5"), brain("START 15\n" + board, "--think", "50"));
  }

  @Test
  void blocksTheOpponentsFour() {
    // The opponent's four on row 0 from the edge; the brain has three scattered stones and moves.
    String board = "BOARD\n0,0,2\n1,0,2\n2,0,2\n3,0,2\n10,10,1\n12,12,1\n14,10,1\nDONE\n";
    assertEquals(List.of("OK", "4,0"), brain("START 15\n" + board, "--think", "50"));
  }

  @Test
  void onARectangularBoardXIsTheColumnAndYTheRow() {
    List<String> out = brain("RECTSTART 30,20\nTURN 29,19\nRESTART\nTURN 19,29\nRECTSTART 5,1\nBEGIN\n", "--think", "20");
    assertEquals("OK", out.get(0));
    assertTrue(isMove(out.get(1)), out.toString());
    assertEquals("OK", out.get(2));
    assertEquals("ERROR 19,29 is outside the board of 30 x 20 (X from 0 to 29, Y from 0 to 19)", out.get(3));
    assertEquals("OK", out.get(4));
    assertTrue(out.get(5).matches("[0-4],0"), out.toString());
  }

  @Test
  void boardsTheGameCannotHaveAreRefused() {
    List<String> out = brain("START 4\nSTART 65\nRECTSTART 4,3\nBEGIN\nSTART 5\n");
    assertEquals(
        List.of(
            "ERROR the board of 4 x 4 cannot be played: k must be between 1 and the longer side max(rows, cols) = 4 of the 4 x 4 board, got 5",
            "ERROR the board of 65 x 65 cannot be played: rows must be between 1 and 64 (the largest supported side), got 65",
            "ERROR the board of 4 x 3 cannot be played: k must be between 1 and the longer side max(rows, cols) = 4 of the 3 x 4 board, got 5",
            "ERROR no board yet: BEGIN needs START or RECTSTART first",
            "OK"),
        out);
  }

  @Test
  void movesThatCannotBePlayedAreRefusedAndTheBrainReadsOn() {
    List<String> out = brain("TURN 1,1\nSTART 9\nTURN 4,4\nTURN 4,4\nTURN 9,0\nTURN x\nTURN 0,0\n", "--think", "20");
    assertEquals("ERROR no board yet: TURN needs START or RECTSTART first", out.get(0));
    assertEquals("OK", out.get(1));
    assertTrue(isMove(out.get(2)), out.toString());
    assertTrue(out.get(3).startsWith("ERROR 4,4 cannot be played: "), out.get(3));
    assertEquals("ERROR 9,0 is outside the board of 9 x 9 (X from 0 to 8, Y from 0 to 8)", out.get(4));
    assertEquals("ERROR TURN takes a square X,Y, such as TURN 10,11, got 'TURN x'", out.get(5));
    assertTrue(isMove(out.get(6)), out.toString());
    assertEquals(7, out.size());
  }

  @Test
  void unknownCommandsAndSwap2AreAnsweredUnknownAndTheBrainReadsOn() {
    List<String> out = brain("START 15\nYXNEWGAME\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nRESTART\n");
    assertEquals(
        List.of(
            "OK",
            "UNKNOWN 'YXNEWGAME' is not a command of this brain",
            "UNKNOWN SWAP2BOARD: this brain plays no swap2 opening",
            "OK"),
        out);
  }

  @Test
  void renjuContinuousAndCaroAreRefusedWhileTheRuleStands() {
    List<String> out =
        brain("INFO rule 4\nSTART 15\nINFO rule 0\nSTART 15\nINFO rule 6\nBEGIN\nINFO rule 9\nBEGIN\nINFO rule 1\nBEGIN\n", "--think", "20");
    assertEquals(
        "ERROR rule 4 has 4 (renju), which this brain does not play: it plays free style (rule 0) and exactly five (rule 1)",
        out.get(0));
    assertEquals("OK", out.get(1));
    assertEquals(
        "ERROR rule 6 has 2 (continuous game) and 4 (renju), which this brain does not play: it plays free style (rule 0) and exactly five (rule 1)",
        out.get(2));
    assertEquals(
        "ERROR rule 9 has 8 (caro), which this brain does not play: it plays free style (rule 0) and exactly five (rule 1)",
        out.get(3));
    assertTrue(isMove(out.get(4)), out.toString());
  }

  @Test
  void theRuleDecidesWhetherSixInARowWins() {
    // The opponent's six on row 0, sent in an order in which 0..4 would be an exact five first;
    // the brain has five stones far away and is to move.
    String board =
        "BOARD\n0,0,2\n1,0,2\n2,0,2\n3,0,2\n4,0,2\n5,0,2\n0,8,1\n2,8,1\n4,10,1\n6,12,1\n8,14,1\nDONE\n";
    List<String> exactFive = brain("INFO rule 1\nSTART 15\n" + board, "--think", "20");
    assertEquals("OK", exactFive.get(0));
    assertTrue(isMove(exactFive.get(1)), "six in a row do not win exactly five: " + exactFive);
    List<String> freeStyle = brain("INFO rule 0\nSTART 15\n" + board, "--think", "20");
    assertEquals(List.of("OK", "ERROR the game is over: 5 in a row were made"), freeStyle);
  }

  @Test
  void theRuleCanChangeAfterStart() {
    // As above, with INFO rule 1 after START: the game is made again with the stones kept.
    String board =
        "BOARD\n0,0,2\n1,0,2\n2,0,2\n3,0,2\n4,0,2\n5,0,2\n0,8,1\n2,8,1\n4,10,1\n6,12,1\n8,14,1\nDONE\n";
    List<String> out = brain("START 15\nINFO rule 1\n" + board, "--think", "20");
    assertTrue(isMove(out.get(1)), out.toString());
  }

  @Test
  void badBoardsAreRefused() {
    List<String> out =
        brain(
            "START 15\nBOARD\n1,1,1\n2,2,1\nDONE\nBOARD\n1,1,3\nDONE\nBOARD\n1,1,2\n1,1,1\nDONE\nBOARD\n20,1,2\nDONE\n");
    assertEquals(
        List.of(
            "OK",
            "ERROR BOARD gives this brain 2 stones and its opponent 0: to move, it must have as many as its opponent or one fewer",
            "ERROR BOARD field 3 (1,1) belongs to continuous games, which this brain does not play",
            "ERROR the position cannot be set up: 1,1 cannot be played: Row 2, column 2 is already taken by X.",
            "ERROR 20,1 is outside the board of 15 x 15 (X from 0 to 14, Y from 0 to 14)"),
        out);
  }

  @Test
  void takebackRemovesAStoneAndPlayImposesTheBrainsMoveOnItsTurn() {
    // The random agent with a seed answers the same input with the same moves.
    String[] random = {"--agent", "random", "--seed", "3"};
    String reply = brain("START 15\nTURN 7,7\n", random).get(1);
    assertEquals(reply, brain("START 15\nTURN 7,7\n", random).get(1));
    String empty = reply.equals("0,0") ? "1,0" : "0,0";
    List<String> out =
        brain(
            String.join(
                "\n",
                "START 15",
                "TURN 7,7",
                "TAKEBACK " + empty,
                "TAKEBACK 7,7",
                "PLAY " + empty,
                "TAKEBACK " + reply,
                "TURN " + empty,
                "PLAY " + empty,
                "TAKEBACK " + empty,
                "TAKEBACK 7,7",
                "BEGIN",
                ""),
            random);
    assertEquals(
        List.of(
            "OK",
            reply,
            "ERROR TAKEBACK " + empty + ": there is no stone on " + empty,
            "ERROR TAKEBACK 7,7 would leave the first player 0 stones and the second 1",
            "ERROR PLAY " + empty + " on the opponent's turn: this brain has moved already",
            "OK",
            "ERROR TURN " + empty + " on this brain's turn: the opponent has moved already",
            empty,
            "OK",
            "OK"),
        out.subList(0, 10));
    assertEquals(11, out.size(), out.toString());
    assertTrue(isMove(out.get(10)), out.toString());
  }

  @Test
  void anInfoThatIsNotANumberIsIgnoredWithAMessageBeforeTheNextAnswer() {
    List<String> out = brain("INFO timeout_turn fast\nINFO max_memory lots\nINFO rule -1\nSTART 15\n");
    assertEquals(
        List.of(
            "MESSAGE INFO timeout_turn 'fast' ignored: not a whole number",
            "MESSAGE INFO rule -1 ignored: out of range",
            "OK"),
        out);
  }

  @Test
  void playsAtOnceWhenTheManagerSaysAsFastAsPossible() {
    List<String> out = brain("INFO timeout_turn 0\nINFO time_left 100\nSTART 20\nBEGIN\n");
    assertTrue(isMove(out.get(1)), out.toString());
  }

  @Test
  void aLineOverTheLimitEndsTheBrainWithAReason() {
    Cli.Run run = Cli.input("START 15\n" + "A".repeat(LineLimitReader.MAX_LINE + 1) + "\n", "bot", "gomocup");
    assertEquals(1, run.code());
    assertEquals("OK\n", run.out().replace("\r\n", "\n"));
    assertEquals("gridgames bot gomocup: a line of the input is longer than the limit of 1,048,576 characters\n", run.err());
  }

  @Test
  void badOptionsAreUsageErrors() {
    Cli.Run agent = Cli.run("bot", "gomocup", "--agent", "best:100");
    assertEquals(2, agent.code());
    assertTrue(agent.err().contains("'--agent': 'best:100': give the time with --think"), agent.err());
    Cli.Run think = Cli.run("bot", "gomocup", "--think", "0");
    assertEquals(2, think.code());
    assertTrue(think.err().contains("'--think': '0': must be from 1 to"), think.err());
    Cli.Run margin = Cli.run("bot", "gomocup", "--margin", "-1");
    assertEquals(2, margin.code());
    assertTrue(margin.err().contains("'--margin': '-1': must be from 0 to"), margin.err());
    Cli.Run warmUp = Cli.run("bot", "gomocup", "--warm-up", "-1");
    assertEquals(2, warmUp.code());
    assertTrue(warmUp.err().contains("'--warm-up': '-1': must be from 0 to"), warmUp.err());
    Cli.Run unknown = Cli.run("bot", "gomocup", "--agent", "nobody");
    assertEquals(2, unknown.code());
    assertTrue(unknown.err().contains("expected an agent random, greedy, alphabeta, mcts or best"), unknown.err());
  }
}
