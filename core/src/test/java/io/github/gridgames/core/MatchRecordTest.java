package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchRecordTest {

  private final MatchRecord record = new MatchRecord(GameSpec.parse("g(n=3)"), "plain", List.of("a 1", "(0,0)-(0,1)", "#5"));

  @Test
  void textRoundTrips() {
    assertEquals("# gridgames match record\ngame: g(n=3)\nnotation: plain\n1. a 1\n2. (0,0)-(0,1)\n3. #5\n", record.toString());
    assertEquals(record, MatchRecord.parse(record.toString()));
    assertEquals(record, MatchRecord.parse(record.toString().replace("\n", "\r\n")));
    assertEquals(record, MatchRecord.parse("\n  game: g( n = 3 )\n# a comment\nnotation:  plain \n\n1.a 1\n  2.   (0,0)-(0,1)\n3. #5"));
  }

  @Test
  void aStartPositionIsTheLineAfterTheGameAndOldRecordsHaveNone() {
    MatchRecord started =
        new MatchRecord(GameSpec.parse("g(n=3)"), "plain", List.of("a 1"), java.util.Optional.of("X../... O"));
    assertEquals("# gridgames match record\ngame: g(n=3)\nstart: X../... O\nnotation: plain\n1. a 1\n", started.toString());
    assertEquals(started, MatchRecord.parse(started.toString()));
    assertEquals(java.util.Optional.empty(), record.start());
    assertEquals(java.util.Optional.empty(), MatchRecord.parse(record.toString()).start());
    assertEquals("'start:' or 'notation:' on line 2",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\n1. a\n")).expected());
    assertEquals("'notation:' on line 3",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\nstart: x\nstart: y\n")).expected());
    assertEquals("a position text on line 2",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\nstart:  \nnotation: n\n")).expected());
    assertEquals("the start position must be one non-blank line without surrounding spaces, got ' x'",
        assertThrows(
                IllegalArgumentException.class,
                () -> new MatchRecord(GameSpec.parse("g"), "n", List.of(), java.util.Optional.of(" x")))
            .getMessage());
  }

  @Test
  void parseErrorsNameTheLine() {
    assertEquals("expected 'game:' on line 1 at position 0 of \"notation: x\", found 'n'",
        assertThrows(NotationException.class, () -> MatchRecord.parse("notation: x")).getMessage());
    assertEquals("expected a 'notation:' line at position 7 of \"game: g\", found the end of the text",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g")).getMessage());
    assertEquals("'2.' starting line 4",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\nnotation: n\n1. a\n3. b\n")).expected());
    assertEquals("a move after '1.' on line 3",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\nnotation: n\n1. \n")).expected());
    assertEquals("a game id such as dots-boxes in the game on line 1",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: 7\nnotation: n\n")).expected());
  }

  /** Each error's position is its offset in the whole text, on indented lines too. */
  @Test
  void parseErrorsGiveTheirOffsetInTheWholeText() {
    assertEquals(6, position("game: 7\nnotation: n\n"));
    assertEquals(8, position("  game: 7\nnotation: n\n"));
    assertEquals(16, position("game: g\n  start: \nnotation: n\n"));
    assertEquals(18, position("game: g\n notation:  \n"));
    assertEquals(23, position("game: g\nnotation: n\n 1. \n"));
    assertEquals(22, position("game: g\nnotation: n\n  3. a\n"));
    NotationException first = assertThrows(NotationException.class, () -> MatchRecord.parse("\rgame: g\nnotation: n\n"));
    assertEquals(0, first.position());
    assertEquals("a line end (\\n or \\r\\n), not a lone carriage return, on line 1", first.expected());
  }

  private static int position(String text) {
    return assertThrows(NotationException.class, () -> MatchRecord.parse(text)).position();
  }

  @Test
  void aNotationNameIsOneNonBlankLine() {
    for (String name : new String[] {" ", "\nx", "\rx", "x\n"}) {
      assertEquals(
          "notation name must be one non-blank line, got '" + name + "'",
          assertThrows(IllegalArgumentException.class, () -> new MatchRecord(GameSpec.parse("g"), name, List.of())).getMessage());
    }
  }

  @Test
  void randomTextOnlyEverGivesANotationException() {
    qt().forAll(strings().ascii().ofLengthBetween(0, 80)).checkAssert(text -> {
      try {
        MatchRecord parsed = MatchRecord.parse(text);
        assertEquals(parsed, MatchRecord.parse(parsed.toString()));
      } catch (NotationException expected) {
        assertEquals(text, expected.input());
      }
    });
    qt().forAll(strings().ascii().ofLengthBetween(0, 40)).checkAssert(tail -> {
      String text = "game: g\nnotation: n\n" + tail;
      try {
        MatchRecord parsed = MatchRecord.parse(text);
        assertEquals(parsed, MatchRecord.parse(parsed.toString()));
      } catch (NotationException expected) {
        assertEquals(text, expected.input());
      }
    });
  }

  @Test
  void aByteOrderMarkIsAccepted() {
    assertEquals(record, MatchRecord.parse("\uFEFF" + record));
    assertEquals(record, MatchRecord.parse("\uFEFF" + record.toString().replace("\n", "\r\n")));
    assertEquals("expected 'game:' on line 1 at position 1 of \"\uFEFF\uFEFFgame: g\", found '\uFEFF'",
        assertThrows(NotationException.class, () -> MatchRecord.parse("\uFEFF\uFEFFgame: g")).getMessage());
  }

  @Test
  void aLoneCarriageReturnIsANotationError() {
    assertEquals("expected a line end (\\n or \\r\\n), not a lone carriage return, on line 3 at position 24 of "
            + "\"game: g\\u000anotation: n\\u000a1. a\\u000db\\u000a\", found '\\u000d'",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\nnotation: n\n1. a\rb\n")).getMessage());
    assertEquals("a line end (\\n or \\r\\n), not a lone carriage return, on line 2",
        assertThrows(NotationException.class, () -> MatchRecord.parse("game: g\nnotation: a\rb\n")).expected());
    assertEquals("a line end (\\n or \\r\\n), not a lone carriage return, on line 1",
        assertThrows(NotationException.class, () -> MatchRecord.parse("# a\r comment\ngame: g\nnotation: n\n")).expected());
    assertEquals(record, MatchRecord.parse(record + "\r"));
  }

  @Test
  void linesOfRecordPiecesOnlyEverGiveANotationException() {
    String[] lines = {"game: g", "game: g(n=3)", "notation: n", "notation: a\rb", "1. a", "2. b\rc", "3. c", "# x\ry", "", "\uFEFF", " \t "};
    String[] ends = {"\n", "\r\n", "\r", "\r\r\n"};
    qt().forAll(lists().of(integers().between(0, lines.length * ends.length - 1)).ofSizeBetween(0, 8)).checkAssert(choices -> {
      StringBuilder text = new StringBuilder();
      choices.forEach(c -> text.append(lines[c / ends.length]).append(ends[c % ends.length]));
      try {
        MatchRecord parsed = MatchRecord.parse(text.toString());
        assertEquals(parsed, MatchRecord.parse(parsed.toString()));
      } catch (NotationException expected) {
        assertEquals(text.toString(), expected.input());
      }
    });
  }

  @Test
  void movesMustBeSingleLines() {
    assertEquals("move 1 must be one non-blank line without surrounding spaces, got 'a\nb'",
        assertThrows(IllegalArgumentException.class, () -> new MatchRecord(GameSpec.parse("g"), "n", List.of("a\nb"))).getMessage());
  }
}
