package io.github.gridgames.testkit.toy;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A toy scoring game for the test kit's own tests: players take turns claiming free cells of a
 * row; claiming a cell next to one's own cell scores a point per such neighbour (a capture, so the
 * turn policy may give an extra turn). The game ends when the row is full; the top scorers win;
 * a tie at the top between two players is a draw.
 *
 * <p>Its position text is the row, {@code .} for a free cell and the owner's letter for a claimed
 * one, a space and the letter of the player to move, such as {@code AB.A. B}; the scores follow
 * from the row (one point per pair of neighbours of one owner). Reading refuses anything else
 * with a {@link NotationException}.
 */
public final class ClaimGame implements Game<ClaimState, Slot> {

  private final int length;
  private final int players;
  private final TurnPolicy policy;
  private final Bug bug;

  private ClaimGame(int length, int players, TurnPolicy policy, Bug bug) {
    this.length = length;
    this.players = players;
    this.policy = policy;
    this.bug = bug;
  }

  public static ClaimGame of(int length, int players, TurnPolicy policy) {
    return new ClaimGame(length, players, policy, Bug.NONE);
  }

  public static ClaimGame withBug(Bug bug) {
    return withBug(bug, TurnPolicy.EXTRA_TURN_ON_CAPTURE);
  }

  public static ClaimGame withBug(Bug bug, TurnPolicy policy) {
    return new ClaimGame(6, 2, policy, bug);
  }

  int length() {
    return length;
  }

  Bug bug() {
    return bug;
  }

  @Override
  public GameSpec spec() {
    GameSpec.Builder spec = GameSpec.builder("claim").put("length", length).put("players", players);
    if (bug == Bug.SPEC_OMITS_DEFAULT_TURNS && policy.equals(TurnPolicy.EXTRA_TURN_ON_CAPTURE)) {
      return spec.build();
    }
    return spec.put("turns", policy.name()).build();
  }

  @Override
  public String id() {
    return bug == Bug.ID_UNLIKE_SPEC ? "claims" : Game.super.id();
  }

  @Override
  public int playerCount() {
    return bug == Bug.NO_PLAYERS ? 0 : players;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return policy;
  }

  @Override
  public ClaimState initialState() {
    return ClaimState.initial(this);
  }

  @Override
  public List<Notation<Slot>> notations() {
    return switch (bug) {
      case NO_NOTATION -> List.of();
      case TWO_NOTATIONS_OF_ONE_NAME -> List.of(new SlotNotation(), new SlotNotation());
      case NOTATION_READS_THE_LAST_CHARACTER, NOTATION_READS_THE_NEXT_CELL, NOTATION_READS_NOTHING, BLANK_SYNTAX -> List.of(new BrokenSlotNotation(bug));
      default -> List.of(new SlotNotation());
    };
  }

  @Override
  public String playerName(Player player) {
    checkArgument(player.index() < players, "player %s of %s players", player.index(), players);
    if (bug == Bug.BLANK_PLAYER_NAME && player.index() == 1) {
      return " ";
    }
    return String.valueOf((char) ('A' + player.index()));
  }

  @Override
  public OptionalInt maxMoves() {
    return bug == Bug.NO_MAX_MOVES ? OptionalInt.empty() : OptionalInt.of(length);
  }

  @Override
  public boolean keepsScore() {
    return bug != Bug.DENIES_KEEPING_SCORE;
  }

  @Override
  public boolean hasPositionText() {
    return true;
  }

  @Override
  public ClaimState parsePosition(String text) {
    try {
      return readPosition(text);
    } catch (NotationException e) {
      if (bug == Bug.TEXT_ERROR_NAMES_ANOTHER_TEXT) {
        throw new NotationException(text + " ", e.position(), e.expected());
      }
      throw e;
    }
  }

  private ClaimState readPosition(String text) {
    int[] owners = new int[length];
    for (int i = 0; i < length; i++) {
      char c = i < text.length() ? text.charAt(i) : 0;
      if (c != '.' && (c < 'A' || c >= 'A' + players)) {
        throw new NotationException(text, Math.min(i, text.length()), "'.' or a player's letter for cell " + i);
      }
      owners[i] = c == '.' ? 0 : c - 'A' + 1;
    }
    if (length >= text.length() || text.charAt(length) != ' ') {
      throw new NotationException(text, Math.min(length, text.length()), "a space after the row");
    }
    char mover = length + 1 < text.length() ? text.charAt(length + 1) : 0;
    if (mover < 'A' || mover >= 'A' + players) {
      throw new NotationException(text, Math.min(length + 1, text.length()), "the letter of the player to move");
    }
    if (length + 2 < text.length()) {
      throw new NotationException(text, length + 2, "the end of the text");
    }
    return ClaimState.of(this, owners, Player.of(mover - 'A'));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ClaimGame other
        && bug != Bug.GAME_UNEQUAL_TO_ITSELF
        && other.length == length
        && other.players == players
        && other.policy.equals(policy)
        && other.rules() == rules();
  }

  /** Returns the bug that makes the rules differ from the correct game's, NONE for bugs of the game's own methods. */
  private Bug rules() {
    return bug == Bug.GAME_IDENTITY_HASH || bug == Bug.SPEC_OMITS_DEFAULT_TURNS ? Bug.NONE : bug;
  }

  @Override
  public int hashCode() {
    return bug == Bug.GAME_IDENTITY_HASH ? System.identityHashCode(this) : Objects.hash(length, players, policy, rules());
  }

  @Override
  public String toString() {
    return spec().toString();
  }
}
