package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.core.TurnPolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Known games, the drawing, outcomes and the mutable position. */
class DotsBoxesStateTest {

  private static DotsBoxesState play(DotsBoxes game, String... moves) {
    DotsBoxesState s = game.initialState();
    for (String m : moves) {
      s = s.play(game.dotPairs().parse(m));
    }
    return s;
  }

  @Test
  void theReferenceScenarioGivesTheBoxToWhoeverDrawsTheFourthSide() {
    // The classic walk-through of a Dots and Boxes class on 5 x 5 dots (4 x 4 boxes). Its narrative has player 1
    // draw both the third and the fourth line, but the third line completes nothing, so the turn
    // passes and the fourth line, which completes box (0,0), is the second player's.
    DotsBoxes game = DotsBoxes.of(4, 4);
    DotsBoxesState s = play(game, "(0,0)-(0,1)", "(0,1)-(1,1)", "(1,1)-(1,0)");
    assertEquals(Player.SECOND, s.toMove());
    Edge fourth = game.dotPairs().parse("(1,0)-(0,0)");
    assertEquals(List.of(Box.of(0, 0)), s.boxesCompletedBy(fourth));
    DotsBoxesState after = s.play(fourth);
    assertEquals(Player.SECOND, after.toMove());
    assertEquals(Optional.of(Player.SECOND), after.owner(Box.of(0, 0)));
    assertEquals(Scores.of(0, 1), after.scores().orElseThrow());
    assertEquals(Outcome.ongoing(), after.outcome());
    assertEquals(
        String.join(
            "\n",
            "   0   1   2   3   4",
            "0  o---o   o   o   o",
            "   | B |",
            "1  o---o   o   o   o",
            "",
            "2  o   o   o   o   o",
            "",
            "3  o   o   o   o   o",
            "",
            "4  o   o   o   o   o"),
        after.render());
  }

  @Test
  void aKnownShortGameEndsWithADoubleCapture() {
    DotsBoxes game = DotsBoxes.of(1, 2);
    DotsBoxesState s =
        play(
            game,
            "(0,0)-(0,1)",
            "(0,1)-(0,2)",
            "(1,0)-(1,1)",
            "(1,1)-(1,2)",
            "(0,0)-(1,0)",
            "(0,2)-(1,2)");
    assertEquals(Player.FIRST, s.toMove());
    assertEquals(1, s.legalMoves().size());
    assertEquals(List.of(Box.of(0, 0), Box.of(0, 1)), s.boxesCompletedBy(Edge.vertical(0, 1)));
    assertEquals(2, s.effectOf(Edge.vertical(0, 1)).captures());
    DotsBoxesState end = s.play(Edge.vertical(0, 1));
    assertTrue(end.isTerminal());
    assertEquals(List.of(), end.legalMoves());
    assertEquals(Outcome.win(Player.FIRST), end.outcome());
    assertEquals(Scores.of(2, 0), end.scores().orElseThrow());
    assertEquals(
        String.join("\n", "   0   1   2", "0  o---o---o", "   | A | A |", "1  o---o---o"),
        end.render());
    assertEquals(7, end.drawnCount());
  }

  @Test
  void underAlternateACaptureStillPassesTheTurn() {
    DotsBoxes game = DotsBoxes.builder().rows(1).cols(1).players(2).turnPolicy(TurnPolicy.ALTERNATE).build();
    DotsBoxesState s = play(game, "(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)");
    assertEquals(Player.SECOND, s.toMove());
    assertEquals(List.of(Box.of(0, 0)), s.boxesCompletedBy(Edge.vertical(0, 1)));
    DotsBoxesState last = s.play(Edge.vertical(0, 1));
    assertEquals(Player.FIRST, last.toMove());
    assertEquals(Outcome.win(Player.SECOND), last.outcome());
  }

