package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.internal.RulesAccess;
import io.github.gridgames.tictactoe.internal.SmallBoardLines;
import java.util.List;

/** What the engine package may use of this package; installed by {@link MnkState}. */
final class EngineAccess extends RulesAccess {

  @Override
  public MnkState state(
      MnkGame game, long[] x, long[] o, int stones, long hash, int lastCell, boolean lastWon) {
    Outcome outcome;
    if (lastWon) {
      int p = (stones - 1) & 1;
      long[] mine = p == 0 ? x : o;
      int row = lastCell / game.cols();
      int col = lastCell % game.cols();
      List<Cell> line = Lines.through(game, i -> Bits.get(mine, i), row, col);
      outcome = Outcome.win(Player.of(p), line);
    } else {
      outcome = stones == game.cellCount() ? Outcome.draw() : Outcome.ongoing();
    }
    return game.isSmall()
        ? new MnkState(game, x[0], o[0], null, null, stones, hash, outcome)
        : new MnkState(game, 0L, 0L, x.clone(), o.clone(), stones, hash, outcome);
  }

  @Override
  public SmallBoardLines lines(MnkGame game) {
    return game.lines();
  }
}
