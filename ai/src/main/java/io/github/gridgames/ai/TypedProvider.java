package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TextPlay;

/**
 * A {@link StrategyProvider} whose games are all of one class: a subclass writes its hooks for
 * that class ({@link #textPlayOf}, {@link #strategiesOf}), and this class checks the class of the
 * game it is given and adapts the types, once for every game module.
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
   * @param type the class of the games it creates
   * @throws NullPointerException if {@code type} is null
   */
  protected TypedProvider(Class<G> type) {
    this.type = requireNonNull(type, "type");
  }

  /**
   * Returns how people type and read the moves of a game; the default is {@link TextPlay#of}.
   *
   * @param game one of this provider's games
   * @return the text play
   */
  protected TextPlay<S, M> textPlayOf(G game) {
    return TextPlay.of(game);
  }

  /**
   * Returns the strategies of a game; the default is {@link Strategies#generic}.
   *
   * @param game one of this provider's games
   * @return the strategies
   */
  protected Strategies<S, M> strategiesOf(G game) {
    return Strategies.generic(game);
  }

  /**
   * Returns {@link #textPlayOf} for a game of this provider's class.
   *
   * @param game a game this provider created
   * @param <S2> the state type
   * @param <M2> the move type
   * @return the text play
   * @throws IllegalArgumentException if the game is of another class
   */
  @Override
  public final <S2 extends State<S2, M2>, M2 extends Move> TextPlay<S2, M2> textPlay(Game<S2, M2> game) {
    @SuppressWarnings("unchecked")
    TextPlay<S2, M2> typed = (TextPlay<S2, M2>) textPlayOf(own(game));
    return typed;
  }

  /**
   * Returns {@link #strategiesOf} for a game of this provider's class.
   *
   * @param game a game this provider created
   * @param <S2> the state type
   * @param <M2> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is of another class
   */
  @Override
  public final <S2 extends State<S2, M2>, M2 extends Move> Strategies<S2, M2> strategies(Game<S2, M2> game) {
    @SuppressWarnings("unchecked")
    Strategies<S2, M2> typed = (Strategies<S2, M2>) strategiesOf(own(game));
    return typed;
  }

  private G own(Game<?, ?> game) {
    requireNonNull(game, "game");
    checkArgument(type.isInstance(game), "%s is not a game of %s", game.spec(), id());
    return type.cast(game);
  }
}
