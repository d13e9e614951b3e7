package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NRowStateTest {

  private static final int MAX = Integer.MAX_VALUE;
  private static final int MIN = Integer.MIN_VALUE;

  private static NRowState play(NRow game, int... xy) {
    NRowState state = game.initialState();
    for (int i = 0; i < xy.length; i += 2) {
      state = state.play(Point.of(xy[i], xy[i + 1]));
    }
    return state;
  }

  @Test
  void emptyBoardAcceptsEveryPointAndOffersTheOrigin() {
    NRowState empty = NRow.of(5, 3).initialState();
    assertTrue(empty.hasUnboundedLegalMoves());
    assertEquals(List.of(Point.of(0, 0)), empty.legalMoves());
    assertEquals(Player.FIRST, empty.toMove());
    assertEquals(Outcome.ongoing(), empty.outcome());
    for (Point p : List.of(Point.of(MIN, MIN), Point.of(MAX, MAX), Point.of(MIN, MAX), Point.of(12, -7))) {
      assertEquals(Optional.empty(), empty.check(p));
      NRowState after = empty.play(p);
      assertEquals(Optional.of(Player.FIRST), after.stoneAt(p));
      assertFalse(after.hasUnboundedLegalMoves());
    }
  }

  @Test
  void secondStoneMustBeWithinManhattanDistance() {
    NRowState one = play(NRow.of(5, 3), 10, 20);
    assertTrue(one.isLegal(Point.of(13, 20)));
    assertTrue(one.isLegal(Point.of(11, 22)));
    assertTrue(one.isLegal(Point.of(10, 17)));
    assertTrue(one.isLegal(Point.of(8, 21)));
    Violation far = one.check(Point.of(12, 22)).orElseThrow();
    assertEquals(NRowReason.TOO_FAR, far.reason());
    assertEquals("too-far", far.reason().code());
    assertEquals("The point 12,22 is farther than Manhattan distance 3 from every stone.", far.message());
    assertEquals(NRowReason.TOO_FAR, one.check(Point.of(14, 20)).orElseThrow().reason());
    Violation taken = one.check(Point.of(10, 20)).orElseThrow();
    assertEquals(Reason.OCCUPIED, taken.reason());
    assertEquals("The point 10,20 is already taken by X.", taken.message());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> one.play(Point.of(20, 20)));
    assertEquals(NRowReason.TOO_FAR, e.reason());
    assertThrows(IllegalMoveException.class, () -> one.effectOf(Point.of(10, 20)));
    assertEquals(MoveEffect.NONE, one.effectOf(Point.of(10, 21)));
  }

  @Test
  void legalMovesAreTheDiamondSortedByRowThenColumn() {
    NRowState one = play(NRow.of(5, 1), 0, 0);
    assertEquals(
        List.of(Point.of(0, -1), Point.of(-1, 0), Point.of(1, 0), Point.of(0, 1)), one.legalMoves());
    NRowState two = one.play(Point.of(1, 0));
    assertEquals(
        List.of(Point.of(0, -1), Point.of(1, -1), Point.of(-1, 0), Point.of(2, 0), Point.of(0, 1), Point.of(1, 1)),
        two.legalMoves());
    assertEquals(25 - 1, play(NRow.of(5, 3), 0, 0).legalMoves().size());
    assertEquals(2 * 16 * 17, play(NRow.of(5, 16), 0, 0).legalMoves().size());
  }

  @Test
  void distanceIsMeasuredFromEveryStoneNotJustTheLast() {
    NRowState state = play(NRow.of(5, 1), 0, 0, 1, 0, 2, 0);
    assertTrue(state.isLegal(Point.of(-1, 0)));
    assertTrue(state.isLegal(Point.of(0, 1)));
    assertEquals(NRowReason.TOO_FAR, state.check(Point.of(-1, 1)).orElseThrow().reason());
  }

  @Test
  void fiveInARowWinsInEveryDirectionWithTheLine() {
    // X builds along the direction, O plays far enough away (but within D of something).
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      NRow game = NRow.of(5, 3);
      NRowState state = game.initialState();
      List<Point> line = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        Point x = Point.of(i * d[0], i * d[1]);
        line.add(x);
        state = state.play(x);
        if (i < 4) {
          assertFalse(state.isTerminal(), "after " + (i + 1) + " stones along " + d[0] + "," + d[1]);
          state = state.play(Point.of(i * d[0] - d[1], i * d[1] + d[0]));
        }
      }
      assertTrue(state.outcome().isWin());
      assertEquals(java.util.Set.of(Player.FIRST), state.outcome().winners());
      List<Point> expected = new ArrayList<>(line);
      assertEquals(expected, state.winningLine());
      assertTrue(state.legalMoves().isEmpty());
      assertFalse(state.hasUnboundedLegalMoves());
    }
  }

  @Test
  void winningLineListsAllStonesOfAnOverlineInOrderWhenTheGapIsFilled() {
    // X: 0,0 1,0 3,0 4,0 5,0 then 2,0 makes six in a row.
    NRowState state = play(NRow.of(5, 3), 0, 0, 0, 2, 1, 0, 1, 2, 3, 0, 3, 2, 4, 0, 4, 2, 5, 0, 5, 2);
    assertFalse(state.isTerminal());
    state = state.play(Point.of(2, 0));
    List<Point> six = List.of(Point.of(0, 0), Point.of(1, 0), Point.of(2, 0), Point.of(3, 0), Point.of(4, 0), Point.of(5, 0));
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(six, state.winningLine());
  }

  @Test
  void antiDiagonalLineIsListedWithGrowingX() {
    NRowState state = play(NRow.of(3, 3), 0, 0, 3, 0, 2, -2, 3, 1);
    state = state.play(Point.of(1, -1));
    assertEquals(List.of(Point.of(0, 0), Point.of(1, -1), Point.of(2, -2)), state.winningLine());
  }

  @Test
  void opponentStonesBreakALine() {
    NRowState state = play(NRow.of(3, 3), 0, 0, 1, 0, 2, 0, 3, 1, -1, 0);
    assertFalse(state.isTerminal());
  }

  @Test
  void nOfOneWinsWithTheFirstStone() {
    NRowState state = NRow.of(1, 1).initialState().play(Point.of(MAX, MIN));
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(List.of(Point.of(MAX, MIN)), state.winningLine());
    assertEquals(Violation.gameOver(), state.check(Point.of(MAX, MIN)).orElseThrow());
    // also inside a tile, where the rules first look for a neighbour of the player's
    for (Point first : List.of(Point.of(1, 1), Point.of(-3, 4), Point.of(6, 6))) {
      NRowState won = NRow.of(1, 1).initialState().play(first);
      assertEquals(Outcome.win(Player.FIRST), won.outcome(), "first stone on " + first);
      assertEquals(List.of(first), won.winningLine());
      NRowPosition position = NRowPosition.of(NRow.of(1, 1));
      position.makeMove(first);
      assertEquals(Optional.of(Player.FIRST), position.winner(), "first stone on " + first);
    }
  }

  @Test
  void terminalStateRefusesEverythingWithGameOverFirst() {
    NRowState won = play(NRow.of(2, 1), 0, 0, 0, 1, 1, 0);
    assertTrue(won.outcome().isWin());
    for (Point p : List.of(Point.of(0, 0), Point.of(99, 99), Point.of(2, 0))) {
      assertEquals(Reason.GAME_OVER, won.check(p).orElseThrow().reason());
      assertThrows(IllegalMoveException.class, () -> won.play(p));
    }
  }

  @Test
  void stoneCapEndsInADrawUnlessTheLastStoneWins() {
    NRow capped = NRow.builder().n(3).stoneCap(4).build();
    NRowState draw = play(capped, 0, 0, 1, 0, 0, 1, 1, 1);
    assertEquals(Outcome.draw(), draw.outcome());
    assertTrue(draw.legalMoves().isEmpty());
    assertEquals("nrow(n=3,distance=3,players=2,cap=4): 4 stones, draw", draw.toString());
    assertEquals(Reason.GAME_OVER, draw.check(Point.of(2, 2)).orElseThrow().reason());
    NRow capFive = NRow.builder().n(3).stoneCap(5).build();
    NRowState win = play(capFive, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    assertTrue(win.outcome().isWin(), "a win on the cap-th stone is a win");
  }

  @Test
  void threePlayersTakeTurnsWithTheirSymbols() {
    NRow game = NRow.builder().players(3).n(3).build();
    NRowState state = play(game, 0, 0, 1, 0, 2, 0);
    assertEquals(Player.FIRST, state.toMove());
    assertEquals(Optional.of(Player.of(2)), state.stoneAt(Point.of(2, 0)));
    assertEquals(
        "  y\n"
            + "  3  .  .  .  +  +  +  .  .  .\n"
            + "  2  .  .  +  +  +  +  +  .  .\n"
            + "  1  .  +  +  +  +  +  +  +  .\n"
            + "  0  +  +  +  X  O  A  +  +  +\n"
            + " -1  .  +  +  +  +  +  +  +  .\n"
            + " -2  .  .  +  +  +  +  +  .  .\n"
            + " -3  .  .  .  +  +  +  .  .  .\n"
            + "  x -3 -2 -1  0  1  2  3  4  5",
        state.render());
  }

  @Test
  void rendersTheBoundingBoxPaddedByThree() {
    NRowState state = play(NRow.of(5, 3), 0, 0, 1, -1);
    assertEquals(
        "  y\n"
            + "  3  .  .  .  +  .  .  .  .\n"
            + "  2  .  .  +  +  +  .  .  .\n"
            + "  1  .  +  +  +  +  +  .  .\n"
            + "  0  +  +  +  X  +  +  +  .\n"
            + " -1  .  +  +  +  O  +  +  +\n"
            + " -2  .  .  +  +  +  +  +  .\n"
            + " -3  .  .  .  +  +  +  .  .\n"
            + " -4  .  .  .  .  +  .  .  .\n"
            + "  x -3 -2 -1  0  1  2  3  4",
        state.render());
  }

  @Test
  void emptyBoardRendersTheBoxAroundTheOrigin() {
    String expected =
        "  y\n"
            + "  3  +  +  +  +  +  +  +\n"
            + "  2  +  +  +  +  +  +  +\n"
            + "  1  +  +  +  +  +  +  +\n"
            + "  0  +  +  +  +  +  +  +\n"
            + " -1  +  +  +  +  +  +  +\n"
            + " -2  +  +  +  +  +  +  +\n"
            + " -3  +  +  +  +  +  +  +\n"
            + "  x -3 -2 -1  0  1  2  3";
    assertEquals(expected, NRow.of(5, 3).initialState().render());
  }

  @Test
  void renderingClipsThePaddingAtTheIntLimitsAndWidensColumnsForLongLabels() {
    NRowState corner = NRow.of(5, 3).initialState().play(Point.of(MAX, MIN));
    assertEquals(
        "          y\n"
            + "-2147483645          .          .          .          +\n"
            + "-2147483646          .          .          +          +\n"
            + "-2147483647          .          +          +          +\n"
            + "-2147483648          +          +          +          X\n"
            + "          x 2147483644 2147483645 2147483646 2147483647",
        corner.render());
    NRowState other = NRow.of(5, 3).initialState().play(Point.of(MIN, MAX));
    String[] lines = other.render().split("\n", -1);
    assertEquals(1 + 4 + 1, lines.length);
    assertEquals("2147483647           X           +           +           +", lines[1]);
    assertEquals("2147483644           +           .           .           .", lines[4]);
    assertEquals("         x -2147483648 -2147483647 -2147483646 -2147483645", lines[5]);
  }

  @Test
  void columnsWidenOnlyWhenAnXLabelNeedsThreeCharacters() {
    NRowState state = play(NRow.of(5, 3), -7, 100);
    assertEquals(
        "  y\n"
            + "103   .   .   .   +   .   .   .\n"
            + "102   .   .   +   +   +   .   .\n"
            + "101   .   +   +   +   +   +   .\n"
            + "100   +   +   +   X   +   +   +\n"
            + " 99   .   +   +   +   +   +   .\n"
            + " 98   .   .   +   +   +   .   .\n"
            + " 97   .   .   .   +   .   .   .\n"
            + "  x -10  -9  -8  -7  -6  -5  -4",
        state.render());
  }

  @Test
  void candidatesAreClippedAtTheIntLimits() {
    NRowState corner = play(NRow.of(5, 3), MAX, MAX);
    // The quarter diamond inside the plane: points with dx, dy <= 0 and |dx| + |dy| <= 3, minus the stone.
    assertEquals(10 - 1, corner.legalMoves().size());
    for (Point p : corner.legalMoves()) {
      assertTrue(p.manhattanDistance(Point.of(MAX, MAX)) <= 3);
    }
    assertEquals(Point.of(MAX, MAX - 3), corner.legalMoves().get(0));
    NRowState low = play(NRow.of(5, 3), MIN, 0);
    assertEquals(1 + 2 + 3 + 4 + 3 + 2 + 1 - 1, low.legalMoves().size(), "half diamond with x >= MIN");
    NRowState far = low.play(Point.of(MIN + 3, 0));
    assertTrue(far.isLegal(Point.of(MIN + 6, 0)));
    assertEquals(NRowReason.TOO_FAR, far.check(Point.of(MAX, 0)).orElseThrow().reason());
    assertEquals(NRowReason.TOO_FAR, far.check(Point.of(MAX - 2, 0)).orElseThrow().reason(), "no wrap-around");
  }

  @Test
  void winAtTheIntLimitDoesNotWrapAround() {
    NRow game = NRow.of(3, 3);
    // X at MAX-1, MAX on row 0; a stone at MIN would be adjacent only with wrap-around.
    NRowState state = play(game, MAX, 0, MAX, 2, MAX - 1, 0, MAX - 1, 2);
    assertFalse(state.isTerminal());
    assertFalse(state.isLegal(Point.of(MIN, 0)));
    NRowState won = state.play(Point.of(MAX - 2, 0));
    assertEquals(List.of(Point.of(MAX - 2, 0), Point.of(MAX - 1, 0), Point.of(MAX, 0)), won.winningLine());
    NRowState diag = play(game, MIN, MIN, MIN + 3, MIN, MIN + 1, MIN + 1, MIN + 3, MIN + 1, MIN + 2, MIN + 2);
    assertEquals(
        List.of(Point.of(MIN, MIN), Point.of(MIN + 1, MIN + 1), Point.of(MIN + 2, MIN + 2)),
        diag.winningLine());
  }

  @Test
  void playNeverChangesTheReceiver() {
    NRowState before = play(NRow.of(5, 3), 0, 0, 1, 1);
    String drawing = before.render();
    List<Point> moves = before.legalMoves();
    long hash = before.positionHash();
    before.play(Point.of(2, 2));
    assertThrows(IllegalMoveException.class, () -> before.play(Point.of(9, 9)));
    assertEquals(drawing, before.render());
    assertEquals(moves, before.legalMoves());
    assertEquals(hash, before.positionHash());
    assertEquals(2, before.stoneCount());
    assertTrue(before.isLegal(Point.of(2, 2)));
  }

  @Test
  void statesAreEqualByStonesWhateverTheOrder() {
    NRow game = NRow.of(5, 3);
    NRowState a = play(game, 0, 0, 1, 0, 0, 1, 1, 1);
    NRowState b = play(game, 0, 1, 1, 1, 0, 0, 1, 0);
    NRowState c = play(game, 0, 0, 0, 1, 1, 0, 1, 1);
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(a.positionHash(), b.positionHash());
    assertEquals(a.legalMoves(), b.legalMoves());
    assertEquals(a.render(), b.render());
    assertNotEquals(a, c, "the same points with other owners");
    assertNotEquals(a.positionHash(), c.positionHash());
    assertNotEquals(a, play(NRow.of(5, 2), 0, 0, 1, 0, 0, 1, 1, 1), "another game");
    assertNotEquals(game.initialState(), game.initialState().play(Point.ORIGIN));
    assertEquals(game.initialState(), NRow.of(5, 3).initialState());
  }

  @Test
  void stonesAreListedByRowThenColumn() {
    NRowState state = play(NRow.of(5, 3), 0, 0, -1, 1, 1, -1, 2, 0);
    assertEquals(
        List.of(Point.of(1, -1), Point.of(0, 0), Point.of(2, 0), Point.of(-1, 1)),
        new ArrayList<>(state.stones().keySet()));
    assertEquals(
        List.of(Player.FIRST, Player.FIRST, Player.SECOND, Player.SECOND),
        new ArrayList<>(state.stones().values()));
    assertEquals(Player.SECOND, state.stones().get(Point.of(2, 0)));
    assertEquals(4, state.stoneCount());
  }

  @Test
  void toStringSummarisesTheState() {
    assertEquals(
        "nrow(n=5,distance=3,players=2,cap=none): 1 stone, O to move",
        play(NRow.of(5, 3), 0, 0).toString());
  }

  @Test
  void legalMovesListIsUnmodifiableAndCached() {
    NRowState state = play(NRow.of(5, 3), 0, 0);
    assertSame(state.legalMoves(), state.legalMoves());
    assertThrows(UnsupportedOperationException.class, () -> state.legalMoves().add(Point.ORIGIN));
  }

  /** The hash code comes from the position hash, so the states of a game rarely share one. */
  @Test
  void theStatesOfAGameHaveDifferentHashCodes() {
    NRowState state = NRow.builder().stoneCap(200).build().initialState();
    java.util.Set<Integer> codes = new java.util.HashSet<>();
    for (int i = 0; i < 40 && !state.isTerminal(); i++) {
      assertEquals(Long.hashCode(state.positionHash()), state.hashCode());
      codes.add(state.hashCode());
      state = state.play(state.legalMoves().get((i * 7) % state.legalMoves().size()));
    }
    assertTrue(codes.size() >= 30, "distinct hash codes: " + codes.size());
  }

  /**
   * A first stone within D of an end of the plane, for every D: its diamond, clipped there, is
   * exactly the brute-force candidates (the diamonds of up to 16 tiles are computed, not
   * precomputed, there).
   */
  @Test
  void firstStonesNearTheEndsOfThePlaneOfferTheirClippedDiamond() {
    for (int d = 1; d <= NRow.MAX_DISTANCE; d++) {
      NRow game = NRow.builder().n(5).distance(d).build();
      for (int k = 0; k < d; k++) {
        for (int y : new int[] {0, 7}) {
          for (Point first : List.of(Point.of(MAX - k, y), Point.of(MIN + k, y), Point.of(y, MAX - k), Point.of(y, MIN + k))) {
            NRowState state = game.initialState().play(first);
            assertEquals(BruteForce.candidates(state), state.legalMoves(), "D " + d + ", first stone " + first);
          }
        }
      }
    }
  }
}
