package io.github.gridgames.testkit;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.TurnTable;
import java.util.function.Supplier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/** The checks of the {@link RulesContract}. Each throws {@link AssertionError} with a precise message. */
final class ContractChecks<S extends State<S, M>, M extends Move> {

  private final Game<S, M> game;
  private final GameProperty.@Nullable MoveSource<S, M> source;
  private final long seed;

  ContractChecks(Game<S, M> game, GameProperty.@Nullable MoveSource<S, M> source, long seed) {
    this.game = game;
    this.source = source;
    this.seed = seed;
  }

  List<Check<S, M>> all() {
    List<Check<S, M>> checks = new ArrayList<>();
    checks.add(Check.once("the game spec round-trips as text", null, this::specRoundTrips));
    checks.add(Check.once("the provider rebuilds the game from its spec", Feature.PROVIDER, this::providerRebuilds));
    checks.add(Check.ofStrictGames("listed moves are legal, distinct, deterministic and accepted", this::listedMoves));
    checks.add(Check.ofGames("illegal moves are refused and change nothing", null, this::illegalMoves));
    checks.add(Check.ofGames("play never changes the receiver", null, this::playIsPure));
    checks.add(Check.ofGames("equal positions have equal hashes", null, this::equalityAndHashes));
    checks.add(Check.ofGames("terminal states have no moves and refuse every move as game over", null, this::terminalStates));
    checks.add(Check.ofGames("the next player is what the turn policy says", null, this::turnPolicy));
    checks.add(Check.ofGames("every game ends within maxMoves()", Feature.BOUNDED_LENGTH, this::boundedLength));
    checks.add(Check.ofGames("scores and outcome agree", Feature.SCORES, this::scores));
    checks.add(Check.ofGames("notations round-trip every legal move and tell moves apart", Feature.NOTATIONS, this::notations));
    checks.add(Check.ofGames("a match record replays to an equal state", Feature.MATCH_RECORD, this::matchRecord));
    checks.add(Check.ofGames("match undo returns the previous state and redo replays", null, this::matchUndo));
    checks.add(Check.ofGames("a position plays and undoes exactly like the states", Feature.POSITION, this::position));
    checks.add(Check.ofGames(PLAYOUTS, Feature.POSITION, this::playouts));
    checks.add(Check.ofGames("position texts round-trip and mutated texts are refused", Feature.POSITION_TEXT, this::positionText));
    return checks;
  }

  @SuppressWarnings("SelfEquals") // checks that the game's equals is reflexive
  private void specRoundTrips() {
    GameSpec spec = game.spec();
    GameSpec parsed = GameSpec.parse(spec.toString());
    check(parsed.equals(spec), "GameSpec.parse(\"%s\") gave %s", spec, parsed);
    check(game.equals(game), "the game is not equal to itself");
    check(game.id().equals(spec.id()), "id() is %s but spec().id() is %s", game.id(), spec.id());
    check(game.playerCount() >= 1, "playerCount() is %s", game.playerCount());
    check(!game.notations().isEmpty(), "the game has no notation");
    for (int i = 0; i < game.playerCount(); i++) {
      String name = game.playerName(Player.of(i));
      check(name != null && !name.isBlank(), "playerName(player %s) is blank", i);
    }
  }

  private void providerRebuilds() {
    Game<?, ?> rebuilt = Games.create(game.spec());
    check(rebuilt.equals(game), "Games.create(%s) gave a game that is not equal to it: %s", game.spec(), rebuilt.spec());
    check(rebuilt.hashCode() == game.hashCode(), "equal games have different hashCode()");
    check(rebuilt.spec().equals(game.spec()), "the rebuilt game's spec is %s", rebuilt.spec());
  }

  private void listedMoves(GameRun<S, M> run) {
    ListedMovesPlayable.<S, M>property().check(run);
    for (int i = 0; i < run.states().size(); i++) {
      S state = run.states().get(i);
      List<M> legal = state.legalMoves();
      check(legal.equals(state.legalMoves()), "after %s moves, two calls of legalMoves() differ", i);
      check(new HashSet<>(legal).size() == legal.size(), "after %s moves, legalMoves() lists a move twice: %s", i, legal);
      check(
          state.isTerminal() || !legal.isEmpty(),
          "after %s moves, the game is not over but legalMoves() is empty",
          i);
      for (M move : legal) {
        MoveEffect effect = state.effectOf(move);
        check(effect.equals(state.effectOf(move)), "after %s moves, effectOf(%s) changes between calls", i, move);
        check(state.play(move).equals(state.play(move)), "after %s moves, playing %s twice gives unequal states", i, move);
      }
    }
  }

