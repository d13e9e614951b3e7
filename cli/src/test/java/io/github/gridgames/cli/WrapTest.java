package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Text wrapped at word boundaries, and lists said as sentences. */
class WrapTest {

  @Test
  void wrapsAtSpacesKeepingBracketsQuotesAndIndentWhole() {
    assertEquals(
        "a line as (row,col)-(row,col),\nsuch as [A1 T] or '2 3'",
        Wrap.text("a line as (row,col)-(row,col), such as [A1 T] or '2 3'", 30));
    assertEquals("such as\n[A1 T]", Wrap.text("such as [A1 T]", 10));
    assertEquals("such as\n'2 3'", Wrap.text("such as '2 3'", 10));
    assertEquals("  Tic-Tac-Toe\n  (m,n,k-game)\n  and more", Wrap.text("  Tic-Tac-Toe (m,n,k-game) and more", 15));
    assertEquals("the player's\nturn", Wrap.text("the player's turn", 13));
    assertEquals("short  spacing kept", Wrap.text("short  spacing kept", 40));
    assertEquals("  undo        take back your\n  last move", Wrap.text("  undo        take back your last move", 30));
    assertEquals("averyveryverylongword\nx", Wrap.text("averyveryverylongword x", 5));
    assertEquals("one\n\ntwo", Wrap.text("one\n\ntwo", 10));
    assertThrows(IllegalArgumentException.class, () -> Wrap.text("x", 0));
  }
}
