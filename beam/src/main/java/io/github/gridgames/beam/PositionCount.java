package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.nio.charset.StandardCharsets.UTF_8;
import static java.util.Objects.requireNonNull;

import com.google.common.hash.Hashing;
import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.MapCoder;
import org.apache.beam.sdk.coders.SetCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Combine.CombineFn;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;

/**
 * The number of games and of distinct positions of a game tree, counted on a Beam runner layer by
 * layer: layer {@code d} holds each position {@code d} moves from the start once, with the number
 * of move sequences that reach it; the next layer is its children summed per position through the
 * shuffle, so games are counted without being enumerated one by one. A layer is split into shards
 * by a hash of the position texts ({@link Builder#shards}), so that every occurrence of a position
 * meets in one shard and each shard is one piece of work for a worker. Tic-Tac-Toe has 5,478
 * distinct positions and 255,168 games.
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
  private final int shards;

  private PositionCount(String spec, String root, int depth, int shards) {
    this.spec = spec;
    this.root = root;
    this.depth = depth;
    this.shards = shards;
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
    TupleTag<KV<Integer, KV<String, Long>>> childrenTag = new TupleTag<>("children");
    TupleTag<KV<String, Long>> countsTag = new TupleTag<>("counts");
    TupleTag<KV<Integer, String>> positionsTag = new TupleTag<>("positions");
    KvCoder<String, Long> counted = KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of());
    PCollection<KV<Integer, KV<String, Long>>> layer =
        pipeline.apply(
            "Root",
            Create.of(KV.of(shardOf(root, shards), KV.of(root, 1L))).withCoder(KvCoder.of(VarIntCoder.of(), counted)));
    List<PCollection<KV<String, Long>>> counts = new ArrayList<>();
    List<PCollection<KV<Integer, String>>> positions = new ArrayList<>();
    for (int d = 0; d <= depth; d++) {
      PCollectionTuple expanded =
          layer
              .apply("Layer " + d, Combine.perKey(new SumPerPosition()))
              .apply(
                  "Expand layer " + d,
                  ParDo.of(new Expand(spec, d, d < depth, shards, childrenTag, countsTag, positionsTag))
                      .withOutputTags(childrenTag, TupleTagList.of(countsTag).and(positionsTag)));
      counts.add(expanded.get(countsTag).setCoder(counted));
      positions.add(expanded.get(positionsTag).setCoder(KvCoder.of(VarIntCoder.of(), StringUtf8Coder.of())));
      layer = expanded.get(childrenTag).setCoder(KvCoder.of(VarIntCoder.of(), counted));
    }
    counts.add(
        PCollectionList.of(positions)
            .apply("All positions", Flatten.pCollections())
            .apply("Distinct positions", Combine.perKey(new CountDistinct()))
            .apply("Key the distinct counts", MapElements.into(
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.longs()))
                .via((KV<Integer, Long> kv) -> KV.of("distinct", requireNonNull(kv.getValue())))));
    PCollectionList.of(counts)
        .apply("All counts", Flatten.pCollections())
        .apply("Sum the counts", Sum.longsPerKey())
        .apply(
            "Format the counts",
            MapElements.into(TypeDescriptors.strings()).via((KV<String, Long> kv) -> kv.getKey() + " " + kv.getValue()))
        .apply(
            "Write the counts",
            TextIO.write().to(Outputs.prefix(outputFolder, COUNTS)).withSuffix(".txt").withNumShards(1));
    Pipelines.run(pipeline, "positions", progress);
    return result(Outputs.readLines(outputFolder, COUNTS));
  }

  /** The shard of a position: from a hash of its text that no JVM or runner changes. */
  static int shardOf(String position, int shards) {
    return Math.floorMod(Hashing.murmur3_32_fixed().hashString(position, UTF_8).asInt(), shards);
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

  /**
   * Sums the move sequences of each position of a shard of a layer: the shuffle brings every
   * occurrence of a position to one shard, where it is kept once.
   */
  static final class SumPerPosition extends CombineFn<KV<String, Long>, Map<String, Long>, Map<String, Long>> {
    private static final long serialVersionUID = 1L;

    @Override
    public Map<String, Long> createAccumulator() {
      return new HashMap<>();
    }

    @Override
    public Map<String, Long> addInput(Map<String, Long> sums, KV<String, Long> position) {
      Map<String, Long> target = sums instanceof HashMap ? sums : new HashMap<>(sums);
      target.merge(requireNonNull(position.getKey()), requireNonNull(position.getValue()), Long::sum);
      return target;
    }

    @Override
    public Map<String, Long> mergeAccumulators(Iterable<Map<String, Long>> all) {
      Map<String, Long> merged = new HashMap<>();
      for (Map<String, Long> sums : all) {
        sums.forEach((position, sequences) -> merged.merge(position, sequences, Long::sum));
      }
      return merged;
    }

    @Override
    public Map<String, Long> extractOutput(Map<String, Long> sums) {
      return sums;
    }

    @Override
    public Coder<Map<String, Long>> getAccumulatorCoder(CoderRegistry registry, Coder<KV<String, Long>> input) {
      return MapCoder.of(StringUtf8Coder.of(), VarLongCoder.of());
    }

    @Override
    public Coder<Map<String, Long>> getDefaultOutputCoder(CoderRegistry registry, Coder<KV<String, Long>> input) {
      return MapCoder.of(StringUtf8Coder.of(), VarLongCoder.of());
    }
  }

  /** Counts the distinct positions of a shard over all layers. */
  static final class CountDistinct extends CombineFn<String, Set<String>, Long> {
    private static final long serialVersionUID = 1L;

    @Override
    public Set<String> createAccumulator() {
      return new HashSet<>();
    }

    @Override
    public Set<String> addInput(Set<String> seen, String position) {
      Set<String> target = seen instanceof HashSet ? seen : new HashSet<>(seen);
      target.add(position);
      return target;
    }

    @Override
    public Set<String> mergeAccumulators(Iterable<Set<String>> all) {
      Set<String> merged = new HashSet<>();
      for (Set<String> seen : all) {
        merged.addAll(seen);
      }
      return merged;
    }

    @Override
    public Long extractOutput(Set<String> seen) {
      return (long) seen.size();
    }

    @Override
    public Coder<Set<String>> getAccumulatorCoder(CoderRegistry registry, Coder<String> input) {
      return SetCoder.of(StringUtf8Coder.of());
    }
  }

  /**
   * Counts one shard of a layer (its positions, their move sequences, and the games that end
   * there), passes its positions on to the distinct count, and emits the children of the
   * positions that are not over, each with its parent's sequences, into the next layer.
   */
  static final class Expand extends DoFn<KV<Integer, Map<String, Long>>, KV<Integer, KV<String, Long>>> {
    private static final long serialVersionUID = 1L;
    private final String spec;
    private final int depth;
    private final boolean expand;
    private final int shards;
    private final TupleTag<KV<Integer, KV<String, Long>>> childrenTag;
    private final TupleTag<KV<String, Long>> countsTag;
    private final TupleTag<KV<Integer, String>> positionsTag;
    private final Counter expanded = Metrics.counter(Pipelines.NAMESPACE, "positions");
    private transient @Nullable Game<?, ?> game;

    Expand(
        String spec,
        int depth,
        boolean expand,
        int shards,
        TupleTag<KV<Integer, KV<String, Long>>> childrenTag,
        TupleTag<KV<String, Long>> countsTag,
        TupleTag<KV<Integer, String>> positionsTag) {
      this.spec = spec;
      this.depth = depth;
      this.expand = expand;
      this.shards = shards;
      this.childrenTag = childrenTag;
      this.countsTag = countsTag;
      this.positionsTag = positionsTag;
    }

    /**
     * Expands one shard of a layer.
     *
     * @param shard the shard's number and its positions with their sequences
     * @param out receives the children, the counts and the positions
     */
    @ProcessElement
    public void expand(@Element KV<Integer, Map<String, Long>> shard, MultiOutputReceiver out) {
      Game<?, ?> g = game != null ? game : PlaySetup.parseGame(spec);
      game = g;
      long positions = 0;
      long sequences = 0;
      long ended = 0;
      long endedPositions = 0;
      OutputReceiver<KV<Integer, KV<String, Long>>> children = out.get(childrenTag);
      for (Map.Entry<String, Long> entry : requireNonNull(shard.getValue()).entrySet()) {
        String position = entry.getKey();
        long reaching = entry.getValue();
        out.get(positionsTag).output(KV.of(shard.getKey(), position));
        positions++;
        sequences += reaching;
        List<String> next = childrenUnlessOver(g, position);
        if (next == null) {
          ended += reaching;
          endedPositions++;
        } else if (expand) {
          for (String child : next) {
            children.output(KV.of(shardOf(child, shards), KV.of(child, reaching)));
          }
        }
        expanded.inc();
      }
      OutputReceiver<KV<String, Long>> counts = out.get(countsTag);
      counts.output(KV.of(depth + " positions", positions));
      counts.output(KV.of(depth + " sequences", sequences));
      counts.output(KV.of(depth + " ended", ended));
      counts.output(KV.of(depth + " endedPositions", endedPositions));
    }
  }

  /**
   * The position texts after each legal move of a position, in the order of its moves, or null
   * when the game is over there.
   */
  static @Nullable List<String> childrenUnlessOver(Game<?, ?> game, String position) {
    return childrenOf(game, position);
  }

  private static <S extends State<S, M>, M extends Move> @Nullable List<String> childrenOf(
      Game<S, M> game, String position) {
    S state = game.parsePosition(position);
    if (state.isTerminal()) {
      return null;
    }
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
    private int shards = 4;

    private Builder(String game) {
      this.game = game;
    }

    private Builder copy() {
      Builder next = new Builder(game);
      next.position = position;
      next.depth = depth;
      next.shards = shards;
      return next;
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
      Builder next = copy();
      next.position = Optional.of(requireNonNull(text, "text"));
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
      Builder next = copy();
      next.depth = OptionalInt.of(depth);
      return next;
    }

    /**
     * Sets the number of shards each layer is split into (default 4): the positions of a layer
     * are divided among them by a hash of their texts, each shard is summed and expanded as one
     * piece of work, and one shard's positions are held in one worker's memory. Give a few per
     * worker for a large tree on a cluster. The counts do not depend on it.
     *
     * @param shards at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code shards} is below 1
     */
    public Builder shards(int shards) {
      checkArgument(shards >= 1, "the shards must be >= 1, got %s", shards);
      Builder next = copy();
      next.shards = shards;
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
      return new PositionCount(parsed.spec().toString(), root, d, shards);
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
