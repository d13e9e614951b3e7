package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import io.github.gridgames.testkit.toy.Slot;
import org.junit.jupiter.api.Test;

class GamePropertiesTest {

  private final ClaimGame game = ClaimGame.of(8, 2, TurnPolicy.ALTERNATE);

  private final GameProperty<ClaimState, Slot> nobodyScoresTwice =
      GameProperty.eachState(s -> assertTrue(s.scores().orElseThrow().max() < 2, "someone scored twice"));

  @Test
  void aTruePropertyPasses() {
    GameProperties.builder(game).games(50).build().check("at most one mover", GameProperty.eachMove((before, move, after) ->
        assertEquals(before.scores().orElseThrow().total() + before.effectOf(move).captures(), after.scores().orElseThrow().total())));
  }

  @Test
  void aFalsePropertyIsShrunkToAShortGameThatStillFails() {
    GameFailure failure = assertThrows(GameFailure.class, () -> GameProperties.builder(game).games(50).build().check("nobody scores twice", nobodyScoresTwice));
    assertEquals("nobody scores twice", failure.property());
    // Scoring twice needs three own cells (the last between the other two): five moves when players alternate.
    assertEquals(5, failure.moves().size(), failure.getMessage());
    GameRun<ClaimState, Slot> replay = RandomGames.replay(game, failure.moves().stream().map(Slot.class::cast).toList());
    assertThrows(AssertionError.class, () -> nobodyScoresTwice.check(replay), "the reported sequence must still fail");
  }

  @Test
  void failuresAreReproducibleFromTheSeed() {
    GameFailure first = assertThrows(GameFailure.class, () -> GameProperties.builder(game).seed(7).build().check("p", nobodyScoresTwice));
    GameFailure again = assertThrows(GameFailure.class, () -> GameProperties.builder(game).seed(7).build().check("p", nobodyScoresTwice));
    assertEquals(first.moves(), again.moves());
    assertEquals(first.gameSeed(), again.gameSeed());
    assertEquals(7, first.seed());
  }

  @Test
  void randomGamesAreDeterministicPerSeed() {
    GameRun<ClaimState, Slot> a = RandomGames.play(game, 42);
    GameRun<ClaimState, Slot> b = RandomGames.play(game, 42);
    assertEquals(a.moves(), b.moves());
    assertEquals(a.states(), b.states());
    assertTrue(a.finalState().isTerminal());
    assertEquals(8, a.moves().size());
    assertNotEquals(RandomGames.gameSeed(42, 0), RandomGames.gameSeed(42, 1));
    assertEquals(RandomGames.play(game, RandomGames.gameSeed(5, 3), 100).moves(), RandomGames.sample(game, 5, 4, 100).get(3).moves());
  }

  @Test
  void maxMovesStopsAGameEarly() {
    GameRun<ClaimState, Slot> run = RandomGames.play(game, 1, 3);
    assertEquals(3, run.moves().size());
    assertEquals(4, run.states().size());
    assertTrue(run.describe().contains("3 moves: [#"), run.describe());
  }

  @Test
  void badArgumentsAreRefusedWithTheirValue() {
    assertEquals("games must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> GameProperties.builder(game).games(0)).getMessage());
    assertEquals("maxMoves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> GameProperties.builder(game).maxMoves(-1)).getMessage());
    assertEquals("maxMoves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> RandomGames.play(game, 1, -1)).getMessage());
  }
}
