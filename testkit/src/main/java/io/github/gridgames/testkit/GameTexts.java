package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;

/**
 * The fuzz targets of every text of one game ({@link TextFuzz#tests(Game)}), with samples from
 * seeded random games; the texts of the contest protocols of the game's installed {@link GameTools}
 * that carry the game too, the examples of the text play's prompts (each a legal move of its state), and the position texts of the sample states when the game has them (a text
 * that reads gives a state whose own text reads back to an equal state). A new kind of game text
 * gets its target here, in {@link #tests()}.
 */
final class GameTexts<S extends State<S, M>, M extends Move> {

  private static final int GAMES = 12;
  private static final int MAX_MOVES = 60;
  private static final int MAX_SAMPLES = 400;

  /** From this many inputs on, some of them are read: the unchanged samples, if nothing else. */
  private static final int MIN_INPUTS_READ = 1000;

  private final TextFuzz fuzz;
  private final Game<S, M> game;
  private final TextPlay<S, M> textPlay;
  private final Optional<GameTools<?, ?, ?>> tools;
  private final boolean installed;

  /** The states of the sample games, each with the moves that lead to it. */
  private final List<S> states = new ArrayList<>();

  private final List<List<M>> histories = new ArrayList<>();

  GameTexts(TextFuzz fuzz, Game<S, M> game, Optional<TextPlay<S, M>> textPlay) {
    this.fuzz = fuzz;
    this.game = game;
    this.installed = provider(game.id()).isPresent();
    this.tools = GameTools.find(game.id(), GameTexts.class.getClassLoader());
    this.textPlay = textPlay.orElseGet(() -> tools.map(t -> t.textPlayOf(game)).orElseGet(() -> TextPlay.of(game)));
    int maxMoves = Math.min(MAX_MOVES, GameProperties.defaultMaxMoves(game));
    for (GameRun<S, M> run : RandomGames.sample(game, fuzz.seed(), GAMES, maxMoves)) {
      for (int i = 0; i < run.states().size(); i++) {
        states.add(run.states().get(i));
        histories.add(run.moves().subList(0, i));
      }
    }
  }

  private static Optional<GameProvider> provider(String id) {
    for (GameProvider provider : ServiceLoader.load(GameProvider.class, GameTexts.class.getClassLoader())) {
      if (provider.id().equals(id)) {
        return Optional.of(provider);
      }
    }
    return Optional.empty();
  }

  Stream<DynamicTest> tests() {
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(test("game spec", specSamples(), this::checkSpec));
    for (Notation<M> notation : game.notations()) {
      tests.add(test("notation " + notation.name(), moveSamples(notation), text -> checkNotation(notation, text)));
    }
    tests.add(test("match record", recordSamples(), this::checkRecord));
    List<String> typed = new ArrayList<>();
    for (Notation<M> notation : game.notations()) {
      typed.addAll(moveSamples(notation));
    }
    tests.add(test("text play", typed, this::checkTextPlay));
    tests.add(DynamicTest.dynamicTest(game.spec() + ": prompt examples (seed " + fuzz.seed() + ")", this::checkExamples));
    if (game.hasPositionText()) {
      List<String> positions = states.stream().map(State::positionText).distinct().limit(MAX_SAMPLES).toList();
      tests.add(
          test(
              "position text",
              positions,
              TextFuzz.roundTrip(game::parsePosition, State::positionText, NotationException.class)));
    }
    for (BotProtocol<?, ?> protocol : tools.map(GameTools::protocols).orElse(List.of())) {
      carrying(protocol).ifPresent(carrier -> addProtocolTests(tests, carrier));
    }
    return tests.stream();
  }

  /** The protocol, if it carries this game (its {@code game(spec)} gives an equal game). */
  @SuppressWarnings("unchecked") // the protocol's game equals this game, so its types are this game's
  private Optional<BotProtocol<S, M>> carrying(BotProtocol<?, ?> protocol) {
    try {
      return protocol.game(game.spec()).equals(game) ? Optional.of((BotProtocol<S, M>) protocol) : Optional.empty();
    } catch (IllegalArgumentException cannotCarry) {
      return Optional.empty(); // documented: the protocol cannot carry this game, so it has no texts here
    }
  }

