package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.dotsboxes.tools.DotsBoxesTools;
import org.junit.jupiter.api.Test;

/** Two separately built equal games accept each other's notations everywhere. */
class EqualGamesNotationsTest {

  private final DotsBoxes one = DotsBoxes.of(3, 3);
  private final DotsBoxes two = DotsBoxes.of(3, 3);

  @Test
  void equalGamesAcceptEachOthersNotations() {
    Edge first = Edge.of(0, 0, 0, 1);
    Edge second = Edge.of(1, 1, 2, 1);
    for (Notation<Edge> mine : one.notations()) {
      Notation<Edge> theirs = two.notation(mine.name());
      assertNotSame(mine, theirs);
      assertEquals(mine, theirs);
      assertEquals(one.initialState().render(mine), one.initialState().render(theirs));

      TextPlay<DotsBoxesState, Edge> text = new DotsBoxesTools().textPlay(one);
      assertEquals(text.prompt(one.initialState(), mine), text.prompt(one.initialState(), theirs));
      assertEquals(text.show(one.initialState(), mine, 80), text.show(one.initialState(), theirs, 80));
      assertEquals(text.describe(first, mine), text.describe(first, theirs));

      Match<DotsBoxesState, Edge> match = Match.start(one);
      match.play(theirs.format(first), theirs);
      match.play(theirs.format(second), theirs);
      MatchRecord record = match.record(theirs);
      assertEquals(mine.name(), record.notation());
      assertEquals(match.state(), Match.replay(two, record).state());
    }
  }

  @Test
  void notationsOfDifferentGamesOrKindsAreUnequalAndPrintTheirNames() {
    DotsBoxes bigger = DotsBoxes.of(4, 4);
    for (Notation<Edge> mine : one.notations()) {
      assertEquals(mine.name(), mine.toString());
      assertNotEquals(mine, bigger.notation(mine.name()));
      assertNotEquals(mine, mine.name());
      for (Notation<Edge> other : one.notations()) {
        assertEquals(mine.name().equals(other.name()), mine.equals(other), mine + " and " + other);
      }
    }
  }

  @Test
  void aNotationOfAnotherGameIsRefusedByMatchWithItsName() {
    Notation<Edge> other = DotsBoxes.of(3, 4).boxSides();
    Match<DotsBoxesState, Edge> match = Match.start(one);
    String message =
        "box-side is not a notation of dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture); it has"
            + " dot-pair, box-side, line-number";
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> match.play("A1 T", other)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> match.record(other)).getMessage());
  }
}
