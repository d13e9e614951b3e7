package io.github.gridgames.testkit;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import io.github.gridgames.core.Violation;
import java.util.Optional;

/** The property that every listed move of every state is legal and can be played. */
final class ListedMovesPlayable {

  private ListedMovesPlayable() {}

  static <S extends State<S, M>, M extends Move> GameProperty<S, M> property() {
    return run -> {
      for (int i = 0; i < run.states().size(); i++) {
        S state = run.states().get(i);
        List<M> legal = state.legalMoves();
        for (M move : legal) {
          Optional<Violation> violation = state.check(move);
          if (violation.isPresent()) {
            throw new AssertionError(
                "after " + i + " moves, listed move " + MovesText.show(run.game(), move) + " is refused by check(): " + violation.get());
          }
          try {
            var unused1 = state.effectOf(move);
            var unused2 = state.play(move);
          } catch (RuntimeException e) {
            throw new AssertionError("after " + i + " moves, listed move " + MovesText.show(run.game(), move) + " cannot be played: " + e, e);
          }
        }
      }
    };
  }
}
