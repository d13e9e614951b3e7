package io.github.gridgames.ai;

import static io.github.gridgames.ai.TreeGame.node;
import static io.github.gridgames.ai.TreeGame.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class AlphaBetaAgentTest {

  private static final double PROVEN = AlphaBetaAgent.WIN / 2;

  private static SolveResult.Verdict verdictOf(SearchReport<?> report) {
    assertTrue(report.exact(), "not exact: " + report);
    if (report.value() > PROVEN) {
      return SolveResult.Verdict.WIN;
    }
    if (report.value() < -PROVEN) {
      return SolveResult.Verdict.LOSS;
    }
    assertEquals(0.0, report.value(), "a drawn value is exactly 0");
    return SolveResult.Verdict.DRAW;
  }

  @Test
  void exactSearchMatchesBruteForceOnAllToys() {
    qt().withFixedSeed(31)
        .withExamples(200)
        .forAll(
            lists().of(integers().between(0, 4)).ofSizeBetween(1, 4),
            integers().between(0, 2),
            longs().all())
        .checkAssert(
            (piles, kind, seed) -> {
              int[] sizes = Oracle.toArray(piles);
              sizes[0]++;
              Piles game =
                  switch (kind) {
                    case 0 -> Piles.lastTakeWins(2, 2, sizes);
                    case 1 -> Piles.scoring(
                        2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, sizes, weights(sizes.length));
                    default -> Piles.scoring(2, TurnPolicy.ALTERNATE, 2, sizes, weights(sizes.length));
                  };
              PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed & 3));
              if (state.isTerminal()) {
                return;
              }
              AlphaBetaAgent<PilesState, Take> agent = AlphaBetaAgent.<PilesState, Take>of(Evaluation.scoreMargin());
              SearchReport<Take> report = agent.search(state, Budget.unlimited());
              SolveResult.Verdict expected = Oracle.verdict(state);
              assertEquals(expected, verdictOf(report), state.render());
              assertEquals(
                  expected, Oracle.verdictAfter(state, report.move(), state.toMove()), state.render());
            });
  }

  private static int[] weights(int n) {
    int[] w = new int[n];
    for (int i = 0; i < n; i++) {
      w[i] = 1 + i % 3;
    }
    return w;
  }

  @Test
  void anExtraTurnIsNotNegated() {
    // Player 0 to move: move 0 hands the turn to player 1, who can win; move 1 gives player 0
    // another turn, in which it wins. An agent that always negated would see two losses and play
    // move 0.
    TreeGame game =
        TreeGame.of(
            "extra-turn",
            2,
            node(0, node(1, win(0), win(0), win(1)), node(0, win(1), win(1), win(0))));
    SearchReport<TreeGame.Choice> report =
        AlphaBetaAgent.<TreeGame.Node, TreeGame.Choice>of(Evaluation.zero())
            .search(game.initialState(), Budget.unlimited());
    assertEquals(new TreeGame.Choice(1), report.move());
    assertEquals(AlphaBetaAgent.WIN - 2, report.value());
  }

  @Test
  void prefersTheQuickerWin() {
    TreeGame game = TreeGame.of("quick", 2, node(0, node(1, win(0), win(0)), win(0)));
    SearchReport<TreeGame.Choice> report =
        AlphaBetaAgent.<TreeGame.Node, TreeGame.Choice>of(Evaluation.zero())
            .search(game.initialState(), Budget.unlimited());
    assertEquals(new TreeGame.Choice(1), report.move());
    assertEquals(AlphaBetaAgent.WIN - 1, report.value());
  }

  @Test
  void depthLimitedSearchIsDeterministicForAWorkBudget() {
    Piles game =
        Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {7, 6, 5, 8, 4}, new int[] {1, 2, 3, 1, 2});
    for (long seed = 0; seed < 8; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, 3);
      AlphaBetaAgent<PilesState, Take> agent = AlphaBetaAgent.<PilesState, Take>of(Evaluation.scoreMargin());
      SearchReport<Take> first = agent.search(state, Budget.ofWork(3000));
      SearchReport<Take> again = agent.search(state, Budget.ofWork(3000));
      SearchReport<Take> fresh =
          AlphaBetaAgent.<PilesState, Take>of(Evaluation.scoreMargin()).search(state, Budget.ofWork(3000));
      assertTrue(state.isLegal(first.move()));
      assertEquals(first.move(), again.move());
      assertEquals(first.move(), fresh.move());
      assertEquals(first.value(), fresh.value());
      assertEquals(3000, first.work());
      assertFalse(first.exact());
      assertTrue(first.depth() >= 2, "depth " + first.depth());
    }
  }

  @Test
  void alwaysReturnsALegalMoveEvenWithATinyBudget() {
    Piles game = Piles.lastTakeWins(3, 3, 9, 9, 9);
    for (long seed = 0; seed < 20; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, (int) seed);
      if (state.isTerminal()) {
        continue;
      }
      for (long work : new long[] {1, 2, 50, 500}) {
        Take move = AlphaBetaAgent.<PilesState, Take>of(Evaluation.zero()).chooseMove(state, Budget.ofWork(work));
        assertTrue(state.isLegal(move), move + " in " + state.render());
      }
    }
  }

  @Test
  void paranoidSearchTakesAnImmediateWinAmongThreePlayers() {
    Piles game = Piles.lastTakeWins(3, 2, 6, 2);
    PilesState state = game.initialState();
    Take move =
        AlphaBetaAgent.<PilesState, Take>of(Evaluation.zero()).chooseMove(state, Budget.ofWork(100_000));
    // No immediate win exists here, but the paranoid search still plays a legal move.
    assertTrue(state.isLegal(move));
    PilesState last = PilesState.of(game, new int[] {0, 2}, io.github.gridgames.core.Player.of(2), new int[3]);
    assertEquals(
        new Take(1, 2),
        AlphaBetaAgent.<PilesState, Take>of(Evaluation.zero()).chooseMove(last, Budget.unlimited()));
  }

  @Test
  void searchesOnlyTheRepresentativesOfUnboundedMoves() {
    SearchReport<Picks.Pick> report =
        AlphaBetaAgent.<Picks.PickState, Picks.Pick>of(Evaluation.zero())
            .search(Picks.GAME.initialState(), Budget.unlimited());
    assertTrue(Picks.REPRESENTATIVES.contains(report.move()));
    assertEquals(SolveResult.Verdict.LOSS, verdictOf(report));
  }

  @Test
  void usesTheOrderingHookAndChecksIt() {
    AtomicInteger calls = new AtomicInteger();
    AlphaBetaAgent<PilesState, Take> agent =
        AlphaBetaAgent.<PilesState, Take>builder(Evaluation.zero())
            .ordering((position, codes, count) -> calls.incrementAndGet())
            .tableBits(12)
            .maxDepth(3)
            .build();
    PilesState state = Piles.lastTakeWins(2, 3, 5, 6, 7).initialState();
    SearchReport<Take> report = agent.search(state, Budget.unlimited());
    assertTrue(calls.get() > 10, "calls " + calls);
    assertEquals(3, report.depth());
    AlphaBetaAgent<PilesState, Take> broken =
        AlphaBetaAgent.<PilesState, Take>builder(Evaluation.zero())
            .ordering((position, codes, count) -> Arrays.fill(codes, 0, count, codes[0]))
            .build();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> broken.chooseMove(state, Budget.ofWork(100)));
    assertEquals(
        "the move ordering changed the 9 legal move codes instead of reordering them",
        e.getMessage());
  }

  /** Nim: the moves that leave a zero nim-sum first, read through the position. */
  private static final MoveOrdering<PilesState, Take> ZERO_SUM_FIRST =
      (position, codes, count) -> {
        int[] piles = position.state().piles();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < count; i++) {
          order.add(codes[i]);
        }
        order.sort(
            java.util.Comparator.comparingInt(
                code -> {
                  Take m = position.move(code);
                  int[] p = piles.clone();
                  p[m.pile()] -= m.count();
                  return Arrays.stream(p).reduce(0, (a, b) -> a ^ b) == 0 ? 0 : 1;
                }));
        for (int i = 0; i < count; i++) {
          codes[i] = order.get(i);
        }
      };

  @Test
  void goodOrderingSearchesFewerNodes() {
    PilesState state = Piles.lastTakeWins(2, 9, 2, 3, 4, 6).initialState();
    SearchReport<Take> plain =
        AlphaBetaAgent.<PilesState, Take>of(Evaluation.zero()).search(state, Budget.unlimited());
    SearchReport<Take> ordered =
        AlphaBetaAgent.<PilesState, Take>builder(Evaluation.zero())
            .ordering(ZERO_SUM_FIRST)
            .build()
            .search(state, Budget.unlimited());
    assertEquals(SolveResult.Verdict.WIN, verdictOf(plain));
    assertEquals(SolveResult.Verdict.WIN, verdictOf(ordered));
    assertTrue(ordered.work() < plain.work(), ordered.work() + " vs " + plain.work());
  }

  /** An exact packing of a small piles position: 4 bits per pile and score, 2 for the mover. */
  static long packed(PilesState state) {
    long key = state.toMove().index();
    for (int pile : state.piles()) {
      key = key << 4 | pile;
    }
    for (int score : state.scores().orElseThrow().toArray()) {
      key = key << 4 | score;
    }
    return key;
  }

  @Test
  void anExactPackingKeyGivesTheSameExactValues() {
    Piles game =
        Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, new int[] {3, 4, 2}, new int[] {2, 1, 3});
    for (long seed = 0; seed < 10; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 4));
      if (state.isTerminal()) {
        continue;
      }
      SearchReport<Take> byPacking =
          AlphaBetaAgent.<PilesState, Take>builder(Evaluation.zero())
              .tableKey(position -> packed(position.state()))
              .tableBits(6)
              .build()
              .search(state, Budget.unlimited());
      assertEquals(Oracle.verdict(state), verdictOf(byPacking));
    }
  }

  @Test
  void tableHintsThatAreNotLegalAreIgnored() {
    // Every position shares one key, so stored best moves come from other positions.
    AlphaBetaAgent<PilesState, Take> colliding =
        AlphaBetaAgent.<PilesState, Take>builder(Evaluation.scoreMargin())
            .tableKey(position -> 0L)
            .build();
    Piles game = Piles.lastTakeWins(2, 3, 5, 1, 2);
    for (long seed = 0; seed < 20; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 5));
      if (!state.isTerminal()) {
        assertTrue(state.isLegal(colliding.chooseMove(state, Budget.ofWork(2000))));
      }
    }
  }

  @Test
  void rejectsBadInput() {
    AlphaBetaAgent<PilesState, Take> nan = AlphaBetaAgent.of((state, player) -> Double.NaN);
    PilesState state = Piles.lastTakeWins(2, 3, 9, 9).initialState();
    assertThrows(IllegalStateException.class, () -> nan.chooseMove(state, Budget.ofWork(100)));
    PilesState over = Piles.lastTakeWins(2, 1, 1).initialState().play(new Take(0, 1));
    assertThrows(IllegalArgumentException.class, () -> nan.chooseMove(over, Budget.ofWork(10)));
    assertThrows(
        IllegalArgumentException.class,
        () -> AlphaBetaAgent.<PilesState, Take>builder(Evaluation.zero()).maxDepth(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> AlphaBetaAgent.<PilesState, Take>builder(Evaluation.zero()).tableBits(29));
    assertThrows(NullPointerException.class, () -> AlphaBetaAgent.<PilesState, Take>builder(null));
    List<String> names = List.of(AlphaBetaAgent.<PilesState, Take>of(Evaluation.zero()).name());
    assertEquals(List.of("alphabeta"), names);
  }

  /**
   * The agent keeps its table between calls and serialises them: shared by four threads at once, it
   * chooses on each position what a fresh agent chooses there (under a work budget the choice
   * depends only on the position, the budget and the settings).
   */
  @Test
  void oneAgentSharedByThreadsChoosesAsAFreshAgentDoes() throws Exception {
    Piles game = Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {5, 6, 7}, new int[] {1, 2, 3});
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    List<PilesState> states = new ArrayList<>();
    PilesState state = game.initialState();
    while (!state.isTerminal()) {
      states.add(state);
      List<Take> moves = state.legalMoves();
      state = state.play(moves.get(random.nextInt(moves.size())));
    }
    Budget budget = Budget.ofWork(2_000);
    List<Take> expected = new ArrayList<>();
    for (PilesState s : states) {
      expected.add(AlphaBetaAgent.<PilesState, Take>of(Evaluation.scoreMargin()).chooseMove(s, budget));
    }
    AlphaBetaAgent<PilesState, Take> shared = AlphaBetaAgent.of(Evaluation.<PilesState, Take>scoreMargin());
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<List<Take>>> runs = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        runs.add(
            pool.submit(
                () -> {
                  List<Take> chosen = new ArrayList<>();
                  for (int round = 0; round < 5; round++) {
                    for (PilesState s : states) {
                      io.github.gridgames.core.Position<PilesState, Take> p = s.toPosition();
                      chosen.add(round % 2 == 0 ? shared.chooseMove(s, budget) : p.move(shared.chooseCode(p, budget)));
                    }
                  }
                  return chosen;
                }));
      }
      for (java.util.concurrent.Future<List<Take>> run : runs) {
        List<Take> chosen = run.get();
        for (int i = 0; i < chosen.size(); i++) {
          assertEquals(expected.get(i % states.size()), chosen.get(i), "choice " + i);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
