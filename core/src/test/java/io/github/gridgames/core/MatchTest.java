package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** {@link Match}: history, undo and redo, listeners, records and their replay, on the test games. */
class MatchTest {

  private static final Pile.Take ONE = new Pile.Take(1);
  private static final Pile.Take TWO = new Pile.Take(2);
  private static final Pile.Take THREE = new Pile.Take(3);

  private final Notation<Pile.Take> minus = Pile.GAME.notation("minus");

  /** A snapshot of everything a caller sees of a match, to check that a refusal changes none of it. */
  private static <S extends State<S, M>, M extends Move> List<Object> seen(Match<S, M> match) {
    return List.of(match.states(), match.moves(), match.canUndo(), match.canRedo(), match.record().toString());
  }

  /**
   * Any sequence of plays, undos and redos keeps the history consistent: the states are the start
   * and the state after each move played and not undone, undo and redo are possible exactly when
   * the history says so, each change is heard once with its kind, move and states, and the record
   * replays to an equal match.
   */
  @Test
  void theHistoryFollowsEveryPlayUndoAndRedo() {
    Game<Pot, Pile.Take> game = Pot.game(3, 12);
    qt().forAll(lists().of(integers().between(0, 5)).ofSizeBetween(0, 30)).checkAssert(commands -> {
      Match<Pot, Pile.Take> match = Match.start(game);
      List<Match.Event<Pot, Pile.Take>> heard = new ArrayList<>();
      match.addListener(heard::add);
      List<Pile.Take> played = new ArrayList<>();
      List<Pile.Take> undone = new ArrayList<>();
      for (int command : commands) {
        Pot before = match.state();
        Match.Event<Pot, Pile.Take> expected;
        if (command >= 3) {
          if (!match.canUndo()) {
            assertEquals(
                "nothing to undo: the match is at its first state",
                assertThrows(IllegalStateException.class, match::undo).getMessage());
            continue;
          }
          Pile.Take move = played.remove(played.size() - 1);
          undone.add(move);
          Pot after = match.undo();
          assertEquals(before, after.play(move));
          expected = new Match.Event<>(Match.Event.Kind.UNDONE, move, before, after);
        } else if (command == 2 && match.canRedo()) {
          Pile.Take move = undone.remove(undone.size() - 1);
          played.add(move);
          expected = new Match.Event<>(Match.Event.Kind.REDONE, move, before, match.redo());
        } else if (!before.isTerminal()) {
          Pile.Take move = before.legalMoves().get(command % before.legalMoves().size());
          played.add(move);
          undone.clear();
          expected = new Match.Event<>(Match.Event.Kind.PLAYED, move, before, match.play(move));
        } else {
          continue;
        }
        assertEquals(expected, heard.remove(0));
        assertEquals(List.of(), heard, "one event per change");
        assertEquals(played, match.moves());
        List<Pot> states = new ArrayList<>(List.of(game.initialState()));
        for (Pile.Take move : played) {
          states.add(states.get(states.size() - 1).play(move));
        }
        assertEquals(states, match.states());
        assertSame(match.states().get(match.states().size() - 1), match.state());
        assertEquals(!played.isEmpty(), match.canUndo());
        assertEquals(!undone.isEmpty(), match.canRedo());
        if (!match.canRedo()) {
          assertEquals("nothing to redo", assertThrows(IllegalStateException.class, match::redo).getMessage());
        }
      }
      Match<Pot, Pile.Take> replayed = Match.replay(game, match.record());
      assertEquals(match.states(), replayed.states());
      assertEquals(match.moves(), replayed.moves());
      assertSame(game, replayed.game());
      assertEquals(match.states(), Match.replay(game, match.record(minus)).states());
    });
  }

