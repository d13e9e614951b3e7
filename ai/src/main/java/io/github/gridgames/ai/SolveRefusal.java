package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * Why a game's positions cannot be solved, and which game parameter to change so that they can;
 * see {@link GameSolver#refusal}. Tools name the option that sets the parameter, such as {@code
 * --cap} for the parameter {@code cap}.
 *
 * @param reason a sentence such as {@code "solve needs a game that ends: give it a stone cap"}
 * @param parameter the spec parameter to change, if one helps
 */
public record SolveRefusal(String reason, Optional<String> parameter) {

  /**
   * Creates a refusal.
   *
   * @param reason the reason
   * @param parameter the parameter to change, or empty
   * @throws NullPointerException if an argument is null
   */
  public SolveRefusal {
    requireNonNull(reason, "reason");
    requireNonNull(parameter, "parameter");
  }
}