  private void illegalMoves(GameRun<S, M> run) {
    GameRun<S, M> fresh = RandomGames.replay(game, run.moves());
    for (int i = 0; i < run.states().size(); i++) {
      S state = run.states().get(i);
      StateSnapshot<M> before = StateSnapshot.of(state);
      Set<M> legal = new HashSet<>(state.legalMoves());
      for (M candidate : candidates(run, i)) {
        Optional<Violation> violation = state.check(candidate);
        if (violation.isEmpty()) {
          check(
              state.hasUnboundedLegalMoves() || legal.contains(candidate),
              "after %s moves, check(%s) accepts a move that legalMoves() does not list",
              i,
              candidate);
          continue;
        }
        check(!legal.contains(candidate), "after %s moves, listed move %s is refused: %s", i, candidate, violation.get());
        check(!state.isLegal(candidate), "after %s moves, isLegal(%s) disagrees with check()", i, candidate);
        IllegalMoveException thrown = expectIllegal(() -> state.play(candidate), i, "play", candidate);
        check(
            thrown.violation().equals(violation.get()),
            "after %s moves, play(%s) threw %s but check() said %s",
            i,
            candidate,
            thrown.violation(),
            violation.get());
        var unused1 = expectIllegal(() -> state.effectOf(candidate), i, "effectOf", candidate);
      }
      String difference = before.firstDifference(StateSnapshot.of(state));
      check(difference == null, "after %s moves, refusing illegal moves changed the state: %s", i, difference);
      check(state.equals(fresh.states().get(i)), "after %s moves, refusing illegal moves changed the state", i);
    }
  }

  private IllegalMoveException expectIllegal(Supplier<?> action, int i, String method, M candidate) {
    try {
      var unused = action.get();
    } catch (IllegalMoveException e) {
      return e;
    } catch (RuntimeException e) {
      throw new AssertionError(
          "after " + i + " moves, " + method + "(" + MovesText.show(game, candidate) + ") threw " + e + " instead of IllegalMoveException", e);
    }
    throw new AssertionError(
        "after " + i + " moves, " + method + "(" + MovesText.show(game, candidate) + ") accepted a move that check() refuses");
  }

  private void playIsPure(GameRun<S, M> run) {
    S state = game.initialState();
    for (int i = 0; i < run.moves().size(); i++) {
      StateSnapshot<M> before = StateSnapshot.of(state);
      for (M move : sample(state.legalMoves(), new Random(RandomGames.gameSeed(seed, i)))) {
        var unused2 = state.play(move);
        String difference = before.firstDifference(StateSnapshot.of(state));
        check(difference == null, "after %s moves, play(%s) changed the receiver: %s", i, move, difference);
      }
      S next = state.play(run.moves().get(i));
      String difference = before.firstDifference(StateSnapshot.of(state));
      check(difference == null, "after %s moves, play(%s) changed the receiver: %s", i, run.moves().get(i), difference);
      state = next;
    }
  }

  @SuppressWarnings({"SelfEquals", "EqualsNull", "EqualsIncompatibleType"}) // checks equals: reflexive, false for null and a String
  private void equalityAndHashes(GameRun<S, M> run) {
    GameRun<S, M> again = RandomGames.replay(game, run.moves());
    for (int i = 0; i < run.states().size(); i++) {
      S a = run.states().get(i);
      S b = again.states().get(i);
      check(a.equals(a), "after %s moves, a state is not equal to itself", i);
      check(a.equals(b) && b.equals(a), "after %s moves, replaying the same moves gives unequal states", i);
      assertSameHashes(a, b, i);
      check(!a.equals(null), "after %s moves, a state equals null", i);
      check(!a.equals("a string"), "after %s moves, a state equals a String", i);
    }
    // Transpositions: swap two moves two plies apart; where that reaches an equal state, the hashes must agree.
    for (int i = 0; i + 2 < run.moves().size(); i++) {
      List<M> swapped = new ArrayList<>(run.moves().subList(0, i + 3));
      M first = swapped.get(i);
      swapped.set(i, swapped.get(i + 2));
      swapped.set(i + 2, first);
      Optional<S> reached = tryReplay(swapped);
      S original = run.states().get(i + 3);
      if (reached.isPresent() && reached.get().equals(original)) {
        assertSameHashes(reached.get(), original, i + 3);
      }
    }
  }

  private void assertSameHashes(S a, S b, int i) {
    check(a.hashCode() == b.hashCode(), "after %s moves, equal states have different hashCode()", i);
    check(a.positionHash() == b.positionHash(), "after %s moves, equal states have different positionHash()", i);
  }

