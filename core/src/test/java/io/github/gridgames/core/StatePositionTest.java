package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.gridgames.core.tools.BotProtocol;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The position core gives a game that only writes a {@link State} ({@link State#toPosition()}):
 * the rules of {@link Position}, on the test games.
 */
class StatePositionTest {

  private static final Pile.Take ONE = new Pile.Take(1);
  private static final Pile.Take TWO = new Pile.Take(2);
  private static final Pile.Take THREE = new Pile.Take(3);

  /** The moves of a position's legal codes, as a set. */
  private static <S extends State<S, M>, M extends Move> List<M> legal(Position<S, M> position) {
    int[] buffer = new int[position.legalMoveCount() + 1];
    int count = position.legalMoves(buffer);
    assertEquals(position.legalMoveCount(), count);
    return Arrays.stream(buffer, 0, count).mapToObj(position::move).sorted(java.util.Comparator.comparing(Object::toString)).toList();
  }

  /** Everything a position says about its current state equals what the state says. */
  private static void assertFollows(Pot state, Position<Pot, Pile.Take> position) {
    assertEquals(state, position.state());
    assertEquals(state.game(), position.game());
    assertEquals(state.toMove(), position.toMove());
    assertEquals(state.outcome(), position.outcome());
    assertEquals(state.isTerminal(), position.isTerminal());
    assertEquals(state.scores(), position.scores());
    assertEquals(state.positionHash(), position.positionHash());
    for (int p = 0; p < state.game().playerCount(); p++) {
      assertEquals(state.scores().orElseThrow().of(Player.of(p)), position.score(Player.of(p)));
    }
    assertEquals(
        state.legalMoves().stream().sorted(java.util.Comparator.comparing(Object::toString)).toList(), legal(position));
    for (int n = 0; n <= 4; n++) {
      Pile.Take move = new Pile.Take(n);
      assertEquals(state.isLegal(move), position.isLegal(position.code(move)), "take " + n);
    }
  }

  /**
   * After any sequence of plays and undos, the position follows the state reached by the moves
   * still played; a refused code changes nothing.
   */
  @Test
  void followsTheStateThroughPlaysAndUndos() {
    Game<Pot, Pile.Take> game = Pot.game(3, 10);
    qt().forAll(lists().of(integers().between(0, 4)).ofSizeBetween(0, 25)).checkAssert(commands -> {
      Position<Pot, Pile.Take> position = game.initialState().toPosition();
      List<Pot> states = new ArrayList<>(List.of(game.initialState()));
      for (int command : commands) {
        Pot state = states.get(states.size() - 1);
        if (command == 4) {
          if (states.size() > 1) {
            position.unmakeMove();
            states.remove(states.size() - 1);
          } else {
            assertThrows(IllegalStateException.class, position::unmakeMove);
          }
        } else {
          Pile.Take move = new Pile.Take(command);
          if (state.isLegal(move)) {
            position.makeMove(position.code(move));
            states.add(state.play(move));
          } else {
            assertEquals(
                state.check(move).orElseThrow(),
                assertThrows(IllegalMoveException.class, () -> position.makeMove(position.code(move))).violation());
          }
        }
        assertEquals(states.size() - 1, position.depth());
        assertFollows(states.get(states.size() - 1), position);
      }
    });
  }

  @Test
  void codesNumberMovesInTheOrderTheyAreMetAndCopiesShareThem() {
    Position<Pile, Pile.Take> position = Pile.GAME.initialState().toPosition();
    assertEquals(0, position.code(TWO));
    assertEquals(1, position.code(ONE));
    assertEquals(0, position.code(TWO));
    int[] buffer = {-1, -1, -1, -1};
    assertEquals(3, position.legalMoves(buffer));
    assertArrayEquals(new int[] {1, 0, 2, -1}, buffer, "take 3 is met when the legal moves are listed");
    assertEquals(THREE, position.move(2));
    assertEquals(3, position.code(new Pile.Take(7)), "a move the rules refuse still gets a code");
    assertFalse(position.isLegal(3));
    position.makeMove(2);
    Position<Pile, Pile.Take> copy = position.copy();
    assertEquals(0, copy.depth(), "a copy has nothing to undo");
    assertEquals(new Pile(2, Player.SECOND), copy.state());
    assertEquals(TWO, copy.move(0));
    assertEquals(4, copy.code(new Pile.Take(8)));
    assertEquals(new Pile.Take(8), position.move(4), "the copy numbers moves for the original too");
    copy.makeMove(0);
    assertEquals(new Pile(2, Player.SECOND), position.state(), "the copy plays on its own");
    assertEquals(1, position.depth());
  }

  @Test
  void refusesCodesAndCallsWithTheDocumentedErrors() {
    Position<Pile, Pile.Take> position = Pile.GAME.initialState().toPosition();
    position.code(ONE);
    for (int code : new int[] {-1, 1, 7}) {
      assertFalse(position.isLegal(code), "code " + code + " stands for no move");
      IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> position.makeMove(code));
      assertEquals("no move has the code " + code + " here", refused.getMessage());
      assertEquals(Reason.OUT_OF_BOUNDS, refused.reason());
      assertEquals(
          "no move has the code " + code + " here",
          assertThrows(IllegalArgumentException.class, () -> position.move(code)).getMessage());
    }
    assertTrue(position.isLegal(0));
    assertEquals(
        "no move to undo: the position is at its starting state",
        assertThrows(IllegalStateException.class, position::unmakeMove).getMessage());
    assertEquals(
        "buffer of length 2 is shorter than the 3 legal moves",
        assertThrows(IllegalArgumentException.class, () -> position.legalMoves(new int[2])).getMessage());
    assertEquals(
        "player 3 is not in this game of 2 players",
        assertThrows(IllegalArgumentException.class, () -> position.score(Player.of(2))).getMessage());
    assertEquals(0, position.score(Player.SECOND), "a game without scores scores 0");
    assertEquals(Optional.empty(), position.scores());
    assertEquals("move", assertThrows(NullPointerException.class, () -> position.code(null)).getMessage());
    assertEquals(Pile.GAME.initialState(), position.state(), "nothing refused changed the position");
    assertEquals(0, position.depth());
    assertThrows(NullPointerException.class, () -> new StatePosition<Pile, Pile.Take>(null));
  }

  @Test
  void aRandomMoveIsLegalAndEachLegalMoveComesUp() {
    SplittableRandom random = new SplittableRandom(5);
    Position<Pile, Pile.Take> position = new Pile(2, Player.FIRST).toPosition();
    java.util.Set<Pile.Take> drawn = new java.util.HashSet<>();
    for (int i = 0; i < 100; i++) {
      int code = position.randomMove(random);
      assertTrue(position.isLegal(code));
      drawn.add(position.move(code));
    }
    assertEquals(java.util.Set.of(ONE, TWO), drawn);
    position.makeMove(TWO);
    assertTrue(position.isTerminal());
    assertEquals(0, position.legalMoveCount());
    assertEquals(
        "no legal move: the game is over",
        assertThrows(IllegalStateException.class, () -> position.randomMove(random)).getMessage());
  }

  @Test
  void aPlayoutPlaysUpToItsLimitOrTheEndAndResetTakesEverythingBack() {
    Game<Pot, Pile.Take> game = Pot.game(2, 12);
    SplittableRandom random = new SplittableRandom(3);
    for (int limit = 0; limit <= 13; limit++) {
      Position<Pot, Pile.Take> position = game.initialState().toPosition();
      int played = position.playout(random, limit);
      assertEquals(played, position.depth());
      assertTrue(played == limit || position.isTerminal() && played < limit, "limit " + limit + ", played " + played);
      assertEquals(12 - position.state().stones(), position.state().scores().orElseThrow().total());
      position.reset();
      assertEquals(0, position.depth());
      assertEquals(game.initialState(), position.state());
    }
    Position<Pot, Pile.Take> position = game.initialState().toPosition();
    assertEquals(
        "maxMoves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> position.playout(random, -1)).getMessage());
    assertTrue(position.playout(random, 100) >= 4);
    assertTrue(position.isTerminal());
    assertEquals(0, position.playout(random, 5), "a finished game plays nothing");
  }

  @Test
  void aMoveValueIsPlayedByItsCodeWithTheStatesRefusal() {
    Position<Pile, Pile.Take> position = new Pile(2, Player.SECOND).toPosition();
    assertEquals(
        "You may take 1 to 2 stones.",
        assertThrows(IllegalMoveException.class, () -> position.makeMove(THREE)).getMessage());
    position.makeMove(ONE);
    assertEquals(new Pile(1, Player.FIRST), position.state());
    assertEquals(
        List.of(THREE, ONE),
        java.util.stream.IntStream.range(0, 2).mapToObj(position::move).collect(Collectors.toList()));
  }

  @Test
  void aStateGivesItsDefaultsToGamesThatOnlyWriteAState() {
    Pile start = Pile.GAME.initialState();
    assertFalse(start.hasUnboundedLegalMoves());
    assertTrue(start.isLegal(THREE));
    assertFalse(start.isLegal(new Pile.Take(4)));
    assertEquals(MoveEffect.NONE, start.effectOf(TWO));
    IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> start.effectOf(new Pile.Take(0)));
    assertEquals(start.check(new Pile.Take(0)).orElseThrow(), refused.violation());
    assertEquals(List.of(), start.winningLine());
    assertEquals(start, start.toPosition().state());
    assertEquals(start.render(), start.render(Pile.GAME.notation()));
  }

  @Test
  void aGameGivesItsDefaults() {
    Game<Pot, Pile.Take> game = Pot.game(3, 4);
    assertEquals("pot", game.id());
    assertEquals(TurnPolicy.ALTERNATE, game.turnPolicy());
    assertFalse(game.hasPositionText());
    assertEquals(
        "game pot has no position text (Game.hasPositionText() is false)",
        assertThrows(UnsupportedOperationException.class, () -> game.parsePosition("4 A")).getMessage());
    assertEquals(
        "player 4 is not in a game of 3 players",
        assertThrows(IllegalArgumentException.class, () -> new BotProtocol.Setup<>(game, Player.of(3))).getMessage());
    assertEquals(Player.of(2), new BotProtocol.Setup<>(game, Player.of(2)).player());
  }

  /**
   * The default position hash spreads {@code hashCode()}: equal states hash equally, different
   * states of the pile differently, and two different states differ in about half the bits of
   * their hashes, high and low halves alike.
   */
  @Test
  void theDefaultPositionHashSpreadsTheHashCode() {
    List<Pile> piles = new ArrayList<>();
    for (int stones = 0; stones <= 9; stones++) {
      for (Player player : List.of(Player.FIRST, Player.SECOND)) {
        piles.add(new Pile(stones, player));
        assertEquals(new Pile(stones, player).positionHash(), piles.get(piles.size() - 1).positionHash());
      }
    }
    assertEquals(piles.size(), piles.stream().map(Pile::positionHash).distinct().count());
    long[] differing = new long[2];
    int pairs = 0;
    for (int i = 0; i < piles.size(); i++) {
      for (int j = 0; j < i; j++) {
        long bits = piles.get(i).positionHash() ^ piles.get(j).positionHash();
        differing[0] += Integer.bitCount((int) bits);
        differing[1] += Integer.bitCount((int) (bits >>> 32));
        pairs++;
      }
    }
    for (long half : differing) {
      double mean = (double) half / pairs;
      assertTrue(mean > 13 && mean < 19, "on average " + mean + " of 32 bits differ");
    }
  }
}
