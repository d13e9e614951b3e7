package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The fuzzer itself: reproducible inputs, hostile enough, failures shrunk and reported, hangs caught. */
class TextFuzzerTest {

  private static final List<String> SAMPLES = List.of("(1,2)-(1,3)", "12 34", "game: x\nnotation: y\n1. a1\n");

  /** Reads "a1".."z9" only; anything else is refused with a NotationException. */
  private static String readCell(String text) {
    if (text.length() != 2 || text.charAt(0) < 'a' || text.charAt(0) > 'z' || text.charAt(1) < '1' || text.charAt(1) > '9') {
      throw new NotationException(text, 0, "a cell such as a1");
    }
    return text;
  }

  @Test
  void inputsDependOnlyOnTheSamplesTheSeedAndTheirNumber() {
    TextFuzz fuzz = TextFuzz.create().seed(7);
    for (int i = 0; i < 200; i++) {
      assertEquals(fuzz.input(SAMPLES, i), TextFuzz.create().seed(7).input(SAMPLES, i));
    }
    Set<String> distinct = new HashSet<>();
    for (int i = 0; i < 200; i++) {
      distinct.add(fuzz.input(SAMPLES, i));
    }
    assertTrue(distinct.size() > 150, distinct.size() + " distinct inputs of 200");
    assertNotEquals(fuzz.input(SAMPLES, 3), TextFuzz.create().seed(8).input(SAMPLES, 3));
  }

  @Test
  void inputsHoldTheSamplesAndHostileCharacters() {
    TextFuzz fuzz = TextFuzz.create().seed(1);
    boolean sample = false;
    boolean nul = false;
    boolean nonAscii = false;
    boolean huge = false;
    boolean truncated = false;
    for (int i = 0; i < 3000; i++) {
      String input = fuzz.input(SAMPLES, i);
      sample |= SAMPLES.contains(input);
      nul |= input.indexOf('\0') >= 0;
      nonAscii |= input.chars().anyMatch(c -> c > 0x7f);
      huge |= input.contains("99999999999999999999");
      truncated |= !input.isEmpty() && SAMPLES.stream().anyMatch(s -> s.startsWith(input) && !s.equals(input));
    }
    assertTrue(sample && nul && nonAscii && huge && truncated, sample + " " + nul + " " + nonAscii + " " + huge + " " + truncated);
  }

  @Test
  void aTargetThatKeepsItsPromiseReportsHowManyInputsItRead() {
    TextFuzz.Report report =
        TextFuzz.create().seed(3).inputs(2000).check(
            "cells", List.of("a1", "b2", "z9"), TextFuzz.roundTrip(TextFuzzerTest::readCell, cell -> cell, NotationException.class));
    assertEquals(new TextFuzz.Report("cells", 3, 2000, report.read()), report);
    assertTrue(report.read() > 100 && report.read() < 2000, report.read() + " read");
  }

  @Test
  void anUndocumentedExceptionIsReportedWithTheSeedTheNumberAndTheShrunkInput() {
    TextFuzz fuzz = TextFuzz.create().seed(5).inputs(3000);
    List<String> samples = List.of("a1", "b2");
    TextFuzzFailure failure =
        assertThrows(TextFuzzFailure.class, () -> fuzz.check("cells", samples, TextFuzz.roundTrip(text -> {
          if (text.indexOf('\0') >= 0) {
            throw new IllegalStateException("a NUL");
          }
          return readCell(text);
        }, cell -> cell, NotationException.class)));
    assertEquals("cells", failure.target());
    assertEquals(5, failure.seed());
    assertEquals(fuzz.input(samples, failure.index()), failure.input());
    assertEquals("\0", failure.shrunkInput());
    assertInstanceOf(IllegalStateException.class, failure.getCause());
    String message = failure.getMessage();
    assertTrue(message.startsWith("fuzz target 'cells' failed on input " + failure.index() + " of base seed 5 ("), message);
    assertTrue(message.contains("  shrunk: \"\\u0000\" (1 of " + failure.input().length() + " chars), which fails with: "
        + "java.lang.IllegalStateException: a NUL"), message);
    assertTrue(message.contains("TextFuzz.input(samples, " + failure.index() + ")"), message);
  }