  @Test
  void aNewMatchIsAtTheInitialStateWithNothingToUndoOrRedo() {
    Match<Pile, Pile.Take> match = Match.start(Pile.GAME);
    assertSame(Pile.GAME, match.game());
    assertEquals(Pile.GAME.initialState(), match.state());
    assertEquals(List.of(Pile.GAME.initialState()), match.states());
    assertEquals(List.of(), match.moves());
    assertFalse(match.canUndo());
    assertFalse(match.canRedo());
    assertEquals("Match[pile(stones=5), 0 moves, ongoing]", match.toString());
    assertEquals("game", assertThrows(NullPointerException.class, () -> Match.start(null)).getMessage());
  }

  @Test
  void playsByMoveAndByTextInAnyNotationAndTheRecordIsInTheNotationAsked() {
    Match<Pile, Pile.Take> match = Match.start(Pile.GAME);
    assertEquals(new Pile(3, Player.SECOND), match.play("take 2"));
    assertEquals(new Pile(2, Player.FIRST), match.play("-1", minus));
    assertEquals(new Pile(0, Player.SECOND), match.play(TWO));
    assertEquals(List.of(TWO, ONE, TWO), match.moves());
    assertEquals("Match[pile(stones=5), 3 moves, player 1 wins]", match.toString());
    assertEquals(
        new MatchRecord(Pile.GAME.spec(), "words", List.of("take 2", "take 1", "take 2")), match.record());
    assertEquals(new MatchRecord(Pile.GAME.spec(), "minus", List.of("-2", "-1", "-2")), match.record(minus));
    assertEquals(Optional.empty(), match.record().start(), "a match from the initial state has no start line");
  }

  @Test
  void aPlayForgetsWhatCouldBeRedone() {
    Match<Pile, Pile.Take> match = Match.start(Pile.GAME);
    match.play(ONE);
    match.play(ONE);
    assertEquals(new Pile(4, Player.SECOND), match.undo());
    assertTrue(match.canRedo());
    assertEquals(new Pile(3, Player.FIRST), match.redo());
    match.undo();
    match.undo();
    assertEquals(new Pile(4, Player.SECOND), match.redo(), "redo plays the last undone move first");
    match.play(THREE);
    assertFalse(match.canRedo());
    assertEquals(List.of(ONE, THREE), match.moves());
  }

  @Test
  void aRefusedMoveOrTextChangesNothingAndIsNotHeard() {
    Match<Pile, Pile.Take> match = Match.start(Pile.GAME);
    match.play(TWO);
    match.play(ONE);
    match.undo();
    List<Match.Event<Pile, Pile.Take>> heard = new ArrayList<>();
    match.addListener(heard::add);
    List<Object> before = seen(match);
    assertEquals(
        "You may take 1 to 3 stones.", assertThrows(IllegalMoveException.class, () -> match.play(new Pile.Take(4))).getMessage());
    assertThrows(IllegalMoveException.class, () -> match.play("-4", minus));
    assertEquals(
        "expected one digit at position 5 of \"take x\", found 'x'",
        assertThrows(NotationException.class, () -> match.play("take x")).getMessage());
    assertThrows(NotationException.class, () -> match.play("take 1", minus), "the text is read in the notation given");
    assertEquals("move", assertThrows(NullPointerException.class, () -> match.play((Pile.Take) null)).getMessage());
    assertEquals("text", assertThrows(NullPointerException.class, () -> match.play((String) null, minus)).getMessage());
    assertEquals(before, seen(match));
    assertEquals(List.of(), heard);
    match.play(THREE);
    assertEquals(
        Reason.GAME_OVER, assertThrows(IllegalMoveException.class, () -> match.play(ONE)).reason());
  }

