package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.errorprone.annotations.CheckReturnValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.ParDo;

/**
 * Agents of one two-player game playing every pairing over a seed range, on a Beam runner, with
 * standings and ratings: each pairing of entrants {@code i < j} plays its games with seats
 * alternating ({@code i} moves first in the even games), and game {@code k} of the pairing is game
 * {@code k} of {@code gridgames match GAME --first ENTRANT_i --second ENTRANT_j --seed S} where
 * {@code S} is the pairing's seed (from the base seed and the pairing; each {@link GameResult}
 * names it), with the same opening moves, move limit and time per move. Results depend only on
 * the seeds (and on the machine's speed for agents limited by time), never on the runner or the
 * number of workers.
 *
 * <pre>{@code
 * Tournament tournament = Tournament.builder("tictactoe", List.of("random", "greedy", "best"))
 *     .gamesPerPairing(20)
 *     .seed(1)
 *     .build();
 * TournamentResult result = tournament.run(PipelineOptionsFactory.create(), "/tmp/tournament");
 * }</pre>
 *
 * <p>The pipeline writes into the output folder, which must hold nothing yet: {@code
 * games-*.jsonl} (one {@link GameResult} per line) and, from the driver at the end, {@code
 * standings.json}, counted from the games read back.
 * Immutable and thread-safe.
 */
public final class Tournament {

  /** The base name of the files of game results. */
  static final String GAMES = "games";

  /**
   * The most games in one file of results. The files are written with a fixed number of shards
   * (one per this many games) rather than one per bundle: Beam's runner-determined sharding
   * gathers its temporary files through a side input, which cost the Direct runner about a
   * second per pipeline more than a fixed number of shards did.
   */
  static final long GAMES_PER_FILE = 100_000;

  private final PlaySetup setup;
  private final int gamesPerPairing;
  private final boolean records;
  private final GameHook hook;

  private Tournament(Builder builder, PlaySetup setup) {
    this.setup = setup;
    this.gamesPerPairing = builder.gamesPerPairing;
    this.records = builder.records;
    this.hook = builder.hook;
  }

  /**
   * Starts a tournament, with the defaults of {@code gridgames match}: 10 games per pairing, seed
   * 1, no opening moves, the game's length as move limit (400 for a game that may not end) and 100
   * ms per move for agents given without a time.
   *
   * @param game the game's name or spec, as {@link io.github.gridgames.core.Games#parse} reads it
   * @param entrants the entrants' agent specs, such as {@code best:100}, as the command line names
   *     them; at least two
   * @return a builder
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(String game, List<String> entrants) {
    return new Builder(requireNonNull(game, "game"), List.copyOf(entrants));
  }

  /** The checked setup of the games. */
  PlaySetup setup() {
    return setup;
  }

  /**
   * Returns the entrants' agent specs, in their canonical form.
   *
   * @return the entrants
   */
  public List<String> entrants() {
    return setup.entrants();
  }

  /**
   * Returns the game's canonical spec.
   *
   * @return the spec
   */
  public String game() {
    return setup.spec();
  }

  /**
   * Returns the seed of the games between two entrants, which {@code gridgames match --seed}
   * takes to replay them.
   *
   * @param first the first entrant's index
   * @param second the second entrant's index, greater than {@code first}
   * @return the pairing's seed
   * @throws IllegalArgumentException if the indexes are not entrants with {@code first < second}
   */
  public long pairingSeed(int first, int second) {
    checkArgument(
        0 <= first && first < second && second < setup.entrants().size(),
        "a pairing needs entrants 0 <= first < second < %s, got %s and %s",
        setup.entrants().size(),
        first,
        second);
    return setup.pairingSeed(first, second);
  }

  /**
   * Runs the tournament.
   *
   * @param options the pipeline's options, which choose the runner (the Direct runner by default)
   * @param outputFolder the folder to write into, a local path or one of a file system the
   *     options register; it must hold nothing yet
   * @return the standings and every game
   * @throws IllegalArgumentException before the pipeline starts, if the output folder holds files
   *     or cannot be written
   * @throws RuntimeException whatever the runner throws when the pipeline fails
   */
  public TournamentResult run(PipelineOptions options, String outputFolder) {
    return run(options, outputFolder, done -> {});
  }

