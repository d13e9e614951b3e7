package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The turn policy alone decides who places the next stone, on the states and on the position:
 * alternation by default, Connect6 order as an option, any user policy from Java, and a policy
 * that names a player outside the game is refused without changing anything.
 */
class TurnsTest {

  private static final MnkGame CONNECT6 = MnkGame.builder().rows(19).cols(19).k(6).turnPolicy(TurnPolicy.CONNECT6).build();

  /** X places the first stone, then O places two stones for every one of X's. */
  private static final TurnPolicy O_TWICE =
      TurnPolicy.of(
          "o-twice",
          (mover, effect, players, moveNumber) ->
              moveNumber % 3 == 2 ? Player.FIRST : Player.SECOND);

  @TestFactory
  Stream<DynamicTest> connect6OnTheNineteenBoardPassesTheContract() {
    return ContractTest.contract(CONNECT6, 3);
  }

  @TestFactory
  Stream<DynamicTest> connect6OrderOnASmallBoardPassesTheContract() {
    return ContractTest.contract(MnkGame.builder().rows(5).cols(5).k(4).turnPolicy(TurnPolicy.CONNECT6).build(), 25);
  }

  @TestFactory
  Stream<DynamicTest> aUserPolicyPassesTheContract() {
    return RulesContract.builder(MnkGame.builder().rows(4).cols(4).k(3).turnPolicy(O_TWICE).build())
        .games(25)
        .without(Feature.SCORES, "m,n,k-games are won by a line, not by score")
        .without(Feature.PROVIDER, "a user's policy cannot be read back from its name")
        .arbitraryMoves(new ArbitraryCells())
        .build()
        .tests();
  }

  /** Returns the players to move from the initial state through the given number of moves. */
  private static List<Player> moversOnStates(MnkGame game, int moves) {
    List<Player> movers = new ArrayList<>();
    MnkState state = game.initialState();
    for (int i = 0; i < moves; i++) {
      movers.add(state.toMove());
      state = state.play(state.legalMoves().get(0));
    }
    return movers;
  }

  private static List<Player> moversOnPosition(MnkGame game, int moves) {
    List<Player> movers = new ArrayList<>();
    MnkPosition position = game.initialState().toPosition();
    int[] codes = new int[game.cellCount()];
    for (int i = 0; i < moves; i++) {
      movers.add(position.toMove());
      position.legalMoves(codes);
      position.makeMove(codes[0]);
    }
    return movers;
  }

  private static List<Player> players(String xo) {
    List<Player> players = new ArrayList<>();
    for (char c : xo.toCharArray()) {
      players.add(c == 'X' ? Player.FIRST : Player.SECOND);
    }
    return players;
  }

