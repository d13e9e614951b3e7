package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import org.junit.jupiter.api.Test;

/**
 * A match record's game line may be any text of the game, such as plain {@code tictactoe}, when
 * the caller says how to build a game from it ({@code Games::create}).
 */
class RecordGameLineTest {

  @Test
  void aRecordOfPlainTictactoeReplays() {
    MatchRecord record = MatchRecord.parse("game: tictactoe\nnotation: row-col\n1. 2 2\n2. 1 1\n");
    MnkState expected = MnkGame.ticTacToe().initialState().play(Cell.of(1, 1)).play(Cell.of(0, 0));
    assertEquals(expected, Match.replay(MnkGame.ticTacToe(), record, Games::create).state());
    assertEquals(expected, Match.replay(record).state());
    assertEquals(
        "the record is of tictactoe, that is tictactoe(rows=3,cols=3,k=3,overlines=win), "
            + "not of tictactoe(rows=4,cols=4,k=3,overlines=win)",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(MnkGame.of(4, 4, 3), record, Games::create)).getMessage());
  }
}
