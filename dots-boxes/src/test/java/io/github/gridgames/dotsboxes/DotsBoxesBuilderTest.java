package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Building a game: {@code of}, the builder, {@code toBuilder} and {@code fromSpec}. */
class DotsBoxesBuilderTest {

  private static final TurnPolicy CUSTOM =
      TurnPolicy.of("loser-stays", (mover, effect, n) -> effect.captured() ? mover.next(n) : mover);

  private static final List<TurnPolicy> POLICIES =
      List.of(TurnPolicy.EXTRA_TURN_ON_CAPTURE, TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6, CUSTOM);

  private static DotsBoxes random(SplittableRandom random) {
    return DotsBoxes.builder()
        .rows(random.nextInt(1, DotsBoxes.MAX_SIZE + 1))
        .cols(random.nextInt(1, DotsBoxes.MAX_SIZE + 1))
        .players(random.nextInt(DotsBoxes.MIN_PLAYERS, DotsBoxes.MAX_PLAYERS + 1))
        .turnPolicy(POLICIES.get(random.nextInt(POLICIES.size())))
        .build();
  }

  @Test
  void theBuildersDefaultsAreThreeByThreeForTwoWithAnExtraTurnOnCapture() {
    DotsBoxes game = DotsBoxes.builder().build();
    assertEquals(DotsBoxes.of(3, 3), game);
    assertEquals(3, game.rows());
    assertEquals(3, game.cols());
    assertEquals(2, game.playerCount());
    assertSame(TurnPolicy.EXTRA_TURN_ON_CAPTURE, game.turnPolicy());
    DotsBoxes set = DotsBoxes.builder().rows(2).cols(5).players(3).turnPolicy(TurnPolicy.ALTERNATE).build();
    assertEquals(2, set.rows());
    assertEquals(5, set.cols());
    assertEquals(3, set.playerCount());
    assertSame(TurnPolicy.ALTERNATE, set.turnPolicy());
  }

  @Test
  void toBuilderKeepsEverySetting() {
    SplittableRandom random = new SplittableRandom(31);
    for (int i = 0; i < 200; i++) {
      DotsBoxes game = random(random);
      DotsBoxes copy = game.toBuilder().build();
      assertEquals(game, copy);
      assertEquals(game.rows(), copy.rows());
      assertEquals(game.cols(), copy.cols());
      assertEquals(game.playerCount(), copy.playerCount());
      assertSame(game.turnPolicy(), copy.turnPolicy());
    }
  }

  @Test
  void toBuilderChangesOneSettingAndKeepsTheOthers() {
    DotsBoxes game = DotsBoxes.builder().rows(2).cols(5).players(3).turnPolicy(TurnPolicy.ALTERNATE).build();
    assertEquals("dots-boxes(rows=4,cols=5,players=3,turns=alternate)", game.toBuilder().rows(4).build().toString());
    assertEquals("dots-boxes(rows=2,cols=4,players=3,turns=alternate)", game.toBuilder().cols(4).build().toString());
    assertEquals("dots-boxes(rows=2,cols=5,players=4,turns=alternate)", game.toBuilder().players(4).build().toString());
    assertEquals(
        "dots-boxes(rows=2,cols=5,players=3,turns=extra-turn-on-capture)",
        game.toBuilder().turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build().toString());
    assertEquals("dots-boxes(rows=2,cols=5,players=3,turns=alternate)", game.toString());
  }

  @Test
  void theBuilderChecksOnBuildNamingTheBadValue() {
    DotsBoxes.Builder builder = DotsBoxes.builder().rows(0);
    assertEquals(
        "rows must be between 1 and 100 (the largest board is 100 x 100 boxes), got 0",
        assertThrows(IllegalArgumentException.class, builder::build).getMessage());
    assertEquals(
        "cols must be between 1 and 100 (the largest board is 100 x 100 boxes), got 101",
        assertThrows(IllegalArgumentException.class, () -> DotsBoxes.builder().cols(101).build()).getMessage());
    assertEquals(
        "players must be between 2 and 26, got 27",
        assertThrows(IllegalArgumentException.class, () -> DotsBoxes.builder().players(27).build()).getMessage());
    assertEquals(
        "turnPolicy",
        assertThrows(NullPointerException.class, () -> DotsBoxes.builder().turnPolicy(null)).getMessage());
    assertEquals(DotsBoxes.of(1, 1), builder.rows(1).cols(1).build());
  }

