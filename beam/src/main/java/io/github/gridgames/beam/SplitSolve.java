package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.base.Splitter;
import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.jspecify.annotations.Nullable;

/**
 * Solves a position on a Beam runner by splitting its tree at a depth: every distinct position
 * that many moves below it (the sub-positions) is solved by the game's own solver ({@link
 * Solver#solve}) on a worker, and the driver combines their values by negamax up to the root.
 * The value is the single-machine solver's: for a game that keeps score the margin of the player
 * to move over the rest of the game, where a move adds the points it scores and a child whose
 * player to move is the same player (Dots and Boxes' extra turn after a capture) counts as is,
 * not negated; for other games 1, 0 or -1.
 *
 * <pre>{@code
 * SplitSolve.Result r = SplitSolve.builder("dots-boxes(rows=3,cols=3)").splitDepth(2).build()
 *     .run(PipelineOptionsFactory.create(), "/tmp/split", done -> {});
 * }</pre>
 *
 * <p>The output folder (which must hold nothing yet) gets {@code values-*.txt}: each sub-position's
 * text, value and nodes, separated by tabs. Immutable and thread-safe.
 */
public final class SplitSolve {

  static final String VALUES = "values";

  private final String spec;
  private final String root;
  private final int splitDepth;

  private SplitSolve(String spec, String root, int splitDepth) {
    this.spec = spec;
    this.root = root;
    this.splitDepth = splitDepth;
  }

  /**
   * Starts a split solve of a game's initial position, split at depth 1.
   *
   * @param game the game's name or spec
   * @return a builder
   * @throws NullPointerException if {@code game} is null
   */
  public static Builder builder(String game) {
    return new Builder(requireNonNull(game, "game"));
  }

  /**
   * Solves.
   *
   * @param options the pipeline's options, which choose the runner
   * @param outputFolder the folder to write the sub-positions' values into; it must hold nothing yet
   * @param progress receives the number of sub-positions solved now and then, and at the end
   * @return the root's value and what the split took
   * @throws IllegalArgumentException before the pipeline starts, if the output folder holds files
   *     or cannot be written
   * @throws RuntimeException whatever the runner throws when the pipeline fails
   */
  public Result run(PipelineOptions options, String outputFolder, LongConsumer progress) {
    requireNonNull(progress, "progress");
    Pipeline pipeline = Pipelines.create(options);
    Outputs.prepare(outputFolder);
    Game<?, ?> game = PlaySetup.parseGame(spec);
    List<String> leaves = new ArrayList<>(leaves(game, root, splitDepth));
    long start = System.nanoTime();
    pipeline
        .apply("Sub-positions", Create.of(leaves).withCoder(StringUtf8Coder.of()))
        .apply("Solve", ParDo.of(new SolveLeaf(spec)))
        .apply("Write the values", TextIO.write().to(Outputs.prefix(outputFolder, VALUES)).withSuffix(".txt"));
    Pipelines.run(pipeline, "solved", progress);
    Map<String, Integer> values = new HashMap<>();
    long nodes = 0;
    for (String line : Outputs.readLines(outputFolder, VALUES)) {
      List<String> parts = Splitter.on('\t').splitToList(line);
      values.put(parts.get(0), Integer.parseInt(parts.get(1)));
      nodes += Long.parseLong(parts.get(2));
    }
    int value = combine(game, root, splitDepth, values);
    return new Result(spec, root, splitDepth, value, leaves.size(), nodes, Duration.ofNanos(System.nanoTime() - start));
  }

  /** The distinct positions {@code depth} moves below the root that are not over, in order met. */
  static Set<String> leaves(Game<?, ?> game, String root, int depth) {
    Set<String> leaves = new LinkedHashSet<>();
    collectFrom(game, root, depth, leaves);
    return leaves;
  }

  private static <S extends State<S, M>, M extends Move> void collectFrom(
      Game<S, M> game, String root, int depth, Set<String> leaves) {
    collect(game, game.parsePosition(root), depth, leaves, new HashMap<>());
  }

