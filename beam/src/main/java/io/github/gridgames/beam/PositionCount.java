package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.Distinct;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.Keys;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;

/**
 * The number of games and of distinct positions of a game tree, counted on a Beam runner layer by
 * layer: layer {@code d} holds each position {@code d} moves from the start once, keyed by its
 * position text, with the number of move sequences that reach it; the next layer is its children
 * summed per position through the shuffle, so games are counted without being enumerated one by
 * one. Tic-Tac-Toe has 5,478 distinct positions and 255,168 games.
 *
 * <pre>{@code
 * PositionCount.Result r = PositionCount.builder("tictactoe").build()
 *     .run(PipelineOptionsFactory.create(), "/tmp/count", done -> {});
 * }</pre>
 *
 * <p>The output folder (which must hold nothing yet) gets {@code counts-*.txt}: lines {@code
 * "DEPTH positions N"}, {@code "DEPTH sequences N"}, {@code "DEPTH ended N"}, {@code "DEPTH
 * endedPositions N"} and {@code "distinct N"}. Immutable and thread-safe.
 */
public final class PositionCount {

  static final String COUNTS = "counts";

  private final String spec;
  private final String root;
  private final int depth;

  private PositionCount(String spec, String root, int depth) {
    this.spec = spec;
    this.root = root;
    this.depth = depth;
  }

  /**
   * Starts a count of a game's tree from its initial position to its end.
   *
   * @param game the game's name or spec
   * @return a builder
   * @throws NullPointerException if {@code game} is null
   */
  public static Builder builder(String game) {
    return new Builder(requireNonNull(game, "game"));
  }

  /**
   * Returns the depth counted to.
   *
   * @return the number of layers after the root
   */
  public int depth() {
    return depth;
  }