  /**
   * A contest protocol's texts: the setup a bot reads, each turn's input and a bot's answer. Each
   * reads back what it writes; a turn, read and written again, reads to the same text.
   */
  private void addProtocolTests(List<DynamicTest> tests, BotProtocol<S, M> protocol) {
    String name = "protocol " + protocol.name();
    List<String> setups = new ArrayList<>();
    List<String> turns = new ArrayList<>();
    Set<String> answers = new LinkedHashSet<>();
    for (int player = 0; player < Math.min(2, game.playerCount()); player++) {
      setups.add(protocol.setupText(game, Player.of(player)));
    }
    for (int i = 0; i < states.size() && turns.size() < MAX_SAMPLES; i++) {
      S state = states.get(i);
      if (!state.isTerminal() && state.toMove().equals(Player.FIRST)) {
        turns.add(protocol.turnText(state));
      }
      state.legalMoves().stream().limit(3).forEach(move -> answers.add(protocol.answerText(game, move)));
    }
    tests.add(test(name + " setup", setups, TextFuzz.roundTrip(
        text -> protocol.readSetup(lines(text)),
        setup -> protocol.setupText(setup.game(), setup.player()),
        IOException.class,
        IllegalArgumentException.class)));
    BotProtocol.Setup<S, M> first = new BotProtocol.Setup<>(game, Player.FIRST);
    tests.add(test(name + " turn", turns, TextFuzz.roundTrip(
        text -> {
          Optional<S> state = protocol.readTurn(first, lines(text));
          state.ifPresent(s -> assertTrue(!s.isTerminal() && s.toMove().equals(Player.FIRST), "a turn of the bot: " + s));
          return state.map(protocol::turnText).orElse("");
        },
        text -> text,
        IOException.class,
        IllegalArgumentException.class)));
    tests.add(test(name + " answer", List.copyOf(answers), TextFuzz.roundTrip(
        text -> {
          M move = protocol.readAnswer(game, text);
          var unused1 = protocol.remarkOf(game, text);
          return move;
        },
        move -> protocol.answerText(game, move),
        NotationException.class)));
  }

  private static BufferedReader lines(String text) {
    return new BufferedReader(new StringReader(text));
  }

  private DynamicTest test(String target, List<String> samples, TextFuzz.TextCheck check) {
    String name = game.spec() + ": " + target;
    return DynamicTest.dynamicTest(
        name + " (seed " + fuzz.seed() + ", " + fuzz.inputs() + " inputs)",
        () -> {
          TextFuzz.Report report = fuzz.check(name, samples, check);
          // One input in sixteen is a sample unchanged, a valid text: a target that reads none is broken.
          assertTrue(
              samples.isEmpty() || report.inputs() < MIN_INPUTS_READ || report.read() > 0,
              () -> "no input was read, not even the valid samples: " + report);
        });
  }

  // ---- samples

  private List<String> specSamples() {
    GameSpec spec = game.spec();
    Set<String> samples = new LinkedHashSet<>();
    samples.add(spec.toString());
    samples.add(spec.id());
    StringBuilder spaced = new StringBuilder(" " + spec.id() + " ( ");
    for (Map.Entry<String, String> parameter : spec.parameters().entrySet()) {
      samples.add(spec.id() + "(" + parameter.getKey() + "=" + parameter.getValue() + ")");
      spaced.append(parameter.getKey()).append(" = ").append(parameter.getValue()).append(" , ");
    }
    samples.add(spaced.append(") ").toString().replace(" , )", " )"));
    return List.copyOf(samples);
  }

  private List<String> moveSamples(Notation<M> notation) {
    Set<String> samples = new LinkedHashSet<>();
    SplittableRandom random = new SplittableRandom(fuzz.seed());
    for (int i = 0; i < states.size() && samples.size() < MAX_SAMPLES; i++) {
      List<M> legal = states.get(i).legalMoves();
      for (int j = 0; j < Math.min(3, legal.size()); j++) {
        write(notation, legal.get(random.nextInt(legal.size()))).ifPresent(samples::add);
      }
      List<M> history = histories.get(i);
      if (!history.isEmpty()) {
        write(notation, history.get(random.nextInt(history.size()))).ifPresent(samples::add);
      }
    }
    return List.copyOf(samples);
  }

