package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;
import static java.util.Objects.requireNonNullElse;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * What one game offers for play and analysis beyond its rules: named agents, the hooks of the
 * generic searches (evaluation, move ordering, transposition key) and how its positions are
 * solved. The {@code gridgames} command and server play and solve through it, so an application
 * that builds its agents here gets exactly their agents. A game's own agents come with its strategy
 * artifact (such as {@code gridgames-dots-boxes-strategy} beside {@code gridgames-dots-boxes}),
 * which installs a {@link StrategyProvider}; without it the game gets the {@linkplain
 * #generic(Game) generic} strategies:
 *
 * <pre>{@code
 * Strategies<DotsBoxesState, Edge> strategies = Strategies.of(DotsBoxes.of(3, 3));
 * Agent<DotsBoxesState, Edge> best = strategies.agent(AgentSpec.parse("best:100"), seed, 500);
 * }</pre>
 *
 * <h2>Agents</h2>
 *
 * <p>Every game has {@value #RANDOM} (a uniformly random legal move), {@value #GREEDY} (one move
 * ahead with the evaluation), {@value #ALPHABETA} (alpha-beta search with the evaluation, move
 * ordering and table key), {@value #MCTS} (Monte Carlo tree search with random playouts) and
 * {@value #BEST} (the strongest: alpha-beta when the game gives an evaluation, else Monte Carlo tree
 * search, which needs none). A game may replace any of them and add its own through {@link
 * Builder#agent}.
 *
 * <p>Strategies are immutable and thread-safe; the agents they make are not shared (each call
 * makes a new one).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Strategies<S extends State<S, M>, M extends Move> {

  /** The name of the uniformly random agent. */
  public static final String RANDOM = "random";

  /** The name of the one-move-ahead agent. */
  public static final String GREEDY = "greedy";

  /** The name of the alpha-beta agent. */
  public static final String ALPHABETA = "alphabeta";

  /** The name of the Monte Carlo tree search agent. */
  public static final String MCTS = "mcts";

  /** The name of the strongest agent. */
  public static final String BEST = "best";

  /** The installed strategy providers by game id, per class loader. */
  private static final Map<ClassLoader, Map<String, StrategyProvider>> INSTALLED = new ConcurrentHashMap<>();

  private record Named<S extends State<S, M>, M extends Move>(String description, LongFunction<Agent<S, M>> factory) {}

  private final Game<S, M> game;
  private final Evaluation<S, M> evaluation;
  private final MoveOrdering<S, M> ordering;
  private final TableKey<S, M> tableKey;
  private final Map<String, Named<S, M>> agents;
  private final GameSolver<S, M> solver;
  private final List<String> names;

  private Strategies(Builder<S, M> builder) {
    this.game = builder.game;
    this.evaluation = builder.evaluation;
    this.ordering = builder.ordering;
    this.tableKey = builder.tableKey;
    this.solver = builder.solver != null ? builder.solver : GameSolver.generic(ordering, tableKey);
    Map<String, Named<S, M>> all = new LinkedHashMap<>();
    all.put(RANDOM, new Named<>("a uniformly random legal move", RandomAgent::seeded));
    all.put(GREEDY, new Named<>("one move ahead with the game's evaluation", seed -> GreedyAgent.seeded(evaluation, seed)));
    all.put(
        ALPHABETA,
        new Named<>(
            "alpha-beta search with the game's evaluation",
            seed -> AlphaBetaAgent.builder(evaluation).ordering(ordering).tableKey(tableKey).build()));
    all.put(MCTS, new Named<>("Monte Carlo tree search with random playouts", seed -> MctsAgent.<S, M>builder().seed(seed).build()));
    all.put(
        BEST,
        builder.evaluated
            ? new Named<>("the strongest agent for the game: " + all.get(ALPHABETA).description(), all.get(ALPHABETA).factory())
            : new Named<>("the strongest agent for the game: " + all.get(MCTS).description(), all.get(MCTS).factory()));
    all.putAll(builder.agents);
    this.agents = Map.copyOf(all);
    this.names = List.copyOf(all.keySet());
  }

  /**
   * Returns the strategies of a game: those of the installed {@link StrategyProvider} of the
   * game's id, else {@link #generic(Game)}. The providers are found once per class loader, with
   * {@link ServiceLoader} from the game's class loader; a game's strategy artifact (such as {@code
   * gridgames-dots-boxes-strategy}) installs its provider by being on the class or module path.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws IllegalStateException if two installed providers serve the game's id; the message
   *     names both classes
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> Strategies<S, M> of(Game<S, M> game) {
    requireNonNull(game, "game");
    ClassLoader loader = requireNonNullElse(game.getClass().getClassLoader(), ClassLoader.getSystemClassLoader());
    StrategyProvider provider =
        INSTALLED.computeIfAbsent(loader, l -> byId(ServiceLoader.load(StrategyProvider.class, l))).get(game.id());
    return provider == null ? generic(game) : provider.strategies(game);
  }

  /**
   * Returns the providers by the id they serve.
   *
   * @throws IllegalStateException if two serve one id
   */
  static Map<String, StrategyProvider> byId(Iterable<StrategyProvider> providers) {
    Map<String, StrategyProvider> byId = new LinkedHashMap<>();
    for (StrategyProvider provider : providers) {
      StrategyProvider other = byId.putIfAbsent(provider.id(), provider);
      if (other != null) {
        throw new IllegalStateException(
            "two strategy providers serve the game id '"
                + provider.id()
                + "': "
                + other.getClass().getName()
                + " and "
                + provider.getClass().getName()
                + "; keep one of them on the class path");
      }
    }
    return Map.copyOf(byId);
  }

  /**
   * Returns the strategies every game has: the score margin as evaluation (zero in a game
   * without scores), the state's own move order, the position hash as table key, the generic
   * solver, and {@value #BEST} is Monte Carlo tree search.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> Strategies<S, M> generic(Game<S, M> game) {
    return builder(game).build();
  }

  /**
   * Starts the strategies of a game, with the defaults of {@link #generic(Game)}.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder(Game<S, M> game) {
    return new Builder<>(game);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public Game<S, M> game() {
    return game;
  }

  /**
   * Returns the evaluation of {@value #GREEDY} and {@value #ALPHABETA}.
   *
   * @return the evaluation
   */
  public Evaluation<S, M> evaluation() {
    return evaluation;
  }

  /**
   * Returns the move order of {@value #ALPHABETA} and of the generic solver.
   *
   * @return the ordering
   */
  public MoveOrdering<S, M> ordering() {
    return ordering;
  }

  /**
   * Returns the transposition key of {@value #ALPHABETA} and of the generic solver.
   *
   * @return the key
   */
  public TableKey<S, M> tableKey() {
    return tableKey;
  }

  /**
   * Returns the names of the agents, the five every game has first.
   *
   * @return the names
   */
  public List<String> agentNames() {
    return names;
  }

  /**
   * Describes an agent, for help, such as {@code "a uniformly random legal move"}.
   *
   * @param name an agent's name
   * @return the description
   * @throws IllegalArgumentException if the game has no agent of that name; the message lists the
   *     names it has
   */
  public String description(String name) {
    return named(name).description();
  }

  /**
   * Makes a new agent.
   *
   * @param name an agent's name, such as {@value #BEST}
   * @param seed the seed of its randomness
   * @return the agent
   * @throws IllegalArgumentException if the game has no agent of that name; the message lists the
   *     names it has
   */
  public Agent<S, M> agent(String name, long seed) {
    return named(name).factory().apply(seed);
  }

  /**
   * Makes a new agent that thinks the spec's time per move, or {@code defaultMillis} when the
   * spec gives none, whatever budget it is asked with (so that each entrant of a match keeps its
   * own time per move while the match passes one budget to all); it is named as the spec is
   * written.
   *
   * @param spec the agent and its time, such as {@code best:100}
   * @param seed the seed of its randomness
   * @param defaultMillis the time per move when the spec gives none, at least 1
   * @return the agent
   * @throws IllegalArgumentException if the game has no agent of the spec's name, or {@code
   *     defaultMillis} is not positive
   * @throws NullPointerException if {@code spec} is null
   */
  public Agent<S, M> agent(AgentSpec spec, long seed, long defaultMillis) {
    requireNonNull(spec, "spec");
    Budget budget = Budget.ofTime(Duration.ofMillis(spec.millisOr(defaultMillis)));
    return TimedAgent.of(agent(spec.name(), seed), budget, spec.toString());
  }

  private Named<S, M> named(String name) {
    requireNonNull(name, "name");
    Named<S, M> named = agents.get(name);
    checkArgument(named != null, "%s has no agent '%s'; it has %s", game.id(), name, String.join(", ", names));
    return named;
  }

  /**
   * Says why the game's positions cannot be solved, if they cannot.
   *
   * @return the refusal, or empty
   */
  public Optional<GameSolver.Refusal> unsolvable() {
    return solver.refusal(game);
  }

  /**
   * Solves a state with the game's solver.
   *
   * @param state a state of the game, which {@link #unsolvable()} accepts
   * @param budget the limit; when it runs out the verdict is {@link SolveResult.Verdict#UNKNOWN}
   * @param progress receives progress reports during long solves
   * @return the result for the player to move
   * @throws IllegalArgumentException if {@link #unsolvable()} refuses the game
   * @throws NullPointerException if an argument is null
   */
  public SolveResult<M> solve(S state, Budget budget, Consumer<SolveProgress> progress) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    requireNonNull(progress, "progress");
    unsolvable().ifPresent(refusal -> {
      throw new IllegalArgumentException(refusal.reason());
    });
    return solver.solve(state, budget, progress);
  }

  /**
   * Returns what the game's solver finds of every legal move within the budget.
   *
   * @param state a state of the game that is not terminal, which {@link #unsolvable()} accepts
   * @param budget the limit for all the moves together
   * @return one entry per legal move
   * @throws IllegalArgumentException if the state is terminal or {@link #unsolvable()} refuses the
   *     game
   * @throws NullPointerException if an argument is null
   */
  public List<MoveBounds<M>> analyse(S state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    checkArgument(!state.isTerminal(), "the game is over: %s", state.outcome());
    unsolvable().ifPresent(refusal -> {
      throw new IllegalArgumentException(refusal.reason());
    });
    return solver.analyse(state, budget);
  }

  /** Returns the game and the agents' names, such as {@code "dots-boxes(...): random, greedy, ..."}. */
  @Override
  public String toString() {
    return game.spec() + ": " + String.join(", ", names);
  }

  /**
   * Configures the strategies of a game.
   *
   * <p>A builder is immutable: each setter returns a new builder and leaves this one as it was.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Game<S, M> game;
    private Evaluation<S, M> evaluation = Evaluation.scoreMargin();
    private boolean evaluated;
    private MoveOrdering<S, M> ordering = MoveOrdering.natural();
    private TableKey<S, M> tableKey = TableKey.positionHash();
    private @Nullable GameSolver<S, M> solver;
    private Map<String, Named<S, M>> agents = Map.of();

    private Builder(Game<S, M> game) {
      this.game = requireNonNull(game, "game");
    }

    private Builder(Builder<S, M> other) {
      this.game = other.game;
      this.evaluation = other.evaluation;
      this.evaluated = other.evaluated;
      this.ordering = other.ordering;
      this.tableKey = other.tableKey;
      this.solver = other.solver;
      this.agents = other.agents;
    }

    /**
     * Sets the evaluation of {@value #GREEDY} and {@value #ALPHABETA}; {@value #BEST} then is
     * alpha-beta.
     *
     * @param evaluation the evaluation
     * @return a new builder with that setting
     * @throws NullPointerException if {@code evaluation} is null
     */
    public Builder<S, M> evaluation(Evaluation<S, M> evaluation) {
      Builder<S, M> next = new Builder<>(this);
      next.evaluation = requireNonNull(evaluation, "evaluation");
      next.evaluated = true;
      return next;
    }

    /**
     * Sets the move order of {@value #ALPHABETA} and of the generic solver.
     *
     * @param ordering the ordering
     * @return a new builder with that setting
     * @throws NullPointerException if {@code ordering} is null
     */
    public Builder<S, M> ordering(MoveOrdering<S, M> ordering) {
      Builder<S, M> next = new Builder<>(this);
      next.ordering = requireNonNull(ordering, "ordering");
      return next;
    }

    /**
     * Sets the transposition key of {@value #ALPHABETA} and of the generic solver.
     *
     * @param tableKey the key
     * @return a new builder with that setting
     * @throws NullPointerException if {@code tableKey} is null
     */
    public Builder<S, M> tableKey(TableKey<S, M> tableKey) {
      Builder<S, M> next = new Builder<>(this);
      next.tableKey = requireNonNull(tableKey, "tableKey");
      return next;
    }

    /**
     * Sets the solver; by default {@link GameSolver#generic} with the ordering and table key.
     *
     * @param solver the solver
     * @return a new builder with that setting
     * @throws NullPointerException if {@code solver} is null
     */
    public Builder<S, M> solver(GameSolver<S, M> solver) {
      Builder<S, M> next = new Builder<>(this);
      next.solver = requireNonNull(solver, "solver");
      return next;
    }

    /**
     * Adds an agent, or replaces the one of that name.
     *
     * @param name the name, lower-case letters, digits and hyphens, such as {@code threat}
     * @param description what it is, for help
     * @param factory makes a new agent from a seed
     * @return a new builder with that setting
     * @throws IllegalArgumentException if the name is not of the required form
     * @throws NullPointerException if an argument is null
     */
    public Builder<S, M> agent(String name, String description, LongFunction<Agent<S, M>> factory) {
      var unused1 = AgentSpec.of(name);
      Named<S, M> agent =
          new Named<>(requireNonNull(description, "description"), requireNonNull(factory, "factory"));
      Map<String, Named<S, M>> more = new LinkedHashMap<>(agents);
      more.put(name, agent);
      Builder<S, M> next = new Builder<>(this);
      next.agents = Collections.unmodifiableMap(more);
      return next;
    }

    /**
     * Builds the strategies.
     *
     * @return the strategies
     */
    public Strategies<S, M> build() {
      return new Strategies<>(this);
    }
  }

  /**
   * An agent as people name it: a name from a game's {@link Strategies} (such as {@code best} or
   * {@code alphabeta}) and, optionally, its time per move in milliseconds: {@code best:100} is the
   * strongest agent thinking 100 ms per move. The {@code gridgames} command reads its players this
   * way, and {@link Strategies#agent(AgentSpec, long, long)} builds exactly the agent the command
   * plays with.
   *
   * @param name the agent's name, lower-case letters, digits and hyphens
   * @param millis the time per move, from 1 to {@value #MAX_MILLIS}; empty to use the caller's
   *     default
   */
  public record AgentSpec(String name, OptionalLong millis) {

    /** The largest time per move accepted: one hour, in milliseconds. */
    public static final long MAX_MILLIS = 3_600_000L;

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

    /**
     * Creates a spec.
     *
     * @param name the agent's name
     * @param millis the time per move, or empty
     * @throws IllegalArgumentException if the name is not of the form {@code [a-z][a-z0-9-]*} or the
     *     time is outside 1 to {@value #MAX_MILLIS}
     * @throws NullPointerException if an argument is null
     */
    public AgentSpec {
      requireNonNull(name, "name");
      requireNonNull(millis, "millis");
      checkArgument(NAME.matcher(name).matches(), "an agent name such as best, got '%s'", name);
      if (millis.isPresent()) {
        long ms = millis.getAsLong();
        checkArgument(
            ms >= 1 && ms <= MAX_MILLIS,
            "the time per move must be from 1 to %s ms, got %s",
            MAX_MILLIS,
            ms);
      }
    }

    /**
     * Returns a spec without a time of its own.
     *
     * @param name the agent's name, such as {@code best}
     * @return the spec
     * @throws IllegalArgumentException if the name is not of the required form
     */
    public static AgentSpec of(String name) {
      return new AgentSpec(name, OptionalLong.empty());
    }

    /**
     * Reads {@code NAME} or {@code NAME:MILLIS}, such as {@code mcts} or {@code best:100}; the name
     * is read case-insensitively.
     *
     * @param text the text, with surrounding whitespace allowed
     * @return the spec
     * @throws IllegalArgumentException if the text is not of that form; the message says what is
     *     wrong, such as {@code "the time per move 'fast' is not a whole number of milliseconds"}
     * @throws NullPointerException if {@code text} is null
     */
    public static AgentSpec parse(String text) {
      String trimmed = requireNonNull(text, "text").strip();
      int colon = trimmed.indexOf(':');
      String name = (colon < 0 ? trimmed : trimmed.substring(0, colon)).toLowerCase(java.util.Locale.ROOT);
      if (colon < 0) {
        return of(name);
      }
      String millisText = trimmed.substring(colon + 1);
      long millis;
      try {
        millis = Long.parseLong(millisText);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "the time per move '" + millisText + "' is not a whole number of milliseconds", e);
      }
      return new AgentSpec(name, OptionalLong.of(millis));
    }

    /**
     * Returns the time per move, or a default.
     *
     * @param defaultMillis the time when the spec gives none
     * @return milliseconds
     */
    public long millisOr(long defaultMillis) {
      return millis.orElse(defaultMillis);
    }

    /** Returns the spec as people write it: {@code best} or {@code best:100}. */
    @Override
    public String toString() {
      return name + (millis.isPresent() ? ":" + millis.getAsLong() : "");
    }
  }
}
