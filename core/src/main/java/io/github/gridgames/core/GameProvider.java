package io.github.gridgames.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Creates the games of one id from their canonical text; the service that
 * {@link Games#parse(String)} looks up with {@link java.util.ServiceLoader}. Game modules declare
 * their provider in {@code module-info.java} ({@code provides}) and in
 * {@code META-INF/services} for class-path use.
 *
 * <p>A provider is also what tools know of a game beyond its rules: its name for people ({@link
 * #title()}), the options that choose its parameters ({@link #options()}), how people type and
 * read its moves ({@link #textPlay(Game)}) and the contest protocols its bots speak ({@link
 * #protocols()}). Each has a default that works for any game, so a new game needs only {@link
 * #id()} and {@link #create(GameSpec)}; the {@code gridgames} command then lists it, plays it,
 * matches agents on it, solves and benchmarks it. (Agents and solvers come from the {@code ai}
 * module; a game's own ones are a separate service of that module, its {@code StrategyProvider},
 * so that the rules never depend on it.)
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

  /**
   * Returns the options people choose the game's parameters with, such as {@code --board 3x4}, in
   * the order help lists them. The default has one option per parameter of the default game (the
   * game {@link #create(GameSpec)} builds from a spec without parameters), named after the
   * parameter and copying its value: a game with parameters {@code cols} and {@code rows} gets
   * {@code --cols} and {@code --rows}.
   *
   * @return the options
   */
  default List<GameOption> options() {
    List<GameOption> options = new ArrayList<>();
    for (Map.Entry<String, String> parameter : create(GameSpec.builder(id()).build()).spec().parameters().entrySet()) {
      options.add(
          GameOption.parameter(
              parameter.getKey(),
              parameter.getKey().toUpperCase(Locale.ROOT),
              "the " + parameter.getKey() + " of the game (default " + parameter.getValue() + ")"));
    }
    return options;
  }

  /**
   * Returns how people type and read the moves of one of this provider's games. The default is
   * {@link TextPlay#of(Game)}: every notation of the game, its drawing and its scores.
   *
   * @param game a game this provider created
   * @param <S> the state type
   * @param <M> the move type
   * @return the text play
   * @throws IllegalArgumentException if the game is not one of this provider's (providers that
   *     override this method check it)
   */
  default <S extends State<S, M>, M extends Move> TextPlay<S, M> textPlay(Game<S, M> game) {
    return TextPlay.of(game);
  }

  /**
   * Returns the contest protocols that bots of this game speak, such as the CodinGame protocol of
   * Dots and Boxes. The default has none.
   *
   * @return the protocols, with distinct names
   */
  default List<BotProtocol<?, ?>> protocols() {
    return List.of();
  }
}
