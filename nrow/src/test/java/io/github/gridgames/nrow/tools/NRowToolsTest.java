package io.github.gridgames.nrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowProvider;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the N-row tools give: options and text play. */
class NRowToolsTest {

  private final NRowTools tools = new NRowTools();
  private final NRowProvider provider = new NRowProvider();

  @Test
  void optionsChooseNDistancePlayersCapAndTurnOrder() {
    assertEquals(
        List.of("in-a-row", "distance", "players", "cap", "turns"),
        tools.options().stream().map(GameOption::name).toList());
    GameSpec.Builder spec = GameSpec.builder(NRow.ID);
    for (String[] given : new String[][] {{"in-a-row", "4"}, {"cap", "9"}, {"turns", "connect6"}}) {
      spec = spec.putAll(tools.options().stream().filter(o -> o.name().equals(given[0])).findFirst().orElseThrow().read(given[1]));
    }
    NRow game = provider.create(spec.build());
    assertEquals(4, game.n());
    assertEquals(9, game.stoneCap().orElseThrow());
    assertEquals("connect6", game.turnPolicy().name());
  }

  @Test
  void textPlayReadsBothNotations() {
    NRow game = NRow.of(5, 3);
    TextPlay<NRowState, Point> text = tools.textPlay(game);
    assertEquals(Point.of(2, -3), text.read(game.initialState(), "2,-3", game.notation()));
    assertEquals(Point.of(2, -3), text.read(game.initialState(), "2 -3", game.notation()));
    assertEquals("x,y, such as 0,0", text.prompt(game.initialState(), game.notation()));
    assertEquals("x y, such as 0 0", text.prompt(game.initialState(), game.notation("space")));
    NRowState one = game.initialState().play(Point.ORIGIN);
    assertEquals(Optional.of(one.legalMoves().get(0).toString()), text.example(one, game.notation()), "0,0 is taken");
    assertEquals("2 -3", text.describe(Point.of(2, -3), game.notation("space")));
    NotationException far = assertThrows(NotationException.class, () -> text.read(game.initialState(), "2,99999999999", game.notation()));
    assertEquals(
        "expected the y coordinate between -2147483648 and 2147483647 at position 2 of \"2,99999999999\", found"
            + " '99999999999'",
        far.getMessage());
    assertEquals(13, far.end());
    NRowState first = game.initialState().play(Point.ORIGIN);
    assertEquals(
        "The point 0,0 is already taken by X.",
        assertThrows(IllegalMoveException.class, () -> text.read(first, "0 0", game.notation())).getMessage());
  }

  @Test
  void theToolsNameTheirGameAndShowAStateOnAnyScreenOfOneColumnOrMore() {
    assertEquals("nrow", tools.id());
    assertEquals(NRow.class, tools.gameClass());
    assertEquals(List.of(), tools.protocols());
    assertEquals(NRowTools.class, GameTools.find(NRow.ID).orElseThrow().getClass());
    NRow game = NRow.standard();
    TextPlay<NRowState, Point> text = tools.textPlay(game);
    NRowState state = game.initialState().play(Point.ORIGIN).play(Point.of(1, 1));
    String narrow = text.show(state, game.notation(), 1);
    String drawing = NRowDrawing.draw(state, NRowDrawing.fitting(state, 1, Optional.empty()));
    assertEquals(drawing + "\n" + text.status(state, game.notation()), narrow, "the drawing, then the status");
    assertEquals(narrow, text.show(state, game.notation(), 1, Point.of(1, 1)));
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, game.notation(), 0)).getMessage());
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, game.notation(), 0, Point.ORIGIN)).getMessage());
    assertEquals("-3,7", Point.of(-3, 7).toString());
    assertEquals(game.notation("comma"), NRow.of(4, 2).notation("comma"));
    assertTrue(!game.notation("comma").equals(game.notation("space")), "comma and space differ");
    assertThrows(NotationException.class, () -> game.notation().parse("-21474836480,0"));
    assertEquals(Point.of(Integer.MIN_VALUE, 0), game.notation().parse("-2147483648,0"));
  }

  @Test
  void theToolsRefuseGamesOfOtherKinds() {
    assertEquals("N-in-a-row", provider.title());
    @SuppressWarnings("unchecked") // a proxy of Game, typed as the test needs it
    Game<NRowState, Point> other =
        (Game<NRowState, Point>)
            Proxy.newProxyInstance(
                Game.class.getClassLoader(),
                new Class<?>[] {Game.class},
                (proxy, method, args) -> method.getName().equals("spec") ? GameSpec.builder("other").build() : null);
    assertEquals(
        "other is not a game of the tools of nrow, which serve " + NRow.class.getName(),
        assertThrows(IllegalArgumentException.class, () -> tools.textPlayOf(other)).getMessage());
  }

  /**
   * A screen too narrow for the view shows all its rows and as many of its columns as fit, at least
   * one, around the last move. Here every label fits in 2 characters, so a drawing of c columns is
   * 3 + 3c characters wide.
   */
  @Test
  void aNarrowScreenShowsTheColumnsThatFitAroundTheLastMove() {
    NRow game = NRow.builder().distance(NRow.MAX_DISTANCE).build();
    Point last = Point.of(8, 1);
    NRowState state = game.initialState().play(Point.ORIGIN).play(Point.of(16, 0)).play(last);
    NRowState.BoardWindow view = state.view();
    assertEquals(new NRowState.BoardWindow(-3, -3, 19, 4), view);
    for (int columns = 1; columns <= 80; columns++) {
      NRowState.BoardWindow window = NRowDrawing.fitting(state, columns, Optional.empty());
      int expected = Math.max(1, Math.min(view.width(), (columns - 3) / 3));
      assertEquals(expected, window.width(), "columns on a screen " + columns + " wide");
      assertEquals(view.fromY(), window.fromY());
      assertEquals(view.toY(), window.toY());
      assertTrue(window.contains(last), window.toString());
      assertTrue(view.contains(Point.of(window.fromX(), 0)) && view.contains(Point.of(window.toX(), 0)), window.toString());
    }
  }

  /** A read position has no last move: a narrow screen shows the middle columns of the view. */
  @Test
  void withoutALastMoveANarrowScreenShowsTheMiddleOfTheView() {
    NRowState wide = NRow.standard().parsePosition("0,0;6,0;12,0;18,0;24,0/3,0;9,0;15,0;21,0 O");
    assertEquals(new NRowState.BoardWindow(0, -3, 24, 3), wide.view());
    assertEquals(new NRowState.BoardWindow(8, -3, 16, 3), NRowDrawing.fitting(wide, 30, Optional.empty()), "9 columns around x 12");
    assertEquals(new NRowState.BoardWindow(12, -3, 12, 3), NRowDrawing.fitting(wide, 1, Optional.empty()), "the middle column");
    NRowState tall = NRow.standard().parsePosition("0,0;0,6;0,12;0,18;0,24/0,3;0,9;0,15;0,21 O");
    assertEquals(tall.view(), NRowDrawing.fitting(tall, 80, Optional.empty()), "the whole view fits");
  }
}
