package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;

/**
 * Creates {@link DotsBoxes} games from their canonical text, for
 * {@link io.github.gridgames.core.Games#parse(String)}:
 * {@code dots-boxes(rows=R,cols=C,players=P,turns=T)}, read by {@link
 * DotsBoxes#fromSpec(GameSpec)}, which gives the defaults.
 *
 * <p>The game's agents and solver are in the artifact {@code gridgames-dots-boxes-strategy}.
 */
public final class DotsBoxesProvider implements GameProvider {

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
   * Creates a game from its spec, as {@link DotsBoxes#fromSpec(GameSpec)} does.
   *
   * @param spec a spec with id {@code dots-boxes}
   * @return the game
   * @throws IllegalArgumentException if the id differs, a parameter is unknown, a number is not
   *     an integer or out of range, or the turn policy is not built in; the message names the
   *     parameter and what is allowed
   */
  @Override
  public Game<?, ?> create(GameSpec spec) {
    return DotsBoxes.fromSpec(spec);
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
