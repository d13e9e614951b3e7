package io.github.gridgames.core.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameOptionTest {

  private static String refusal(GameOption option, String value) {
    return assertThrows(IllegalArgumentException.class, () -> option.read(value)).getMessage();
  }

  @Test
  void pairReadsTwoSizesOrOneForBoth() {
    GameOption board = GameOption.pair("board", "RxC", "rows", "cols", "rows x columns", 10, "the board");
    assertEquals(Map.of("rows", "3", "cols", "4"), board.read(" 3 x 4 "));
    assertEquals(List.of("rows", "cols"), List.copyOf(board.read("5").keySet()));
    assertEquals(Map.of("rows", "5", "cols", "5"), board.read("5"));
    assertEquals("expected rows x columns such as 3x3", refusal(board, "3by3"));
    assertEquals("both numbers of rows x columns must be from 1 to 10", refusal(board, "0x3"));
    assertEquals("both numbers of rows x columns must be from 1 to 10", refusal(board, "3x11"));
  }

  @Test
  void integerChoiceSquareAndParameter() {
    GameOption k = GameOption.integer("k", "k", "K", "stones in a row", 1, 8);
    assertEquals(Map.of("k", "4"), k.read("4"));
    assertEquals("must be from 1 to 8", refusal(k, "9"));
    assertEquals("expected a whole number, got 'four'", refusal(k, "four"));
    GameOption turns = GameOption.choice("turns", "ORDER", "turn order", List.of("alternate", "connect6"));
    assertEquals(Map.of("turns", "connect6"), turns.read("connect6"));
    assertEquals("expected alternate, connect6", refusal(turns, "random"));
    GameOption size = GameOption.square("size", "rows", "cols", 9, "N x N");
    assertEquals(Map.of("rows", "2", "cols", "2"), size.read("2"));
    assertEquals("must be from 1 to 9", refusal(size, "10"));
    assertEquals(Map.of("cols", "x7"), GameOption.parameter("cols", "N", "columns").read("x7"));
  }

  @Test
  void theTurnsOptionChoosesAmongSomePoliciesAndSaysWhatTheBuiltInsDo() {
    GameOption turns = GameOption.turns(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6);
    assertEquals("turns", turns.name());
    assertEquals(
        "the turn order: alternate (the default: one move each) or connect6 (one move first, then two per turn)",
        turns.description());
    assertEquals(Map.of("turns", "connect6"), turns.read("connect6"));
    assertEquals("expected alternate, connect6", refusal(turns, "extra-turn-on-capture"));
    TurnPolicy mine = TurnPolicy.of("mine", (mover, effect, players) -> mover);
    assertEquals("the turn order: mine (the default) or alternate (one move each)", GameOption.turns(mine, TurnPolicy.ALTERNATE).description());
  }

  @Test
  void anOptionMustDeclareWhatItSets() {
    GameOption sneaky = GameOption.of("a", "A", "sets b", List.of("a"), value -> Map.of("b", value));
    assertEquals(
        "option a set parameter b, which it does not declare",
        assertThrows(IllegalStateException.class, () -> sneaky.read("1")).getMessage());
    assertEquals(
        "option name must match [a-z][a-z0-9-]*, got '--a'",
        assertThrows(IllegalArgumentException.class, () -> GameOption.parameter("--a", "A", "a")).getMessage());
  }

  @Test
  void rangesIncludeBothEnds() {
    GameOption k = GameOption.integer("k", "k", "K", "stones in a row", 2, 8);
    assertEquals(Map.of("k", "2"), k.read(" 2 "));
    assertEquals(Map.of("k", "8"), k.read("8"));
    assertEquals("must be from 2 to 8", refusal(k, "1"));
    GameOption only = GameOption.integer("k", "k", "K", "stones in a row", 3, 3);
    assertEquals(Map.of("k", "3"), only.read("3"));
    assertEquals("must be from 3 to 3", refusal(only, "4"));
    GameOption board = GameOption.pair("board", "RxC", "rows", "cols", "rows x columns", 1, "one box");
    assertEquals(Map.of("rows", "1", "cols", "1"), board.read("1x1"));
    assertEquals("both numbers of rows x columns must be from 1 to 1", refusal(board, "1x2"));
    assertEquals("both numbers of rows x columns must be from 1 to 1", refusal(board, "2x1"));
    GameOption size = GameOption.square("size", "rows", "cols", 1, "one cell");
    assertEquals(Map.of("rows", "1", "cols", "1"), size.read("1"));
    assertEquals("must be from 1 to 1", refusal(size, "0"));
  }

  @Test
  void theFactoriesRefuseOptionsThatCannotWork() {
    assertEquals(
        "min 4 is above max 3",
        assertThrows(IllegalArgumentException.class, () -> GameOption.integer("k", "k", "K", "k", 4, 3)).getMessage());
    assertEquals(
        "option turns has no value to choose",
        assertThrows(IllegalArgumentException.class, () -> GameOption.choice("turns", "ORDER", "order", List.of()))
            .getMessage());
    assertEquals(
        "max must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> GameOption.pair("board", "RxC", "rows", "cols", "r x c", 0, "b"))
            .getMessage());
    assertEquals(
        "the two parameters of option board are both rows",
        assertThrows(IllegalArgumentException.class, () -> GameOption.pair("board", "RxC", "rows", "rows", "r x c", 9, "b"))
            .getMessage());
    assertEquals(
        "max must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> GameOption.square("size", "rows", "cols", 0, "s")).getMessage());
    assertEquals(
        "the two parameters of option size are both cols",
        assertThrows(IllegalArgumentException.class, () -> GameOption.square("size", "cols", "cols", 9, "s")).getMessage());
    assertEquals(
        "option a sets no parameter",
        assertThrows(IllegalArgumentException.class, () -> GameOption.of("a", "A", "a", List.of(), v -> Map.of()))
            .getMessage());
    assertEquals(
        "parameter name must match [a-z][a-z0-9-]*, got 'B'",
        assertThrows(IllegalArgumentException.class, () -> GameOption.of("a", "A", "a", List.of("a", "B"), v -> Map.of()))
            .getMessage());
  }

  @Test
  void anOptionPrintsAsHelpShowsIt() {
    assertEquals("--board RxC", GameOption.pair("board", "RxC", "rows", "cols", "rows x columns", 9, "b").toString());
    assertEquals("--size N", GameOption.square("size", "rows", "cols", 9, "s").toString());
  }

  @Test
  void aTurnsOptionOfOnePolicyNamesItAlone() {
    assertEquals(
        "the turn order: alternate (the default: one move each)",
        GameOption.turns(TurnPolicy.ALTERNATE).description());
    assertEquals(
        "the turn order: extra-turn-on-capture (the default: a capture earns another move), alternate (one move each)"
            + " or connect6 (one move first, then two per turn)",
        GameOption.turns(TurnPolicy.EXTRA_TURN_ON_CAPTURE, TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6).description());
  }
}
