package io.github.gridgames.testkit.toy;

import static com.google.common.base.Preconditions.checkArgument;

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
    int length = spec.intParameter("length", 6);
    int players = spec.intParameter("players", 2);
    // The limits keep hostile specs (fuzzed records) from building rows that cannot be allocated.
    checkArgument(length >= 1 && length <= 1000, "length must be 1 to 1000, got %s", length);
    checkArgument(players >= 1 && players <= 26, "players must be 1 to 26, got %s", players);
    return ClaimGame.of(
        length,
        players,
        spec.get("turns").map(TurnPolicy::named).orElse(TurnPolicy.EXTRA_TURN_ON_CAPTURE));
  }
}
