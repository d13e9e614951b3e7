package io.github.gridgames.testkit;

import static io.github.gridgames.testkit.ContractFailures.failureOf;
import static io.github.gridgames.testkit.ContractFailures.onceFailureOf;
import static io.github.gridgames.testkit.ContractFailures.providerFailureOf;
import static io.github.gridgames.testkit.ContractFailures.reasonOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.Bug;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.Notakto;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract catches each deliberately broken toy game, and reports a short failing game. */
class BrokenGamesTest {

  @Test
  void catchesPlayThatMutatesItsReceiver() {
    GameFailure failure = failureOf(Bug.MUTATES_RECEIVER, "play never changes the receiver");
    assertEquals(1, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("changed the receiver"), failure.getMessage());
  }

  @Test
  void catchesAListedIllegalMove() {
    GameFailure failure = failureOf(Bug.LISTS_ILLEGAL_MOVE, LISTED);
    assertEquals(2, failure.moves().size(), failure.getMessage());
    assertEquals(
        "after 2 moves, listed move '#6' is refused by check(): out-of-bounds: Cell 6 is off the row.", reasonOf(failure));
  }

  @Test
  void catchesAWrongUndo() {
    GameFailure failure = failureOf(Bug.WRONG_UNDO, "a position plays and undoes exactly like the states");
    assertTrue(failure.moves().size() <= 3, failure.getMessage());
    assertTrue(failure.getMessage().contains("undoing the position"), failure.getMessage());
  }

  @Test
  void catchesATurnOrderThatIgnoresTheMoveNumber() {
    GameFailure failure =
        failureOf(
            ClaimGame.withBug(Bug.WRONG_MOVE_NUMBER, TurnPolicy.CONNECT6),
            Bug.WRONG_MOVE_NUMBER,
            "the next player is what the turn policy says");
    // Connect6 order: A, B, B, A, ... — the third move is the first that the bug gets wrong.
    assertEquals(3, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("connect6 policy gives player 1"), failure.getMessage());
  }

  @Test
  void catchesAPositionTextThatLosesThePlayerToMove() {
    GameFailure failure = failureOf(Bug.TEXT_DROPS_MOVER, "position texts round-trip and mutated texts are refused");
    assertTrue(failure.moves().size() <= 2, failure.getMessage());
    assertTrue(failure.getMessage().contains("reads back as an unequal state"), failure.getMessage());
  }

  @Test
  void aGameWithoutPositionTextMustDeclareIt() {
    AssertionError thrown =
        assertThrows(
            AssertionError.class,
            () -> RulesContract.builder(new Notakto()).without(Feature.PROVIDER, "a toy").games(1).build().verify());
    List<Throwable> all = new ArrayList<>(List.of(thrown.getSuppressed()));
    all.add(thrown);
    assertTrue(
        all.stream().anyMatch(t -> t.getMessage().contains("POSITION_TEXT is declared but hasPositionText() is false; declare without(POSITION_TEXT, reason)")),
        all.toString());
  }

  /**
   * A Notakto written on State by hand, whose turn does not pass on the game's last move: the
   * shortest game that shows it is the shortest game (three moves to a line).
   */
  @Test
  void catchesATurnThatDoesNotPassOnTheLastMove() {
    GameFailure failure =
        failureOf(new Notakto(), "the turn kept on the last move", "the next player is what the turn policy says");
    assertEquals(3, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("after the game's last move"), failure.getMessage());
  }

  private static final String POSITION_CHECK = "a position plays and undoes exactly like the states";

  @Test
  void catchesAPositionThatOverrunsAShortBuffer() {
    GameFailure failure = failureOf(Bug.OVERRUNS_SHORT_BUFFER, POSITION_CHECK);
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(
        failure.getMessage().contains("legalMoves(a buffer of 5 for 6 moves) threw java.lang.ArrayIndexOutOfBoundsException"),
        failure.getMessage());
  }

  @Test
  void catchesAPositionThatCrashesOnAnUnknownCode() {
    GameFailure failure = failureOf(Bug.CRASHES_ON_UNKNOWN_CODE, POSITION_CHECK);
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(
        failure.getMessage().contains("the unknown code -1: play threw java.lang.ArrayIndexOutOfBoundsException"),
        failure.getMessage());
  }

