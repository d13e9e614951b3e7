package io.github.gridgames.dotsboxes;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately plain Dots and Boxes for comparison with the real rules: grids of booleans for
 * the lines, a grid of owners, an int per score, the two built-in turn policies written out.
 */
final class NaiveModel {

  final int rows;
  final int cols;
  final int players;
  final boolean extraTurn;
  /** {@code horizontal[r][c]}: the line from dot (r,c) to dot (r,c+1). */
  final boolean[][] horizontal;
  /** {@code vertical[r][c]}: the line from dot (r,c) to dot (r+1,c). */
  final boolean[][] vertical;
  /** {@code owner[r][c]}: -1, or the index of the player who completed box (r,c). */
  final int[][] owner;
  final int[] score;
  int toMove;

  NaiveModel(int rows, int cols, int players, boolean extraTurn) {
    this.rows = rows;
    this.cols = cols;
    this.players = players;
    this.extraTurn = extraTurn;
    horizontal = new boolean[rows + 1][cols];
    vertical = new boolean[rows][cols + 1];
    owner = new int[rows][cols];
    for (int[] row : owner) {
      java.util.Arrays.fill(row, -1);
    }
    score = new int[players];
  }

  boolean over() {
    for (boolean[] row : horizontal) {
      for (boolean b : row) {
        if (!b) {
          return false;
        }
      }
    }
    for (boolean[] row : vertical) {
      for (boolean b : row) {
        if (!b) {
          return false;
        }
      }
    }
    return true;
  }

  /** The free lines, horizontal ones first, each group row by row. */
  List<Edge> freeLines() {
    List<Edge> free = new ArrayList<>();
    for (int r = 0; r <= rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (!horizontal[r][c]) {
          free.add(Edge.of(r, c, r, c + 1));
        }
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c <= cols; c++) {
        if (!vertical[r][c]) {
          free.add(Edge.of(r, c, r + 1, c));
        }
      }
    }
    return free;
  }

  /** Whether a move is legal, written from the dots directly. */
  boolean legal(Edge e) {
    return legal(e, over());
  }

  /** Whether a move is legal, given whether the game is over (to save rescanning the grid). */
  boolean legal(Edge e, boolean over) {
    int r1 = e.from().row();
    int c1 = e.from().col();
    int r2 = e.to().row();
    int c2 = e.to().col();
    if (over) {
      return false;
    }
    if (r1 < 0 || r1 > rows || r2 < 0 || r2 > rows || c1 < 0 || c1 > cols || c2 < 0 || c2 > cols) {
      return false;
    }
    if (r1 == r2 && c2 == c1 + 1) {
      return !horizontal[r1][c1];
    }
    if (c1 == c2 && r2 == r1 + 1) {
      return !vertical[r1][c1];
    }
    return false;
  }

  private boolean complete(int r, int c) {
    return horizontal[r][c] && horizontal[r + 1][c] && vertical[r][c] && vertical[r][c + 1];
  }

  /** Draws a legal line and returns how many boxes it completed. */
  int play(Edge e) {
    int r = e.from().row();
    int c = e.from().col();
    int completed = 0;
    if (e.from().row() == e.to().row()) {
      horizontal[r][c] = true;
      if (r > 0 && complete(r - 1, c)) {
        owner[r - 1][c] = toMove;
        completed++;
      }
      if (r < rows && complete(r, c)) {
        owner[r][c] = toMove;
        completed++;
      }
    } else {
      vertical[r][c] = true;
      if (c > 0 && complete(r, c - 1)) {
        owner[r][c - 1] = toMove;
        completed++;
      }
      if (c < cols && complete(r, c)) {
        owner[r][c] = toMove;
        completed++;
      }
    }
    score[toMove] += completed;
    if (!(extraTurn && completed > 0)) {
      toMove = (toMove + 1) % players;
    }
    return completed;
  }
}
