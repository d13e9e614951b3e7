package io.github.gridgames.testkit;

import static io.github.gridgames.testkit.ContractFailures.failureOf;
import static io.github.gridgames.testkit.ContractFailures.reasonOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.testkit.toy.Bug;
import org.junit.jupiter.api.Test;

/**
 * The contract's position checks catch each deliberately broken position of the toy game (a
 * correct state whose {@code toPosition()} departs from it), and name what is wrong.
 */
class BrokenPositionsTest {

  private static final String POSITION = "a position plays and undoes exactly like the states";

  private static String reason(Bug bug) {
    return reasonOf(failureOf(bug, POSITION));
  }

  @Test
  void catchesANewPositionThatIsNotAtDepthZero() {
    assertEquals("a new position has depth 1", reason(Bug.NEW_POSITION_AT_DEPTH_ONE));
  }

  @Test
  void catchesAPlayoutThatTakesANegativeLimit() {
    assertEquals("Position.playout(random, -1) did not throw IllegalArgumentException", reason(Bug.PLAYOUT_TAKES_A_NEGATIVE_LIMIT));
  }

  @Test
  void catchesAPlayoutThatPlaysBeforeRefusingItsLimit() {
    assertEquals("playout(random, -1) threw but played 1 moves", reason(Bug.PLAYOUT_PLAYS_BEFORE_REFUSING));
  }

  @Test
  void catchesAPlayThatDoesNotCountInTheDepth() {
    assertEquals("after 1 moves, the position's depth is 0", reason(Bug.PLAYED_MOVE_NOT_COUNTED));
  }

  @Test
  void catchesAPlayThatReachesAnotherState() {
    assertEquals("after 1 moves, the position's state differs from the immutable state", reason(Bug.PLAYED_MOVE_SCORES));
  }

  // The position's answers after each move (samePosition).

  @Test
  void catchesAHashThatDrifts() {
    assertEquals("after 1 moves, the position's hash differs", reason(Bug.HASH_DRIFTS_WITH_DEPTH));
  }

  @Test
  void catchesAGameOverOneMoveEarly() {
    GameFailure failure = failureOf(Bug.OVER_ONE_MOVE_EARLY, POSITION);
    assertEquals(5, failure.moves().size(), failure.getMessage());
    assertEquals("after 5 moves, the position's isTerminal() differs", reasonOf(failure));
  }

  @Test
  void catchesAPlayerToMoveThatNeverChanges() {
    assertEquals("after 1 moves, the position says player 1 is to move, the state player 2", reason(Bug.MOVER_STUCK));
  }

  @Test
  void catchesAnOutcomeThatIsNeverDecided() {
    assertEquals(
        "after 6 moves, the position's outcome ongoing differs from the state's draw", reason(Bug.POSITION_NEVER_DECIDED));
  }

  @Test
  void catchesMissingScores() {
    assertEquals(
        "after 1 moves, the position's scores Optional.empty differ from the state's Optional[0-0]", reason(Bug.NO_POSITION_SCORES));
  }

  @Test
  void catchesAScoreThatIsAlwaysZero() {
    assertTrue(
        reason(Bug.POSITION_SCORE_ALWAYS_ZERO).matches("after \\d moves.*, the position's score of player \\d is 0, not 1"),
        reason(Bug.POSITION_SCORE_ALWAYS_ZERO));
  }

  @Test
  void catchesLegalMovesThatMiscount() {
    assertEquals("after 1 moves, legalMoves wrote 4 codes but legalMoveCount() is 5", reason(Bug.MISCOUNTS_LEGAL_MOVES));
  }

  @Test
  void catchesCodesThatDoNotRoundTrip() {
    assertEquals("after 1 moves, code 0 decodes to '#0' which encodes to 1", reason(Bug.CODES_OFF_BY_ONE));
  }

  @Test
  void catchesAListedCodeThatIsLegalRefuses() {
    assertEquals("after 1 moves, the position lists code 5 ('#5') but isLegal says no", reason(Bug.REFUSES_LAST_FREE_CELL));
  }

