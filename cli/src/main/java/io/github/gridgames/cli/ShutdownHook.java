package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

/**
 * An action for the life of a command that runs if the program is stopped from outside (Ctrl-C,
 * a {@code kill}) before the command closes it: a JVM shutdown hook that closing removes.
 */
final class ShutdownHook implements AutoCloseable {

  private final Thread thread;

  private ShutdownHook(Thread thread) {
    this.thread = thread;
  }

  /**
   * Registers an action to run if the program is stopped before {@link #close()}.
   *
   * @param name the name of the hook's thread
   * @param action what to do, on the hook's thread
   * @return the registration, to close when the command ends normally
   */
  static ShutdownHook register(String name, Runnable action) {
    Thread thread = new Thread(requireNonNull(action, "action"), requireNonNull(name, "name"));
    Runtime.getRuntime().addShutdownHook(thread);
    return new ShutdownHook(thread);
  }

  /** Removes the hook; does nothing once the program is stopping (the hook then runs). */
  @Override
  public void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(thread);
    } catch (IllegalStateException stopping) {
      // The program is stopping: the hook runs.
    }
  }
}
