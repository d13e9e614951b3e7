package io.github.gridgames.server;

import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;

/**
 * The agents the server offers by name, for every game: those of {@link GameAgents#of(Game)},
 * exactly the agents of the {@code gridgames} command and of the library, so {@code best} is the
 * game's strongest agent wherever it is asked for. The catalog names no game: each game's agents
 * come from its installed strategy module, or are the generic ones.
 *
 * <p>Every agent is built for its request and thinks through {@link #agent(Game, String, long,
 * long)}: at most one per processor at a time.
 */
final class AgentCatalog {

  /** One permit per processor: agents think one per processor at a time, in arrival order. */
  private final Semaphore thinking =
      new Semaphore(Runtime.getRuntime().availableProcessors(), true);

  /**
   * Returns the names of a game's agents, {@code best} first, then in the order of {@link
   * GameAgents#names()}.
   *
   * @param game the game
   * @return the names
   */
  static List<String> names(Game<?, ?> game) {
    List<String> names = new ArrayList<>(List.of(GameAgents.BEST));
    for (String name : GameAgents.of(game).names()) {
      if (!name.equals(GameAgents.BEST)) {
        names.add(name);
      }
    }
    return List.copyOf(names);
  }

  /**
   * Describes a game's agent, such as {@code "a uniformly random legal move"}.
   *
   * @param game the game
   * @param name one of {@link #names(Game)}
   * @return the description
   */
  static String description(Game<?, ?> game, String name) {
    return GameAgents.of(game).description(name);
  }

  /**
   * Makes a game's agent by name, thinking within a time from now for all its choices together,
   * and only while it holds one of the catalog's thinking permits (see {@link DeadlineAgent}).
   *
   * @param game the game
   * @param name one of {@link #names(Game)}
   * @param seed the seed of the agent's randomness
   * @param millis the time, from now
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   * @throws ApiError if the game has no agent of that name (400 {@code unknown-agent}, listing the
   *     names)
   */
  <S extends State<S, M>, M extends Move> Agent<S, M> agent(Game<S, M> game, String name, long seed, long millis) {
    GameAgents<S, M> strategies = GameAgents.of(game);
    if (!strategies.names().contains(name)) {
      List<String> names = names(game);
      throw ApiError.badRequest(
              "unknown-agent",
              "there is no agent named '" + name + "'; the agents are " + String.join(", ", names))
          .with("agents", names);
    }
    return new DeadlineAgent<>(strategies.agent(name, seed), thinking, millis);
  }
}
