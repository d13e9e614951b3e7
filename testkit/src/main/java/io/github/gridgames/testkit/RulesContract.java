package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.AssertionFailedError;

/**
 * The checks every game's rules must pass, run on many seeded random games. Use it from a JUnit 5
 * test factory, one dynamic test per check in a container named after the game and the base
 * seed:
 *
 * <pre>{@code
 * @TestFactory
 * DynamicNode rulesContract() {
 *   return RulesContract.builder(MyGame.standard())
 *       .games(100)
 *       .arbitraryMoves(MyMoves::anyMove)
 *       .build()
 *       .container();
 * }
 * }</pre>
 *
 * <p>A contract is immutable: {@link #of(Game)} gives one with the defaults and {@link
 * #builder(Game)} configures another.
 *
 * <p>The base seed is in the container's name (or each test's, from {@link #tests()}) and in every
 * failure message, so every run shows it without the library printing anything; run again with
 * {@code -Dgridgames.seed=N} or {@link Builder#seed(long)} to replay a run.
 *
 * <p>The checks: the game spec round-trips as text (and through the installed provider);
 * listed moves are legal, distinct, deterministic and accepted; illegal moves are refused with a
 * violation, by {@code check}, {@code play} and {@code effectOf} alike, and change nothing; play
 * never changes the receiver; equal positions have equal {@code hashCode} and {@code positionHash};
 * terminal states have no legal moves and refuse every move with a game-over violation; the next
 * player is what the turn policy says, after the game's last move too; every game ends within {@code maxMoves()}; scores and
 * outcome agree (the winners are the top scorers, a draw has a tie at the top); every notation
 * round-trips every legal move and no two legal moves are written alike; a match record replays
 * to an equal state; match undo returns the previous state and redo replays; a
 * {@link io.github.gridgames.core.Position} plays and undoes exactly like the states (hash, turn,
 * outcome, scores, legal set and code round trips after each play and undo), refuses illegal
 * moves and unknown codes with an {@link io.github.gridgames.core.IllegalMoveException} that
 * changes nothing, refuses a too-short buffer, draws legal random moves, plays random playouts
 * that stop at the end or the limit, take only legal steps and undo exactly, and makes copies that
 * are equal and independent; a random playout equals its moves played one by one (the same state
 * and hash, even when moves are played and undone after it before the position is asked anything),
 * and undo and {@code reset} after a playout restore the position. Extra
 * game-specific properties join with {@link Builder#property(String, GameProperty)}.
 *
 * <p>A failing check is shrunk to the shortest failing move sequence found and reported as a
 * {@link AssertionFailedError} whose message gives the moves in the game's own notation and the seed. A check whose
 * {@link Feature} the game does not have is skipped by declaration, with the declared reason.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class RulesContract<S extends State<S, M>, M extends Move> {

  /** The default number of random games per check. */
  public static final int DEFAULT_GAMES = 50;

  private final Game<S, M> game;
  private final GameProperties<S, M> properties;
  private final Map<Feature, String> absent;
  private final List<Check<S, M>> extra;
  private final GameProperty.@Nullable MoveSource<S, M> source;

  private RulesContract(Builder<S, M> builder) {
    this.game = builder.game;
    this.properties = builder.properties.build();
    this.absent = builder.absent;
    this.extra = builder.extra;
    this.source = builder.source;
  }

  /**
   * Returns the contract of a game with the defaults: every feature assumed present, {@value
   * #DEFAULT_GAMES} games per check, the {@linkplain GameProperties#defaultSeed() default seed},
   * and only moves seen in the game as candidates.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the contract
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> RulesContract<S, M> of(Game<S, M> game) {
    return builder(game).build();
  }

  /**
   * Starts configuring the contract of a game, from the defaults of {@link #of(Game)}.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return an immutable builder
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder(Game<S, M> game) {
    return new Builder<>(game);
  }

  /**
   * Returns one container, named after the game and the base seed, such as
   * {@code dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture) · seed 20261122}, holding
   * one dynamic test per check, named after the check, such as
   * {@code listed moves are legal, distinct, deterministic and accepted}. Checks of absent features
   * abort with the declared reason, so JUnit reports them as skipped. Return it from a
   * {@code @TestFactory} method (as a {@code DynamicNode}, or in a stream of them).
   *
   * @return the container
   */
  public DynamicContainer container() {
    return DynamicContainer.dynamicContainer(
        game.spec() + " · seed " + properties.seed(),
        checks().stream().map(check -> DynamicTest.dynamicTest(check.name(), () -> run(check))));
  }

  /**
   * Returns one dynamic test per check, each named after the game, the check and the base seed,
   * such as {@code dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture) › listed moves
   * are legal, distinct, deterministic and accepted · seed 20261122}. Checks of absent features
   * abort with the declared reason, so JUnit reports them as skipped. {@link #container()} gives
   * the same tests under one container named after the game and the seed.
   *
   * @return the tests
   */
  public Stream<DynamicTest> tests() {
    return checks().stream()
        .map(check -> DynamicTest.dynamicTest(
            game.spec() + " › " + check.name() + " · seed " + properties.seed(), () -> run(check)));
  }

  /**
   * Runs every check and throws the first failure; skipped checks are not failures.
   *
   * @throws AssertionFailedError if a check over random games fails, with the shrunk moves and the
   *     seed in its message (others are attached as suppressed)
   * @throws AssertionFailedError if a one-off check of the game fails
   */
  public void verify() {
    @Nullable AssertionError first = null;
    for (Check<S, M> check : checks()) {
      if (check.feature() != null && absent.containsKey(check.feature())) {
        continue;
      }
      try {
        run(check);
      } catch (AssertionError e) {
        if (first == null) {
          first = e;
        } else {
          first.addSuppressed(e);
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }

  private List<Check<S, M>> checks() {
    List<Check<S, M>> checks = new ContractChecks<>(game, source, properties.seed()).all();
    checks.addAll(extra);
    return checks;
  }

  private void run(Check<S, M> check) {
    if (check.feature() != null && absent.containsKey(check.feature())) {
      Assumptions.abort("skipped by declaration: the game has no " + check.feature() + " (" + absent.get(check.feature()) + ")");
    }
    if (check.once() != null) {
      try {
        check.once().run();
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionFailedError(
            "check '" + check.name() + "' failed for " + game.spec() + " (base seed " + properties.seed() + "): " + e.getMessage(), e);
      }
      return;
    }
    Optional<GameFailure> failure = properties.find(check.name(), requireNonNull(check.property()), !check.strictGeneration());
    if (failure.isPresent()) {
      throw failure.get();
    }
  }

  /**
   * Configures a {@link RulesContract}. A builder is immutable: each setter returns a new builder
   * and leaves this one as it was, so one builder can be the common start of several contracts.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Game<S, M> game;
    private GameProperties.Builder<S, M> properties;
    private Map<Feature, String> absent = Map.of();
    private List<Check<S, M>> extra = List.of();
    private GameProperty.@Nullable MoveSource<S, M> source;

    private Builder(Game<S, M> game) {
      this.game = requireNonNull(game, "game");
      this.properties = GameProperties.builder(game).games(DEFAULT_GAMES);
    }

    private Builder(Builder<S, M> other) {
      this.game = other.game;
      this.properties = other.properties;
      this.absent = other.absent;
      this.extra = other.extra;
      this.source = other.source;
    }

    /**
     * Sets the base seed (default {@link GameProperties#defaultSeed()}).
     *
     * @param seed the seed
     * @return a builder with that seed
     */
    public Builder<S, M> seed(long seed) {
      Builder<S, M> next = new Builder<>(this);
      next.properties = properties.seed(seed);
      return next;
    }

    /**
     * Sets the number of random games per check (default {@value #DEFAULT_GAMES}).
     *
     * @param games at least 1
     * @return a builder with that number
     * @throws IllegalArgumentException if {@code games} is below 1, with the message {@code
     *     "games must be >= 1, got 0"}
     */
    public Builder<S, M> games(int games) {
      Builder<S, M> next = new Builder<>(this);
      next.properties = properties.games(games);
      return next;
    }

    /**
     * Sets the most moves per random game; see {@link GameProperties.Builder#maxMoves(int)}.
     *
     * @param maxMoves at least 0
     * @return a builder with that limit
     * @throws IllegalArgumentException if {@code maxMoves} is negative
     */
    public Builder<S, M> maxMoves(int maxMoves) {
      Builder<S, M> next = new Builder<>(this);
      next.properties = properties.maxMoves(maxMoves);
      return next;
    }

    /**
     * Declares that the game lacks a feature; the checks that need it are reported as skipped
     * with the reason.
     *
     * @param feature the feature the game lacks
     * @param reason why, for the report
     * @return a builder with the feature declared absent
     * @throws IllegalArgumentException if the reason is blank, with the message {@code "say why
     *     the game lacks SCORES"}
     * @throws NullPointerException if an argument is null
     */
    public Builder<S, M> without(Feature feature, String reason) {
      requireNonNull(feature, "feature");
      requireNonNull(reason, "reason");
      checkArgument(!reason.isBlank(), "say why the game lacks %s", feature);
      Map<Feature, String> more = new EnumMap<>(Feature.class);
      more.putAll(absent);
      more.put(feature, reason);
      Builder<S, M> next = new Builder<>(this);
      next.absent = Collections.unmodifiableMap(more);
      return next;
    }

    /**
     * Supplies arbitrary candidate moves, legal or not, for the checks of illegal moves and
     * terminal states. Without it the contract tries only moves seen in the game (earlier moves
     * and earlier legal moves), so off-board and malformed moves go untested. In states with
     * unbounded legal moves the random games also choose among the source's legal candidates (see
     * {@link GameProperties.Builder#unboundedMoves(GameProperty.MoveSource)}), so play reaches far-away places
     * too.
     *
     * @param source the candidates
     * @return a builder with that source (instead of any earlier one)
     * @throws NullPointerException if {@code source} is null
     */
    public Builder<S, M> arbitraryMoves(GameProperty.MoveSource<S, M> source) {
      requireNonNull(source, "source");
      Builder<S, M> next = new Builder<>(this);
      next.source = source;
      next.properties = properties.unboundedMoves(source);
      return next;
    }

    /**
     * Adds a game-specific property, checked on the same random games and shrunk the same way.
     *
     * @param name the property's name
     * @param property the property
     * @return a builder with the property added
     * @throws NullPointerException if an argument is null
     */
    public Builder<S, M> property(String name, GameProperty<S, M> property) {
      Check<S, M> check =
          Check.ofGames(requireNonNull(name, "name"), null, requireNonNull(property, "property"));
      List<Check<S, M>> more = new ArrayList<>(extra);
      more.add(check);
      Builder<S, M> next = new Builder<>(this);
      next.extra = List.copyOf(more);
      return next;
    }

    /**
     * Builds the contract.
     *
     * @return an immutable contract
     */
    public RulesContract<S, M> build() {
      return new RulesContract<>(this);
    }
  }
}