  @Test
  void catchesARandomMoveThatIsNotLegal() {
    GameFailure failure = failureOf(Bug.RANDOM_MOVE_ANYWHERE, POSITION_CHECK);
    assertEquals(1, failure.moves().size(), failure.getMessage());
    assertEquals("[#0]", failure.movesText());
    assertTrue(failure.getMessage().contains("randomMove drew 0, which isLegal refuses"), failure.getMessage());
  }

  @Test
  void catchesAPlayoutThatIgnoresItsLimit() {
    GameFailure failure = failureOf(Bug.PLAYOUT_IGNORES_LIMIT, POSITION_CHECK);
    assertTrue(failure.moves().size() <= 5, failure.getMessage());
    assertTrue(failure.getMessage().matches("(?s).*playout\\(random, \\d\\) says it played \\d moves.*"), failure.getMessage());
  }

  @Test
  void catchesACopyThatIsNotIndependent() {
    GameFailure failure = failureOf(Bug.SHARED_COPY, POSITION_CHECK);
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("playing on a copy changed the original position"), failure.getMessage());
  }

  @Test
  void catchesEqualStatesWithDifferentHashes() {
    GameFailure failure = failureOf(Bug.IDENTITY_HASH, "equal positions have equal hashes");
    assertEquals(0, failure.moves().size(), failure.getMessage());
    assertTrue(failure.getMessage().contains("after 0 moves, equal states have different hashCode()"), failure.getMessage());
  }

  @Test
  void catchesAFinishedGameThatRefusesMovesForAnotherReason() {
    GameFailure failure = failureOf(Bug.NO_GAME_OVER_REASON, "terminal states have no moves and refuse every move as game over");
    assertEquals(6, failure.moves().size(), "the shortest finished game fills the row: " + failure.getMessage());
    assertTrue(failure.getMessage().contains("instead of a game-over violation"), failure.getMessage());
  }

  @Test
  void catchesAGameThatNeverEnds() {
    GameFailure failure = failureOf(Bug.NEVER_ENDS, "every game ends within maxMoves()");
    assertEquals(6, failure.moves().size(), "the shortest too-long game has maxMoves() moves: " + failure.getMessage());
  }

  @Test
  void reportsSeedAndMovesInTheGamesNotation() {
    GameFailure failure = failureOf(Bug.LISTS_ILLEGAL_MOVE, "listed moves are legal, distinct, deterministic and accepted");
    String message = failure.getMessage();
    assertTrue(message.contains("base seed " + failure.seed()), message);
    assertTrue(message.contains("game seed " + failure.gameSeed()), message);
    assertTrue(message.contains("notation slot"), message);
    assertTrue(failure.movesText().startsWith("[#"), failure.movesText());
  }

  // The one-off checks of the game itself.

  private static final String SPEC = "the game spec round-trips as text";

  @Test
  void catchesAGameUnequalToItself() {
    assertEquals("the game is not equal to itself", onceFailureOf(Bug.GAME_UNEQUAL_TO_ITSELF, SPEC));
  }

  @Test
  void catchesAnIdUnlikeTheSpecs() {
    assertEquals("id() is claims but spec().id() is claim", onceFailureOf(Bug.ID_UNLIKE_SPEC, SPEC));
  }

  @Test
  void catchesAGameWithoutPlayers() {
    assertEquals("playerCount() is 0", onceFailureOf(Bug.NO_PLAYERS, SPEC));
  }

  @Test
  void catchesAGameWithoutNotation() {
    assertEquals("the game has no notation", onceFailureOf(Bug.NO_NOTATION, SPEC));
  }

  @Test
  void catchesABlankPlayerName() {
    assertEquals("playerName(player 1) is blank", onceFailureOf(Bug.BLANK_PLAYER_NAME, SPEC));
  }

  /** The installed provider rebuilds any toy game as the correct one. */
  @Test
  void catchesAGameTheProviderDoesNotRebuild() {
    assertEquals(
        "Games.create(claim(length=6,players=2,turns=extra-turn-on-capture)) gave a game that is not equal to it:"
            + " claim(length=6,players=2,turns=extra-turn-on-capture)",
        providerFailureOf(Bug.MUTATES_RECEIVER));
  }

  @Test
  void catchesEqualGamesWithDifferentHashes() {
    assertEquals("equal games have different hashCode()", providerFailureOf(Bug.GAME_IDENTITY_HASH));
  }

  @Test
  void catchesASpecThatTheRebuiltGameWritesOtherwise() {
    assertEquals(
        "the rebuilt game's spec is claim(length=6,players=2,turns=extra-turn-on-capture)",
        providerFailureOf(Bug.SPEC_OMITS_DEFAULT_TURNS));
  }

  // Listed moves.

  private static final String LISTED = "listed moves are legal, distinct, deterministic and accepted";

  @Test
  void catchesLegalMovesInAnOrderThatChanges() {
    GameFailure failure = failureOf(Bug.LEGAL_MOVES_IN_CHANGING_ORDER, LISTED);
    assertEquals("after 0 moves, two calls of legalMoves() differ", reasonOf(failure));
  }

  @Test
  void catchesAMoveListedTwice() {
    GameFailure failure = failureOf(Bug.LISTS_A_MOVE_TWICE, LISTED);
    assertTrue(reasonOf(failure).startsWith("after 0 moves, legalMoves() lists a move twice: ["), reasonOf(failure));
  }

  @Test
  void catchesAGameThatGoesOnWithoutMoves() {
    assertEquals("after 3 moves, the game is not over but legalMoves() is empty", reasonOf(failureOf(Bug.NO_MOVES_AFTER_THREE, LISTED)));
  }

  @Test
  void catchesAPlayThatChangesBetweenCalls() {
    assertEquals(
        "after 0 moves, playing '#0' twice gives unequal states", reasonOf(failureOf(Bug.PLAY_CHANGES_BETWEEN_CALLS, LISTED)));
  }

  @Test
  void catchesAnEffectThatChangesBetweenCalls() {
    GameFailure failure = failureOf(Bug.EFFECT_CHANGES_BETWEEN_CALLS, LISTED);
    assertEquals("after 0 moves, effectOf('#0') changes between calls", reasonOf(failure));
  }

  // Illegal moves.

  private static final String ILLEGAL = "illegal moves are refused and change nothing";

  @Test
  void catchesACheckThatAcceptsAnUnlistedMove() {
    GameFailure failure = failureOf(Bug.CHECK_ACCEPTS_TAKEN, ILLEGAL);
    assertEquals(1, failure.moves().size(), failure.getMessage());
    assertEquals("after 1 moves, check('#1') accepts a move that legalMoves() does not list", reasonOf(failure));
  }

  @Test
  void catchesAListedMoveThatCheckRefuses() {
    GameFailure failure = failureOf(Bug.LISTS_ILLEGAL_MOVE, ILLEGAL);
    assertEquals("after 3 moves, listed move '#6' is refused: out-of-bounds: Cell 6 is off the row.", reasonOf(failure));
  }

  @Test
  void catchesIsLegalDisagreeingWithCheck() {
    GameFailure failure = failureOf(Bug.IS_LEGAL_ALWAYS, ILLEGAL);
    assertEquals("after 1 moves, isLegal('#1') disagrees with check()", reasonOf(failure));
  }

  @Test
  void catchesPlayRefusingForAnotherReasonThanCheck() {
    GameFailure failure = failureOf(Bug.PLAY_MISREPORTS_VIOLATION, ILLEGAL);
    assertEquals(
        "after 1 moves, play('#1') threw out-of-bounds: Cell 1 is off the row. but check() said occupied: Cell 1 is taken.",
        reasonOf(failure));
  }

  @Test
  void catchesARefusalThatChangesWhatTheStateShows() {
    GameFailure failure = failureOf(Bug.REFUSAL_SHOWS_IN_RENDER, ILLEGAL);
    assertTrue(
        reasonOf(failure).startsWith("after 1 moves, refusing illegal moves changed the state: render() was"), reasonOf(failure));
  }

  @Test
  void catchesARefusalThatChangesOnlyEquality() {
    GameFailure failure = failureOf(Bug.REFUSAL_SHOWS_IN_EQUALS, ILLEGAL);
    assertEquals("after 1 moves, refusing illegal moves changed the state", reasonOf(failure));
  }

  // Equality and hashes.

  private static final String HASHES = "equal positions have equal hashes";

  @Test
  void catchesAStateUnequalToItself() {
    assertEquals("after 0 moves, a state is not equal to itself", reasonOf(failureOf(Bug.STATE_UNEQUAL_TO_ITSELF, HASHES)));
  }

  @Test
  void catchesEqualityByIdentity() {
    assertEquals(
        "after 0 moves, replaying the same moves gives unequal states", reasonOf(failureOf(Bug.EQUALS_BY_IDENTITY, HASHES)));
  }

  @Test
  void catchesEqualStatesWithDifferentPositionHashes() {
    assertEquals(
        "after 0 moves, equal states have different positionHash()", reasonOf(failureOf(Bug.IDENTITY_POSITION_HASH, HASHES)));
  }

  @Test
  void catchesAStateEqualToNull() {
    assertEquals("after 0 moves, a state equals null", reasonOf(failureOf(Bug.EQUALS_NULL, HASHES)));
  }

  @Test
  void catchesAStateEqualToAString() {
    assertEquals("after 0 moves, a state equals a String", reasonOf(failureOf(Bug.EQUALS_ANY_STRING, HASHES)));
  }

  /** Swapping moves 1 and 3 (both the first player's) reaches an equal state by another order. */
  @Test
  void catchesAHashOfTheMoveOrderByATransposition() {
    GameFailure failure = failureOf(Bug.HASH_OF_MOVE_ORDER, HASHES);
    assertEquals(3, failure.moves().size(), failure.getMessage());
    assertEquals("after 3 moves, equal states have different hashCode()", reasonOf(failure));
  }

  // Terminal states.

  private static final String TERMINAL = "terminal states have no moves and refuse every move as game over";

  @Test
  void catchesTheSecondPlayerMovingFirst() {
    assertEquals("the initial state has player 2 to move", reasonOf(failureOf(Bug.SECOND_PLAYER_STARTS, TERMINAL)));
  }

  @Test
  void catchesAPlayerToMoveOutOfRange() {
    GameFailure failure = failureOf(Bug.MOVER_OUT_OF_RANGE, TERMINAL);
    assertEquals(6, failure.moves().size(), failure.getMessage());
    assertEquals("after 6 moves, toMove() is player 3", reasonOf(failure));
  }

  @Test
  void catchesMovesListedAfterTheEnd() {
    assertEquals(
        "after 6 moves, the game is over but legalMoves() is [Slot[index=0]]",
        reasonOf(failureOf(Bug.LISTS_MOVES_WHEN_OVER, TERMINAL)));
  }

  @Test
  void catchesUnboundedMovesAfterTheEnd() {
    assertEquals(
        "after 6 moves, the game is over but hasUnboundedLegalMoves() is true",
        reasonOf(failureOf(Bug.UNBOUNDED_WHEN_OVER, TERMINAL)));
  }

  @Test
  void catchesPlayRefusingAFinishedGameForAnotherReason() {
    assertEquals("after 6 moves, play('#1') gave OUT_OF_BOUNDS", reasonOf(failureOf(Bug.PLAY_MISREPORTS_VIOLATION, TERMINAL)));
  }

  // Scores.

  private static final String SCORES = "scores and outcome agree";

  @Test
  void catchesAGameThatDeniesKeepingScore() {
    assertEquals(
        "SCORES is declared but keepsScore() is false; declare without(SCORES, reason)",
        reasonOf(failureOf(Bug.DENIES_KEEPING_SCORE, SCORES)));
  }

  @Test
  void catchesAGameWithoutMaxMovesThatDeclaresABoundedLength() {
    assertEquals(
        "BOUNDED_LENGTH is declared but maxMoves() is empty; declare without(BOUNDED_LENGTH, reason)",
        reasonOf(failureOf(Bug.NO_MAX_MOVES, "every game ends within maxMoves()")));
  }

  @Test
  void catchesMissingScores() {
    assertEquals("after 0 moves, keepsScore() is true but scores() is empty", reasonOf(failureOf(Bug.NO_SCORES, SCORES)));
  }

  @Test
  void catchesAWinnerWhoIsNotTheTopScorer() {
    assertEquals(
        "after 6 moves, the winners are [player 1] but the top scorers are [player 2] (scores 0-1)",
        reasonOf(failureOf(Bug.FIRST_PLAYER_ALWAYS_WINS, SCORES)));
  }

  @Test
  void catchesScoresOfAnotherNumberOfPlayers() {
    assertEquals("after 0 moves, scores() has 3 players", reasonOf(failureOf(Bug.SCORES_OF_AN_EXTRA_PLAYER, SCORES)));
  }

  @Test
  void catchesADrawWithALeader() {
    GameFailure failure = failureOf(Bug.ALWAYS_A_DRAW, SCORES);
    assertEquals(6, failure.moves().size(), failure.getMessage());
    assertTrue(reasonOf(failure).matches("after 6 moves, a draw is declared but \\[player \\d] leads alone \\(scores \\d-\\d\\)"), reasonOf(failure));
  }

  // Notations, the match record and match undo.

  private static final String NOTATIONS = "notations round-trip every legal move and tell moves apart";

  @Test
  void catchesTwoNotationsOfOneName() {
    assertEquals("two notations are named slot", reasonOf(failureOf(Bug.TWO_NOTATIONS_OF_ONE_NAME, NOTATIONS)));
  }

  @Test
  void catchesANotationWithABlankSyntax() {
    assertEquals("notation slot has a blank syntax()", reasonOf(failureOf(Bug.BLANK_SYNTAX, NOTATIONS)));
  }

  @Test
  void catchesANotationThatMisreadsSurroundingSpaces() {
    assertEquals(
        "notation slot does not accept '#0' with surrounding spaces",
        reasonOf(failureOf(Bug.NOTATION_READS_THE_LAST_CHARACTER, NOTATIONS)));
  }

  @Test
  void catchesANotationThatReadsAnotherMove() {
    assertEquals(
        "notation slot writes '#0' as '#0', which parses back as '#1'", reasonOf(failureOf(Bug.NOTATION_READS_THE_NEXT_CELL, NOTATIONS)));
  }

  @Test
  void catchesAMatchPlayedByTextThatGoesElsewhere() {
    GameFailure failure = failureOf(Bug.NOTATION_READS_THE_NEXT_CELL, "a match record replays to an equal state");
    assertEquals("playing the moves by text in slot reached a different state", reasonOf(failure));
  }

  private static final String UNDO = "match undo returns the previous state and redo replays";

  @Test
  void catchesMatchUndoOfAGameEqualByIdentity() {
    assertEquals("undo back to 0 moves gave a different state", reasonOf(failureOf(Bug.EQUALS_BY_IDENTITY, UNDO)));
  }

  @Test
  void catchesMatchUndoOfAStateUnequalToItself() {
    assertEquals("undo returned a state other than the match's state", reasonOf(failureOf(Bug.STATE_UNEQUAL_TO_ITSELF, UNDO)));
  }

  // Position texts (PositionTexts, run by the contract on every state of its random games).

  private static final String TEXTS = "position texts round-trip and mutated texts are refused";

  @Test
  void catchesAPositionTextWithSurroundingSpaces() {
    assertEquals(
        "positionText() is not one line without surrounding spaces: '.A....  '", reasonOf(failureOf(Bug.BLANK_PLAYER_NAME, TEXTS)));
  }

  @Test
  void catchesAPositionTextThatReadsBackWithAnotherHashCode() {
    assertEquals("'...... A' reads back with another hashCode()", reasonOf(failureOf(Bug.IDENTITY_HASH, TEXTS)));
  }

  @Test
  void catchesAPositionTextThatReadsBackWithAnotherPositionHash() {
    assertEquals("'...... A' reads back with another positionHash()", reasonOf(failureOf(Bug.IDENTITY_POSITION_HASH, TEXTS)));
  }

  @Test
  void catchesARefusalThatNamesAnotherText() {
    assertTrue(
        reasonOf(failureOf(Bug.TEXT_ERROR_NAMES_ANOTHER_TEXT, TEXTS)).matches("the NotationException for '(.*)' names the input '\\1 '"),
        reasonOf(failureOf(Bug.TEXT_ERROR_NAMES_ANOTHER_TEXT, TEXTS)));
  }

  /**
   * Connect6 order (A, B, B, A, A, ...) follows the move number, which a state read from its text
   * loses: a match started there, after an odd number of moves, replays from its record another
   * way. Every toy game fills its row, so all have one length: the check must not start every
   * game's match after the same number of moves (it did, and passed this game).
   */
  @Test
  void catchesAPositionTextThatLosesTheMoveNumber() {
    GameFailure failure =
        failureOf(ClaimGame.withBug(Bug.TEXT_LOSES_MOVE_NUMBER, TurnPolicy.CONNECT6), Bug.TEXT_LOSES_MOVE_NUMBER, TEXTS);
    assertTrue(
        reasonOf(failure).matches("(?s)a match started after \\d moves replays to a different state:.*"), reasonOf(failure));
  }
}
