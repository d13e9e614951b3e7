package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;

/** The default {@link Position}: a stack of immutable states. */
final class StatePosition<S extends State<S, M>, M extends Move> implements Position<S, M> {

  private final List<S> stack = new ArrayList<>();

  StatePosition(S start) {
    stack.add(requireNonNull(start, "start"));
  }

  @Override
  public S state() {
    return stack.get(stack.size() - 1);
  }

  @Override
  public void play(M move) {
    stack.add(state().play(move));
  }

  @Override
  public void undo() {
    checkState(stack.size() > 1, "no move to undo: the position is at its starting state");
    stack.remove(stack.size() - 1);
  }

  @Override
  public int depth() {
    return stack.size() - 1;
  }
}