  private static <S extends State<S, M>, M extends Move> void collect(
      Game<S, M> game, S state, int depth, Set<String> leaves, Map<String, Integer> seen) {
    if (state.isTerminal()) {
      return;
    }
    String text = state.positionText();
    if (depth == 0) {
      leaves.add(text);
      return;
    }
    Integer before = seen.get(text);
    if (before != null && before >= depth) {
      return;
    }
    seen.put(text, depth);
    for (M move : state.legalMoves()) {
      collect(game, state.play(move), depth - 1, leaves, seen);
    }
  }

  /**
   * The root's value by negamax over the tree above the split, from the sub-positions' values.
   *
   * @throws IllegalStateException if a sub-position has no value
   */
  static int combine(Game<?, ?> game, String root, int depth, Map<String, Integer> values) {
    return negamaxFrom(game, root, depth, values);
  }

  private static <S extends State<S, M>, M extends Move> int negamaxFrom(
      Game<S, M> game, String root, int depth, Map<String, Integer> values) {
    return negamax(game, game.parsePosition(root), depth, values, new HashMap<>());
  }

  private static <S extends State<S, M>, M extends Move> int negamax(
      Game<S, M> game, S state, int depth, Map<String, Integer> leaves, Map<String, Integer> memo) {
    Player mover = state.toMove();
    if (state.isTerminal()) {
      if (game.keepsScore()) {
        return 0;
      }
      return state.outcome().isWinner(mover)
          ? (state.outcome().winners().size() == 1 ? 1 : 0)
          : state.outcome().isWin() ? -1 : 0;
    }
    String text = state.positionText();
    if (depth == 0) {
      Integer value = leaves.get(text);
      if (value == null) {
        throw new IllegalStateException("no value for the sub-position " + text);
      }
      return value;
    }
    Integer known = memo.get(text);
    if (known != null) {
      return known;
    }
    int best = Integer.MIN_VALUE;
    for (M move : state.legalMoves()) {
      S child = state.play(move);
      int gain = game.keepsScore() ? lead(child, mover) - lead(state, mover) : 0;
      int value = negamax(game, child, depth - 1, leaves, memo);
      best = Math.max(best, gain + (child.toMove().equals(mover) ? value : -value));
    }
    memo.put(text, best);
    return best;
  }

  /** A player's score minus the other's, in a two-player game that keeps score. */
  private static int lead(State<?, ?> state, Player player) {
    Scores scores = state.scores().orElseThrow();
    return scores.of(player) - scores.of(player.next(2));
  }

  /** Solves one sub-position with the game's solver: {@code text TAB value TAB nodes}. */
  static final class SolveLeaf extends DoFn<String, String> {
    private static final long serialVersionUID = 1L;
    private final String spec;
    private final Counter solved = Metrics.counter(Pipelines.NAMESPACE, "solved");
    private transient @Nullable Game<?, ?> game;

    SolveLeaf(String spec) {
      this.spec = spec;
    }

    /**
     * Solves one sub-position.
     *
     * @param text its position text
     * @param out receives its line
     */
    @ProcessElement
    public void solve(@Element String text, OutputReceiver<String> out) {
      Game<?, ?> g = game != null ? game : PlaySetup.parseGame(spec);
      game = g;
      SolveResult<?> result = solveText(g, text);
      out.output(text + "\t" + result.value() + "\t" + result.nodes());
      solved.inc();
    }
  }

  /**
   * Solves a position with the game's own solver, without a limit.
   *
   * @throws IllegalStateException if the solver does not finish
   */
  static SolveResult<?> solveText(Game<?, ?> game, String text) {
    return solveState(game, text);
  }

  private static <S extends State<S, M>, M extends Move> SolveResult<M> solveState(Game<S, M> game, String text) {
    SolveResult<M> result = Solver.of(game).solve(game.parsePosition(text), Budget.unlimited());
    if (!result.isComplete()) {
      throw new IllegalStateException("the solver did not finish " + text);
    }
    return result;
  }

