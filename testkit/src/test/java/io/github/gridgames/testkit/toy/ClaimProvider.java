package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.TurnPolicy;
import java.util.Set;

/** Installs the correct toy game as a service, so the provider check of the contract runs on it. */
public final class ClaimProvider implements GameProvider {

  @Override
  public String id() {
    return "claim";
  }

  @Override
  public Game<?, ?> create(GameSpec spec) {
    spec.requireOnly("claim", Set.of("length", "players", "turns"));
    return ClaimGame.of(
        spec.intParameter("length", 6),
        spec.intParameter("players", 2),
        spec.get("turns").map(TurnPolicy::named).orElse(TurnPolicy.EXTRA_TURN_ON_CAPTURE));
  }
}
