package io.github.gridgames.core;

/**
 * Creates the games of one id from their canonical text; the service that
 * {@link Games#parse(String)} looks up with {@link java.util.ServiceLoader}. Game modules declare
 * their provider in {@code module-info.java} ({@code provides}) and in
 * {@code META-INF/services} for class-path use.
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
}
