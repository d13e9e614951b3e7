package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.TableKey;
import io.github.gridgames.tictactoe.MnkState;

/**
 * The transposition-table key that merges the positions a board's symmetries map onto each other:
 * the {@linkplain MnkState#canonical() canonical form} of the state. The table places it by the
 * canonical form's {@link MnkState#positionHash()} and verifies a match with {@code equals}, so
 * the key is exact: two states share an entry exactly when one is an image of the other under
 * {@link io.github.gridgames.tictactoe.MnkGame#symmetries()}, and such states have the same game
 * value. Stateless and thread-safe.
 */
public final class CanonicalTableKey implements TableKey<MnkState> {

  private static final CanonicalTableKey INSTANCE = new CanonicalTableKey();

  private CanonicalTableKey() {}

  /**
   * Returns the key.
   *
   * @return the shared instance
   */
  public static CanonicalTableKey instance() {
    return INSTANCE;
  }

  /**
   * Returns the canonical form of the state.
   *
   * @param state the state
   * @return {@code state.canonical()}
   * @throws NullPointerException if {@code state} is null
   */
  @Override
  public Object keyOf(MnkState state) {
    return requireNonNull(state, "state").canonical();
  }

  /** Returns {@code "canonical"}. */
  @Override
  public String toString() {
    return "canonical";
  }
}
