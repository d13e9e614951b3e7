package io.github.gridgames.server;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent model of the original web game's answers, written from the reference page
 * ({@code web-game-api.md}) on plain arrays, sharing no code with the library: the numbering,
 * which boxes a line completes by position, and the {@code /verify/} answer.
 */
final class OriginalModel {

  final int size;

  OriginalModel(int size) {
    this.size = size;
  }

  int lineCount() {
    return 2 * (size * size + size);
  }

  int horizontalCount() {
    return size * size + size;
  }

  /** The four sides of box (r, c): top, bottom, left, right. */
  int[] sides(int box) {
    int r = box / size;
    int c = box % size;
    int top = r * size + c;
    int bottom = top + size;
    int left = size * size + size + r * size + c;
    int right = c < size - 1 ? left + 1 : 2 * size * size + size + r;
    return new int[] {top, bottom, left, right};
  }

  /** The box above (left of) a line and the box below (right of) it, -1 where none. */
  int[] boxesBeside(int line) {
    if (line < horizontalCount()) {
      int row = line / size;
      int col = line % size;
      return new int[] {row > 0 ? (row - 1) * size + col : -1, row < size ? row * size + col : -1};
    }
    int inner = line - horizontalCount();
    if (inner < size * size) {
      int r = inner / size;
      int c = inner % size;
      return new int[] {c > 0 ? r * size + c - 1 : -1, r * size + c};
    }
    int r = inner - size * size;
    return new int[] {r * size + size - 1, -1};
  }

  boolean complete(int[] lines, int box) {
    for (int side : sides(box)) {
      if (lines[side] == 0) {
        return false;
      }
    }
    return true;
  }

  boolean full(int[] lines) {
    for (int value : lines) {
      if (value == 0) {
        return false;
      }
    }
    return true;
  }

  /** Draws a line on a copy and returns its tuple [line, boxA, boxB]. */
  List<Integer> tuple(int[] lines, int line) {
    int[] after = lines.clone();
    after[line] = 1;
    int[] beside = boxesBeside(line);
    int a = beside[0] >= 0 && complete(after, beside[0]) ? beside[0] : -1;
    int b = beside[1] >= 0 && complete(after, beside[1]) ? beside[1] : -1;
    return List.of(line, a, b);
  }

  /** The answer of /verify/ for an undrawn line: its tuple, then [-1,-1,-1] if the board fills. */
  List<List<Integer>> verify(int[] lines, int line) {
    List<List<Integer>> answer = new ArrayList<>();
    answer.add(tuple(lines, line));
    int[] after = lines.clone();
    after[line] = 1;
    if (full(after)) {
      answer.add(List.of(-1, -1, -1));
    }
    return answer;
  }

  /** Whether drawing an undrawn line completes a box. */
  boolean scores(int[] lines, int line) {
    List<Integer> tuple = tuple(lines, line);
    return tuple.get(1) >= 0 || tuple.get(2) >= 0;
  }

  /** The boxes the next player completes in a row after a line is drawn, following chains. */
  int concession(int[] lines, int line) {
    int[] board = lines.clone();
    board[line] = 1;
    int taken = 0;
    boolean more = true;
    while (more) {
      more = false;
      for (int candidate = 0; candidate < board.length; candidate++) {
        if (board[candidate] == 0 && scores(board, candidate)) {
          List<Integer> tuple = tuple(board, candidate);
          taken += (tuple.get(1) >= 0 ? 1 : 0) + (tuple.get(2) >= 0 ? 1 : 0);
          board[candidate] = 1;
          more = true;
        }
      }
    }
    return taken;
  }
}
