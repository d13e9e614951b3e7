package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TextPlay;
import java.util.Optional;

/**
 * One game as the commands play it, all from its provider: the game, how people type and read its
 * moves ({@link TextPlay}), and its agents and solver ({@link Strategies}).
 *
 * @param provider the game's provider
 * @param game the game
 * @param text how people type and read its moves
 * @param strategies its agents and solver
 * @param <S> the state type
 * @param <M> the move type
 */
record PlayedGame<S extends State<S, M>, M extends Move>(
    GameProvider provider, Game<S, M> game, TextPlay<S, M> text, Strategies<S, M> strategies) {

  /**
   * Bundles a game with what its provider says of it.
   *
   * @param provider the provider
   * @param game a game the provider created
   * @return the bundle
   */
  static PlayedGame<?, ?> of(GameProvider provider, Game<?, ?> game) {
    return capture(requireNonNull(provider, "provider"), requireNonNull(game, "game"));
  }

  private static <S extends State<S, M>, M extends Move> PlayedGame<S, M> capture(
      GameProvider provider, Game<S, M> game) {
    return new PlayedGame<>(provider, game, provider.textPlay(game), Strategies.of(game));
  }

  /**
   * Returns this game with its moves described and its states drawn in one of its notations
   * ({@link TextPlay#in(Notation)}); moves are still read in every notation.
   *
   * @param notation one of the game's notations
   * @return the game in that notation
   * @throws IllegalArgumentException if the notation is not one of the game's
   */
  PlayedGame<S, M> in(Notation<M> notation) {
    return new PlayedGame<>(provider, game, text.in(notation), strategies);
  }

  /**
   * Returns the game's name for people.
   *
   * @return such as {@code Dots and Boxes}
   */
  String title() {
    return provider.title();
  }

  /**
   * Returns a player's name in this game.
   *
   * @param player the player
   * @return such as {@code A} or {@code X}
   */
  String name(Player player) {
    return game.playerName(player);
  }

  /**
   * Returns the command-line option that sets a parameter of this game.
   *
   * @param parameter a spec parameter, such as {@code cap}
   * @return the option, such as {@code --cap}, or empty when none does
   */
  Optional<String> optionOf(String parameter) {
    return provider.options().stream()
        .filter(option -> option.parameters().contains(parameter))
        .map(option -> "--" + option.name())
        .findFirst();
  }

  /**
   * Reads an agent given on the command line, such as {@code best:100}.
   *
   * @param option the option it was given with, for messages
   * @param value the value
   * @param humanAllowed whether {@code human} is accepted, which gives an empty result
   * @return the agent's spec, or empty for a human
   * @throws UsageException if the value is not an agent of this game (or {@code human} where
   *     allowed), naming the option and the value
   */
  Optional<AgentSpec> agentSpec(String option, String value, boolean humanAllowed) {
    if (humanAllowed && value.strip().equalsIgnoreCase("human")) {
      return Optional.empty();
    }
    String expected =
        "expected "
            + (humanAllowed ? "human or " : "")
            + "an agent "
            + String.join(", ", strategies.agentNames().subList(0, strategies.agentNames().size() - 1))
            + " or "
            + strategies.agentNames().get(strategies.agentNames().size() - 1)
            + ", optionally with :MILLIS for its time per move, such as best:100";
    AgentSpec spec;
    try {
      spec = AgentSpec.parse(value);
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue(option, value, e.getMessage().startsWith("the time per move") ? e.getMessage() : expected);
    }
    if (!strategies.agentNames().contains(spec.name())) {
      throw UsageException.badValue(option, value, expected);
    }
    return Optional.of(spec);
  }

  /**
   * Says that the mover plays again, when a move leaves the same player to move in an unfinished
   * game (after a capture in Dots and Boxes, or by the turn order), with the captures it made.
   *
   * @param before the state the move was played in
   * @param move the move
   * @param after the state after it
   * @return such as {@code " A captures 1 and plays again."}, with a leading space, or empty text
   */
  String again(S before, M move, S after) {
    Player mover = before.toMove();
    if (after.isTerminal() || !after.toMove().equals(mover)) {
      return "";
    }
    int captures = before.effectOf(move).captures();
    return " " + name(mover) + (captures > 0 ? " captures " + captures + " and" : "") + " plays again.";
  }

  /**
   * Returns what happened so far in an unfinished game, for a game that stops early.
   *
   * @param state the state
   * @param moves the number of moves played
   * @return a sentence
   */
  String soFar(S state, int moves) {
    if (state.isTerminal()) {
      return text.result(state);
    }
    String count = moves + (moves == 1 ? " move" : " moves");
    if (game.keepsScore()) {
      return "Score so far after " + count + ": " + text.scoreLine(state) + ".";
    }
    return "No result after " + count + ": the game was not finished.";
  }
}
