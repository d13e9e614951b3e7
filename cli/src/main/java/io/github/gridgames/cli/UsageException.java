package io.github.gridgames.cli;

/**
 * A usage error found while a command runs (a bad option value, an option that does not apply to
 * the chosen game): the command reports it as one line and exits with code 2.
 */
final class UsageException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message one line naming the bad option or value
   */
  UsageException(String message) {
    super(message);
  }

  /**
   * Returns the usage error for a bad option value.
   *
   * @param option the option, such as {@code --board}
   * @param value the value given
   * @param why what is wrong, such as {@code "rows must be between 1 and 100"}
   * @return the exception
   */
  static UsageException badValue(String option, Object value, String why) {
    return new UsageException(
        "Invalid value for option '" + option + "': '" + value + "': " + why);
  }
}
