package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Game;
import io.github.gridgames.testkit.toy.Bug;
import io.github.gridgames.testkit.toy.ClaimGame;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Runs the rules contract on a broken toy game and picks out the failure of one check. */
final class ContractFailures {

  private ContractFailures() {}

  /** Returns the failure of the named check over random games for the toy game with the bug. */
  static GameFailure failureOf(Bug bug, String check) {
    return failureOf(ClaimGame.withBug(bug), bug, check);
  }

  /** Returns the failure of the named check over random games; fails if the check passes. */
  static GameFailure failureOf(Game<?, ?> game, Object bug, String check) {
    List<Throwable> failures = failures(game, Feature.PROVIDER);
    return failures.stream()
        .filter(t -> t instanceof GameFailure f && f.property().equals(check))
        .map(t -> (GameFailure) t)
        .findFirst()
        .orElseThrow(() -> new AssertionError("check '" + check + "' did not catch " + bug + "; failures: " + failures));
  }

  /** Returns whether the named check passes for the toy game with the bug (another check fails). */
  static boolean passes(Bug bug, String check) {
    return failures(ClaimGame.withBug(bug), Feature.PROVIDER).stream()
        .noneMatch(t -> t instanceof GameFailure f && f.property().equals(check));
  }

  /**
   * Returns what the named one-off check of the toy game with the bug says is wrong: its message
   * after the check's name, the game and the seed. Fails if the check passes.
   */
  static String onceFailureOf(Bug bug, String check) {
    return onceFailureOf(bug, check, Feature.PROVIDER);
  }

  /**
   * Returns what the provider check says is wrong with the toy game with the bug, which the
   * installed provider rebuilds as the correct toy game. Fails if the check passes.
   */
  static String providerFailureOf(Bug bug) {
    return onceFailureOf(bug, "the provider rebuilds the game from its spec", null);
  }

  private static String onceFailureOf(Bug bug, String check, @Nullable Feature absent) {
    Game<?, ?> game = ClaimGame.withBug(bug);
    String prefix = "check '" + check + "' failed for " + game.spec() + " (base seed " + GameProperties.defaultSeed() + "): ";
    List<Throwable> failures = failures(game, absent);
    return failures.stream()
        .map(Throwable::getMessage)
        .filter(m -> m != null && m.startsWith(prefix))
        .map(m -> m.substring(prefix.length()))
        .findFirst()
        .orElseThrow(() -> new AssertionError("check '" + check + "' did not catch " + bug + "; failures: " + failures));
  }

  /** Returns the message of what went wrong on the shortest failing game. */
  static String reasonOf(GameFailure failure) {
    return String.valueOf(failure.getCause().getMessage());
  }

  /** Runs the contract, without the feature if one is given, and returns every failure. */
  private static List<Throwable> failures(Game<?, ?> game, @Nullable Feature absent) {
    RulesContract<?, ?> contract =
        absent == null
            ? RulesContract.builder(game).build()
            : RulesContract.builder(game).without(absent, "broken toy games are not installed").build();
    AssertionError thrown = assertThrows(AssertionError.class, contract::verify);
    List<Throwable> all = new ArrayList<>();
    all.add(thrown);
    all.addAll(List.of(thrown.getSuppressed()));
    return all;
  }
}
