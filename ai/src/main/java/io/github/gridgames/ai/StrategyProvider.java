package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * Supplies the agents and the solver of the games of one id and class: named agents built from
 * the game's own strategy classes and the hooks of the generic searches ({@link GameAgents}), and
 * the game's {@link Solver}. A game's strategy module (such as {@code
 * gridgames-dots-boxes-strategy}) registers one as a service, in its {@code module-info.java}
 * ({@code provides io.github.gridgames.ai.StrategyProvider with ...}) and in {@code
 * META-INF/services}; {@link StrategyProviders#find(String)} finds it by the game's id, and {@link
 * GameAgents#of(Game)} and {@link Solver#of(Game)} apply it to a game of its {@link #gameClass()}
 * (checking the class, so that a provider is written for its own game class only and needs no
 * cast):
 *
 * <pre>{@code
 * public final class MyStrategies implements StrategyProvider<MyGame, MyState, MyMove> {
 *   public String id() { return "my-game"; }
 *   public Class<MyGame> gameClass() { return MyGame.class; }
 *   public GameAgents<MyState, MyMove> agents(MyGame game) {
 *     return GameAgents.builder(game).evaluation(new MyEvaluation()).build();
 *   }
 *   public Solver<MyState, MyMove> solver(MyGame game) { return AlphaBetaSolver.of(); }
 * }
 * }</pre>
 *
 * <p>Providers are made by {@link java.util.ServiceLoader} at each lookup, so a provider must have
 * a public constructor without arguments, and should be cheap to make.
 *
 * @param <G> the class of the games served
 * @param <S> their state type
 * @param <M> their move type
 */
public interface StrategyProvider<G extends Game<S, M>, S extends State<S, M>, M extends Move> {

  /**
   * Returns the id of the games this provider serves, such as {@code dots-boxes}: the {@link
   * Game#id()} of those games.
   *
   * @return the id
   */
  String id();

  /**
   * Returns the class of the games this provider serves; every game of its {@link #id()} is of
   * this class.
   *
   * @return the class
   */
  Class<G> gameClass();

  /**
   * Returns the agents of a game.
   *
   * @param game a game of this provider's id
   * @return the agents
   */
  GameAgents<S, M> agents(G game);

  /**
   * Returns the solver of a game.
   *
   * @param game a game of this provider's id
   * @return the solver
   */
  Solver<S, M> solver(G game);
}
