package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What the rules contract does not cover about {@link DotsBoxesPosition}: its own playout loop,
 * its list of free lines, its integer queries and their refusals. (The contract checks play,
 * undo, hash, turn, outcome, scores and legal moves against the states on every game of
 * {@link DotsBoxesContractTest}.)
 */
class DotsBoxesPositionTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);

  /** Boards of one word and of several, 2 to 4 players, table and asked policies. */
  private static List<DotsBoxes> games() {
    return List.of(
        DotsBoxes.of(1, 1),
        DotsBoxes.of(3, 3),
        DotsBoxes.of(5, 5),
        DotsBoxes.of(1, 21),
        DotsBoxes.builder().rows(3).cols(2).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(),
        DotsBoxes.builder().rows(3).cols(3).players(2).turnPolicy(TurnPolicy.CONNECT6).build(),
        DotsBoxes.of(1, 22),
        DotsBoxes.of(8, 8),
        DotsBoxes.builder().rows(5).cols(9).players(4).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build());
  }

  /** Takes back every move and returns the lines in the order they were drawn. */
  private static List<Edge> undoAll(DotsBoxesPosition position) {
    DotsBoxes game = position.game();
    List<Edge> moves = new ArrayList<>();
    while (position.depth() > 0) {
      boolean[] drawn = new boolean[game.edgeCount()];
      for (int e = 0; e < drawn.length; e++) {
        drawn[e] = position.isDrawn(e);
      }
      position.unmakeMove();
      for (int e = 0; e < drawn.length; e++) {
        if (drawn[e] && !position.isDrawn(e)) {
          moves.add(game.edge(e));
        }
      }
    }
    Collections.reverse(moves);
    return moves;
  }

  @Test
  void resetTakesBackEveryLineInOneStep() {
    for (DotsBoxes g : games()) {
      DotsBoxesPosition walker = DotsBoxesPosition.of(g);
      walker.playout(new SplittableRandom(9), g.edgeCount() / 3);
      DotsBoxesState start = walker.state();
      DotsBoxesPosition position = DotsBoxesPosition.of(start);
      position.reset();
      assertEquals(start, position.state());
      for (int round = 0; round < 3; round++) {
        int played = position.playout(new SplittableRandom(round), Integer.MAX_VALUE);
        assertEquals(g.edgeCount() - start.drawnCount(), played);
        position.reset();
        assertEquals(start, position.state(), g + " round " + round);
        assertEquals(start.positionHash(), position.positionHash());
        assertEquals(start.toMove(), position.toMove());
        assertEquals(start.scores(), position.scores());
        assertEquals(0, position.depth());
        assertThrows(IllegalStateException.class, position::unmakeMove);
        int[] codes = legal(position);
        Arrays.sort(codes);
        int[] expected = start.legalMoves().stream().mapToInt(g::indexOf).sorted().toArray();
        assertArrayEquals(expected, codes);
        for (int code : codes) {
          assertTrue(position.isLegal(code));
        }
        // the position plays on as from the start: the same lines give the same state
        DotsBoxesState byState = start.play(g.edge(codes[0]));
        position.makeMove(codes[0]);
        assertEquals(byState, position.state());
        position.unmakeMove();
      }
    }
  }

  private static int[] legal(DotsBoxesPosition position) {
    int[] codes = new int[position.legalMoveCount()];
    assertEquals(codes.length, position.legalMoves(codes));
    return codes;
  }

  @TestFactory
  Stream<DynamicTest> playoutsFollowTheStatesAndUndoRestoresTheListOrder() {
    return games().stream()
        .map(
            game ->
                DynamicTest.dynamicTest(
                    "playouts on " + game,
                    () -> {
                      DotsBoxesPosition position = DotsBoxesPosition.of(game);
                      for (int seed = 0; seed < 6; seed++) {
                        int[] before = legal(position);
                        int played = position.playout(new SplittableRandom(seed), 1_000);
                        assertEquals(game.edgeCount(), played);
                        assertTrue(position.isTerminal());
                        DotsBoxesState end = position.state();
                        List<Edge> moves = undoAll(position);
                        assertEquals(end, RandomGames.replay(game, moves).finalState());
                        assertArrayEquals(before, legal(position), "the list order is restored");
                        assertEquals(played, position.playout(new SplittableRandom(seed), 1_000));
                        assertEquals(end, position.state(), "the same seed plays the same game");
                        undoAll(position);
                      }
                    }));
  }

  @Test
  void aPlayoutDrawsFromEachSixteenBitQuarterHighBitsFirstAndSwapsWithTheLastFreeLine() {
    // The documented loop, step by step: each nextLong() gives four draws, high 16 bits first;
    // a draw below the free count picks that entry of the free list (Lemire's draw, which
    // belowOrAgain16 is and UniformDrawTest proves exact), and the line drawn swaps places with
    // the last free line, which the list then ends before.
    for (DotsBoxes g : games()) {
      DotsBoxesPosition position = DotsBoxesPosition.of(g);
      position.playout(new SplittableRandom(2), g.edgeCount() / 4);
      int[] list = legal(position);
      int depth = position.depth();
      SplittableRandom source = new SplittableRandom(g.edgeCount());
      long[] longs = new long[2 * g.edgeCount() + 8];
      for (int i = 0; i < longs.length; i++) {
        // every eighth long repeats a quarter that some free count rejects
        longs[i] = i % 8 == 7 ? 0 : source.nextLong();
      }
      int[] next = {0};
      RandomGenerator fixed = () -> longs[next[0]++];
      int maxMoves = list.length - 1;
      List<Edge> expected = new ArrayList<>();
      int count = list.length;
      int used = 0;
      while (expected.size() < maxMoves) {
        long bits = longs[used++];
        for (int k = 0; k < 4 && expected.size() < maxMoves; k++) {
          int at = DotsBoxesPosition.belowOrAgain16((int) (bits >>> (48 - 16 * k)) & 0xFFFF, count);
          if (at >= 0) {
            int edge = list[at];
            list[at] = list[count - 1];
            list[count - 1] = edge;
            count--;
            expected.add(g.edge(edge));
          }
        }
      }
      assertEquals(maxMoves, position.playout(fixed, maxMoves));
      assertEquals(used, next[0], "longs used on " + g);
      assertArrayEquals(Arrays.copyOf(list, count), legal(position), "the free list on " + g);
      List<Edge> drawn = undoAll(position);
      assertEquals(expected, drawn.subList(depth, drawn.size()), "the lines drawn on " + g);
    }
  }

  @Test
  void undoRestoresTheListOrderAfterEachPlay() {
    DotsBoxesPosition position = DotsBoxesPosition.of(DotsBoxes.of(3, 3));
    List<int[]> before = new ArrayList<>();
    for (int code : new int[] {5, 17, 3, 23, 0, 12, 11}) {
      before.add(legal(position));
      position.makeMove(code);
    }
    for (int i = before.size() - 1; i >= 0; i--) {
      position.unmakeMove();
      assertArrayEquals(before.get(i), legal(position), "after undoing move " + (i + 1));
    }
  }

  @Test
  void aPlayoutStopsAtItsLimitAndContinuesFromAnyState() {
    GameRun<DotsBoxesState, Edge> run = RandomGames.play(DotsBoxes.of(3, 3), 5);
    DotsBoxesState middle = run.states().get(10);
    DotsBoxesPosition position = middle.toPosition();
    assertEquals(0, position.playout(new SplittableRandom(1), 0));
    assertEquals(4, position.playout(new SplittableRandom(1), 4));
    assertEquals(4, position.depth());
    assertEquals(10, position.playout(new SplittableRandom(1), 100));
    assertTrue(position.isTerminal());
    assertEquals(0, position.playout(new SplittableRandom(1), 100));
    undoAll(position);
    assertEquals(middle, position.state());
    IllegalArgumentException negative =
        assertThrows(
            IllegalArgumentException.class, () -> position.playout(new SplittableRandom(1), -1));
    assertEquals("maxMoves must be >= 0, got -1", negative.getMessage());
  }

  /**
   * The playout sets the lines' slots in the free list in one pass after its loop; every later way
   * of looking a code up (isLegal, play, copy), after some of its moves are undone, must find the
   * lines where they are.
   */
  @Test
  void afterAPlayoutAndSomeUndosEveryCodeIsFound() {
    for (DotsBoxes g : games()) {
      for (int seed = 0; seed < 4; seed++) {
        DotsBoxesPosition position = DotsBoxesPosition.of(g);
        SplittableRandom random = new SplittableRandom(seed);
        int played = position.playout(random, random.nextInt(g.edgeCount() + 1));
        for (int back = random.nextInt(played + 1); back > 0; back--) {
          position.unmakeMove();
        }
        DotsBoxesState state = position.state();
        assertIsLegalFollows(state, position);
        DotsBoxesPosition copy = position.copy();
        for (int code = 0; code < g.edgeCount(); code++) {
          if (position.isLegal(code)) {
            DotsBoxesState after = state.play(g.edge(code));
            position.makeMove(code);
            assertEquals(after, position.state());
            position.unmakeMove();
            copy.makeMove(code);
            assertEquals(after, copy.state());
            copy.unmakeMove();
          }
        }
        undoAll(position);
        assertEquals(g.initialState(), position.state());
      }
    }
  }

  /** A turn policy that fails at a move number stops a playout there, with its moves kept. */
  @Test
  void aPlayoutThatThePolicyStopsKeepsTheMovesBefore() {
    TurnPolicy failsAtTen =
        TurnPolicy.of(
            "fails-at-ten",
            (mover, effect, players, moveNumber) ->
                moveNumber == 10
                    ? Player.of(9)
                    : TurnPolicy.EXTRA_TURN_ON_CAPTURE.next(mover, effect, players, moveNumber));
    DotsBoxes g = DotsBoxes.builder().rows(3).cols(3).players(2).turnPolicy(failsAtTen).build();
    DotsBoxesPosition position = DotsBoxesPosition.of(g);
    IllegalStateException stopped =
        assertThrows(
            IllegalStateException.class, () -> position.playout(new SplittableRandom(3), 100));
    assertEquals(
        "turn policy 'fails-at-ten' chose player 10 in a game of 2 players", stopped.getMessage());
    assertEquals(10, position.depth());
    assertEquals(10, position.drawnCount());
    assertEquals(g.edgeCount() - 10, position.legalMoveCount());
    DotsBoxesState state = position.state();
    assertIsLegalFollows(state, position);
    List<Edge> moves = undoAll(position);
    assertEquals(state, RandomGames.replay(g, moves).finalState());
    assertEquals(g.initialState(), position.state());
  }

  /** Asserts that the position calls legal exactly the lines the state lists as legal moves. */
  private static void assertIsLegalFollows(DotsBoxesState state, DotsBoxesPosition position) {
    DotsBoxes g = state.game();
    Set<Edge> legal = new HashSet<>(state.legalMoves());
    for (int code = 0; code < g.edgeCount(); code++) {
      assertEquals(legal.contains(g.edge(code)), position.isLegal(code), g + ", code " + code);
    }
  }

  @Test
  void theIntegerQueriesReadTheState() {
    GameRun<DotsBoxesState, Edge> run = RandomGames.play(DotsBoxes.builder().rows(3).cols(4).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(), 9);
    for (DotsBoxesState state : run.states()) {
      DotsBoxesPosition position = state.toPosition();
      DotsBoxes g = state.game();
      assertEquals(state.drawnCount(), position.drawnCount());
      long mask = 0;
      for (int e = 0; e < g.edgeCount(); e++) {
        assertEquals(state.isDrawn(g.edge(e)), position.isDrawn(e));
        mask |= position.isDrawn(e) ? 1L << e : 0;
        if (!position.isDrawn(e)) {
          assertEquals(
              state.effectOf(g.edge(e)).captures(), PositionSearch.capturesOf(position, e), "captures of " + e);
        }
        List<Integer> beside = new ArrayList<>();
        for (Box box : g.boxesOf(g.edge(e))) {
          beside.add(g.indexOf(box));
        }
        OptionalInt first = g.boxBeside(e, 0);
        OptionalInt second = g.boxBeside(e, 1);
        assertEquals(
            beside, Stream.of(first, second).filter(OptionalInt::isPresent).map(OptionalInt::getAsInt).toList());
      }
      assertEquals(mask, PositionSearch.drawnMask(position));
      for (int b = 0; b < g.boxCount(); b++) {
        Box box = g.box(b);
        assertEquals(state.sidesDrawn(box), PositionSearch.sidesDrawn(position, b));
        assertEquals(state.owner(box), position.owner(b));
        List<Edge> sides = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
          sides.add(g.edge(g.sideOf(b, k)));
        }
        assertEquals(g.sidesOf(box), sides);
      }
    }
  }

  @Test
  void refusesBadCodesAndChangesNothing() {
    DotsBoxesPosition position = DotsBoxesPosition.of(game);
    position.makeMove(3);
    DotsBoxesState before = position.state();
    IllegalMoveException drawn = assertThrows(IllegalMoveException.class, () -> position.makeMove(3));
    assertEquals(DotsBoxesReason.ALREADY_DRAWN, drawn.violation().reason());
    assertEquals(before.check(game.edge(3)).orElseThrow(), drawn.violation());
    IllegalMoveException outside =
        assertThrows(IllegalMoveException.class, () -> position.makeMove(12));
    assertEquals(Reason.OUT_OF_BOUNDS, outside.violation().reason());
    assertEquals(
        "The code 12 stands for no line: the lines of this board are numbered 0 to 11.",
        outside.violation().message());
    assertThrows(IllegalMoveException.class, () -> position.makeMove(-1));
    IllegalMoveException offBoard =
        assertThrows(IllegalMoveException.class, () -> position.makeMove(Edge.horizontal(5, 0)));
    assertEquals(Reason.OUT_OF_BOUNDS, offBoard.violation().reason());
    IllegalMoveException notUnit =
        assertThrows(IllegalMoveException.class, () -> position.makeMove(Edge.of(0, 0, 1, 1)));
    assertEquals(DotsBoxesReason.NOT_A_UNIT_LINE, notUnit.violation().reason());
    assertEquals(before, position.state());
    assertEquals(1, position.depth());

    IllegalArgumentException capturesOfDrawn =
        assertThrows(IllegalArgumentException.class, () -> PositionSearch.capturesOf(position, 3));
    assertEquals("the line 3 is drawn already", capturesOfDrawn.getMessage());
    assertThrows(IndexOutOfBoundsException.class, () -> PositionSearch.capturesOf(position, 12));
    assertThrows(IndexOutOfBoundsException.class, () -> position.isDrawn(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> PositionSearch.sidesDrawn(position, 4));
    assertEquals(
        "box index (-1) must not be negative",
        assertThrows(IndexOutOfBoundsException.class, () -> position.owner(-1)).getMessage());
    assertThrows(IndexOutOfBoundsException.class, () -> game.boxBeside(12, 0));
    assertThrows(IndexOutOfBoundsException.class, () -> game.boxBeside(0, 2));
    assertThrows(IndexOutOfBoundsException.class, () -> game.sideOf(4, 0));
    assertThrows(IndexOutOfBoundsException.class, () -> game.sideOf(0, 4));
    IllegalArgumentException code =
        assertThrows(IllegalArgumentException.class, () -> position.move(12));
    assertEquals(
        "move code 12 stands for no move of this game: the codes go from 0 to 11", code.getMessage());
    IllegalArgumentException move =
        assertThrows(IllegalArgumentException.class, () -> position.code(Edge.horizontal(5, 0)));
    assertEquals(
        "the line (5,0)-(5,1) is not a unit line of this 2 x 2 board", move.getMessage());
    IllegalArgumentException buffer =
        assertThrows(IllegalArgumentException.class, () -> position.legalMoves(new int[10]));
    assertEquals("buffer of length 10 is shorter than the 11 legal moves", buffer.getMessage());
    IllegalArgumentException stranger =
        assertThrows(IllegalArgumentException.class, () -> position.score(Player.of(2)));
    assertEquals("player 3 is not in a game of 2 players", stranger.getMessage());
    assertEquals(before, position.state());
  }

  @Test
  void refusesEveryMoveOnceTheGameIsOverAndUndoAtTheStart() {
    DotsBoxesPosition position = DotsBoxesPosition.of(game);
    IllegalStateException start = assertThrows(IllegalStateException.class, position::unmakeMove);
    assertEquals("no move to undo: the position is at its starting state", start.getMessage());
    position.playout(new SplittableRandom(1), 100);
    DotsBoxesState end = position.state();
    for (int code : new int[] {0, 11, 12, -1}) {
      IllegalMoveException over =
          assertThrows(IllegalMoveException.class, () -> position.makeMove(code));
      assertEquals(Reason.GAME_OVER, over.violation().reason());
    }
    IllegalStateException noMove =
        assertThrows(
            IllegalStateException.class, () -> position.randomMove(new SplittableRandom(1)));
    assertEquals("no legal move: the game is over", noMove.getMessage());
    assertEquals(0, position.legalMoveCount());
    assertEquals(0, position.legalMoves(new int[0]));
    assertEquals(end, position.state());
  }

  @Test
  void theSearchQueriesAreInstalledOnceWhicheverClassIsUsedFirst() {
    DotsBoxesPosition position = DotsBoxesPosition.of(DotsBoxes.of(1, 1));
    assertEquals(0, PositionSearch.sidesDrawn(position, 0));
    assertEquals(
        "the position search hooks are installed already",
        assertThrows(IllegalStateException.class, () -> PositionSearch.install(new SearchHooks())).getMessage());
    assertThrows(NullPointerException.class, () -> PositionSearch.install(null));
  }

  @Test
  void aMaskNeedsABoardOfAtMostSixtyFourLines() {
    assertEquals(0L, PositionSearch.drawnMask(DotsBoxesPosition.of(DotsBoxes.of(1, 21))));
    DotsBoxesPosition large = DotsBoxesPosition.of(DotsBoxes.of(1, 22));
    IllegalStateException refused = assertThrows(IllegalStateException.class, () -> PositionSearch.drawnMask(large));
    assertEquals(
        "the board has 67 lines, more than the 64 of a drawn-line mask", refused.getMessage());
  }

  @Test
  void copiesAreIndependentAndListInTheSameOrder() {
    DotsBoxesPosition position = DotsBoxesPosition.of(DotsBoxes.of(3, 3));
    position.playout(new SplittableRandom(4), 7);
    DotsBoxesPosition copy = position.copy();
    assertEquals(0, copy.depth());
    assertEquals(position.state(), copy.state());
    assertArrayEquals(legal(position), legal(copy));
    assertEquals(
        position.randomMove(new SplittableRandom(8)), copy.randomMove(new SplittableRandom(8)));
    copy.makeMove(legal(copy)[0]);
    assertNotEquals(position.positionHash(), copy.positionHash());
    assertEquals(7, position.depth());
    copy.unmakeMove();
    assertThrows(IllegalStateException.class, copy::unmakeMove);
  }

  @Test
  void aNewPositionListsTheLinesInEdgeIndexOrder() {
    DotsBoxesState state = game.initialState().play(Edge.horizontal(0, 1));
    DotsBoxesPosition position = state.toPosition();
    int[] expected = new int[11];
    for (int i = 0; i < 11; i++) {
      expected[i] = game.indexOf(state.legalMoves().get(i));
    }
    assertArrayEquals(expected, legal(position));
    assertTrue(Arrays.stream(expected).allMatch(position::isLegal));
    assertTrue(!position.isLegal(1) && !position.isLegal(12) && !position.isLegal(-1));
  }

  @Test
  void describesItself() {
    DotsBoxesPosition position = DotsBoxesPosition.of(game);
    position.makeMove(0);
    assertEquals(position.state().render(), position.toString());
    assertEquals(game, position.game());
    assertEquals(Edge.horizontal(0, 0), position.move(0));
    assertEquals(11, position.code(Edge.vertical(1, 2)));
  }
}
