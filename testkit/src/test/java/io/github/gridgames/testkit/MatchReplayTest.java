package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import io.github.gridgames.testkit.toy.Slot;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * {@link Match#replay(Game, MatchRecord, java.util.function.Function)} accepts any text of the game
 * on the record's game line (the lookup the caller passes fills in the defaults);
 * {@link Match#replay(Game, MatchRecord)} looks nothing up and accepts the canonical text only;
 * both say plainly why they refuse another game.
 */
class MatchReplayTest {

  private final ClaimGame game = ClaimGame.of(6, 2, TurnPolicy.EXTRA_TURN_ON_CAPTURE);
  private final ClaimState played = game.initialState().play(new Slot(0)).play(new Slot(2));

  private static MatchRecord record(String gameLine) {
    return MatchRecord.parse("game: " + gameLine + "\nnotation: slot\n1. #0\n2. #2\n");
  }

  @Test
  void aRecordOfTheGameInAnyOfItsTextsReplays() {
    assertEquals("claim(length=6,players=2,turns=extra-turn-on-capture)", game.spec().toString());
    for (String text : List.of("claim", "claim()", "claim(length=6)", "claim(turns=extra-turn-on-capture, length=6)", game.spec().toString())) {
      assertEquals(played, Match.replay(game, record(text), Games::create).state(), text);
      assertEquals(played, Match.replay(record(text)).state(), text);
    }
  }

  @Test
  void aRecordOfAnotherGameIsRefusedWithBothTexts() {
    assertEquals(
        "the record is of claim(length=7), that is claim(length=7,players=2,turns=extra-turn-on-capture), "
            + "not of claim(length=6,players=2,turns=extra-turn-on-capture)",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(game, record("claim(length=7)"), Games::create)).getMessage());
    assertEquals(
        "the record is of tictactoe, not of claim(length=6,players=2,turns=extra-turn-on-capture)",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(game, record("tictactoe"), Games::create)).getMessage());
  }

  @Test
  void aRecordOfAnInvalidGameSaysWhy() {
    assertEquals(
        "the record's game claim(length=x) is not valid: parameter length of claim must be an integer, got 'x'",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(game, record("claim(length=x)"), Games::create)).getMessage());
  }

  /** Without a lookup nothing fills in defaults, not even an installed provider. */
  @Test
  void withoutALookupOnlyTheCanonicalTextReplays() {
    Unlisted unlisted = new Unlisted(game);
    assertEquals(played, Match.replay(unlisted, record("unlisted(length=6)")).state());
    assertEquals(
        "the record is of unlisted, not of unlisted(length=6)",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(unlisted, record("unlisted"))).getMessage());
    assertEquals(
        "the record is of claim, not of claim(length=6,players=2,turns=extra-turn-on-capture)",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(game, record("claim"))).getMessage());
  }

  /** The caller's lookup decides: here one that knows the unlisted game. */
  @Test
  void theCallersLookupFillsInTheDefaults() {
    Unlisted unlisted = new Unlisted(game);
    assertEquals(played, Match.replay(unlisted, record("unlisted"), spec -> unlisted).state());
  }

  /** The toy game under an id that no installed provider has. */
  private record Unlisted(ClaimGame game) implements Game<ClaimState, Slot> {

    @Override
    public GameSpec spec() {
      return GameSpec.builder("unlisted").put("length", 6).build();
    }

    @Override
    public int playerCount() {
      return game.playerCount();
    }

    @Override
    public TurnPolicy turnPolicy() {
      return game.turnPolicy();
    }

    @Override
    public ClaimState initialState() {
      return game.initialState();
    }

    @Override
    public List<Notation<Slot>> notations() {
      return game.notations();
    }

    @Override
    public String playerName(Player player) {
      return game.playerName(player);
    }

    @Override
    public OptionalInt maxMoves() {
      return game.maxMoves();
    }
  }
}