  @Test
  void legalMovesComeInEdgeIndexOrder() {
    DotsBoxes game = DotsBoxes.of(1, 2);
    DotsBoxesState s = play(game, "(0,1)-(0,2)", "(0,0)-(1,0)");
    assertEquals(
        List.of(
            Edge.horizontal(0, 0),
            Edge.horizontal(1, 0),
            Edge.horizontal(1, 1),
            Edge.vertical(0, 1),
            Edge.vertical(0, 2)),
        s.legalMoves());
  }

  private static DotsBoxesState finished(DotsBoxes game, Player... owners) {
    Map<Box, Player> map = new HashMap<>();
    for (int b = 0; b < owners.length; b++) {
      map.put(game.box(b), owners[b]);
    }
    return game.stateOf(game.edges(), map, Player.FIRST);
  }

  @Test
  void aTieOfTwoPlayersIsADraw() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    DotsBoxesState s = finished(game, Player.FIRST, Player.SECOND, Player.SECOND, Player.FIRST);
    assertEquals(Outcome.draw(), s.outcome());
    assertTrue(s.render().endsWith("o---o---o"), s.render());
    assertEquals("Scores: A 2, B 2\nThe game is a draw, 2-2.", TextPlay.of(s.game()).status(s, s.game().notation()));
  }

  @Test
  void aTieAtTheTopOfThreeOrMorePlayersIsASharedWin() {
    DotsBoxes game = DotsBoxes.builder().rows(2).cols(2).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build();
    Player c = Player.of(2);
    DotsBoxesState s = finished(game, Player.FIRST, c, c, Player.FIRST);
    assertEquals(Outcome.win(Set.of(Player.FIRST, c)), s.outcome());
    assertTrue(s.render().endsWith("o---o---o"), s.render());
    assertEquals("Scores: A 2, B 0, C 2\nPlayers A and C share the win: A 2, C 2, B 0.", TextPlay.of(s.game()).status(s, s.game().notation()));
    DotsBoxes three = DotsBoxes.builder().rows(1).cols(3).players(3).turnPolicy(TurnPolicy.ALTERNATE).build();
    DotsBoxesState all = finished(three, Player.FIRST, Player.SECOND, c);
    assertEquals(Set.of(Player.FIRST, Player.SECOND, c), all.outcome().winners());
    assertTrue(all.render().endsWith("o---o---o---o"), all.render());
    assertEquals("Scores: A 1, B 1, C 1\nPlayers A, B and C share the win: A 1, B 1, C 1.", TextPlay.of(all.game()).status(all, all.game().notation()));
    DotsBoxesState alone = finished(three, c, Player.SECOND, c);
    assertEquals(Outcome.win(c), alone.outcome());
    assertTrue(alone.render().endsWith("o---o---o---o"), alone.render());
    assertEquals("Scores: A 0, B 1, C 2\nPlayer C wins: C 2, B 1, A 0.", TextPlay.of(alone.game()).status(alone, alone.game().notation()));
  }

  @Test
  void stateOfRebuildsPlayedStatesAndRefusesInconsistentOwners() {
    DotsBoxes game = DotsBoxes.of(2, 3);
    DotsBoxesState s = play(game, "(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(1,1)");
    Map<Box, Player> owners = Map.of(Box.of(0, 0), Player.SECOND);
    assertEquals(s, game.stateOf(s.drawnEdges(), owners, Player.SECOND));
    assertEquals(s.positionHash(), game.stateOf(s.drawnEdges(), owners, Player.SECOND).positionHash());
    assertNotEquals(s, game.stateOf(s.drawnEdges(), Map.of(Box.of(0, 0), Player.FIRST), Player.SECOND));
    assertThrows(IllegalArgumentException.class, () -> game.stateOf(s.drawnEdges(), Map.of(), Player.SECOND));
    assertThrows(
        IllegalArgumentException.class,
        () -> game.stateOf(List.of(), Map.of(Box.of(0, 0), Player.FIRST), Player.FIRST));
    assertThrows(
        IllegalArgumentException.class,
        () -> game.stateOf(List.of(Edge.of(0, 0, 1, 1)), Map.of(), Player.FIRST));
    assertThrows(
        IllegalArgumentException.class, () -> game.stateOf(List.of(), Map.of(), Player.of(2)));
    assertEquals(
        "box (0,0) is complete but has no owner; every completed box needs one",
        assertThrows(IllegalArgumentException.class, () -> game.stateOf(s.drawnEdges(), Map.of(), Player.SECOND))
            .getMessage());
    assertEquals(
        "box (0,0) has an owner but is not complete; only completed boxes are owned",
        assertThrows(
                IllegalArgumentException.class,
                () -> game.stateOf(List.of(), Map.of(Box.of(0, 0), Player.FIRST), Player.FIRST))
            .getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> game.stateOf(s.drawnEdges(), Map.of(Box.of(0, 0), Player.of(2)), Player.SECOND));
  }

  @Test
  void aPositionPlaysAndUndoesLikeTheStates() {
    for (DotsBoxes game : List.of(DotsBoxes.of(2, 3), DotsBoxes.builder().rows(7).cols(5).players(3).turnPolicy(TurnPolicy.ALTERNATE).build())) {
      List<Edge> order = new ArrayList<>(game.edges());
      Collections.shuffle(order, new Random(11));
      Position<DotsBoxesState, Edge> position = game.initialState().toPosition();
      List<DotsBoxesState> states = new ArrayList<>(List.of(game.initialState()));
      for (Edge e : order) {
        position.makeMove(e);
        states.add(states.get(states.size() - 1).play(e));
        assertEquals(states.get(states.size() - 1), position.state());
        int[] codes = new int[game.edgeCount()];
        Set<Edge> listed = new HashSet<>();
        for (int i = position.legalMoves(codes) - 1; i >= 0; i--) {
          listed.add(position.move(codes[i]));
        }
        assertEquals(new HashSet<>(states.get(states.size() - 1).legalMoves()), listed);
      }
      assertThrows(IllegalMoveException.class, () -> position.makeMove(order.get(0)));
      assertEquals(order.size(), position.depth());
      while (position.depth() > 0) {
        position.unmakeMove();
        assertEquals(states.get(position.depth()), position.state());
        assertEquals(states.get(position.depth()).render(), position.state().render());
      }
      assertThrows(IllegalStateException.class, position::unmakeMove);
    }
  }

  @Test
  void aMatchPlaysTextInEveryNotation() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    Match<DotsBoxesState, Edge> match = Match.start(game);
    match.play("(0,0)-(0,1)");
    match.play("A1 R", game.boxSides());
    match.play("3", game.notation(LineNumberNotation.NAME));
    assertEquals(
        List.of(Edge.horizontal(0, 0), Edge.vertical(1, 1), Edge.horizontal(1, 1)), match.moves());
    assertThrows(IllegalMoveException.class, () -> match.play("B1 L", game.boxSides()));
    assertEquals(3, match.moves().size());
  }

  @Test
  void theHashCoversLinesScoresAndMoverButNotWhichBoxEachPlayerOwns() {
    DotsBoxes game = DotsBoxes.of(1, 2);
    Player a = Player.FIRST;
    Player b = Player.of(1);
    Box left = Box.of(0, 0);
    Box right = Box.of(0, 1);
    DotsBoxesState ab = game.stateOf(game.edges(), Map.of(left, a, right, b), a);
    DotsBoxesState ba = game.stateOf(game.edges(), Map.of(left, b, right, a), a);
    DotsBoxesState aa = game.stateOf(game.edges(), Map.of(left, a, right, a), a);
    assertNotEquals(ab, ba, "different owners make different states");
    assertEquals(ab.positionHash(), ba.positionHash(), "the same lines, scores and mover");
    assertNotEquals(ab.positionHash(), aa.positionHash(), "other scores");
    assertNotEquals(
        ab.positionHash(),
        game.stateOf(game.edges(), Map.of(left, a, right, b), b).positionHash(),
        "another player to move");
  }

  @Test
  void positionHashesKeepTheirValues() {
    // The hash of the lines, the scores and the mover (edge and turn keys from Hashing.key, odd
    // score multipliers), pinned so that a change of hash values is a decision, not an accident:
    // users may keep tables keyed by them. (Before the owners left the hash, 3 x 3 gave
    // 0x9cac24cbbabf9077 here.)
    for (Object[] row :
        new Object[][] {
          {DotsBoxes.of(3, 3), 0xf24cc6beed7a78d8L},
          {DotsBoxes.of(5, 5), 0xba4b98ed39bfe01aL},
          {DotsBoxes.builder().rows(2).cols(7).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(), 0x11073973e7f11321L},
          {DotsBoxes.of(8, 8), 0x3232eb2be61521c1L}
        }) {
      DotsBoxes game = (DotsBoxes) row[0];
      SplittableRandom random = new SplittableRandom(5);
      DotsBoxesState s = game.initialState();
      while (!s.isTerminal()) {
        List<Edge> legal = s.legalMoves();
        s = s.play(legal.get(random.nextInt(legal.size())));
      }
      assertEquals((long) row[1], s.positionHash(), game::toString);
      assertEquals((long) row[1], s.toPosition().positionHash(), game::toString);
    }
  }

  @Test
  void theBoxesALineCompletesAreAQueryOnTheStateBeforeIt() {
    DotsBoxes game = DotsBoxes.of(1, 2);
    DotsBoxesState three = game.initialState().play(Edge.of(0, 0, 0, 1)).play(Edge.of(1, 0, 1, 1)).play(Edge.of(0, 0, 1, 0));
    Edge closing = Edge.of(0, 1, 1, 1);
    assertEquals(List.of(Box.of(0, 0)), three.boxesCompletedBy(closing));
    assertEquals(List.of(), three.boxesCompletedBy(Edge.of(0, 1, 0, 2)));
    assertThrows(UnsupportedOperationException.class, () -> three.boxesCompletedBy(closing).add(Box.of(0, 1)));
    assertEquals(
        DotsBoxesReason.ALREADY_DRAWN,
        assertThrows(IllegalMoveException.class, () -> three.boxesCompletedBy(Edge.of(0, 0, 0, 1))).violation().reason());
    assertEquals(
        DotsBoxesReason.NOT_A_UNIT_LINE,
        assertThrows(IllegalMoveException.class, () -> three.boxesCompletedBy(Edge.of(0, 0, 1, 1))).violation().reason());
    assertThrows(NullPointerException.class, () -> three.boxesCompletedBy(null));
    DotsBoxesState end = three.play(closing).play(Edge.of(0, 1, 0, 2)).play(Edge.of(1, 1, 1, 2)).play(Edge.of(0, 2, 1, 2));
    assertEquals(
        Reason.GAME_OVER,
        assertThrows(IllegalMoveException.class, () -> end.boxesCompletedBy(closing)).violation().reason());
  }

  @Test
  void aStateDescribesItselfInOneLine() {
    DotsBoxes game = DotsBoxes.of(1, 1);
    DotsBoxesState start = game.initialState();
    assertEquals(game + ": 0 of 4 lines, 0-0, A to move", start.toString());
    DotsBoxesState end = start.play(Edge.of(0, 0, 0, 1)).play(Edge.of(1, 0, 1, 1)).play(Edge.of(0, 0, 1, 0)).play(Edge.of(0, 1, 1, 1));
    assertEquals(game + ": 4 of 4 lines, 0-1, B wins", end.toString());
    DotsBoxes two = DotsBoxes.of(1, 2);
    DotsBoxesState drawn =
        two.stateOf(two.edges(), Map.of(Box.of(0, 0), Player.of(0), Box.of(0, 1), Player.of(1)), Player.of(0));
    assertEquals(two + ": 7 of 7 lines, 1-1, a draw", drawn.toString());
    DotsBoxes three = DotsBoxes.builder().rows(1).cols(2).players(3).turnPolicy(TurnPolicy.ALTERNATE).build();
    DotsBoxesState shared =
        three.stateOf(three.edges(), Map.of(Box.of(0, 0), Player.of(0), Box.of(0, 1), Player.of(2)), Player.of(1));
    assertEquals(three + ": 7 of 7 lines, 1-0-1, A and C share the win", shared.toString());
  }
}