  @Test
  void catchesACodeListedTwice() {
    assertEquals("after 1 moves, the position lists '#0' twice", reason(Bug.LISTS_A_CODE_TWICE));
  }

  @Test
  void catchesLegalMovesThatLeaveOneOut() {
    assertTrue(
        reason(Bug.OMITS_LAST_FREE_CELL).startsWith("after 1 moves, the position's legal moves [Slot[index=0], Slot[index=2], Slot[index=3], Slot[index=4]] differ from the state's"),
        reason(Bug.OMITS_LAST_FREE_CELL));
  }

  // Illegal moves and unknown codes.

  @Test
  void catchesARefusedMoveThatStillCounts() {
    assertEquals("after 1 moves, refusing '#1' changed the position's depth or hash", reason(Bug.REFUSED_MOVE_COUNTS));
  }

  @Test
  void catchesARefusedCodeThatStillCounts() {
    assertEquals("after 1 moves, refusing the code of '#1' changed the position's depth or hash", reason(Bug.REFUSED_CODE_COUNTS));
  }

  @Test
  void catchesIsLegalSayingYesToAClaimedCell() {
    assertEquals("after 1 moves, '#1' is illegal but isLegal(1) says yes", reason(Bug.IS_LEGAL_IGNORES_CLAIMS));
  }

  @Test
  void catchesTheCodeOfAnIllegalMoveThatIsIgnored() {
    assertEquals("after 1 moves, the code 1 of the illegal move '#1': play accepted it", reason(Bug.IGNORES_ILLEGAL_CODES));
  }

  @Test
  void catchesARefusedMoveThatChangesTheStateButNotTheHash() {
    assertEquals("after 1 moves, refusing illegal moves changed the position's state", reason(Bug.REFUSED_MOVE_SCORES));
  }

  @Test
  void catchesARefusedUnknownCodeThatStillCounts() {
    assertEquals("after 0 moves, refusing the unknown code -1 changed the position's depth or hash", reason(Bug.UNKNOWN_CODE_COUNTS));
  }

  @Test
  void catchesARefusedUnknownCodeThatChangesTheStateButNotTheHash() {
    assertEquals("after 0 moves, refusing unknown codes changed the position's state", reason(Bug.UNKNOWN_CODE_SCORES));
  }

  @Test
  void catchesANegativeCodeThatDecodes() {
    assertEquals(
        "after 0 moves, move(-1) did not throw IllegalArgumentException for a negative code", reason(Bug.DECODES_NEGATIVE_CODES));
  }

  @Test
  void catchesIsLegalSayingYesToTheLargestCode() {
    assertEquals(
        "after 1 moves, isLegal(2147483647) says yes to a code that stands for no move", reason(Bug.IS_LEGAL_WRAPS_CODES));
  }

  // Random moves, playouts and copies.

  @Test
  void catchesARandomMoveTheStateDoesNotList() {
    assertEquals("after 0 moves, randomMove drew '#6', which the state does not list", reason(Bug.DECODES_OFF_THE_ROW));
  }

  @Test
  void catchesARandomMoveThatChangesTheDepth() {
    assertEquals("after 0 moves, randomMove changed the position's depth or hash", reason(Bug.RANDOM_MOVE_COUNTS));
  }

  @Test
  void catchesAPlayoutThatMiscountsItsMoves() {
    assertEquals(
        "after 2 moves, playout(random, 1) says it played 0 moves, but the depth grew by 1", reason(Bug.PLAYOUT_MISCOUNTS));
  }

  @Test
  void catchesAPlayoutThatStopsShort() {
    assertEquals(
        "after 2 moves, playout(random, 1) stopped after 0 moves in a game that is not over", reason(Bug.PLAYOUT_STOPS_SHORT));
  }

  @Test
  void catchesAStaleHashAfterAPlayout() {
    assertEquals(
        "after 2 moves and a random playout of 1 moves, the position's hash differs", reason(Bug.PLAYOUT_KEEPS_OLD_HASH));
  }

