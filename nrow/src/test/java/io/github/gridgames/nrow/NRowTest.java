package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class NRowTest {

  @Test
  void standardGameHasTheDefaults() {
    NRow game = NRow.standard();
    assertEquals("nrow(n=5,distance=3,players=2,cap=none)", game.spec().toString());
    assertEquals("nrow", game.id());
    assertEquals(5, game.n());
    assertEquals(3, game.distance());
    assertEquals(2, game.playerCount());
    assertEquals(OptionalInt.empty(), game.stoneCap());
    assertEquals(OptionalInt.empty(), game.maxMoves());
    assertSame(TurnPolicy.ALTERNATE, game.turnPolicy());
    assertEquals(game, NRow.builder().build());
    assertEquals(game, NRow.of(5, 3));
    assertEquals(Player.FIRST, game.initialState().toMove());
    assertSame(game, game.initialState().game());
  }

  @Test
  void builderSetsEveryParameter() {
    NRow game = NRow.builder().n(4).distance(2).players(3).stoneCap(200).build();
    assertEquals("nrow(n=4,distance=2,players=3,cap=200)", game.toString());
    assertEquals(OptionalInt.of(200), game.maxMoves());
    assertEquals(game, game.toBuilder().build());
    assertEquals(NRow.standard(), game.toBuilder().n(5).distance(3).players(2).noStoneCap().build());
    assertNotEquals(game, game.toBuilder().stoneCap(199).build());
    assertEquals(game.hashCode(), NRow.builder().n(4).distance(2).players(3).stoneCap(200).build().hashCode());
  }

  @Test
  void gamesParseTheCanonicalTextBack() {
    for (NRow game :
        List.of(
            NRow.standard(),
            NRow.of(1, 1),
            NRow.builder().n(1000).distance(16).players(26).stoneCap(Integer.MAX_VALUE).build())) {
      Game<?, ?> parsed = Games.parse(game.spec().toString());
      assertEquals(game, parsed);
      assertEquals(game.spec(), parsed.spec());
    }
    assertEquals(NRow.standard(), Games.parse("nrow"));
    assertEquals(NRow.builder().n(4).stoneCap(100).build(), Games.parse(" nrow ( n = 4 , cap = 100 ) "));
    assertEquals(NRow.standard(), Games.parse("nrow(cap=none)"));
    assertTrue(Games.ids().contains("nrow"));
  }

  @Test
  void badParametersNameTheValueAndTheLimits() {
    assertMessage("n (stones in a row to win) must be between 1 and 1000, got 0", () -> NRow.of(0, 3));
    assertMessage("n (stones in a row to win) must be between 1 and 1000, got 1001", () -> NRow.of(1001, 3));
    assertMessage(
        "distance (the placement distance D) must be between 1 and 16, got 0", () -> NRow.of(5, 0));
    assertMessage(
        "distance (the placement distance D) must be between 1 and 16, got -2147483648",
        () -> NRow.of(5, Integer.MIN_VALUE));
    assertMessage("players must be between 2 and 26, got 1", () -> NRow.builder().players(1).build());
    assertMessage("players must be between 2 and 26, got 27", () -> NRow.builder().players(27).build());
    assertMessage(
        "cap (the stone cap) must be at least 1 (or none), got 0", () -> NRow.builder().stoneCap(0).build());
    assertMessage("cap (the stone cap) must be at least 1 (or none), got -5", () -> Games.parse("nrow(cap=-5)"));
    assertMessage("parameter cap of nrow must be an integer, got 'never'", () -> Games.parse("nrow(cap=never)"));
    assertMessage(
        "parameter n of nrow must be an integer, got '99999999999'", () -> Games.parse("nrow(n=99999999999)"));
    assertMessage(
        "game nrow has no parameter 'k'; it has n, distance, players, cap, turns", () -> Games.parse("nrow(k=5)"));
    assertMessage("expected a nrow game, got 'tictactoe'", () -> NRow.fromSpec(GameSpec.parse("tictactoe")));
  }

  private static void assertMessage(String message, Runnable action) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, action::run);
    assertEquals(message, e.getMessage());
  }

  @Test
  void playersAreNamedXOThenTheAlphabet() {
    NRow game = NRow.builder().players(26).build();
    String names =
        IntStream.range(0, 26).mapToObj(i -> game.playerName(Player.of(i))).collect(Collectors.joining());
    assertEquals("XOABCDEFGHIJKLMNPQRSTUVWYZ", names);
    assertEquals(26, names.chars().distinct().count());
    assertThrows(IllegalArgumentException.class, () -> game.playerName(Player.of(26)));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NRow.standard().playerName(Player.of(2)));
    assertEquals("player 3 is not in this game of 2 players", e.getMessage());
  }

  @Test
  void notationsAreFoundByName() {
    assertEquals("space", NRow.standard().notation("space").name());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NRow.standard().notation("algebraic"));
    assertEquals("game nrow has no notation 'algebraic'; it has comma, space", e.getMessage());
  }

  @Test
  void anyParametersEitherMakeAGameThatRoundTripsOrAreRefusedNamingTheValue() {
    Gen<Integer> values = integers().between(-3, 30).mix(integers().all(), 20);
    qt().withFixedSeed(3L)
        .withExamples(1000)
        .forAll(values, values, values, values)
        .checkAssert(
            (n, d, players, cap) -> {
              NRow.Builder builder = NRow.builder().n(n).distance(d).players(players).stoneCap(cap);
              boolean valid =
                  n >= 1 && n <= NRow.MAX_N
                      && d >= 1 && d <= NRow.MAX_DISTANCE
                      && players >= 2 && players <= NRow.MAX_PLAYERS
                      && cap >= 1;
              if (valid) {
                NRow game = builder.build();
                assertEquals(game, Games.parse(game.spec().toString()));
                assertEquals(OptionalInt.of(cap), game.maxMoves());
              } else {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, builder::build);
                String bad =
                    !(n >= 1 && n <= NRow.MAX_N) ? "got " + n
                        : !(d >= 1 && d <= NRow.MAX_DISTANCE) ? "got " + d
                        : !(players >= 2 && players <= NRow.MAX_PLAYERS) ? "got " + players
                        : "got " + cap;
                assertTrue(e.getMessage().endsWith(bad), e.getMessage());
              }
            });
  }

  @Test
  void differentGamesHaveDifferentHashCodes() {
    java.util.Set<Integer> codes = new java.util.HashSet<>();
    int games = 0;
    for (int n = 1; n <= 6; n++) {
      for (int d = 1; d <= 4; d++) {
        codes.add(NRow.of(n, d).hashCode());
        games++;
      }
    }
    assertTrue(codes.size() >= games - 2, codes.size() + " hash codes for " + games + " games");
  }
}
