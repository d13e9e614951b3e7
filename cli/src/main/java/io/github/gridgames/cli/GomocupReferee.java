package io.github.gridgames.cli;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A Gomocup manager for two brains: plays games between them, the seats alternating (brain A
 * begins the odd games, B the even ones), and judges them. Before each game a brain gets {@code
 * INFO timeout_turn}, {@code timeout_match}, {@code max_memory 0}, {@code game_type 1} and {@code
 * rule}, then {@code START} (or {@code RECTSTART}) the first time and {@code RESTART} after, and
 * must answer {@code OK} within the start-up time; a brain that answers {@code RESTART} with
 * {@code UNKNOWN} gets {@code END} and is started again, as the protocol says. Then the first
 * brain gets {@code BEGIN} and each move goes to the other as {@code TURN X,Y}, each preceded by
 * {@code INFO time_left} when the match time is limited. Lines are sent with CR LF.
 *
 * <p>A brain loses the game at once when, where an answer is due, it ends its output (it crashed
 * or exited), does not answer within the move's time limit (or the match time left) plus the
 * tolerance, answers a line that is not a move or not a legal one (a square outside the board or
 * taken), answers {@code ERROR} or {@code UNKNOWN}, or refuses {@code START}. The referee then ends
 * that brain (its process and the processes it started) and starts it again for the next game;
 * a brain that played by the rules is kept and gets {@code RESTART}. Blank lines, {@code MESSAGE}
 * and {@code DEBUG} lines are read past; {@code SUGGEST X,Y} is answered with {@code PLAY X,Y}, as
 * Gomocup's manager does. After the last game each brain gets {@code END}.
 */
final class GomocupReferee {

  /** Starts a brain: a process, or a channel to a brain in this process. */
  @FunctionalInterface
  interface Launcher {
    /**
     * Starts the brain.
     *
     * @return the channel to it
     * @throws IOException if it cannot be started
     */
    BotChannel start() throws IOException;
  }

  /**
   * The conditions of a match.
   *
   * @param width the board's columns
   * @param height the board's rows
   * @param rule the Gomocup rule: 0 free style, 1 exactly five
   * @param turn the time limit of a move
   * @param match the time limit of a brain's moves in one game, if any
   * @param tolerance the time allowed beyond a limit before a brain loses
   * @param startup the time a brain has to answer {@code START} or {@code RESTART}
   */
  record Settings(
      int width, int height, int rule, Duration turn, Optional<Duration> match, Duration tolerance, Duration startup) {

    /**
     * Checks the settings.
     *
     * @throws IllegalArgumentException if the rule is not 0 or 1, or the turn limit not positive,
     *     or a duration negative
     */
    Settings {
      checkArgument(rule == 0 || rule == 1, "rule must be 0 (free style) or 1 (exactly five), got %s", rule);
      checkArgument(!turn.isNegative() && !turn.isZero(), "the turn limit must be positive, got %s", turn);
      checkArgument(match.map(d -> !d.isNegative() && !d.isZero()).orElse(true), "the match limit must be positive, got %s", match);
      checkArgument(!tolerance.isNegative() && !startup.isNegative(), "tolerance and startup must not be negative");
    }

    /** The command that starts a game on this board: {@code START N} or {@code RECTSTART W,H}. */
    String startCommand() {
      return width == height ? "START " + width : "RECTSTART " + width + "," + height;
    }
  }

  /**
   * How one game ended.
   *
   * @param number the game's number, from 1
   * @param first the brain that began
   * @param second the other brain
   * @param winner the winner's name, empty for a draw
   * @param forfeit the name of the brain that lost by breaking the protocol or the time, if any
   * @param reason how the game ended, such as {@code "five in a row"} or why the brain lost
   * @param moves the moves played, {@code X,Y} each
   * @param slowestMillis per brain's name, the longest a move of its took, from sending the
   *     command to reading the move (0 when it made none)
   */
  record GameResult(
      int number,
      String first,
      String second,
      Optional<String> winner,
      Optional<String> forfeit,
      String reason,
      List<String> moves,
      Map<String, Long> slowestMillis) {}

  /** A brain that could not be started at all, such as a command that does not exist. */
  static final class FailedToStart extends Exception {
    private static final long serialVersionUID = 1L;

    /** The brain's name. */
    private final String brain;

    /** Why it could not be started. */
    private final String why;

    FailedToStart(String brain, String why) {
      super("brain " + brain + " cannot be started: " + why);
      this.brain = brain;
      this.why = why;
    }