  @Test
  void catchesAPlayoutStepThatNoLegalMoveMakes() {
    assertTrue(
        reason(Bug.PLAYOUT_SCORES_FOR_FREE).matches("(?s)after 2 moves, move \\d of a random playout reached a state no legal move reaches:.*"),
        reason(Bug.PLAYOUT_SCORES_FOR_FREE));
  }

  @Test
  void catchesABufferFilledBeforeItIsRefused() {
    assertEquals("after 0 moves, legalMoves wrote into a buffer it refused as too short", reason(Bug.FILLS_A_REFUSED_BUFFER));
  }

  @Test
  void catchesAResetThatStopsShort() {
    assertEquals("after 2 moves, reset() after a playout of 1 moves left depth 1", reason(Bug.RESET_STOPS_SHORT));
  }

  @Test
  void catchesAResetThatKeepsPoints() {
    assertEquals(
        "after 2 moves, reset() after a playout of 1 moves (round 1) gives a different state", reason(Bug.RESET_KEEPS_POINTS));
  }

  @Test
  void catchesACopyOfAnotherState() {
    assertEquals("after 1 moves, copy() gives a different state or hash", reason(Bug.COPY_STARTS_OVER));
  }

  @Test
  void catchesACopyWithMovesToUndo() {
    assertEquals("after 1 moves, a copy has depth 1", reason(Bug.COPY_KEEPS_DEPTH));
  }

  @Test
  void catchesACopyWhoseCodesMeanOtherMoves() {
    assertEquals("after 0 moves, code 0 means '#1' in a copy but '#0' in the original", reason(Bug.COPY_RENUMBERS_CODES));
  }

  // Playouts as their moves one by one, and undo and reset after them.

  private static String playoutReason(Bug bug) {
    return reasonOf(failureOf(bug, ContractChecks.PLAYOUTS));
  }

  @Test
  void catchesAHashThatAnUndoOrAPlayLosesAfterAPlayout() {
    String reason = playoutReason(Bug.PLAYOUT_HASH_LOST_BY_MOVES);
    assertTrue(
        reason.matches(
            "after 0 moves, a playout of 5 moves, 0 undos and 1 plays: the position's hash -?\\d+ is not -?\\d+,"
                + " the hash of the state the same moves reach"),
        reason);
  }

  @Test
  void thePositionCheckMissesAHashThatAnUndoOrAPlayLosesAfterAPlayout() {
    assertTrue(ContractFailures.passes(Bug.PLAYOUT_HASH_LOST_BY_MOVES, POSITION));
  }

  @Test
  void catchesAPlayoutThatMiscountsItsMovesBeforeUndosAndPlays() {
    assertEquals("after 0 moves, a playout of 4 moves, 0 undos and 1 plays left depth 6, not 5", playoutReason(Bug.PLAYOUT_MISCOUNTS));
  }

  @Test
  void catchesAPlayoutMoveThatNoLegalMoveMakes() {
    String reason = playoutReason(Bug.PLAYOUT_SCORES_FOR_FREE);
    assertTrue(
        reason.matches(
            "(?s)after 0 moves, a playout of 5 moves, 0 undos and 1 plays: move 6 of them reached a state no legal move reaches:.*"),
        reason);
  }

  @Test
  void catchesPlayoutMovesThatPlayOtherwiseOneByOne() {
    assertEquals(
        "after 0 moves, a playout of 5 moves, 0 undos and 1 plays: its moves played again one by one give a different state",
        playoutReason(Bug.PLAYED_MOVE_SCORES));
  }

  @Test
  void catchesAResetAfterUndosThatStopsShort() {
    assertEquals("after 3 moves, reset() after a playout of 3 moves and 2 undos left depth 1", playoutReason(Bug.RESET_STOPS_SHORT));
  }

  @Test
  void catchesAResetAfterUndosThatKeepsPoints() {
    assertEquals(
        "after 3 moves, reset() after a playout of 3 moves and 2 undos gives a different state", playoutReason(Bug.RESET_KEEPS_POINTS));
  }
}
