package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.TurnPolicy;
import java.util.Set;

/**
 * Creates {@link DotsBoxes} games from their canonical text, for
 * {@link io.github.gridgames.core.Games#parse(String)}:
 * {@code dots-boxes(rows=R,cols=C,players=P,turns=T)}.
 *
 * <p>Every parameter is optional: {@code rows} and {@code cols} default to each other, or to
 * {@link DotsBoxes#DEFAULT_SIZE} (3) when both are missing, so {@code dots-boxes(rows=5)} is
 * 5 x 5; {@code players} defaults to 2; {@code turns} defaults to {@code extra-turn-on-capture}
 * and may also be {@code alternate}. Custom turn policies cannot be created from text: a game
 * built with one by {@link DotsBoxes#of(int, int, int, TurnPolicy)} has a canonical text that this
 * provider refuses, naming the policy.
 *
 * <p>The game's agents and solver are in the artifact {@code gridgames-dots-boxes-strategy}.
 */
public final class DotsBoxesProvider implements GameProvider {

  private static final Set<String> PARAMETERS = Set.of("rows", "cols", "players", "turns");

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public DotsBoxesProvider() {}

  /**
   * Returns {@code dots-boxes}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return DotsBoxes.ID;
  }

  /**
   * Creates a game from its spec; see the class comment for the parameters and defaults.
   *
   * @param spec a spec with id {@code dots-boxes}
   * @return the game
   * @throws IllegalArgumentException if the id differs, a parameter is unknown, a number is not
   *     an integer or out of range, or the turn policy is not built in; the message names the
   *     parameter and what is allowed
   */
  @Override
  public Game<?, ?> create(GameSpec spec) {
    return createDotsBoxes(spec);
  }

  private static int checked(String name, int value) {
    try {
      return DotsBoxes.checkSize(name, value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("parameter " + e.getMessage(), e);
    }
  }

  /**
   * Creates a game from its spec, typed; see {@link #create(GameSpec)}.
   *
   * @param spec a spec with id {@code dots-boxes}
   * @return the game
   * @throws IllegalArgumentException as {@link #create(GameSpec)}
   */
  public DotsBoxes createDotsBoxes(GameSpec spec) {
    requireNonNull(spec, "spec");
    var unused1 = spec.requireOnly(DotsBoxes.ID, PARAMETERS);
    int rows;
    int cols;
    if (spec.get("rows").isEmpty() && spec.get("cols").isEmpty()) {
      rows = DotsBoxes.DEFAULT_SIZE;
      cols = DotsBoxes.DEFAULT_SIZE;
    } else if (spec.get("rows").isEmpty()) {
      cols = checked("cols", spec.intParameter("cols", 0));
      rows = cols;
    } else {
      rows = checked("rows", spec.intParameter("rows", 0));
      cols = spec.get("cols").isEmpty() ? rows : checked("cols", spec.intParameter("cols", 0));
    }
    int players = spec.intParameter("players", 2);
    String turns = spec.get("turns").orElse(null);
    TurnPolicy policy = TurnPolicy.EXTRA_TURN_ON_CAPTURE;
    if (turns != null) {
      policy = null;
      for (TurnPolicy builtIn : TurnPolicy.builtIns()) {
        if (builtIn.name().equals(turns)) {
          policy = builtIn;
        }
      }
      if (policy == null) {
        throw new IllegalArgumentException(
            "parameter turns of dots-boxes must be extra-turn-on-capture or alternate, got '"
                + turns
                + "'; custom turn policies cannot be read from text, build the game with"
                + " DotsBoxes.of(rows, cols, players, policy) instead");
      }
    }
    try {
      return DotsBoxes.of(rows, cols, players, policy);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("parameter " + e.getMessage() + " in " + spec, e);
    }
  }

  /**
   * Returns {@code Dots and Boxes}.
   *
   * @return the title
   */
  @Override
  public String title() {
    return "Dots and Boxes";
  }
}
