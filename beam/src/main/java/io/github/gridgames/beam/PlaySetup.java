package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import java.io.Serializable;
import java.util.List;

/**
 * What the games of a pipeline are played with, checked before any pipeline starts: the game's
 * spec, the entrants' agent specs, the base seed, the random opening moves, the move limit, and
 * the default time per move or the nodes per move. Serializable, so that workers rebuild the game
 * and the agents from it.
 *
 * @param spec the game's canonical spec
 * @param entrants the agent specs, as the command line names them
 * @param seed the base seed
 * @param openingMoves the random opening moves of each game
 * @param maxMoves the move limit of each game
 * @param thinkMillis the time per move of agents given without one
 * @param nodes the work units (search nodes) every agent spends per move instead of a time, or 0
 *     for agents limited by time
 */
record PlaySetup(
    String spec, List<String> entrants, long seed, int openingMoves, int maxMoves, long thinkMillis, long nodes)
    implements Serializable {

  private static final long serialVersionUID = 1L;

  /** SplitMix64's increment, the odd integer nearest 2^64 divided by the golden ratio. */
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  PlaySetup {
    requireNonNull(spec, "spec");
    entrants = List.copyOf(entrants);
  }

  /**
   * Checks a setup and puts the game's spec and the agents' specs in their canonical forms.
   *
   * @param game the game's name or spec, as {@link Games#parse(String)} reads it
   * @param entrants the agent specs
   * @param options how the games are played, checked already
   * @throws IllegalArgumentException naming the game spec that does not parse, the agent the game
   *     does not have, a game without two players, or an agent given a time when every agent has
   *     nodes
   */
  static PlaySetup check(String game, List<String> entrants, PlayOptions options) {
    Game<?, ?> parsed = parseGame(game);
    checkArgument(
        parsed.playerCount() == 2,
        "these pipelines play two-player games; %s has %s players",
        parsed.spec(),
        parsed.playerCount());
    GameAgents<?, ?> agents = GameAgents.of(parsed);
    List<String> canonical =
        entrants.stream().map(text -> checkAgent(agents, text, options.nodes())).toList();
    return new PlaySetup(
        parsed.spec().toString(),
        canonical,
        options.seed(),
        options.openingMoves(),
        options.maxMoves() > 0 ? options.maxMoves() : parsed.maxMoves().orElse(400),
        options.thinkMillis(),
        options.nodes());
  }

  /**
   * Parses a game.
   *
   * @throws IllegalArgumentException naming the text when it does not parse
   */
  static Game<?, ?> parseGame(String game) {
    requireNonNull(game, "game");
    try {
      return Games.parse(game);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("unknown game '" + game + "': " + e.getMessage(), e);
    }
  }

  private static String checkAgent(GameAgents<?, ?> agents, String text, long nodes) {
    requireNonNull(text, "agent");
    AgentSpec spec;
    try {
      spec = AgentSpec.parse(text);
      String unused = agents.description(spec.name());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown agent '" + text + "': " + e.getMessage(), e);
    }
    checkArgument(
        nodes == 0 || spec.timePerMove().isEmpty(),
        "the agent '%s' names a time per move, but every agent searches %s nodes per move; name it without one",
        text,
        nodes);
    return spec.toString();
  }

  /**
   * The seed of the games between two entrants: the base seed and the two entrants' numbers
   * mixed by SplitMix64's finalizer, so that neighbouring pairings get unrelated seeds.
   */
  long pairingSeed(int first, int second) {
    return mix(mix(mix(seed) + GOLDEN_GAMMA * (first + 1L)) + GOLDEN_GAMMA * (second + 1L));
  }

  /** SplitMix64's finalizer: a bijection of 64-bit values that spreads every bit over all. */
  private static long mix(long value) {
    long z = (value ^ (value >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
