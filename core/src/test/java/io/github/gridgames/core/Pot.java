package io.github.gridgames.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A test game that keeps score, for any number of players: in turn, players take 1 to 3 coins
 * from a pot and keep them; when the pot is empty, the players with the most coins win (all of
 * them tied: a draw). Moves and notations are {@link Pile}'s. It has no position text.
 *
 * @param game the game
 * @param coins the coins left in the pot
 * @param taken the coins each player took
 * @param toMove the player to move
 */
record Pot(Game<Pot, Pile.Take> game, int coins, Scores taken, Player toMove) implements State<Pot, Pile.Take> {

  /** The game of {@code players} players (named A, B, C, ...) and a pot of {@code coins}. */
  static Game<Pot, Pile.Take> game(int players, int coins) {
    return new Game<>() {
      @Override
      public GameSpec spec() {
        return GameSpec.builder("pot").put("players", players).put("coins", coins).build();
      }

      @Override
      public int playerCount() {
        return players;
      }

      @Override
      public Pot initialState() {
        return new Pot(this, coins, Scores.zero(players), Player.FIRST);
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
        return OptionalInt.of(coins);
      }

      @Override
      public boolean keepsScore() {
        return true;
      }
    };
  }

  /** The state after each player in turn took the given numbers of coins. */
  Pot after(int... takes) {
    Pot state = this;
    for (int take : takes) {
      state = state.play(new Pile.Take(take));
    }
    return state;
  }

  @Override
  public Outcome outcome() {
    if (coins > 0) {
      return Outcome.ongoing();
    }
    Set<Player> leaders = taken.leaders();
    return leaders.size() == game.playerCount() ? Outcome.draw() : Outcome.win(leaders);
  }

  @Override
  public List<Pile.Take> legalMoves() {
    List<Pile.Take> moves = new ArrayList<>();
    for (int n = 1; n <= Math.min(3, coins); n++) {
      moves.add(new Pile.Take(n));
    }
    return moves;
  }

  @Override
  public Optional<Violation> check(Pile.Take move) {
    if (coins == 0) {
      return Optional.of(Violation.gameOver());
    }
    if (move.count() < 1 || move.count() > Math.min(3, coins)) {
      return Optional.of(
          Violation.of(Reason.StandardReason.OUT_OF_BOUNDS, "You may take 1 to " + Math.min(3, coins) + " coins."));
    }
    return Optional.empty();
  }

  @Override
  public Pot play(Pile.Take move) {
    check(move).ifPresent(v -> {
      throw new IllegalMoveException(v);
    });
    return new Pot(game, coins - move.count(), taken.plus(toMove, move.count()), toMove.next(game.playerCount()));
  }

  @Override
  public Optional<Scores> scores() {
    return Optional.of(taken);
  }

  @Override
  public String render() {
    return coins + " coins";
  }
}
