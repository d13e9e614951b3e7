package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;
import static org.quicktheories.generators.SourceDSL.strings;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import io.github.gridgames.tictactoe.tools.MnkGameTools;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** Bad input, as properties: random text, bad sizes, off-board and taken cells, int limits. */
class BadInputTest {

  private static final List<MnkGame> GAMES =
      List.of(MnkGame.ticTacToe(), MnkGame.of(6, 7, 4), MnkGame.of(15, 15, 5), MnkGame.of(3, 64, 3));

  /** Characters that come close to valid moves, so the parsers' error paths are all reached. */
  private static final List<Character> NEAR_MOVES =
      "0123456789 \t\n+-abcdhoAZz,.()xé\u00a0２".chars().mapToObj(c -> (char) c).toList();

  private static Gen<String> text() {
    Gen<String> near =
        lists()
            .of(Generate.pick(NEAR_MOVES))
            .ofSizeBetween(0, 8)
            .map(chars -> chars.stream().map(String::valueOf).collect(Collectors.joining()));
    return near.mix(strings().allPossible().ofLengthBetween(0, 10), 30).mix(strings().basicLatinAlphabet().ofLengthBetween(0, 6), 30);
  }

  private static Gen<Integer> anyInt() {
    return integers().between(-3, 70).mix(integers().all(), 40).mix(Generate.pick(List.of(Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1)), 20);
  }

  /** A reproducible state of {@code game} reached by up to {@code moves} random moves. */
  private static MnkState randomState(MnkGame game, long seed, int moves) {
    Random random = new Random(seed);
    MnkState state = game.initialState();
    for (int i = 0; i < moves && !state.isTerminal(); i++) {
      List<Cell> legal = state.legalMoves();
      state = state.play(legal.get(random.nextInt(legal.size())));
    }
    return state;
  }

  @Test
  void randomTextGivenToTheNotationsOnlyEverGivesANotationException() {
    for (MnkGame game : GAMES) {
      for (Notation<Cell> notation : game.notations()) {
        qt().withExamples(400)
            .forAll(text())
            .checkAssert(
                text -> {
                  Cell cell;
                  try {
                    cell = notation.parse(text);
                  } catch (NotationException e) {
                    assertTrue(e.position() >= 0 && e.position() <= text.length(), e::getMessage);
                    assertFalse(e.expected().isBlank());
                    assertEquals(text, e.input());
                    return;
                  }
                  assertTrue(game.contains(cell), () -> "'" + text + "' parsed to " + cell);
                  assertEquals(cell, notation.parse(notation.format(cell)));
                });
      }
    }
  }

  @Test
  void randomTextGivenToTheTextPlayIsALegalMoveANotationExceptionOrAnIllegalMove() {
    MnkGame game = MnkGame.ticTacToe();
    qt().withExamples(400)
        .forAll(text(), longs().all(), integers().between(0, 9))
        .checkAssert(
            (text, seed, moves) -> {
              MnkState state = randomState(game, seed, moves);
              try {
                Cell cell = new MnkGameTools().textPlay(game).read(state, text, game.notation());
                assertTrue(state.isLegal(cell), () -> "'" + text + "' read as illegal " + cell);
              } catch (NotationException e) {
                assertFalse(e.expected().isBlank());
              } catch (IllegalMoveException e) {
                // the notations refuse cells off the board, so the rules refuse only taken cells
                Reason reason = state.isTerminal() ? Reason.GAME_OVER : Reason.OCCUPIED;
                assertEquals(reason, e.violation().reason(), e::getMessage);
              }
            });
  }

  @Test
  void randomSpecTextIsRefusedWithAnIllegalArgumentException() {
    qt().withExamples(300)
        .forAll(text())
        .checkAssert(
            text -> {
              for (String spec : List.of("tictactoe(" + text + ")", "tictactoe(cols=" + text + ")", "tictactoe(overlines=" + text + ")")) {
                try {
                  MnkGame game = (MnkGame) Games.parse(spec);
                  assertEquals(game, Games.parse(game.spec().toString()));
                } catch (IllegalArgumentException e) {
                  assertFalse(e.getMessage().isBlank());
                }
              }
            });
  }