  @Test
  void alternationIsTheDefaultAndStaysOutOfTheCanonicalText() {
    MnkGame game = (MnkGame) Games.parse("tictactoe(turns=alternate)");
    assertSame(MnkGame.ticTacToe(), game);
    assertSame(TurnPolicy.ALTERNATE, game.turnPolicy());
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win)", game.toString());
    assertEquals(players("XOXOXOX"), moversOnStates(game, 7));
    assertEquals(players("XOXOXOX"), moversOnPosition(game, 7));
  }

  @Test
  void connect6OrderIsOneStoneThenTwoPerTurn() {
    assertEquals("tictactoe(rows=19,cols=19,k=6,overlines=win,turns=connect6)", CONNECT6.toString());
    assertEquals(CONNECT6, Games.parse("tictactoe(rows=19,cols=19,k=6,turns=connect6)"));
    assertEquals(CONNECT6, MnkGame.of(19, 19, 6).toBuilder().turnPolicy(TurnPolicy.CONNECT6).build());
    assertNotEquals(CONNECT6, MnkGame.of(19, 19, 6));
    assertSame(TurnPolicy.CONNECT6, CONNECT6.turnPolicy());
    assertEquals(players("XOOXXOOXXO"), moversOnStates(CONNECT6, 10));
    assertEquals(players("XOOXXOOXXO"), moversOnPosition(CONNECT6, 10));
  }

  @Test
  void aConnect6TurnOfTwoStonesCanWinOnItsSecondStone() {
    // 7 x 1 board, k = 3: X a1; O b1 c1; X e1 f1; O d1 -> O has b1 c1 d1.
    MnkGame game = MnkGame.builder().rows(1).cols(7).k(3).turnPolicy(TurnPolicy.CONNECT6).build();
    MnkState state = Oracle.play(game, 0, 0, 0, 1, 0, 2, 0, 4, 0, 5);
    assertEquals(Player.SECOND, state.toMove());
    MnkState won = state.play(Cell.of(0, 3));
    assertTrue(won.outcome().isWinner(Player.SECOND));
    assertEquals(List.of(Cell.of(0, 1), Cell.of(0, 2), Cell.of(0, 3)), won.winningLine());
  }

  @Test
  void aUserPolicyIsObeyedOnBothFaces() {
    MnkGame game = MnkGame.builder().rows(4).cols(4).k(3).turnPolicy(O_TWICE).build();
    assertEquals("tictactoe(rows=4,cols=4,k=3,overlines=win,turns=o-twice)", game.toString());
    assertSame(O_TWICE, game.turnPolicy());
    assertEquals(players("XOOXOOXOO"), moversOnStates(game, 9));
    assertEquals(players("XOOXOOXOO"), moversOnPosition(game, 9));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Games.parse(game.toString()));
    assertTrue(e.getMessage().contains("parameter turns of tictactoe must be alternate or connect6, got 'o-twice'"), e::getMessage);
  }

  @Test
  void aPolicyNamingAPlayerOutsideTheGameIsRefusedAndNothingChanges() {
    TurnPolicy broken =
        TurnPolicy.of(
            "broken",
            (mover, effect, players, moveNumber) -> moveNumber == 0 ? Player.SECOND : Player.of(2));
    MnkGame game = MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(broken).build();
    MnkState first = game.initialState().play(Cell.of(1, 1));
    assertEquals(Player.SECOND, first.toMove());
    IllegalStateException onState =
        assertThrows(IllegalStateException.class, () -> first.play(Cell.of(0, 0)));
    assertEquals("turn policy 'broken' chose player 3 in a game of 2 players", onState.getMessage());
    assertEquals(1, first.stoneCount());
    assertTrue(first.isEmpty(Cell.of(0, 0)));

    MnkPosition position = first.toPosition();
    long hash = position.positionHash();
    IllegalStateException onPosition = assertThrows(IllegalStateException.class, () -> position.makeMove(0));
    assertEquals(onState.getMessage(), onPosition.getMessage());
    assertEquals(first, position.state());
    assertEquals(hash, position.positionHash());
    assertEquals(0, position.depth());
    assertEquals(8, position.legalMoveCount());
    assertTrue(position.isEmpty(0));
    assertEquals(Player.SECOND, position.toMove());
    assertThrows(IllegalStateException.class, () -> position.playout(new java.util.SplittableRandom(1), 5));
    assertEquals(first, position.state());

    TurnPolicy silent = TurnPolicy.of("silent", (mover, effect, players) -> null);
    MnkState start = MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(silent).build().initialState();
    assertEquals(
        "turn policy 'silent' chose null in a game of 2 players",
        assertThrows(IllegalStateException.class, () -> start.play(Cell.of(0, 0))).getMessage());
  }

  @Test
  void turnsFromTextAreAlternateOrConnect6() {
    for (String bad : List.of("extra-turn-on-capture", "connect-6")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Games.parse("tictactoe(turns=" + bad + ")"));
      assertTrue(e.getMessage().contains("must be alternate or connect6"), e::getMessage);
    }
    assertThrows(NullPointerException.class, () -> MnkGame.builder().turnPolicy(null));
    assertSame(MnkGame.ticTacToe(), MnkGame.ticTacToe().toBuilder().turnPolicy(TurnPolicy.ALTERNATE).build());
  }
}
