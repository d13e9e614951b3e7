package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import io.github.gridgames.testkit.toy.Slot;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/**
 * {@link Match} driven by random command sequences (play, play by text, illegal play, bad text,
 * undo, redo, record and replay), compared after every command with a simple model: the list of
 * moves played and the stack of undone moves.
 */
class MatchCommandsTest {

  private final ClaimGame game = ClaimGame.of(7, 2, TurnPolicy.EXTRA_TURN_ON_CAPTURE);

  @RepeatedTest(200)
  void randomCommandsAgreeWithTheModel(RepetitionInfo repetition) {
    Random random = new Random(RandomGames.gameSeed(GameProperties.defaultSeed(), repetition.getCurrentRepetition()));
    Match<ClaimState, Slot> match = Match.start(game);
    List<Match.Event<ClaimState, Slot>> events = new ArrayList<>();
    match.addListener(events::add);
    List<Slot> played = new ArrayList<>();
    Deque<Slot> undone = new ArrayDeque<>();
    List<String> log = new ArrayList<>();
    for (int step = 0; step < 40; step++) {
      ClaimState before = match.state();
      int eventsBefore = events.size();
      int command = random.nextInt(7);
      log.add(command + "@" + played);
      switch (command) {
        case 0, 1 -> {
          if (before.isTerminal()) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> match.play(new Slot(0)));
            assertEquals(Reason.GAME_OVER, e.reason());
          } else {
            List<Slot> legal = before.legalMoves();
            Slot move = legal.get(random.nextInt(legal.size()));
            ClaimState after = command == 0 ? match.play(move) : match.play(game.notation().format(move));
            assertEquals(before.play(move), after);
            played.add(move);
            undone.clear();
            assertEquals(new Match.Event<>(Match.Event.Kind.PLAYED, move, before, after), events.get(events.size() - 1));
          }
        }
        case 2 -> {
          Slot illegal = played.isEmpty() ? new Slot(-1) : played.get(random.nextInt(played.size()));
          assertThrows(IllegalMoveException.class, () -> match.play(illegal));
        }
        case 3 -> assertThrows(NotationException.class, () -> match.play("seven"));
        case 4 -> {
          if (played.isEmpty()) {
            assertFalse(match.canUndo());
            assertThrows(IllegalStateException.class, match::undo);
          } else {
            Slot move = played.remove(played.size() - 1);
            undone.push(move);
            ClaimState after = match.undo();
            assertEquals(new Match.Event<>(Match.Event.Kind.UNDONE, move, before, after), events.get(events.size() - 1));
          }
        }
        case 5 -> {
          if (undone.isEmpty()) {
            assertFalse(match.canRedo());
            assertThrows(IllegalStateException.class, match::redo);
          } else {
            Slot move = undone.pop();
            played.add(move);
            ClaimState after = match.redo();
            assertEquals(new Match.Event<>(Match.Event.Kind.REDONE, move, before, after), events.get(events.size() - 1));
          }
        }
        default -> {
          MatchRecord record = MatchRecord.parse(match.record().toString());
          Match<ClaimState, Slot> replayed = Match.replay(game, record);
          assertEquals(match.state(), replayed.state());
          assertEquals(match.moves(), replayed.moves());
        }
      }
      boolean changed = command <= 1 && !before.isTerminal() || command == 4 && events.size() > eventsBefore || command == 5 && events.size() > eventsBefore;
      assertEquals(changed ? eventsBefore + 1 : eventsBefore, events.size(), "events after " + log);
      assertEquals(played, match.moves(), "moves after " + log);
      assertEquals(RandomGames.replay(game, played).finalState(), match.state(), "state after " + log);
      assertEquals(played.size() + 1, match.states().size());
      assertEquals(!played.isEmpty(), match.canUndo());
      assertEquals(!undone.isEmpty(), match.canRedo());
    }
  }

  @Test
  void recordTextIsDocumentedFormat() {
    Match<ClaimState, Slot> match = Match.start(game);
    match.play("#3");
    match.play(" #4 ");
    assertEquals(
        "# gridgames match record\ngame: claim(length=7,players=2,turns=extra-turn-on-capture)\nnotation: slot\n1. #3\n2. #4\n",
        match.record().toString());
  }

  @Test
  void replayingARecordOfAnotherGameIsRefused() {
    MatchRecord record = Match.start(ClaimGame.of(5, 2, TurnPolicy.ALTERNATE)).record();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Match.replay(game, record));
    assertEquals(
        "the record is of claim(length=5,players=2,turns=alternate), not of claim(length=7,players=2,turns=extra-turn-on-capture)",
        e.getMessage());
  }

  @Test
  void replayingAnIllegalRecordNamesTheMove() {
    MatchRecord record = MatchRecord.parse("game: claim(length=7,players=2,turns=extra-turn-on-capture)\nnotation: slot\n1. #3\n2. #3\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Match.replay(game, record));
    assertEquals("move 2 of the record, '#3', cannot be played: Cell 3 is taken.", e.getMessage());
  }

  @Test
  void replayFindsInstalledGamesByTheirSpec() {
    Match<?, ?> match = Match.replay(MatchRecord.parse("game: claim(length=4,players=2,turns=alternate)\nnotation: slot\n1. #0\n"));
    assertEquals(ClaimGame.of(4, 2, TurnPolicy.ALTERNATE), match.game());
    assertEquals(1, match.moves().size());
  }

  @Test
  void refusedCommandsLeaveTheMatchUnchanged() {
    Match<ClaimState, Slot> match = Match.start(game);
    match.play(new Slot(2));
    ClaimState state = match.state();
    assertThrows(IllegalMoveException.class, () -> match.play(new Slot(2)));
    assertThrows(NotationException.class, () -> match.play("#x"));
    assertThrows(IllegalMoveException.class, () -> match.play("#99"));
    assertEquals(state, match.state());
    assertEquals(List.of(new Slot(2)), match.moves());
    assertTrue(match.canUndo());
    assertFalse(match.canRedo());
  }
}
