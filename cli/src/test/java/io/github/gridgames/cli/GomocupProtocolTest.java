package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The Gomocup protocol's text: the manager's commands, the brains' answers, squares, and the clock. */
class GomocupProtocolTest {

  private static GomocupPoint p(int x, int y) {
    return new GomocupPoint(x, y);
  }

  @Test
  void readsEveryCommandInAnyCase() {
    assertEquals(new GomocupCommand.Start(20, 20, false), GomocupCommand.parse("START 20"));
    assertEquals(new GomocupCommand.Start(30, 20, true), GomocupCommand.parse("RECTSTART 30,20"));
    assertEquals(new GomocupCommand.Start(30, 20, true), GomocupCommand.parse("rectstart 30, 20"));
    assertEquals(new GomocupCommand.Restart(), GomocupCommand.parse("RESTART"));
    assertEquals(new GomocupCommand.Begin(), GomocupCommand.parse(" begin "));
    assertEquals(new GomocupCommand.Turn(p(10, 11)), GomocupCommand.parse("TURN 10,11"));
    assertEquals(new GomocupCommand.Takeback(p(0, 3)), GomocupCommand.parse("TAKEBACK 0,3"));
    assertEquals(new GomocupCommand.Play(p(12, 10)), GomocupCommand.parse("PLAY 12,10"));
    assertEquals(new GomocupCommand.Info("timeout_turn", "5000"), GomocupCommand.parse("INFO timeout_turn 5000"));
    assertEquals(new GomocupCommand.Info("folder", "C:\\my folder"), GomocupCommand.parse("INFO FOLDER C:\\my folder"));
    assertEquals(new GomocupCommand.Info("evaluate", ""), GomocupCommand.parse("INFO evaluate"));
    assertEquals(new GomocupCommand.End(), GomocupCommand.parse("END"));
    assertEquals(new GomocupCommand.About(), GomocupCommand.parse("About"));
    assertEquals(new GomocupCommand.Unknown("SWAP 1"), GomocupCommand.parse("SWAP 1"));
  }

