package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.FormatMethod;
import com.google.errorprone.annotations.FormatString;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Checks of a game's position text ({@link State#positionText()} and
 * {@link Game#parsePosition(String)}), for games that {@linkplain Game#hasPositionText() have
 * one}: the round trip of a state, and the refusal of mutated texts. The {@link RulesContract}
 * runs both on its random games ({@link Feature#POSITION_TEXT}); a game's own tests call them on
 * as many states as they like, such as {@link #randomStates}.
 */
public final class PositionTexts {

  /** Characters that mutations insert, besides those of the text itself. */
  private static final String ALPHABET = " /;,.-+0123456789abcdefxoXOABZ:\t\né";

  private PositionTexts() {}

  /**
   * Returns {@code count} states of seeded random games ({@link RandomGames}), one per game: game
   * {@code i} is played from {@link RandomGames#gameSeed(long, int) gameSeed(seed, i)} for at most
   * {@code maxMoves} moves, and one of its states is drawn: its last state one time in four (so
   * that finished games are well represented), else a uniformly chosen one.
   *
   * @param game the game
   * @param seed the base seed
   * @param count the number of states
   * @param maxMoves the most moves per game
   * @param <S> the state type
   * @param <M> the move type
   * @return the states, in the order of the games
   * @throws IllegalArgumentException if {@code count} or {@code maxMoves} is negative
   */
  public static <S extends State<S, M>, M extends Move> List<S> randomStates(
      Game<S, M> game, long seed, int count, int maxMoves) {
    requireNonNull(game, "game");
    checkArgument(count >= 0, "count must be >= 0, got %s", count);
    List<S> states = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      long gameSeed = RandomGames.gameSeed(seed, i);
      GameRun<S, M> run = RandomGames.play(game, gameSeed, maxMoves);
      SplittableRandom random = new SplittableRandom(gameSeed ^ 0x5DEECE66DL);
      List<S> all = run.states();
      states.add(random.nextInt(4) == 0 ? all.get(all.size() - 1) : all.get(random.nextInt(all.size())));
    }
    return states;
  }

  /**
   * Checks the round trip of one state: its text is one line without surrounding spaces, reads
   * back (with {@link Game#parsePosition(String)}) into an equal state with the same
   * {@code hashCode}, {@code positionHash}, player to move, outcome, scores, legal moves and text,
   * and the state of its {@link State#toPosition() position}, an equal state built by the other
   * face of the rules, has the same text.
   *
   * @param state the state
   * @param <S> the state type
   * @param <M> the move type
   * @throws AssertionError if a part of the round trip fails; the message shows the text
   */
  public static <S extends State<S, M>, M extends Move> void checkRoundTrip(S state) {
    requireNonNull(state, "state");
    Game<S, M> game = state.game();
    String text = state.positionText();
    check(text != null && !text.isBlank(), "positionText() of %s is blank", state);
    check(
        text.indexOf('\n') < 0 && text.indexOf('\r') < 0 && text.equals(text.strip()),
        "positionText() is not one line without surrounding spaces: '%s'",
        text);
    S parsed;
    try {
      parsed = game.parsePosition(text);
    } catch (RuntimeException e) {
      throw new AssertionError("parsePosition refuses the text it wrote, '" + text + "': " + e, e);
    }
    check(parsed.equals(state) && state.equals(parsed), "'%s' reads back as an unequal state: %s, not %s", text, parsed, state);
    check(parsed.hashCode() == state.hashCode(), "'%s' reads back with another hashCode()", text);
    check(parsed.positionHash() == state.positionHash(), "'%s' reads back with another positionHash()", text);
    check(parsed.toMove().equals(state.toMove()), "'%s' reads back with %s to move, not %s", text, parsed.toMove(), state.toMove());
    check(parsed.outcome().equals(state.outcome()), "'%s' reads back with outcome %s, not %s", text, parsed.outcome(), state.outcome());
    check(parsed.scores().equals(state.scores()), "'%s' reads back with scores %s, not %s", text, parsed.scores(), state.scores());
    check(parsed.legalMoves().equals(state.legalMoves()), "'%s' reads back with other legal moves", text);
    String again = parsed.positionText();
    check(again.equals(text), "'%s' reads back as a state whose text is '%s'", text, again);
    String viaPosition = state.toPosition().state().positionText();
    check(viaPosition.equals(text), "an equal state from the state's position has the text '%s', not '%s'", viaPosition, text);
  }

  /**
   * Mutates a state's text {@code mutations} times at random (a character replaced, deleted,
   * inserted or swapped with the next, the text cut short, a piece repeated) and checks that
   * {@link Game#parsePosition(String)} refuses each mutated text with a {@link NotationException}
   * and nothing else, or reads it as a state whose own text round-trips.
   *
   * @param state the state whose text is mutated
   * @param seed the seed of the mutations
   * @param mutations how many mutated texts to try
   * @param <S> the state type
   * @param <M> the move type
   * @return the mutated texts that were read, for checks of a game's own (such as: every text it
   *     reads is the canonical text of the state it names)
   * @throws AssertionError if a mutated text is refused with another exception, or read as a state
   *     that fails {@link #checkRoundTrip}
   */
  public static <S extends State<S, M>, M extends Move> List<String> checkMutationsRefused(
      S state, long seed, int mutations) {
    requireNonNull(state, "state");
    Game<S, M> game = state.game();
    String text = state.positionText();
    SplittableRandom random = new SplittableRandom(seed);
    List<String> accepted = new ArrayList<>();
    for (int i = 0; i < mutations; i++) {
      String mutated = mutate(text, random);
      S read;
      try {
        read = game.parsePosition(mutated);
      } catch (NotationException e) {
        check(e.input().equals(mutated), "the NotationException for '%s' names the input '%s'", mutated, e.input());
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(
            "parsePosition(\"" + mutated + "\"), a mutation of '" + text + "', threw " + e + " instead of NotationException", e);
      }
      checkRoundTrip(read);
      accepted.add(mutated);
    }
    return accepted;
  }

  /**
   * Checks a game's strict reading on many states: {@link #checkRoundTrip} on each, then
   * {@link #checkMutationsRefused} with {@code mutations} mutations (state {@code i}'s from the
   * seed {@code seed + i}), and that every mutated text the game reads is the canonical text of
   * the state it names, as for a game whose reading accepts nothing but canonical texts.
   *
   * @param states the states, such as {@link #randomStates}
   * @param seed the base seed of the mutations
   * @param mutations how many mutated texts to try per state
   * @param <S> the state type
   * @param <M> the move type
   * @throws AssertionError if a check fails; the message shows the text
   */
  public static <S extends State<S, M>, M extends Move> void checkStrictReading(
      List<S> states, long seed, int mutations) {
    for (int i = 0; i < states.size(); i++) {
      S state = states.get(i);
      checkRoundTrip(state);
      for (String text : checkMutationsRefused(state, seed + i, mutations)) {
        String canonical = state.game().parsePosition(text).positionText();
        check(canonical.equals(text), "'%s' is read, but the state it names writes '%s'", text, canonical);
      }
    }
  }

  /**
   * Checks that a game refuses a text with a {@link NotationException} at the given place, with
   * the given expectation.
   *
   * @param game the game
   * @param text the text to refuse
   * @param position the index the exception must name
   * @param expected what the exception must say was expected there
   * @return the exception
   * @throws AssertionError if the text is read, refused otherwise, or refused at another place or
   *     with another expectation
   */
  public static NotationException checkRefused(Game<?, ?> game, String text, int position, String expected) {
    requireNonNull(game, "game");
    try {
      var unused1 = game.parsePosition(text);
    } catch (NotationException e) {
      check(e.expected().equals(expected), "'%s' is refused expecting%n  %s%nnot%n  %s", text, e.expected(), expected);
      check(e.position() == position, "'%s' is refused at position %s, not %s: %s", text, e.position(), position, e.getMessage());
      return e;
    }
    throw new AssertionError("'" + text + "' is read, but it should be refused expecting " + expected);
  }

  /** Returns the text with one random mutation. */
  static String mutate(String text, SplittableRandom random) {
    String chars = ALPHABET + text;
    char c = chars.charAt(random.nextInt(chars.length()));
    int length = text.length();
    int at = random.nextInt(length + 1);
    return switch (random.nextInt(6)) {
      case 0 -> at == length ? text + c : text.substring(0, at) + c + text.substring(at + 1);
      case 1 -> at == length ? text.substring(0, length - 1) : text.substring(0, at) + text.substring(at + 1);
      case 2 -> text.substring(0, at) + c + text.substring(at);
      case 3 -> text.substring(0, random.nextInt(length));
      case 4 -> at + 1 >= length
          ? text.substring(1) + text.charAt(0)
          : text.substring(0, at) + text.charAt(at + 1) + text.charAt(at) + text.substring(at + 2);
      default -> {
        int end = at + random.nextInt(length - at + 1);
        yield text.substring(0, end) + text.substring(at, end) + text.substring(end);
      }
    };
  }

  @FormatMethod
  private static void check(boolean condition, @FormatString String format, @Nullable Object... args) {
    if (!condition) {
      throw new AssertionError(String.format(format, args));
    }
  }
}
