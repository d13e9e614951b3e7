package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * Checks {@link GameProperty properties} over seeded random legal games, and reports the first
 * failure as a {@link GameFailure} shrunk to the shortest failing move sequence found.
 *
 * <pre>{@code
 * GameProperties.of(game).games(200).check("scores never decrease", GameProperty.eachMove(
 *     (before, move, after) -> assertTrue(after.scores().get().total() >= before.scores().get().total())));
 * }</pre>
 *
 * <p>If playing a listed move throws while a random game is generated, that is reported as a
 * failure too (shrunk the same way), since every listed move must be playable.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class GameProperties<S extends State<S, M>, M extends Move> {

  /** The base seed used unless {@link #seed(long)} or the system property {@code gridgames.seed} sets another. */
  public static final long DEFAULT_SEED = 20261122L;

  /** The default number of games per property. */
  public static final int DEFAULT_GAMES = 100;

  /** The default move limit for games without a declared maximum length. */
  public static final int DEFAULT_MAX_MOVES = 1000;

  private static final int SHRINK_ATTEMPTS = 5000;
  private static final long SHRINK_NANOS = TimeUnit.SECONDS.toNanos(20);

  private final Game<S, M> game;
  private MoveSource<S, M> openings;
  private long seed = defaultSeed();
  private int games = DEFAULT_GAMES;
  private int maxMoves;

  private GameProperties(Game<S, M> game) {
    this.game = requireNonNull(game, "game");
    this.maxMoves = defaultMaxMoves(game);
  }

  /**
   * Starts checking properties of a game.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return a checker with the default seed, game count and move limit
   */
  public static <S extends State<S, M>, M extends Move> GameProperties<S, M> of(Game<S, M> game) {
    return new GameProperties<>(game);
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
   * Sets the base seed.
   *
   * @param seed the seed
   * @return this
   */
  public GameProperties<S, M> seed(long seed) {
    this.seed = seed;
    return this;
  }

  /**
   * Sets the number of games per property.
   *
   * @param games the number, at least 1
   * @return this
   * @throws IllegalArgumentException if {@code games} is below 1
   */
  public GameProperties<S, M> games(int games) {
    checkArgument(games >= 1, "games must be >= 1, got %s", games);
    this.games = games;
    return this;
  }

  /**
   * Sets the most moves per game. The default is one more than {@link Game#maxMoves()} when the
   * game declares one (so a game that runs too long is caught), else {@value #DEFAULT_MAX_MOVES}.
   *
   * @param maxMoves the limit, at least 0
   * @return this
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   */
  public GameProperties<S, M> maxMoves(int maxMoves) {
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    this.maxMoves = maxMoves;
    return this;
  }

  /**
   * Widens the choice of moves in states with {@linkplain State#hasUnboundedLegalMoves() unbounded
   * legal moves}: besides the listed representatives, random games may then play any candidate of
   * the source that the state accepts (for example a first stone next to the {@code int} limits).
   * Elsewhere only listed moves are played.
   *
   * @param source candidate moves, legal or not
   * @return this
   */
  public GameProperties<S, M> unboundedMoves(MoveSource<S, M> source) {
    this.openings = requireNonNull(source, "source");
    return this;
  }

  /**
   * Checks a property on every game.
   *
   * @param name the property's name, for the report
   * @param property the property
   * @throws GameFailure if the property fails on some game, after shrinking
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
      Generated<S, M> generated = generate(gameSeed, skipUnplayable);
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
  private Throwable failureOf(List<M> moves, GameProperty<S, M> property) {
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

  private Generated<S, M> generate(long gameSeed, boolean skipUnplayable) {
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
        S next = null;
        M move = null;
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

  private record Generated<S, M>(List<M> moves, RuntimeException error) {}

  long seed() {
    return seed;
  }

  int games() {
    return games;
  }

  int maxMoves() {
    return maxMoves;
  }
}
