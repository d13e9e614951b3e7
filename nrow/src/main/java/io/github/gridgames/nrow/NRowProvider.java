package io.github.gridgames.nrow;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;

/**
 * Makes {@link NRow} games from their canonical text for
 * {@link io.github.gridgames.core.Games#parse(String)}: id {@code nrow}, parameters {@code n},
 * {@code distance}, {@code players}, {@code cap} and {@code turns} (a built-in turn policy's name,
 * such as {@code connect6}), each optional.
 *
 * <p>The game's agents and solver are in the artifact {@code gridgames-nrow-strategy}.
 */
public final class NRowProvider implements GameProvider {

  /** Creates the provider; called by {@link java.util.ServiceLoader}. */
  public NRowProvider() {}

  /**
   * Returns {@code nrow}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return NRow.ID;
  }

  /**
   * Creates the game, as {@link NRow#fromSpec(GameSpec)}.
   *
   * @param spec a spec with id {@code nrow}
   * @return the game
   * @throws IllegalArgumentException if a parameter is unknown or out of range, or {@code turns}
   *     names no built-in policy
   */
  @Override
  public NRow create(GameSpec spec) {
    return NRow.fromSpec(spec);
  }

  /**
   * Returns {@code N-in-a-row}.
   *
   * @return the title
   */
  @Override
  public String title() {
    return "N-in-a-row";
  }
}
