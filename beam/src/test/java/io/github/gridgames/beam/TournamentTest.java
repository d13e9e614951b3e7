package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Arena;
import io.github.gridgames.ai.ArenaResult.GameSummary;
import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentTest {

  @TempDir Path dir;

  private static final List<String> ENTRANTS = List.of("random", "greedy", "best");

  @Test
  void aPairingsGamesAreTheMatchCommandsGamesWithThePairingSeed() {
    Tournament tournament =
        Tournament.builder("dots-boxes(rows=2,cols=2)", List.of("random", "greedy"))
            .gamesPerPairing(6)
            .seed(5)
            .openingMoves(1)
            .records(true)
            .build();
    TournamentResult result = tournament.run(Runners.direct(2), dir.resolve("out").toString());
    assertEquals(6, result.games().size());
    Game<?, ?> game = Games.parse("dots-boxes(rows=2,cols=2)");
    for (GameResult played : result.games()) {
      GameSummary expected =
          matchGame(game, tournament, played.first(), played.second(), played.index());
      assertEquals(expected.seed(), played.seed());
      assertEquals(expected.moves(), played.moves());
      Player seat = Player.of(expected.entrantBySeat().indexOf(0));
      assertEquals(seat.index() == 0, played.firstMovedFirst());
      int margin = expected.scores().orElseThrow().margin(seat);
      assertEquals(margin, played.margin());
      assertEquals(
          margin > 0 ? GameResult.Result.WIN : margin < 0 ? GameResult.Result.LOSS : GameResult.Result.DRAW,
          played.result());
      Match<?, ?> replayed = Match.replay(MatchRecord.parse(played.record().orElseThrow()));
      assertEquals(expected.outcome(), replayed.state().outcome(), "the record replays to the game's end");
    }
  }

  /** Game {@code index} of {@code gridgames match GAME --first A --second B --seed S}, as MatchCommand builds it. */
  static GameSummary matchGame(Game<?, ?> game, Tournament tournament, int first, int second, int index) {
    return matchGameOf(game, tournament, first, second, index);
  }

  private static <S extends State<S, M>, M extends Move> GameSummary matchGameOf(
      Game<S, M> game, Tournament tournament, int first, int second, int index) {
    GameAgents<S, M> strategies = GameAgents.of(game);
    AgentSpec a = AgentSpec.parse(tournament.entrants().get(first));
    AgentSpec b = AgentSpec.parse(tournament.entrants().get(second));
    return Arena.builder(game)
        .games(index + 1)
        .seed(tournament.pairingSeed(first, second))
        .openingMoves(1)
        .budget(Budget.ofTime(Duration.ofMillis(100)))
        .threads(1)
        .maxMoves(game.maxMoves().orElse(400))
        .entrant(a.toString(), seed -> strategies.agent(a, seed, Duration.ofMillis(100)))
        .entrant(b.toString(), seed -> strategies.agent(b, seed, Duration.ofMillis(100)))
        .build()
        .run()
        .games()
        .get(index);
  }

  @Test
  void standingsCountEveryGameOnceAndRankTheStrongerHigher() throws Exception {
    Tournament tournament = Tournament.builder("tictactoe", ENTRANTS).gamesPerPairing(10).build();
    Path out = dir.resolve("standings");
    TournamentResult result = tournament.run(Runners.direct(2), out.toString());
    assertEquals(3, result.standings().size());
    for (Standing s : result.standings()) {
      assertEquals(20, s.games(), s.entrant());
      assertTrue(s.eloLow() < s.elo() && s.elo() < s.eloHigh(), s.toString());
    }
    assertEquals("random", result.standings().get(2).entrant());
    Standing best = result.standings().stream().filter(s -> s.entrant().equals("best")).findFirst().orElseThrow();
    assertEquals(0, best.losses(), "perfect play never loses");
    double sum = result.standings().stream().mapToDouble(Standing::elo).sum();
    assertEquals(0, sum, 1e-6, "ratings average 0");
    assertTrue(
        Files.readString(out.resolve("standings.json")).startsWith("[{\"entrant\":\"" + result.standings().get(0).entrant() + "\""));
  }

  @Test
  void badInputIsRefusedBeforeThePipelineStarts() throws Exception {
    assertEquals(
        "unknown agent 'nosuch': tictactoe has no agent 'nosuch'; it has random, greedy, alphabeta, mcts, best",
        assertThrows(IllegalArgumentException.class, () -> Tournament.builder("tictactoe", List.of("random", "nosuch")).build())
            .getMessage());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Tournament.builder("chess", ENTRANTS).build())
            .getMessage()
            .startsWith("unknown game 'chess': "));
    assertEquals(
        "a tournament needs at least two entrants, got [random]",
        assertThrows(IllegalArgumentException.class, () -> Tournament.builder("tictactoe", List.of("random")).build())
            .getMessage());
    Path full = Files.createDirectories(dir.resolve("full"));
    Files.writeString(full.resolve("old.txt"), "kept");
    Tournament tournament = Tournament.builder("tictactoe", ENTRANTS).gamesPerPairing(1).build();
    assertEquals(
        "the output folder " + full + " already holds files; name a new folder (results are never overwritten)",
        assertThrows(IllegalArgumentException.class, () -> tournament.run(Runners.direct(1), full.toString()))
            .getMessage());
    assertEquals("kept", Files.readString(full.resolve("old.txt")));
    Path file = Files.writeString(dir.resolve("file"), "x");
    assertEquals(
        "the output folder " + file + " is a file; name a new folder",
        assertThrows(IllegalArgumentException.class, () -> tournament.run(Runners.direct(1), file.toString()))
            .getMessage());
    assertEquals(
        "cannot create the output folder " + file.resolve("sub") + ": Not a directory",
        assertThrows(IllegalArgumentException.class, () -> tournament.run(Runners.direct(1), file.resolve("sub").toString()))
            .getMessage());
  }
}
