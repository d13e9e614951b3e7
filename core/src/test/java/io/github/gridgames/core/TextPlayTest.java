package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.tools.TextPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TextPlayTest {

  private final TextPlay<Pile, Pile.Take> text = TextPlay.of(Pile.GAME);
  private final Pile start = Pile.GAME.initialState();
  private final Notation<Pile.Take> words = Pile.GAME.notation("words");
  private final Notation<Pile.Take> minus = Pile.GAME.notation("minus");

  @Test
  void readsEveryNotation() {
    assertEquals(new Pile.Take(2), text.read(start, "  take 2 ", words));
    assertEquals(new Pile.Take(3), text.read(start, "-3", words));
    assertEquals(new Pile.Take(2), text.read(start, "take 2", minus));
  }

  @Test
  void aMoveTheRulesRefuseThrowsTheViolation() {
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> text.read(start, "-7", words));
    assertEquals("You may take 1 to 3 stones.", e.getMessage());
    assertEquals(Reason.OUT_OF_BOUNDS, e.violation().reason());
  }

  @Test
  void unreadableTextThrowsTheErrorOfTheNotationInUse() {
    NotationException inWords = assertThrows(NotationException.class, () -> text.read(start, "take x", words));
    assertEquals("expected one digit at position 5 of \"take x\", found 'x'", inWords.getMessage());
    assertEquals(5, inWords.position());
    assertEquals(5, inWords.end());
    assertEquals("one digit", inWords.expected());
    // The same text in the minus notation: its error, though the words notation read further.
    assertEquals(
        "expected '-' at position 0 of \"take x\", found 't'",
        assertThrows(NotationException.class, () -> text.read(start, "take x", minus)).getMessage());
    assertEquals(
        "expected 'take ' at position 0 of \"+2\", found '+'",
        assertThrows(NotationException.class, () -> text.read(start, "+2", words)).getMessage());
  }

  @Test
  void aRefusedPartIsTheErrorOfItsNotation() {
    Notation<Pile.Take> ranged =
        new Notation<>() {
          @Override
          public String name() {
            return "ranged";
          }

          @Override
          public String syntax() {
            return "N";
          }

          @Override
          public String format(Pile.Take move) {
            return Integer.toString(move.count());
          }

          @Override
          public Pile.Take parse(String text) {
            String t = text.strip();
            if (!t.matches("[0-9]+")) {
              throw new NotationException(t, 0, "a number");
            }
            if (!t.matches("[1-3]")) {
              throw new NotationException(t, 0, t.length(), "a number from 1 to 3");
            }
            return new Pile.Take(Integer.parseInt(t));
          }
        };
    Game<Pile, Pile.Take> game = Pile.game(java.util.List.of(Pile.NOTATIONS.get(1), ranged));
    NotationException e =
        assertThrows(NotationException.class, () -> TextPlay.of(game).read(game.initialState(), "45", ranged));
    assertEquals("expected a number from 1 to 3 at position 0 of \"45\", found '45'", e.getMessage());
    assertEquals(2, e.end());
  }

  @Test
  void thePromptIsTheNotationsSyntaxWithAnExample() {
    assertEquals("take N, such as take 1", text.prompt(start, words));
    assertEquals("-N, such as -1", text.prompt(start, minus));
    Pile over = start.play(new Pile.Take(3)).play(new Pile.Take(2));
    assertEquals("take N", text.prompt(over, words), "no example once the game is over");
    assertEquals(Optional.empty(), text.example(over, words));
    assertEquals("take 2", text.describe(new Pile.Take(2), words));
    assertEquals("-2", text.describe(new Pile.Take(2), minus));
  }

  /** A notation that reads nothing: it refuses every text at {@code reach} (or the text's end) and writes every move as {@code example}. */
  private static Notation<Pile.Take> refusing(String name, String example, int reach) {
    return new Notation<>() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String syntax() {
        return example;
      }

      @Override
      public String format(Pile.Take move) {
        return example;
      }

      @Override
      public Pile.Take parse(String text) {
        throw new NotationException(text, Math.min(reach, text.length()), name);
      }
    };
  }

  /**
   * Text that no notation reads gets the error of the notation in use, whichever notation reads
   * furthest.
   */
  @Test
  void unreadableTextGetsTheErrorOfTheNotationInUseWhicheverReadsFurthest() {
    String alphabet = "ab1 2-,(x9\t";
    SplittableRandom random = new SplittableRandom(17);
    for (int round = 0; round < 3000; round++) {
      StringBuilder typed = new StringBuilder();
      for (int n = random.nextInt(8); n > 0; n--) {
        typed.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      List<Notation<Pile.Take>> notations = new ArrayList<>();
      for (int i = 0, count = 2 + random.nextInt(3); i < count; i++) {
        notations.add(refusing("n" + i, "x", random.nextInt(3)));
      }
      Game<Pile, Pile.Take> game = Pile.game(notations);
      Notation<Pile.Take> inUse = notations.get(random.nextInt(notations.size()));
      NotationException e =
          assertThrows(NotationException.class, () -> TextPlay.of(game).read(game.initialState(), typed.toString(), inUse));
      assertEquals(inUse.name(), e.expected(), "'" + typed + "' in " + inUse.name());
      assertEquals(typed.toString().strip(), e.input());
    }
  }

  /** A notation that writes only some moves, and reads back only some of what it writes. */
  private static Notation<Pile.Take> picky(int unwritten, int unread) {
    return new Notation<>() {
      @Override
      public String name() {
        return "picky";
      }

      @Override
      public String syntax() {
        return "N";
      }

      @Override
      public String format(Pile.Take move) {
        if (move.count() == unwritten) {
          throw new IllegalArgumentException("cannot write " + move);
        }
        return Integer.toString(move.count());
      }

      @Override
      public Pile.Take parse(String text) {
        if (!text.strip().matches("[0-9]") || Integer.parseInt(text.strip()) == unread) {
          throw new NotationException(text, 0, "a digit other than " + unread);
        }
        return new Pile.Take(Integer.parseInt(text.strip()));
      }
    };
  }

  @Test
  void theExampleIsTheFirstLegalMoveTheNotationWritesAndReadsBack() {
    Notation<Pile.Take> picky = picky(1, 2);
    Game<Pile, Pile.Take> game = Pile.game(List.of(picky));
    TextPlay<Pile, Pile.Take> play = TextPlay.of(game);
    assertEquals(Optional.of("3"), play.example(game.initialState(), picky), "1 cannot be written, 2 not read back");
    assertEquals("N, such as 3", play.prompt(game.initialState(), picky));
    Pile two = new Pile(2, Player.FIRST);
    assertEquals(Optional.empty(), play.example(two, picky), "3 is not legal with 2 stones left");
    assertEquals("N", play.prompt(two, picky));
    assertEquals(Optional.of("take 1"), text.example(two, words));
  }

  @Test
  void theExampleOfEveryPositionIsLegalAndReadsBack() {
    for (int stones = 1; stones <= 5; stones++) {
      Pile state = new Pile(stones, Player.SECOND);
      for (Notation<Pile.Take> notation : Pile.GAME.notations()) {
        String example = text.example(state, notation).orElseThrow();
        assertEquals(Optional.empty(), state.check(notation.parse(example)), example);
        assertEquals(notation.parse(example), text.read(state, example, notation));
      }
    }
  }

  @Test
  void showDrawsTheStateAndItsStatus() {
    assertEquals("ooooo\nPlayer A's turn.", text.show(start, words, 80));
    Pile.Take two = new Pile.Take(2);
    assertEquals("ooo\nPlayer B's turn.", text.show(start.play(two), words, 80, two), "after a move as without it");
    assertThrows(NullPointerException.class, () -> text.show(start, words, 80, null));
    Pile end = start.play(new Pile.Take(3)).play(new Pile.Take(2));
    assertEquals("\nPlayer B wins.", text.show(end, minus, 1));
    assertEquals("ooooo", text.draw(start, words, 80), "the drawing alone");
    assertEquals("ooo", text.draw(start.play(two), words, 80, two));
    assertEquals("Player B wins.", text.result(end, words));
    assertThrows(IllegalArgumentException.class, () -> text.result(start, words));
    assertEquals("Player A's turn.", text.status(start, words));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> text.show(start, words, 0));
    assertEquals("a screen must be at least 1 column wide, got 0", e.getMessage());
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(start, words, 0, two)).getMessage());
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
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.prompt(start, foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.example(start, foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.read(start, "take 1", foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.draw(start, foreign, 80)).getMessage());
    assertEquals(
        message, assertThrows(IllegalArgumentException.class, () -> text.describe(new Pile.Take(1), foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.show(start, foreign, 80)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> text.status(start, foreign)).getMessage());
    Match<Pile, Pile.Take> match = Match.start(Pile.GAME);
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> match.play("take 1", foreign)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> match.record(foreign)).getMessage());
    assertEquals(0, match.moves().size(), "nothing refused changes the match");
    assertThrows(NullPointerException.class, () -> text.prompt(start, null));
  }

  @Test
  void aGameOverridesTheDrawingAndTheStatusFollowsIt() {
    TextPlay<Pile, Pile.Take> labelled =
        new TextPlay<>() {
          @Override
          public Game<Pile, Pile.Take> game() {
            return Pile.GAME;
          }

          @Override
          public String draw(Pile state, Notation<Pile.Take> notation, int columns) {
            return notation.name() + ": " + state.render();
          }
        };
    assertEquals("words: ooooo\nPlayer A's turn.", labelled.show(start, words, 40));
    assertEquals("minus: ooooo\nPlayer A's turn.", labelled.show(start, minus, 40));
    assertEquals("minus: ooo\nPlayer B's turn.", labelled.show(start.play(new Pile.Take(2)), minus, 40, new Pile.Take(2)));
  }

  @Test
  void theStatusAndResultOfAGameThatKeepsScoreShowTheScores() {
    Game<Pot, Pile.Take> two = Pot.game(2, 4);
    TextPlay<Pot, Pile.Take> text = TextPlay.of(two);
    Pot start = two.initialState();
    assertEquals("A 0, B 0", text.scoreLine(start));
    assertEquals("oooo\nScores: A 0, B 0\nPlayer A's turn.", text.show(start, words, 1));
    assertEquals("Scores: A 3, B 1\nPlayer A wins 3-1.", text.status(start.after(3, 1), words));
    assertEquals("Player B wins 3-1.", text.result(start.after(1, 3), words), "the winner's score first");
    assertEquals("The game is a draw, 2-2.", text.result(start.after(2, 2), words));
    assertEquals("", this.text.scoreLine(this.start), "a game without scores");
  }

  @Test
  void withMorePlayersTheResultListsEveryScoreFromTheHighestTiesInPlayerOrder() {
    TextPlay<Pot, Pile.Take> three = TextPlay.of(Pot.game(3, 6));
    Pot start = three.game().initialState();
    assertEquals("A 0, B 0, C 0", three.scoreLine(start));
    assertEquals("Player C wins: C 3, B 2, A 1.", three.result(start.after(1, 2, 3), minus));
    assertEquals("The game is a draw: A 2, B 2, C 2.", three.result(start.after(2, 2, 2), minus));
    TextPlay<Pot, Pile.Take> shared = TextPlay.of(Pot.game(3, 7));
    assertEquals(
        "Players B and C share the win: B 3, C 3, A 1.", shared.result(shared.game().initialState().after(1, 3, 3), words));
    TextPlay<Pot, Pile.Take> four = TextPlay.of(Pot.game(4, 7));
    assertEquals(
        "Players A, B and C share the win: A 2, B 2, C 2, D 1.",
        four.result(four.game().initialState().after(2, 2, 2, 1), words));
    assertEquals(
        "the game is not over: ongoing",
        assertThrows(IllegalArgumentException.class, () -> four.result(four.game().initialState(), words)).getMessage());
  }
}
