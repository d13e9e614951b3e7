package io.github.gridgames.core;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A test game that keeps score, for any number of players: {@link Pile}'s rules (take 1 to 3
 * stones in turn, written as in the pile's notations), but each player keeps the stones taken,
 * and when the pile is empty the players with the most stones win (all of them tied: a draw). It
 * has no position text.
 *
 * @param game the game
 * @param stones the stones left in the pile
 * @param taken the stones each player took
 * @param toMove the player to move
 */
record Pot(Game<Pot, Pile.Take> game, int stones, Scores taken, Player toMove) implements State<Pot, Pile.Take> {

  /** The game of {@code players} players (named A, B, C, ...) and a pile of {@code stones}. */
  static Game<Pot, Pile.Take> game(int players, int stones) {
    return new Game<>() {
      @Override
      public GameSpec spec() {
        return GameSpec.builder("pot").put("players", players).put("stones", stones).build();
      }

      @Override
      public int playerCount() {
        return players;
      }

      @Override
      public Pot initialState() {
        return new Pot(this, stones, Scores.zero(players), Player.FIRST);
      }

      @Override
      public List<Notation<Pile.Take>> notations() {
        return Pile.NOTATIONS;
      }

      @Override
      public String playerName(Player player) {
        return String.valueOf((char) ('A' + player.index()));
      }

      @Override
      public OptionalInt maxMoves() {
        return OptionalInt.of(stones);
      }

      @Override
      public boolean keepsScore() {
        return true;
      }
    };
  }

  /** The state after each player in turn took the given numbers of stones. */
  Pot after(int... takes) {
    Pot state = this;
    for (int take : takes) {
      state = state.play(new Pile.Take(take));
    }
    return state;
  }

  /** The pile whose rules this state follows. */
  private Pile pile() {
    return new Pile(stones, toMove);
  }

  @Override
  public Outcome outcome() {
    if (stones > 0) {
      return Outcome.ongoing();
    }
    Set<Player> leaders = taken.leaders();
    return leaders.size() == game.playerCount() ? Outcome.draw() : Outcome.win(leaders);
  }

  @Override
  public List<Pile.Take> legalMoves() {
    return pile().legalMoves();
  }

  @Override
  public Optional<Violation> check(Pile.Take move) {
    return pile().check(move);
  }

  @Override
  public Pot play(Pile.Take move) {
    check(move).ifPresent(v -> {
      throw new IllegalMoveException(v);
    });
    return new Pot(game, stones - move.count(), taken.plus(toMove, move.count()), toMove.next(game.playerCount()));
  }

  @Override
  public Optional<Scores> scores() {
    return Optional.of(taken);
  }

  @Override
  public String render() {
    return pile().render();
  }
}
