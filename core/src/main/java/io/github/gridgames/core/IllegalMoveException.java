package io.github.gridgames.core;

import static java.util.Objects.requireNonNull;

/**
 * Thrown when an illegal move is played. The state the move was played on is unchanged. The
 * exception carries the {@link Violation} that explains the refusal; its message is the
 * violation's sentence.
 */
public final class IllegalMoveException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final transient Violation violation;

  /**
   * Creates the exception for a violation.
   *
   * @param violation why the move was refused
   * @throws NullPointerException if {@code violation} is null
   */
  public IllegalMoveException(Violation violation) {
    super(requireNonNull(violation, "violation").message());
    this.violation = violation;
  }

  /**
   * Returns why the move was refused.
   *
   * @return the violation
   */
  public Violation violation() {
    return violation;
  }

  /**
   * Returns the machine-readable reason, a shortcut for {@code violation().reason()}.
   *
   * @return the reason
   */
  public Reason reason() {
    return violation.reason();
  }
}
