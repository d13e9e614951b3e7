package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;
import static org.quicktheories.generators.SourceDSL.strings;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

class PointNotationTest {

  private static final Notation<Point> COMMA = NRow.of(5, 3).notation("comma");
  private static final Notation<Point> SPACE = NRow.of(5, 3).notation("space");

  /** Whitespace strings: none, spaces, tabs and a few others. */
  private static final Gen<String> BLANKS =
      Generate.pick(List.of("", " ", "  ", "\t", " \t ", "\u2003", "\n"));

  /** Coordinates biased towards the int limits. */
  private static final Gen<Integer> COORDINATES =
      integers()
          .all()
          .mix(
              Generate.pick(
                  List.of(
                      Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, 0, 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE)),
              40);

  private static NotationException refused(Notation<Point> notation, String text) {
    return assertThrows(NotationException.class, () -> notation.parse(text), text);
  }

  @Test
  void defaultNotationIsCommaThenSpace() {
    assertEquals(List.of("comma", "space"), NRow.of(5, 3).notations().stream().map(Notation::name).toList());
    assertEquals(COMMA, NRow.of(5, 3).notation());
    assertEquals("x,y", COMMA.syntax());
    assertEquals("x y", SPACE.syntax());
    assertEquals("comma (x,y)", COMMA.toString());
    assertEquals("space (x y)", SPACE.toString());
  }

  @Test
  void parsesTheReferenceForms() {
    assertEquals(Point.of(3, 4), COMMA.parse("3,4"));
    assertEquals(Point.of(-3, 7), COMMA.parse("  -3 ,\t7  "));
    assertEquals(Point.of(5, 0), COMMA.parse("+5,-0"));
    assertEquals(Point.of(7, 10), COMMA.parse("007,010"));
    assertEquals(Point.of(3, -4), SPACE.parse("3 -4"));
    assertEquals(Point.of(3, 4), SPACE.parse("\t3 \t 4 "));
    assertEquals(
        Point.of(Integer.MIN_VALUE, Integer.MAX_VALUE), COMMA.parse("-2147483648,2147483647"));
    assertEquals(
        Point.of(Integer.MAX_VALUE, Integer.MIN_VALUE), SPACE.parse("2147483647 -2147483648"));
  }

  @Test
  void formatsWithoutSpacesOrSigns() {
    assertEquals("-3,7", COMMA.format(Point.of(-3, 7)));
    assertEquals("-3 7", SPACE.format(Point.of(-3, 7)));
    assertEquals("-2147483648,2147483647", COMMA.format(Point.of(Integer.MIN_VALUE, Integer.MAX_VALUE)));
  }

  @Test
  void errorsSayWhatWasExpectedAndWhere() {
    NotationException empty = refused(COMMA, "");
    assertEquals(0, empty.position());
    assertEquals("the x coordinate, an integer such as -3 or 12", empty.expected());
    assertEquals(1, refused(COMMA, "3").position());
    assertTrue(refused(COMMA, "3").expected().startsWith("',' between x and y"));
    assertEquals(2, refused(COMMA, "3 4").position());
    NotationException noY = refused(COMMA, "3,");
    assertEquals(2, noY.position());
    assertTrue(noY.expected().startsWith("the y coordinate"));
    NotationException extra = refused(COMMA, "3,4,5");
    assertEquals(3, extra.position());
    assertEquals("the end of the text after y", extra.expected());
    assertEquals(0, refused(COMMA, "a,b").position());
    NotationException sign = refused(COMMA, "-,3");
    assertEquals(1, sign.position());
    assertEquals("a digit after the sign of the x coordinate", sign.expected());
    NotationException big = refused(COMMA, "2147483648,0");
    assertEquals(0, big.position());
    assertEquals("the x coordinate between -2147483648 and 2147483647", big.expected());
    NotationException small = refused(COMMA, "0, -2147483649");
    assertEquals(3, small.position());
    assertEquals("the y coordinate between -2147483648 and 2147483647", small.expected());
    assertEquals(0, refused(COMMA, "99999999999999999999999999999,1").position());
    NotationException joined = refused(SPACE, "3,4");
    assertEquals(1, joined.position());
    assertEquals("whitespace between x and y (syntax x y)", joined.expected());
    assertEquals(1, refused(SPACE, "3").position());
    assertEquals(2, refused(SPACE, "3 ").position());
    assertEquals(0, refused(SPACE, "\u0663 4").position(), "only ASCII digits");
    assertTrue(refused(COMMA, "x").getMessage().contains("found 'x'"));
  }

