package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Game-specific properties of Dots and Boxes over seeded random games. */
class DotsBoxesPropertiesTest {

  /** The boards the properties run on, with the number of random games for each. */
  private static final List<Object[]> BOARDS =
      List.of(
          new Object[] {DotsBoxes.of(1, 1), 20},
          new Object[] {DotsBoxes.of(3, 3), 40},
          new Object[] {DotsBoxes.builder().rows(2).cols(4).players(2).turnPolicy(TurnPolicy.ALTERNATE).build(), 30},
          new Object[] {DotsBoxes.builder().rows(4).cols(3).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build(), 30},
          new Object[] {DotsBoxes.builder().rows(3).cols(2).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(), 30},
          new Object[] {DotsBoxes.of(5, 5), 12},
          new Object[] {DotsBoxes.of(1, 21), 6},
          new Object[] {DotsBoxes.of(6, 7), 8});

  private static Stream<DynamicTest> onEveryBoard(String name, GameProperty<DotsBoxesState, Edge> property) {
    return BOARDS.stream()
        .map(
            b ->
                DynamicTest.dynamicTest(
                    name + " on " + b[0],
                    () -> GameProperties.builder((DotsBoxes) b[0]).games((Integer) b[1]).build().check(name, property)));
  }

  private static int ownedBoxes(DotsBoxesState state) {
    DotsBoxes game = state.game();
    int owned = 0;
    for (int b = 0; b < game.boxCount(); b++) {
      if (state.owner(game.box(b)).isPresent()) {
        owned++;
      }
    }
    return owned;
  }

  @TestFactory
  Stream<DynamicTest> scoresAddUpToTheCompletedBoxes() {
    return onEveryBoard(
        "the scores add up to the completed boxes",
        GameProperty.eachState(
            state -> {
              DotsBoxes game = state.game();
              int complete = 0;
              for (int b = 0; b < game.boxCount(); b++) {
                Box box = game.box(b);
                boolean isComplete = state.sidesDrawn(box) == 4;
                assertEquals(isComplete, state.owner(box).isPresent(), box + " owned iff complete");
                complete += isComplete ? 1 : 0;
              }
              assertEquals(complete, state.scores().orElseThrow().total());
              assertEquals(complete, state.completedBoxes());
              assertEquals(complete, ownedBoxes(state));
              for (int p = 0; p < game.playerCount(); p++) {
                int owned = 0;
                for (int b = 0; b < game.boxCount(); b++) {
                  if (state.owner(game.box(b)).equals(Optional.of(Player.of(p)))) {
                    owned++;
                  }
                }
                assertEquals(owned, state.score(Player.of(p)), "score of player " + p);
              }
            }));
  }

  @TestFactory
  Stream<DynamicTest> aBoxOwnerNeverChanges() {
    return onEveryBoard(
        "a box's owner never changes",
        (GameRun<DotsBoxesState, Edge> run) -> {
          DotsBoxes game = (DotsBoxes) run.game();
          for (int b = 0; b < game.boxCount(); b++) {
            Box box = game.box(b);
            Optional<Player> first = Optional.empty();
            for (DotsBoxesState state : run.states()) {
              Optional<Player> owner = state.owner(box);
              if (first.isPresent()) {
                assertEquals(first, owner, box + " changed owner");
              }
              first = owner;
            }
          }
        });
  }

  @TestFactory
  Stream<DynamicTest> everyGameLastsExactlyTheEdgeCount() {
    return onEveryBoard(
        "every game lasts exactly as many moves as the board has lines",
        run -> {
          DotsBoxes game = (DotsBoxes) run.game();
          assertEquals(game.edgeCount(), run.moves().size(), "game length");
          assertTrue(run.finalState().isTerminal(), "final state is terminal");
          for (int i = 0; i < run.moves().size(); i++) {
            assertFalse(run.states().get(i).isTerminal(), "state " + i + " is not terminal");
            assertEquals(i, run.states().get(i).drawnCount());
          }
          assertEquals(game.boxCount(), run.finalState().completedBoxes());
        });
  }