  private Optional<S> tryReplay(List<M> moves) {
    S state = game.initialState();
    for (M move : moves) {
      if (state.check(move).isPresent()) {
        return Optional.empty();
      }
      state = state.play(move);
    }
    return Optional.of(state);
  }

  private void terminalStates(GameRun<S, M> run) {
    check(run.states().get(0).toMove().equals(Player.FIRST), "the initial state has %s to move", run.states().get(0).toMove());
    for (int i = 0; i < run.states().size(); i++) {
      S state = run.states().get(i);
      check(state.toMove().index() < game.playerCount(), "after %s moves, toMove() is %s", i, state.toMove());
      if (!state.isTerminal()) {
        continue;
      }
      check(state.legalMoves().isEmpty(), "after %s moves, the game is over but legalMoves() is %s", i, state.legalMoves());
      check(!state.hasUnboundedLegalMoves(), "after %s moves, the game is over but hasUnboundedLegalMoves() is true", i);
      for (M candidate : candidates(run, i)) {
        Optional<Violation> violation = state.check(candidate);
        check(
            violation.isPresent() && violation.get().reason() == Reason.GAME_OVER,
            "after %s moves the game is over, but check(%s) gives %s instead of a game-over violation",
            i,
            candidate,
            violation);
        IllegalMoveException thrown = expectIllegal(() -> state.play(candidate), i, "play", candidate);
        check(thrown.reason() == Reason.GAME_OVER, "after %s moves, play(%s) gave %s", i, candidate, thrown.reason());
      }
    }
  }

  private void turnPolicy(GameRun<S, M> run) {
    for (int i = 0; i < run.moves().size(); i++) {
      S before = run.states().get(i);
      S after = run.states().get(i + 1);
      M move = run.moves().get(i);
      // After the last move too: a terminal state's toMove() is whom the policy would have move.
      Player expected =
          TurnTable.ask(game.turnPolicy(), before.toMove(), before.effectOf(move), game.playerCount(), i);
      check(
          after.toMove().equals(expected),
          "move %s (%s) by %s had effect %s, so %s policy gives %s, but %s is to move%s",
          i + 1,
          move,
          before.toMove(),
          before.effectOf(move),
          game.turnPolicy().name(),
          expected,
          after.toMove(),
          after.isTerminal() ? " after the game's last move" : "");
    }
  }

  private void boundedLength(GameRun<S, M> run) {
    check(game.maxMoves().isPresent(), "BOUNDED_LENGTH is declared but maxMoves() is empty; declare without(BOUNDED_LENGTH, reason)");
    int max = game.maxMoves().getAsInt();
    for (int i = max; i < run.states().size(); i++) {
      check(run.states().get(i).isTerminal(), "the game is not over after %s moves, but maxMoves() is %s", i, max);
    }
  }

  private void scores(GameRun<S, M> run) {
    check(game.keepsScore(), "SCORES is declared but keepsScore() is false; declare without(SCORES, reason)");
    for (int i = 0; i < run.states().size(); i++) {
      S state = run.states().get(i);
      Optional<Scores> scores = state.scores();
      check(scores.isPresent(), "after %s moves, keepsScore() is true but scores() is empty", i);
      check(scores.get().playerCount() == game.playerCount(), "after %s moves, scores() has %s players", i, scores.get().playerCount());
      Outcome outcome = state.outcome();
      Set<Player> leaders = scores.get().leaders();
      if (outcome.isWin()) {
        check(outcome.winners().equals(leaders), "after %s moves, the winners are %s but the top scorers are %s (scores %s)", i, outcome.winners(), leaders, scores.get());
      } else if (outcome.isDraw()) {
        check(leaders.size() > 1, "after %s moves, a draw is declared but %s leads alone (scores %s)", i, leaders, scores.get());
      }
    }
  }

  private void notations(GameRun<S, M> run) {
    Set<String> names = new HashSet<>();
    for (Notation<M> notation : game.notations()) {
      check(names.add(notation.name()), "two notations are named %s", notation.name());
      check(!notation.syntax().isBlank(), "notation %s has a blank syntax()", notation.name());
      for (int i = 0; i < run.states().size(); i++) {
        List<M> moves = new ArrayList<>(run.states().get(i).legalMoves());
        if (i < run.moves().size()) {
          moves.add(run.moves().get(i));
        }
        Map<String, M> seen = new java.util.HashMap<>();
        for (M move : moves) {
          String text = notation.format(move);
          M parsed = notation.parse(text);
          check(parsed.equals(move), "notation %s writes %s as '%s', which parses back as %s", notation.name(), move, text, parsed);
          M padded = notation.parse("  " + text + " ");
          check(padded.equals(move), "notation %s does not accept '%s' with surrounding spaces", notation.name(), text);
          M other = seen.put(text, move);
          check(other == null || other.equals(move), "notation %s writes both %s and %s as '%s'", notation.name(), other, move, text);
        }
      }
    }
  }