  /**
   * Counts.
   *
   * @param options the pipeline's options, which choose the runner
   * @param outputFolder the folder to write the counts into; it must hold nothing yet
   * @param progress receives the number of positions expanded now and then, and at the end
   * @return the counts
   * @throws IllegalArgumentException before the pipeline starts, if the output folder holds files
   *     or cannot be written
   * @throws RuntimeException whatever the runner throws when the pipeline fails
   */
  public Result run(PipelineOptions options, String outputFolder, LongConsumer progress) {
    requireNonNull(progress, "progress");
    Pipeline pipeline = Pipelines.create(options);
    Outputs.prepare(outputFolder);
    PCollection<KV<String, Long>> layer =
        pipeline.apply(
            "Root", Create.of(KV.of(root, 1L)).withCoder(KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of())));
    List<PCollection<KV<String, Long>>> stats = new ArrayList<>();
    List<PCollection<String>> positions = new ArrayList<>();
    for (int d = 0; ; d++) {
      stats.add(layer.apply("Layer " + d + " counts", ParDo.of(new LayerCounts(spec, d))));
      positions.add(layer.apply("Layer " + d + " positions", Keys.create()));
      if (d == depth) {
        break;
      }
      layer =
          layer
              .apply("Expand layer " + d, ParDo.of(new Expand(spec)))
              .apply("Layer " + (d + 1), Sum.longsPerKey());
    }
    PCollection<KV<String, Long>> distinct =
        PCollectionList.of(positions)
            .apply("All positions", Flatten.pCollections())
            .apply("Distinct positions", Distinct.create())
            .apply("Count them", Count.globally())
            .apply("Key the count", WithKeys.of("distinct"));
    stats.add(distinct);
    PCollectionList.of(stats)
        .apply("All counts", Flatten.pCollections())
        .apply("Sum the counts", Sum.longsPerKey())
        .apply(
            "Format the counts",
            MapElements.into(TypeDescriptors.strings()).via((KV<String, Long> kv) -> kv.getKey() + " " + kv.getValue()))
        .apply("Write the counts", TextIO.write().to(Outputs.prefix(outputFolder, COUNTS)).withSuffix(".txt"));
    Pipelines.run(pipeline, "positions", progress);
    return result(Outputs.readLines(outputFolder, COUNTS));
  }

  private Result result(List<String> lines) {
    Map<String, Long> counts = new HashMap<>();
    for (String line : lines) {
      int space = line.lastIndexOf(' ');
      counts.put(line.substring(0, space), Long.parseLong(line.substring(space + 1)));
    }
    List<Layer> layers = new ArrayList<>();
    for (int d = 0; d <= depth; d++) {
      layers.add(
          new Layer(
              d,
              counts.getOrDefault(d + " positions", 0L),
              counts.getOrDefault(d + " sequences", 0L),
              counts.getOrDefault(d + " ended", 0L),
              counts.getOrDefault(d + " endedPositions", 0L)));
    }
    return new Result(spec, root, layers, counts.getOrDefault("distinct", 0L));
  }

  /** Emits a layer's counts per position: one position, its sequences, and its games ended. */
  static final class LayerCounts extends DoFn<KV<String, Long>, KV<String, Long>> {
    private static final long serialVersionUID = 1L;
    private final String spec;
    private final int depth;
    private transient @Nullable Game<?, ?> game;

    LayerCounts(String spec, int depth) {
      this.spec = spec;
      this.depth = depth;
    }

    /**
     * Counts one position.
     *
     * @param element the position text and its sequences
     * @param out receives the counts
     */
    @ProcessElement
    public void count(@Element KV<String, Long> element, OutputReceiver<KV<String, Long>> out) {
      Game<?, ?> g = game != null ? game : PlaySetup.parseGame(spec);
      game = g;
      long sequences = requireNonNull(element.getValue());
      out.output(KV.of(depth + " positions", 1L));
      out.output(KV.of(depth + " sequences", sequences));
      if (g.parsePosition(requireNonNull(element.getKey())).isTerminal()) {
        out.output(KV.of(depth + " ended", sequences));
        out.output(KV.of(depth + " endedPositions", 1L));
      }
    }
  }

  /** Emits the children of a position that is not over, each with the position's sequences. */
  static final class Expand extends DoFn<KV<String, Long>, KV<String, Long>> {
    private static final long serialVersionUID = 1L;
    private final String spec;
    private final Counter expanded = Metrics.counter(Pipelines.NAMESPACE, "positions");
    private transient @Nullable Game<?, ?> game;

    Expand(String spec) {
      this.spec = spec;
    }

    /**
     * Expands one position.
     *
     * @param element the position text and its sequences
     * @param out receives the children
     */
    @ProcessElement
    public void expand(@Element KV<String, Long> element, OutputReceiver<KV<String, Long>> out) {
      Game<?, ?> g = game != null ? game : PlaySetup.parseGame(spec);
      game = g;
      long sequences = requireNonNull(element.getValue());
      for (String child : children(g, requireNonNull(element.getKey()))) {
        out.output(KV.of(child, sequences));
      }
      expanded.inc();
    }
  }

  /** The position texts after each legal move of a position, in the order of its moves. */
  static List<String> children(Game<?, ?> game, String position) {
    return childrenOf(game, position);
  }

  private static <S extends State<S, M>, M extends Move> List<String> childrenOf(Game<S, M> game, String position) {
    S state = game.parsePosition(position);
    List<String> children = new ArrayList<>();
    for (M move : state.legalMoves()) {
      children.add(state.play(move).positionText());
    }
    return children;
  }

  /**
   * One layer of the count.
   *
   * @param depth the moves from the root
   * @param positions the distinct positions at that depth
   * @param sequences the move sequences of that length from the root
   * @param ended the sequences of them that end the game: games of that length
   * @param endedPositions the positions among them where the game is over
   */
  public record Layer(int depth, long positions, long sequences, long ended, long endedPositions) {}

  /**
   * The counts of a tree.
   *
   * @param game the game's canonical spec
   * @param root the root's position text
   * @param layers the layers, from depth 0 (the root alone) to the depth counted
   * @param distinctPositions the distinct positions over all layers
   */
  public record Result(String game, String root, List<Layer> layers, long distinctPositions) {

    /**
     * Creates counts.
     *
     * @param game the game
     * @param root the root
     * @param layers the layers; copied
     * @param distinctPositions the distinct positions
     * @throws NullPointerException if an argument is null
     */
    public Result {
      requireNonNull(game, "game");
      requireNonNull(root, "root");
      layers = List.copyOf(layers);
    }

    /**
     * Returns the number of games that end within the depth counted: the move sequences from the
     * root to a finished position.
     *
     * @return the games
     */
    public long games() {
      return layers.stream().mapToLong(Layer::ended).sum();
    }
  }

  /** Configures a {@link PositionCount}. Immutable: each setter returns a new builder. */
  @CheckReturnValue
  public static final class Builder {
    private final String game;
    private Optional<String> position = Optional.empty();
    private OptionalInt depth = OptionalInt.empty();

    private Builder(String game) {
      this.game = game;
    }

    /**
     * Counts from a position instead of the initial one.
     *
     * @param text the position's text, as {@link io.github.gridgames.core.Game#parsePosition}
     *     reads it
     * @return a new builder
     * @throws NullPointerException if {@code text} is null
     */
    public Builder position(String text) {
      Builder next = new Builder(game);
      next.position = Optional.of(requireNonNull(text, "text"));
      next.depth = depth;
      return next;
    }

    /**
     * Counts to a depth instead of to the end.
     *
     * @param depth the layers after the root, at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code depth} is below 1
     */
    public Builder depth(int depth) {
      checkArgument(depth >= 1, "the depth must be >= 1, got %s", depth);
      Builder next = new Builder(game);
      next.position = position;
      next.depth = OptionalInt.of(depth);
      return next;
    }

    /**
     * Checks the configuration and builds the count.
     *
     * @return the count
     * @throws IllegalArgumentException naming what is wrong: a game that does not parse or has
     *     no position text, a position that does not parse, a game that may not end counted
     *     without a depth, or a depth past the game's longest game
     */
    public PositionCount build() {
      Game<?, ?> parsed = PlaySetup.parseGame(game);
      checkArgument(parsed.hasPositionText(), "counting needs position texts; %s has none", parsed.spec());
      String root = position.map(text -> rootText(parsed, text)).orElseGet(() -> parsed.initialState().positionText());
      OptionalInt longest = parsed.maxMoves();
      checkArgument(
          depth.isPresent() || longest.isPresent(),
          "%s may not end: give a depth to count to",
          parsed.spec());
      int d = depth.isPresent() ? depth.getAsInt() : longest.getAsInt();
      checkArgument(
          longest.isEmpty() || d <= longest.getAsInt(),
          "the depth %s is impossible: no game of %s lasts more than %s moves",
          d,
          parsed.spec(),
          longest.isPresent() ? longest.getAsInt() : 0);
      return new PositionCount(parsed.spec().toString(), root, d);
    }

    private static String rootText(Game<?, ?> game, String text) {
      try {
        return game.parsePosition(text).positionText();
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("not a position of " + game.spec() + ": '" + text + "': " + e.getMessage(), e);
      }
    }
  }
}
