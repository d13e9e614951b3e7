package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.tictactoe.tools.MnkGameTools;
import org.junit.jupiter.api.Test;

/** Two separately built equal games accept each other's notations everywhere. */
class EqualGamesNotationsTest {

  private final MnkGame one = MnkGame.of(4, 4, 3);
  private final MnkGame two = MnkGame.of(4, 4, 3);

  @Test
  void equalGamesAcceptEachOthersNotations() {
    assertNotSame(one, two);
    for (String name : new String[] {"row-col", "algebraic"}) {
      Notation<Cell> theirs = two.notation(name);
      assertNotSame(one.notation(name), theirs);
      assertEquals(one.notation(name), theirs);
      assertEquals(one.initialState().render(one.notation(name)), one.initialState().render(theirs));

      TextPlay<MnkState, Cell> text = new MnkGameTools().textPlay(one);
      assertEquals(text.prompt(one.initialState(), one.notation(name)), text.prompt(one.initialState(), theirs));
      assertEquals(text.show(one.initialState(), one.notation(name), 80), text.show(one.initialState(), theirs, 80));
      assertEquals(text.describe(Cell.of(1, 2), one.notation(name)), text.describe(Cell.of(1, 2), theirs));

      Match<MnkState, Cell> match = Match.start(one);
      match.play(theirs.format(Cell.of(1, 2)), theirs);
      match.play(theirs.format(Cell.of(0, 0)), theirs);
      MatchRecord record = match.record(theirs);
      assertEquals(name, record.notation());
      assertEquals(match.state(), Match.replay(two, record).state());
    }
  }

  @Test
  void aNotationOfAnotherGameIsRefusedByMatchWithItsName() {
    Notation<Cell> other = MnkGame.of(4, 4, 4).algebraic();
    Match<MnkState, Cell> match = Match.start(one);
    String message =
        "algebraic is not a notation of tictactoe(rows=4,cols=4,k=3,overlines=win); it has row-col, algebraic";
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> match.play("a1", other)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> match.record(other)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> one.initialState().render(other)).getMessage());
  }
}
