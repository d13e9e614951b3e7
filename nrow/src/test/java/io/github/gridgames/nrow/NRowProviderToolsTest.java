package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
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
        provider.options().stream().map(GameOption::name).toList());
    GameSpec.Builder spec = GameSpec.builder(NRow.ID);
    for (String[] given : new String[][] {{"in-a-row", "4"}, {"cap", "9"}, {"turns", "connect6"}}) {
      provider.options().stream().filter(o -> o.name().equals(given[0])).findFirst().orElseThrow().read(given[1]).forEach(spec::put);
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
    assertEquals("x,y or x y", text.prompt());
    assertTrue(text.help().startsWith("a point as x,y or x y"), text.help());
  }
}