    /** Returns the brain's name. */
    String brain() {
      return brain;
    }

    /** Returns why it could not be started, such as the shell's message. */
    String why() {
      return why;
    }
  }

  /** A brain in its seat: its launcher and, between its games, its running channel. */
  private static final class Entrant {
    final String name;
    final Launcher launcher;
    BotChannel channel;
    /** Whether the channel was started for this game and has had no START yet. */
    boolean fresh;

    Entrant(String name, Launcher launcher) {
      this.name = name;
      this.launcher = launcher;
    }
  }

  /** Why a brain lost, found while waiting for it. */
  private static final class Fault extends Exception {
    private static final long serialVersionUID = 1L;

    Fault(String reason) {
      super(reason, null, false, false);
    }
  }

  private final Settings settings;
  private final GomocupGame<?, ?> game;

  /**
   * Creates a referee.
   *
   * @param settings the conditions
   * @param game the game of the settings' board and rule, which judges the moves
   */
  GomocupReferee(Settings settings, GomocupGame<?, ?> game) {
    this.settings = requireNonNull(settings, "settings");
    this.game = requireNonNull(game, "game");
    checkArgument(
        game.width() == settings.width() && game.height() == settings.height() && game.exactFive() == (settings.rule() == 1),
        "the game does not match the settings");
  }

  /**
   * Plays the games.
   *
   * @param games how many, at least 1
   * @param nameA brain A's name
   * @param a starts brain A
   * @param nameB brain B's name
   * @param b starts brain B
   * @param log receives each move, the brains' messages and each game's result as lines
   * @param each receives each game's result as it ends
   * @return the results, in order
   * @throws FailedToStart if a brain's command could not be started (the shell did not find or run
   *     it): no game is judged then
   * @throws InterruptedException if interrupted while waiting for a brain
   */
  List<GameResult> run(
      int games, String nameA, Launcher a, String nameB, Launcher b, Consumer<String> log, Consumer<GameResult> each)
      throws FailedToStart, InterruptedException {
    checkArgument(games >= 1, "games must be at least 1, got %s", games);
    checkArgument(!nameA.equals(nameB), "the brains need two names, got %s twice", nameA);
    Entrant[] entrants = {new Entrant(nameA, a), new Entrant(nameB, b)};
    List<GameResult> results = new ArrayList<>();
    try {
      for (int g = 0; g < games; g++) {
        Entrant first = entrants[g % 2];
        Entrant second = entrants[1 - g % 2];
        GameResult result = play(game, g + 1, first, second, log);
        results.add(result);
        each.accept(result);
      }
    } finally {
      for (Entrant entrant : entrants) {
        if (entrant.channel != null) {
          send(entrant, "END");
          stop(entrant);
        }
      }
    }
    return List.copyOf(results);
  }

  private <S extends State<S, M>, M extends Move> GameResult play(
      GomocupGame<S, M> game, int number, Entrant first, Entrant second, Consumer<String> log)
      throws FailedToStart, InterruptedException {
    List<String> moves = new ArrayList<>();
    for (Entrant entrant : List.of(first, second)) {
      if (entrant.channel == null) {
        launch(entrant); // both start at once: their start-ups overlap
      }
    }
    for (Entrant entrant : List.of(first, second)) {
      try {
        prepare(entrant, log);
      } catch (Fault fault) {
        stop(entrant);
        return forfeit(number, first, second, entrant, fault.getMessage(), moves, new long[2], log);
      }
    }
    S state = game.game().initialState();
    long[] slowest = new long[2];
    long[] matchLeft = new long[2];
    long matchMillis = settings.match().map(Duration::toMillis).orElse(0L);
    matchLeft[0] = matchMillis;
    matchLeft[1] = matchMillis;
    Optional<GomocupPoint> last = Optional.empty();
    while (!state.isTerminal()) {
      int seat = state.toMove().equals(Player.FIRST) ? 0 : 1;
      Entrant mover = seat == 0 ? first : second;
      long limit = settings.turn().toMillis();
      try {
        if (settings.match().isPresent()) {
          limit = Math.min(limit, Math.max(0, matchLeft[seat]));
          sendOrFault(mover, "INFO time_left " + matchLeft[seat]);
        }
        String command = last.map(p -> "TURN " + p).orElse("BEGIN");
        drain(mover, log);
        long sent = System.nanoTime();
        sendOrFault(mover, command);
        GomocupPoint point = awaitMove(mover, command, Duration.ofMillis(limit).plus(settings.tolerance()), log);
        long took = (System.nanoTime() - sent) / 1_000_000;
        matchLeft[seat] -= took;
        slowest[seat] = Math.max(slowest[seat], took);
        M move;
        try {
          move = game.move(point);
        } catch (IllegalArgumentException e) {
          throw new Fault("it answered " + point + " to " + command + ": " + e.getMessage());
        }
        Optional<String> refusal = game.refusal(state, point);
        if (refusal.isPresent()) {
          throw new Fault("it answered " + point + " to " + command + ": " + refusal.get());
        }
        state = state.play(move);
        moves.add(point.toString());
        log.accept("game " + number + ": " + mover.name + " plays " + point);
        last = Optional.of(point);
      } catch (Fault fault) {
        stop(mover);
        return forfeit(number, first, second, mover, fault.getMessage(), moves, slowest, log);
      }
    }
    Optional<String> winner = Optional.empty();
    String reason = "the board is full";
    if (state.outcome().isWin()) {
      winner = Optional.of(state.outcome().winners().contains(Player.FIRST) ? first.name : second.name);
      reason = (game.exactFive() ? "exactly " : "") + game.k() + " in a row";
    }
    GameResult result =
        new GameResult(
            number, first.name, second.name, winner, Optional.empty(), reason, List.copyOf(moves), slowest(first, second, slowest));
    log.accept("game " + number + ": " + winner.map(w -> w + " wins with " + result.reason()).orElse("a draw: " + result.reason()));
    return result;
  }

