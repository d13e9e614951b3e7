package io.github.gridgames.nrow.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.Point;
import org.junit.jupiter.api.Test;

/** The position's search helpers reach the position, and only the position installs them. */
class PositionAccessTest {

  @Test
  void theHelpersAnswerForThePosition() {
    NRowPosition position = NRowPosition.of(NRow.of(3, 1));
    position.makeMove(Point.ORIGIN);
    position.makeMove(Point.of(0, 1));
    position.makeMove(Point.of(1, 0));
    assertEquals(0, PositionAccess.owner(position, 1, 0));
    assertEquals(1, PositionAccess.owner(position, 0, 1));
    assertEquals(-1, PositionAccess.owner(position, 2, 0));
    assertEquals(true, PositionAccess.isLegal(position, 2, 0));
    assertEquals(false, PositionAccess.isLegal(position, 3, 0));
    assertEquals(false, PositionAccess.isLegal(position, 1, 0));
    assertEquals(3, PositionAccess.longestLine(position, 2, 0, 0));
    assertEquals(2, PositionAccess.longestLine(position, 1, 1, 1));
    long[] stones = new long[3];
    assertEquals(3, PositionAccess.stones(position, stones));
    int code = PositionAccess.code(position, 2, 0);
    assertEquals(Point.of(2, 0), position.move(code));
    assertEquals(PackedPoint.of(2, 0), PositionAccess.packedPoint(position, code));
    IllegalArgumentException shortArray =
        assertThrows(IllegalArgumentException.class, () -> PositionAccess.stones(position, new long[2]));
    assertEquals("the array holds 2 points, but there are 3 stones", shortArray.getMessage());
    IllegalArgumentException noPlayer =
        assertThrows(IllegalArgumentException.class, () -> PositionAccess.longestLine(position, 0, 0, 2));
    assertEquals("player index 2 is not in this game of 2 players", noPlayer.getMessage());
  }

  @Test
  void theAccessIsInstalledOnce() {
    NRowPosition position = NRowPosition.of(NRow.of(5, 3));
    assertEquals(-1, PositionAccess.owner(position, 0, 0));
    IllegalStateException again =
        assertThrows(
            IllegalStateException.class,
            () -> PositionAccess.install(new Fake()));
    assertEquals("the access of NRowPosition is installed already", again.getMessage());
    assertThrows(NullPointerException.class, () -> PositionAccess.install(null));
  }

  /** An access that answers nothing; only offered to {@link PositionAccess#install}, which refuses it. */
  private static final class Fake implements PositionAccess.Access {
    @Override
    public int owner(NRowPosition position, int x, int y) {
      throw new AssertionError("not installed");
    }

    @Override
    public boolean isLegal(NRowPosition position, int x, int y) {
      throw new AssertionError("not installed");
    }

    @Override
    public int longestLine(NRowPosition position, int x, int y, int player) {
      throw new AssertionError("not installed");
    }

    @Override
    public int stones(NRowPosition position, long[] into) {
      throw new AssertionError("not installed");
    }

    @Override
    public int code(NRowPosition position, int x, int y) {
      throw new AssertionError("not installed");
    }

    @Override
    public long packedPoint(NRowPosition position, int code) {
      throw new AssertionError("not installed");
    }
  }
}