  @Test
  void everyPointRoundTripsInBothNotationsWithAnyWhitespace() {
    qt().withFixedSeed(11L)
        .withExamples(2000)
        .forAll(COORDINATES, COORDINATES, BLANKS, BLANKS)
        .checkAssert(
            (x, y, before, after) -> {
              Point p = Point.of(x, y);
              assertEquals(p, COMMA.parse(COMMA.format(p)));
              assertEquals(p, SPACE.parse(SPACE.format(p)));
              assertEquals(p, COMMA.parse(before + x + before + "," + after + y + after));
              assertEquals(p, SPACE.parse(before + x + " " + after + y + after));
            });
  }

  @Test
  void numbersBeyondTheIntRangeAreRefusedAtTheirStart() {
    Gen<Long> nearLimits =
        longs()
            .between(Integer.MIN_VALUE - 3L, Integer.MIN_VALUE + 3L)
            .mix(longs().between(Integer.MAX_VALUE - 3L, Integer.MAX_VALUE + 3L))
            .mix(longs().all(), 30);
    qt().withFixedSeed(12L)
        .withExamples(2000)
        .forAll(nearLimits, nearLimits)
        .checkAssert(
            (x, y) -> {
              boolean xFits = x == (int) (long) x;
              boolean yFits = y == (int) (long) y;
              String text = x + "," + y;
              if (xFits && yFits) {
                assertEquals(Point.of((int) (long) x, (int) (long) y), COMMA.parse(text));
              } else {
                NotationException e = refused(COMMA, text);
                int expected = xFits ? text.indexOf(',') + 1 : 0;
                assertEquals(expected, e.position(), text);
                assertTrue(e.expected().contains("between -2147483648 and 2147483647"));
              }
            });
  }

  @Test
  void randomTextEitherParsesToAPointThatRoundTripsOrFailsWithAPosition() {
    Gen<String> text =
        strings()
            .betweenCodePoints(0x20, 0x7e)
            .ofLengthBetween(0, 12)
            .mix(strings().allPossible().ofLengthBetween(0, 12), 30)
            .mix(
                Generate.pick(List.of("0", "1", "9", "-", "+", ",", " ", "\t", "x", "1,", "1 ")),
                5)
            .mix(digitSoup(), 40);
    qt().withFixedSeed(13L)
        .withExamples(5000)
        .forAll(text)
        .checkAssert(
            s -> {
              for (Notation<Point> notation : List.of(COMMA, SPACE)) {
                try {
                  Point p = notation.parse(s);
                  assertEquals(p, notation.parse(notation.format(p)));
                } catch (NotationException e) {
                  assertEquals(s, e.input());
                  assertTrue(e.position() >= 0 && e.position() <= s.length(), e.getMessage());
                  assertTrue(e.getMessage().startsWith("expected "), e.getMessage());
                } catch (RuntimeException e) {
                  fail("'" + s + "' raised " + e, e);
                }
              }
            });
  }

  /** Strings made of the characters that matter to the parsers, so many of them parse. */
  private static Gen<String> digitSoup() {
    String alphabet = "0123456789-+, \t";
    return lists()
        .map(
            codes -> {
              StringBuilder sb = new StringBuilder();
              for (int c : codes) {
                sb.append(alphabet.charAt(c));
              }
              return sb.toString();
            });
  }

  private static Gen<List<Integer>> lists() {
    return org.quicktheories.generators.SourceDSL.lists()
        .of(integers().between(0, 14))
        .ofSizeBetween(0, 14);
  }
}
