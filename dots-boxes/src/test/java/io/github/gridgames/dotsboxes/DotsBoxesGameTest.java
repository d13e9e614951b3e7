package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The game's parameters, canonical text, provider, sizes and geometry. */
class DotsBoxesGameTest {

  @Test
  void theCanonicalTextListsEveryParameterInOrder() {
    assertEquals(
        "dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture)",
        DotsBoxes.of(3, 3).spec().toString());
    assertEquals(
        "dots-boxes(rows=2,cols=5,players=3,turns=alternate)",
        DotsBoxes.builder().rows(2).cols(5).players(3).turnPolicy(TurnPolicy.ALTERNATE).build().toString());
    assertEquals("dots-boxes", DotsBoxes.of(1, 1).id());
  }

  @Test
  void theProviderFillsInDefaults() {
    assertEquals(DotsBoxes.of(3, 3), Games.parse("dots-boxes"));
    assertEquals(DotsBoxes.of(3, 3), Games.parse("dots-boxes()"));
    assertEquals(DotsBoxes.of(5, 5), Games.parse("dots-boxes(rows=5)"));
    assertEquals(DotsBoxes.of(4, 4), Games.parse("dots-boxes(cols=4)"));
    assertEquals(
        DotsBoxes.builder().rows(4).cols(2).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(),
        Games.parse("dots-boxes( cols=2, rows=4, turns=alternate, players=3 )"));
    Game<?, ?> game = Games.parse("dots-boxes(rows=2,cols=7,players=2,turns=extra-turn-on-capture)");
    assertEquals(DotsBoxes.of(2, 7), game);
    assertEquals(game, Games.parse(game.spec().toString()));
  }

  @Test
  void theProviderRefusesUnknownParametersAndBadValuesNamingThem() {
    IllegalArgumentException unknown =
        assertThrows(IllegalArgumentException.class, () -> Games.parse("dots-boxes(size=3)"));
    assertTrue(unknown.getMessage().contains("'size'"), unknown.getMessage());
    assertTrue(unknown.getMessage().contains("rows"), unknown.getMessage());
    IllegalArgumentException notInt =
        assertThrows(IllegalArgumentException.class, () -> Games.parse("dots-boxes(rows=three)"));
    assertTrue(notInt.getMessage().contains("rows"), notInt.getMessage());
    assertTrue(notInt.getMessage().contains("three"), notInt.getMessage());
    IllegalArgumentException tooBig =
        assertThrows(IllegalArgumentException.class, () -> Games.parse("dots-boxes(cols=101)"));
    assertTrue(tooBig.getMessage().contains("cols must be between 1 and 100"), tooBig.getMessage());
    IllegalArgumentException players =
        assertThrows(IllegalArgumentException.class, () -> Games.parse("dots-boxes(players=1)"));
    assertTrue(players.getMessage().contains("players must be between 2 and 26"), players.getMessage());
    IllegalArgumentException turns =
        assertThrows(IllegalArgumentException.class, () -> Games.parse("dots-boxes(turns=random)"));
    assertTrue(turns.getMessage().contains("'random'"), turns.getMessage());
    assertTrue(turns.getMessage().contains("custom turn policies cannot"), turns.getMessage());
  }

