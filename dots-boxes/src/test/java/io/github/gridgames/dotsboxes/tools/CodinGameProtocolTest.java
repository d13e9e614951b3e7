package io.github.gridgames.dotsboxes.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesProvider;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.StringReader;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The contest protocol as the bot and the referee of the command speak it. */
class CodinGameProtocolTest {

  private final CodinGameProtocol protocol = new CodinGameProtocol();

  private static BufferedReader lines(String text) {
    return new BufferedReader(new StringReader(text));
  }

  @Test
  void theBotReadsWhatTheRefereeWrites() throws IOException {
    DotsBoxes game = protocol.game(GameSpec.builder(DotsBoxes.ID).put("rows", 2).put("cols", 2).build());
    DotsBoxesState state = game.initialState().play(Edge.of(0, 0, 0, 1));
    BufferedReader in = lines(protocol.setupText(game, Player.SECOND) + protocol.turnText(state));
    BotProtocol.Setup<DotsBoxesState, Edge> setup = protocol.readSetup(in);
    assertEquals(game, setup.game());
    assertEquals(Player.SECOND, setup.player());
    DotsBoxesState read = protocol.readTurn(setup, in).orElseThrow();
    assertEquals(state.legalMoves().size(), read.legalMoves().size());
    assertEquals(Optional.empty(), protocol.readTurn(setup, in), "the input ended between turns");
    Edge move = read.legalMoves().get(0);
    assertEquals(move, protocol.readAnswer(game, protocol.answerText(game, move)));
    assertEquals(Optional.of("hi there"), protocol.remarkOf(game, protocol.answerText(game, move) + " MSG hi there"));
    assertEquals(Optional.empty(), protocol.remarkOf(game, protocol.answerText(game, move)));
  }

  @Test
  void badInputSaysWhatWasWrong() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> protocol.readSetup(lines("zero\nA\n"))).getMessage().startsWith("bad initial input: "));
    assertEquals(
        "the input ended before the initial input (board size and player id)",
        assertThrows(EOFException.class, () -> protocol.readSetup(lines("3\n"))).getMessage());
    BotProtocol.Setup<DotsBoxesState, Edge> setup = new BotProtocol.Setup<>(DotsBoxes.of(2, 2), Player.FIRST);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> protocol.readTurn(setup, lines("0 0\n1\nZ9 LTRB\n"))).getMessage().startsWith("bad turn input: "));
    assertEquals(
        "the input ended in the middle of a turn",
        assertThrows(EOFException.class, () -> protocol.readTurn(setup, lines("0 0\n4\nA1 LTRB\n"))).getMessage());
    assertEquals("bad number of playable boxes: 'x'", assertThrows(IllegalArgumentException.class, () -> protocol.readTurn(setup, lines("0 0\nx\n"))).getMessage());
    assertThrows(NotationException.class, () -> protocol.readAnswer(DotsBoxes.of(2, 2), "hello"));
  }

  @Test
  void theRefereesGameIsASquareTwoPlayerBoard() {
    assertEquals(DotsBoxes.of(3, 3), protocol.game(GameSpec.builder(DotsBoxes.ID).build()));
    assertEquals("size", protocol.options().get(0).name());
    assertEquals(java.util.Map.of("rows", "4", "cols", "4"), protocol.options().get(0).read("4"));
    assertThrows(IllegalArgumentException.class, () -> protocol.game(GameSpec.builder(DotsBoxes.ID).put("rows", 2).put("cols", 3).build()));
    assertThrows(IllegalArgumentException.class, () -> protocol.game(GameSpec.builder(DotsBoxes.ID).put("players", 3).build()));
    assertEquals(1000, protocol.firstTurnLimit().toMillis());
    assertEquals(100, protocol.turnLimit().toMillis());
  }

  @Test
  void theCountOfPlayableBoxesIsChecked() {
    BotProtocol.Setup<DotsBoxesState, Edge> setup = new BotProtocol.Setup<>(DotsBoxes.of(2, 2), Player.FIRST);
    assertEquals(
        "bad number of playable boxes: -1",
        assertThrows(IllegalArgumentException.class, () -> protocol.readTurn(setup, lines("0 0\n-1\n"))).getMessage());
    assertEquals(
        "bad number of playable boxes: 5",
        assertThrows(IllegalArgumentException.class, () -> protocol.readTurn(setup, lines("0 0\n5\n"))).getMessage());
    // no playable box is a well-formed turn of a finished game, which no bot is asked to play
    assertEquals(
        "the turn input lists no free side: the game is over",
        assertThrows(IllegalArgumentException.class, () -> protocol.readTurn(setup, lines("3 1\n0\n"))).getMessage());
  }

  @Test
  void theProtocolDescribesItselfAndItsTimes() {
    assertEquals("the CodinGame contest protocol", protocol.title());
    assertTrue(protocol.description().startsWith("reads the board size and its player id"), protocol.description());
    assertEquals(300, protocol.firstTurnThinking().toMillis());
    assertEquals(50, protocol.turnThinking().toMillis());
    assertEquals("a box and a side", protocol.answerSyntax());
  }

  @Test
  void aGameOfAnotherKindIsRefused() {
    @SuppressWarnings("unchecked") // a proxy of Game, typed as the test needs it
    Game<DotsBoxesState, Edge> other =
        (Game<DotsBoxesState, Edge>)
            java.lang.reflect.Proxy.newProxyInstance(
                Game.class.getClassLoader(),
                new Class<?>[] {Game.class},
                (proxy, method, args) -> method.getName().equals("spec") ? GameSpec.builder("other").build() : null);
    assertEquals(
        "not a Dots and Boxes game: other",
        assertThrows(IllegalArgumentException.class, () -> protocol.setupText(other, Player.FIRST)).getMessage());
  }
}
