package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Plays seeded random legal games. Each move is chosen uniformly among the state's
 * {@link State#legalMoves()} (the representatives, on an unbounded board), so the same game and
 * seed always give the same run.
 */
public final class RandomGames {

  /** The move limit of {@link #play(Game, long)}. */
  public static final int DEFAULT_MAX_MOVES = 10_000;

  private RandomGames() {}

  /**
   * Plays a random game until it ends or {@value #DEFAULT_MAX_MOVES} moves were played.
   *
   * @param game the game
   * @param seed the seed
   * @param <S> the state type
   * @param <M> the move type
   * @return the run
   * @throws RuntimeException whatever the game throws while listing or playing a listed move
   */
  public static <S extends State<S, M>, M extends Move> GameRun<S, M> play(Game<S, M> game, long seed) {
    return play(game, seed, DEFAULT_MAX_MOVES);
  }

  /**
   * Plays a random game until it ends or {@code maxMoves} moves were played.
   *
   * @param game the game
   * @param seed the seed
   * @param maxMoves the most moves to play
   * @param <S> the state type
   * @param <M> the move type
   * @return the run
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   * @throws RuntimeException whatever the game throws while listing or playing a listed move
   */
  public static <S extends State<S, M>, M extends Move> GameRun<S, M> play(
      Game<S, M> game, long seed, int maxMoves) {
    requireNonNull(game, "game");
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    SplittableRandom random = new SplittableRandom(seed);
    List<M> moves = new ArrayList<>();
    List<S> states = new ArrayList<>();
    S state = game.initialState();
    states.add(state);
    while (moves.size() < maxMoves && !state.isTerminal()) {
      List<M> legal = state.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      M move = legal.get(random.nextInt(legal.size()));
      state = state.play(move);
      moves.add(move);
      states.add(state);
    }
    return new GameRun<>(game, OptionalLong.of(seed), moves, states);
  }

  /**
   * Plays {@code games} random games, game {@code i} from the seed {@link #gameSeed(long, int)
   * gameSeed(seed, i)}.
   *
   * @param game the game
   * @param seed the base seed
   * @param games the number of games
   * @param maxMoves the most moves per game
   * @param <S> the state type
   * @param <M> the move type
   * @return the runs
   * @throws IllegalArgumentException if {@code games} or {@code maxMoves} is negative
   */
  public static <S extends State<S, M>, M extends Move> List<GameRun<S, M>> sample(
      Game<S, M> game, long seed, int games, int maxMoves) {
    checkArgument(games >= 0, "games must be >= 0, got %s", games);
    List<GameRun<S, M>> runs = new ArrayList<>(games);
    for (int i = 0; i < games; i++) {
      runs.add(play(game, gameSeed(seed, i), maxMoves));
    }
    return runs;
  }

  /**
   * Replays given moves from the initial state.
   *
   * @param game the game
   * @param moves the moves
   * @param <S> the state type
   * @param <M> the move type
   * @return the run, without a seed
   * @throws io.github.gridgames.core.IllegalMoveException if a move is illegal where it is played
   */
  public static <S extends State<S, M>, M extends Move> GameRun<S, M> replay(
      Game<S, M> game, List<M> moves) {
    requireNonNull(game, "game");
    List<S> states = new ArrayList<>(moves.size() + 1);
    S state = game.initialState();
    states.add(state);
    for (M move : moves) {
      state = state.play(move);
      states.add(state);
    }
    return new GameRun<>(game, OptionalLong.empty(), moves, states);
  }

  /**
   * Returns the seed of game {@code index} in a sample with the given base seed: a well-mixed
   * function of both, so neighbouring games are unrelated.
   *
   * @param seed the base seed
   * @param index the game's index in the sample
   * @return the game's seed
   */
  public static long gameSeed(long seed, int index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
