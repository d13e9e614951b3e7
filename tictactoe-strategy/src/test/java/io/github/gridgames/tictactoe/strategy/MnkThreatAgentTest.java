package io.github.gridgames.tictactoe.strategy;

import static io.github.gridgames.tictactoe.strategy.ThreatSearchTest.code;
import static io.github.gridgames.tictactoe.strategy.ThreatSearchTest.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkGame.OverlineRule;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Gomoku player: it plays the forced wins its search proves and the defences against the
 * opponent's, on 15 x 15 and 22 x 22, overlines winning or not; its moves are legal, deterministic
 * under a work budget and the same from several threads.
 */
class MnkThreatAgentTest {

  private static final MnkGame FREE_15 = MnkGame.of(15, 15, 5);
  private static final MnkGame EXACT_15 = FREE_15.toBuilder().overlines(OverlineRule.NO_WIN).build();
  private static final MnkGame FREE_22 = MnkGame.of(22, 22, 5);
  private static final MnkGame EXACT_22 = FREE_22.toBuilder().overlines(OverlineRule.NO_WIN).build();
  /** Generous for every position below: each choice ends long before (not timed). */
  private static final Budget NODES = Budget.ofWork(200_000);

  static Stream<Arguments> boards() {
    return Stream.of(
        Arguments.of(FREE_15, 0), Arguments.of(EXACT_15, 0), Arguments.of(FREE_22, 4), Arguments.of(EXACT_22, 4));
  }

