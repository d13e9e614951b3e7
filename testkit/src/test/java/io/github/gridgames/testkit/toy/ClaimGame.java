package io.github.gridgames.testkit.toy;

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
    return GameSpec.builder("claim")
        .put("length", length)
        .put("players", players)
        .put("turns", policy.name())
        .build();
  }

  @Override
  public int playerCount() {
    return players;
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
    return List.of(new SlotNotation());
  }

  @Override
  public String playerName(Player player) {
    return String.valueOf((char) ('A' + player.index()));
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(length);
  }

  @Override
  public boolean keepsScore() {
    return true;
  }

  @Override
  public boolean hasPositionText() {
    return true;
  }

  @Override
  public ClaimState parsePosition(String text) {
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
    return o instanceof ClaimGame other && other.spec().equals(spec()) && other.bug == bug;
  }

  @Override
  public int hashCode() {
    return Objects.hash(spec(), bug);
  }

  @Override
  public String toString() {
    return spec().toString();
  }
}
