package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Games;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The JSON API for every installed game, on a real server: games, states, refusals, agents. */
class JsonApiTest {

  @RegisterExtension static final Loopback server = Loopback.perClass();

  private static JsonNode ok(String path, String body) {
    Loopback.Answer answer = server.post(path, body);
    assertEquals(200, answer.status(), answer::toString);
    assertTrue(answer.contentType().startsWith("application/json"), answer.contentType());
    return answer.json();
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(node -> texts.add(node.asText()));
    return texts;
  }

  @Test
  void gamesListsEveryInstalledGameWithItsDefaultNotationsAndAgents() {
    Loopback.Answer answer = server.get("/api/games");
    assertEquals(200, answer.status());
    JsonNode games = answer.json().get("games");
    List<String> ids = new ArrayList<>();
    for (JsonNode game : games) {
      String id = game.get("id").asText();
      ids.add(id);
      assertEquals(Games.parse(id).spec().toString(), game.get("default").asText());
      List<String> notations = texts(game.get("notations"));
      assertEquals(
          Games.parse(id).notations().stream().map(n -> n.name()).toList(), notations);
      List<String> agents = new ArrayList<>(List.of("best", "random", "greedy", "alphabeta", "mcts"));
      if (id.equals("dots-boxes")) {
        agents.add("rules");
      }
      assertEquals(agents, texts(game.get("agents")));
    }
    assertEquals(Games.ids(), ids);
    assertTrue(ids.containsAll(List.of("dots-boxes", "nrow", "tictactoe")), ids::toString);
    assertEquals(
        "tictactoe(rows=3,cols=3,k=3,overlines=win)",
        games.get(ids.indexOf("tictactoe")).get("default").asText());
  }

  @Test
  void aPositionFromAnAnswerWithTheRestOfTheMovesReachesTheStateAllTheMovesReach() {
    Map<String, List<String>> games =
        Map.of(
            "tictactoe", List.of("2 2", "1 1", "1 3", "3 1"),
            "dots-boxes(rows=2,cols=2)", List.of("(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(1,1)", "(2,0)-(2,1)"),
            "nrow(n=4,distance=1,turns=connect6)", List.of("0,0", "1,0", "2,0", "0,1"));
    for (Map.Entry<String, List<String>> game : games.entrySet()) {
      List<String> moves = game.getValue();
      String all = "{\"game\":\"" + game.getKey() + "\",\"moves\":" + array(moves) + "}";
      JsonNode whole = ok("/api/state", all);
      JsonNode half = ok("/api/state", "{\"game\":\"" + game.getKey() + "\",\"moves\":" + array(moves.subList(0, 2)) + "}");
      String position = half.get("position").asText();
      assertEquals(Games.parse(game.getKey()).parsePosition(position).positionText(), position);
      JsonNode rest =
          ok(
              "/api/state",
              "{\"game\":\"" + game.getKey() + "\",\"position\":\"" + position + "\",\"moves\":"
                  + array(moves.subList(2, moves.size())) + "}");
      assertEquals(moves.subList(2, moves.size()), texts(rest.get("moves")), game.getKey());
      assertEquals(moves.size() - 2, rest.get("moveCount").asInt());
      for (String field : List.of("game", "position", "toMove", "outcome", "scores", "legalMoves", "text", "board", "lastMove")) {
        assertEquals(whole.get(field), rest.get(field), game.getKey() + ": " + field);
      }
      // Without moves, the position is the state.
      JsonNode there =
          ok("/api/state", "{\"game\":\"" + game.getKey() + "\",\"position\":\"" + position + "\"}");
      assertEquals(position, there.get("position").asText());
      assertEquals(0, there.get("moveCount").asInt());
      assertTrue(there.get("lastMove").isNull());
      // The agent starts there too.
      JsonNode agent =
          ok(
              "/api/agent",
              "{\"game\":\"" + game.getKey() + "\",\"position\":\"" + position + "\",\"agent\":\"random\"}");
      assertEquals(List.of(agent.get("move").asText()), texts(agent.get("state").get("moves")));
    }
  }

