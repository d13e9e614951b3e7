package io.github.gridgames.cli;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The agents every game offers, by the names the command uses. */
enum AgentKind {
  /** A uniformly random legal move. */
  RANDOM("random", "a uniformly random legal move"),
  /** One move ahead with the game's evaluation. */
  GREEDY("greedy", "one move ahead with the game's evaluation"),
  /** Alpha-beta search with the game's evaluation and move ordering. */
  ALPHABETA("alphabeta", "alpha-beta search with the game's evaluation"),
  /** Monte Carlo tree search with random playouts. */
  MCTS("mcts", "Monte Carlo tree search with random playouts"),
  /** The strongest agent for the game. */
  BEST("best", "the strongest agent for the game");

  private final String text;
  private final String description;

  AgentKind(String text, String description) {
    this.text = text;
    this.description = description;
  }

  /**
   * Returns the name used on the command line.
   *
   * @return such as {@code alphabeta}
   */
  String text() {
    return text;
  }

  /**
   * Returns a short description.
   *
   * @return the description
   */
  String description() {
    return description;
  }

  /**
   * Returns the kind with a name, ignoring case.
   *
   * @param text the name
   * @return the kind, or empty if none has the name
   */
  static Optional<AgentKind> named(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(k -> k.text.equals(lower)).findFirst();
  }

  /**
   * Returns the names joined for a message: {@code random, greedy, alphabeta, mcts or best}.
   *
   * @return the names
   */
  static String names() {
    String all = Arrays.stream(values()).map(AgentKind::text).collect(Collectors.joining(", "));
    int last = all.lastIndexOf(", ");
    return all.substring(0, last) + " or " + all.substring(last + 2);
  }
}