  @Test
  void listenersHearEachChangeAfterItUntilRemoved() {
    Match<Pile, Pile.Take> match = Match.start(Pile.GAME);
    List<String> heard = new ArrayList<>();
    Consumer<Match.Event<Pile, Pile.Take>> first = e -> heard.add("1 " + e.kind() + " " + match.state().stones());
    Consumer<Match.Event<Pile, Pile.Take>> second = e -> heard.add("2 " + e.kind());
    match.addListener(first);
    match.addListener(second);
    match.play(ONE);
    match.undo();
    match.redo();
    assertEquals(List.of("1 PLAYED 4", "2 PLAYED", "1 UNDONE 5", "2 UNDONE", "1 REDONE 4", "2 REDONE"), heard);
    assertTrue(match.removeListener(first));
    assertFalse(match.removeListener(first));
    heard.clear();
    match.play(ONE);
    assertEquals(List.of("2 PLAYED"), heard);
    match.addListener(e -> {
      throw new IllegalStateException("listener failed");
    });
    assertEquals("listener failed", assertThrows(IllegalStateException.class, () -> match.play(ONE)).getMessage());
    assertEquals(List.of(ONE, ONE, ONE), match.moves(), "the change happened before the listener failed");
    assertThrows(NullPointerException.class, () -> match.addListener(null));
  }

  @Test
  void aMatchStartedElsewhereRecordsItsStartAndReplaysFromThere() {
    Pile start = Pile.GAME.parsePosition("4 B");
    Match<Pile, Pile.Take> match = Match.startAt(start);
    assertSame(Pile.GAME, match.game());
    match.play(ONE);
    match.play(THREE);
    assertThrows(IllegalStateException.class, () -> {
      match.undo();
      match.undo();
      match.undo();
    });
    assertEquals(start, match.state(), "undo stops at the first state");
    match.play(ONE);
    MatchRecord record = match.record();
    assertEquals(Optional.of("4 B"), record.start());
    assertEquals("# gridgames match record\ngame: pile(stones=5)\nstart: 4 B\nnotation: words\n1. take 1\n", record.toString());
    Match<Pile, Pile.Take> replayed = Match.replay(Pile.GAME, MatchRecord.parse(record.toString()));
    assertEquals(match.states(), replayed.states());
    assertEquals(Optional.empty(), Match.startAt(Pile.GAME.initialState()).record().start());
    assertEquals("start", assertThrows(NullPointerException.class, () -> Match.startAt(null)).getMessage());
  }

  @Test
  void aGameWithoutPositionTextCanNeitherRecordNorReplayAStart() {
    Game<Pot, Pile.Take> game = Pot.game(2, 6);
    Match<Pot, Pile.Take> match = Match.startAt(game.initialState().after(1));
    assertEquals(
        "game pot has no position text (Game.hasPositionText() is false)",
        assertThrows(UnsupportedOperationException.class, match::record).getMessage());
    MatchRecord started = new MatchRecord(game.spec(), "words", List.of(), Optional.of("5 B"));
    assertEquals(
        "the record starts from a position, but game pot has no position text",
        assertThrows(IllegalArgumentException.class, () -> Match.replay(game, started)).getMessage());
  }