  @TestFactory
  Stream<DynamicTest> aMoveCompletesAtMostTwoBoxes() {
    return onEveryBoard(
        "a move completes at most two boxes, and they are its sides' boxes",
        GameProperty.eachMove(
            (before, move, after) -> {
              List<Box> completed = before.boxesCompletedBy(move);
              assertTrue(completed.size() <= 2, "completed " + completed);
              assertEquals(completed.size(), before.effectOf(move).captures());
              assertEquals(completed.size(), after.completedBoxes() - before.completedBoxes());
              for (Box box : completed) {
                assertTrue(before.game().boxesOf(move).contains(box), box + " borders " + move);
                assertEquals(Optional.of(before.toMove()), after.owner(box));
                assertEquals(Optional.empty(), before.owner(box));
              }
              for (Box box : before.game().boxesOf(move)) {
                assertEquals(
                    completed.contains(box),
                    after.owner(box).isPresent() && before.owner(box).isEmpty(),
                    box + " of " + move);
              }
            }));
  }

  @TestFactory
  Stream<DynamicTest> underTheDefaultPolicyTheMoverMovesAgainExactlyAfterACapture() {
    return onEveryBoard(
        "the mover moves again exactly when the policy says",
        GameProperty.eachMove(
            (before, move, after) -> {
              boolean captured = after.completedBoxes() > before.completedBoxes();
              boolean again = after.toMove().equals(before.toMove());
              if (before.game().turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE) {
                assertEquals(captured, again, "captured " + captured + ", moves again " + again);
              } else {
                assertFalse(again, "alternate: the mover never moves again");
                assertEquals(
                    before.toMove().next(before.game().playerCount()), after.toMove());
              }
            }));
  }

  /** Maps every dot of a move; the moves of a game become the moves of the image game. */
  private static Edge map(Edge e, UnaryOperator<Edge.Dot> f) {
    return Edge.of(f.apply(e.from()), f.apply(e.to()));
  }

  private static void sameScoresUnder(
      GameRun<DotsBoxesState, Edge> run, DotsBoxes image, UnaryOperator<Edge.Dot> f) {
    DotsBoxesState state = image.initialState();
    for (int i = 0; i < run.moves().size(); i++) {
      Edge mapped = map(run.moves().get(i), f);
      assertTrue(state.isLegal(mapped), "mapped move " + mapped + " is legal");
      state = state.play(mapped);
      DotsBoxesState original = run.states().get(i + 1);
      assertEquals(original.scores(), state.scores(), "scores after move " + (i + 1));
      assertEquals(original.toMove(), state.toMove(), "player to move after move " + (i + 1));
    }
    assertEquals(run.finalState().outcome(), state.outcome());
  }

  @TestFactory
  Stream<DynamicTest> mirroringEveryMoveGivesTheSameScores() {
    return onEveryBoard(
        "mirroring every move left-right and top-bottom gives the same scores",
        run -> {
          DotsBoxes game = (DotsBoxes) run.game();
          sameScoresUnder(run, game, d -> Edge.Dot.of(d.row(), game.cols() - d.col()));
          sameScoresUnder(run, game, d -> Edge.Dot.of(game.rows() - d.row(), d.col()));
        });
  }

  @TestFactory
  Stream<DynamicTest> rotatingEveryMoveGivesTheSameScores() {
    return onEveryBoard(
        "rotating every move a quarter turn gives the same scores (on the transposed board)",
        run -> {
          DotsBoxes game = (DotsBoxes) run.game();
          DotsBoxes image =
              DotsBoxes.builder().rows(game.cols()).cols(game.rows()).players(game.playerCount()).turnPolicy(game.turnPolicy()).build();
          // (r, c) -> (c, rows - r) turns the board a quarter clockwise.
          sameScoresUnder(run, image, d -> Edge.Dot.of(d.col(), game.rows() - d.row()));
          if (game.isSquare()) {
            sameScoresUnder(run, game, d -> Edge.Dot.of(d.col(), game.rows() - d.row()));
            sameScoresUnder(
                run, game, d -> Edge.Dot.of(game.rows() - d.row(), game.cols() - d.col()));
          }
        });
  }