  private void matchRecord(GameRun<S, M> run) {
    for (Notation<M> notation : game.notations()) {
      Match<S, M> match = Match.start(game);
      for (M move : run.moves()) {
        match.play(notation.format(move), notation);
      }
      check(match.state().equals(run.finalState()), "playing the moves by text in %s reached a different state", notation.name());
      MatchRecord record = match.record(notation);
      String text = record.toString();
      MatchRecord parsed = MatchRecord.parse(text);
      check(parsed.equals(record), "the record text does not parse back to the same record:%n%s", text);
      Match<S, M> replayed = Match.replay(game, parsed);
      check(replayed.state().equals(match.state()), "the record replays to a different state:%n%s", text);
      check(replayed.moves().equals(run.moves()), "the record replays to different moves:%n%s", text);
    }
  }

  /** How many states of each game get mutated texts, and how many mutations each. */
  private static final int MUTATED_STATES = 3;

  private static final int MUTATIONS = 20;

  private void positionText(GameRun<S, M> run) {
    check(game.hasPositionText(), "POSITION_TEXT is declared but hasPositionText() is false; declare without(POSITION_TEXT, reason)");
    GameRun<S, M> again = RandomGames.replay(game, run.moves());
    List<S> states = run.states();
    for (int i = 0; i < states.size(); i++) {
      S state = states.get(i);
      PositionTexts.checkRoundTrip(state);
      check(
          again.states().get(i).positionText().equals(state.positionText()),
          "after %s moves, equal states have the texts '%s' and '%s'",
          i,
          state.positionText(),
          again.states().get(i).positionText());
    }
    // Seeded by the game's moves as well as its length: games of one length (all of them, in a game
    // that always fills its board) must not all mutate the same states and start at the same move.
    Random random = new Random(RandomGames.gameSeed(seed, states.size()) ^ MovesText.of(game, run.moves()).hashCode());
    for (int k = 0; k < MUTATED_STATES; k++) {
      var unused3 = PositionTexts.checkMutationsRefused(states.get(random.nextInt(states.size())), random.nextLong(), MUTATIONS);
    }
    int from = random.nextInt(states.size());
    Match<S, M> match = Match.startAt(states.get(from));
    for (M move : run.moves().subList(from, run.moves().size())) {
      match.play(move);
    }
    MatchRecord record = match.record();
    check(
        record.start().isPresent() == !states.get(from).equals(game.initialState()),
        "a match started after %s moves records the start position %s",
        from,
        record.start());
    String text = record.toString();
    Match<S, M> replayed = Match.replay(game, MatchRecord.parse(text));
    check(replayed.state().equals(run.finalState()), "a match started after %s moves replays to a different state:%n%s", from, text);
    check(replayed.states().get(0).equals(states.get(from)), "a match started after %s moves replays from a different state:%n%s", from, text);
  }

  private void matchUndo(GameRun<S, M> run) {
    Match<S, M> match = Match.start(game);
    List<Match.Event<S, M>> events = new ArrayList<>();
    match.addListener(events::add);
    for (M move : run.moves()) {
      match.play(move);
    }
    check(events.size() == run.moves().size(), "the listener heard %s events for %s moves", events.size(), run.moves().size());
    for (int i = run.moves().size() - 1; i >= 0; i--) {
      S state = match.undo();
      check(state.equals(run.states().get(i)), "undo back to %s moves gave a different state", i);
      check(match.state().equals(state), "undo returned a state other than the match's state");
    }
    check(!match.canUndo(), "undo is possible at the initial state");
    for (int i = 0; i < run.moves().size(); i++) {
      S state = match.redo();
      check(state.equals(run.states().get(i + 1)), "redo to %s moves gave a different state", i + 1);
    }
    check(!match.canRedo(), "redo is possible after redoing everything");
    check(match.moves().equals(run.moves()), "the match's moves after undo and redo differ");
    check(events.size() == 3 * run.moves().size(), "the listener heard %s events for %s plays, undos and redos", events.size(), 3 * run.moves().size());
    if (!run.moves().isEmpty()) {
      match.undo();
      S state = match.state();
      List<M> legal = state.legalMoves();
      match.play(legal.get(legal.size() - 1));
      check(!match.canRedo(), "redo is still possible after a new move was played");
    }
  }

