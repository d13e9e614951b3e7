package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import org.junit.jupiter.api.Test;

/** {@code gridgames bot codingame} fed with scripted protocol input. */
class BotTest {

  @Test
  void answersEveryTurnWithAFreeSide() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    BotProtocol<DotsBoxesState, Edge> protocol = Cli.codingame();
    DotsBoxesState start = game.initialState();
    DotsBoxesState later = start.play(Edge.of(0, 0, 0, 1)).play(Edge.of(1, 0, 1, 1));
    String input = protocol.setupText(game, Player.FIRST) + protocol.turnText(start) + protocol.turnText(later);
    Cli.Run run = Cli.input(input, "bot", "codingame", "--think-first", "50", "--think", "20");
    assertEquals(0, run.code(), run.err());
    String[] answers = run.out().strip().split("\\R");
    assertEquals(2, answers.length, run.out());
    assertTrue(start.isLegal(protocol.readAnswer(game, answers[0])), answers[0]);
    assertTrue(later.isLegal(protocol.readAnswer(game, answers[1])), answers[1]);
  }

  @Test
  void takesAnOfferedBox() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    BotProtocol<DotsBoxesState, Edge> protocol = Cli.codingame();
    // Box A2 (top left) has three sides drawn: top, left, bottom.
    DotsBoxesState state =
        game.initialState().play(Edge.of(0, 0, 0, 1)).play(Edge.of(0, 0, 1, 0)).play(Edge.of(1, 0, 1, 1));
    Cli.Run run =
        Cli.input(protocol.setupText(game, state.toMove()) + protocol.turnText(state), "bot", "codingame");
    assertEquals(0, run.code(), run.err());
    assertEquals("A2 R", run.out().strip());
  }

  @Test
  void inputThatIsNotTheProtocolFails() {
    Cli.Run badSize = Cli.input("zero\nA\n", "bot", "codingame");
    assertEquals(1, badSize.code());
    assertTrue(badSize.err().contains("bad initial input"), badSize.err());
    Cli.Run badTurn = Cli.input("2\nB\n0 0\n1\nZ9 LTRB\n", "bot", "codingame");
    assertEquals(1, badTurn.code());
    assertTrue(badTurn.err().contains("bad turn input"), badTurn.err());
    Cli.Run empty = Cli.input("", "bot", "codingame");
    assertEquals(1, empty.code());
    Cli.Run cut = Cli.input("2\nA\n0 0\n4\nA1 LTRB\n", "bot", "codingame");
    assertEquals(1, cut.code());
    assertTrue(cut.err().contains("in the middle of a turn"), cut.err());
  }

  @Test
  void endOfInputBetweenTurnsEndsCleanly() {
    Cli.Run run = Cli.input("3\nB\n", "bot", "codingame");
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.out());
  }
}
