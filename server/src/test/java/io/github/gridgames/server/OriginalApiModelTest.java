package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.gridgames.dotsboxes.DotsBoxes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The original web game's API on random positions of every offered size, against an independent
 * model of its answers ({@link OriginalModel}): {@code /verify/} answers exactly the model's list,
 * {@code /find/} answers a whole turn whose tuples the model confirms, {@code /hint/} names the
 * line the model picks, and refusals are 400.
 */
class OriginalApiModelTest {

  private static final long SEED = Long.getLong("gridgames.seed", 20260413L);

  @RegisterExtension static final Loopback server = Loopback.perClass();

  /** A random position: each line drawn with a probability drawn per position. */
  private static int[] randomLines(OriginalModel model, SplittableRandom random) {
    int[] lines = new int[model.lineCount()];
    double density = random.nextDouble();
    for (int i = 0; i < lines.length; i++) {
      lines[i] = random.nextDouble() < density ? 1 : 0;
    }
    return lines;
  }

  private static String body(int size, int[] lines, String extra) {
    return "{\"size\":" + size + ",\"lines\":" + Arrays.toString(lines).replace(" ", "") + extra + "}";
  }

  private static List<List<Integer>> tuples(JsonNode answer) {
    assertTrue(answer.isArray(), answer::toString);
    List<List<Integer>> tuples = new ArrayList<>();
    for (JsonNode tuple : answer) {
      assertTrue(tuple.isArray() && tuple.size() == 3, tuple::toString);
      List<Integer> values = new ArrayList<>();
      for (JsonNode value : tuple) {
        assertTrue(value.isInt(), tuple::toString);
        values.add(value.intValue());
      }
      tuples.add(values);
    }
    return tuples;
  }