  /**
   * What a split solve found.
   *
   * @param game the game's canonical spec
   * @param root the root's position text
   * @param splitDepth the depth of the split
   * @param value the root's value for its player to move, on the scale of {@link
   *     SolveResult#value()}
   * @param subPositions the distinct sub-positions solved apart
   * @param nodes the nodes their solves searched together
   * @param elapsed the time from the pipeline's start to the combined value
   */
  public record Result(
      String game, String root, int splitDepth, int value, int subPositions, long nodes, Duration elapsed) {

    /**
     * Creates a result.
     *
     * @param game the game
     * @param root the root
     * @param splitDepth the split depth
     * @param value the value
     * @param subPositions the sub-positions
     * @param nodes the nodes
     * @param elapsed the time
     * @throws NullPointerException if an object argument is null
     */
    public Result {
      requireNonNull(game, "game");
      requireNonNull(root, "root");
      requireNonNull(elapsed, "elapsed");
    }

    /**
     * Returns the verdict of the value's sign for the player to move.
     *
     * @return win, draw or loss
     */
    public SolveResult.Verdict verdict() {
      return SolveResult.Verdict.ofSign(value);
    }
  }

  /** Configures a {@link SplitSolve}. Immutable: each setter returns a new builder. */
  @CheckReturnValue
  public static final class Builder {
    private final String game;
    private Optional<String> position = Optional.empty();
    private int splitDepth = 1;

    private Builder(String game) {
      this.game = game;
    }

    /**
     * Solves a position instead of the initial one.
     *
     * @param text the position's text
     * @return a new builder
     * @throws NullPointerException if {@code text} is null
     */
    public Builder position(String text) {
      Builder next = new Builder(game);
      next.position = Optional.of(requireNonNull(text, "text"));
      next.splitDepth = splitDepth;
      return next;
    }

    /**
     * Sets the depth of the split (default 1).
     *
     * @param depth at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code depth} is below 1
     */
    public Builder splitDepth(int depth) {
      checkArgument(depth >= 1, "the split depth must be >= 1, got %s", depth);
      Builder next = new Builder(game);
      next.position = position;
      next.splitDepth = depth;
      return next;
    }

    /**
     * Checks the configuration and builds the split solve.
     *
     * @return the split solve
     * @throws IllegalArgumentException naming what is wrong: a game that does not parse, has no
     *     position text or that its solver refuses, a position that does not parse or is over, or
     *     a split depth past the game's longest game
     */
    public SplitSolve build() {
      Game<?, ?> parsed = PlaySetup.parseGame(game);
      checkArgument(parsed.hasPositionText(), "split solves need position texts; %s has none", parsed.spec());
      refusalOf(parsed).ifPresent(refusal -> {
        throw new IllegalArgumentException("cannot solve " + parsed.spec() + ": " + refusal.reason());
      });
      State<?, ?> state;
      try {
        state = position.isPresent() ? parsed.parsePosition(position.get()) : parsed.initialState();
      } catch (RuntimeException e) {
        throw new IllegalArgumentException(
            "not a position of " + parsed.spec() + ": '" + position.orElse("") + "': " + e.getMessage(), e);
      }
      checkArgument(!state.isTerminal(), "the position is over: %s", state.outcome());
      checkArgument(
          parsed.maxMoves().isEmpty() || splitDepth <= parsed.maxMoves().getAsInt(),
          "the split depth %s is impossible: no game of %s lasts more than %s moves",
          splitDepth,
          parsed.spec(),
          parsed.maxMoves().orElse(0));
      return new SplitSolve(parsed.spec().toString(), state.positionText(), splitDepth);
    }
  }

  /** Says why the game's solver refuses its positions, if it does. */
  private static <S extends State<S, M>, M extends Move> Optional<Solver.Refusal> refusalOf(Game<S, M> game) {
    return Solver.of(game).refusal(game);
  }
}
