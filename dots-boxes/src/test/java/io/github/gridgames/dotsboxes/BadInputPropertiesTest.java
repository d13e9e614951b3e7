package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;
import static org.quicktheories.generators.SourceDSL.strings;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import io.github.gridgames.testkit.RandomGames;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** Bad input of every kind, as properties: it is refused precisely and changes nothing. */
public class BadInputPropertiesTest {

  private static final long SEED = 20261122L;
  private static final String ALPHABET = "()[],-+ 0123456789ABCDLTRBabltrMSGxyz\n\r\t";

  private static QuickTheory qtFixed(int examples) {
    return qt().withFixedSeed(SEED).withExamples(examples);
  }

  /** Strings of the characters the parsers care about, which reach deeper than random text. */
  private static Gen<String> relevantStrings() {
    return lists()
        .of(integers().between(0, ALPHABET.length() - 1))
        .ofSizeBetween(0, 40)
        .map(
            indexes -> {
              StringBuilder sb = new StringBuilder();
              for (int i : indexes) {
                sb.append(ALPHABET.charAt(i));
              }
              return sb.toString();
            });
  }

  /** Valid texts of some parser with a few random insertions, deletions and replacements. */
  private static Gen<String> mutationsOf(List<String> valid) {
    return Generate.pick(valid)
        .zip(
            lists().of(integers().between(0, 100_000)).ofSizeBetween(1, 5),
            (text, edits) -> {
              StringBuilder sb = new StringBuilder(text);
              for (int e : edits) {
                int pos = (e / 3) % (sb.length() + 1);
                char c = ALPHABET.charAt((e / 7) % ALPHABET.length());
                switch (e % 3) {
                  case 0 -> sb.insert(pos, c);
                  case 1 -> {
                    if (pos < sb.length()) {
                      sb.deleteCharAt(pos);
                    }
                  }
                  default -> {
                    if (pos < sb.length()) {
                      sb.setCharAt(pos, c);
                    }
                  }
                }
              }
              return sb.toString();
            });
  }

  /**
   * Runs a parser on random, relevant and mutated text: it either answers or says why not. The
   * tools' tests use it too.
   */
  public static void onlyNotationExceptions(Function<String, ?> parser, List<String> valid) {
    for (String text : valid) {
      parser.apply(text);
    }
    List<Gen<String>> gens =
        List.of(strings().allPossible().ofLengthBetween(0, 30), relevantStrings(), mutationsOf(valid));
    for (Gen<String> gen : gens) {
      qtFixed(400)
          .forAll(gen)
          .checkAssert(
              text -> {
                try {
                  parser.apply(text);
                } catch (NotationException e) {
                  assertTrue(e.position() >= 0 && e.position() <= text.length());
                  assertTrue(e.getMessage().startsWith("expected "), e.getMessage());
                } catch (RuntimeException e) {
                  fail("parsing \"" + text + "\" threw " + e + " instead of NotationException", e);
                }
              });
    }
  }

  @Test
  void theDotPairParserOnlyThrowsNotationException() {
    onlyNotationExceptions(
        DotsBoxes.of(3, 3).dotPairs()::parse,
        List.of("(0,0)-(0,1)", " ( 2 , 3 ) - ( 3 , 3 ) ", "(-1,0)-(0,0)", "(2147483647,0)-(0,0)"));
  }

  @Test
  void theBoxSideParserOnlyThrowsNotationException() {
    onlyNotationExceptions(
        DotsBoxes.of(3, 3).boxSides()::parse, List.of("A1 R", "c3 b", "B2T", "  A3 L "));
    onlyNotationExceptions(
        DotsBoxes.of(2, 30).boxSides()::parse, List.of("AD1 R", "Z2 L", "AA1 B"));
  }

  @Test
  void theLineNumberParserOnlyThrowsNotationException() {
    onlyNotationExceptions(
        DotsBoxes.of(4, 4).notation(LineNumberNotation.NAME)::parse, List.of("0", "39", " 17 "));
  }

