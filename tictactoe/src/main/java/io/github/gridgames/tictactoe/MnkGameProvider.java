package io.github.gridgames.tictactoe;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;

/**
 * Creates m,n,k-games from their canonical text, for {@link io.github.gridgames.core.Games}: the
 * id is {@value MnkGame#ID} and {@link #create(GameSpec)} is {@link MnkGame#fromSpec(GameSpec)}.
 *
 * <p>The game's agents and solver are in the artifact {@code gridgames-tictactoe-strategy}.
 */
public final class MnkGameProvider implements GameProvider {

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public MnkGameProvider() {}

  /**
   * Returns {@value MnkGame#ID}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return MnkGame.ID;
  }

  /**
   * Creates the game, filling in defaults as {@link MnkGame#fromSpec(GameSpec)} documents.
   *
   * @param spec a spec with id {@value MnkGame#ID}
   * @return the game
   * @throws IllegalArgumentException if a parameter is unknown, malformed or out of range; the
   *     message names it and says what is allowed
   */
  @Override
  public MnkGame create(GameSpec spec) {
    return MnkGame.fromSpec(spec);
  }

  /**
   * Returns {@code Tic-Tac-Toe (m,n,k-game)}.
   *
   * @return the title
   */
  @Override
  public String title() {
    return "Tic-Tac-Toe (m,n,k-game)";
  }
}