  /** The position's answers agree with the immutable state's, through move codes. */
  private void samePosition(Position<S, M> position, S state, String when) {
    check(position.positionHash() == state.positionHash(), "%s, the position's hash differs", when);
    check(position.isTerminal() == state.isTerminal(), "%s, the position's isTerminal() differs", when);
    check(position.toMove().equals(state.toMove()), "%s, the position says %s is to move, the state %s", when, position.toMove(), state.toMove());
    check(position.outcome().equals(state.outcome()), "%s, the position's outcome %s differs from the state's %s", when, position.outcome(), state.outcome());
    check(position.scores().equals(state.scores()), "%s, the position's scores %s differ from the state's %s", when, position.scores(), state.scores());
    for (int p = 0; p < game.playerCount(); p++) {
      Player player = Player.of(p);
      int expected = state.scores().map(scores -> scores.of(player)).orElse(0);
      check(position.score(player) == expected, "%s, the position's score of %s is %s, not %s", when, player, position.score(player), expected);
    }
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    check(count == codes.length, "%s, legalMoves wrote %s codes but legalMoveCount() is %s", when, count, codes.length);
    Set<M> listed = new HashSet<>();
    for (int k = 0; k < count; k++) {
      M move = position.move(codes[k]);
      check(position.code(move) == codes[k], "%s, code %s decodes to %s which encodes to %s", when, codes[k], move, position.code(move));
      check(position.isLegal(codes[k]), "%s, the position lists code %s (%s) but isLegal says no", when, codes[k], move);
      check(listed.add(move), "%s, the position lists %s twice", when, move);
    }
    check(listed.equals(new HashSet<>(state.legalMoves())), "%s, the position's legal moves %s differ from the state's %s", when, listed, state.legalMoves());
  }

  private void position(GameRun<S, M> run) {
    Position<S, M> position = game.initialState().toPosition();
    check(position.depth() == 0, "a new position has depth %s", position.depth());
    expectRefusedLimit(position);
    @Nullable Position<S, M> copy = null;
    for (int i = 0; i <= run.moves().size(); i++) {
      S state = run.states().get(i);
      String when = "after " + i + " moves";
      refusesIllegalMoves(position, run, i);
      refusesUnknownCodes(position, state, when);
      refusesShortBuffers(position, when);
      drawsLegalRandomMoves(position, state, i, when);
      if (i % PLAYOUT_EVERY == PLAYOUT_EVERY - 1) {
        undoesPlayouts(position, state, i, when);
        resetsPlayouts(position, state, i, when);
      }
      if (copy != null) {
        check(copy.state().equals(run.states().get(i - 1)) && copy.depth() == 0, "%s, playing on the original position changed its copy", when);
      }
      copy = copiesIndependently(position, state, i, when);
      if (i == run.moves().size()) {
        break;
      }
      position.makeMove(run.moves().get(i));
      check(position.depth() == i + 1, "after %s moves, the position's depth is %s", i + 1, position.depth());
      check(position.state().equals(run.states().get(i + 1)), "after %s moves, the position's state differs from the immutable state", i + 1);
      samePosition(position, run.states().get(i + 1), "after " + (i + 1) + " moves");
    }
    for (int i = run.moves().size() - 1; i >= 0; i--) {
      position.unmakeMove();
      check(position.depth() == i, "after undoing to %s moves, the depth is %s", i, position.depth());
      check(position.state().equals(run.states().get(i)), "undoing the position back to %s moves gives a different state", i);
      samePosition(position, run.states().get(i), "undoing the position back to " + i + " moves");
    }
    try {
      position.unmakeMove();
    } catch (IllegalStateException expected) {
      return;
    }
    throw new AssertionError("Position.undo() at depth 0 did not throw IllegalStateException");
  }

  /** Random playouts are tried from every this many states (playouts are costly to verify). */
  private static final int PLAYOUT_EVERY = 3;

  /** The longest random playout tried from a state. */
  private static final int PLAYOUT_MOVES = 4;

  /** The random numbers the position checks draw in state {@code i}. */
  private SplittableRandom randomFor(int i) {
    return new SplittableRandom(RandomGames.gameSeed(seed, i) ^ 0x5DEECE66DL);
  }

  private void expectRefusedLimit(Position<S, M> position) {
    try {
      var unused4 = position.playout(randomFor(0), -1);
    } catch (IllegalArgumentException expected) {
      check(position.depth() == 0, "playout(random, -1) threw but played %s moves", position.depth());
      return;
    }
    throw new AssertionError("Position.playout(random, -1) did not throw IllegalArgumentException");
  }

