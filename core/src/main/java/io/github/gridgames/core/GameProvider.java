package io.github.gridgames.core;

/**
 * Creates the games of one id from their canonical text; the service that
 * {@link Games#parse(String)} looks up with {@link java.util.ServiceLoader}. Game modules declare
 * their provider in {@code module-info.java} ({@code provides}) and in
 * {@code META-INF/services} for class-path use.
 *
 * <p>A provider also names the game for people ({@link #title()}). A new game needs only {@link
 * #id()} and {@link #create(GameSpec)}; the {@code gridgames} command then lists it, plays it,
 * matches agents on it, solves and benchmarks it. What the tools know of a game beyond that (the
 * options that choose its parameters, how people type and read its moves, the contest protocols
 * its bots speak) is a separate service, {@link io.github.gridgames.core.tools.GameTools}, with
 * defaults for a game that has none; agents and solvers come from the {@code ai} module's
 * {@code StrategyProvider}. So the rules never depend on either.
 */
public interface GameProvider {

  /**
   * Returns the id of the games this provider creates, such as {@code dots-boxes}.
   *
   * @return the id
   */
  String id();

  /**
   * Creates a game from its spec, filling in defaults for missing parameters.
   *
   * @param spec a spec whose id is {@link #id()}
   * @return the game
   * @throws IllegalArgumentException if a parameter is unknown or out of range; the message names
   *     it and says what is allowed
   */
  Game<?, ?> create(GameSpec spec);

  /**
   * Returns the game's name for people, such as {@code Dots and Boxes}. The default is the id.
   *
   * @return the title
   */
  default String title() {
    return id();
  }
}