  @Test
  void theProviderRefusesAnyBadParameterWithAnIllegalArgumentException() {
    qtFixed(500)
        .forAll(
            Generate.pick(List.of("rows", "cols", "players", "turns", "size", "k")),
            strings().betweenCodePoints('+', 'z').ofLengthBetween(1, 12))
        .checkAssert(
            (name, value) -> {
              try {
                Games.parse("dots-boxes(" + name + "=" + value + ")");
              } catch (NotationException e) {
                // Not canonical text at all: GameSpec's own parse error.
                assertTrue(e.getMessage().startsWith("expected "), e.getMessage());
              } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage().contains(name), e.getMessage());
              }
            });
  }

  @Test
  void sizesOfZeroNegativeOrBeyondTheMaximumAreRefusedNamingTheLimit() {
    Gen<Integer> badSizes =
        integers()
            .between(Integer.MIN_VALUE, 0)
            .mix(integers().between(DotsBoxes.MAX_SIZE + 1, Integer.MAX_VALUE), 50)
            .mix(Generate.pick(List.of(0, -1, 101, Integer.MIN_VALUE, Integer.MAX_VALUE)), 20);
    qtFixed(300)
        .forAll(badSizes, integers().between(1, DotsBoxes.MAX_SIZE))
        .checkAssert(
            (bad, good) -> {
              String limit = "between 1 and 100 (the largest board is 100 x 100 boxes), got " + bad;
              IllegalArgumentException rows =
                  assertThrows(IllegalArgumentException.class, () -> DotsBoxes.of(bad, good));
              assertEquals("rows must be " + limit, rows.getMessage());
              IllegalArgumentException cols =
                  assertThrows(IllegalArgumentException.class, () -> DotsBoxes.of(good, bad));
              assertEquals("cols must be " + limit, cols.getMessage());
              IllegalArgumentException parsed =
                  assertThrows(
                      IllegalArgumentException.class,
                      () -> Games.parse("dots-boxes(rows=" + good + ",cols=" + bad + ")"));
              assertEquals("parameter cols must be " + limit, parsed.getMessage());
              IllegalArgumentException square =
                  assertThrows(
                      IllegalArgumentException.class, () -> Games.parse("dots-boxes(rows=" + bad + ")"));
              assertEquals("parameter rows must be " + limit, square.getMessage());
            });
    qtFixed(200)
        .forAll(integers().all().assuming(p -> p < 2 || p > 26))
        .checkAssert(
            players -> {
              IllegalArgumentException e =
                  assertThrows(
                      IllegalArgumentException.class,
                      () -> DotsBoxes.builder().rows(3).cols(3).players(players).turnPolicy(TurnPolicy.ALTERNATE).build());
              assertEquals("players must be between 2 and 26, got " + players, e.getMessage());
            });
  }

  private static final List<DotsBoxes> GAMES =
      List.of(
          DotsBoxes.of(1, 1),
          DotsBoxes.of(3, 3),
          DotsBoxes.builder().rows(2).cols(5).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(),
          DotsBoxes.of(1, 21),
          DotsBoxes.of(6, 6));

  @Test
  void nothingRefusedEverChangesAState() {
    Gen<Integer> coordinate =
        integers()
            .between(-2, 8)
            .mix(Generate.pick(List.of(Integer.MIN_VALUE, Integer.MAX_VALUE, -1_000_000)), 10);
    Gen<Edge> candidates =
        coordinate.zip(coordinate, coordinate, coordinate, (a, b, c, d) -> Edge.of(a, b, c, d));
    qtFixed(800)
        .forAll(Generate.pick(GAMES), longs().between(0, 1000), integers().between(0, 90), candidates)
        .checkAssert(
            (game, seed, length, candidate) -> {
              DotsBoxesState state = RandomGames.play(game, seed, length).finalState();
              DotsBoxesState copy = game.stateOf(state.drawnEdges(), ownersOf(state), state.toMove());
              String drawing = state.render();
              long hash = state.positionHash();
              List<Edge> legal = state.legalMoves();
              Optional<Violation> violation = state.check(candidate);
              if (violation.isEmpty()) {
                assertTrue(legal.contains(candidate));
                return;
              }
              assertEquals(violation.get(), assertThrows(IllegalMoveException.class, () -> state.play(candidate)).violation());
              assertThrows(IllegalMoveException.class, () -> state.effectOf(candidate));
              assertThrows(IllegalMoveException.class, () -> state.boxesCompletedBy(candidate));
              assertEquals(copy, state);
              assertEquals(drawing, state.render());
              assertEquals(hash, state.positionHash());
              assertEquals(legal, state.legalMoves());

              Position<DotsBoxesState, Edge> position = state.toPosition();
              assertThrows(IllegalMoveException.class, () -> position.makeMove(candidate));
              assertEquals(0, position.depth());
              assertEquals(state, position.state());

              Match<DotsBoxesState, Edge> match = Match.start(game);
              for (Edge e : RandomGames.play(game, seed, length).moves()) {
                match.play(e);
              }
              assertThrows(IllegalMoveException.class, () -> match.play(candidate));
              assertThrows(
                  IllegalMoveException.class, () -> match.play(game.dotPairs().format(candidate)));
              assertThrows(NotationException.class, () -> match.play("(" + candidate));
              assertEquals(state, match.state());
              assertEquals(Math.min(length, game.edgeCount()), match.moves().size());
            });
  }

  private static java.util.Map<Box, Player> ownersOf(DotsBoxesState state) {
    java.util.Map<Box, Player> owners = new java.util.HashMap<>();
    for (int b = 0; b < state.game().boxCount(); b++) {
      Box box = state.game().box(b);
      state.owner(box).ifPresent(p -> owners.put(box, p));
    }
    return owners;
  }
}
