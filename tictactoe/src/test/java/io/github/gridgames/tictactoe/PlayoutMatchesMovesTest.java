package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.RulesContract;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A playout leaves exactly the position that the same moves played one by one through makeMove
 * leave: the moves picked by the same draws ({@code random.nextInt(n)} of the n empty cells in
 * list order), then the same state, hash, depth, outcome, legal moves in the same order, and the
 * same positions on every unmakeMove; then a second playout from a position partly taken back
 * agrees too. Over random games, starts, move limits and seeds. What holds for every game (undos
 * and reset after a playout, its moves played one by one as the states play them) is the rules
 * contract's check of playouts, run here on the same games.
 */
class PlayoutMatchesMovesTest {

  private static final List<MnkGame> GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(4, 4, 3),
          MnkGame.of(3, 5, 3),
          MnkGame.of(5, 5, 4),
          MnkGame.builder().rows(6).cols(7).k(4).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.builder().rows(3).cols(3).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.of(15, 15, 5),
          MnkGame.of(6, 6, 1),
          MnkGame.builder().rows(7).cols(7).k(4).turnPolicy(TurnPolicy.CONNECT6).build(),
          MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(TurnPolicy.CONNECT6).build());

  /**
   * The rules contract's check of playouts (picked by its name) on every game here: undos and
   * reset after a playout, and its moves played one by one, with the hash asked only after more
   * undos and plays. A game without the check fails here.
   */
  @TestFactory
  Stream<DynamicTest> theContractsPlayoutCheck() {
    String check = " › a playout equals its moves played one by one, and undo and reset after it restore the position · ";
    return GAMES.stream().map(game -> RulesContract.builder(game).games(10).build().tests()
        .filter(test -> test.getDisplayName().contains(check)).findFirst().orElseThrow());
  }

  @Test
  void aPlayoutEqualsItsMovesPlayedOneByOne() {
    SplittableRandom seeds = new SplittableRandom(20_24);
    for (MnkGame game : GAMES) {
      for (int round = 0; round < 40; round++) {
        long seed = seeds.nextLong();
        int opening = seeds.nextInt(4);
        int maxMoves = seeds.nextInt(3) == 0 ? seeds.nextInt(8) : Integer.MAX_VALUE;
        check(game, seed, opening, maxMoves, seeds.nextInt(1 + game.cellCount()));
      }
    }
  }

  @Test
  void theHashAfterAPlayoutAndThenMovesIsTheHashOfTheSameMovesOneByOne() {
    SplittableRandom seeds = new SplittableRandom(7_07);
    for (MnkGame game : GAMES) {
      for (int round = 0; round < 40; round++) {
        long seed = seeds.nextLong();
        int maxMoves = seeds.nextInt(3) == 0 ? seeds.nextInt(8) : Integer.MAX_VALUE;
        checkHash(game, seed, maxMoves, seeds.nextInt(1 + game.cellCount()), seeds.nextInt(4));
      }
    }
  }

  /**
   * Plays a playout on one position and its moves one by one on another, then, before the first
   * is asked anything, takes {@code back} moves back and plays {@code forward} random moves on
   * both: the first's hash, asked only then, is the second's and that of the immutable state the
   * same moves reach.
   */
  private static void checkHash(MnkGame game, long seed, int maxMoves, int back, int forward) {
    String context = game + " seed " + seed + " max " + maxMoves + " back " + back + " forward " + forward;
    MnkPosition playout = game.initialState().toPosition();
    MnkPosition moves = game.initialState().toPosition();
    int played = playout.playout(new SplittableRandom(seed), maxMoves);
    List<MnkState> states = oneByOne(moves, new SplittableRandom(seed), maxMoves);
    int undo = Math.min(back, played);
    for (int i = 0; i < undo; i++) {
      playout.unmakeMove();
      moves.unmakeMove();
    }
    MnkState expected = states.get(played - undo);
    SplittableRandom random = new SplittableRandom(~seed);
    for (int i = 0; i < forward && !moves.isTerminal(); i++) {
      int code = moves.randomMove(random);
      playout.makeMove(code);
      moves.makeMove(code);
      expected = expected.play(moves.move(code));
    }
    long hash = playout.positionHash();
    assertEquals(expected.positionHash(), hash, context);
    assertEquals(moves.positionHash(), hash, context);
    assertSame(moves, playout, context);
  }

  /**
   * Plays {@code opening} random moves on two positions, then a playout on one and the same draws
   * move by move on the other, compares them, takes {@code back} moves back on both and plays
   * another playout and its moves.
   */
  private static void check(MnkGame game, long seed, int opening, int maxMoves, int back) {
    String context = game + " seed " + seed + " opening " + opening + " max " + maxMoves;
    SplittableRandom openingRandom = new SplittableRandom(seed ^ 0x5EED);
    MnkPosition playout = game.initialState().toPosition();
    for (int i = 0; i < opening && !playout.isTerminal(); i++) {
      playout.makeMove(playout.randomMove(openingRandom));
    }
    MnkPosition moves = playout.state().toPosition();
    playout = playout.state().toPosition();
    MnkState start = playout.state();

    int played = playout.playout(new SplittableRandom(seed), maxMoves);
    List<MnkState> states = oneByOne(moves, new SplittableRandom(seed), maxMoves);
    assertEquals(states.size() - 1, played, context);
    assertSame(moves, playout, context);
    assertEquals(start, states.get(0), context);

    int undo = Math.min(back, played);
    for (int i = 0; i < undo; i++) {
      playout.unmakeMove();
      moves.unmakeMove();
      assertSame(moves, playout, context + " after " + (i + 1) + " undos");
      assertEquals(states.get(played - 1 - i), playout.state(), context);
    }
    int again = playout.playout(new SplittableRandom(~seed), maxMoves);
    List<MnkState> more = oneByOne(moves, new SplittableRandom(~seed), maxMoves);
    assertEquals(more.size() - 1, again, context);
    assertSame(moves, playout, context + " after a second playout");
    for (int i = 0; i < again; i++) {
      playout.unmakeMove();
      moves.unmakeMove();
      assertSame(moves, playout, context + " after undoing the second playout");
    }
  }

  /**
   * Plays the moves a playout with this random picks, one by one, checking each against the
   * immutable states; returns each state passed.
   */
  private static List<MnkState> oneByOne(MnkPosition position, SplittableRandom random, int maxMoves) {
    List<MnkState> states = new ArrayList<>();
    states.add(position.state());
    int[] codes = new int[position.game().cellCount()];
    while (states.size() - 1 < maxMoves && !position.isTerminal()) {
      int count = position.legalMoves(codes);
      int code = codes[random.nextInt(count)];
      MnkState next = states.get(states.size() - 1).play(position.move(code));
      position.makeMove(code);
      assertEquals(next, position.state(), "the position plays as the states do");
      assertEquals(next.positionHash(), position.positionHash());
      states.add(next);
    }
    return states;
  }

  /** Asserts that two positions agree on everything a caller can see. */
  private static void assertSame(MnkPosition expected, MnkPosition actual, String context) {
    assertEquals(expected.state(), actual.state(), context);
    assertEquals(expected.positionHash(), actual.positionHash(), context);
    assertEquals(expected.state().positionHash(), actual.positionHash(), context);
    assertEquals(expected.depth(), actual.depth(), context);
    assertEquals(expected.stoneCount(), actual.stoneCount(), context);
    assertEquals(expected.toMove(), actual.toMove(), context);
    assertEquals(expected.outcome(), actual.outcome(), context);
    assertEquals(expected.isTerminal(), actual.isTerminal(), context);
    assertEquals(expected.canonicalHash(), actual.canonicalHash(), context);
    int cells = expected.game().cellCount();
    int[] a = new int[cells];
    int[] b = new int[cells];
    int n = expected.legalMoves(a);
    assertEquals(n, actual.legalMoves(b), context);
    assertArrayEquals(Arrays.copyOf(a, n), Arrays.copyOf(b, n), context);
    for (int code = -1; code <= cells; code++) {
      assertEquals(expected.isLegal(code), actual.isLegal(code), context + " code " + code);
    }
  }
}
