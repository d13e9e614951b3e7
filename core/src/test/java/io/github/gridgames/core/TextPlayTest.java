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

  @Test
  void aStateIsDrawnInEveryNotationOfItsGameAsRenderByDefault() {
    for (Notation<Pile.Take> notation : Pile.GAME.notations()) {
      assertEquals(start.render(), start.render(notation));
    }
  }

  @Test
  void aNotationOfAnotherGameIsRefusedWithItsNameAndTheGamesNotations() {
    Notation<Pile.Take> foreign = Pile.notation("words", "take N", "take ");
    String message = "words is not a notation of pile(stones=5); it has words, minus";
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> start.render(foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.in(foreign)).getMessage());
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> text.describe(new Pile.Take(1), foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.show(start, foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.show(start, foreign, 80)).getMessage());
    assertThrows(NullPointerException.class, () -> text.in(null));
  }

  @Test
  void aTextPlayInANotationDescribesInItAndStillReadsEveryNotation() {
    TextPlay<Pile, Pile.Take> minus = text.in(Pile.GAME.notation("minus"));
    assertEquals(Pile.GAME, minus.game());
    assertEquals("-2", minus.describe(new Pile.Take(2)));
    assertEquals("take 2", minus.describe(new Pile.Take(2), Pile.GAME.notation("words")));
    assertEquals("-2", text.describe(new Pile.Take(2), Pile.GAME.notation("minus")));
    assertEquals(new Pile.Take(2), minus.read(start, "take 2"));
    assertEquals(new Pile.Take(3), minus.read(start, "-3"));
    assertEquals(text.prompt(), minus.prompt());
    assertEquals(text.help(), minus.help());
    assertEquals(text.show(start), minus.show(start));
    assertEquals(text.show(start), minus.show(start, 5));
    assertEquals("Player A's turn.", minus.status(start));
    Pile end = start.play(new Pile.Take(3)).play(new Pile.Take(2));
    assertEquals("Player B wins.", minus.result(end));
    assertEquals("-1", minus.in(Pile.GAME.notation("minus")).describe(new Pile.Take(1)));
    assertEquals("take 1", minus.in(Pile.GAME.notation("words")).describe(new Pile.Take(1)));
  }

  @Test
  void theDrawingAndStatusInANotationComeFromTheNotationTakingForms() {
    TextPlay<Pile, Pile.Take> labelled =
        new TextPlay<>() {
          @Override
          public Game<Pile, Pile.Take> game() {
            return Pile.GAME;
          }

          @Override
          public String show(Pile state, Notation<Pile.Take> notation) {
            return notation.name() + ": " + state.render();
          }
        };
    assertEquals("words: ooooo", labelled.show(start));
    assertEquals("words: ooooo", labelled.show(start, 40));
    assertEquals("minus: ooooo", labelled.in(Pile.GAME.notation("minus")).show(start));
    assertEquals("minus: ooooo", labelled.in(Pile.GAME.notation("minus")).show(start, 40));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> labelled.in(Pile.GAME.notation("minus")).show(start, 0));
    assertEquals("a screen must be at least 1 column wide, got 0", e.getMessage());
  }
}
