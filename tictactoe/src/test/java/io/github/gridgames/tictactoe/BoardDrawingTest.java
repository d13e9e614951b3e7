package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Notation;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The m,n,k drawing names its cells in the notation being used, so that a reader need not count:
 * examples pin both labellings, and a property reads random drawings back through their labels
 * and the notation's parser, as a reader would.
 */
class BoardDrawingTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();
  private static final Pattern ROW = Pattern.compile(" *(\\d+) \\|");

  /** The reference position [[_, X, O], [_, O, _], [X, O, X]]. */
  private static MnkState reference() {
    MnkState state = TTT.initialState();
    int[] moves = {0, 1, 0, 2, 2, 0, 1, 1, 2, 2, 2, 1};
    for (int i = 0; i < moves.length; i += 2) {
      state = state.play(Cell.of(moves[i], moves[i + 1]));
    }
    return state;
  }

  @Test
  void rowColLabelsCountFromOneAtTheTopLeft() {
    // MnkStateTest pins the whole drawing of this position; render() is the row-col labelling.
    String drawing = reference().render(TTT.rowCol());
    assertEquals(reference().render(), drawing);
    assertEquals(List.of("    1   2   3", "   --- --- ---", "1 |   | X | O |"), drawing.lines().limit(3).toList());
  }

  @Test
  void algebraicLabelsAreLettersAndRowsFromTheBottom() {
    assertEquals(
        String.join(
            "\n",
            "    a   b   c",
            "   --- --- ---",
            "3 |   | X | O |",
            "   --- --- ---",
            "2 |   | O |   |",
            "   --- --- ---",
            "1 | X | O | X |",
            "   --- --- ---"),
        reference().render(TTT.algebraic()));
    assertEquals(Cell.of(2, 0), TTT.algebraic().parse("a1"));
  }

  @Test
  void wideBoardsKeepTheirLabelsApart() {
    MnkState state = MnkGame.of(12, 28, 5).initialState().play(Cell.of(11, 27));
    List<String> rowCol = state.render().lines().toList();
    assertEquals("     1   2   3", rowCol.get(0).substring(0, 14));
    assertEquals("  9   10  11", rowCol.get(0).substring(35, 47));
    assertEquals("  26  27  28", rowCol.get(0).substring(rowCol.get(0).length() - 12));
    assertEquals("12 |   |", rowCol.get(24).substring(0, 8));
    assertEquals(" X |", rowCol.get(24).substring(rowCol.get(24).length() - 4));
    List<String> algebraic = state.render(state.game().algebraic()).lines().toList();
    assertEquals("     a   b", algebraic.get(0).substring(0, 10));
    assertEquals(" z   aa  ab", algebraic.get(0).substring(algebraic.get(0).length() - 11));
    assertEquals(" 1 |", algebraic.get(24).substring(0, 4));
  }

  @Test
  void aNotationOfAnotherGameIsRefused() {
    MnkGame other = MnkGame.of(4, 4, 3);
    assertEquals(
        "row-col is not a notation of tictactoe(rows=3,cols=3,k=3,overlines=win); it has row-col, algebraic",
        assertThrows(IllegalArgumentException.class, () -> TTT.initialState().render(other.notation())).getMessage());
  }

  @Test
  void everyCellIsNamedByItsLabelsAsTheNotationReadsThem() {
    for (MnkGame game : List.of(TTT, MnkGame.of(4, 7, 4), MnkGame.of(9, 4, 3), MnkGame.of(15, 15, 5), MnkGame.of(11, 30, 5))) {
      for (Notation<Cell> notation : game.notations()) {
        GameProperties.builder(game)
            .games(4)
            .build()
            .check("labels of " + notation.name(), GameProperty.eachState(state -> readBack(state, notation)));
      }
    }
  }

  private static void readBack(MnkState state, Notation<Cell> notation) {
    MnkGame game = state.game();
    boolean algebraic = notation.equals(game.algebraic());
    List<String> lines = state.render(notation).lines().toList();
    Map<String, Integer> columns = new HashMap<>();
    Matcher label = Pattern.compile("\\S+").matcher(lines.get(0));
    while (label.find()) {
      columns.put(label.group(), label.start() + (label.group().length() - 1) / 2);
    }
    assertEquals(game.cols(), columns.size());
    int rowsSeen = 0;
    for (String line : lines) {
      Matcher row = ROW.matcher(line);
      if (!row.lookingAt()) {
        continue;
      }
      rowsSeen++;
      for (Map.Entry<String, Integer> column : columns.entrySet()) {
        String name = algebraic ? column.getKey() + row.group(1) : row.group(1) + " " + column.getKey();
        char shown = line.charAt(column.getValue());
        char expected = state.at(notation.parse(name)).map(p -> game.playerName(p).charAt(0)).orElse(' ');
        assertEquals(expected, shown, name);
      }
    }
    assertEquals(game.rows(), rowsSeen);
  }

  @Test
  void aBoardWiderThanTheScreenIsDrawnAroundACell() {
    MnkGame wide = MnkGame.of(30, 30, 5);
    MnkState state = wide.initialState().play(Cell.of(0, 29)).play(Cell.of(0, 0));
    for (Notation<Cell> notation : wide.notations()) {
      String drawn = state.render(notation, 80, Cell.of(0, 29));
      List<String> lines = drawn.lines().toList();
      assertEquals("19 of 30 columns shown; 1 stone lies outside.", lines.get(lines.size() - 1), drawn);
      for (String line : lines.subList(0, lines.size() - 1)) {
        assertEquals(true, line.length() <= 80, "'" + line + "'");
      }
      assertEquals(state.render(notation), state.render(notation, 1000, Cell.of(0, 0)));
    }
    assertEquals(true, state.render(wide.notation(), 80, Cell.of(0, 29)).lines().findFirst().orElseThrow().endsWith("29  30"));
    assertEquals(true, state.render(wide.notation(), 80, Cell.of(0, 0)).startsWith("     1   2   3"));
    assertEquals(true, state.render(wide.notation(), 80).endsWith("; 2 stones lie outside."), "centred: both stones outside");
  }

  @Test
  void withoutACellToKeepInViewTheDrawingIsCentredOnTheMiddleColumn() {
    MnkGame game = MnkGame.of(3, 31, 3);
    MnkState state = game.initialState().play(Cell.of(1, 15));
    for (Notation<Cell> notation : game.notations()) {
      for (int columns : List.of(20, 40, 61)) {
        assertEquals(state.render(notation, columns, Cell.of(0, 15)), state.render(notation, columns), notation.name());
      }
    }
    assertEquals(
        "the cell to keep in view, row 4, column 1, is not on the 3 x 31 board",
        assertThrows(IllegalArgumentException.class, () -> state.render(game.notation(), 40, Cell.of(3, 0))).getMessage());
  }
}
