package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.RefusedInputException;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TextPlay;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the m,n,k provider gives the tools: options, text play and strategies. */
class MnkProviderToolsTest {

  private final MnkGameProvider provider = new MnkGameProvider();
  private final MnkGame game = MnkGame.of(3, 3, 3);

  @Test
  void optionsChooseTheBoardKTheOverlinesAndTheTurnOrder() {
    assertEquals(List.of("board", "k", "overlines", "turns"), provider.options().stream().map(GameOption::name).toList());
    GameSpec.Builder spec = GameSpec.builder(MnkGame.ID);
    provider.options().get(0).read("4x3").forEach(spec::put);
    provider.options().get(3).read("connect6").forEach(spec::put);
    MnkGame built = provider.create(spec.build());
    assertEquals(4, built.cols());
    assertEquals(3, built.rows());
    assertEquals("connect6", built.turnPolicy().name());
    assertEquals(Map.of("overlines", "no-win"), provider.options().get(2).read("no-win"));
  }

  @Test
  void textPlayKeepsTheClassicRefusalsAndReadsTheAlgebraicNotationToo() {
    TextPlay<MnkState, Cell> text = provider.textPlay(game);
    MnkState start = game.initialState();
    assertEquals(Cell.of(1, 2), text.read(start, "2 3"));
    assertEquals(game.notation(MnkGame.ALGEBRAIC).parse("b2"), text.read(start, " b2 "));
    assertEquals("The row needs to be from 1 to 3, not '4'.", assertThrows(RefusedInputException.class, () -> text.read(start, "4 1")).getMessage());
    MnkState taken = start.play(Cell.of(1, 1));
    assertEquals("Row 2, column 2 is already taken by X.", assertThrows(RefusedInputException.class, () -> text.read(taken, "2 2")).getMessage());
    assertTrue(assertThrows(RefusedInputException.class, () -> text.read(start, "two three")).getMessage().startsWith("Please answer in the format: row column"));
    assertEquals("row 2, column 3", text.describe(Cell.of(1, 2)));
    assertEquals("row column, such as 2 3", text.prompt());
    assertEquals("Tic-Tac-Toe (m,n,k-game)", provider.title());
  }

  @Test
  void theTextPlayInAlgebraicLabelsTheBoardAndNamesEveryMoveInIt() {
    TextPlay<MnkState, Cell> algebraic = provider.textPlay(game).in(game.notation(MnkGame.ALGEBRAIC));
    State<MnkState, Cell> start = game.initialState();
    assertEquals(start.render(), start.render(game.notation()));
    assertTrue(start.render(game.notation(MnkGame.ALGEBRAIC)).startsWith("    a   b   c\n"), start.render(game.notation(MnkGame.ALGEBRAIC)));
    assertEquals("b3", algebraic.describe(Cell.of(0, 1)));
    assertEquals(Cell.of(1, 2), algebraic.read(game.initialState(), "2 3"));
    MnkState end = game.initialState();
    for (Cell cell : List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(0, 1), Cell.of(1, 1), Cell.of(0, 2))) {
      end = end.play(cell);
    }
    assertEquals("Player X wins with a3 | b3 | c3.", algebraic.result(end));
    assertEquals(end.render(game.notation(MnkGame.ALGEBRAIC)) + "\nPlayer X wins with a3 | b3 | c3.", algebraic.show(end, 80));
  }
}
