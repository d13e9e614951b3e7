package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Hashing;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Plays agents against each other for a number of games with fixed seeds and counts the results:
 * wins, draws and losses per entrant and seat, average score margin, and mean time per move.
 *
 * <p>There is one entrant per player of the game. Game {@code i} seats the entrants rotated by
 * {@code i mod n} places ({@code n} players), so with two entrants they take turns to move first;
 * consecutive games of one rotation cycle share a seed, so each random opening is played from
 * every seat. A game starts with the configured number of uniformly random opening moves (drawn
 * from the game's seed), then each entrant's agent, made fresh for the game by its {@link
 * AgentFactory} from a seed derived from the game's seed, chooses its moves within the budget.
 * The results depend only on the configuration, except for times and for agents limited by time.
 *
 * <p>An arena is a mutable configuration; {@link #run()} may be called repeatedly. It never
 * prints: use {@link #onGame(Consumer)} to follow the games.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Arena<S extends State<S, M>, M extends Move> {

  private final Game<S, M> game;
  private final List<String> names = new ArrayList<>();
  private final List<AgentFactory<S, M>> factories = new ArrayList<>();
  private int games = 100;
  private long seed;
  private Budget budget = Budget.ofMillis(100);
  private int openingMoves;
  private int maxMoves;
  private Consumer<GameSummary> listener = summary -> {};

  private Arena(Game<S, M> game) {
    this.game = requireNonNull(game, "game");
    this.maxMoves = game.maxMoves().orElse(10_000);
  }

  /**
   * Starts configuring an arena for a game, with the defaults: 100 games, seed 0, a budget of 100
   * ms per move, no opening moves, and a move limit of the game's {@link Game#maxMoves()} or 10
   * 000.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the arena
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> Arena<S, M> of(Game<S, M> game) {
    return new Arena<>(game);
  }

  /**
   * Adds an entrant.
   *
   * @param name the entrant's name in the results
   * @param factory makes the entrant's agent for each game
   * @return this arena
   * @throws IllegalArgumentException if the game already has an entrant per player
   * @throws NullPointerException if an argument is null
   */
  public Arena<S, M> entrant(String name, AgentFactory<S, M> factory) {
    requireNonNull(name, "name");
    requireNonNull(factory, "factory");
    if (factories.size() == game.playerCount()) {
      throw new IllegalArgumentException(
          "game " + game.id() + " has " + game.playerCount() + " players; cannot add entrant " + name);
    }
    names.add(name);
    factories.add(factory);
    return this;
  }

  /**
   * Sets the number of games (default 100).
   *
   * @param games the number of games
   * @return this arena
   * @throws IllegalArgumentException if {@code games} is negative
   */
  public Arena<S, M> games(int games) {
    if (games < 0) {
      throw new IllegalArgumentException("games must be >= 0, got " + games);
    }
    this.games = games;
    return this;
  }

  /**
   * Sets the seed of the whole run (default 0).
   *
   * @param seed the seed
   * @return this arena
   */
  public Arena<S, M> seed(long seed) {
    this.seed = seed;
    return this;
  }

  /**
   * Sets the budget of every move (default 100 ms).
   *
   * @param budget the budget
   * @return this arena
   * @throws NullPointerException if {@code budget} is null
   */
  public Arena<S, M> budget(Budget budget) {
    this.budget = requireNonNull(budget, "budget");
    return this;
  }

  /**
   * Sets the number of random opening moves of each game (default 0), so that deterministic agents
   * meet in varied positions.
   *
   * @param openingMoves the number of moves
   * @return this arena
   * @throws IllegalArgumentException if {@code openingMoves} is negative
   */
  public Arena<S, M> openingMoves(int openingMoves) {
    if (openingMoves < 0) {
      throw new IllegalArgumentException("opening moves must be >= 0, got " + openingMoves);
    }
    this.openingMoves = openingMoves;
    return this;
  }

  /**
   * Sets the number of moves after which a game is stopped and counted as unfinished.
   *
   * @param maxMoves the limit
   * @return this arena
   * @throws IllegalArgumentException if {@code maxMoves} is not positive
   */
  public Arena<S, M> maxMoves(int maxMoves) {
    if (maxMoves < 1) {
      throw new IllegalArgumentException("max moves must be >= 1, got " + maxMoves);
    }
    this.maxMoves = maxMoves;
    return this;
  }

  /**
   * Sets a listener that receives each game's summary as soon as the game ends. What it throws
   * ends the run and reaches the caller.
   *
   * @param listener the listener
   * @return this arena
   * @throws NullPointerException if {@code listener} is null
   */
  public Arena<S, M> onGame(Consumer<GameSummary> listener) {
    this.listener = requireNonNull(listener, "listener");
    return this;
  }

  /**
   * Plays the games.
   *
   * @return the results
   * @throws IllegalStateException if there is not one entrant per player, or an agent chooses an
   *     illegal move (the message names the agent, the game's seed and the violation)
   */
  public ArenaResult run() {
    int players = game.playerCount();
    if (factories.size() != players) {
      throw new IllegalStateException(
          "game " + game.id() + " needs " + players + " entrants, got " + factories.size());
    }
    Tally[][] tallies = new Tally[players][players];
    for (Tally[] row : tallies) {
      java.util.Arrays.fill(row, Tally.empty());
    }
    List<GameSummary> summaries = new ArrayList<>(games);
    for (int index = 0; index < games; index++) {
      GameSummary summary = play(index, tallies);
      summaries.add(summary);
      listener.accept(summary);
    }
    List<EntrantResult> results = new ArrayList<>(players);
    for (int entrant = 0; entrant < players; entrant++) {
      Tally total = Tally.empty();
      for (Tally seat : tallies[entrant]) {
        total = total.plus(seat);
      }
      results.add(new EntrantResult(names.get(entrant), List.of(tallies[entrant]), total));
    }
    return new ArenaResult(results, summaries);
  }

  private GameSummary play(int index, Tally[][] tallies) {
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
              factories.get(entrant).create(Hashing.combine(gameSeed, entrant + 1)),
              "agent factory of " + names.get(entrant)));
    }
    long[] moveCounts = new long[players];
    long[] nanos = new long[players];
    SplittableRandom opening = new SplittableRandom(Hashing.combine(gameSeed, 0));
    S state = game.initialState();
    int moves = 0;
    while (!state.isTerminal() && moves < maxMoves) {
      M move;
      int seat = state.toMove().index();
      if (moves < openingMoves) {
        List<M> legal = state.legalMoves();
        move = legal.get(opening.nextInt(legal.size()));
      } else {
        long start = System.nanoTime();
        move = agentBySeat.get(seat).chooseMove(state, budget);
        nanos[seat] += System.nanoTime() - start;
        moveCounts[seat]++;
        Optional<Violation> violation = state.check(requireNonNull(move, "move"));
        if (violation.isPresent()) {
          throw new IllegalStateException(
              "entrant "
                  + names.get(entrantBySeat.get(seat))
                  + " chose the illegal move "
                  + move
                  + " in game "
                  + index
                  + " (seed "
                  + gameSeed
                  + ") after "
                  + moves
                  + " moves: "
                  + violation.get());
        }
      }
      state = state.play(move);
      moves++;
    }
    for (int seat = 0; seat < players; seat++) {
      Player player = Player.of(seat);
      int entrant = entrantBySeat.get(seat);
      int sign = Outcomes.sign(state.outcome(), player);
      boolean finished = state.isTerminal();
      long margin =
          finished && game.keepsScore() && players > 1
              ? state.scores().map(scores -> scores.margin(player)).orElse(0)
              : 0;
      Tally tally =
          new Tally(
              finished && sign > 0 ? 1 : 0,
              finished && sign == 0 ? 1 : 0,
              finished && sign < 0 ? 1 : 0,
              finished ? 0 : 1,
              margin,
              moveCounts[seat],
              nanos[seat]);
      tallies[entrant][seat] = tallies[entrant][seat].plus(tally);
    }
    return new GameSummary(index, gameSeed, entrantBySeat, state.outcome(), state.scores(), moves);
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
        + "]";
  }
}