  /** Illegal move values (and their codes, where they have one) are refused and change nothing. */
  private void refusesIllegalMoves(Position<S, M> position, GameRun<S, M> run, int i) {
    S state = run.states().get(i);
    long hash = position.positionHash();
    for (M candidate : candidates(run, i)) {
      if (state.check(candidate).isEmpty()) {
        continue;
      }
      var unused5 = expectIllegal(() -> { position.makeMove(candidate); return candidate; }, i, "Position.makeMove", candidate);
      check(position.depth() == i && position.positionHash() == hash, "after %s moves, refusing %s changed the position's depth or hash", i, candidate);
      int code;
      try {
        code = position.code(candidate);
      } catch (IllegalArgumentException noCode) {
        continue; // a move the board cannot hold has no code; play(move) above refused it
      }
      check(!position.isLegal(code), "after %s moves, %s is illegal but isLegal(%s) says yes", i, candidate, code);
      expectRefusedCode(position, code, "after " + i + " moves, the code " + code + " of the illegal move " + MovesText.show(game, candidate));
      check(position.depth() == i && position.positionHash() == hash, "after %s moves, refusing the code of %s changed the position's depth or hash", i, candidate);
    }
    check(position.state().equals(state), "after %s moves, refusing illegal moves changed the position's state", i);
  }

  /** Codes that stand for no move are refused by every method that takes a code, and change nothing. */
  private void refusesUnknownCodes(Position<S, M> position, S state, String when) {
    long hash = position.positionHash();
    int depth = position.depth();
    for (int code : new int[] {-1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      if (code == Integer.MAX_VALUE && !standsForNoMove(position, code)) {
        continue; // a game may use every non-negative code
      }
      check(code >= 0 || standsForNoMove(position, code), "%s, move(%s) did not throw IllegalArgumentException for a negative code", when, code);
      check(!position.isLegal(code), "%s, isLegal(%s) says yes to a code that stands for no move", when, code);
      expectRefusedCode(position, code, when + ", the unknown code " + code);
      check(position.depth() == depth && position.positionHash() == hash, "%s, refusing the unknown code %s changed the position's depth or hash", when, code);
    }
    check(position.state().equals(state), "%s, refusing unknown codes changed the position's state", when);
  }

  private static boolean standsForNoMove(Position<?, ?> position, int code) {
    try {
      var unused6 = position.move(code);
      return false;
    } catch (IllegalArgumentException expected) {
      return true;
    }
  }

  private static void expectRefusedCode(Position<?, ?> position, int code, String what) {
    try {
      position.makeMove(code);
    } catch (IllegalMoveException expected) {
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": play threw " + e + " instead of IllegalMoveException", e);
    }
    throw new AssertionError(what + ": play accepted it");
  }

  /** A buffer shorter than the legal moves is refused with nothing written. */
  private void refusesShortBuffers(Position<S, M> position, String when) {
    int count = position.legalMoveCount();
    if (count == 0) {
      return;
    }
    int[] buffer = new int[count - 1];
    java.util.Arrays.fill(buffer, -7);
    try {
      var unused7 = position.legalMoves(buffer);
    } catch (IllegalArgumentException expected) {
      for (int value : buffer) {
        check(value == -7, "%s, legalMoves wrote into a buffer it refused as too short", when);
      }
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(when + ", legalMoves(a buffer of " + (count - 1) + " for " + count + " moves) threw " + e + " instead of IllegalArgumentException", e);
    }
    throw new AssertionError(when + ", legalMoves accepted a buffer of " + (count - 1) + " for " + count + " moves");
  }

  /** randomMove draws a legal code and plays nothing; it refuses a finished game. */
  private void drawsLegalRandomMoves(Position<S, M> position, S state, int i, String when) {
    long hash = position.positionHash();
    SplittableRandom random = randomFor(i);
    if (position.isTerminal()) {
      try {
        var unused8 = position.randomMove(random);
      } catch (IllegalStateException expected) {
        return;
      }
      throw new AssertionError(when + " the game is over, but randomMove did not throw IllegalStateException");
    }
    Set<M> legal = new HashSet<>(state.legalMoves());
    for (int k = 0; k < 3; k++) {
      int code = position.randomMove(random);
      check(position.isLegal(code), "%s, randomMove drew %s, which isLegal refuses", when, code);
      check(state.hasUnboundedLegalMoves() || legal.contains(position.move(code)), "%s, randomMove drew %s, which the state does not list", when, position.move(code));
      check(position.depth() == i && position.positionHash() == hash, "%s, randomMove changed the position's depth or hash", when);
    }
  }