  @Test
  void aBadPositionIsRefusedWithWhereAndWhatWasExpected() {
    Loopback.Answer malformed =
        server.post("/api/state", "{\"game\":\"dots-boxes(rows=2,cols=2)\",\"position\":\"e30 A1/2 Q\"}");
    assertEquals(400, malformed.status(), malformed::toString);
    assertEquals("bad-position", malformed.json().get("error").asText());
    assertEquals(9, malformed.json().get("position").asInt());
    assertTrue(
        malformed.json().get("message").asText().startsWith("the position: expected "),
        malformed.json().toString());
    assertTrue(malformed.json().get("message").asText().endsWith(" at position 9 of \"e30 A1/2 Q\", found 'Q'"), malformed.json().toString());
    assertEquals(
        malformed.json().get("message").asText(),
        "the position: expected " + malformed.json().get("expected").asText() + " at position 9 of \"e30 A1/2 Q\", found 'Q'");
    Loopback.Answer number = server.post("/api/state", "{\"game\":\"tictactoe\",\"position\":3}");
    assertEquals(400, number.status(), number::toString);
    assertEquals("bad-field", number.json().get("error").asText());
    assertEquals("the field 'position' must be a string, got the integer 3", number.json().get("message").asText());
    Loopback.Answer illegalAfter =
        server.post("/api/state", "{\"game\":\"tictactoe\",\"position\":\"O../.X./... X\",\"moves\":[\"1 1\"]}");
    assertEquals(422, illegalAfter.status(), illegalAfter::toString);
    assertEquals(0, illegalAfter.json().get("moveIndex").asInt());
  }

  private static String array(List<String> texts) {
    return texts.stream().map(t -> "\"" + t + "\"").collect(java.util.stream.Collectors.joining(",", "[", "]"));
  }

