package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The result of a state: the game is {@linkplain Status#ONGOING ongoing}, {@linkplain Status#WIN
 * won} by a set of players (several may share first place), or a {@linkplain Status#DRAW draw}.
 *
 * <p>Scores, where the game keeps them, and the winning line of a game won by a line
 * ({@link State#winningLine()}, typed by the game's moves) are on the {@link State}.
 *
 * <p>Made by {@link #ongoing()}, {@link #draw()} and {@link #win}; outcomes are equal when their
 * status and winners are.
 */
public final class Outcome {

  /** The status of a game. */
  public enum Status {
    /** The game goes on; someone is to move. */
    ONGOING,
    /** The game is over and one or more players won. */
    WIN,
    /** The game is over and nobody won. */
    DRAW
  }

  private static final Outcome ONGOING = new Outcome(Status.ONGOING, Set.of());
  private static final Outcome DRAW = new Outcome(Status.DRAW, Set.of());

  private final Status status;
  private final Set<Player> winners;

  private Outcome(Status status, Set<Player> winners) {
    this.status = status;
    this.winners = winners;
  }

  /**
   * Returns whether the game is ongoing, won or drawn.
   *
   * @return the status
   */
  public Status status() {
    return status;
  }

  /**
   * Returns the winners: non-empty exactly when the status is {@link Status#WIN}.
   *
   * @return an unmodifiable set, iterated in player order
   */
  public Set<Player> winners() {
    return winners;
  }

  /**
   * Returns the outcome of a game that is not over.
   *
   * @return the ongoing outcome
   */
  public static Outcome ongoing() {
    return ONGOING;
  }

  /**
   * Returns the outcome of a drawn game.
   *
   * @return the draw outcome
   */
  public static Outcome draw() {
    return DRAW;
  }

  /**
   * Returns a win by one player.
   *
   * @param winner the winner
   * @return the outcome
   */
  public static Outcome win(Player winner) {
    return new Outcome(Status.WIN, Set.of(requireNonNull(winner, "winner")));
  }

  /**
   * Returns a win shared by one or more players.
   *
   * @param winners the winners
   * @return the outcome
   * @throws IllegalArgumentException if {@code winners} is empty
   */
  public static Outcome win(Set<Player> winners) {
    requireNonNull(winners, "winners");
    checkArgument(!winners.isEmpty(), "a win needs at least one winner");
    return new Outcome(Status.WIN, Collections.unmodifiableSet(new TreeSet<>(winners)));
  }

  /**
   * Returns whether the game is over (won or drawn).
   *
   * @return {@code status() != ONGOING}
   */
  public boolean isOver() {
    return status != Status.ONGOING;
  }

  /**
   * Returns whether the game was won by one or more players.
   *
   * @return {@code status() == WIN}
   */
  public boolean isWin() {
    return status == Status.WIN;
  }

  /**
   * Returns whether the game ended in a draw.
   *
   * @return {@code status() == DRAW}
   */
  public boolean isDraw() {
    return status == Status.DRAW;
  }

  /**
   * Returns whether the given player is among the winners.
   *
   * @param player the player
   * @return whether the player won
   */
  public boolean isWinner(Player player) {
    return winners.contains(player);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Outcome other && other.status == status && other.winners.equals(winners);
  }

  @Override
  public int hashCode() {
    return 31 * status.hashCode() + winners.hashCode();
  }

  /**
   * Returns the outcome in words, players counted from 1 (an outcome does not know the game's
   * names for them): {@code "ongoing"}, {@code "draw"}, {@code "player 1 wins"} or {@code
   * "players 1 and 3 share the win"}.
   */
  @Override
  public String toString() {
    return switch (status) {
      case ONGOING -> "ongoing";
      case DRAW -> "draw";
      case WIN -> winnersInWords();
    };
  }

  private String winnersInWords() {
    List<String> numbers = new TreeSet<>(winners).stream().map(p -> String.valueOf(p.index() + 1)).toList();
    if (numbers.size() == 1) {
      return "player " + numbers.get(0) + " wins";
    }
    return "players "
        + String.join(", ", numbers.subList(0, numbers.size() - 1))
        + " and "
        + numbers.get(numbers.size() - 1)
        + " share the win";
  }
}
