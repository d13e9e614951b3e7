package io.github.gridgames.cli;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.TableKey;
import io.github.gridgames.ai.Verdict;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Violation;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesSolveResult;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver;
import io.github.gridgames.dotsboxes.strategy.GreedyDotsBoxesAgent;
import io.github.gridgames.dotsboxes.strategy.StrongDotsBoxesAgent;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Dots and Boxes in the command: moves typed as dot pairs {@code (0,0)-(0,1)} or as the contest's
 * box and side {@code A1 T}; {@code best} is alpha-beta with captures first and safe lines next.
 */
final class DotsBoxesAdapter extends GameAdapter<DotsBoxesState, Edge> {

  private final DotsBoxes dots;
  private final List<Edge> edges;
  private final List<Box> boxes;

  DotsBoxesAdapter(DotsBoxes game) {
    super(GameKind.DOTS_BOXES, game);
    this.dots = game;
    this.edges = game.edges();
    List<Box> all = new ArrayList<>();
    for (int r = 0; r < game.rows(); r++) {
      for (int c = 0; c < game.cols(); c++) {
        all.add(Box.of(r, c));
      }
    }
    this.boxes = List.copyOf(all);
  }

  /**
   * Returns the score margin, plus half a box for each box with three sides drawn when the player
   * is to move (they can take it) and minus as much otherwise.
   */
  @Override
  Evaluation<DotsBoxesState> evaluation() {
    return (state, player) -> {
      double value = state.scores().orElseThrow().margin(player);
      int open = 0;
      for (Box box : boxes) {
        if (state.sidesDrawn(box) == 3) {
          open++;
        }
      }
      return value + (state.toMove().equals(player) ? 0.5 : -0.5) * open;
    };
  }

  /** Returns captures first, then lines that give nothing away, then the rest. */
  @Override
  MoveOrdering<DotsBoxesState, Edge> ordering() {
    return (state, moves) -> {
      List<Edge> captures = new ArrayList<>();
      List<Edge> safe = new ArrayList<>();
      List<Edge> giving = new ArrayList<>();
      for (Edge edge : moves) {
        if (state.effectOf(edge).captured()) {
          captures.add(edge);
          continue;
        }
        boolean gives = false;
        for (Box box : dots.boxesOf(edge)) {
          if (state.sidesDrawn(box) == 2) {
            gives = true;
            break;
          }
        }
        (gives ? giving : safe).add(edge);
      }
      captures.addAll(safe);
      captures.addAll(giving);
      return captures;
    };
  }

  /** The dots-boxes module's strong agent: exact when small enough, chain-aware otherwise. */
  @Override
  Agent<DotsBoxesState, Edge> best(long seed) {
    return StrongDotsBoxesAgent.of(seed);
  }

  /** The greedy baseline: always captures, otherwise avoids giving a box. */
  @Override
  Agent<DotsBoxesState, Edge> greedy(long seed) {
    return GreedyDotsBoxesAgent.of(seed);
  }

  @Override
  String bestDescription() {
    return "exact play when the position is small enough, chain-aware play otherwise";
  }

  /**
   * Keys the solver's table by the drawn lines alone: the value of the rest of the game does not
   * depend on the boxes taken so far, nor (the players being alike) on who is to move.
   */
  @Override
  TableKey<DotsBoxesState> solverKey() {
    if (edges.size() <= Long.SIZE) {
      return state -> {
        long drawn = 0;
        for (int i = 0; i < edges.size(); i++) {
          if (state.isDrawn(edges.get(i))) {
            drawn |= 1L << i;
          }
        }
        return drawn;
      };
    }
    return state -> {
      BitSet drawn = new BitSet(edges.size());
      for (int i = 0; i < edges.size(); i++) {
        if (state.isDrawn(edges.get(i))) {
          drawn.set(i);
        }
      }
      return drawn;
    };
  }

  /**
   * Solves with the dedicated {@link DotsBoxesSolver} (chain analysis, symmetry) where it applies
   * (two players, at most {@value DotsBoxesSolver#MAX_LINES} lines), else with the generic solver.
   */
  @Override
  Solution solve(DotsBoxesState state, Budget budget, Consumer<SolveProgress> progress) {
    if (!DotsBoxesSolver.supports(state.game())) {
      return super.solve(state, budget, progress);
    }
    DotsBoxesSolver solver =
        DotsBoxesSolver.builder()
            .progress(100_000, p -> progress.accept(new SolveProgress(p.nodes(), Duration.ofMillis(p.millis()))))
            .build();
    DotsBoxesSolveResult result = solver.solve(state, budget);
    Verdict verdict = Verdict.UNKNOWN;
    if (result.complete()) {
      int total = state.scores().orElseThrow().margin(state.toMove()) + result.margin();
      verdict = total > 0 ? Verdict.WIN : total < 0 ? Verdict.LOSS : Verdict.DRAW;
    }
    return new Solution(
        verdict,
        result.margin(),
        result.bestMove().map(this::formatMove),
        result.nodes(),
        Duration.ofMillis(result.millis()));
  }

  /** Random games through the allocation-free {@link DotsBoxesPosition}. */
  @Override
  Playout playout(SplittableRandom random) {
    DotsBoxesPosition position = DotsBoxesPosition.of(dots);
    return () -> {
      int played = position.playout(random, Integer.MAX_VALUE);
      for (int i = 0; i < played; i++) {
        position.undo();
      }
      return played;
    };
  }

  @Override
  String playoutPath() {
    return "DotsBoxesPosition.playout";
  }

  @Override
  String promptFormat() {
    return "(row,col)-(row,col) or box and side such as A1 T";
  }

  @Override
  String inputFormat() {
    return "a line as (row,col)-(row,col) counted from (0,0) at the top left, such as (0,0)-(0,1),"
        + " or a box and a side, such as A1 T";
  }

  @Override
  Edge readMove(DotsBoxesState state, String text) throws RejectedInput {
    String move = text.strip();
    Edge edge;
    try {
      edge = move.startsWith("(") ? dots.dotPairs().parse(move) : dots.boxSides().parse(move);
    } catch (NotationException e) {
      throw new RejectedInput(
          "Please answer in the format (row,col)-(row,col), such as (0,0)-(0,1), or "
              + dots.boxSides().syntax()
              + ", such as A1 T: "
              + e.getMessage()
              + ".");
    }
    Optional<Violation> violation = state.check(edge);
    if (violation.isPresent()) {
      throw new RejectedInput(violation.get().message());
    }
    return edge;
  }

  /** Returns the dot pair and the contest name, such as {@code (0,0)-(0,1) [A3 T]}. */
  @Override
  String describeMove(Edge move) {
    return formatMove(move) + " [" + dots.boxSides().format(move) + "]";
  }

  /** Returns the game's own drawing, which already shows the scores and whose turn it is. */
  @Override
  String show(DotsBoxesState state) {
    return state.render();
  }
}