  @Test
  void commandsWithWrongArgumentsAreRefusedWithWhatWasExpected() {
    assertEquals(
        "START takes the board size, such as START 20, got 'START twenty'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("START twenty")).getMessage());
    assertEquals(
        "START takes the board size, such as START 20, got 'START'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("START")).getMessage());
    assertEquals(
        "RECTSTART takes the width and the height, such as RECTSTART 30,20, got 'RECTSTART 30'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("RECTSTART 30")).getMessage());
    assertEquals(
        "TURN takes a square X,Y, such as TURN 10,11, got 'TURN -1,3'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("TURN -1,3")).getMessage());
    assertEquals(
        "TAKEBACK takes a square X,Y, such as TAKEBACK 10,11, got 'TAKEBACK'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("TAKEBACK")).getMessage());
    assertEquals(
        "PLAY takes a square X,Y, such as PLAY 10,11, got 'PLAY 1,2,3'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("PLAY 1,2,3")).getMessage());
    assertEquals(
        "INFO takes a key and a value, such as INFO timeout_turn 5000, got 'INFO'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("INFO")).getMessage());
    assertEquals(
        "BEGIN takes no arguments, got 'BEGIN 3'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("BEGIN 3")).getMessage());
    assertEquals(
        "a command line must not be blank",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("  ")).getMessage());
    assertEquals(
        "TURN takes a square X,Y, such as TURN 10,11, got 'TURN 1234567890,1'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.parse("TURN 1234567890,1")).getMessage());
  }

  @Test
  void readsBoardBlocksToDoneAndSkipsBlankLines() throws IOException {
    BufferedReader in =
        new BufferedReader(new StringReader("\r\nBOARD\r\n10,10,1\r\n\r\n10, 11 ,2\r\n11,11,3\r\ndone\r\nSWAP2BOARD\r\n7,7\r\nDONE\r\nEND\r\n"));
    assertEquals(
        Optional.of(
            new GomocupCommand.Board(
                List.of(
                    new GomocupCommand.Stone(p(10, 10), 1),
                    new GomocupCommand.Stone(p(10, 11), 2),
                    new GomocupCommand.Stone(p(11, 11), 3)))),
        GomocupCommand.read(in));
    assertEquals(Optional.of(new GomocupCommand.Swap2Board()), GomocupCommand.read(in));
    assertEquals(Optional.of(new GomocupCommand.End()), GomocupCommand.read(in));
    assertEquals(Optional.empty(), GomocupCommand.read(in));
  }

  @Test
  void aBadBoardLineIsRefusedAfterTheWholeBlockIsRead() throws IOException {
    BufferedReader in = new BufferedReader(new StringReader("BOARD\n10,10,1\n10,11\nDONE\nBOARD\n1,1,4\nDONE\nBEGIN\n"));
    assertEquals(
        "BOARD lines are X,Y,FIELD, such as 10,11,1, got '10,11'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.read(in)).getMessage());
    assertEquals(
        "the field of a BOARD line is 1 (own stone), 2 (opponent's) or 3 (winning or forbidden), got '1,1,4'",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.read(in)).getMessage());
    assertEquals(Optional.of(new GomocupCommand.Begin()), GomocupCommand.read(in));
  }

  @Test
  void aBoardBlockLongerThanTheLargestBoardIsRefusedAndReadPast() throws IOException {
    StringBuilder text = new StringBuilder("BOARD\n");
    for (int i = 0; i <= GomocupCommand.MAX_BLOCK_LINES; i++) {
      text.append("1,1,1\n");
    }
    text.append("DONE\nABOUT\n");
    BufferedReader in = new BufferedReader(new StringReader(text.toString()));
    assertEquals(
        "BOARD sent 4098 lines, more than the 4097 the largest board allows",
        assertThrows(IllegalArgumentException.class, () -> GomocupCommand.read(in)).getMessage());
    assertEquals(Optional.of(new GomocupCommand.About()), GomocupCommand.read(in));
  }

  @Test
  void theInputEndingInsideABlockIsTheEnd() throws IOException {
    assertEquals(Optional.empty(), GomocupCommand.read(new BufferedReader(new StringReader("BOARD\n1,1,1\n"))));
  }

  @Test
  void readsEveryAnswerInAnyCase() {
    assertEquals(new GomocupAnswer.Move(p(11, 10)), GomocupAnswer.parse("11,10"));
    assertEquals(new GomocupAnswer.Move(p(11, 10)), GomocupAnswer.parse(" 11 , 10 "));
    assertEquals(new GomocupAnswer.Ok(""), GomocupAnswer.parse("OK"));
    assertEquals(new GomocupAnswer.Ok("- everything is good"), GomocupAnswer.parse("ok - everything is good"));
    assertEquals(new GomocupAnswer.Refusal("unsupported size"), GomocupAnswer.parse("ERROR unsupported size"));
    assertEquals(new GomocupAnswer.Unknown("what?"), GomocupAnswer.parse("Unknown what?"));
    assertEquals(new GomocupAnswer.Message("I will win"), GomocupAnswer.parse("MESSAGE I will win"));
    assertEquals(new GomocupAnswer.Debug("alpha=3"), GomocupAnswer.parse("debug alpha=3"));
    assertEquals(new GomocupAnswer.Suggest(p(10, 10)), GomocupAnswer.parse("SUGGEST 10,10"));
  }

  @Test
  void aMalformedAnswerIsRefusedQuotingIt() {
    assertEquals(
        "'hello' is neither a move X,Y nor OK, ERROR, UNKNOWN, MESSAGE, DEBUG or SUGGEST",
        assertThrows(IllegalArgumentException.class, () -> GomocupAnswer.parse("hello")).getMessage());
    assertEquals(
        "'10 10' is neither a move X,Y nor OK, ERROR, UNKNOWN, MESSAGE, DEBUG or SUGGEST",
        assertThrows(IllegalArgumentException.class, () -> GomocupAnswer.parse("10 10")).getMessage());
    assertEquals(
        "'SUGGEST here' is SUGGEST without a square X,Y",
        assertThrows(IllegalArgumentException.class, () -> GomocupAnswer.parse("SUGGEST here")).getMessage());
    assertEquals(
        "an empty line", assertThrows(IllegalArgumentException.class, () -> GomocupAnswer.parse("")).getMessage());
    assertEquals(
        "'a\\u0007b' is neither a move X,Y nor OK, ERROR, UNKNOWN, MESSAGE, DEBUG or SUGGEST",
        assertThrows(IllegalArgumentException.class, () -> GomocupAnswer.parse("a\u0007b")).getMessage());
    String longLine = "x".repeat(100);
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> GomocupAnswer.parse(longLine))
            .getMessage()
            .startsWith("'" + "x".repeat(60) + "...' is neither"));
  }

  @Test
  void squaresAreWrittenAndCheckedAsXCommaY() {
    assertEquals("3,4", p(3, 4).toString());
    assertEquals(p(3, 4), GomocupPoint.parse("3,4"));
    assertEquals(
        "coordinates must not be negative, got -1,0",
        assertThrows(IllegalArgumentException.class, () -> new GomocupPoint(-1, 0)).getMessage());
    assertEquals(
        "'3;4' is not X,Y (two numbers from 0, such as 10,11)",
        assertThrows(IllegalArgumentException.class, () -> GomocupPoint.parse("3;4")).getMessage());
  }

  @Test
  void theClockTakesTheSmallestOfItsCapTheMoveLimitAndAShareOfTheMatchLessTheMargins() {
    GomocupClock clock = new GomocupClock(Duration.ofMillis(5000), Duration.ofMillis(100));
    OptionalLong none = OptionalLong.empty();
    assertEquals(Duration.ofMillis(5000), clock.think(none, none), "no limits: the cap");
    assertEquals(Duration.ofMillis(900), clock.think(OptionalLong.of(1000), none), "a tenth kept back");
    assertEquals(Duration.ofMillis(200), clock.think(OptionalLong.of(300), none), "the fixed margin kept back");
    assertEquals(Duration.ofMillis(5000), clock.think(OptionalLong.of(30_000), none), "the cap, below the limit less a tenth");
    assertEquals(Duration.ZERO, clock.think(OptionalLong.of(0), none), "as fast as possible");
    assertEquals(Duration.ZERO, clock.think(OptionalLong.of(50), none), "a limit below the margin");
    assertEquals(
        Duration.ofMillis(900), clock.think(OptionalLong.of(30_000), OptionalLong.of(15_000)), "a fifteenth of the match, less a tenth");
    assertEquals(
        Duration.ofMillis(5000), clock.think(none, OptionalLong.of(GomocupClock.UNLIMITED)), "an unlimited match");
    assertEquals(Duration.ZERO, clock.think(none, OptionalLong.of(-300)), "the match time overrun");
    assertEquals(
        "the cap must be positive, got PT0S",
        assertThrows(IllegalArgumentException.class, () -> new GomocupClock(Duration.ZERO, Duration.ZERO)).getMessage());
    assertEquals(
        "the margin must not be negative, got PT-0.001S",
        assertThrows(IllegalArgumentException.class, () -> new GomocupClock(Duration.ofMillis(1), Duration.ofMillis(-1)))
            .getMessage());
  }
}