  @TestFactory
  Stream<DynamicTest> theNaiveModelAgrees() {
    return onEveryBoard(
        "a naive grid-of-booleans model agrees with the rules",
        run -> {
          DotsBoxes game = (DotsBoxes) run.game();
          NaiveModel model =
              new NaiveModel(
                  game.rows(),
                  game.cols(),
                  game.playerCount(),
                  game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE);
          for (int i = 0; i <= run.moves().size(); i++) {
            DotsBoxesState state = run.states().get(i);
            assertEquals(model.over(), state.isTerminal(), "terminal after " + i);
            assertEquals(
                model.over() ? List.of() : model.freeLines(), state.legalMoves(), "legal moves after " + i);
            assertEquals(model.toMove, state.toMove().index(), "player to move after " + i);
            assertEquals(List.of(toList(model.score)), List.of(toList(state.scores().orElseThrow().toArray())));
            for (int r = 0; r < game.rows(); r++) {
              for (int c = 0; c < game.cols(); c++) {
                assertEquals(
                    model.owner[r][c],
                    state.owner(Box.of(r, c)).map(Player::index).orElse(-1),
                    "owner of box (" + r + "," + c + ") after " + i);
              }
            }
            boolean over = model.over();
            for (Edge candidate : candidates(game)) {
              assertEquals(model.legal(candidate, over), state.isLegal(candidate), candidate + " after " + i);
            }
            if (i < run.moves().size()) {
              Edge move = run.moves().get(i);
              int completed = model.play(move);
              assertEquals(completed, state.effectOf(move).captures(), "captures of " + move);
            }
          }
          if (model.over()) {
            int max = java.util.Arrays.stream(model.score).max().orElseThrow();
            Set<Player> top = new HashSet<>();
            for (int p = 0; p < model.players; p++) {
              if (model.score[p] == max) {
                top.add(Player.of(p));
              }
            }
            if (top.size() > 1 && model.players == 2) {
              assertTrue(run.finalState().outcome().isDraw());
            } else {
              assertEquals(top, run.finalState().outcome().winners());
            }
          }
        });
  }

  private static List<Integer> toList(int[] values) {
    List<Integer> list = new ArrayList<>();
    for (int v : values) {
      list.add(v);
    }
    return list;
  }

  /** Every dot pair one or two steps apart near the board, on and off it. */
  private static List<Edge> candidates(DotsBoxes game) {
    List<Edge> edges = new ArrayList<>();
    for (int r = -1; r <= game.rows() + 1; r++) {
      for (int c = -1; c <= game.cols() + 1; c++) {
        edges.add(Edge.of(r, c, r, c + 1));
        edges.add(Edge.of(r, c, r + 1, c));
        if ((r + c) % 3 == 0) {
          edges.add(Edge.of(r, c, r + 1, c + 1));
          edges.add(Edge.of(r, c, r, c + 2));
          edges.add(Edge.of(r, c, r, c));
        }
      }
    }
    return edges;
  }

  @TestFactory
  Stream<DynamicTest> theNotationsNameEveryPlayedMoveOnceAndAgree() {
    return onEveryBoard(
        "every move has one name per notation and the notations agree",
        GameProperty.eachMove(
            (before, move, after) -> NotationAgreement.check(before.game(), move)));
  }

  @Test
  void everyEdgeOfManyBoardsHasOneNamePerNotationAndTheyAgree() {
    for (int rows = 1; rows <= 7; rows++) {
      for (int cols = 1; cols <= 7; cols++) {
        NotationAgreement.checkAllEdges(DotsBoxes.of(rows, cols));
      }
    }
    NotationAgreement.checkAllEdges(DotsBoxes.of(30, 30));
    NotationAgreement.checkAllEdges(DotsBoxes.of(2, DotsBoxes.MAX_SIZE));
  }

  @Test
  void thirtyByThirtyGamesUseTheArrayRepresentationCorrectly() {
    DotsBoxes game = DotsBoxes.of(30, 30);
    assertEquals(1860, game.edgeCount());
    for (long seed = 1; seed <= 2; seed++) {
      GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, seed);
      assertEquals(1860, run.moves().size());
      assertEquals(900, run.finalState().scores().orElseThrow().total());
      assertEquals(run.finalState(), RandomGames.replay(game, run.moves()).finalState());
    }
  }

  @Test
  void theLargestBoardPlaysToTheEnd() {
    DotsBoxes game = DotsBoxes.of(DotsBoxes.MAX_SIZE, DotsBoxes.MAX_SIZE);
    List<Edge> order = new ArrayList<>(game.edges());
    java.util.Collections.shuffle(order, new java.util.Random(7));
    DotsBoxesState state = game.initialState();
    NaiveModel model = new NaiveModel(game.rows(), game.cols(), 2, true);
    for (Edge edge : order) {
      assertFalse(state.isTerminal());
      assertEquals(model.play(edge), state.effectOf(edge).captures());
      state = state.play(edge);
    }
    assertTrue(state.isTerminal());
    assertEquals(20_200, state.drawnCount());
    assertEquals(10_000, state.completedBoxes());
    assertEquals(model.score[0], state.score(Player.FIRST));
    assertEquals(model.toMove, state.toMove().index());
  }
}
