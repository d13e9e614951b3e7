package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.nrow.tools.NRowTools;
import org.junit.jupiter.api.Test;

/** Two separately built equal games accept each other's notations everywhere. */
class EqualGamesNotationsTest {

  private final NRow one = NRow.of(4, 2);
  private final NRow two = NRow.of(4, 2);

  @Test
  void equalGamesAcceptEachOthersNotations() {
    assertNotSame(one, two);
    for (Notation<Point> mine : one.notations()) {
      Notation<Point> theirs = two.notation(mine.name());
      assertEquals(mine, theirs);
      assertEquals(mine.hashCode(), theirs.hashCode());
      NRowState start = one.initialState().play(Point.ORIGIN);
      assertEquals(start.render(mine), start.render(theirs));

      TextPlay<NRowState, Point> text = new NRowTools().textPlay(one);
      assertEquals(text.prompt(start, mine), text.prompt(start, theirs));
      assertEquals(text.show(start, mine, 80), text.show(start, theirs, 80));
      assertEquals(text.describe(Point.of(1, -1), mine), text.describe(Point.of(1, -1), theirs));

      Match<NRowState, Point> match = Match.start(one);
      match.play(theirs.format(Point.ORIGIN), theirs);
      match.play(theirs.format(Point.of(1, -1)), theirs);
      MatchRecord record = match.record(theirs);
      assertEquals(mine.name(), record.notation());
      assertEquals(match.state(), Match.replay(two, record).state());
    }
  }
}
