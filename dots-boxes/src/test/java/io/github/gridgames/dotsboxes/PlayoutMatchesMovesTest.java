package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A playout leaves exactly the position that the same lines drawn one by one through makeMove
 * leave: the lines picked by the same draws (four 16-bit draws of each {@code nextLong()}, high
 * bits first, by {@link DotsBoxesPosition#belowOrAgain16}), then the same state, hash, depth,
 * scores, box owners, legal moves in the same order, and the same positions on every unmakeMove;
 * then a second playout from a position partly taken back agrees too. Over random games (two
 * players with each built-in policy, more players, a user's policy), starts, move limits and
 * seeds. What holds for every game (undos and reset after a playout, its moves played one by one
 * as the states play them) is the rules contract's check of playouts, run here on the same games.
 */
class PlayoutMatchesMovesTest {

  private static final List<DotsBoxes> GAMES =
      List.of(
          DotsBoxes.of(1, 1),
          DotsBoxes.of(2, 2),
          DotsBoxes.of(3, 3),
          DotsBoxes.of(2, 5),
          DotsBoxes.of(5, 5),
          DotsBoxes.of(7, 10),
          DotsBoxes.builder().rows(3).cols(4).turnPolicy(TurnPolicy.ALTERNATE).build(),
          DotsBoxes.builder().rows(3).cols(3).turnPolicy(TurnPolicy.CONNECT6).build(),
          DotsBoxes.builder().rows(3).cols(3).players(3).build(),
          DotsBoxes.builder().rows(2).cols(4).players(4).turnPolicy(TurnPolicy.ALTERNATE).build(),
          DotsBoxes.builder()
              .rows(3)
              .cols(3)
              .players(3)
              .turnPolicy(DotsBoxesTurnPolicyTest.SKIP_ONE_UNLESS_CAPTURE)
              .build());

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
    for (DotsBoxes game : GAMES) {
      for (int round = 0; round < 30; round++) {
        long seed = seeds.nextLong();
        int opening = seeds.nextInt(2) == 0 ? 0 : seeds.nextInt(1 + game.edgeCount() / 2);
        int maxMoves = seeds.nextInt(3) == 0 ? seeds.nextInt(12) : Integer.MAX_VALUE;
        check(game, seed, opening, maxMoves, seeds.nextInt(1 + game.edgeCount()));
      }
    }
  }

  /**
   * Draws {@code opening} random lines on a position, then a playout on one and the same draws
   * line by line on another at the same state, compares them, takes {@code back} lines back on
   * both and plays another playout and its lines.
   */
  private static void check(DotsBoxes game, long seed, int opening, int maxMoves, int back) {
    String context = game + " seed " + seed + " opening " + opening + " max " + maxMoves;
    SplittableRandom openingRandom = new SplittableRandom(seed ^ 0x5EED);
    DotsBoxesPosition opened = DotsBoxesPosition.of(game);
    for (int i = 0; i < opening && !opened.isTerminal(); i++) {
      opened.makeMove(opened.randomMove(openingRandom));
    }
    DotsBoxesState start = opened.state();
    DotsBoxesPosition playout = DotsBoxesPosition.of(start);
    DotsBoxesPosition moves = DotsBoxesPosition.of(start);

    int played = playout.playout(new SplittableRandom(seed), maxMoves);
    List<DotsBoxesState> states = oneByOne(moves, new SplittableRandom(seed), maxMoves);
    assertEquals(states.size() - 1, played, context);
    PositionsAgree.assertAgree(moves, playout, context);

    int undo = Math.min(back, played);
    for (int i = 0; i < undo; i++) {
      playout.unmakeMove();
      moves.unmakeMove();
      PositionsAgree.assertAgree(moves, playout, context + " after " + (i + 1) + " undos");
      assertEquals(states.get(played - 1 - i), playout.state(), context);
    }
    int again = playout.playout(new SplittableRandom(~seed), maxMoves);
    List<DotsBoxesState> more = oneByOne(moves, new SplittableRandom(~seed), maxMoves);
    assertEquals(more.size() - 1, again, context);
    PositionsAgree.assertAgree(moves, playout, context + " after a second playout");
    for (int i = 0; i < again; i++) {
      playout.unmakeMove();
      moves.unmakeMove();
      PositionsAgree.assertAgree(moves, playout, context + " after undoing the second playout");
    }
  }

  /**
   * Draws the lines a playout with this random picks, one by one, checking each against the
   * immutable states; returns each state passed.
   */
  private static List<DotsBoxesState> oneByOne(
      DotsBoxesPosition position, SplittableRandom random, int maxMoves) {
    List<DotsBoxesState> states = new ArrayList<>();
    states.add(position.state());
    int[] codes = new int[position.game().edgeCount()];
    long bits = 0;
    int drawsLeft = 0;
    while (states.size() - 1 < maxMoves && !position.isTerminal()) {
      int count = position.legalMoves(codes);
      int at = -1;
      while (at < 0) {
        if (drawsLeft == 0) {
          bits = random.nextLong();
          drawsLeft = 4;
        }
        at = DotsBoxesPosition.belowOrAgain16((int) (bits >>> 48), count);
        bits <<= 16;
        drawsLeft--;
      }
      int code = codes[at];
      DotsBoxesState next = states.get(states.size() - 1).play(position.move(code));
      position.makeMove(code);
      assertEquals(next, position.state(), "the position plays as the states do");
      assertEquals(next.positionHash(), position.positionHash());
      states.add(next);
    }
    return states;
  }
}