  @Test
  void fromSpecReadsTheSpecBackWithTheSameDefaultsAsTheText() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 200; i++) {
      DotsBoxes game = random(random);
      if (game.turnPolicy() != CUSTOM) {
        assertEquals(game, DotsBoxes.fromSpec(game.spec()));
        assertEquals(game, DotsBoxes.fromSpec(GameSpec.parse(game.toString())));
      }
    }
    assertEquals(DotsBoxes.of(3, 3), DotsBoxes.fromSpec(GameSpec.parse("dots-boxes")));
    assertEquals(DotsBoxes.of(5, 5), DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(rows=5)")));
    assertEquals(DotsBoxes.of(4, 4), DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(cols=4)")));
    assertEquals(DotsBoxes.of(2, 7), DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(rows=2,cols=7)")));
    assertEquals(
        DotsBoxes.builder().players(4).turnPolicy(TurnPolicy.CONNECT6).build(),
        DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(players=4,turns=connect6)")));
    assertEquals(DotsBoxes.of(3, 3), new DotsBoxesProvider().create(GameSpec.parse("dots-boxes")));
  }

  @Test
  void fromSpecRefusesWhatItCannotReadNamingTheParameter() {
    assertEquals(
        "parameter rows must be between 1 and 100 (the largest board is 100 x 100 boxes), got 0",
        message(() -> DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(rows=0)"))));
    assertEquals(
        "parameter cols must be between 1 and 100 (the largest board is 100 x 100 boxes), got 101",
        message(() -> DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(rows=2,cols=101)"))));
    assertEquals(
        "parameter cols must be between 1 and 100 (the largest board is 100 x 100 boxes), got -3",
        message(() -> DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(cols=-3)"))));
    assertEquals(
        "parameter players must be between 2 and 26, got 1 in dots-boxes(players=1)",
        message(() -> DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(players=1)"))));
    assertEquals(
        "parameter turns of dots-boxes must be one of alternate, extra-turn-on-capture, connect6, got"
            + " 'loser-stays'; custom turn policies cannot be read from text, build the game with"
            + " DotsBoxes.builder().turnPolicy(policy) instead",
        message(() -> DotsBoxes.fromSpec(DotsBoxes.builder().turnPolicy(CUSTOM).build().spec())));
    assertEquals(
        "expected a dots-boxes game, got 'mnk'",
        message(() -> DotsBoxes.fromSpec(GameSpec.parse("mnk(rows=3)"))));
    assertTrue(message(() -> DotsBoxes.fromSpec(GameSpec.parse("dots-boxes(size=3)"))).contains("'size'"));
    assertEquals("spec", assertThrows(NullPointerException.class, () -> DotsBoxes.fromSpec(null)).getMessage());
  }

  private static String message(org.junit.jupiter.api.function.Executable call) {
    return assertThrows(IllegalArgumentException.class, call).getMessage();
  }

  @Test
  void theNotationsHaveTypedAccessorsAndTheLineNumbersOnlySquareBoards() {
    DotsBoxes square = DotsBoxes.of(3, 3);
    assertEquals(List.of(square.dotPairs(), square.boxSides(), square.lineNumbers().orElseThrow()), square.notations());
    assertEquals(square.notation("line-number"), square.lineNumbers().orElseThrow());
    assertEquals(square.notation("dot-pair"), square.dotPairs());
    assertEquals(square.notation("box-side"), square.boxSides());
    assertEquals(square.notation(), square.dotPairs());
    DotsBoxes wide = DotsBoxes.of(2, 3);
    assertEquals(Optional.empty(), wide.lineNumbers());
    assertEquals(List.of(wide.dotPairs(), wide.boxSides()), wide.notations());
    assertNotEquals(square.dotPairs(), wide.dotPairs());
  }
}
