package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TextPlayTest {

  private final TextPlay<Pile, Pile.Take> text = TextPlay.of(Pile.GAME);
  private final Pile start = Pile.GAME.initialState();

  @Test
  void readsEveryNotation() {
    assertEquals(new Pile.Take(2), text.read(start, "  take 2 "));
    assertEquals(new Pile.Take(3), text.read(start, "-3"));
  }

  @Test
  void aMoveTheRulesRefuseGetsTheRulesSentence() {
    RefusedInputException e = assertThrows(RefusedInputException.class, () -> text.read(start, "-7"));
    assertEquals("You may take 1 to 3 stones.", e.getMessage());
    assertInstanceOf(IllegalMoveException.class, e.getCause());
  }

  @Test
  void unreadableTextGetsTheErrorOfTheNotationItMostResembles() {
    // "take x" reads furthest in the words notation.
    assertEquals(
        "Please answer in the format take N or -N, such as take 1: expected one digit at position 5"
            + " of \"take x\", found 'x'.",
        assertThrows(RefusedInputException.class, () -> text.read(start, "take x")).getMessage());
    // "+2" fails at the first sign in both; its shape is closer to "-1" than to "take 1".
    assertEquals(
        "Please answer in the format take N or -N, such as take 1: expected '-' at position 0 of"
            + " \"+2\", found '+'.",
        assertThrows(RefusedInputException.class, () -> text.read(start, "+2")).getMessage());
  }

  @Test
  void promptHelpAndDescriptionsComeFromTheNotations() {
    assertEquals("take N or -N", text.prompt());
    assertEquals("take N or -N, such as take 1", text.help());
    assertEquals("take 2", text.describe(new Pile.Take(2)));
  }

  @Test
  void showDrawsTheStateAndItsStatus() {
    assertEquals("ooooo\nPlayer A's turn.", text.show(start));
    Pile end = start.play(new Pile.Take(3)).play(new Pile.Take(2));
    assertEquals("\nPlayer B wins.", text.show(end));
    assertEquals("Player B wins.", text.result(end));
    assertThrows(IllegalArgumentException.class, () -> text.result(start));
    assertEquals(text.show(start), text.show(start, 1), "the default ignores the width");
    assertEquals("Player A's turn.", text.status(start));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> text.show(start, 0));
    assertEquals("a screen must be at least 1 column wide, got 0", e.getMessage());
  }
}
