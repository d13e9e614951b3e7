package io.github.gridgames.examples.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShortGameTest {

  @Test
  void playsAWholeGameThatTheRecordReplays() {
    ShortGame.Result result = ShortGame.play();
    DotsBoxesState end = result.finalState();
    assertTrue(end.isTerminal());
    assertEquals(12, end.drawnCount(), "every line of 2 x 2 boxes is drawn");
    assertEquals(4, end.score(Player.FIRST) + end.score(Player.SECOND));
    assertTrue(result.extraTurns() >= 1, "completing a box earns another turn");
    MatchRecord record = MatchRecord.parse(result.record());
    assertEquals(12, record.moves().size());
    assertEquals("dot-pair", record.notation());
  }

  @Test
  void refusalsGiveTheirReasons() {
    List<String> refusals = ShortGame.play().refusals();
    assertEquals(5, refusals.size(), refusals.toString());
    assertTrue(refusals.get(0).startsWith("already-drawn: "), refusals.get(0));
    assertTrue(refusals.get(1).startsWith("not-a-unit-line: "), refusals.get(1));
    assertTrue(refusals.get(2).startsWith("out-of-bounds: "), refusals.get(2));
    assertEquals(
        "unreadable: expected a line number from 0 to 11 at position 0 of \"99\", found '99'", refusals.get(3));
    assertEquals("already-drawn: The line (0,0)-(0,1) is already drawn.", refusals.get(4));
  }

  @Test
  void theRulesComeWithoutAgents() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("io.github.gridgames.ai.GameAgents"));
    assertThrows(
        ClassNotFoundException.class,
        () -> Class.forName("io.github.gridgames.dotsboxes.strategy.StrongDotsBoxesAgent"));
  }

  @Test
  void theGameIsFoundByItsCanonicalText() {
    assertEquals(
        ShortGame.play().finalState().game(),
        Games.parse("dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture)"));
  }
}
