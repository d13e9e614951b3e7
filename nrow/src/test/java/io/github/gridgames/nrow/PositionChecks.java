package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.nrow.internal.PositionAccess;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/** Compares a position with the immutable state of the same position, query by query. */
final class PositionChecks {

  private PositionChecks() {}

  /**
   * Asserts that the position answers every query as the state does: snapshot, stones, game,
   * player to move (and its index), outcome (winning line included), hash, legal moves through
   * codes, candidates by brute force, and legality, owners and lines at probe points.
   */
  static void assertSamePosition(NRowPosition position, NRowState state, Random random, String where) {
    assertEquals(state, position.state(), where + ": state()");
    assertEquals(state.stoneCount(), position.stoneCount(), where + ": stones");
    assertEquals(state.game(), position.game(), where + ": game");
    assertEquals(state.toMove(), position.toMove(), where + ": to move");
    assertEquals(state.toMove().index(), position.toMove().index(), where + ": index to move");
    assertEquals(state.isTerminal(), position.isTerminal(), where + ": over");
    assertEquals(state.outcome(), position.outcome(), where + ": outcome");
    assertEquals(
        state.outcome().isWin() ? Optional.of(state.outcome().winners().iterator().next()) : Optional.empty(),
        position.winner(),
        where + ": winner");
    assertEquals(state.positionHash(), position.positionHash(), where + ": hash");
    int[] codes = new int[position.legalMoveCount() + 3];
    int count = position.legalMoves(codes);
    Set<Point> listed = new HashSet<>();
    for (int i = 0; i < count; i++) {
      Point point = position.move(codes[i]);
      assertEquals(codes[i], position.code(point), where + ": code round trip");
      assertTrue(position.isLegal(codes[i]), where + ": listed " + point);
      assertTrue(listed.add(point), where + ": listed twice " + point);
    }
    assertEquals(new HashSet<>(state.legalMoves()), listed, where + ": legal moves");
    if (!state.isTerminal() && state.stoneCount() > 0) {
      assertEquals(new HashSet<>(BruteForce.candidates(state)), listed, where + ": candidates");
    }
    long[] stones = new long[position.stoneCount()];
    assertEquals(stones.length, PositionAccess.stones(position, stones));
    Set<Point> stonePoints = new HashSet<>();
    for (long stone : stones) {
      stonePoints.add(position.move(PositionAccess.code(position, (int) (stone >> 32), (int) stone)));
    }
    assertEquals(state.stones().keySet(), stonePoints, where + ": stones");
    for (Point probe : probes(state, random)) {
      assertEquals(state.isLegal(probe), PositionAccess.isLegal(position, probe.x(), probe.y()), where + ": legal " + probe);
      assertEquals(
          state.stoneAt(probe),
          position.stoneAt(probe),
          where + ": stone at " + probe);
      for (int player = 0; player < state.game().playerCount(); player++) {
        assertEquals(
            BruteForce.longestLine(state, probe, player),
            PositionAccess.longestLine(position, probe.x(), probe.y(), player),
            where + ": line of " + player + " through " + probe);
      }
    }
  }

  /** The contract's arbitrary points and points near the stones. */
  static List<Point> probes(NRowState state, Random random) {
    List<Point> out = new ArrayList<>(NRowContractTest.arbitraryMoves().moves(state, random));
    out.addAll(Transforms.probes(state, random));
    return out;
  }
}
