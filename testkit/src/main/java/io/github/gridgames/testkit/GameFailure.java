package io.github.gridgames.testkit;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import java.util.List;
import org.opentest4j.AssertionFailedError;

/**
 * A property failed on a random game. The message names the property and the game, gives the seed
 * that reproduces the original game, and shows the shortest failing move sequence found, in the
 * game's default notation, with what went wrong on it.
 */
final class GameFailure extends AssertionFailedError {

  private static final long serialVersionUID = 1L;

  /** The name of the property that failed. */
  private final String property;

  /** The base seed of the sample the failing game came from. */
  private final long seed;

  /** The seed of the failing game itself. */
  private final long gameSeed;

  /** The shortest failing move sequence found. */
  private final transient List<Move> moves;

  /** The moves in the game's default notation. */
  private final String movesText;

  GameFailure(
      String message,
      String property,
      long seed,
      long gameSeed,
      List<? extends Move> moves,
      String movesText,
      Throwable cause) {
    super(message, cause);
    this.property = requireNonNull(property, "property");
    this.seed = seed;
    this.gameSeed = gameSeed;
    this.moves = List.copyOf(moves);
    this.movesText = movesText;
  }

  /**
   * Returns the name of the property that failed.
   *
   * @return the property name
   */
  public String property() {
    return property;
  }

  /**
   * Returns the base seed of the sample; setting it with {@link
   * GameProperties.Builder#seed(long)} or {@link RulesContract.Builder#seed(long)} reproduces the
   * whole run.
   *
   * @return the base seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Returns the seed of the failing game; {@link RandomGames#play(io.github.gridgames.core.Game,
   * long, int)} with it replays the game before shrinking.
   *
   * @return the game's seed
   */
  public long gameSeed() {
    return gameSeed;
  }

  /**
   * Returns the shortest failing move sequence found.
   *
   * @return the moves, from the initial state
   */
  public List<Move> moves() {
    return moves;
  }

  /**
   * Returns {@link #moves()} in the game's default notation.
   *
   * @return the moves as text
   */
  public String movesText() {
    return movesText;
  }
}
