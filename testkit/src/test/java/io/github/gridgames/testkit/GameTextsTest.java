package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.testkit.toy.Bug;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import io.github.gridgames.testkit.toy.Notakto;
import io.github.gridgames.testkit.toy.Slot;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

/**
 * The fuzz targets of a game's texts ({@link TextFuzz#tests(Game)}, made by {@link GameTexts}):
 * their names, which targets a game gets, and that each catches a game whose text is broken. Few
 * inputs per target: the fuzz run itself is {@code CoreTextsFuzzTest}.
 */
class GameTextsTest {

  private static final int INPUTS = 200;

  private static Map<String, DynamicTest> targets(Game<?, ?> game, int inputs) {
    return TextFuzz.create().seed(3).inputs(inputs).tests(game)
        .collect(Collectors.toMap(DynamicTest::getDisplayName, Function.identity(), (a, b) -> a, java.util.LinkedHashMap::new));
  }

  private static DynamicTest target(Game<?, ?> game, String target, int inputs) {
    String name = game.spec() + ": " + target + " (seed 3, " + inputs + " inputs)";
    DynamicTest test = targets(game, inputs).get(name);
    assertTrue(test != null, "no target " + name + " in " + targets(game, inputs).keySet());
    return test;
  }

  @Test
  void aGameWithAPositionTextGetsATargetForEachOfItsTexts() {
    ClaimGame game = ClaimGame.of(6, 2, TurnPolicy.ALTERNATE);
    String prefix = "claim(length=6,players=2,turns=alternate): ";
    List<String> names = new java.util.ArrayList<>(
        List.of("game spec", "notation slot", "match record", "text play").stream()
            .map(target -> prefix + target + " (seed 3, 200 inputs)")
            .toList());
    names.add(prefix + "prompt examples (seed 3)");
    names.add(prefix + "position text (seed 3, 200 inputs)");
    assertEquals(names, List.copyOf(targets(game, INPUTS).keySet()));
  }

  @Test
  void aGameWithoutAPositionTextGetsNoPositionTextTarget() {
    assertEquals(
        List.of(
            "notakto: game spec (seed 3, 200 inputs)",
            "notakto: notation slot (seed 3, 200 inputs)",
            "notakto: match record (seed 3, 200 inputs)",
            "notakto: text play (seed 3, 200 inputs)",
            "notakto: prompt examples (seed 3)"),
        List.copyOf(targets(new Notakto(), INPUTS).keySet()));
  }

  @Test
  void everyTargetPassesForTheCorrectGameInstalledOrNot() throws Throwable {
    for (Game<?, ?> game : List.of(ClaimGame.of(5, 3, TurnPolicy.EXTRA_TURN_ON_CAPTURE), new Notakto())) {
      for (DynamicTest test : targets(game, INPUTS).values()) {
        test.getExecutable().execute();
      }
    }
  }

  @Test
  void thePromptExamplesCatchAnExampleTheStateRefuses() {
    ClaimGame game = ClaimGame.of(6, 2, TurnPolicy.ALTERNATE);
    TextPlay<ClaimState, Slot> stale =
        new TextPlay<>() {
          @Override
          public ClaimGame game() {
            return game;
          }

          @Override
          public java.util.Optional<String> example(ClaimState state, io.github.gridgames.core.Notation<Slot> notation) {
            return java.util.Optional.of(notation.format(game.initialState().legalMoves().get(0)));
          }
        };
    DynamicTest examples =
        TextFuzz.create().seed(3).inputs(INPUTS).tests(game, stale).filter(t -> t.getDisplayName().contains("prompt examples")).findFirst().orElseThrow();
    AssertionError e = assertThrows(AssertionError.class, () -> examples.getExecutable().execute());
    assertTrue(e.getMessage().contains("is legal in"), e.getMessage());
  }

  @Test
  void theTextPlayTargetCatchesAnErrorOfAnotherNotationThanTheOneInUse() {
    ClaimGame game = ClaimGame.of(6, 2, TurnPolicy.ALTERNATE);
    TextPlay<ClaimState, Slot> wrong =
        new TextPlay<>() {
          @Override
          public ClaimGame game() {
            return game;
          }

          @Override
          public Slot read(ClaimState state, String text, io.github.gridgames.core.Notation<Slot> notation) {
            try {
              return TextPlay.of(game).read(state, text, notation);
            } catch (io.github.gridgames.core.NotationException e) {
              throw new io.github.gridgames.core.NotationException(e.input(), 0, "something else");
            }
          }
        };
    DynamicTest play =
        TextFuzz.create().seed(3).inputs(INPUTS).tests(game, wrong).filter(t -> t.getDisplayName().contains(": text play (")).findFirst().orElseThrow();
    AssertionError e = assertThrows(AssertionError.class, () -> play.getExecutable().execute());
    assertTrue(e.getMessage().contains("the error is the notation in use's"), e.getMessage());
  }

  @Test
  void theNotationTargetCatchesANotationThatReadsAnotherMove() {
    DynamicTest notation = target(ClaimGame.withBug(Bug.NOTATION_READS_THE_NEXT_CELL), "notation slot", INPUTS);
    AssertionError e = assertThrows(AssertionError.class, () -> notation.getExecutable().execute());
    assertTrue(e.getMessage().contains("the move read back from its text"), e.getMessage());
  }

  /**
   * The game writes every text with the first player to move, so only a mutated text that names
   * the second player reads as a state whose text reads back unequal: it takes more inputs.
   */
  @Test
  void thePositionTextTargetCatchesATextThatLosesThePlayerToMove() {
    DynamicTest position = target(ClaimGame.withBug(Bug.TEXT_DROPS_MOVER), "position text", 3000);
    AssertionError e = assertThrows(AssertionError.class, () -> position.getExecutable().execute());
    assertTrue(e.getMessage().contains("the value read back from its text"), e.getMessage());
  }

  /** One input in sixteen is a sample unchanged: from 1000 inputs on, a target must read some. */
  @Test
  void aTargetThatReadsNoInputAtAllFails() {
    DynamicTest notation = target(ClaimGame.withBug(Bug.NOTATION_READS_NOTHING), "notation slot", 1000);
    AssertionError e = assertThrows(AssertionError.class, () -> notation.getExecutable().execute());
    assertTrue(e.getMessage().startsWith("no input was read, not even the valid samples: "), e.getMessage());
  }

  @Test
  void aTargetWithFewerInputsMayReadNone() throws Throwable {
    target(ClaimGame.withBug(Bug.NOTATION_READS_NOTHING), "notation slot", 999).getExecutable().execute();
  }

  @Test
  void refusesTheTextPlayOfAnotherGame() {
    TextPlay<ClaimState, Slot> other = TextPlay.of(ClaimGame.of(5, 2, TurnPolicy.ALTERNATE));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TextFuzz.create().tests(ClaimGame.of(6, 2, TurnPolicy.ALTERNATE), other));
    assertEquals(
        "the text play is of claim(length=5,players=2,turns=alternate), not of claim(length=6,players=2,turns=alternate)", e.getMessage());
  }
}
