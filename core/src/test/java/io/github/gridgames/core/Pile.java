package io.github.gridgames.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A test game: players take 1 to 3 stones from a pile in turn; who takes the last stone wins.
 * Moves are written {@code take N} (the default notation) or {@code -N}; a position text is the
 * stones left and the player to move, such as {@code 3 B}.
 */
record Pile(int stones, Player toMove) implements State<Pile, Pile.Take> {

  record Take(int count) implements Move {}

  /** The two notations, made once: a game's notations are the same objects on every call. */
  static final List<Notation<Take>> NOTATIONS =
      List.of(Pile.notation("words", "take N", "take "), Pile.notation("minus", "-N", "-"));

  static final Game<Pile, Take> GAME = game(NOTATIONS);

  /** The game with other notations (its states still name {@link #GAME}). */
  static Game<Pile, Take> game(List<Notation<Take>> notations) {
    return new Game<>() {
        @Override
        public GameSpec spec() {
          return GameSpec.builder("pile").put("stones", 5).build();
        }

        @Override
        public int playerCount() {
          return 2;
        }

        @Override
        public TurnPolicy turnPolicy() {
          return TurnPolicy.ALTERNATE;
        }

        @Override
        public Pile initialState() {
          return new Pile(5, Player.FIRST);
        }

        @Override
        public List<Notation<Take>> notations() {
          return notations;
        }

        @Override
        public String playerName(Player player) {
          return player.equals(Player.FIRST) ? "A" : "B";
        }

        @Override
        public OptionalInt maxMoves() {
          return OptionalInt.of(5);
        }

        @Override
        public boolean hasPositionText() {
          return true;
        }

        @Override
        public Pile parsePosition(String text) {
          if (!text.matches("[0-5] [AB]")) {
            throw new NotationException(text, 0, "0 to 5 stones and the player to move, such as 3 B");
          }
          return new Pile(text.charAt(0) - '0', text.charAt(2) == 'A' ? Player.FIRST : Player.SECOND);
        }
      };
  }

  static Notation<Take> notation(String name, String syntax, String prefix) {
    return new Notation<>() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String syntax() {
        return syntax;
      }

      @Override
      public String format(Take move) {
        return prefix + move.count();
      }

      @Override
      public Take parse(String text) {
        String t = text.strip();
        for (int i = 0; i < prefix.length(); i++) {
          if (i >= t.length() || t.charAt(i) != prefix.charAt(i)) {
            throw new NotationException(t, i, "'" + prefix + "'");
          }
        }
        if (t.length() != prefix.length() + 1 || !Character.isDigit(t.charAt(prefix.length()))) {
          throw new NotationException(t, Math.min(prefix.length(), t.length()), "one digit");
        }
        return new Take(t.charAt(prefix.length()) - '0');
      }
    };
  }

  @Override
  public Game<Pile, Take> game() {
    return GAME;
  }

  @Override
  public Outcome outcome() {
    return stones == 0 ? Outcome.win(toMove.next(2)) : Outcome.ongoing();
  }

  @Override
  public List<Take> legalMoves() {
    List<Take> moves = new ArrayList<>();
    for (int n = 1; n <= Math.min(3, stones) && stones > 0; n++) {
      moves.add(new Take(n));
    }
    return moves;
  }

  @Override
  public Optional<Violation> check(Take move) {
    if (stones == 0) {
      return Optional.of(Violation.gameOver());
    }
    if (move.count() < 1 || move.count() > Math.min(3, stones)) {
      return Optional.of(
          Violation.of(Reason.OUT_OF_BOUNDS, "You may take 1 to " + Math.min(3, stones) + " stones."));
    }
    return Optional.empty();
  }

  @Override
  public Pile play(Take move) {
    check(move).ifPresent(v -> {
      throw new IllegalMoveException(v);
    });
    return new Pile(stones - move.count(), toMove.next(2));
  }

  @Override
  public String positionText() {
    return stones + " " + GAME.playerName(toMove);
  }

  @Override
  public String render() {
    return "o".repeat(stones);
  }
}
