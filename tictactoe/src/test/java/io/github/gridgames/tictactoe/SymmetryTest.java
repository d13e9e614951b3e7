package io.github.gridgames.tictactoe;

import static io.github.gridgames.tictactoe.Oracle.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();

  @Test
  void imagesOfTheTopMiddleAndTopLeftCells() {
    Map<MnkGame.Symmetry, Cell> topMiddle = new EnumMap<>(MnkGame.Symmetry.class);
    topMiddle.put(MnkGame.Symmetry.IDENTITY, Cell.of(0, 1));
    topMiddle.put(MnkGame.Symmetry.ROTATE_90, Cell.of(1, 2));
    topMiddle.put(MnkGame.Symmetry.ROTATE_180, Cell.of(2, 1));
    topMiddle.put(MnkGame.Symmetry.ROTATE_270, Cell.of(1, 0));
    topMiddle.put(MnkGame.Symmetry.REFLECT_LEFT_RIGHT, Cell.of(0, 1));
    topMiddle.put(MnkGame.Symmetry.REFLECT_TOP_BOTTOM, Cell.of(2, 1));
    topMiddle.put(MnkGame.Symmetry.REFLECT_MAIN_DIAGONAL, Cell.of(1, 0));
    topMiddle.put(MnkGame.Symmetry.REFLECT_ANTI_DIAGONAL, Cell.of(1, 2));
    topMiddle.forEach((s, image) -> assertEquals(image, s.apply(TTT, Cell.of(0, 1)), s::toString));

    Map<MnkGame.Symmetry, Cell> topLeft = new EnumMap<>(MnkGame.Symmetry.class);
    topLeft.put(MnkGame.Symmetry.IDENTITY, Cell.of(0, 0));
    topLeft.put(MnkGame.Symmetry.ROTATE_90, Cell.of(0, 2));
    topLeft.put(MnkGame.Symmetry.ROTATE_180, Cell.of(2, 2));
    topLeft.put(MnkGame.Symmetry.ROTATE_270, Cell.of(2, 0));
    topLeft.put(MnkGame.Symmetry.REFLECT_LEFT_RIGHT, Cell.of(0, 2));
    topLeft.put(MnkGame.Symmetry.REFLECT_TOP_BOTTOM, Cell.of(2, 0));
    topLeft.put(MnkGame.Symmetry.REFLECT_MAIN_DIAGONAL, Cell.of(0, 0));
    topLeft.put(MnkGame.Symmetry.REFLECT_ANTI_DIAGONAL, Cell.of(2, 2));
    topLeft.forEach((s, image) -> assertEquals(image, s.apply(TTT, Cell.of(0, 0)), s::toString));
  }

  @Test
  void rectanglesHaveFourSymmetries() {
    MnkGame game = MnkGame.of(2, 4, 3);
    assertEquals(Cell.of(1, 3), MnkGame.Symmetry.ROTATE_180.apply(game, Cell.of(0, 0)));
    assertEquals(Cell.of(0, 2), MnkGame.Symmetry.REFLECT_LEFT_RIGHT.apply(game, Cell.of(0, 1)));
    assertEquals(Cell.of(1, 1), MnkGame.Symmetry.REFLECT_TOP_BOTTOM.apply(game, Cell.of(0, 1)));
    for (MnkGame.Symmetry s : List.of(MnkGame.Symmetry.ROTATE_90, MnkGame.Symmetry.ROTATE_270, MnkGame.Symmetry.REFLECT_MAIN_DIAGONAL, MnkGame.Symmetry.REFLECT_ANTI_DIAGONAL)) {
      assertTrue(!s.appliesTo(game));
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.apply(game, Cell.of(0, 0)));
      assertTrue(e.getMessage().contains("only square boards"), e::getMessage);
      assertThrows(IllegalArgumentException.class, () -> s.apply(game.initialState()));
    }
    assertThrows(IllegalArgumentException.class, () -> MnkGame.Symmetry.IDENTITY.apply(game, Cell.of(2, 0)));
  }

  @Test
  void eachSymmetryPermutesTheCellsAndItsInverseUndoesIt() {
    for (MnkGame game : List.of(TTT, MnkGame.of(4, 4, 3), MnkGame.of(15, 15, 5), MnkGame.of(3, 5, 3), MnkGame.of(8, 9, 4))) {
      Set<List<Cell>> images = new HashSet<>();
      for (MnkGame.Symmetry s : game.symmetries()) {
        Set<Cell> seen = new HashSet<>();
        for (Cell cell : game.cells()) {
          Cell image = s.apply(game, cell);
          assertTrue(game.contains(image));
          assertTrue(seen.add(image));
          assertEquals(cell, s.inverse().apply(game, image));
        }
        images.add(game.cells().stream().map(c -> s.apply(game, c)).toList());
      }
      assertEquals(game.symmetries().size(), images.size(), "the symmetries are distinct");
    }
  }

  @Test
  void symmetriesMapWinningLinesToWinningLines() {
    MnkState won = play(TTT, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    assertEquals(
        List.of(Cell.of(0, 2), Cell.of(1, 2), Cell.of(2, 2)),
        MnkGame.Symmetry.ROTATE_90.apply(won).winningLine());
    assertEquals(
        List.of(Cell.of(2, 0), Cell.of(2, 1), Cell.of(2, 2)),
        MnkGame.Symmetry.REFLECT_TOP_BOTTOM.apply(won).winningLine());
    // listed again from the end nearest the top, the left end of a row, whatever order the map gives
    assertEquals(
        List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(2, 0)),
        MnkGame.Symmetry.ROTATE_270.apply(won).winningLine());
    assertEquals(
        List.of(Cell.of(0, 0), Cell.of(0, 1), Cell.of(0, 2)),
        MnkGame.Symmetry.REFLECT_LEFT_RIGHT.apply(won).winningLine());
    assertSame(won, MnkGame.Symmetry.IDENTITY.apply(won));
  }

  @Test
  void canonicalFormIsSharedByAllImagesOnLargeAndRectangularBoards() {
    for (MnkGame game : List.of(MnkGame.of(15, 15, 5), MnkGame.of(8, 9, 4), MnkGame.of(8, 8, 4))) {
      MnkState state = play(game, 0, 1, 2, 3, 4, 4, 7, 0, 3, 5);
      MnkState canonical = state.canonical();
      Set<MnkState> images = new HashSet<>();
      for (MnkGame.Symmetry s : game.symmetries()) {
        MnkState image = s.apply(state);
        images.add(image);
        assertEquals(canonical, image.canonical(), s::toString);
        assertEquals(state.stoneCount(), image.stoneCount());
      }
      assertEquals(game.symmetries().size(), images.size(), "this position has no symmetry of its own");
      assertTrue(images.contains(canonical));
    }
  }
}
