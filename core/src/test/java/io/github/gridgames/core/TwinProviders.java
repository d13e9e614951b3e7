package io.github.gridgames.core;

/**
 * Two providers of one id, installed for the core tests (META-INF/services), so that
 * {@link Games} has a clash to refuse.
 */
final class TwinProviders {

  private TwinProviders() {}

  /** The first provider of id {@code twin}. */
  public static class First implements GameProvider {
    @Override
    public String id() {
      return "twin";
    }

    @Override
    public Game<?, ?> create(GameSpec spec) {
      throw new UnsupportedOperationException("never built");
    }
  }

  /** The second provider of id {@code twin}, another class. */
  public static final class Second extends First {}
}