  private static GameResult forfeit(
      int number,
      Entrant first,
      Entrant second,
      Entrant loser,
      String reason,
      List<String> moves,
      long[] slowest,
      Consumer<String> log) {
    String winner = loser == first ? second.name : first.name;
    log.accept("game " + number + ": " + loser.name + " loses: " + reason);
    return new GameResult(
        number,
        first.name,
        second.name,
        Optional.of(winner),
        Optional.of(loser.name),
        reason,
        List.copyOf(moves),
        slowest(first, second, slowest));
  }

  private static Map<String, Long> slowest(Entrant first, Entrant second, long[] slowest) {
    return Map.of(first.name, slowest[0], second.name, slowest[1]);
  }

  /** Starts a brain's process (or channel). */
  private static void launch(Entrant entrant) throws FailedToStart {
    try {
      entrant.channel = entrant.launcher.start();
    } catch (IOException e) {
      throw new FailedToStart(entrant.name, String.valueOf(e.getMessage()));
    }
    entrant.fresh = true;
  }

  /** Sends a brain START, or RESTART if it played the last game, and waits for its OK. */
  private void prepare(Entrant entrant, Consumer<String> log) throws Fault, FailedToStart, InterruptedException {
    if (!entrant.fresh) {
      drain(entrant, log);
      sendOrFault(entrant, infos());
      sendOrFault(entrant, "RESTART");
      GomocupAnswer answer = awaitAnswer(entrant, "RESTART", settings.startup(), log);
      if (answer instanceof GomocupAnswer.Ok) {
        return;
      }
      if (!(answer instanceof GomocupAnswer.Unknown)) {
        throw new Fault("it answered " + describe(answer) + " to RESTART");
      }
      send(entrant, "END");
      stop(entrant);
      launch(entrant);
    }
    entrant.fresh = false;
    String start = settings.startCommand();
    GomocupAnswer answer;
    try {
      // A brain whose input is closed is judged by its output: one that failed to start has ended it.
      boolean sent = send(entrant, infos()) && send(entrant, start);
      answer = awaitAnswer(entrant, start, settings.startup(), log);
      if (!sent) {
        throw new Fault("its input is closed (it has ended)");
      }
    } catch (Fault fault) {
      Optional<String> failed = entrant.channel.failedToStart();
      if (failed.isPresent()) {
        throw new FailedToStart(entrant.name, failed.get());
      }
      throw fault;
    }
    if (!(answer instanceof GomocupAnswer.Ok)) {
      throw new Fault("it answered " + describe(answer) + " to " + start);
    }
  }

  /** The INFO lines sent before each game. */
  private String infos() {
    return String.join(
        "\r\n",
        "INFO timeout_turn " + settings.turn().toMillis(),
        "INFO timeout_match " + settings.match().map(Duration::toMillis).orElse(0L),
        "INFO max_memory 0",
        "INFO game_type 1",
        "INFO rule " + settings.rule());
  }

