package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.List;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.FileIO;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;
import org.jspecify.annotations.Nullable;

/**
 * Self-play data on a Beam runner: games of two agents (seats alternating, seeds as {@link
 * io.github.gridgames.ai.Arena} derives them, so game {@code k} is game {@code k} of {@code
 * gridgames match GAME --first A --second B --seed S}), written as one {@link SelfPlayRow} per
 * position, sharded JSON Lines files {@code rows-*.jsonl} (or Parquet files {@code
 * rows-*.parquet}, see {@link RowFormat}) in the output folder, which {@link SelfPlayRow#readAll}
 * loads back.
 *
 * <pre>{@code
 * long rows = SelfPlay.builder("tictactoe", "random", "best").games(100).exactNodes(100_000).build()
 *     .run(PipelineOptionsFactory.create(), "/tmp/selfplay");
 * }</pre>
 *
 * Immutable and thread-safe.
 */
public final class SelfPlay {

  /** The base name of the rows files. */
  static final String ROWS = "rows";

  private final PlaySetup setup;
  private final int games;
  private final long exactNodes;
  private final RowFormat format;

  private SelfPlay(PlaySetup setup, int games, long exactNodes, RowFormat format) {
    this.setup = setup;
    this.games = games;
    this.exactNodes = exactNodes;
    this.format = format;
  }

  /** The checked setup of the games. */
  PlaySetup setup() {
    return setup;
  }

  /**
   * Starts the configuration of self-play between two agents, with the defaults of {@code
   * gridgames match}: 10 games, seed 1, no opening moves, the game's length as move limit, 100 ms
   * per move, no exact values, and JSON Lines files.
   *
   * @param game the game's name or spec
   * @param first the agent that moves first in the even games, such as {@code best:100}
   * @param second the other agent
   * @return a builder
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(String game, String first, String second) {
    return new Builder(
        requireNonNull(game, "game"), List.of(requireNonNull(first, "first"), requireNonNull(second, "second")));
  }

  /**
   * Plays the games and writes their rows.
   *
   * @param options the pipeline's options, which choose the runner
   * @param outputFolder the folder to write into; it must hold nothing yet
   * @param progress receives the number of games played now and then, and at the end
   * @return the number of rows written
   * @throws IllegalArgumentException before the pipeline starts, if the output folder holds files
   *     or cannot be written
   * @throws RuntimeException whatever the runner throws when the pipeline fails
   */
  public long run(PipelineOptions options, String outputFolder, LongConsumer progress) {
    requireNonNull(progress, "progress");
    Pipeline pipeline = Pipelines.create(options);
    Outputs.prepare(outputFolder);
    PCollection<String> rows =
        pipeline
            .apply("Number the games", Read.from(GameNumbers.upTo(games)))
            .apply("Play", ParDo.of(new PlayRows(setup, exactNodes)));
    switch (format) {
      case JSON_LINES -> rows.apply(
          "Write the rows", TextIO.write().to(Outputs.prefix(outputFolder, ROWS)).withSuffix(format.suffix()));
      case PARQUET -> rows.apply(
          "Write the rows",
          FileIO.<String>write()
              .via(new ParquetRows.Sink())
              .to(outputFolder)
              .withPrefix(ROWS)
              .withSuffix(format.suffix()));
    }
    Pipelines.run(pipeline, "games", progress);
    if (format == RowFormat.PARQUET) {
      Outputs.removeSinkTemporaryFolder(outputFolder);
    }
    return format == RowFormat.JSON_LINES
        ? Outputs.readLines(outputFolder, ROWS).size()
        : SelfPlayRow.readAll(outputFolder).size();
  }

  /** Plays a game and writes one line per position. */
  static final class PlayRows extends DoFn<Long, String> {
    private static final long serialVersionUID = 1L;

    private final PlaySetup setup;
    private final long exactNodes;
    private final Counter played = Metrics.counter(Pipelines.NAMESPACE, "games");
    private transient @Nullable Referee<?, ?> referee;

    PlayRows(PlaySetup setup, long exactNodes) {
      this.setup = setup;
      this.exactNodes = exactNodes;
    }

