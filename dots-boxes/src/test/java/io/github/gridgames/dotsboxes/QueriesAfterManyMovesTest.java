package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every query of a position is exact whenever it is asked: a two-player position whose turns
 * alternate or give an extra turn for a capture brings its hash, scores and drawn lines up to
 * date only when a query needs them, so here queries come at random moments, one kind at a time,
 * between random runs of moves, undos (also of moves made before the last query), resets,
 * playouts and copies. Each answer is compared with a twin position that got the same steps and
 * was asked for its hash after every one of them, so its words were never behind; the rules
 * contract and {@link PlayoutMatchesMovesTest} compare such positions with the states.
 */
class QueriesAfterManyMovesTest {

  private static final List<DotsBoxes> GAMES =
      List.of(
          DotsBoxes.of(1, 1),
          DotsBoxes.of(2, 2),
          DotsBoxes.of(3, 3),
          DotsBoxes.of(5, 5),
          DotsBoxes.of(1, 22), // two words of drawn lines
          DotsBoxes.of(6, 7),
          DotsBoxes.builder().rows(3).cols(4).turnPolicy(TurnPolicy.ALTERNATE).build(),
          DotsBoxes.builder().rows(3).cols(3).turnPolicy(TurnPolicy.CONNECT6).build(),
          DotsBoxes.builder().rows(3).cols(3).players(3).build());

  /** The kinds of query, each of which may bring the words up to date, or not. */
  private static final int QUERIES = 13;

  @Test
  void everyQueryIsExactAfterAnyRunOfMovesUndosResetsPlayoutsAndCopies() {
    SplittableRandom seeds = new SplittableRandom(34_5);
    for (DotsBoxes game : GAMES) {
      for (int round = 0; round < 40; round++) {
        run(game, seeds.nextLong(), 1 + seeds.nextInt(4));
      }
    }
  }

  /**
   * Plays 300 random steps on a position and its twin, asking the position one random query after
   * about one step in {@code quiet}.
   */
  private static void run(DotsBoxes game, long seed, int quiet) {
    SplittableRandom random = new SplittableRandom(seed);
    DotsBoxesPosition position = DotsBoxesPosition.of(game);
    DotsBoxesPosition twin = DotsBoxesPosition.of(game);
    int[] codes = new int[game.edgeCount()];
    for (int step = 0; step < 300; step++) {
      String context = game + " seed " + seed + " step " + step;
      int kind = random.nextInt(20);
      if (kind < 12 && !position.isTerminal()) {
        int code = codes[random.nextInt(position.legalMoves(codes))];
        position.makeMove(code);
        twin.makeMove(code);
      } else if (kind < 18 && position.depth() > 0) {
        position.unmakeMove();
        twin.unmakeMove();
      } else if (kind == 18) {
        position.reset();
        twin.reset();
      } else {
        long playoutSeed = random.nextLong();
        int maxMoves = random.nextInt(2) == 0 ? random.nextInt(8) : Integer.MAX_VALUE;
        assertEquals(
            twin.playout(new SplittableRandom(playoutSeed), maxMoves),
            position.playout(new SplittableRandom(playoutSeed), maxMoves),
            context);
      }
      // Asking the twin for its hash brings its words up to date after every step.
      assertEquals(twin.state().positionHash(), twin.positionHash(), context);
      if (random.nextInt(quiet) == 0) {
        DotsBoxesPosition copy = ask(position, twin, random, random.nextInt(QUERIES), context);
        if (copy != null) { // go on from the copy, which has no moves to undo
          position = copy;
          twin = twin.copy();
        }
      }
    }
    PositionsAgree.assertAgree(twin, position, game + " seed " + seed + " at the end");
  }

  /**
   * Asks {@code position} one kind of query and compares the answer with the twin's; returns
   * the position's copy if the query was a copy that the run should go on from, else null.
   */
  private static DotsBoxesPosition ask(
      DotsBoxesPosition position, DotsBoxesPosition twin, SplittableRandom random, int query, String context) {
    DotsBoxes game = position.game();
    String asked = context + " query " + query;
    switch (query) {
      case 0 -> assertEquals(twin.positionHash(), position.positionHash(), asked);
      case 1 -> assertEquals(twin.scores(), position.scores(), asked);
      case 2 -> {
        Player player = Player.of(random.nextInt(game.playerCount()));
        assertEquals(twin.score(player), position.score(player), asked);
      }
      case 3 -> assertEquals(twin.outcome(), position.outcome(), asked);
      case 4 -> {
        DotsBoxesState state = position.state();
        assertEquals(twin.state(), state, asked);
        assertEquals(twin.positionHash(), state.positionHash(), asked);
      }
      case 5 -> {
        int edge = random.nextInt(game.edgeCount());
        assertEquals(twin.isDrawn(edge), position.isDrawn(edge), asked);
      }
      case 6 -> assertEquals(twin.drawnCount(), position.drawnCount(), asked);
      case 7 -> assertEquals(twin.toString(), position.toString(), asked);
      case 8 -> {
        int edge = random.nextInt(game.edgeCount());
        if (position.isLegal(edge)) {
          assertEquals(
              PositionSearch.capturesOf(twin, edge), PositionSearch.capturesOf(position, edge), asked);
        }
      }
      case 9 -> {
        if (game.edgeCount() <= 64) {
          assertEquals(PositionSearch.drawnMask(twin), PositionSearch.drawnMask(position), asked);
        }
      }
      case 10 -> {
        int box = random.nextInt(game.boxCount());
        assertEquals(twin.owner(box), position.owner(box), asked);
        assertEquals(
            PositionSearch.sidesDrawn(twin, box), PositionSearch.sidesDrawn(position, box), asked);
        assertEquals(twin.toMove(), position.toMove(), asked);
      }
      case 11 -> {
        DotsBoxesPosition copy = position.copy();
        PositionsAgree.assertAgree(twin.copy(), copy, asked + " (the copy)");
        if (random.nextInt(2) == 0) {
          return copy;
        }
      }
      default -> PositionsAgree.assertAgree(twin, position, asked);
    }
    return null;
  }
}
