package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The threat-space search against a plain brute-force search for wins by fours ({@link Brute#vcf}):
 * with no open threes allowed, the search's model of the defence is exact (the defender must take
 * the one gain square, or the attacker must take the defender's one point that completes N), so
 * every win it finds is one, and its first move starts one; and it finds every such win whose
 * fours are made on lines through the stone played (not those where a stone only makes an earlier
 * line's point legal under the distance rule, which the search does not look for).
 */
class ThreatSearchTest {

  private static final int MAX_DEPTH = 3;

  /** Two-player games in which random play leaves fours about. */
  private static final List<NRow> GAMES =
      List.of(
          NRow.builder().n(4).distance(1).stoneCap(60).build(),
          NRow.builder().n(5).distance(2).stoneCap(60).build(),
          NRow.builder().n(4).distance(2).stoneCap(60).build());

  /**
   * Runs the search for the player to move, given every legal point classified as the
   * parameters say; returns its first move if it finds a win. Checks that the position is left
   * as it was.
   */
  static Optional<Point> search(NRowState state, int depth, int threes) {
    NRowPosition board = state.toPosition();
    LineAnalyzer lines = new LineAnalyzer(board);
    int attacker = board.toMove().index();
    int defender = 1 - attacker;
    Longs threats = new Longs();
    Longs fives = new Longs();
    Longs fours = new Longs();
    for (Point p : state.legalMoves()) {
      long packed = PackedPoint.of(p.x(), p.y());
      lines.load(p.x(), p.y());
      lines.analyze(attacker, true, false);
      int tag = ThreatSearch.tagOf(lines);
      if (tag != 0) {
        threats.add(packed, tag);
      }
      lines.analyze(defender, false, false);
      int defence = ThreatSearch.tagOf(lines);
      if ((defence & ThreatSearch.TAG_FIVE) != 0) {
        fives.add(packed, defence);
      }
      if (ThreatSearch.isFourTag(defence)) {
        fours.add(packed, defence);
      }
    }
    ThreatSearch search = new ThreatSearch(board, lines, new Meter(Budget.ofWork(1_000_000), 1_000_000));
    boolean found = search.findWin(attacker, defender, threats, fives, fours, false, 0, depth, threes);
    assertEquals(state, board.state(), "the search left stones on the position");
    assertEquals(0, board.depth());
    return found
        ? Optional.of(Point.of(PackedPoint.x(search.winningMove()), PackedPoint.y(search.winningMove())))
        : Optional.empty();
  }

  @Test
  void withoutThreesItFindsExactlyTheWinsByFours() {
    int deeper = 0;
    for (NRow game : GAMES) {
      for (NRowState state : Brute.positions(game, 700, Brute.size(game.n() == 4 ? 40 : 20, 10), 30)) {
        boolean shallower = false;
        for (int depth = 0; depth <= MAX_DEPTH; depth++) {
          boolean expected = shallower || Brute.vcf(state, depth, true);
          Optional<Point> found = search(state, depth, 0);
          assertEquals(expected, found.isPresent(), "depth " + depth + ", " + game + ":\n" + state.render());
          if (expected) {
            Point move = found.orElseThrow();
            assertTrue(
                Brute.startsVcf(state, move, depth),
                move + " starts no win by fours of depth " + depth + ":\n" + state.render());
            deeper += depth > 0 && !shallower ? 1 : 0;
          }
          shallower = expected;
        }
      }
    }
    assertTrue(deeper >= Brute.size(8, 3), "too few positions with a win by fours to tell: " + deeper);
  }

  @Test
  void moreDepthOrMoreThreesNeverLosesAWin() {
    NRow game = NRow.builder().n(5).distance(1).stoneCap(60).build();
    int found = 0;
    for (NRowState state : Brute.positions(game, 900, Brute.size(12, 6), 30)) {
      boolean[][] wins = new boolean[4][3];
      for (int depth = 0; depth < 4; depth++) {
        for (int threes = 0; threes < 3; threes++) {
          wins[depth][threes] = search(state, depth, threes).isPresent();
          if (depth > 0) {
            assertTrue(!wins[depth - 1][threes] || wins[depth][threes], state.render());
          }
          if (threes > 0) {
            assertTrue(!wins[depth][threes - 1] || wins[depth][threes], state.render());
          }
        }
      }
      found += wins[3][2] ? 1 : 0;
    }
    assertTrue(found >= 2, "too few wins to tell: " + found);
  }

  /** X's stone on 3,4 makes two open threes at once (a column and a row); X has no four. */
  private static NRowState doubleThree() {
    return Boards.of(
        NRow.builder().stoneCap(100).build(), 0, 0,
        ". . . . . . . .",
        ". . . . . O . .",
        ". . . X . . O .",
        ". . . X . . . .",
        ". X X . . . . .",
        ". . . . . . . .",
        "O . . . . . . .",
        ". O . . . . . .");
  }

  @Test
  void aDoubleThreeNeedsAnAllowedThree() {
    NRowState state = doubleThree();
    assertEquals(Optional.empty(), search(state, 12, 0), "fours alone do not win");
    assertEquals(Optional.empty(), search(state, 0, 1), "no move at depth 0");
    // The defender has no four to answer with, and two lines cannot both be stopped: a win at once.
    assertEquals(Optional.of(Point.of(3, 4)), search(state, 1, 1));
    assertTrue(search(state, 12, 2).isPresent());
  }

  @Test
  void theSearchStopsWhenTheBudgetIsSpent() {
    NRowState state = doubleThree();
    NRowPosition board = state.toPosition();
    LineAnalyzer lines = new LineAnalyzer(board);
    Longs threats = new Longs();
    for (Point p : state.legalMoves()) {
      lines.load(p.x(), p.y());
      lines.analyze(0, true, false);
      if (ThreatSearch.tagOf(lines) != 0) {
        threats.add(PackedPoint.of(p.x(), p.y()), ThreatSearch.tagOf(lines));
      }
    }
    ThreatSearch search = new ThreatSearch(board, lines, new Meter(Budget.ofWork(1), 1));
    assertTrue(!search.findWin(0, 1, threats, new Longs(), new Longs(), false, 0, 12, 1) && search.aborted());
    ThreatSearch enough = new ThreatSearch(board, lines, new Meter(Budget.ofWork(10_000), 1));
    assertTrue(enough.findWin(0, 1, threats, new Longs(), new Longs(), false, 0, 12, 1) && !enough.aborted());
    assertEquals(state, board.state());
  }
}