  static Stream<Arguments> longVcf() {
    return Stream.of(
        Arguments.of(FREE_15, ThreatSearchTest.VCF5_15),
        Arguments.of(EXACT_15, ThreatSearchTest.VCF5_15),
        Arguments.of(FREE_22, ThreatSearchTest.VCF5_22),
        Arguments.of(EXACT_22, ThreatSearchTest.VCF5_22));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("longVcf")
  void playsTheFirstMoveOfAVcfOfFiveMoves(MnkGame game, String text) {
    MnkState state = game.parsePosition(text);
    Cell move = MnkThreatAgent.of(game).chooseMove(state, NODES);
    assertTrue(ThreatSearchTest.winsByFoursAfter(state, game.cells().indexOf(move), 4), move.toString());
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void playsTheFourThreeAndTheDoubleThree(MnkGame game, int shift) {
    MnkThreatAgent agent = MnkThreatAgent.of(game);
    MnkState fourThree = position(game, shift, "8 5, 8 6, 8 7, 6 8, 7 8", "8 4, 1 1, 1 15, 15 1, 15 15");
    assertEquals(code(game, shift, "8 8"), game.cells().indexOf(agent.chooseMove(fourThree, NODES)));
    MnkState doubleThree = position(game, shift, "8 6, 8 7, 6 8, 7 8", "1 1, 1 15, 15 1, 15 15");
    int move = game.cells().indexOf(agent.chooseMove(doubleThree, NODES));
    assertTrue(ThreatOracle.winsAfterEveryReply(doubleThree, move, 4), game.cells().get(move).toString());
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void blocksAFourWhateverTheBudget(MnkGame game, int shift) {
    MnkState four = position(game, shift, "8 5, 8 6, 8 7, 8 8, 3 3", "8 4, 1 1, 1 15, 15 1");
    for (Budget budget : List.of(Budget.ofWork(1), NODES)) {
      assertEquals(code(game, shift, "8 9"), game.cells().indexOf(MnkThreatAgent.of(game).chooseMove(four, budget)));
    }
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void breaksAFourThreeAndAnOpenThree(MnkGame game, int shift) {
    MnkThreatAgent agent = MnkThreatAgent.of(game);
    MnkState fourThree = position(game, shift, "8 5, 8 6, 8 7, 6 8, 7 8, 15 8", "8 4, 1 1, 1 15, 15 1, 15 15");
    Cell defence = agent.chooseMove(fourThree, NODES);
    assertFalse(ThreatOracle.winsByFours(fourThree.play(defence), 5), defence.toString());
    MnkState openThree = position(game, shift, "8 6, 8 7, 8 8, 3 12", "1 1, 1 15, 15 1");
    Cell block = agent.chooseMove(openThree, NODES);
    assertFalse(ThreatOracle.winsByFours(openThree.play(block), 5), block.toString());
  }

  @ParameterizedTest(name = "{0}, shifted by {1}")
  @MethodSource("boards")
  void breaksADoubleThreeBeforeItIsMade(MnkGame game, int shift) {
    // X threatens 8 8, two open threes at once; O to move. After the defence X makes no double
    // threat that wins by fours against every reply (X may still have longer threat sequences).
    MnkState state = position(game, shift, "8 6, 8 7, 6 8, 7 8, 15 8", "1 1, 1 15, 15 1, 15 15");
    Cell defence = MnkThreatAgent.of(game).chooseMove(state, NODES);
    MnkState after = state.play(defence);
    assertFalse(ThreatOracle.winsByFours(after, 5), defence.toString());
    MnkPosition position = after.toPosition();
    int[] moves = new int[position.legalMoveCount()];
    int count = position.legalMoves(moves);
    for (int i = 0; i < count; i++) {
      Cell cell = game.cells().get(moves[i]);
      if (Math.abs(cell.row() - 7 - shift) <= 2 && Math.abs(cell.col() - 7 - shift) <= 2) {
        assertFalse(ThreatOracle.winsAfterEveryReply(after, moves[i], 2), defence + " then " + cell);
      }
    }
  }

  @Test
  void playsLegalMovesAndLeavesThePositionAsItFoundIt() {
    SplittableRandom random = new SplittableRandom(11);
    for (MnkGame game : List.of(FREE_15, EXACT_15, FREE_22, EXACT_22)) {
      MnkThreatAgent agent = MnkThreatAgent.of(game);
      for (int trial = 0; trial < 12; trial++) {
        MnkPosition position = randomPosition(game, random);
        int depth = position.depth();
        long hash = position.positionHash();
        int code = agent.chooseCode(position, Budget.ofWork(1 + random.nextInt(2_000)));
        assertTrue(position.isLegal(code), position + ": " + code);
        assertEquals(depth, position.depth());
        assertEquals(hash, position.positionHash());
      }
    }
  }

  @Test
  void theSameStateAndWorkGiveTheSameMoveOnEveryThread() throws Exception {
    SplittableRandom random = new SplittableRandom(5);
    MnkThreatAgent agent = MnkThreatAgent.of(FREE_15);
    List<MnkState> states = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      states.add(randomPosition(FREE_15, random).state());
    }
    Budget budget = Budget.ofWork(3_000);
    List<Cell> alone = new ArrayList<>();
    for (MnkState state : states) {
      alone.add(agent.chooseMove(state, budget));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Cell>> together = new ArrayList<>();
      for (int round = 0; round < 3; round++) {
        for (MnkState state : states) {
          together.add(pool.submit(() -> agent.chooseMove(state, budget)));
        }
      }
      for (int i = 0; i < together.size(); i++) {
        assertEquals(alone.get(i % states.size()), together.get(i).get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void playsTheCentreOfAnEmptyBoard() {
    assertEquals(Cell.of(7, 7), MnkThreatAgent.of(FREE_15).chooseMove(FREE_15.initialState(), Budget.ofWork(100)));
  }

  @Test
  void toBuilderKeepsEverySetting() {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 20; i++) {
      MnkThreatAgent agent =
          MnkThreatAgent.builder(FREE_15)
              .candidates(random.nextInt(1, 1001))
              .breadth(random.nextInt(1, 1001))
              .vcfDepth(random.nextInt(1, 41))
              .vctDepth(random.nextInt(1, 41))
              .maxDepth(random.nextInt(1, 41))
              .build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
    assertEquals(FREE_15, MnkThreatAgent.of(FREE_15).game());
    assertEquals("threat", MnkThreatAgent.of(FREE_15).name());
    assertEquals("MnkThreatAgent[" + FREE_15 + "]", MnkThreatAgent.of(FREE_15).toString());
  }

  @Test
  void rejectsBadSettingsGamesAndStates() {
    MnkThreatAgent.Builder builder = MnkThreatAgent.builder(FREE_15);
    assertMessage("candidates must be in 1..1000, got 0", () -> builder.candidates(0));
    assertMessage("breadth must be in 1..1000, got 1001", () -> builder.breadth(1001));
    assertMessage("vcfDepth must be in 1..40, got 0", () -> builder.vcfDepth(0));
    assertMessage("vctDepth must be in 1..40, got 41", () -> builder.vctDepth(41));
    assertMessage("maxDepth must be in 1..40, got 0", () -> builder.maxDepth(0));
    MnkGame connect6 = FREE_15.toBuilder().turnPolicy(TurnPolicy.CONNECT6).build();
    assertMessage(
        "this player needs two players taking turns one stone each: " + connect6, () -> MnkThreatAgent.of(connect6));
    assertMessage("this player needs k >= 3, got 2", () -> MnkThreatAgent.of(MnkGame.of(5, 5, 2)));
    MnkThreatAgent agent = MnkThreatAgent.of(FREE_15);
    assertMessage(
        "this player plays " + FREE_15 + ", not " + FREE_22,
        () -> agent.chooseMove(FREE_22.initialState(), NODES));
    MnkState won = position(FREE_15, 0, "8 4, 8 5, 8 6, 8 7, 8 8", "1 1, 1 2, 1 3, 1 4");
    assertMessage(
        "cannot choose a move in a finished game (" + won.outcome() + "): " + won.toPosition(),
        () -> agent.chooseMove(won, NODES));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(FREE_15.initialState(), null));
  }

  private static void assertMessage(String message, org.junit.jupiter.api.function.Executable call) {
    assertEquals(message, assertThrows(IllegalArgumentException.class, call).getMessage());
  }

  /** A position after a random number of random moves near the centre, not finished. */
  private static MnkPosition randomPosition(MnkGame game, SplittableRandom random) {
    MnkPosition position = game.initialState().toPosition();
    int moves = random.nextInt(0, 40);
    int centre = game.rows() / 2;
    for (int i = 0; i < moves && !position.isTerminal(); i++) {
      int code = (centre - 4 + random.nextInt(9)) * game.cols() + centre - 4 + random.nextInt(9);
      if (position.isLegal(code)) {
        position.makeMove(code);
        if (position.isTerminal()) {
          position.unmakeMove();
          break;
        }
      }
    }
    return position.state().toPosition();
  }
}