  @Test
  void aFailedRoundTripIsShrunkToWhatStillFailsIt() {
    // A reader that collapses "--" once is not idempotent from three dashes on: "---" reads as "--".
    TextFuzzFailure failure =
        assertThrows(TextFuzzFailure.class, () -> TextFuzz.create().seed(2).inputs(3000).check(
            "dashes", List.of("1-2", "3-4"), TextFuzz.roundTrip(text -> text.replace("--", "-"), read -> read)));
    assertTrue(failure.getCause().getMessage().startsWith("the value read back from its text \"--\""), failure.getMessage());
    assertEquals("---", failure.shrunkInput());
  }

  @Test
  void aHangFailsWithWhereTheCheckWasStuck() {
    TextFuzzFailure failure =
        assertThrows(TextFuzzFailure.class, () -> TextFuzz.create().seed(4).inputs(3000).hangLimit(Duration.ofMillis(200))
            .check("sleepy", List.of("ab", "cd"), text -> {
              if (text.contains("\n")) {
                Thread.sleep(5_000);
              }
              return true;
            }));
    assertInstanceOf(TextFuzz.Hang.class, failure.getCause());
    assertTrue(failure.getMessage().contains("no result within 200 ms (a hang)"), failure.getMessage());
    assertTrue(failure.shrunkInput().contains("\n"), failure.shrunkInput());
    assertTrue(
        List.of(failure.getCause().getStackTrace()).stream().anyMatch(e -> e.getMethodName().equals("sleep")),
        "the hang's stack trace shows the sleep");
  }

  @Test
  void withoutSamplesEveryInputIsARandomString() {
    TextFuzz.Report report = TextFuzz.create().inputs(300).check("anything", List.of(), text -> !text.isEmpty());
    assertTrue(report.read() > 200, report.toString());
  }

  @Test
  void settingsAreChecked() {
    assertEquals(
        "inputs must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> TextFuzz.create().inputs(0)).getMessage());
    assertEquals(
        "the hang limit must be positive, got PT0S",
        assertThrows(IllegalArgumentException.class, () -> TextFuzz.create().hangLimit(Duration.ZERO)).getMessage());
    assertEquals(
        "index must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> TextFuzz.create().input(SAMPLES, -1)).getMessage());
    assertEquals(
        "the text play is of claim(length=6,players=2,turns=alternate), not of"
            + " claim(length=5,players=2,turns=alternate)",
        assertThrows(IllegalArgumentException.class, () -> TextFuzz.create().tests(
            ClaimGame.of(5, 2, TurnPolicy.ALTERNATE),
            io.github.gridgames.core.tools.TextPlay.of(ClaimGame.of(6, 2, TurnPolicy.ALTERNATE)))).getMessage());
  }

  @Test
  void theNumberOfInputsComesFromTheSystemProperty() {
    String before = System.getProperty(TextFuzz.INPUTS_PROPERTY);
    try {
      System.clearProperty(TextFuzz.INPUTS_PROPERTY);
      assertEquals(TextFuzz.DEFAULT_INPUTS, TextFuzz.defaultInputs());
      System.setProperty(TextFuzz.INPUTS_PROPERTY, " 1000000 ");
      assertEquals(1_000_000, TextFuzz.create().inputs());
      System.setProperty(TextFuzz.INPUTS_PROPERTY, "lots");
      assertEquals(
          "system property gridgames.fuzz.inputs must be a number, got 'lots'",
          assertThrows(IllegalArgumentException.class, TextFuzz::defaultInputs).getMessage());
      System.setProperty(TextFuzz.INPUTS_PROPERTY, "0");
      assertEquals(
          "system property gridgames.fuzz.inputs must be at least 1, got 0",
          assertThrows(IllegalArgumentException.class, TextFuzz::defaultInputs).getMessage());
    } finally {
      if (before == null) {
        System.clearProperty(TextFuzz.INPUTS_PROPERTY);
      } else {
        System.setProperty(TextFuzz.INPUTS_PROPERTY, before);
      }
    }
  }
}