  private List<String> recordSamples() {
    List<String> samples = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(fuzz.seed());
    for (int i = 0; i < 40; i++) {
      int at = random.nextInt(states.size());
      Match<S, M> match = matchAt(at);
      Notation<M> notation = game.notations().get(random.nextInt(game.notations().size()));
      try {
        samples.add(match.record(notation).toString());
      } catch (IllegalArgumentException cannotWrite) {
        // this notation cannot write one of the moves: the record is left out of the samples
      }
    }
    return samples;
  }

  private Optional<String> write(Notation<M> notation, M move) {
    try {
      return Optional.of(notation.format(move));
    } catch (IllegalArgumentException cannotWrite) {
      return Optional.empty();
    }
  }

  // ---- checks

  /** A state of the sample games chosen by the text, so that each text meets one state. */
  private int stateOf(String text) {
    return Math.floorMod(text.hashCode() * 0x9E3779B9, states.size());
  }

  private Match<S, M> matchAt(int index) {
    Match<S, M> match = Match.start(game);
    for (M move : histories.get(index)) {
      match.play(move);
    }
    return match;
  }

  private String where(int index) {
    return " (after the moves " + MovesText.of(game, histories.get(index)) + ")";
  }

  private boolean checkSpec(String text) {
    GameSpec spec;
    try {
      spec = GameSpec.parse(text);
    } catch (NotationException refused) {
      if (installed) {
        assertThrows(NotationException.class, () -> Games.parse(text), "Games.parse refuses what GameSpec.parse refuses");
      }
      return false;
    }
    assertEquals(spec, GameSpec.parse(spec.toString()), "the spec read back from its text");
    if (!installed) {
      return true;
    }
    Game<?, ?> parsed;
    try {
      parsed = Games.parse(text);
    } catch (IllegalArgumentException invalid) {
      return false;
    }
    Game<?, ?> again = Games.parse(parsed.spec().toString());
    assertEquals(parsed, again, "the game read back from its canonical text " + parsed.spec());
    assertEquals(parsed.spec(), again.spec(), "the canonical text of the game read back");
    return true;
  }

  private boolean checkNotation(Notation<M> notation, String text) {
    int at = stateOf(text);
    S state = states.get(at);
    Match<S, M> match = matchAt(at);
    M move;
    try {
      move = notation.parse(text);
    } catch (NotationException refused) {
      var unused2 = refusedChangesNothing(match, NotationException.class, () -> match.play(text, notation), at);
      return false;
    }
    Optional<Violation> violation = state.check(move);
    @Nullable String written;
    try {
      written = notation.format(move);
    } catch (IllegalArgumentException cannotWrite) {
      assertTrue(
          violation.isPresent(),
          "the notation reads " + move + " but cannot write it, and it is legal" + where(at) + ": " + cannotWrite);
      written = null;
    }
    if (written != null) {
      assertEquals(move, notation.parse(written), "the move read back from its text '" + written + "'");
    }
    if (violation.isPresent()) {
      IllegalMoveException e =
          refusedChangesNothing(match, IllegalMoveException.class, () -> match.play(text, notation), at);
      assertEquals(violation.get(), e.violation(), "the match refuses the move with the state's violation" + where(at));
    } else {
      S after = match.play(text, notation);
      assertEquals(state.play(move), after, "the match plays the move as the state does" + where(at));
      assertEquals(state, match.undo(), "undo returns to the state" + where(at));
    }
    return true;
  }

  private <X extends Throwable> X refusedChangesNothing(Match<S, M> match, Class<X> refusal, Executable play, int at) {
    List<M> moves = match.moves();
    S state = match.state();
    boolean canRedo = match.canRedo();
    X thrown = assertThrows(refusal, play, "the match refuses the text" + where(at));
    assertEquals(moves, match.moves(), "a refused text leaves the match's moves" + where(at));
    assertEquals(state, match.state(), "a refused text leaves the match's state" + where(at));
    assertEquals(canRedo, match.canRedo(), "a refused text leaves the match's redo" + where(at));
    return thrown;
  }

