package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Checks {@link GameProperty properties} over seeded random legal games, and reports the first
 * failure as an {@link org.opentest4j.AssertionFailedError} shrunk to the shortest failing move
 * sequence found: its message names the property, gives the moves in the game's default notation,
 * the seed that reproduces the run, and what went wrong.
 *
 * <pre>{@code
 * GameProperties.builder(game).games(200).build().check("scores never decrease", GameProperty.eachMove(
 *     (before, move, after) -> assertTrue(after.scores().get().total() >= before.scores().get().total())));
 * }</pre>
 *
 * <p>A checker is immutable: {@link #of(Game)} gives one with the defaults and {@link
 * #builder(Game)} configures another. Checking a property on it twice checks the same games.
 *
 * <p>If playing a listed move throws while a random game is generated, that is reported as a
 * failure too (shrunk the same way), since every listed move must be playable.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class GameProperties<S extends State<S, M>, M extends Move> {

  /** The base seed used unless {@link Builder#seed(long)} or the system property {@code gridgames.seed} sets another. */
  public static final long DEFAULT_SEED = 20261122L;

  /** The default number of games per property. */
  public static final int DEFAULT_GAMES = 100;

  /** The default move limit for games without a declared maximum length. */
  public static final int DEFAULT_MAX_MOVES = 1000;

  private static final int SHRINK_ATTEMPTS = 5000;
  private static final long SHRINK_NANOS = TimeUnit.SECONDS.toNanos(20);

  private final Game<S, M> game;
  private final GameProperty.@Nullable MoveSource<S, M> openings;
  private final long seed;
  private final int games;
  private final int maxMoves;

  private GameProperties(Builder<S, M> builder) {
    this.game = builder.game;
    this.openings = builder.openings;
    this.seed = builder.seed;
    this.games = builder.games;
    this.maxMoves = builder.maxMoves;
  }

  /**
   * Returns a checker of a game's properties with the defaults: the {@linkplain #defaultSeed()
   * default seed}, {@value #DEFAULT_GAMES} games and the {@linkplain Builder#maxMoves(int) default
   * move limit}.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the checker
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends State<S, M>, M extends Move> GameProperties<S, M> of(Game<S, M> game) {
    return builder(game).build();
  }

  /**
   * Starts configuring a checker of a game's properties, from the defaults of {@link #of(Game)}.
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
   * Returns the base seed in use when none is set: the system property {@code gridgames.seed} if
   * it holds a decimal {@code long}, otherwise {@link #DEFAULT_SEED}.
   *
   * @return the default seed
   * @throws IllegalArgumentException if the system property is set but not a {@code long}
   */
  public static long defaultSeed() {
    String property = System.getProperty("gridgames.seed");
    if (property == null || property.isBlank()) {
      return DEFAULT_SEED;
    }
    try {
      return Long.parseLong(property.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("system property gridgames.seed must be a long, got '" + property + "'", e);
    }
  }

  static int defaultMaxMoves(Game<?, ?> game) {
    return game.maxMoves().isPresent() && game.maxMoves().getAsInt() < Integer.MAX_VALUE
        ? game.maxMoves().getAsInt() + 1
        : DEFAULT_MAX_MOVES;
  }

  /**
   * Checks a property on every game.
   *
   * @param name the property's name, for the report
   * @param property the property
   * @throws org.opentest4j.AssertionFailedError if the property fails on some game, after
   *     shrinking
   */
  public void check(String name, GameProperty<S, M> property) {
    Optional<GameFailure> failure = find(name, property);
    if (failure.isPresent()) {
      throw failure.get();
    }
  }

  /** Runs the property and returns the shrunk failure, if any. */
  Optional<GameFailure> find(String name, GameProperty<S, M> property) {
    return find(name, property, false);
  }

  /**
   * Runs the property and returns the shrunk failure, if any. When {@code skipUnplayable} is set,
   * generation passes over listed moves that cannot be played (another check reports those);
   * otherwise such a move fails the property, as every listed move must be playable.
   */
  Optional<GameFailure> find(String name, GameProperty<S, M> property, boolean skipUnplayable) {
    requireNonNull(name, "name");
    requireNonNull(property, "property");
    for (int i = 0; i < games; i++) {
      long gameSeed = RandomGames.gameSeed(seed, i);
      Generated<M> generated = generate(gameSeed, skipUnplayable);
      if (generated.error != null) {
        GameProperty<S, M> playable = ListedMovesPlayable.property();
        Throwable t = failureOf(generated.moves, playable);
        if (t == null) {
          return Optional.of(report(name, i, gameSeed, generated.moves, generated.error, generated.moves.size()));
        }
        return Optional.of(shrunk(name, playable, i, gameSeed, generated.moves, t));
      }
      Throwable t = failureOf(generated.moves, property);
      if (t != null) {
        return Optional.of(shrunk(name, property, i, gameSeed, generated.moves, t));
      }
    }
    return Optional.empty();
  }

  private GameFailure shrunk(
      String name, GameProperty<S, M> property, int index, long gameSeed, List<M> moves, Throwable failure) {
    Shrinker<M> shrinker = new Shrinker<>(candidate -> failureOf(candidate, property), SHRINK_ATTEMPTS, SHRINK_NANOS);
    Shrinker.Result<M> result = shrinker.shrink(moves, failure);
    return report(name, index, gameSeed, result.moves(), result.failure(), moves.size());
  }

  private GameFailure report(String name, int index, long gameSeed, List<M> moves, Throwable failure, int originalLength) {
    String movesText = MovesText.of(game, moves);
    String message =
        "property '" + name + "' failed for " + game.spec() + "\n"
            + "  shortest failing game found (" + moves.size() + " of " + originalLength
            + " moves, notation " + MovesText.notationName(game) + "): " + movesText + "\n"
            + "  failure: " + failure + "\n"
            + "  game " + index + " of base seed " + seed + " (game seed " + gameSeed
            + "; RandomGames.play(game, " + gameSeed + "L, " + maxMoves + ") replays it unshrunk)";
    return new GameFailure(message, name, seed, gameSeed, moves, movesText, failure);
  }

  /** Replays the moves and checks the property; returns its failure, or null if it passes or the moves cannot be replayed. */
  private @Nullable Throwable failureOf(List<M> moves, GameProperty<S, M> property) {
    GameRun<S, M> run;
    try {
      run = RandomGames.replay(game, moves);
    } catch (RuntimeException e) {
      return null;
    }
    try {
      property.check(run);
      return null;
    } catch (AssertionError | RuntimeException e) {
      return e;
    }
  }

  private Generated<M> generate(long gameSeed, boolean skipUnplayable) {
    SplittableRandom random = new SplittableRandom(gameSeed);
    List<M> moves = new ArrayList<>();
    try {
      S state = game.initialState();
      while (moves.size() < maxMoves && !state.isTerminal()) {
        List<M> legal = new ArrayList<>(state.legalMoves());
        if (openings != null && state.hasUnboundedLegalMoves()) {
          for (M candidate : openings.moves(state, new java.util.Random(random.nextLong()))) {
            if (!legal.contains(candidate) && state.check(candidate).isEmpty()) {
              legal.add(candidate);
            }
          }
        }
        @Nullable S next = null;
        @Nullable M move = null;
        while (next == null && !legal.isEmpty()) {
          move = legal.remove(random.nextInt(legal.size()));
          if (!skipUnplayable) {
            next = state.play(move);
          } else if (state.check(move).isEmpty()) {
            try {
              next = state.play(move);
            } catch (RuntimeException unplayable) {
              next = null; // the listed-moves check reports this move; generation tries another
            }
          }
        }
        if (next == null) {
          break;
        }
        state = next;
        moves.add(move);
      }
      return new Generated<>(moves, null);
    } catch (RuntimeException e) {
      return new Generated<>(moves, e);
    }
  }

  private record Generated<M>(List<M> moves, @Nullable RuntimeException error) {}

  long seed() {
    return seed;
  }

  int games() {
    return games;
  }

  int maxMoves() {
    return maxMoves;
  }

  /**
   * Configures a {@link GameProperties} checker. A builder is immutable: each setter returns a new
   * builder and leaves this one as it was.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Game<S, M> game;
    private GameProperty.@Nullable MoveSource<S, M> openings;
    private long seed = defaultSeed();
    private int games = DEFAULT_GAMES;
    private int maxMoves;

    private Builder(Game<S, M> game) {
      this.game = requireNonNull(game, "game");
      this.maxMoves = defaultMaxMoves(game);
    }

    private Builder(Builder<S, M> other) {
      this.game = other.game;
      this.openings = other.openings;
      this.seed = other.seed;
      this.games = other.games;
      this.maxMoves = other.maxMoves;
    }

    /**
     * Sets the base seed (default {@link #defaultSeed()}).
     *
     * @param seed the seed
     * @return a builder with that seed
     */
    public Builder<S, M> seed(long seed) {
      Builder<S, M> next = new Builder<>(this);
      next.seed = seed;
      return next;
    }

    /**
     * Sets the number of games per property (default {@value #DEFAULT_GAMES}).
     *
     * @param games the number, at least 1
     * @return a builder with that number
     * @throws IllegalArgumentException if {@code games} is below 1, with the message {@code
     *     "games must be >= 1, got 0"}
     */
    public Builder<S, M> games(int games) {
      checkArgument(games >= 1, "games must be >= 1, got %s", games);
      Builder<S, M> next = new Builder<>(this);
      next.games = games;
      return next;
    }

    /**
     * Sets the most moves per game. The default is one more than {@link Game#maxMoves()} when the
     * game declares one (so a game that runs too long is caught), else {@value #DEFAULT_MAX_MOVES}.
     *
     * @param maxMoves the limit, at least 0
     * @return a builder with that limit
     * @throws IllegalArgumentException if {@code maxMoves} is negative, with the message {@code
     *     "maxMoves must be >= 0, got -1"}
     */
    public Builder<S, M> maxMoves(int maxMoves) {
      checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
      Builder<S, M> next = new Builder<>(this);
      next.maxMoves = maxMoves;
      return next;
    }

    /**
     * Widens the choice of moves in states with {@linkplain State#hasUnboundedLegalMoves()
     * unbounded legal moves}: besides the listed representatives, random games may then play any
     * candidate of the source that the state accepts (for example a first stone next to the
     * {@code int} limits). Elsewhere only listed moves are played.
     *
     * @param source candidate moves, legal or not
     * @return a builder with that source (instead of any earlier one)
     * @throws NullPointerException if {@code source} is null
     */
    public Builder<S, M> unboundedMoves(GameProperty.MoveSource<S, M> source) {
      requireNonNull(source, "source");
      Builder<S, M> next = new Builder<>(this);
      next.openings = source;
      return next;
    }

    /**
     * Builds the checker.
     *
     * @return an immutable checker
     */
    public GameProperties<S, M> build() {
      return new GameProperties<>(this);
    }
  }
}
