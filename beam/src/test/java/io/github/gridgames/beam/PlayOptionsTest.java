package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class PlayOptionsTest {

  @Test
  void theDefaultsAreThoseOfMatch() {
    assertEquals(new PlayOptions(1, 0, 0, 100, 0), PlayOptions.DEFAULTS);
  }

  @Test
  void eachWitherChangesItsOptionOnly() {
    PlayOptions options =
        PlayOptions.DEFAULTS.withSeed(7).withOpeningMoves(2).withMaxMoves(30).withThinkMillis(50).withNodes(1000);
    assertEquals(new PlayOptions(7, 2, 30, 50, 1000), options);
  }

  @Test
  void badValuesAreRefusedWithMessagesNamingThem() {
    assertRefused("opening moves must be >= 0, got -1", () -> PlayOptions.DEFAULTS.withOpeningMoves(-1));
    assertRefused("the move limit must be >= 1, got 0", () -> PlayOptions.DEFAULTS.withMaxMoves(0));
    assertRefused("the time per move must be from 1 to 3600000 ms, got 0", () -> PlayOptions.DEFAULTS.withThinkMillis(0));
    assertRefused("the nodes per move must be >= 1, got 0", () -> PlayOptions.DEFAULTS.withNodes(0));
    assertRefused(
        "the move limit must be >= 1 (or 0 for the game's length), got -1", () -> new PlayOptions(1, 0, -1, 100, 0));
    assertRefused("the nodes per move must be >= 1, got -1", () -> new PlayOptions(1, 0, 0, 100, -1));
  }

  @Test
  void theBuildersShareTheOptionsAndTheirMessages() {
    assertEquals(
        "opening moves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> Tournament.builder("tictactoe", List.of("random", "best")).openingMoves(-1))
            .getMessage());
    assertEquals(
        "opening moves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.builder("tictactoe", "random", "best").openingMoves(-1))
            .getMessage());
    assertEquals(
        "opening moves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> SequentialTest.builder("tictactoe", "random", "best").openingMoves(-1))
            .getMessage());
    Tournament tournament =
        Tournament.builder("tictactoe", List.of("random", "best")).seed(5).openingMoves(1).maxMoves(7).nodes(10).build();
    SelfPlay selfPlay = SelfPlay.builder("tictactoe", "random", "best").seed(5).openingMoves(1).maxMoves(7).nodes(10).build();
    assertEquals(tournament.setup(), selfPlay.setup(), "the same options give the same setup");
  }

  private static void assertRefused(String message, Executable executable) {
    assertEquals(message, assertThrows(IllegalArgumentException.class, executable).getMessage());
  }
}