  /**
   * A random playout stops at the end of the game or after the limit, plays only moves the rules
   * allow, and undoing it restores the exact state and hash.
   */
  private void undoesPlayouts(Position<S, M> position, S state, int i, String when) {
    SplittableRandom random = randomFor(i);
    int limit = random.nextInt(PLAYOUT_MOVES + 1);
    int played = position.playout(random, limit);
    check(played >= 0 && played <= limit, "%s, playout(random, %s) says it played %s moves", when, limit, played);
    check(position.depth() == i + played, "%s, playout(random, %s) says it played %s moves, but the depth grew by %s", when, limit, played, position.depth() - i);
    check(played == limit || position.isTerminal(), "%s, playout(random, %s) stopped after %s moves in a game that is not over", when, limit, played);
    samePosition(position, position.state(), when + " and a random playout of " + played + " moves");
    S after = position.state();
    for (int k = played - 1; k >= 0; k--) {
      position.unmakeMove();
      S before = position.state();
      boolean reachable = false;
      for (M move : before.legalMoves()) {
        if (before.play(move).equals(after)) {
          reachable = true;
          break;
        }
      }
      check(reachable, "%s, move %s of a random playout reached a state no legal move reaches:%n%s%nfrom%n%s", when, k + 1, after.render(), before.render());
      after = before;
    }
    check(position.depth() == i, "%s, undoing the position's random playout left depth %s", when, position.depth());
    check(position.state().equals(state) && position.positionHash() == state.positionHash(), "%s, undoing the position's random playout of %s moves gives a different state or hash", when, played);
  }

  /**
   * {@link Position#reset()} takes a position back to where it was made, from the end of the same
   * random playout that {@link #undoesPlayouts} checked, twice over (so what it leaves is fit to
   * play on), as undoing every move would.
   */
  private void resetsPlayouts(Position<S, M> position, S state, int i, String when) {
    Position<S, M> copy = position.copy();
    for (int round = 1; round <= 2; round++) {
      SplittableRandom random = randomFor(i);
      int played = copy.playout(random, random.nextInt(PLAYOUT_MOVES + 1));
      copy.reset();
      check(copy.depth() == 0, "%s, reset() after a playout of %s moves left depth %s", when, played, copy.depth());
      check(copy.state().equals(state), "%s, reset() after a playout of %s moves (round %s) gives a different state", when, played, round);
      samePosition(copy, state, when + " and reset() after a playout of " + played + " moves");
    }
  }

  /** The name of the check of {@link #playouts}. */
  static final String PLAYOUTS =
      "a playout equals its moves played one by one, and undo and reset after it restore the position";

  /** The longest random playout tried from a state by {@link #playouts}. */
  private static final int LONG_PLAYOUT_MOVES = 12;

  /** The random numbers {@link #playouts} draws in state {@code i}. */
  private SplittableRandom playoutRandomFor(int i) {
    return new SplittableRandom(RandomGames.gameSeed(seed, i) ^ 0x9E3779B97F4A7C15L);
  }

  /**
   * From every few states of the game, on a position that got there move by move: a random
   * playout, then undos and plays before the position is asked anything, leave the hash of the
   * state the same moves reach; the moves, read back by undoing them, played again one by one
   * leave the same position; and on a copy, a playout, undos and {@link Position#reset()} go back
   * to where the copy was made, fit to play on.
   */
  private void playouts(GameRun<S, M> run) {
    Position<S, M> position = game.initialState().toPosition();
    for (int i = 0; i <= run.moves().size(); i++) {
      S state = run.states().get(i);
      if (i % PLAYOUT_EVERY == 0) {
        playoutAsMoves(position, state, i);
        resetsAfterUndos(position, state, i);
      }
      if (i < run.moves().size()) {
        position.makeMove(run.moves().get(i));
      }
    }
  }

  /**
   * A playout of up to {@link #LONG_PLAYOUT_MOVES} moves, some undos (at least one play or undo
   * where the game allows), then some random plays; only then the hash is asked for, and must be
   * that of the state the same moves reach from {@code state}. The moves are read back by undoing
   * them (each the legal move that reaches the later state), then played again one by one.
   */
  private void playoutAsMoves(Position<S, M> position, S state, int i) {
    SplittableRandom random = playoutRandomFor(i);
    int limit = random.nextInt(LONG_PLAYOUT_MOVES + 1);
    int played = position.playout(random, limit);
    int back = random.nextInt(played + 1);
    for (int k = 0; k < back; k++) {
      position.unmakeMove();
    }
    int plays = back == 0 ? 1 + random.nextInt(2) : random.nextInt(3);
    int forward = 0;
    while (forward < plays && !position.isTerminal()) {
      position.makeMove(position.randomMove(random));
      forward++;
    }
    String when = "after " + i + " moves, a playout of " + played + " moves, " + back + " undos and " + forward + " plays";
    long hash = position.positionHash();
    int depth = position.depth();
    check(depth == i + played - back + forward, "%s left depth %s, not %s", when, depth, i + played - back + forward);
    List<M> moves = new ArrayList<>();
    S after = position.state();
    for (int k = depth - i; k > 0; k--) {
      position.unmakeMove();
      S before = position.state();
      S later = after;
      Optional<M> move = before.legalMoves().stream().filter(m -> before.play(m).equals(later)).findFirst();
      check(move.isPresent(), "%s: move %s of them reached a state no legal move reaches:%n%s%nfrom%n%s", when, k, after.render(), before.render());
      moves.add(0, move.orElseThrow());
      after = before;
    }
    S expected = state;
    for (M move : moves) {
      expected = expected.play(move);
    }
    check(hash == expected.positionHash(), "%s: the position's hash %s is not %s, the hash of the state the same moves reach", when, hash, expected.positionHash());
    samePosition(position, state, when + ": undoing them all");
    for (M move : moves) {
      position.makeMove(move);
    }
    check(position.state().equals(expected), "%s: its moves played again one by one give a different state", when);
    samePosition(position, expected, when + ": its moves played again one by one");
    for (int k = 0; k < moves.size(); k++) {
      position.unmakeMove();
    }
  }