    /**
     * Plays one game.
     *
     * @param index the game's number
     * @param out receives the rows' lines
     */
    @ProcessElement
    public void play(@Element Long index, OutputReceiver<String> out) {
      Referee<?, ?> r = referee != null ? referee : Referee.of(setup);
      referee = r;
      for (SelfPlayRow row : r.selfPlay(index.intValue(), exactNodes)) {
        out.output(row.toJson());
      }
      played.inc();
    }
  }

  /** Configures {@link SelfPlay}. Immutable: each setter returns a new builder. */
  @CheckReturnValue
  public static final class Builder {
    private final String game;
    private final List<String> agents;
    private int games = 10;
    private PlayOptions play = PlayOptions.DEFAULTS;
    private long exactNodes;
    private RowFormat format = RowFormat.JSON_LINES;

    private Builder(String game, List<String> agents) {
      this.game = game;
      this.agents = agents;
    }

    private Builder copy() {
      Builder next = new Builder(game, agents);
      next.games = games;
      next.play = play;
      next.exactNodes = exactNodes;
      next.format = format;
      return next;
    }

    /**
     * Sets the number of games (default 10).
     *
     * @param games at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code games} is below 1
     */
    public Builder games(int games) {
      checkArgument(games >= 1, "games must be >= 1, got %s", games);
      Builder next = copy();
      next.games = games;
      return next;
    }

    /**
     * Sets the seed (default 1).
     *
     * @param seed the seed
     * @return a new builder
     */
    public Builder seed(long seed) {
      Builder next = copy();
      next.play = play.withSeed(seed);
      return next;
    }

    /**
     * Sets the random opening moves of each game (default 0); their rows name the agent {@code
     * opening}.
     *
     * @param moves at least 0
     * @return a new builder
     * @throws IllegalArgumentException if {@code moves} is negative
     */
    public Builder openingMoves(int moves) {
      Builder next = copy();
      next.play = play.withOpeningMoves(moves);
      return next;
    }

    /**
     * Sets the move limit (default: the game's length, or 400).
     *
     * @param moves at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code moves} is below 1
     */
    public Builder maxMoves(int moves) {
      Builder next = copy();
      next.play = play.withMaxMoves(moves);
      return next;
    }

    /**
     * Sets the time per move of agents given without one (default 100 ms).
     *
     * @param millis the time
     * @return a new builder
     * @throws IllegalArgumentException if the time is out of range
     */
    public Builder thinkMillis(long millis) {
      Builder next = copy();
      next.play = play.withThinkMillis(millis);
      return next;
    }

    /**
     * Makes every agent search this many nodes (work units) per move instead of thinking for a
     * time (default: times), so that no game depends on the machine's speed or load: the results
     * are then the same on any runner and any machine. Agent specs must then name no time.
     *
     * @param nodes the nodes per move, at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public Builder nodes(long nodes) {
      Builder next = copy();
      next.play = play.withNodes(nodes);
      return next;
    }

    /**
     * Asks for each position's exact value from the game's solver, searching at most this many
     * nodes per position; positions it does not finish get no value.
     *
     * @param nodes the nodes per position, at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public Builder exactNodes(long nodes) {
      checkArgument(nodes >= 1, "exact nodes must be >= 1, got %s", nodes);
      Builder next = copy();
      next.exactNodes = nodes;
      return next;
    }

    /**
     * Sets the format of the rows' files (default {@link RowFormat#JSON_LINES}).
     *
     * @param format the format
     * @return a new builder
     * @throws NullPointerException if {@code format} is null
     */
    public Builder format(RowFormat format) {
      Builder next = copy();
      next.format = requireNonNull(format, "format");
      return next;
    }

    /**
     * Checks the configuration and builds the self-play.
     *
     * @return the self-play
     * @throws IllegalArgumentException naming what is wrong: a game that does not parse, has not
     *     two players or no position text, an agent it does not have, or exact values asked of a
     *     game its solver refuses
     */
    public SelfPlay build() {
      PlaySetup setup = PlaySetup.check(game, agents, play);
      Referee<?, ?> referee = Referee.of(setup);
      checkArgument(referee.hasPositionText(), "self-play rows need position texts; %s has none", setup.spec());
      if (exactNodes > 0) {
        referee.unsolvable().ifPresent(reason -> {
          throw new IllegalArgumentException("no exact values in " + setup.spec() + ": " + reason);
        });
      }
      return new SelfPlay(setup, games, exactNodes, format);
    }
  }
}