  private boolean checkRecord(String text) {
    MatchRecord record;
    try {
      record = MatchRecord.parse(text);
    } catch (NotationException refused) {
      return false;
    }
    assertEquals(record, MatchRecord.parse(record.toString()), "the record read back from its text");
    Match<S, M> match;
    try {
      match = Match.replay(game, record);
    } catch (IllegalArgumentException refused) {
      if (installed) {
        replayAnyGame(record);
      }
      return true;
    }
    Match<S, M> again = Match.replay(game, match.record(game.notation(record.notation())));
    assertEquals(match.moves(), again.moves(), "the moves of the match's own record replayed");
    assertEquals(match.state(), again.state(), "the state of the match's own record replayed");
    if (installed) {
      assertEquals(match.state(), Match.replay(record).state(), "the record replayed by the installed game");
    }
    return true;
  }

  /** Replays a record of any installed game, which may refuse it (only) as documented. */
  private static void replayAnyGame(MatchRecord record) {
    try {
      var unused3 = Match.replay(record);
    } catch (IllegalArgumentException refused) {
      // not an installed game, an invalid one, or a move that cannot be played: all documented
    }
  }

  /**
   * The example of every prompt is a legal move of its state: for every sample state and notation,
   * the example reads in the notation as a legal move, and the text play reads it as that move.
   */
  private void checkExamples() {
    for (S state : states) {
      for (Notation<M> notation : game.notations()) {
        Optional<String> example = textPlay.example(state, notation);
        String prompt = textPlay.prompt(state, notation);
        if (example.isEmpty()) {
          assertTrue(
              state.isTerminal() || state.legalMoves().stream().noneMatch(m -> writesAndReads(notation, m)),
              "no example in " + notation.name() + " of a state with a move it writes: " + state);
          assertEquals(notation.syntax(), prompt, "a prompt without an example");
          continue;
        }
        M move = notation.parse(example.get());
        assertEquals(Optional.empty(), state.check(move), "the example " + example.get() + " is legal in " + state);
        assertEquals(move, textPlay.read(state, example.get(), notation), "the text play reads the example");
        assertEquals(notation.syntax() + ", such as " + example.get(), prompt);
      }
    }
  }

  private static <M extends Move> boolean writesAndReads(Notation<M> notation, M move) {
    try {
      return notation.parse(notation.format(move)).equals(move);
    } catch (IllegalArgumentException cannot) {
      return false; // a notation may not write every move, or read back all it writes
    }
  }

  /** The notation in use for a sample: each of the game's in turn. */
  private Notation<M> inUse(int at) {
    return game.notations().get(at % game.notations().size());
  }

  private boolean checkTextPlay(String text) {
    int at = stateOf(text);
    S state = states.get(at);
    String typed = text.strip();
    Notation<M> inUse = inUse(at);
    M move;
    try {
      move = textPlay.read(state, text, inUse);
    } catch (NotationException refused) {
      for (Notation<M> notation : game.notations()) {
        assertThrows(NotationException.class, () -> notation.parse(typed), "no notation reads a text the text play refuses");
      }
      assertEquals(
          assertThrows(NotationException.class, () -> inUse.parse(typed)).getMessage(),
          refused.getMessage(),
          "the error is the notation in use's, " + inUse.name());
      return false;
    } catch (IllegalMoveException refused) {
      boolean explained = false;
      for (Notation<M> notation : game.notations()) {
        try {
          explained |= state.check(notation.parse(typed)).equals(Optional.of(refused.violation()));
        } catch (NotationException notThisOne) {
          // another notation reads the text
        }
      }
      assertTrue(explained, "the refusal " + refused.violation() + " is what the state says of a reading" + where(at));
      return false;
    }
    assertEquals(Optional.empty(), state.check(move), "the move read is legal" + where(at));
    boolean read = false;
    for (Notation<M> notation : game.notations()) {
      try {
        read |= notation.parse(typed).equals(move);
      } catch (NotationException notThisOne) {
        // another notation reads the text
      }
    }
    assertTrue(read, "some notation reads the text as " + move);
    var unused4 = state.play(move);
    return true;
  }
}
