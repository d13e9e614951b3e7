package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * A {@link StrategyProvider} whose games are all of one class: a subclass writes {@link
 * #strategiesOf} for that class, and this class checks the class of the game it is given and
 * adapts the types, once for every strategy module.
 *
 * @param <G> the game class
 * @param <S> the state type
 * @param <M> the move type
 */
public abstract class TypedProvider<G extends Game<S, M>, S extends State<S, M>, M extends Move>
    implements StrategyProvider {

  private final Class<G> type;

  /**
   * Creates the provider.
   *
   * @param type the class of the games it serves
   * @throws NullPointerException if {@code type} is null
   */
  protected TypedProvider(Class<G> type) {
    this.type = requireNonNull(type, "type");
  }

  /**
   * Returns the strategies of a game.
   *
   * @param game a game of this provider's class
   * @return the strategies
   */
  protected abstract Strategies<S, M> strategiesOf(G game);

  /**
   * Returns {@link #strategiesOf} for a game of this provider's class.
   *
   * @param game a game of this provider's class
   * @param <S2> the state type
   * @param <M2> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is of another class
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public final <S2 extends State<S2, M2>, M2 extends Move> Strategies<S2, M2> strategies(Game<S2, M2> game) {
    requireNonNull(game, "game");
    checkArgument(type.isInstance(game), "%s is not a game of %s", game.spec(), id());
    @SuppressWarnings("unchecked") // the game is a G (checked above), so S2 and M2 are its types
    Strategies<S2, M2> typed = (Strategies<S2, M2>) strategiesOf(type.cast(game));
    return typed;
  }
}
