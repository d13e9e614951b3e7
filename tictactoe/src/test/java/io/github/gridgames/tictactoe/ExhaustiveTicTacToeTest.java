package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The exact, well-known facts of Tic-Tac-Toe (play stops at the first line), by exhaustive
 * enumeration of the whole game tree.
 */
class ExhaustiveTicTacToeTest {

  private static final MnkGame GAME = MnkGame.ticTacToe();
  private static Set<MnkState> reachable;

  @BeforeAll
  static void enumerate() {
    reachable = new HashSet<>();
    Deque<MnkState> todo = new ArrayDeque<>();
    todo.push(GAME.initialState());
    reachable.add(GAME.initialState());
    while (!todo.isEmpty()) {
      MnkState state = todo.pop();
      for (Cell move : state.legalMoves()) {
        MnkState next = state.play(move);
        if (reachable.add(next)) {
          todo.push(next);
        }
      }
    }
  }

  @Test
  void reachablePositionsIncludingTheEmptyBoard() {
    assertEquals(5_478, reachable.size());
  }

  @Test
  void positionsUpToSymmetry() {
    Set<MnkState> canonical = new HashSet<>();
    for (MnkState state : reachable) {
      canonical.add(state.canonical());
    }
    assertEquals(765, canonical.size());
  }

  @Test
  void terminalPositions() {
    assertEquals(958, reachable.stream().filter(MnkState::isTerminal).count());
  }

  /** Counts of complete games: total, X wins, O wins, draws. */
  private static long[] countGames(MnkState state) {
    if (state.isTerminal()) {
      Outcome outcome = state.outcome();
      return new long[] {
        1, outcome.isWinner(Player.FIRST) ? 1 : 0, outcome.isWinner(Player.SECOND) ? 1 : 0, outcome.isDraw() ? 1 : 0
      };
    }
    long[] sum = new long[4];
    for (Cell move : state.legalMoves()) {
      long[] sub = countGames(state.play(move));
      for (int i = 0; i < 4; i++) {
        sum[i] += sub[i];
      }
    }
    return sum;
  }

  @Test
  void completeGames() {
    long[] counts = countGames(GAME.initialState());
    assertEquals(255_168, counts[0], "games");
    assertEquals(131_184, counts[1], "X wins");
    assertEquals(77_904, counts[2], "O wins");
    assertEquals(46_080, counts[3], "draws");
  }

  private static long[] countGames(Position<MnkState, Cell> position) {
    MnkState state = position.state();
    if (state.isTerminal()) {
      return new long[] {1, state.outcome().isDraw() ? 1 : 0};
    }
    long[] sum = new long[2];
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    for (int i = 0; i < count; i++) {
      position.makeMove(codes[i]);
      long[] sub = countGames(position);
      position.unmakeMove();
      sum[0] += sub[0];
      sum[1] += sub[1];
    }
    return sum;
  }

  @Test
  void completeGamesThroughTheFastPosition() {
    Position<MnkState, Cell> position = GAME.initialState().toPosition();
    long[] counts = countGames(position);
    assertEquals(255_168, counts[0]);
    assertEquals(46_080, counts[1]);
    assertEquals(0, position.depth());
    assertEquals(GAME.initialState(), position.state());
  }

  @Test
  void everyReachableOutcomeMatchesABruteForceScan() {
    for (MnkState state : reachable) {
      Set<Integer> withLine = Oracle.playersWithLine(state);
      assertTrue(withLine.size() <= 1, () -> "both players have a line in " + state);
      if (withLine.isEmpty()) {
        assertEquals(Oracle.full(state) ? Outcome.draw() : Outcome.ongoing(), state.outcome(), state::toString);
      } else {
        Player winner = Player.of(withLine.iterator().next());
        assertEquals(Set.of(winner), state.outcome().winners(), state::toString);
        assertTrue(Oracle.isStraightLineOf(state, state.winningLine(), winner), state::toString);
        assertEquals(3, state.winningLine().size(), state::toString);
      }
    }
  }

  @Test
  void allImagesShareOneCanonicalFormAndSymmetriesKeepOutcomes() {
    Map<MnkState, MnkState> canonicalOf = new HashMap<>();
    for (MnkState state : reachable) {
      canonicalOf.put(state, state.canonical());
    }
    for (MnkState state : reachable) {
      MnkState canonical = canonicalOf.get(state);
      for (MnkGame.Symmetry symmetry : GAME.symmetries()) {
        MnkState image = symmetry.apply(state);
        assertTrue(reachable.contains(image), () -> symmetry + " of " + state + " is not reachable");
        assertEquals(canonical, canonicalOf.get(image), () -> symmetry + " of " + state);
        assertEquals(state.outcome().status(), image.outcome().status());
        assertEquals(state.outcome().winners(), image.outcome().winners());
        assertEquals(state.toMove(), image.toMove());
        assertEquals(state, symmetry.inverse().apply(image));
      }
    }
  }

  @Test
  void positionHashesAreDistinctOverAllReachablePositions() {
    Map<Long, MnkState> byHash = new HashMap<>();
    for (MnkState state : reachable) {
      MnkState clash = byHash.put(state.positionHash(), state);
      assertEquals(null, clash, () -> "hash clash between " + state + " and " + byHash.get(state.positionHash()));
    }
  }
}
