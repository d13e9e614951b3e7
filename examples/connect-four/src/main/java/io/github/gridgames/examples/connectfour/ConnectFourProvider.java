package io.github.gridgames.examples.connectfour;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;

/**
 * Registers Connect Four (id {@value ConnectFour#ID}) with the tools: {@code
 * META-INF/services/io.github.gridgames.core.GameProvider} names this class, so {@code gridgames}
 * lists, plays, matches, solves and benchmarks the game once its jar is on the class path. It has
 * no {@link io.github.gridgames.core.tools.GameTools}, so its options ({@code --rows}, {@code
 * --cols}, one per parameter) and how moves are typed are the defaults every game gets, and so are
 * its agents and solver.
 */
public final class ConnectFourProvider implements GameProvider {

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public ConnectFourProvider() {}

  @Override
  public String id() {
    return ConnectFour.ID;
  }

  @Override
  public ConnectFour create(GameSpec spec) {
    return ConnectFour.fromSpec(spec);
  }

  @Override
  public String title() {
    return "Connect Four";
  }
}