  private static List<Integer> undrawn(int[] lines) {
    List<Integer> free = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      if (lines[i] == 0) {
        free.add(i);
      }
    }
    return free;
  }

  @Test
  void verifyAnswersTheModelsListOnRandomPositionsOfEverySize() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int size = 1; size <= Limits.MAX_WEB_SIZE; size++) {
      OriginalModel model = new OriginalModel(size);
      for (int trial = 0; trial < 20; trial++) {
        int[] lines = randomLines(model, random);
        List<Integer> free = undrawn(lines);
        String context = "size " + size + ", seed " + SEED + ", lines " + Arrays.toString(lines);
        if (!free.isEmpty()) {
          int line = free.get(random.nextInt(free.size()));
          Loopback.Answer answer = server.post("/verify/", body(size, lines, ",\"newline\":" + line));
          assertEquals(200, answer.status(), context + ": " + answer);
          assertTrue(answer.contentType().startsWith("application/json"), answer.contentType());
          assertEquals(model.verify(lines, line), tuples(answer.json()), context + ", newline " + line);
        }
        if (free.size() < lines.length) {
          int drawn = random.nextInt(lines.length);
          while (lines[drawn] == 0) {
            drawn = (drawn + 1) % lines.length;
          }
          Loopback.Answer taken =
              server.post("/verify/", body(size, lines, ",\"newline\":" + drawn));
          assertEquals(400, taken.status(), context + ", drawn newline " + drawn + ": " + taken);
        }
        Loopback.Answer outside =
            server.post("/verify/", body(size, lines, ",\"newline\":" + lines.length));
        assertEquals(400, outside.status(), context + ": " + outside);
      }
    }
  }

  @Test
  void findAnswersAWholeTurnThatTheModelConfirmsOnRandomPositionsOfEverySize() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    for (int size = 1; size <= Limits.MAX_WEB_SIZE; size++) {
      OriginalModel model = new OriginalModel(size);
      for (int trial = 0; trial < 6; trial++) {
        int[] lines = randomLines(model, random);
        String context = "size " + size + ", seed " + SEED + ", lines " + Arrays.toString(lines);
        Loopback.Answer answer = server.post("/find/", body(size, lines, ""));
        assertEquals(200, answer.status(), context + ": " + answer);
        List<List<Integer>> turn = tuples(answer.json());
        checkTurn(model, lines, turn, context + ", turn " + turn);
      }
      int[] full = new int[model.lineCount()];
      Arrays.fill(full, 1);
      Loopback.Answer over = server.post("/find/", body(size, full, ""));
      assertEquals("[[-1,-1,-1]]", over.body(), "a full board of size " + size);
    }
  }

  /** Checks a /find/ answer: captures, then one line that scores nothing or the game's end. */
  private static void checkTurn(
      OriginalModel model, int[] start, List<List<Integer>> turn, String context) {
    List<Integer> none = List.of(-1, -1, -1);
    int[] board = start.clone();
    assertTrue(!turn.isEmpty(), context);
    for (int i = 0; i < turn.size(); i++) {
      List<Integer> tuple = turn.get(i);
      if (tuple.equals(none)) {
        assertEquals(turn.size() - 1, i, "the game-over marker comes last: " + context);
        assertTrue(model.full(board), "the game-over marker only on a full board: " + context);
        return;
      }
      int line = tuple.get(0);
      assertTrue(line >= 0 && line < board.length && board[line] == 0, "an undrawn line: " + context);
      assertEquals(model.tuple(board, line), tuple, context);
      board[line] = 1;
      boolean scored = tuple.get(1) >= 0 || tuple.get(2) >= 0;
      boolean last = i == turn.size() - 1;
      if (last) {
        assertTrue(!scored, "the turn ends with a line that completes nothing: " + context);
      } else {
        assertTrue(
            scored || model.full(board),
            "only a line that completes a box lets the turn go on: " + context);
      }
    }
    assertTrue(!model.full(board), "a turn that fills the board ends with the marker: " + context);
  }

  @Test
  void hintNamesTheLineTheModelPicksOnRandomPositionsOfEverySize() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    for (int size = 1; size <= 7; size++) {
      OriginalModel model = new OriginalModel(size);
      for (int trial = 0; trial < 20; trial++) {
        int[] lines = randomLines(model, random);
        List<Integer> free = undrawn(lines);
        String context = "size " + size + ", seed " + SEED + ", lines " + Arrays.toString(lines);
        Loopback.Answer answer = server.post("/hint/", body(size, lines, ""));
        if (free.isEmpty()) {
          assertEquals(400, answer.status(), context);
          continue;
        }
        assertEquals(200, answer.status(), context + ": " + answer);
        JsonNode hint = answer.json();
        List<Integer> scoring =
            free.stream().filter(l -> model.scores(lines, l)).collect(Collectors.toList());
        List<Integer> safe =
            free.stream()
                .filter(l -> !model.scores(lines, l) && model.concession(lines, l) == 0)
                .collect(Collectors.toList());
        if (!scoring.isEmpty()) {
          assertEquals(scoring.get(0), hint.get("line").intValue(), context);
          assertEquals("You have a scoring move!", hint.get("hint").textValue());
        } else if (!safe.isEmpty()) {
          assertEquals(safe.get(0), hint.get("line").intValue(), context);
          assertEquals(
              safe.size() == 1
                  ? "You have one free move available."
                  : "You have " + safe.size() + " free moves available!",
              hint.get("hint").textValue(),
              context);
        } else {
          int best = free.stream().mapToInt(l -> model.concession(lines, l)).min().orElseThrow();
          int first =
              free.stream().filter(l -> model.concession(lines, l) == best).findFirst().orElseThrow();
          assertEquals(first, hint.get("line").intValue(), context);
          assertEquals(
              "Your best move allows your opponent to complete "
                  + best
                  + (best == 1 ? " square." : " squares."),
              hint.get("hint").textValue(),
              context);
        }
        assertTrue(
            halfHolds(size, hint.get("line").intValue(), hint.get("half").textValue()),
            context + ": " + hint);
      }
    }
  }

  @Test
  void theHintNamesTheHalfOfTheBoardItsLineLiesIn() {
    // Each board has one box with three sides drawn, so its fourth side is the hint.
    Object[][] cases = {
      {3, new int[] {8, 11, 20}, 23, "bottom"}, // the right side of the bottom-right box
      {3, new int[] {5, 8, 17}, 22, "right"}, // a side across the middle row, right of the middle
      {3, new int[] {3, 6, 16}, 15, "left"}, // a side across the middle row, left of the middle
      {2, new int[] {1, 7, 10}, 3, "right"}, // a line on the middle row, right of the middle
      {2, new int[] {0, 6, 7}, 2, "left"}, // a line on the middle row, left of the middle
      {3, new int[] {0, 12, 13}, 3, "top"}, // the bottom of the top-left box
    };
    for (Object[] c : cases) {
      int size = (int) c[0];
      int[] lines = new int[2 * size * (size + 1)];
      for (int drawn : (int[]) c[1]) {
        lines[drawn] = 1;
      }
      Loopback.Answer answer = server.post("/hint/", body(size, lines, ""));
      assertEquals(200, answer.status(), answer::toString);
      JsonNode hint = answer.json();
      String context = "size " + size + ", drawn " + Arrays.toString((int[]) c[1]);
      assertEquals("You have a scoring move!", hint.get("hint").textValue(), context);
      assertEquals((int) c[2], hint.get("line").intValue(), context);
      assertEquals(c[3], hint.get("half").textValue(), context);
      assertTrue(halfHolds(size, (int) c[2], (String) c[3]), context);
    }
  }

  @Test
  void everyLineOfEveryOfferedSizeLiesInAHalfNeverInTheCenter() {
    for (int size = 1; size <= Limits.MAX_WEB_SIZE; size++) {
      WebGameNumbering web = WebGameNumbering.of(DotsBoxes.of(size, size));
      for (int line = 0; line < web.lineCount(); line++) {
        String half = WebHint.half(web, line);
        assertTrue(halfHolds(size, line, half), "size " + size + ", line " + line + ": " + half);
        assertFalse(halfHolds(size, line, "center"), "size " + size + ", line " + line);
      }
    }
  }

  /**
   * Whether a line lies in the named half: its two dots, in doubled units so that the middle is
   * {@code size}, are both on that side of (or on) the middle; {@code center} only when the line
   * lies in no half.
   */
  private static boolean halfHolds(int size, int line, String half) {
    OriginalModel model = new OriginalModel(size);
    int[] dots = dots(model, line);
    int r1 = 2 * dots[0];
    int c1 = 2 * dots[1];
    int r2 = 2 * dots[2];
    int c2 = 2 * dots[3];
    boolean top = r1 <= size && r2 <= size && !(r1 == size && r2 == size);
    boolean bottom = r1 >= size && r2 >= size && !(r1 == size && r2 == size);
    boolean left = c1 <= size && c2 <= size && !(c1 == size && c2 == size);
    boolean right = c1 >= size && c2 >= size && !(c1 == size && c2 == size);
    return switch (half) {
      case "top" -> top;
      case "bottom" -> bottom;
      case "left" -> left && !top && !bottom;
      case "right" -> right && !top && !bottom;
      case "center" -> !top && !bottom && !left && !right;
      default -> false;
    };
  }

  /** The dots a line joins, {row1, col1, row2, col2}, from the reference's numbering. */
  private static int[] dots(OriginalModel model, int line) {
    int n = model.size;
    if (line < model.horizontalCount()) {
      return new int[] {line / n, line % n, line / n, line % n + 1};
    }
    int inner = line - model.horizontalCount();
    if (inner < n * n) {
      return new int[] {inner / n, inner % n, inner / n + 1, inner % n};
    }
    int r = inner - n * n;
    return new int[] {r, n, r + 1, n};
  }
}
