package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
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
import java.util.function.LongFunction;

/**
 * The agents of one game by name, each with a description for help and a factory that makes a new
 * agent from a seed. The {@code gridgames} command and server play with these agents, so an
 * application that makes its agents here gets exactly theirs. A game's own agents come with its
 * strategy artifact (such as {@code gridgames-dots-boxes-strategy} beside {@code
 * gridgames-dots-boxes}), whose {@link StrategyProvider} {@link #of(Game)} finds; without it the
 * game gets the {@linkplain #generic(Game) generic} agents:
 *
 * <pre>{@code
 * GameAgents<DotsBoxesState, Edge> agents = GameAgents.of(DotsBoxes.of(3, 3));
 * Agent<DotsBoxesState, Edge> best = agents.agent(AgentSpec.parse("best:100"), seed, Duration.ofMillis(500));
 * }</pre>
 *
 * <h2>Names</h2>
 *
 * <p>Every game has {@value #RANDOM} (a uniformly random legal move), {@value #GREEDY} (one move
 * ahead with the evaluation), {@value #ALPHABETA} (alpha-beta search with the evaluation, move
 * ordering and table key), {@value #MCTS} (Monte Carlo tree search with random playouts) and
 * {@value #BEST} (the strongest: alpha-beta when the game gives an evaluation, else Monte Carlo tree
 * search, which needs none). A game may replace any of them and add its own through {@link
 * Builder#agent}.
 *
 * <p>A registry is immutable and thread-safe; each call of {@link #agent(String, long)} makes a
 * new agent.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class GameAgents<S extends State<S, M>, M extends Move> {

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

  /** An agent as the registry holds it. */
  record Named<S extends State<S, M>, M extends Move>(String description, LongFunction<Agent<S, M>> factory) {}

  /** Every setting of a registry, as its builder had them. */
  record Settings<S extends State<S, M>, M extends Move>(
      Game<S, M> game,
      Optional<Evaluation<S, M>> evaluation,
      MoveOrdering<S, M> ordering,
      TableKey<S, M> tableKey,
      Map<String, Named<S, M>> added) {}

  private final Settings<S, M> settings;
  private final Map<String, Named<S, M>> agents;
  private final List<String> names;

  private GameAgents(Settings<S, M> settings) {
    this.settings = settings;
    Evaluation<S, M> evaluation = settings.evaluation().orElse(Evaluation.scoreMargin());
    MoveOrdering<S, M> ordering = settings.ordering();
    TableKey<S, M> tableKey = settings.tableKey();
    Map<String, Named<S, M>> all = new LinkedHashMap<>();
    all.put(RANDOM, new Named<>("a uniformly random legal move", RandomAgent::of));
    all.put(
        GREEDY,
        new Named<>(
            "one move ahead with the game's evaluation",
            seed -> GreedyAgent.builder(evaluation).seed(seed).build()));
    all.put(
        ALPHABETA,
        new Named<>(
            "alpha-beta search with the game's evaluation",
            seed -> AlphaBetaAgent.builder(evaluation).ordering(ordering).tableKey(tableKey).build()));
    all.put(MCTS, new Named<>("Monte Carlo tree search with random playouts", MctsAgent::of));
    Named<S, M> strongest = settings.evaluation().isPresent() ? all.get(ALPHABETA) : all.get(MCTS);
    all.put(BEST, new Named<>("the strongest agent for the game: " + strongest.description(), strongest.factory()));
    all.putAll(settings.added());
    this.agents = Map.copyOf(all);
    this.names = List.copyOf(all.keySet());
  }

  /**
   * Returns the agents of a game: those of the installed {@link StrategyProvider} of the game's
   * id, found by {@link StrategyProviders#find(String)}, else {@link #generic(Game)}. A game's
   * strategy artifact (such as {@code gridgames-dots-boxes-strategy}) installs its provider by
   * being on the class or module path.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the agents
   * @throws IllegalArgumentException if the installed provider of the game's id serves another
   *     class of games
   * @throws IllegalStateException if two installed providers serve the game's id; the message
   *     names both classes
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> GameAgents<S, M> of(Game<S, M> game) {
    requireNonNull(game, "game");
    return StrategyProviders.find(game.id())
        .map(provider -> StrategyProviders.agents(provider, game))
        .orElseGet(() -> generic(game));
  }

  /**
   * Returns the agents of a game as {@link #of(Game)} does, with the providers visible to a class
   * loader.
   *
   * @param game the game
   * @param loader the class loader that sees the strategy providers
   * @param <S> the state type
   * @param <M> the move type
   * @return the agents
   * @throws IllegalArgumentException if the installed provider of the game's id serves another
   *     class of games
   * @throws IllegalStateException if two installed providers serve the game's id
   * @throws NullPointerException if an argument is null
   */
  public static <S extends State<S, M>, M extends Move> GameAgents<S, M> of(Game<S, M> game, ClassLoader loader) {
    requireNonNull(game, "game");
    return StrategyProviders.find(game.id(), loader)
        .map(provider -> StrategyProviders.agents(provider, game))
        .orElseGet(() -> generic(game));
  }

  /**
   * Returns the agents every game has: the score margin as evaluation (zero in a game without
   * scores), the state's own move order, the position hash as table key, and {@value #BEST} is
   * Monte Carlo tree search.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the agents
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> GameAgents<S, M> generic(Game<S, M> game) {
    return builder(game).build();
  }

  /**
   * Starts the agents of a game, from the settings of {@link #generic(Game)}.
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
   * Returns a builder with every setting of these agents, to add or replace some: {@code
   * GameAgents.of(game).toBuilder().agent("mine", "my agent", MyAgent::of).build()}.
   *
   * @return a new builder
   */
  public Builder<S, M> toBuilder() {
    Builder<S, M> builder = builder(settings.game()).ordering(settings.ordering()).tableKey(settings.tableKey());
    settings.evaluation().ifPresent(builder::evaluation);
    settings.added().forEach((name, named) -> builder.agent(name, named.description(), named.factory()));
    return builder;
  }

  Settings<S, M> settings() {
    return settings;
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public Game<S, M> game() {
    return settings.game();
  }

  /**
   * Returns the names of the agents, the five every game has first.
   *
   * @return the names
   */
  public List<String> names() {
    return names;
  }

  /**
   * Describes an agent, for help, such as {@code "a uniformly random legal move"}.
   *
   * @param name an agent's name
   * @return the description
   * @throws IllegalArgumentException if the game has no agent of that name; the message lists the
   *     names it has
   * @throws NullPointerException if {@code name} is null
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
   * @throws NullPointerException if {@code name} is null, or the agent's factory returns null
   */
  public Agent<S, M> agent(String name, long seed) {
    return requireNonNull(named(name).factory().apply(seed), "the factory of agent " + name);
  }

  /**
   * Makes a new agent that thinks the spec's time per move, or {@code defaultTime} when the spec
   * gives none, whatever budget it is asked with (so that each entrant of a match keeps its own
   * time per move while the match passes one budget to all); it is named as the spec is written.
   * It is as thread-safe as the agent of the spec's name.
   *
   * @param spec the agent and its time, such as {@code best:100}
   * @param seed the seed of its randomness
   * @param defaultTime the time per move when the spec gives none, positive
   * @return the agent
   * @throws IllegalArgumentException if the game has no agent of the spec's name, or {@code
   *     defaultTime} is not positive
   * @throws NullPointerException if an argument is null
   */
  public Agent<S, M> agent(AgentSpec spec, long seed, Duration defaultTime) {
    requireNonNull(spec, "spec");
    requireNonNull(defaultTime, "defaultTime");
    checkArgument(
        !defaultTime.isNegative() && !defaultTime.isZero(),
        "the default time per move must be positive, got %s",
        defaultTime);
    Budget budget = Budget.ofTime(spec.timePerMove().orElse(defaultTime));
    return TimedAgent.of(agent(spec.name(), seed), budget, spec.toString());
  }

  private Named<S, M> named(String name) {
    requireNonNull(name, "name");
    Named<S, M> named = agents.get(name);
    checkArgument(
        named != null, "%s has no agent '%s'; it has %s", settings.game().id(), name, String.join(", ", names));
    return named;
  }

  /** Returns the game and the agents' names, such as {@code "dots-boxes(...): random, greedy, ..."}. */
  @Override
  public String toString() {
    return settings.game().spec() + ": " + String.join(", ", names);
  }

  /**
   * Configures the agents of a game: each setter changes this builder and returns it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Game<S, M> game;
    private Optional<Evaluation<S, M>> evaluation = Optional.empty();
    private MoveOrdering<S, M> ordering = MoveOrdering.natural();
    private TableKey<S, M> tableKey = TableKey.positionHash();
    private final Map<String, Named<S, M>> added = new LinkedHashMap<>();

    private Builder(Game<S, M> game) {
      this.game = requireNonNull(game, "game");
    }

    /**
     * Sets the evaluation of {@value #GREEDY} and {@value #ALPHABETA}, which {@value #BEST} then
     * is. By default there is none: they use the score margin (zero in a game without scores),
     * and {@value #BEST} is {@value #MCTS}.
     *
     * @param evaluation the evaluation
     * @return this builder
     * @throws NullPointerException if {@code evaluation} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> evaluation(Evaluation<S, M> evaluation) {
      this.evaluation = Optional.of(requireNonNull(evaluation, "evaluation"));
      return this;
    }

    /**
     * Sets the move order of {@value #ALPHABETA} (default: the state's order of legal moves).
     *
     * @param ordering the ordering
     * @return this builder
     * @throws NullPointerException if {@code ordering} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> ordering(MoveOrdering<S, M> ordering) {
      this.ordering = requireNonNull(ordering, "ordering");
      return this;
    }

    /**
     * Sets the transposition key of {@value #ALPHABETA} (default {@link TableKey#positionHash()}).
     *
     * @param tableKey the key
     * @return this builder
     * @throws NullPointerException if {@code tableKey} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> tableKey(TableKey<S, M> tableKey) {
      this.tableKey = requireNonNull(tableKey, "tableKey");
      return this;
    }

    /**
     * Adds an agent, or replaces the one of that name.
     *
     * @param name the name, lower-case letters, digits and hyphens, such as {@code threat}
     * @param description what it is, for help
     * @param factory makes a new agent from a seed
     * @return this builder
     * @throws IllegalArgumentException if the name is not of the required form
     * @throws NullPointerException if an argument is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> agent(String name, String description, LongFunction<Agent<S, M>> factory) {
      AgentSpec.checkName(name);
      added.put(name, new Named<>(requireNonNull(description, "description"), requireNonNull(factory, "factory")));
      return this;
    }

    /**
     * Builds the agents.
     *
     * @return the agents
     */
    public GameAgents<S, M> build() {
      return new GameAgents<>(
          new Settings<>(game, evaluation, ordering, tableKey, Collections.unmodifiableMap(new LinkedHashMap<>(added))));
    }
  }
}