  /**
   * On a copy made at {@code state}: a playout, some of its moves undone, then {@link
   * Position#reset()} gives the copy's start again, on which one more move plays as on the state.
   */
  private void resetsAfterUndos(Position<S, M> position, S state, int i) {
    SplittableRandom random = playoutRandomFor(i).split();
    Position<S, M> copy = position.copy();
    int played = copy.playout(random, random.nextInt(LONG_PLAYOUT_MOVES + 1));
    int back = random.nextInt(played + 1);
    for (int k = 0; k < back; k++) {
      copy.unmakeMove();
    }
    copy.reset();
    String when = "after " + i + " moves, reset() after a playout of " + played + " moves and " + back + " undos";
    check(copy.depth() == 0, "%s left depth %s", when, copy.depth());
    check(copy.state().equals(state), "%s gives a different state", when);
    samePosition(copy, state, when);
    if (!copy.isTerminal()) {
      int code = copy.randomMove(random);
      M move = copy.move(code);
      copy.makeMove(code);
      samePosition(copy, state.play(move), when + " and a play of " + MovesText.show(game, move));
    }
  }

  /** A copy is equal in state, shares codes, and is independent of the original. */
  private Position<S, M> copiesIndependently(Position<S, M> position, S state, int i, String when) {
    Position<S, M> copy = position.copy();
    check(copy.state().equals(state) && copy.positionHash() == state.positionHash(), "%s, copy() gives a different state or hash", when);
    check(copy.depth() == 0, "%s, a copy has depth %s", when, copy.depth());
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    for (int k = 0; k < count; k++) {
      check(copy.move(codes[k]).equals(position.move(codes[k])), "%s, code %s means %s in a copy but %s in the original", when, codes[k], copy.move(codes[k]), position.move(codes[k]));
    }
    if (count > 0) {
      copy.makeMove(copy.randomMove(randomFor(i)));
      check(position.depth() == i && position.state().equals(state) && position.positionHash() == state.positionHash(), "%s, playing on a copy changed the original position", when);
      copy.unmakeMove();
      check(copy.state().equals(state), "%s, undoing the position's copy after one move gives a different state", when);
    }
    return copy;
  }

  /** At most this many of the moves seen earlier in a game are tried as candidates in each state. */
  private static final int SEEN_CANDIDATES = 24;

  /**
   * Arbitrary candidates for state {@code i}: all of the source's, and a seeded sample of the moves
   * played before and of the previous state's legal moves (so long games stay linear).
   */
  private List<M> candidates(GameRun<S, M> run, int i) {
    Random random = new Random(RandomGames.gameSeed(seed, i));
    Set<M> candidates = new LinkedHashSet<>();
    if (source != null) {
      candidates.addAll(source.moves(run.states().get(i), random));
    }
    candidates.addAll(sample(run.moves().subList(0, i), random));
    if (i > 0) {
      candidates.addAll(sample(run.states().get(i - 1).legalMoves(), random));
    }
    return new ArrayList<>(candidates);
  }

  private static <T> List<T> sample(List<T> from, Random random) {
    if (from.size() <= SEEN_CANDIDATES) {
      return from;
    }
    List<T> copy = new ArrayList<>(from);
    java.util.Collections.shuffle(copy, random);
    return copy.subList(0, SEEN_CANDIDATES);
  }

  /** Fails with the formatted message; moves among the arguments are written in the game's default notation. */
  private void check(boolean condition, String format, @Nullable Object... args) {
    if (!condition) {
      Object[] shown = args.clone();
      for (int i = 0; i < shown.length; i++) {
        shown[i] = MovesText.show(game, shown[i]);
      }
      throw new AssertionError(String.format(format, shown));
    }
  }
}
