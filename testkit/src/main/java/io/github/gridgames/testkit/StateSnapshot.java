package io.github.gridgames.testkit;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** Everything observable about a state, to detect a state that changed. */
record StateSnapshot<M extends Move>(
    Player toMove,
    Outcome outcome,
    List<M> legalMoves,
    boolean unbounded,
    int hash,
    long positionHash,
    String render,
    Optional<Scores> scores) {

  static <S extends State<S, M>, M extends Move> StateSnapshot<M> of(S state) {
    return new StateSnapshot<>(
        state.toMove(),
        state.outcome(),
        List.copyOf(state.legalMoves()),
        state.hasUnboundedLegalMoves(),
        state.hashCode(),
        state.positionHash(),
        state.render(),
        state.scores());
  }

  /** Names the first observable that differs from {@code other}, or returns null when none does. */
  @Nullable String firstDifference(StateSnapshot<M> other) {
    if (!toMove.equals(other.toMove)) {
      return "toMove() was " + toMove + ", now " + other.toMove;
    }
    if (!outcome.equals(other.outcome)) {
      return "outcome() was " + outcome + ", now " + other.outcome;
    }
    if (!legalMoves.equals(other.legalMoves)) {
      return "legalMoves() was " + legalMoves + ", now " + other.legalMoves;
    }
    if (unbounded != other.unbounded) {
      return "hasUnboundedLegalMoves() was " + unbounded + ", now " + other.unbounded;
    }
    if (hash != other.hash) {
      return "hashCode() was " + hash + ", now " + other.hash;
    }
    if (positionHash != other.positionHash) {
      return "positionHash() was " + positionHash + ", now " + other.positionHash;
    }
    if (!render.equals(other.render)) {
      return "render() was\n" + render + "\nnow\n" + other.render;
    }
    if (!scores.equals(other.scores)) {
      return "scores() was " + scores + ", now " + other.scores;
    }
    return null;
  }
}