  @Test
  void badSizesAreRefusedNamingTheLimit() {
    qt().withExamples(1000)
        .forAll(anyInt(), anyInt(), anyInt())
        .checkAssert(
            (rows, cols, k) -> {
              boolean rowsOk = rows >= 1 && rows <= 64;
              boolean colsOk = cols >= 1 && cols <= 64;
              if (rowsOk && colsOk && k >= 1 && k <= Math.max(rows, cols)) {
                MnkGame game = MnkGame.of(rows, cols, k);
                assertEquals(rows, game.rows());
                assertEquals(cols, game.cols());
                assertEquals(game, Games.parse(game.spec().toString()));
                return;
              }
              String message =
                  assertThrows(IllegalArgumentException.class, () -> MnkGame.of(rows, cols, k)).getMessage();
              String expected =
                  !rowsOk
                      ? "rows must be between 1 and 64 (the largest supported side), got " + rows
                      : !colsOk
                          ? "cols must be between 1 and 64 (the largest supported side), got " + cols
                          : "k must be between 1 and the longer side max(rows, cols) = "
                              + Math.max(rows, cols)
                              + " of the "
                              + rows
                              + " x "
                              + cols
                              + " board";
              assertTrue(message.startsWith(expected), message);
              assertTrue(message.endsWith("got " + (rowsOk && colsOk ? k : !rowsOk ? rows : cols)), message);
              String spec = "tictactoe(rows=" + rows + ",cols=" + cols + ",k=" + k + ")";
              assertEquals(
                  message, assertThrows(IllegalArgumentException.class, () -> Games.parse(spec)).getMessage());
            });
  }

  @Test
  void refusedMovesNeverChangeAState() {
    qt().withExamples(500)
        .forAll(integers().between(0, GAMES.size() - 1), longs().all(), anyInt(), anyInt())
        .checkAssert(
            (g, seed, row, col) -> {
              MnkGame game = GAMES.get(g);
              int moves = (int) Math.floorMod(seed, (long) game.cellCount() + 1);
              MnkState state = randomState(game, seed, moves);
              Cell cell = Cell.of(row, col);
              String render = state.render();
              long hash = state.positionHash();
              List<Cell> legal = new ArrayList<>(state.legalMoves());
              Optional<Violation> violation = state.check(cell);
              if (violation.isEmpty()) {
                assertTrue(legal.contains(cell));
                return;
              }
              IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.play(cell));
              assertEquals(violation.get(), e.violation());
              assertThrows(IllegalMoveException.class, () -> state.effectOf(cell));
              Position<MnkState, Cell> position = state.toPosition();
              assertThrows(IllegalMoveException.class, () -> position.makeMove(cell));
              assertEquals(state, position.state());
              assertEquals(state, randomState(game, seed, moves));
              assertEquals(render, state.render());
              assertEquals(hash, state.positionHash());
              assertEquals(legal, state.legalMoves());
              if (!game.contains(cell) && !state.isTerminal()) {
                assertTrue(
                    violation.get().message().startsWith("Row " + ((long) row + 1) + ", column " + ((long) col + 1) + " is outside"),
                    violation.get()::message);
              }
            });
  }

  @Test
  void cellsAtTheIntLimitsAreRefusedAndNeverWrapAround() {
    int[] limits = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
    for (MnkGame game : GAMES) {
      MnkState state = game.initialState();
      for (int row : limits) {
        for (int col : limits) {
          Cell cell = Cell.of(row, col);
          assertFalse(game.contains(cell));
          Violation violation = state.check(cell).orElseThrow();
          assertTrue(
              violation.message().startsWith("Row " + ((long) row + 1) + ", column " + ((long) col + 1) + " is outside"),
              violation::message);
          for (Notation<Cell> notation : game.notations()) {
            assertThrows(IllegalArgumentException.class, () -> notation.format(cell));
          }
          for (MnkGame.Symmetry symmetry : game.symmetries()) {
            assertThrows(IllegalArgumentException.class, () -> symmetry.apply(game, cell));
          }
          assertThrows(IllegalArgumentException.class, () -> state.at(cell));
        }
      }
      for (String text : List.of("2147483647 1", "1 2147483648", "-2147483648 -2147483648", "9223372036854775808 1")) {
        try {
          game.notation().parse(text);
          fail("parsed " + text);
        } catch (NotationException expected) {
          assertTrue(expected.getMessage().contains("from 1 to"));
        }
      }
    }
  }
}