  @Test
  void aRecordThatCannotBeReplayedIsRefusedWithWhy() {
    GameSpec spec = Pile.GAME.spec();
    assertEquals(
        "the record is of pile(stones=4), not of pile(stones=5)",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(GameSpec.parse("pile(stones=4)"), "words", List.of()))));
    assertEquals(
        "game pile has no notation 'plus'; it has words, minus",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(spec, "plus", List.of()))));
    assertEquals(
        "the record's start position cannot be read: expected 0 to 5 stones and the player to move, such as 3 B"
            + " at position 0 of \"9 A\", found '9'",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(spec, "words", List.of(), Optional.of("9 A")))));
    assertEquals(
        "move 2 of the record, '-1', cannot be played: expected 'take ' at position 0 of \"-1\", found '-'",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(spec, "words", List.of("take 3", "-1")))));
    assertEquals(
        "move 3 of the record, '-2', cannot be played: You may take 1 to 1 stones.",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(spec, "minus", List.of("-3", "-1", "-2")))));
    assertEquals(
        "move 3 of the record, '-1', cannot be played: The game is over; no more moves can be played.",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(spec, "minus", List.of("-3", "-2", "-1")))));
    assertThrows(NullPointerException.class, () -> Match.replay(null, new MatchRecord(spec, "words", List.of())));
    assertThrows(NullPointerException.class, () -> Match.replay(Pile.GAME, null));
  }

  /** Builds pile games of any size, the way {@code Games::create} builds installed ones. */
  private static Game<?, ?> piles(GameSpec spec) {
    spec.requireOnly("pile", java.util.Set.of("stones"));
    int stones = spec.intParameter("stones", 5);
    if (stones == 5) {
      return Pile.GAME;
    }
    GameSpec canonical = GameSpec.builder("pile").put("stones", stones).build();
    return new Game<Pile, Pile.Take>() {
      @Override
      public GameSpec spec() {
        return canonical;
      }

      @Override
      public Pile initialState() {
        return new Pile(stones, Player.FIRST);
      }

      @Override
      public List<Notation<Pile.Take>> notations() {
        return Pile.NOTATIONS;
      }

      @Override
      public String playerName(Player player) {
        return Pile.GAME.playerName(player);
      }

      @Override
      public java.util.OptionalInt maxMoves() {
        return java.util.OptionalInt.of(stones);
      }
    };
  }

  @Test
  void aRecordThatNamesTheGameByAnotherTextReplaysWhenThatTextBuildsTheGame() {
    Function<GameSpec, Game<?, ?>> games = MatchTest::piles;
    MatchRecord shortName = new MatchRecord(GameSpec.parse("pile"), "minus", List.of("-3", "-2"));
    assertEquals(new Pile(0, Player.FIRST), Match.replay(Pile.GAME, shortName, games).state());
    MatchRecord canonical = new MatchRecord(Pile.GAME.spec(), "minus", List.of("-3"));
    assertEquals(
        new Pile(2, Player.SECOND),
        Match.replay(Pile.GAME, canonical, spec -> {
          throw new AssertionError("a canonical record needs no game built");
        }).state());
    assertEquals(
        "the record is of pile(stones=04), that is pile(stones=4), not of pile(stones=5)",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(GameSpec.parse("pile(stones=04)"), "minus", List.of()), games)));
    assertEquals(
        "the record is of pile(stones=4), not of pile(stones=5)",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(GameSpec.parse("pile(stones=4)"), "minus", List.of()), games)));
    assertEquals(
        "the record is of pot(players=2,stones=6), not of pile(stones=5)",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(Pot.game(2, 6).spec(), "minus", List.of()), games)));
    assertEquals(
        "the record's game pile(size=3) is not valid: game pile has no parameter 'size'; it has stones",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(GameSpec.parse("pile(size=3)"), "minus", List.of()), games)));
    assertEquals(
        "move 1 of the record, '-4', cannot be played: You may take 1 to 3 stones.",
        refusal(() -> Match.replay(Pile.GAME, new MatchRecord(GameSpec.parse("pile"), "minus", List.of("-4")), games)));
    assertThrows(NullPointerException.class, () -> Match.replay(Pile.GAME, shortName, null));
  }

  @Test
  void aRecordOfAnInstalledGameIsReplayedThroughGames() {
    // core's tests install two providers of the id "twin", so the look-up refuses to choose.
    assertEquals(
        "two installed game providers have the id 'twin': io.github.gridgames.core.TwinProviders$First"
            + " and io.github.gridgames.core.TwinProviders$Second",
        assertThrows(
                IllegalStateException.class,
                () -> Match.replay(new MatchRecord(Pile.GAME.spec(), "words", List.of())))
            .getMessage());
    assertThrows(NullPointerException.class, () -> Match.replay((MatchRecord) null));
  }

  private static String refusal(org.junit.jupiter.api.function.Executable replay) {
    return assertThrows(IllegalArgumentException.class, replay).getMessage();
  }
}
