package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.server.GridgamesServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The position text on the command line: {@code replay} prints it, {@code play --position} and
 * {@code solve --position} start from it, and a text copied from the JSON API names the same state.
 */
class PositionOptionTest {

  @TempDir Path dir;

  /** Each game on a board small enough to solve in a moment, with its game options. */
  static Stream<Arguments> smallGames() {
    return Stream.of(
        Arguments.of(List.of("dots-boxes", "--board", "2x2")),
        Arguments.of(List.of("tictactoe")),
        Arguments.of(List.of("nrow", "--in-a-row", "3", "--cap", "6")),
        Arguments.of(List.of("nrow", "--in-a-row", "3", "--cap", "6", "--turns", "connect6")));
  }

  private static String[] args(List<String> game, String command, String... more) {
    List<String> args = new ArrayList<>();
    args.add(command);
    args.addAll(game);
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  private static Cli.Run ok(Cli.Run run) {
    assertEquals(0, run.code(), run.out() + run.err());
    return run;
  }

  /** The text of the line {@code position: TEXT} that ends a replay. */
  private static String replayedPosition(Path record) {
    String last = ok(Cli.run("replay", record.toString())).lastLine();
    assertTrue(last.startsWith("position: "), last);
    return last.substring("position: ".length());
  }

  private static Map<String, Object> json(Cli.Run run) {
    return MiniJson.object(ok(run).out());
  }

  /** Checks that two solves of one state agree: the value, the result and the player to move. */
  private static void sameValue(Map<String, Object> expected, Map<String, Object> actual) {
    for (String key : List.of("game", "value", "result", "toMove")) {
      assertEquals(expected.get(key), actual.get(key), key + ": " + expected + " vs " + actual);
    }
  }

  @ParameterizedTest
  @MethodSource("smallGames")
  void aReplayedPositionIsSolvedAsItsRecordAndPlayedOnFromThere(List<String> game) throws IOException {
    // A game stopped after the first player's random move, then replayed: the last line names the position.
    Path first = dir.resolve("first.txt");
    ok(Cli.input("quit\n", args(game, "play", "--first", "random", "--second", "human", "--save", first.toString())));
    String position = replayedPosition(first);
    MatchRecord firstRecord = MatchRecord.parse(Files.readString(first));
    assertEquals(Optional.empty(), firstRecord.start());
    assertEquals(Match.replay(firstRecord).state(), Games.create(firstRecord.game()).parsePosition(position));
    sameValue(
        json(Cli.run("solve", "--record", first.toString(), "--format", "json")),
        json(Cli.run(args(game, "solve", "--position", position, "--format", "json"))));

    // Played on from that position by the second player: the record starts there.
    Path second = dir.resolve("second.txt");
    ok(
        Cli.input(
            "quit\n",
            args(game, "play", "--position", position, "--first", "human", "--second", "random", "--save", second.toString())));
    MatchRecord secondRecord = MatchRecord.parse(Files.readString(second));
    assertEquals(Optional.of(position), secondRecord.start());
    assertFalse(secondRecord.moves().isEmpty(), secondRecord.toString());
    String after = replayedPosition(second);
    assertEquals(Match.replay(secondRecord).state().positionText(), after);
    sameValue(
        json(Cli.run("solve", "--record", second.toString(), "--format", "json")),
        json(Cli.run(args(game, "solve", "--position", after, "--format", "json"))));
    // And every move of it valued from the text, as from the record.
    assertEquals(
        json(Cli.run("solve", "--record", second.toString(), "--moves", "--format", "json")).get("moves"),
        json(Cli.run(args(game, "solve", "--position", after, "--moves", "--format", "json"))).get("moves"));
  }

  @Test
  void aPositionTheGameCannotReadIsAUsageErrorNamingThePlace() {
    for (String command : List.of("play", "solve")) {
      Cli.Run run = Cli.run(command, "tictactoe", "--position", "XX./.../... O");
      assertEquals(2, run.code(), run.out() + run.err());
      assertEquals(
          "gridgames "
              + command
              + ": Invalid value for option '--position': 'XX./.../... O': expected stone counts that turns=alternate"
              + " can give: of 2 stones it gives X 1 and O 1, not 2 and 0 at position 0 of \"XX./.../... O\", found 'X'"
              + " (see 'gridgames "
              + command
              + " --help')\n",
          run.err());
      assertEquals("", run.out());
    }
    Cli.Run malformed = Cli.run("solve", "dots-boxes", "--board", "2x2", "--position", "e30 A1/2 Q");
    assertEquals(2, malformed.code(), malformed.err());
    assertTrue(malformed.err().contains("at position 9 of \"e30 A1/2 Q\""), malformed.err());
  }

  @Test
  void aPositionIsGivenWithAGameNotWithARecord() throws IOException {
    Path record = dir.resolve("game.txt");
    ok(Cli.input("quit\n", "play", "tictactoe", "--first", "random", "--second", "human", "--save", record.toString()));
    Cli.Run both = Cli.run("solve", "--record", record.toString(), "--position", "O../.X./... X");
    assertEquals(2, both.code(), both.err());
    assertTrue(both.err().contains("give either --position or --record, not both"), both.err());
  }

  @Test
  void theHelpOfPlayAndSolveShowsAPositionOfEachGameWrittenByTheGame() {
    for (String command : List.of("play", "solve")) {
      String help = ok(Cli.run(command, "--help")).out();
      for (String id : Games.ids()) {
        String prefix = "  " + id + ", after its first move: ";
        Optional<String> line = help.lines().filter(l -> l.startsWith(prefix)).findFirst();
        assertTrue(line.isPresent(), command + " --help has no example of " + id + ":\n" + help);
        Game<?, ?> game = Games.create(GameSpec.parse(id));
        String text = line.get().substring(prefix.length());
        assertEquals(text, game.parsePosition(text).positionText(), id);
        assertTrue(help.contains("  ./gridgames " + command + " ") && help.contains(" --position '"), help);
      }
    }
  }

  /** A state answer's position, copied into play and solve, names the state the moves reach. */
  @Test
  void aPositionFromTheJsonApiStartsPlayAndSolveAtTheSameState() throws Exception {
    Map<String, List<String>> games =
        Map.of(
            "tictactoe", List.of("2 2", "1 1", "1 3"),
            "dots-boxes(rows=2,cols=2)", List.of("(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(1,1)"),
            "nrow(n=3,cap=6)", List.of("0,0", "1,0", "0,1"));
    HttpClient client = HttpClient.newHttpClient();
    try (GridgamesServer server = GridgamesServer.builder().host("127.0.0.1").port(0).start()) {
      for (Map.Entry<String, List<String>> entry : games.entrySet()) {
        String body =
            "{\"game\": \"" + entry.getKey() + "\", \"moves\": [\"" + String.join("\", \"", entry.getValue()) + "\"]}";
        HttpResponse<String> response =
            client.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/state"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, response.statusCode(), response.body());
        Map<String, Object> answer = MiniJson.object(response.body());
        String spec = (String) answer.get("game");
        String position = (String) answer.get("position");
        @SuppressWarnings("unchecked")
        List<String> moves = (List<String>) answer.get("moves");
        MatchRecord byMoves = new MatchRecord(GameSpec.parse(spec), (String) answer.get("notation"), moves);
        Object reached = Match.replay(byMoves).state();

        Path played = dir.resolve("played.txt");
        ok(Cli.input("quit\n", "play", spec, "--position", position, "--first", "human", "--second", "human", "--save", played.toString(), "--force"));
        MatchRecord playedRecord = MatchRecord.parse(Files.readString(played));
        assertEquals(Optional.of(position), playedRecord.start(), spec);
        assertEquals(reached, Match.replay(playedRecord).state(), spec);

        Path recorded = dir.resolve("moves.txt");
        Files.writeString(recorded, byMoves.toString());
        sameValue(
            json(Cli.run("solve", "--record", recorded.toString(), "--format", "json")),
            json(Cli.run("solve", spec, "--position", position, "--format", "json")));
      }
    }
  }
}