  @Test
  void aTicTacToeStateHasItsBoardTurnLegalMovesAndText() {
    JsonNode state = ok("/api/state", "{\"game\":\"tictactoe\",\"moves\":[\"2 2\",\"1 1\"]}");
    MnkState expected = MnkGame.ticTacToe().initialState().play(Cell.of(1, 1)).play(Cell.of(0, 0));
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win)", state.get("game").asText());
    assertEquals("row-col", state.get("notation").asText());
    assertEquals(List.of("2 2", "1 1"), texts(state.get("moves")));
    assertEquals(2, state.get("moveCount").asInt());
    assertEquals(0, state.get("toMove").get("index").asInt());
    assertEquals("X", state.get("toMove").get("name").asText());
    assertEquals(List.of("X", "O"), texts(state.get("players")));
    assertEquals("ongoing", state.get("outcome").get("status").asText());
    assertTrue(state.get("outcome").get("winners").isEmpty());
    assertTrue(state.get("scores").isNull());
    assertEquals(7, state.get("legalMoves").size());
    assertEquals("1 2", state.get("legalMoves").get(0).asText());
    assertTrue(state.get("legalMovesComplete").asBoolean());
    assertEquals("1 1", state.get("lastMove").asText());
    assertEquals(expected.render(), state.get("text").asText());
    JsonNode board = state.get("board");
    assertEquals("mnk", board.get("kind").asText());
    assertEquals(3, board.get("rows").asInt());
    assertEquals(3, board.get("k").asInt());
    assertEquals("[[1,-1,-1],[-1,0,-1],[-1,-1,-1]]", board.get("cells").toString());
    assertEquals("[]", board.get("winningLine").toString());
  }

  @Test
  void aWinShowsTheWinnerAndTheLineAndTheAlgebraicNotationReadsMoves() {
    JsonNode state =
        ok(
            "/api/state",
            "{\"game\":\"tictactoe(rows=15,cols=15,k=5)\",\"notation\":\"algebraic\","
                + "\"moves\":[\"a1\",\"a2\",\"b1\",\"b2\",\"c1\",\"c2\",\"d1\",\"d2\",\"e1\"]}");
    assertEquals("win", state.get("outcome").get("status").asText());
    assertEquals(List.of("X"), texts(state.get("outcome").get("winners")));
    assertEquals(
        List.of("a1", "b1", "c1", "d1", "e1"), texts(state.get("outcome").get("winningLine")));
    assertEquals("[[14,0],[14,1],[14,2],[14,3],[14,4]]", state.get("board").get("winningLine").toString());
    assertEquals(0, state.get("legalMoves").size());
    assertEquals("algebraic", state.get("notation").asText());
  }

  @Test
  void anIllegalMoveIsRefusedWith422AndTheLibrarysSentence() {
    Loopback.Answer answer =
        server.post("/api/state", "{\"game\":\"tictactoe\",\"moves\":[\"2 2\",\"2 2\"]}");
    assertEquals(422, answer.status(), answer::toString);
    JsonNode error = answer.json();
    MnkState afterOne = MnkGame.ticTacToe().initialState().play(Cell.of(1, 1));
    assertEquals("illegal-move", error.get("error").asText());
    assertEquals(1, error.get("moveIndex").asInt());
    assertEquals("2 2", error.get("move").asText());
    assertEquals("occupied", error.get("reason").asText());
    assertEquals(
        afterOne.check(Cell.of(1, 1)).orElseThrow().message(), error.get("message").asText());
  }

  @Test
  void aMoveThatDoesNotParseIsRefusedWith400NamingItsIndex() {
    Loopback.Answer answer =
        server.post("/api/state", "{\"game\":\"tictactoe\",\"moves\":[\"2 2\",\"two two\"]}");
    assertEquals(400, answer.status(), answer::toString);
    JsonNode error = answer.json();
    assertEquals("bad-notation", error.get("error").asText());
    assertEquals(1, error.get("moveIndex").asInt());
    assertTrue(error.get("message").asText().startsWith("move 1: "), error::toString);
    assertEquals(0, error.get("position").asInt(), error::toString);
    assertEquals(
        "a row number and a column number separated by a space, such as '2 3'", error.get("expected").asText());
  }

  @Test
  void aLineNumberOffTheBoardIsRefusedNamingTheRange() {
    Loopback.Answer answer =
        server.post("/api/state", "{\"game\":\"dots-boxes\",\"notation\":\"line-number\",\"moves\":[\"99\"]}");
    assertEquals(400, answer.status(), answer::toString);
    JsonNode error = answer.json();
    assertEquals("bad-notation", error.get("error").asText());
    assertEquals(
        "move 0: expected a line number from 0 to 23 at position 0 of \"99\", found '99'", error.get("message").asText());
    assertEquals("a line number from 0 to 23", error.get("expected").asText());
  }

  @Test
  void aDotsAndBoxesStateHasLinesOwnersAndScores() {
    DotsBoxes game = DotsBoxes.of(2, 3);
    List<Edge> lines =
        List.of(Edge.horizontal(0, 0), Edge.vertical(0, 0), Edge.vertical(0, 1), Edge.horizontal(1, 0));
    DotsBoxesState expected = game.initialState();
    List<String> texts = new ArrayList<>();
    for (Edge line : lines) {
      texts.add(game.dotPairs().format(line));
      expected = expected.play(line);
    }
    JsonNode state =
        ok(
            "/api/state",
            "{\"game\":\"dots-boxes(rows=2,cols=3)\",\"moves\":"
                + Json.MAPPER.valueToTree(texts)
                + "}");
    assertEquals(game.spec().toString(), state.get("game").asText());
    assertEquals("dot-pair", state.get("notation").asText());
    assertEquals("[0,1]", state.get("scores").toString());
    assertEquals(expected.toMove().index(), state.get("toMove").get("index").asInt());
    assertEquals(game.edgeCount() - 4, state.get("legalMoves").size());
    JsonNode board = state.get("board");
    assertEquals("dots-boxes", board.get("kind").asText());
    assertEquals("[[1,0,0],[1,0,0],[0,0,0]]", board.get("horizontal").toString());
    assertEquals("[[1,1,0,0],[0,0,0,0]]", board.get("vertical").toString());
    assertEquals("[[1,-1,-1],[-1,-1,-1]]", board.get("owners").toString());
    assertEquals(expected.render(), state.get("text").asText());
  }

  @Test
  void anNRowStateShowsAWindowAroundTheLastMoveWithItsCandidates() {
    NRow game = NRow.of(5, 3);
    NRowState expected = game.initialState().play(Point.of(0, 0)).play(Point.of(2, 1));
    JsonNode state = ok("/api/state", "{\"game\":\"nrow\",\"moves\":[\"0,0\",\"2,1\"]}");
    assertFalse(state.get("legalMovesComplete").asBoolean());
    JsonNode board = state.get("board");
    assertEquals("nrow", board.get("kind").asText());
    assertEquals(game.n(), board.get("n").asInt());
    assertEquals(game.distance(), board.get("distance").asInt());
    assertEquals("{\"minX\":-8,\"minY\":-9,\"maxX\":12,\"maxY\":11}", board.get("window").toString());
    assertEquals(
        "[{\"x\":0,\"y\":0,\"player\":0},{\"x\":2,\"y\":1,\"player\":1}]",
        board.get("stones").toString());
    assertEquals(2, board.get("stoneCount").asInt());
    assertEquals("{\"minX\":0,\"minY\":0,\"maxX\":2,\"maxY\":1}", board.get("bounds").toString());
    // Every legal point lies within the window here, so the candidates are all legal moves.
    List<String> legal = new ArrayList<>();
    for (Point p : expected.legalMoves()) {
      legal.add(p.x() + "," + p.y());
    }
    assertEquals(legal, texts(state.get("legalMoves")));
    assertEquals(legal.size(), board.get("candidates").size());
    assertEquals("{\"x\":0,\"y\":-3}", board.get("candidates").get(0).toString());
  }

  @Test
  void anNRowWindowCanBeChosenAndIsBounded() {
    JsonNode state =
        ok(
            "/api/state",
            "{\"game\":\"nrow\",\"moves\":[\"0,0\"],\"window\":{\"minX\":-1,\"minY\":-1,\"maxX\":1,\"maxY\":1}}");
    assertEquals(8, state.get("legalMoves").size());
    assertEquals("[{\"x\":0,\"y\":0,\"player\":0}]", state.get("board").get("stones").toString());
    JsonNode empty = ok("/api/state", "{\"game\":\"nrow\"}");
    assertEquals(Limits.DEFAULT_WINDOW * Limits.DEFAULT_WINDOW, empty.get("legalMoves").size());
    assertTrue(empty.get("board").get("bounds").isNull());
    JsonNode edge =
        ok("/api/state", "{\"game\":\"nrow\",\"moves\":[\"2147483647,-2147483648\"]}");
    assertEquals(
        "{\"minX\":2147483627,\"minY\":-2147483648,\"maxX\":2147483647,\"maxY\":-2147483628}",
        edge.get("board").get("window").toString());
  }

  @Test
  void aWindowShowsTheStonesOnAndInsideItsEdgesOnly() {
    // Stones along both axes: (0,0) to (3,0) and (0,1) to (0,3).
    String moves = "\"moves\":[\"0,0\",\"1,0\",\"0,1\",\"2,0\",\"0,2\",\"3,0\",\"0,3\"]";
    String[][] cases = {
      {"{\"minX\":1,\"minY\":0,\"maxX\":2,\"maxY\":0}", "[1,0][2,0]"},
      {"{\"minX\":0,\"minY\":1,\"maxX\":0,\"maxY\":2}", "[0,1][0,2]"},
      {"{\"minX\":0,\"minY\":0,\"maxX\":0,\"maxY\":0}", "[0,0]"},
      {"{\"minX\":1,\"minY\":1,\"maxX\":65,\"maxY\":65}", ""},
    };
    for (String[] c : cases) {
      JsonNode board =
          ok("/api/state", "{\"game\":\"nrow\"," + moves + ",\"window\":" + c[0] + "}").get("board");
      assertEquals(c[0], board.get("window").toString());
      StringBuilder inside = new StringBuilder();
      board.get("stones").forEach(s -> inside.append("[").append(s.get("x")).append(",").append(s.get("y")).append("]"));
      assertEquals(c[1], inside.toString(), c[0]);
      assertEquals(7, board.get("stoneCount").asInt());
    }
  }

  @Test
  void anAgentMovesAndReturnsTheStateAfterItsMove() {
    // X has 1 1 and 1 2; the perfect player completes the top row.
    JsonNode answer =
        ok(
            "/api/agent",
            "{\"game\":\"tictactoe\",\"moves\":[\"1 1\",\"2 1\",\"1 2\",\"2 2\"],\"agent\":\"best\"}");
    assertEquals("1 3", answer.get("move").asText());
    assertEquals("best", answer.get("agent").asText());
    assertEquals("perfect play by exact search", answer.get("description").asText());
    assertEquals("win", answer.get("state").get("outcome").get("status").asText());
    assertEquals(5, answer.get("state").get("moveCount").asInt());
    for (String agent : List.of("best", "random", "greedy", "alphabeta", "mcts")) {
      for (String game : List.of("dots-boxes", "tictactoe", "nrow", "tictactoe(rows=15,cols=15,k=5)")) {
        JsonNode move =
            ok(
                "/api/agent",
                "{\"game\":\"" + game + "\",\"agent\":\"" + agent + "\",\"millis\":20,\"seed\":7}");
        assertEquals(1, move.get("state").get("moveCount").asInt(), game + " " + agent);
        assertEquals(20, move.get("millis").asInt());
      }
    }
    JsonNode capped = ok("/api/agent", "{\"game\":\"tictactoe\",\"agent\":\"random\",\"millis\":999999999}");
    assertEquals(Limits.MAX_AGENT_MILLIS, capped.get("millis").asInt());
  }

  @Test
  void bestOnFifteenByFifteenFiveInARowIsTheLibrarysBest() {
    GameAgents<MnkState, Cell> library = GameAgents.of(MnkGame.of(15, 15, 5));
    JsonNode answer =
        ok(
            "/api/agent",
            "{\"game\":\"tictactoe(rows=15,cols=15,k=5)\",\"moves\":[\"8 6\",\"1 1\",\"8 7\",\"1 15\",\"8 8\"],"
                + "\"agent\":\"best\",\"millis\":50,\"seed\":3}");
    assertEquals(library.description("best"), answer.get("description").asText());
    assertNotEquals(library.description(GameAgents.MCTS), answer.get("description").asText());
    assertEquals(6, answer.get("state").get("moveCount").asInt());
    for (String game : List.of("dots-boxes", "nrow", "tictactoe")) {
      JsonNode best = ok("/api/agent", "{\"game\":\"" + game + "\",\"agent\":\"best\",\"millis\":20}");
      assertEquals(GameAgents.of(Games.parse(game)).description("best"), best.get("description").asText(), game);
    }
  }

  @Test
  void anAgentRefusesAFinishedGameAndAnUnknownName() {
    Loopback.Answer over =
        server.post(
            "/api/agent",
            "{\"game\":\"tictactoe\",\"moves\":[\"1 1\",\"2 1\",\"1 2\",\"2 2\",\"1 3\"]}");
    assertEquals(409, over.status(), over::toString);
    assertEquals("game-over", over.json().get("error").asText());
    Loopback.Answer unknown = server.post("/api/agent", "{\"game\":\"tictactoe\",\"agent\":\"oracle\"}");
    assertEquals(400, unknown.status(), unknown::toString);
    assertEquals("unknown-agent", unknown.json().get("error").asText());
    assertEquals(
        "there is no agent named 'oracle'; the agents are best, random, greedy, alphabeta, mcts",
        unknown.json().get("message").asText());
  }
}
