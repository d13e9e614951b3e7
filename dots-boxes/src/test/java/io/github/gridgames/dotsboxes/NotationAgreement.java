package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks the three notations against names computed here, independently, from the dot
 * coordinates and the reference formulas: each line has one canonical name per notation, every
 * name reads back to the line, and the notations agree on which line they mean.
 */
final class NotationAgreement {

  private NotationAgreement() {}

  static String column(int c) {
    return c < 26
        ? String.valueOf((char) ('A' + c))
        : "" + (char) ('A' + c / 26 - 1) + (char) ('A' + c % 26);
  }

  /** The contest names of a unit line, the canonical (left or lower box) first. */
  static List<String> contestNames(DotsBoxes game, Edge e) {
    int rows = game.rows();
    int r = e.from().row();
    int c = e.from().col();
    List<String> names = new ArrayList<>();
    if (e.isHorizontal()) {
      if (r < rows) {
        names.add(column(c) + (rows - r) + " T");
      }
      if (r > 0) {
        names.add(column(c) + (rows - r + 1) + " B");
      }
    } else {
      if (c > 0) {
        names.add(column(c - 1) + (rows - r) + " R");
      }
      if (c < game.cols()) {
        names.add(column(c) + (rows - r) + " L");
      }
    }
    return names;
  }

  /** The web game's number of a unit line on a square board of n x n boxes. */
  static int webNumber(int n, Edge e) {
    int r = e.from().row();
    int c = e.from().col();
    if (e.isHorizontal()) {
      return r * n + c;
    }
    return c < n ? n * n + n + r * n + c : 2 * n * n + n + r;
  }

  static void check(DotsBoxes game, Edge e) {
    String dotPair = "(" + e.from().row() + "," + e.from().col() + ")-(" + e.to().row() + ","
        + e.to().col() + ")";
    assertEquals(dotPair, game.dotPairs().format(e));
    assertEquals(e, game.dotPairs().parse(dotPair));
    assertEquals(e, game.dotPairs().parse(game.dotPairs().format(Edge.of(e.to(), e.from()))));
    List<String> names = contestNames(game, e);
    assertEquals(names, game.boxSideNames().names(e));
    assertEquals(names.get(0), game.boxSides().format(e));
    for (String name : names) {
      assertEquals(e, game.boxSides().parse(name), name);
    }
    if (game.isSquare()) {
      int number = webNumber(game.rows(), e);
      assertEquals(Integer.toString(number), game.notation(LineNumberNotation.NAME).format(e));
      assertEquals(e, game.notation(LineNumberNotation.NAME).parse(Integer.toString(number)));
      assertEquals(number, new LineNumberNotation(game).lineNumber(e));
    }
    for (var notation : game.notations()) {
      assertEquals(e, notation.parse(notation.format(e)), notation.name());
    }
  }

  static void checkAllEdges(DotsBoxes game) {
    Set<String> all = new HashSet<>();
    int contestNames = 0;
    for (Edge e : game.edges()) {
      check(game, e);
      contestNames += game.boxSideNames().names(e).size();
      all.addAll(game.boxSideNames().names(e));
    }
    assertEquals(contestNames, all.size(), "no two lines share a contest name");
    assertEquals(4 * game.boxCount(), contestNames, "every box has four named sides");
    for (var notation : game.notations()) {
      Set<String> formatted = new HashSet<>();
      for (Edge e : game.edges()) {
        formatted.add(notation.format(e));
      }
      assertEquals(game.edgeCount(), formatted.size(), notation.name() + " names lines apart");
    }
    assertEquals(game.isSquare() ? 3 : 2, game.notations().size());
  }
}
