package io.github.gridgames.nrow.internal;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.nrow.NRowPosition;
import org.jspecify.annotations.Nullable;

/**
 * The search helpers of an {@link NRowPosition} that the game's strategies use and users do not
 * see: lookups and codes by coordinates and packed points, without a {@link
 * io.github.gridgames.nrow.Point} per call. {@link NRowPosition} installs the one {@link Access}
 * when its class is initialised, so every call made with a position in hand finds it. Like the
 * position, not thread-safe.
 */
public final class PositionAccess {

  /** Set once, by the class initialiser of {@link NRowPosition}, before any position exists. */
  private static @Nullable Access access;

  private PositionAccess() {}

  /**
   * What {@link NRowPosition} gives this class; implemented by the position's class alone.
   */
  public interface Access {
    /**
     * See {@link PositionAccess#owner}.
     *
     * @param position the position
     * @param x the column
     * @param y the row
     * @return the owner's index, or -1
     */
    int owner(NRowPosition position, int x, int y);

    /**
     * See {@link PositionAccess#isLegal}.
     *
     * @param position the position
     * @param x the column
     * @param y the row
     * @return whether a stone may go there now
     */
    boolean isLegal(NRowPosition position, int x, int y);

    /**
     * See {@link PositionAccess#longestLine}.
     *
     * @param position the position
     * @param x the column
     * @param y the row
     * @param player a player's index
     * @return at least 1
     */
    int longestLine(NRowPosition position, int x, int y, int player);

    /**
     * See {@link PositionAccess#stones}.
     *
     * @param position the position
     * @param into room for every stone
     * @return the number of stones written
     */
    int stones(NRowPosition position, long[] into);

    /**
     * See {@link PositionAccess#code}.
     *
     * @param position the position
     * @param x the column
     * @param y the row
     * @return the code
     */
    int code(NRowPosition position, int x, int y);

    /**
     * See {@link PositionAccess#packedPoint}.
     *
     * @param position the position
     * @param code a code of the position
     * @return the packed point
     */
    long packedPoint(NRowPosition position, int code);
  }

  /**
   * Installs the position's access; called once by the class initialiser of {@link NRowPosition}.
   *
   * @param implementation the access
   * @throws IllegalStateException if an access is installed already
   * @throws NullPointerException if {@code implementation} is null
   */
  public static void install(Access implementation) {
    requireNonNull(implementation, "implementation");
    if (access != null) {
      throw new IllegalStateException("the access of NRowPosition is installed already");
    }
    access = implementation;
  }

  /** The installed access: a position in hand means its class, which installs it, is initialised. */
  private static Access access() {
    return requireNonNull(access, "NRowPosition installs its access when its class is initialised");
  }

  /**
   * Returns the index of the player whose stone is on a point.
   *
   * @param position the position
   * @param x the column
   * @param y the row
   * @return the player's index, or -1 for an empty point
   */
  public static int owner(NRowPosition position, int x, int y) {
    return access().owner(position, x, y);
  }

  /**
   * Returns whether a stone may go on a point now, as {@code position.state().isLegal(Point.of(x,
   * y))} says.
   *
   * @param position the position
   * @param x the column
   * @param y the row
   * @return whether the point is legal
   */
  public static boolean isLegal(NRowPosition position, int x, int y) {
    return access().isLegal(position, x, y);
  }

  /**
   * Returns the longest line of one player's stones through a point, counting the point as the
   * player's: the line a stone of the player there would make (the N-in-a-row test of the rules,
   * asked without playing). Other players' stones and the ends of the plane stop a line.
   *
   * @param position the position
   * @param x the column
   * @param y the row
   * @param player a player's index
   * @return at least 1
   * @throws IllegalArgumentException if the player is not in the game
   */
  public static int longestLine(NRowPosition position, int x, int y, int player) {
    return access().longestLine(position, x, y, player);
  }

  /**
   * Writes the stones on the board as {@linkplain PackedPoint packed points}, in the position's
   * own order.
   *
   * @param position the position
   * @param into an array of at least {@code position.stoneCount()} entries
   * @return the number of stones written
   * @throws IllegalArgumentException if {@code into} is too short
   */
  public static int stones(NRowPosition position, long[] into) {
    return access().stones(position, into);
  }

  /**
   * Returns the code of a point given by its coordinates, as {@link NRowPosition#code} does.
   *
   * @param position the position
   * @param x the column
   * @param y the row
   * @return its code
   * @throws IllegalStateException if the position would need more than 2^24 tiles
   */
  public static int code(NRowPosition position, int x, int y) {
    return access().code(position, x, y);
  }

  /**
   * Returns the point of a code, {@linkplain PackedPoint packed}.
   *
   * @param position the position
   * @param code a code the position or a copy of it issued
   * @return the packed point
   * @throws IllegalArgumentException if the code stands for no point
   */
  public static long packedPoint(NRowPosition position, int code) {
    return access().packedPoint(position, code);
  }
}