  @Test
  void customTurnPoliciesWorkButCannotBeParsed() {
    TurnPolicy loserStays =
        TurnPolicy.of("loser-stays", (mover, effect, n) -> effect.captured() ? mover.next(n) : mover);
    DotsBoxes game = DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(loserStays).build();
    assertEquals("dots-boxes(rows=2,cols=2,players=2,turns=loser-stays)", game.toString());
    DotsBoxesState s = game.initialState().play(Edge.of(0, 0, 0, 1));
    assertEquals(Player.FIRST, s.toMove());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Games.parse(game.spec().toString()));
    assertTrue(e.getMessage().contains("loser-stays"), e.getMessage());
    TurnPolicy impostor = TurnPolicy.of("alternate", (mover, effect, n) -> mover);
    IllegalArgumentException named =
        assertThrows(IllegalArgumentException.class, () -> DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(impostor).build());
    assertTrue(named.getMessage().contains("built-in name 'alternate'"), named.getMessage());
  }

  @Test
  void gamesAreEqualExactlyWhenTheirSpecsAre() {
    assertEquals(DotsBoxes.of(3, 4), DotsBoxes.of(3, 4));
    assertEquals(DotsBoxes.of(3, 4).hashCode(), DotsBoxes.of(3, 4).hashCode());
    assertNotEquals(DotsBoxes.of(3, 4), DotsBoxes.of(4, 3));
    assertNotEquals(DotsBoxes.of(3, 3), DotsBoxes.builder().rows(3).cols(3).players(2).turnPolicy(TurnPolicy.ALTERNATE).build());
    assertNotEquals(DotsBoxes.of(3, 3), DotsBoxes.builder().rows(3).cols(3).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build());
    assertNotEquals(DotsBoxes.of(3, 3).initialState(), DotsBoxes.of(3, 4).initialState());
  }

  @Test
  void sizesOutsideTheRangeAreRefusedNamingTheLimit() {
    for (int bad : new int[] {0, -1, -100, Integer.MIN_VALUE, 101, 1000, Integer.MAX_VALUE}) {
      IllegalArgumentException rows =
          assertThrows(IllegalArgumentException.class, () -> DotsBoxes.of(bad, 3));
      assertEquals(
          "rows must be between 1 and 100 (the largest board is 100 x 100 boxes), got " + bad,
          rows.getMessage());
      IllegalArgumentException cols =
          assertThrows(IllegalArgumentException.class, () -> DotsBoxes.of(3, bad));
      assertTrue(cols.getMessage().startsWith("cols must be between 1 and 100"), cols.getMessage());
    }
    for (int bad : new int[] {-1, 0, 1, 27, Integer.MAX_VALUE}) {
      IllegalArgumentException players =
          assertThrows(
              IllegalArgumentException.class,
              () -> DotsBoxes.builder().rows(3).cols(3).players(bad).turnPolicy(TurnPolicy.ALTERNATE).build());
      assertEquals("players must be between 2 and 26, got " + bad, players.getMessage());
    }
    assertEquals(20_200, DotsBoxes.of(100, 100).edgeCount());
    assertEquals(60, DotsBoxes.of(5, 5).edgeCount());
    assertEquals(64, DotsBoxes.of(1, 21).edgeCount());
    assertEquals(1860, DotsBoxes.of(30, 30).edgeCount());
  }

  @Test
  void theGeometryCountsAndNumbersLines() {
    DotsBoxes game = DotsBoxes.of(2, 3);
    assertEquals(17, game.edgeCount());
    assertEquals(6, game.boxCount());
    assertEquals(OptionalInt.of(17), game.maxMoves());
    assertTrue(game.keepsScore());
    assertEquals(2, game.playerCount());
    assertEquals(TurnPolicy.EXTRA_TURN_ON_CAPTURE, game.turnPolicy());
    assertEquals(Edge.horizontal(0, 0), game.edge(0));
    assertEquals(Edge.horizontal(2, 2), game.edge(8));
    assertEquals(Edge.vertical(0, 0), game.edge(9));
    assertEquals(Edge.vertical(1, 3), game.edge(16));
    for (int i = 0; i < game.edgeCount(); i++) {
      assertEquals(i, game.indexOf(game.edge(i)));
    }
    assertFalse(game.contains(Edge.of(0, 0, 1, 1)));
    assertFalse(game.contains(Edge.of(0, 3, 0, 4)));
    assertEquals(
        "the line (0,0)-(1,1) is not a unit line of this 2 x 3 board",
        assertThrows(IllegalArgumentException.class, () -> game.indexOf(Edge.of(0, 0, 1, 1))).getMessage());
    assertEquals(
        "the line (0,3)-(0,4) is not a unit line of this 2 x 3 board",
        assertThrows(IllegalArgumentException.class, () -> game.indexOf(Edge.of(0, 3, 0, 4))).getMessage());
    assertEquals(
        "box (2,0) is outside the board of 2 x 3 boxes",
        assertThrows(IllegalArgumentException.class, () -> game.indexOf(Box.of(2, 0))).getMessage());
    assertEquals(
        "edge index (17) must be less than size (17)",
        assertThrows(IndexOutOfBoundsException.class, () -> game.edge(17)).getMessage());
    assertEquals(
        "box index (-1) must not be negative",
        assertThrows(IndexOutOfBoundsException.class, () -> game.box(-1)).getMessage());
    assertEquals(List.of(Box.of(0, 0)), game.boxesOf(Edge.horizontal(0, 0)));
    assertEquals(List.of(Box.of(0, 1), Box.of(0, 2)), game.boxesOf(Edge.vertical(0, 2)));
    assertEquals(List.of(Box.of(0, 0), Box.of(0, 1)), game.boxesOf(Edge.vertical(0, 1)));
    assertEquals(List.of(Box.of(0, 0), Box.of(1, 0)), game.boxesOf(Edge.horizontal(1, 0)));
    assertEquals(List.of(Box.of(1, 2)), game.boxesOf(Edge.vertical(1, 3)));
    for (Box inside : List.of(Box.of(0, 0), Box.of(1, 2), Box.of(0, 2), Box.of(1, 0))) {
      assertEquals(true, game.contains(inside), inside::toString);
    }
    for (Box outside : List.of(Box.of(-1, 0), Box.of(0, -1), Box.of(2, 0), Box.of(0, 3), Box.of(2, 3))) {
      assertEquals(false, game.contains(outside), outside::toString);
    }
    assertEquals(
        List.of(Edge.horizontal(1, 2), Edge.horizontal(2, 2), Edge.vertical(1, 2), Edge.vertical(1, 3)),
        game.sidesOf(Box.of(1, 2)));
    assertThrows(IndexOutOfBoundsException.class, () -> game.edge(17));
    assertThrows(IllegalArgumentException.class, () -> game.boxesOf(Edge.of(0, 0, 0, 2)));
    assertThrows(IllegalArgumentException.class, () -> game.sidesOf(Box.of(2, 0)));
  }

  @Test
  void boxesAreOrderedByRowThenColumn() {
    List<Box> reading = List.of(Box.of(0, 0), Box.of(0, 5), Box.of(1, 0), Box.of(1, 2), Box.of(1, 3), Box.of(4, 1));
    for (int i = 0; i < reading.size(); i++) {
      for (int j = 0; j < reading.size(); j++) {
        Box a = reading.get(i);
        Box b = reading.get(j);
        assertEquals(Integer.signum(Integer.compare(i, j)), Integer.signum(a.compareTo(b)), a + " to " + b);
      }
    }
    assertEquals(0, Box.of(2, 3).compareTo(Box.of(2, 3)));
  }

  @Test
  void playersAreNamedWithLetters() {
    DotsBoxes game = DotsBoxes.builder().rows(2).cols(2).players(26).turnPolicy(TurnPolicy.ALTERNATE).build();
    assertEquals("A", game.playerName(Player.FIRST));
    assertEquals("Z", game.playerName(Player.of(25)));
    assertThrows(IllegalArgumentException.class, () -> game.playerName(Player.of(26)));
  }

  @Test
  void edgesAreTheSameLineEitherWayRound() {
    assertEquals(Edge.of(0, 1, 0, 0), Edge.of(0, 0, 0, 1));
    assertEquals(Edge.Dot.of(0, 0), Edge.of(0, 1, 0, 0).from());
    assertTrue(Edge.of(3, 4, 2, 4).isVertical());
    assertFalse(Edge.of(3, 4, 2, 4).isHorizontal());
    assertFalse(Edge.of(0, 0, 1, 1).isUnit());
    assertFalse(Edge.of(Integer.MIN_VALUE, 0, Integer.MAX_VALUE, 0).isUnit());
    assertThrows(IllegalArgumentException.class, () -> Edge.horizontal(0, Integer.MAX_VALUE));
    assertThrows(IllegalArgumentException.class, () -> Edge.vertical(Integer.MAX_VALUE, 0));
    assertEquals("(0,0)-(0,1)", Edge.of(0, 1, 0, 0).toString());
  }

  /** Two custom policies of one name make different games, although their texts are equal. */
  @Test
  void customPoliciesOfOneNameMakeDifferentGames() {
    TurnPolicy one = TurnPolicy.of("mine", (mover, effect, n) -> mover.next(n));
    TurnPolicy other = TurnPolicy.of("mine", (mover, effect, n) -> mover);
    assertEquals(DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(one).build().spec(), DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(other).build().spec());
    assertNotEquals(DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(one).build(), DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(other).build());
    assertEquals(DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(one).build(), DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(one).build());
  }
}