  /** Quotes an answer for a message, such as {@code 'ERROR no'}. */
  private static String describe(GomocupAnswer answer) {
    String text;
    if (answer instanceof GomocupAnswer.Refusal error) {
      text = "ERROR " + error.text();
    } else if (answer instanceof GomocupAnswer.Unknown unknown) {
      text = "UNKNOWN " + unknown.text();
    } else if (answer instanceof GomocupAnswer.Move move) {
      text = move.point().toString();
    } else if (answer instanceof GomocupAnswer.Suggest suggest) {
      text = "SUGGEST " + suggest.point();
    } else if (answer instanceof GomocupAnswer.Ok ok) {
      text = ("OK " + ok.text()).strip();
    } else {
      text = answer.toString();
    }
    return "'" + GomocupCommand.shown(text) + "'";
  }

  /** Waits for a move, answering SUGGEST with PLAY. */
  private static GomocupPoint awaitMove(Entrant entrant, String command, Duration limit, Consumer<String> log)
      throws Fault, InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    while (true) {
      GomocupAnswer answer = awaitAnswer(entrant, command, Duration.ofNanos(Math.max(0, deadline - System.nanoTime())), limit, log);
      if (answer instanceof GomocupAnswer.Move move) {
        return move.point();
      }
      if (answer instanceof GomocupAnswer.Suggest suggest) {
        sendOrFault(entrant, "PLAY " + suggest.point());
        continue;
      }
      throw new Fault("it answered " + describe(answer) + " to " + command + " instead of a move");
    }
  }

  private static GomocupAnswer awaitAnswer(Entrant entrant, String command, Duration limit, Consumer<String> log)
      throws Fault, InterruptedException {
    return awaitAnswer(entrant, command, limit, limit, log);
  }

  /**
   * Waits for the next answer that is not blank, MESSAGE or DEBUG (those go to the log).
   *
   * @param left the time left to wait
   * @param limit the whole limit, for the message
   */
  private static GomocupAnswer awaitAnswer(
      Entrant entrant, String command, Duration left, Duration limit, Consumer<String> log)
      throws Fault, InterruptedException {
    long deadline = System.nanoTime() + left.toNanos();
    while (true) {
      BotChannel.Reply reply = entrant.channel.receive(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
      switch (reply.kind()) {
        case TIMEOUT -> throw new Fault("it did not answer " + command + " within " + limit.toMillis() + " ms");
        case CLOSED -> throw new Fault("its output ended (it crashed or exited) before it answered " + command);
        case TOO_LONG -> throw new Fault(
            "it answered " + command + " with a line longer than " + LineLimitReader.MAX_LINE + " characters");
        case LINE -> {
          if (reply.line().isBlank()) {
            continue;
          }
          GomocupAnswer answer;
          try {
            answer = GomocupAnswer.parse(reply.line());
          } catch (IllegalArgumentException e) {
            throw new Fault("it answered " + command + " with a line that is no answer: " + e.getMessage());
          }
          if (answer instanceof GomocupAnswer.Message message) {
            log.accept(entrant.name + ": MESSAGE " + message.text());
          } else if (answer instanceof GomocupAnswer.Debug debug) {
            log.accept(entrant.name + ": DEBUG " + debug.text());
          } else {
            return answer;
          }
        }
      }
    }
  }

  /** Reads past lines a brain wrote when no answer was due. */
  private static void drain(Entrant entrant, Consumer<String> log) throws InterruptedException {
    while (true) {
      BotChannel.Reply reply = entrant.channel.receive(Duration.ZERO);
      if (reply.kind() != BotChannel.Kind.LINE) {
        return;
      }
      log.accept(entrant.name + ": (not an answer, ignored) " + GomocupCommand.shown(reply.line()));
    }
  }

  private static void sendOrFault(Entrant entrant, String line) throws Fault {
    if (!send(entrant, line)) {
      throw new Fault("its input is closed (it has ended)");
    }
  }

  /** Sends a line ended by CR LF; returns false when the brain's input is closed. */
  @CanIgnoreReturnValue // a brain told END is stopped next, whether or not the line reached it
  private static boolean send(Entrant entrant, String line) {
    try {
      entrant.channel.send(line + "\r\n");
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Ends a brain (its process and the processes it started) and forgets its channel. */
  private static void stop(Entrant entrant) {
    if (entrant.channel != null) {
      entrant.channel.close();
      entrant.channel = null;
    }
  }
}
