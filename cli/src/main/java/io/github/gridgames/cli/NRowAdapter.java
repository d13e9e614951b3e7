package io.github.gridgames.cli;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.Verdict;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Violation;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.nrow.strategy.NRowGreedyAgent;
import io.github.gridgames.nrow.strategy.ThreatAgent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * N-in-a-row in the command: moves typed as {@code x,y} or {@code x y}; {@code best} is alpha-beta
 * with the k-in-a-row window evaluation (it beats Monte Carlo tree search, whose random playouts
 * mean little on an open board; {@code mcts} cuts them at {@value #PLAYOUT_LIMIT} moves);
 * {@code solve} needs a stone cap.
 */
final class NRowAdapter extends GameAdapter<NRowState, Point> {

  /** The longest playout of the Monte Carlo agents; longer ones count as draws. */
  static final int PLAYOUT_LIMIT = 200;

  private final NRow nrow;

  NRowAdapter(NRow game) {
    super(GameKind.NROW, game);
    this.nrow = game;
  }

  @Override
  Evaluation<NRowState> evaluation() {
    return (state, player) -> {
      Map<Point, Player> stones = state.stones();
      Map<Long, Integer> owners = new HashMap<>(stones.size() * 2);
      long[] xs = new long[stones.size()];
      long[] ys = new long[stones.size()];
      int i = 0;
      for (Map.Entry<Point, Player> e : stones.entrySet()) {
        Point p = e.getKey();
        owners.put(key(p.x(), p.y()), e.getValue().index());
        xs[i] = p.x();
        ys[i] = p.y();
        i++;
      }
      LineEvaluation.Board board =
          (x, y) -> {
            if (x < Integer.MIN_VALUE || x > Integer.MAX_VALUE || y < Integer.MIN_VALUE || y > Integer.MAX_VALUE) {
              return LineEvaluation.OFF_BOARD;
            }
            return owners.getOrDefault(key(x, y), LineEvaluation.EMPTY);
          };
      return LineEvaluation.evaluate(board, xs, ys, nrow.n(), player.index(), state.toMove().index());
    };
  }

  private static long key(long x, long y) {
    return (x << 32) | (y & 0xFFFF_FFFFL);
  }

  /** Returns points next to many stones first. */
  @Override
  MoveOrdering<NRowState, Point> ordering() {
    return (state, moves) -> {
      Set<Long> taken = new HashSet<>();
      for (Point p : state.stones().keySet()) {
        taken.add(key(p.x(), p.y()));
      }
      List<Point> sorted = new ArrayList<>(moves);
      sorted.sort(Comparator.comparingInt(p -> -neighbours(taken, p)));
      return sorted;
    };
  }

  private static int neighbours(Set<Long> taken, Point p) {
    int count = 0;
    for (long dx = -1; dx <= 1; dx++) {
      for (long dy = -1; dy <= 1; dy++) {
        if ((dx != 0 || dy != 0) && taken.contains(key(p.x() + dx, p.y() + dy))) {
          count++;
        }
      }
    }
    return count;
  }

  @Override
  Agent<NRowState, Point> mcts(long seed) {
    return MctsAgent.<NRowState, Point>builder().seed(seed).maxPlayoutMoves(PLAYOUT_LIMIT).build();
  }

  /**
   * Random games through the allocation-free {@link NRowPosition}; a game without a stone cap
   * stops after {@value GameAdapter#BENCH_PLAYOUT_LIMIT} stones.
   */
  @Override
  Playout playout(SplittableRandom random) {
    NRowPosition position = NRowPosition.of(nrow);
    return () -> {
      while (position.depth() > 0) {
        position.undo();
      }
      return position.playout(random, BENCH_PLAYOUT_LIMIT);
    };
  }

  @Override
  String playoutPath() {
    return "NRowPosition.playout";
  }

  /** The threat-aware agent of the nrow module. */
  @Override
  Agent<NRowState, Point> best(long seed) {
    return ThreatAgent.seeded(seed);
  }

  /** The nrow module's one-ply greedy baseline: wins, blocks, else extends its longest line. */
  @Override
  Agent<NRowState, Point> greedy(long seed) {
    return NRowGreedyAgent.seeded(seed);
  }

  @Override
  String bestDescription() {
    return "alpha-beta search with a k-in-a-row evaluation, stones next to stones first";
  }

  @Override
  Optional<String> unsolvable() {
    Optional<String> generic = super.unsolvable();
    if (generic.isPresent()) {
      return generic;
    }
    if (nrow.stoneCap().isEmpty()) {
      return Optional.of(
          "solve needs a game that ends: give nrow a stone cap with --cap (such as --cap 9)");
    }
    return Optional.empty();
  }

  /**
   * Solves with the generic solver; on the empty board, where every first stone is alike, it
   * solves the position after a stone on {@code 0,0}.
   */
  @Override
  Solution solve(NRowState state, Budget budget, Consumer<SolveProgress> progress) {
    if (!state.hasUnboundedLegalMoves()) {
      return super.solve(state, budget, progress);
    }
    Point first = Point.ORIGIN;
    NRowState after = state.play(first);
    Solution rest = super.solve(after, budget, progress);
    if (!rest.isComplete()) {
      return new Solution(Verdict.UNKNOWN, 0, Optional.empty(), rest.nodes() + 1, rest.elapsed());
    }
    int value = after.toMove().equals(state.toMove()) ? rest.value() : -rest.value();
    return new Solution(
        Verdict.ofSign(value), value, Optional.of(formatMove(first)), rest.nodes() + 1, rest.elapsed());
  }

  @Override
  String promptFormat() {
    return "x,y or x y";
  }

  @Override
  String inputFormat() {
    return "a point as x,y or x y, such as 0,0 (x grows to the right, y downwards)";
  }

  @Override
  Point readMove(NRowState state, String text) throws RejectedInput {
    String move = text.strip();
    Notation<Point> notation = nrow.notation(move.indexOf(',') >= 0 ? "comma" : "space");
    Point point;
    try {
      point = notation.parse(move);
    } catch (NotationException e) {
      throw new RejectedInput(
          "Please answer in the format x,y or x y, such as 0,0: " + e.getMessage() + ".");
    }
    Optional<Violation> violation = state.check(point);
    if (violation.isPresent()) {
      throw new RejectedInput(violation.get().message());
    }
    return point;
  }
}
