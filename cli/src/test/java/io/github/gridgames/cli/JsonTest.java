package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.generators.SourceDSL;

/** The hand-written JSON: escaping and numbers survive a strict parser. */
class JsonTest {

  @Test
  void escapesWhatJsonRequires() {
    String nasty = "quote \" backslash \\ slash / tab \t newline \n cr \r nul \u0000 bell \u0007 é \u2028";
    String json = Json.object().put("s", nasty).toString();
    assertEquals(nasty, MiniJson.object(json).get("s"));
    assertEquals("\"a\\\"b\\\\c\\n\\u0001\"", Json.quote("a\"b\\c\n\u0001"));
  }

  @Test
  void anyStringRoundTrips() {
    QuickTheory.qt()
        .forAll(SourceDSL.strings().allPossible().ofLengthBetween(0, 40))
        .checkAssert(s -> assertEquals(s, MiniJson.object(Json.object().put(s, s).toString()).get(s)));
  }

  @Test
  void numbersBooleansNullsListsAndObjects() {
    String json =
        Json.object()
            .put("int", 3)
            .put("long", -12345678901L)
            .put("double", 2.5)
            .put("big", 1e20)
            .put("nan", Double.NaN)
            .put("t", true)
            .put("n", null)
            .put("list", List.of(1, "two", Json.object().put("three", 3)))
            .toString();
    Map<String, Object> map = MiniJson.object(json);
    assertEquals(3.0, map.get("int"));
    assertEquals(-12345678901.0, map.get("long"));
    assertEquals(2.5, map.get("double"));
    assertEquals(1e20, map.get("big"));
    assertEquals(null, map.get("nan"));
    assertEquals(true, map.get("t"));
    assertEquals(List.of(1.0, "two", Map.of("three", 3.0)), map.get("list"));
  }

  @Test
  void refusesValuesItCannotWrite() {
    assertThrows(IllegalArgumentException.class, () -> Json.object().put("x", new Object()));
    assertThrows(IllegalArgumentException.class, () -> Json.object().put("x", 1).put("x", 2));
  }
}
