package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.ai.ArenaResult.Entrant;
import io.github.gridgames.ai.ArenaResult.GameSummary;
import io.github.gridgames.ai.ArenaResult.Tally;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.internal.Hashing;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.jspecify.annotations.Nullable;

/**
 * Plays agents against each other for a number of games with fixed seeds and counts the results:
 * wins, draws and losses per entrant and seat, average score margin, and mean time per move.
 *
 * <p>There is one entrant per player of the game. Game {@code i} seats the entrants rotated by
 * {@code i mod n} places ({@code n} players), so with two entrants they take turns to move first;
 * consecutive games of one rotation cycle share a seed, so each random opening is played from
 * every seat. A game starts with the configured number of uniformly random opening moves (drawn
 * from the game's seed), then each entrant's agent, made fresh for the game by its factory (a
 * {@link LongFunction} from a seed derived from the game's seed to an agent), chooses its moves
 * within the budget.
 * Games are played on the game's {@link Position} ({@link State#toPosition()} of the initial
 * state), and agents are asked through {@link Agent#chooseCode}, so agents that search on
 * positions skip every snapshot.
 *
 * <h2>Threads</h2>
 *
 * <p>Games are played on {@linkplain Builder#threads(int) several threads} at once (by default
 * one per available processor). A game's seed derives only from the run's seed and the game's
 * number, and its agents are made for it alone, so the summaries and tallies are the same whatever
 * the number of threads, except for times and for agents limited by time. Summaries come in game
 * order and the {@linkplain Builder#onGame(Consumer) listener} is called on the thread that called
 * {@link #run()}, in game order. With more than one thread the agent factories are called, and their agents
 * used, on several threads at once: a factory that hands the same agent to every game (such as {@code
 * seed -> agent}) shares it between threads, which the {@link Agent} contract allows (an agent that
 * serialises its calls, such as an {@link AlphaBetaAgent}, then makes the games wait for each
 * other: make one per game).
 *
 * <h2>Configuration</h2>
 *
 * <p>An arena is immutable: {@link #builder(Game)} configures one, for example
 *
 * <pre>{@code
 * ArenaResult result = Arena.builder(game)
 *     .entrant("mcts", MctsAgent::of)
 *     .entrant("random", RandomAgent::of)
 *     .games(20)
 *     .budget(Budget.ofWork(1000))
 *     .build()
 *     .run();
 * }</pre>
 *
 * <p>{@link #run()} may be called repeatedly and plays the same games each time. An arena never
 * prints: use {@link Builder#onGame(Consumer)} to follow the games.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Arena<S extends State<S, M>, M extends Move> {

  /** Every setting of an arena, as its builder had them. */
  record Settings<S extends State<S, M>, M extends Move>(
      Game<S, M> game,
      List<String> names,
      List<LongFunction<Agent<S, M>>> factories,
      int games,
      long seed,
      Budget budget,
      int openingMoves,
      int maxMoves,
      int threads,
      Consumer<GameSummary> listener) {}

  private final Settings<S, M> settings;
  private final Game<S, M> game;
  private final List<String> names;
  private final List<LongFunction<Agent<S, M>>> factories;
  private final int games;
  private final long seed;
  private final Budget budget;
  private final int openingMoves;
  private final int maxMoves;
  private final int threads;
  private final Consumer<GameSummary> listener;

  private Arena(Settings<S, M> settings) {
    this.settings = settings;
    this.game = settings.game();
    this.names = settings.names();
    this.factories = settings.factories();
    this.games = settings.games();
    this.seed = settings.seed();
    this.budget = settings.budget();
    this.openingMoves = settings.openingMoves();
    this.maxMoves = settings.maxMoves();
    this.threads = settings.threads();
    this.listener = settings.listener();
  }

  /**
   * Returns a builder with every setting of this arena, its entrants included, to build one that
   * differs in some.
   *
   * @return a new builder
   */
  public Builder<S, M> toBuilder() {
    Builder<S, M> builder = builder(game);
    for (int i = 0; i < names.size(); i++) {
      builder.entrant(names.get(i), factories.get(i));
    }
    return builder
        .games(games)
        .seed(seed)
        .budget(budget)
        .openingMoves(openingMoves)
        .maxMoves(maxMoves)
        .threads(threads)
        .onGame(listener);
  }

  Settings<S, M> settings() {
    return settings;
  }

  /**
   * Starts configuring an arena for a game, with the defaults: 100 games, seed 0, a budget of 100
   * ms per move, no opening moves, a move limit of the game's {@link Game#maxMoves()} or 10 000,
   * one thread per available processor, and no entrants yet.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder(Game<S, M> game) {
    return new Builder<>(game);
  }

  /**
   * Plays the games, on up to {@linkplain Builder#threads(int) the configured number of threads}.
   *
   * @return the results
   * @throws IllegalStateException if an agent chooses an illegal move (the message names the
   *     agent, the game's seed and the violation), or the calling thread is interrupted while waiting for a game (its interrupt flag is set again);
   *     whatever an agent, a factory or the listener throws ends the run and reaches the caller,
   *     for the first game in game order that failed
   */
  public ArenaResult run() {
    int players = game.playerCount();
    Tally[][] tallies = new Tally[players][players];
    for (Tally[] row : tallies) {
      java.util.Arrays.fill(row, Tally.empty());
    }
    List<GameSummary> summaries = new ArrayList<>(games);
    int workers = Math.min(threads, games);
    if (workers <= 1) {
      for (int index = 0; index < games; index++) {
        record(play(index), tallies, summaries);
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(workers, Arena::daemon);
      try {
        List<Future<Played>> futures = new ArrayList<>(games);
        for (int index = 0; index < games; index++) {
          int number = index;
          futures.add(pool.submit(() -> play(number)));
        }
        for (Future<Played> future : futures) {
          record(await(future), tallies, summaries);
        }
      } finally {
        pool.shutdownNow();
      }
    }
    List<Entrant> results = new ArrayList<>(players);
    for (int entrant = 0; entrant < players; entrant++) {
      Tally total = Tally.empty();
      for (Tally seat : tallies[entrant]) {
        total = total.plus(seat);
      }
      results.add(new Entrant(names.get(entrant), List.of(tallies[entrant]), total));
    }
    return new ArenaResult(results, summaries);
  }

  /**
   * Plays one game of the run alone, exactly as {@link #run()} plays it (the same seed, seats,
   * opening moves and agents), and hands each move played to {@code moves}, in order, opening
   * moves included. A run's games can so be played apart, on other threads or machines, and each
   * still equals the run's game of that number (times and agents limited by time apart). The
   * {@linkplain Builder#onGame(Consumer) listener} is not called.
   *
   * @param index the game's number, from 0; it may be past the configured number of games
   * @param moves receives each move, before it is played
   * @return the game's summary, equal to {@code run().games().get(index)} when that game exists
   * @throws IllegalArgumentException if {@code index} is negative
   * @throws IllegalStateException if an agent chooses an illegal move, as in {@link #run()}
   * @throws NullPointerException if {@code moves} is null
   */
  public GameSummary playGame(int index, Consumer<? super M> moves) {
    checkArgument(index >= 0, "game index must be >= 0, got %s", index);
    requireNonNull(moves, "moves");
    return play(index, moves).summary();
  }

  /** One game played: its summary and the tally of the entrant in each seat. */
  private record Played(GameSummary summary, List<Tally> bySeat) {}

  private void record(Played played, Tally[][] tallies, List<GameSummary> summaries) {
    GameSummary summary = played.summary();
    for (int seat = 0; seat < played.bySeat().size(); seat++) {
      int entrant = summary.entrantBySeat().get(seat);
      tallies[entrant][seat] = tallies[entrant][seat].plus(played.bySeat().get(seat));
    }
    summaries.add(summary);
    listener.accept(summary);
  }

  private static Thread daemon(Runnable task) {
    Thread thread = new Thread(task, "gridgames-arena");
    thread.setDaemon(true);
    return thread;
  }

  /** Waits for a game and rethrows what it threw. */
  private static Played await(Future<Played> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the arena's games", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException("an arena game failed", cause);
    }
  }

  private Played play(int index) {
    return play(index, null);
  }

  private Played play(int index, @Nullable Consumer<? super M> moveListener) {
    int players = game.playerCount();
    int rotation = index % players;
    long gameSeed = Hashing.combine(seed, index / players);
    List<Integer> entrantBySeat = new ArrayList<>(players);
    List<Agent<S, M>> agentBySeat = new ArrayList<>(players);
    for (int seat = 0; seat < players; seat++) {
      int entrant = (seat + rotation) % players;
      entrantBySeat.add(entrant);
      agentBySeat.add(
          requireNonNull(
              factories.get(entrant).apply(Hashing.combine(gameSeed, entrant + 1)),
              "agent factory of " + names.get(entrant)));
    }
    long[] moveCounts = new long[players];
    long[] nanos = new long[players];
    SplittableRandom opening = new SplittableRandom(Hashing.combine(gameSeed, 0));
    Position<S, M> position = game.initialState().toPosition();
    int moves = 0;
    while (!position.isTerminal() && moves < maxMoves) {
      if (moves < openingMoves) {
        int code = position.randomMove(opening);
        if (moveListener != null) {
          moveListener.accept(position.move(code));
        }
        position.makeMove(code);
      } else {
        int seat = position.toMove().index();
        long start = System.nanoTime();
        int code = agentBySeat.get(seat).chooseCode(position, budget);
        nanos[seat] += System.nanoTime() - start;
        moveCounts[seat]++;
        if (moveListener != null) {
          moveListener.accept(position.move(code));
        }
        try {
          position.makeMove(code);
        } catch (IllegalMoveException e) {
          throw new IllegalStateException(
              "entrant "
                  + names.get(entrantBySeat.get(seat))
                  + " chose an illegal move (code "
                  + code
                  + ") in game "
                  + index
                  + " (seed "
                  + gameSeed
                  + ") after "
                  + moves
                  + " moves: "
                  + e.getMessage(),
              e);
        }
      }
      moves++;
    }
    Outcome outcome = position.outcome();
    Optional<Scores> scores = position.scores();
    boolean finished = outcome.isOver();
    List<Tally> bySeat = new ArrayList<>(players);
    for (int seat = 0; seat < players; seat++) {
      Player player = Player.of(seat);
      int sign = Outcomes.sign(outcome, player);
      long margin =
          finished && game.keepsScore() && players > 1
              ? scores.map(s -> s.margin(player)).orElse(0)
              : 0;
      bySeat.add(
          new Tally(
              finished && sign > 0 ? 1 : 0,
              finished && sign == 0 ? 1 : 0,
              finished && sign < 0 ? 1 : 0,
              finished ? 0 : 1,
              margin,
              moveCounts[seat],
              nanos[seat]));
    }
    return new Played(
        new GameSummary(index, gameSeed, entrantBySeat, outcome, scores, moves), bySeat);
  }

  /** Returns a description of the configuration. */
  @Override
  public String toString() {
    return "Arena["
        + game.spec()
        + ", entrants="
        + names
        + ", games="
        + games
        + ", seed="
        + seed
        + ", budget="
        + budget
        + ", openingMoves="
        + openingMoves
        + ", maxMoves="
        + maxMoves
        + ", threads="
        + threads
        + "]";
  }

  /**
   * Configures an {@link Arena}: each setter changes this builder and returns it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Game<S, M> game;
    private final List<String> names = new ArrayList<>();
    private final List<LongFunction<Agent<S, M>>> factories = new ArrayList<>();
    private int games = 100;
    private long seed;
    private Budget budget = Budget.ofTime(Duration.ofMillis(100));
    private int openingMoves;
    private int maxMoves;
    private int threads = Runtime.getRuntime().availableProcessors();
    private Consumer<GameSummary> listener = summary -> {};

    private Builder(Game<S, M> game) {
      this.game = requireNonNull(game, "game");
      this.maxMoves = game.maxMoves().orElse(10_000);
    }


    /**
     * Adds an entrant, after those added before.
     *
     * @param name the entrant's name in the results
     * @param factory makes the entrant's agent for each game from the seed the agent should use
     *     for its randomness
     * @return this builder
     * @throws IllegalArgumentException if the game already has an entrant per player
     * @throws NullPointerException if an argument is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> entrant(String name, LongFunction<Agent<S, M>> factory) {
      requireNonNull(name, "name");
      requireNonNull(factory, "factory");
      checkArgument(
          factories.size() < game.playerCount(),
          "game %s has %s players; cannot add entrant %s",
          game.id(),
          game.playerCount(),
          name);
      names.add(name);
      factories.add(factory);
      return this;
    }

    /**
     * Sets the number of games (default 100).
     *
     * @param games the number of games
     * @return this builder
     * @throws IllegalArgumentException if {@code games} is negative
     */
    @CanIgnoreReturnValue
    public Builder<S, M> games(int games) {
      checkArgument(games >= 0, "games must be >= 0, got %s", games);
      this.games = games;
      return this;
    }

    /**
     * Sets the seed of the whole run (default 0).
     *
     * @param seed the seed
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder<S, M> seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets the budget of every move (default 100 ms).
     *
     * @param budget the budget
     * @return this builder
     * @throws NullPointerException if {@code budget} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> budget(Budget budget) {
      requireNonNull(budget, "budget");
      this.budget = budget;
      return this;
    }

    /**
     * Sets the number of random opening moves of each game (default 0), so that deterministic
     * agents meet in varied positions.
     *
     * @param openingMoves the number of moves
     * @return this builder
     * @throws IllegalArgumentException if {@code openingMoves} is negative
     */
    @CanIgnoreReturnValue
    public Builder<S, M> openingMoves(int openingMoves) {
      checkArgument(openingMoves >= 0, "opening moves must be >= 0, got %s", openingMoves);
      this.openingMoves = openingMoves;
      return this;
    }

    /**
     * Sets the number of moves after which a game is stopped and counted as unfinished.
     *
     * @param maxMoves the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code maxMoves} is not positive
     */
    @CanIgnoreReturnValue
    public Builder<S, M> maxMoves(int maxMoves) {
      checkArgument(maxMoves >= 1, "max moves must be >= 1, got %s", maxMoves);
      this.maxMoves = maxMoves;
      return this;
    }

    /**
     * Sets how many games are played at once, each on its own thread (default: {@link
     * Runtime#availableProcessors()}). The results do not depend on it (see the class comment).
     *
     * @param threads the number of threads
     * @return this builder
     * @throws IllegalArgumentException if {@code threads} is not positive
     */
    @CanIgnoreReturnValue
    public Builder<S, M> threads(int threads) {
      checkArgument(threads >= 1, "threads must be >= 1, got %s", threads);
      this.threads = threads;
      return this;
    }

    /**
     * Sets a listener that receives each game's summary, in game order, on the thread that called
     * {@link Arena#run()}, as soon as that game and every game before it have ended. What it
     * throws ends the run and reaches the caller.
     *
     * @param listener the listener
     * @return this builder
     * @throws NullPointerException if {@code listener} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> onGame(Consumer<GameSummary> listener) {
      requireNonNull(listener, "listener");
      this.listener = listener;
      return this;
    }

    /**
     * Builds the arena.
     *
     * @return an immutable arena
     * @throws IllegalStateException if there is not one entrant per player, with the message
     *     {@code "game dots-boxes needs 2 entrants, got 1"}
     */
    public Arena<S, M> build() {
      checkState(
          factories.size() == game.playerCount(),
          "game %s needs %s entrants, got %s",
          game.id(),
          game.playerCount(),
          factories.size());
      return new Arena<>(
          new Settings<>(
              game,
              List.copyOf(names),
              List.copyOf(factories),
              games,
              seed,
              budget,
              openingMoves,
              maxMoves,
              threads,
              listener));
    }
  }
}