  /**
   * Runs the tournament, reporting the games played so far.
   *
   * @param options the pipeline's options
   * @param outputFolder the folder to write into; it must hold nothing yet
   * @param progress receives the number of games played, on the calling thread, now and then
   *     while the pipeline runs (on runners that report it) and once at the end
   * @return the standings and every game
   * @throws IllegalArgumentException before the pipeline starts, if the output folder holds files
   *     or cannot be written
   * @throws RuntimeException whatever the runner throws when the pipeline fails
   */
  public TournamentResult run(PipelineOptions options, String outputFolder, LongConsumer progress) {
    requireNonNull(progress, "progress");
    Pipeline pipeline = Pipelines.create(options);
    Outputs.prepare(outputFolder);
    int[][] pairings = pairings(setup.entrants().size());
    expand(pipeline, pairings, 0, gamesPerPairing, records, outputFolder);
    Pipelines.run(pipeline, "games", progress);
    List<GameResult> games = readGames(outputFolder);
    List<Standing> standings = standings(games);
    Outputs.write(outputFolder, "standings.json", standingsJson(standings));
    return new TournamentResult(setup.spec(), standings, games);
  }

  /** All pairings {@code i < j} of {@code n} entrants, in order. */
  static int[][] pairings(int n) {
    List<int[]> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        list.add(new int[] {i, j});
      }
    }
    return list.toArray(new int[0][]);
  }

  /**
   * Adds the games of the pairings (games {@code firstIndex} to {@code firstIndex + games - 1} of
   * each) to a pipeline, with their files of results in the folder (one per {@link
   * #GAMES_PER_FILE} games). The range of game numbers
   * splits into a few pieces per worker ({@link GameNumbers}), which the workers take as they come
   * free, and each game is one element, so no game depends on how the range was split.
   */
  void expand(Pipeline pipeline, int[][] pairings, long firstIndex, int games, boolean withRecords, String folder) {
    long total = (long) pairings.length * games;
    int files = (int) ((total + GAMES_PER_FILE - 1) / GAMES_PER_FILE);
    pipeline
        .apply("Number the games", Read.from(GameNumbers.upTo(total)))
        .apply("Play", ParDo.of(new PlayGames(setup, pairings, firstIndex, withRecords, hook)))
        .apply(
            "Write the games",
            TextIO.write().to(Outputs.prefix(folder, GAMES)).withSuffix(".jsonl").withNumShards(files));
  }

  /** Reads back the results of the games, sorted by pairing and index. */
  static List<GameResult> readGames(String folder) {
    List<GameResult> games = new ArrayList<>();
    for (String line : Outputs.readLines(folder, GAMES)) {
      games.add(GameResult.fromJson(line));
    }
    games.sort(
        Comparator.comparingInt(GameResult::first)
            .thenComparingInt(GameResult::second)
            .thenComparingInt(GameResult::index));
    return games;
  }

  private List<Standing> standings(List<GameResult> games) {
    int n = setup.entrants().size();
    // counts[i][j]: entrant i's wins, draws, losses and unfinished games against j
    int[][][] counts = new int[n][n][4];
    for (GameResult game : games) {
      counts[game.first()][game.second()][slot(game.result())]++;
      counts[game.second()][game.first()][slot(game.result().reversed())]++;
    }
    double[][] points = new double[n][n];
    double[][] finished = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int[] c = counts[i][j];
        points[i][j] = c[0] + c[1] / 2.0;
        finished[i][j] = c[0] + c[1] + c[2];
      }
    }
    Ratings ratings = Ratings.fit(points, finished);
    List<Standing> standings = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int[] total = new int[4];
      for (int j = 0; j < n; j++) {
        for (int r = 0; r < total.length; r++) {
          total[r] += counts[i][j][r];
        }
      }
      int played = total[0] + total[1] + total[2] + total[3];
      double elo = ratings.elo(i);
      double half = ratings.halfWidth(i);
      standings.add(
          new Standing(
              setup.entrants().get(i), played, total[0], total[1], total[2], total[3], elo, elo - half, elo + half));
    }
    // Highest rating first; equal ratings keep the entrants' order.
    List<Standing> sorted = new ArrayList<>(standings);
    sorted.sort(Comparator.comparingDouble(Standing::elo).reversed());
    return sorted;
  }

  private static int slot(GameResult.Result result) {
    return switch (result) {
      case WIN -> 0;
      case DRAW -> 1;
      case LOSS -> 2;
      case UNFINISHED -> 3;
    };
  }

  private static String standingsJson(List<Standing> standings) {
    ArrayNode array = Json.MAPPER.createArrayNode();
    for (Standing s : standings) {
      ObjectNode node = array.addObject();
      node.put("entrant", s.entrant())
          .put("games", s.games())
          .put("wins", s.wins())
          .put("draws", s.draws())
          .put("losses", s.losses())
          .put("unfinished", s.unfinished())
          .put("points", s.points())
          .put("elo", s.elo())
          .put("eloLow", s.eloLow())
          .put("eloHigh", s.eloHigh());
    }
    return Json.write(array) + "\n";
  }

  /**
   * Configures a {@link Tournament}. A builder is immutable: each setter returns a new builder.
   */
  @CheckReturnValue
  public static final class Builder {
    private final String game;
    private final List<String> entrants;
    private int gamesPerPairing = 10;
    private PlayOptions play = PlayOptions.DEFAULTS;
    private boolean records;
    private GameHook hook = GameHook.NONE;

    private Builder(String game, List<String> entrants) {
      this.game = game;
      this.entrants = entrants;
    }

    private Builder copy() {
      Builder next = new Builder(game, entrants);
      next.gamesPerPairing = gamesPerPairing;
      next.play = play;
      next.records = records;
      next.hook = hook;
      return next;
    }

    /**
     * Sets the games each pairing plays (default 10); the entrants take turns to move first.
     *
     * @param games the number of games, at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code games} is below 1
     */
    public Builder gamesPerPairing(int games) {
      checkArgument(games >= 1, "games per pairing must be >= 1, got %s", games);
      Builder next = copy();
      next.gamesPerPairing = games;
      return next;
    }

    /**
     * Sets the base seed (default 1).
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
     * Sets the random opening moves of each game (default 0).
     *
     * @param moves the number of moves, at least 0
     * @return a new builder
     * @throws IllegalArgumentException if {@code moves} is negative
     */
    public Builder openingMoves(int moves) {
      Builder next = copy();
      next.play = play.withOpeningMoves(moves);
      return next;
    }

    /**
     * Sets the move limit after which a game counts as unfinished (default: the game's length, or
     * 400 for a game that may not end).
     *
     * @param moves the limit, at least 1
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
     * @param millis the time, from 1 to {@link io.github.gridgames.ai.AgentSpec#MAX_TIME_PER_MOVE}
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
     * Sets whether each game's record is written with its result (default no).
     *
     * @param records whether to keep the records
     * @return a new builder
     */
    public Builder records(boolean records) {
      Builder next = copy();
      next.records = records;
      return next;
    }

    /** Sets the hook called before each game, for the tests' injected faults. */
    Builder hook(GameHook hook) {
      Builder next = copy();
      next.hook = requireNonNull(hook, "hook");
      return next;
    }

    /**
     * Checks the configuration and builds the tournament.
     *
     * @return the tournament
     * @throws IllegalArgumentException naming what is wrong: a game that does not parse or has not
     *     two players, an agent the game does not have, or fewer than two entrants
     */
    public Tournament build() {
      checkArgument(entrants.size() >= 2, "a tournament needs at least two entrants, got %s", entrants);
      PlaySetup setup = PlaySetup.check(game, entrants, play);
      return new Tournament(this, setup);
    }
  }
}
