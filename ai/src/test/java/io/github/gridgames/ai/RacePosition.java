package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import java.util.Arrays;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The allocation-free position of {@link Race}: code {@code c} adds {@code c + 1}. Play, undo,
 * legal moves, random moves and the outcome allocate nothing (the history grows by doubling).
 */
final class RacePosition implements Position<RaceState, Race.Add> {

  private final Race game;
  private final int startMoves;
  private int total;
  private int toMove;
  private int lastMover;
  private int depth;
  private int[] history = new int[32]; // per move: amount, previous player to move, previous last mover

  RacePosition(RaceState start) {
    this.game = start.game;
    this.total = start.total;
    this.toMove = start.toMove;
    this.lastMover = start.lastMover;
    this.startMoves = start.moves;
  }

  @Override
  public Game<RaceState, Race.Add> game() {
    return game;
  }

  @Override
  public RaceState state() {
    return new RaceState(game, total, toMove, lastMover, startMoves + depth);
  }

  @Override
  public Player toMove() {
    return Player.of(toMove);
  }

  @Override
  public boolean isTerminal() {
    return total == game.target;
  }

  @Override
  public Outcome outcome() {
    return game.outcome(total, lastMover);
  }

  @Override
  public int score(Player player) {
    checkArgument(player.index() < 2, "%s is not in this game of 2 players", player);
    return 0;
  }

  @Override
  public Optional<Scores> scores() {
    return Optional.empty();
  }

  @Override
  public long positionHash() {
    return Race.hash(total, toMove, lastMover);
  }

  @Override
  public int legalMoveCount() {
    return isTerminal() ? 0 : game.legalCount(total);
  }

  @Override
  public int legalMoves(int[] buffer) {
    int count = legalMoveCount();
    checkArgument(
        buffer.length >= count,
        "buffer of length %s is shorter than the %s legal moves",
        buffer.length,
        count);
    for (int code = 0; code < count; code++) {
      buffer[code] = code;
    }
    return count;
  }

  @Override
  public boolean isLegal(int code) {
    return code >= 0 && code < legalMoveCount();
  }

  @Override
  public int randomMove(RandomGenerator random) {
    checkState(!isTerminal(), "no legal move: the game is over");
    return random.nextInt(legalMoveCount());
  }

  @Override
  public void makeMove(int code) {
    if (!isLegal(code)) {
      throw new IllegalMoveException(game.violation(total, code + 1).orElseThrow());
    }
    if (3 * depth + 3 > history.length) {
      history = Arrays.copyOf(history, 2 * history.length);
    }
    history[3 * depth] = code + 1;
    history[3 * depth + 1] = toMove;
    history[3 * depth + 2] = lastMover;
    int mover = toMove;
    toMove = game.next(mover, startMoves + depth);
    lastMover = mover;
    total += code + 1;
    depth++;
  }

  @Override
  public void unmakeMove() {
    checkState(depth > 0, "no move to undo: the position is at its starting state");
    depth--;
    total -= history[3 * depth];
    toMove = history[3 * depth + 1];
    lastMover = history[3 * depth + 2];
  }

  @Override
  public int depth() {
    return depth;
  }

  @Override
  public int code(Race.Add move) {
    checkArgument(move.amount() >= 1, "cannot add %s", move.amount());
    return move.amount() - 1;
  }

  @Override
  public Race.Add move(int code) {
    checkArgument(code >= 0 && code < game.maxAdd, "no move has the code %s here", code);
    return new Race.Add(code + 1);
  }

  @Override
  public Position<RaceState, Race.Add> copy() {
    return new RacePosition(state());
  }
}
