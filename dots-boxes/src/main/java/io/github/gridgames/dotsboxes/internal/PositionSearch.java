package io.github.gridgames.dotsboxes.internal;

import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import org.jspecify.annotations.Nullable;

/**
 * Queries on a {@link DotsBoxesPosition} that the game's search reads in its inner loops, kept
 * out of the position's public methods: how many boxes a line would complete, how many sides of a
 * box are drawn, and the drawn lines as one bit mask. Lines are edge indexes and boxes box
 * indexes, as {@link io.github.gridgames.dotsboxes.DotsBoxes} numbers them.
 *
 * <p>The rules package implements the queries ({@link Hooks}) and installs them when {@link
 * DotsBoxesPosition} is initialised; each query here calls them through a constant, which the
 * compiler inlines. This package is exported to the strategy module only.
 */
public final class PositionSearch {

  /** The queries the rules package installed; read once, by {@link Installed}. */
  private static volatile @Nullable Hooks installed;

  private PositionSearch() {}

  /**
   * Returns how many boxes drawing an undrawn line would complete, as the state's {@code
   * effectOf(move).captures()} says.
   *
   * @param position the position
   * @param edge the edge index of an undrawn line
   * @return 0, 1 or 2
   * @throws IndexOutOfBoundsException if {@code edge} is not an edge index of the board
   * @throws IllegalArgumentException if the line is drawn already, with the message {@code "the
   *     line 3 is drawn already"}
   */
  public static int capturesOf(DotsBoxesPosition position, int edge) {
    return Installed.HOOKS.capturesOf(position, edge);
  }

  /**
   * Returns how many sides of a box are drawn.
   *
   * @param position the position
   * @param box a box index
   * @return 0 to 4
   * @throws IndexOutOfBoundsException if {@code box} is not a box index of the board
   */
  public static int sidesDrawn(DotsBoxesPosition position, int box) {
    return Installed.HOOKS.sidesDrawn(position, box);
  }

  /**
   * Returns the drawn lines as a bit set, bit {@code e} for edge index {@code e}, on boards of at
   * most 64 lines (such as 5 x 5 boxes).
   *
   * @param position the position
   * @return the drawn-line mask
   * @throws IllegalStateException if the board has more than 64 lines, with the message {@code "the
   *     board has 84 lines, more than the 64 of a drawn-line mask"}
   */
  public static long drawnMask(DotsBoxesPosition position) {
    return Installed.HOOKS.drawnMask(position);
  }

  /**
   * Installs the rules package's implementation of the queries; {@link DotsBoxesPosition} calls
   * this once, when it is initialised.
   *
   * @param hooks the implementation
   * @throws IllegalStateException if an implementation is installed already
   * @throws NullPointerException if {@code hooks} is null
   */
  public static void install(Hooks hooks) {
    requireNonNull(hooks, "hooks");
    synchronized (PositionSearch.class) {
      checkState(installed == null, "the position search hooks are installed already");
      installed = hooks;
    }
  }

  /**
   * The queries, implemented by the rules package, which can read the position's words; the
   * methods of {@link PositionSearch} say what each returns and refuses.
   */
  public interface Hooks {

    /**
     * See {@link PositionSearch#capturesOf(DotsBoxesPosition, int)}.
     *
     * @param position the position
     * @param edge an edge index
     * @return 0, 1 or 2
     */
    int capturesOf(DotsBoxesPosition position, int edge);

    /**
     * See {@link PositionSearch#sidesDrawn(DotsBoxesPosition, int)}.
     *
     * @param position the position
     * @param box a box index
     * @return 0 to 4
     */
    int sidesDrawn(DotsBoxesPosition position, int box);

    /**
     * See {@link PositionSearch#drawnMask(DotsBoxesPosition)}.
     *
     * @param position the position
     * @return the drawn-line mask
     */
    long drawnMask(DotsBoxesPosition position);
  }

  /**
   * Holds the installed queries as a constant: initialising this class initialises {@link
   * DotsBoxesPosition}, which installs them, whichever of the two classes was used first.
   */
  private static final class Installed {

    static final Hooks HOOKS = load();

    private Installed() {}

    private static Hooks load() {
      try {
        Class.forName(
            DotsBoxesPosition.class.getName(), true, DotsBoxesPosition.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("the class DotsBoxesPosition cannot be loaded", e);
      }
      Hooks hooks = installed;
      checkState(hooks != null, "DotsBoxesPosition did not install the position search hooks");
      return hooks;
    }
  }
}
