package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.TextPlay;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the N-row provider gives the tools: options, text play, strategies and solving. */
class NRowProviderToolsTest {

  private final NRowProvider provider = new NRowProvider();

  @Test
  void optionsChooseNDistancePlayersCapAndTurnOrder() {
    assertEquals(
        List.of("in-a-row", "distance", "players", "cap", "turns"),
        provider.options().stream().map(GameProvider.GameOption::name).toList());
    GameSpec.Builder spec = GameSpec.builder(NRow.ID);
    for (String[] given : new String[][] {{"in-a-row", "4"}, {"cap", "9"}, {"turns", "connect6"}}) {
      spec = spec.putAll(provider.options().stream().filter(o -> o.name().equals(given[0])).findFirst().orElseThrow().read(given[1]));
    }
    NRow game = provider.create(spec.build());
    assertEquals(4, game.n());
    assertEquals(9, game.stoneCap().orElseThrow());
    assertEquals("connect6", game.turnPolicy().name());
  }

  @Test
  void textPlayReadsBothNotations() {
    NRow game = NRow.of(5, 3);
    TextPlay<NRowState, Point> text = provider.textPlay(game);
    assertEquals(Point.of(2, -3), text.read(game.initialState(), "2,-3"));
    assertEquals(Point.of(2, -3), text.read(game.initialState(), "2 -3"));
    assertEquals("x,y, such as 0,0", text.prompt(game.notation()));
    assertEquals("x y, such as 0 0", text.prompt(game.notation("space")));
    assertEquals("2 -3", text.describe(Point.of(2, -3), game.notation("space")));
    NotationException far = assertThrows(NotationException.class, () -> text.read(game.initialState(), "2,99999999999"));
    assertEquals(
        "expected the y coordinate between -2147483648 and 2147483647 at position 2 of \"2,99999999999\", found"
            + " '99999999999'",
        far.getMessage());
    assertEquals(13, far.end());
    NRowState first = game.initialState().play(Point.ORIGIN);
    assertEquals(
        "The point 0,0 is already taken by X.",
        assertThrows(IllegalMoveException.class, () -> text.read(first, "0 0")).getMessage());
  }

  @Test
  void theProviderNamesItsGameAndShowsAStateOnAnyScreenOfOneColumnOrMore() {
    assertEquals("nrow", provider.id());
    NRow game = NRow.standard();
    TextPlay<NRowState, Point> text = provider.textPlay(game);
    NRowState state = game.initialState().play(Point.ORIGIN).play(Point.of(1, 1));
    String narrow = text.show(state, game.notation(), 1);
    assertTrue(narrow.startsWith(state.render(NRowProvider.fitting(state, 1))), narrow);
    assertTrue(narrow.length() > state.render(NRowProvider.fitting(state, 1)).length(), "a status follows the drawing");
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, game.notation(), 0)).getMessage());
    assertEquals("-3,7", Point.of(-3, 7).toString());
    assertEquals(game.notation("comma"), NRow.of(4, 2).notation("comma"));
    assertTrue(!game.notation("comma").equals(game.notation("space")), "comma and space differ");
    assertThrows(NotationException.class, () -> game.notation().parse("-21474836480,0"));
    assertEquals(Point.of(Integer.MIN_VALUE, 0), game.notation().parse("-2147483648,0"));
  }
}
