package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class GameSpecTest {

  private static final String NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-";
  private static final String VALUE_CHARS = NAME_CHARS + "ABCXYZ._+";

  private static Gen<String> word(String alphabet, int maxLength) {
    return lists().of(integers().between(0, alphabet.length() - 1)).ofSizeBetween(0, maxLength)
        .map(indexes -> {
          StringBuilder sb = new StringBuilder();
          indexes.forEach(i -> sb.append(alphabet.charAt(i)));
          return sb.toString();
        });
  }

  private static Gen<String> name() {
    return integers().between(0, 25).zip(word(NAME_CHARS, 8), (first, rest) -> (char) ('a' + first) + rest);
  }

  private static Gen<String> value() {
    return integers().between(0, VALUE_CHARS.length() - 1).zip(word(VALUE_CHARS, 8), (first, rest) -> VALUE_CHARS.charAt(first) + rest);
  }

  private static Gen<GameSpec> specs() {
    Gen<List<String>> names = lists().of(name()).ofSizeBetween(0, 5);
    Gen<List<String>> values = lists().of(value()).ofSize(5);
    return name().zip(names, values, (id, ns, vs) -> {
      Map<String, String> parameters = new LinkedHashMap<>();
      for (int i = 0; i < ns.size(); i++) {
        parameters.putIfAbsent(ns.get(i), vs.get(i));
      }
      return new GameSpec(id, parameters);
    });
  }

  @Test
  void canonicalTextRoundTrips() {
    qt().forAll(specs()).checkAssert(spec -> assertEquals(spec, GameSpec.parse(spec.toString())));
  }

  @Test
  void whitespaceAroundTokensIsAccepted() {
    qt().forAll(specs()).checkAssert(spec -> {
      String spaced = spec.toString().replace("(", " ( ").replace(",", " , ").replace("=", " = ").replace(")", " ) ");
      assertEquals(spec, GameSpec.parse("  " + spaced + " "));
    });
  }

  @Test
  void randomTextEitherParsesOrSaysWhatWasExpectedAndWhere() {
    qt().forAll(strings().ascii().ofLengthBetween(0, 30)).checkAssert(text -> {
      try {
        GameSpec spec = GameSpec.parse(text);
        assertEquals(spec, GameSpec.parse(spec.toString()));
      } catch (NotationException e) {
        assertEquals(text, e.input());
        assertEquals(true, e.position() >= 0 && e.position() <= text.length());
        assertEquals(true, e.getMessage().startsWith("expected " + e.expected() + " at position " + e.position()));
      }
    });
  }

  @Test
  void examples() {
    GameSpec spec = GameSpec.parse("dots-boxes(rows=3, cols=4)");
    assertEquals("dots-boxes", spec.id());
    assertEquals(Map.of("rows", "3", "cols", "4"), spec.parameters());
    assertEquals("dots-boxes(rows=3,cols=4)", spec.toString());
    assertEquals(4, spec.intParameter("cols", 9));
    assertEquals(9, spec.intParameter("players", 9));
    assertEquals("tictactoe", GameSpec.parse("tictactoe").toString());
    assertEquals("tictactoe", GameSpec.parse("tictactoe()").toString());
  }

  @Test
  void parseErrorsSayWhatWasExpectedAndWhere() {
    assertEquals("expected '=' after parameter rows at position 15 of \"dots-boxes(rows:3)\", found ':'",
        assertThrows(NotationException.class, () -> GameSpec.parse("dots-boxes(rows:3)")).getMessage());
    assertEquals("expected ',' or ')' at position 17 of \"dots-boxes(rows=3\", found the end of the text",
        assertThrows(NotationException.class, () -> GameSpec.parse("dots-boxes(rows=3")).getMessage());
    assertEquals("expected a game id such as dots-boxes at position 0 of \"3x3\", found '3'",
        assertThrows(NotationException.class, () -> GameSpec.parse("3x3")).getMessage());
    assertEquals("expected each parameter at most once, but rows repeats at position 18 of \"dots-boxes(rows=3,rows=4)\", found 'r'",
        assertThrows(NotationException.class, () -> GameSpec.parse("dots-boxes(rows=3,rows=4)")).getMessage());
  }

  @Test
  void badParametersAreNamed() {
    GameSpec spec = GameSpec.parse("g(size=big,extra=1)");
    assertEquals("parameter size of g must be an integer, got 'big'",
        assertThrows(IllegalArgumentException.class, () -> spec.intParameter("size", 3)).getMessage());
    assertEquals("game g has no parameter 'extra'; it has size",
        assertThrows(IllegalArgumentException.class, () -> spec.requireOnly("g", Set.of("size"))).getMessage());
    assertEquals("expected a h game, got 'g'",
        assertThrows(IllegalArgumentException.class, () -> spec.requireOnly("h", Set.of("size"))).getMessage());
    assertEquals("game id must match [a-z][a-z0-9-]*, got 'G'",
        assertThrows(IllegalArgumentException.class, () -> new GameSpec("G", Map.of())).getMessage());
    assertEquals("parameter x given twice",
        assertThrows(IllegalArgumentException.class, () -> GameSpec.builder("g").put("x", 1).put("x", 2)).getMessage());
  }

  @Test
  void theBuilderIsImmutableAndPutAllKeepsTheMapsOrder() {
    GameSpec.Builder base = GameSpec.builder("g").put("size", 3);
    GameSpec.Builder wide = base.put("wide", true);
    GameSpec.Builder tall = base.putAll(Map.of("tall", 2));
    assertEquals("g(size=3)", base.build().toString());
    assertEquals("g(size=3,wide=true)", wide.build().toString());
    assertEquals("g(size=3,tall=2)", tall.build().toString());
    Map<String, Object> yx = new LinkedHashMap<>();
    yx.put("y", 2);
    yx.put("x", 1);
    assertEquals("g(y=2,x=1)", GameSpec.builder("g").putAll(yx).build().toString());
    assertEquals("parameter size given twice",
        assertThrows(IllegalArgumentException.class, () -> base.putAll(Map.of("size", 4))).getMessage());
    assertEquals("g(size=3)", base.build().toString(), "a refused put changes nothing");
  }

  /** Order is significant: equal specs are exactly those with equal canonical texts. */
  @Test
  void equalsAgreesWithTheCanonicalText() {
    GameSpec xy = GameSpec.parse("a(x=1,y=2)");
    GameSpec yx = GameSpec.parse("a(y=2,x=1)");
    assertEquals("a(x=1,y=2)", xy.toString());
    assertEquals("a(y=2,x=1)", yx.toString());
    assertNotEquals(xy, yx);
    assertEquals(xy, GameSpec.builder("a").put("x", 1).put("y", 2).build());
    assertEquals(xy.hashCode(), GameSpec.parse("a( x = 1 , y = 2 )").hashCode());
    qt().forAll(specs(), specs())
        .check((a, b) -> a.equals(b) == a.toString().equals(b.toString())
            && (!a.equals(b) || a.hashCode() == b.hashCode()));
    qt().forAll(specs()).check(a -> a.equals(GameSpec.parse(a.toString())));
  }

  @Test
  void getSaysWhetherAParameterIsThere() {
    GameSpec spec = GameSpec.parse("a(x=1)");
    assertEquals(Optional.of("1"), spec.get("x"));
    assertEquals(Optional.empty(), spec.get("y"));
    assertThrows(NullPointerException.class, () -> spec.get(null));
  }

  @Test
  void theConstructorChecksEveryNameAndValue() {
    assertEquals(
        "parameter name must match [a-z][a-z0-9-]*, got 'B'",
        assertThrows(IllegalArgumentException.class, () -> new GameSpec("g", Map.of("B", "1"))).getMessage());
    assertEquals(
        "value of parameter n must match [A-Za-z0-9._+-]+, got 'a b'",
        assertThrows(IllegalArgumentException.class, () -> new GameSpec("g", Map.of("n", "a b"))).getMessage());
    GameSpec spec = GameSpec.parse("g(n=1)");
    assertSame(spec, spec.requireOnly("g", Set.of("n", "m")));
    assertTrue(spec.equals(spec));
    assertNotEquals(spec, "g(n=1)");
    assertEquals(GameSpec.parse("g"), GameSpec.parse("g( )"), "spaces inside empty parentheses");
  }
}
