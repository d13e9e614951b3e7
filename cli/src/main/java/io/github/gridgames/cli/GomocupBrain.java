package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A Gomocup brain: reads the manager's commands ({@link GomocupCommand}) on the terminal's input
 * and answers each on its output with protocol lines only, playing five in a row with an agent of
 * the installed game ({@link GomocupGame}). One thread: it reads the next command only after
 * answering the last.
 *
 * <p>It answers {@code START} and {@code RECTSTART} with {@code OK} for boards the game supports
 * and {@code ERROR} for others; {@code BEGIN}, {@code TURN}, {@code BOARD} and {@code PLAY} with its
 * move; {@code RESTART} and {@code TAKEBACK} with {@code OK}; {@code ABOUT} with its name; {@code
 * INFO} and {@code END} not at all (it ends at {@code END} and at the end of the input); {@code
 * SWAP2BOARD} and any other line with {@code UNKNOWN}. A command it cannot carry out (a malformed
 * one, a square outside the board or taken, a move before {@code START}, a game already over, a
 * rule it does not play) gets {@code ERROR} and a reason, and the brain reads on.
 *
 * <p>Rules ({@code INFO rule}, a sum of bits): 0 is free style (five or more in a row win), 1
 * exactly five (longer rows do not win); continuous games (2), renju (4) and caro (8) are refused
 * with {@code ERROR} at every {@code START} and move while that rule stands. An {@code INFO} with
 * a value that is not a number is ignored with a {@code MESSAGE} before the next answer.
 *
 * <p>Time: each move thinks for what {@link GomocupClock} allows from {@code INFO timeout_turn} and
 * {@code INFO time_left} (or, when the manager sends no {@code time_left}, {@code INFO
 * timeout_match} less the time this brain has taken in the game), counted from the moment the
 * command was read, less what the agent overran its time by on earlier moves (on the first move,
 * before any overrun is known, it takes half of what the clock allows). The agent may think once
 * at the first {@code START}, which the protocol does not time, so that loading and compiling its
 * code does not slow the first move.
 */
final class GomocupBrain {

  /** The stones in a row that win. */
  static final int FIVE = 5;

  /** The rule bit of exactly five in a row. */
  static final int EXACT_FIVE = 1;


  private final Terminal terminal;
  private final GameProvider provider;
  private final String agentName;
  private final long seed;
  private final GomocupClock clock;
  private final String about;
  private final Duration warmUp;
  private final List<String> messages = new ArrayList<>();
  private int rule;
  private OptionalLong timeoutTurn = OptionalLong.empty();
  private OptionalLong timeoutMatch = OptionalLong.empty();
  private OptionalLong timeLeft = OptionalLong.empty();
  private long spentNanos;
  private Session<?, ?> session;
  private boolean warmedUp;
  private long overshootNanos;
  private boolean measured;

  /**
   * Creates a brain.
   *
   * @param terminal the streams: commands in, answers out, and the reason of a failure to the error
   *     output
   * @param provider the game's provider, as {@link GomocupGame#provider} found it
   * @param agentName the agent, one of the game's
   * @param seed the agent's seed
   * @param clock the thinking time per move
   * @param about the answer to {@code ABOUT}
   * @param warmUp how long the agent thinks once at the first {@code START}, whose time the
   *     protocol does not count, so that loading and compiling its code does not slow the first
   *     move; zero for not at all
   */
  GomocupBrain(
      Terminal terminal, GameProvider provider, String agentName, long seed, GomocupClock clock, String about, Duration warmUp) {
    this.terminal = requireNonNull(terminal, "terminal");
    this.provider = requireNonNull(provider, "provider");
    this.agentName = requireNonNull(agentName, "agentName");
    this.seed = seed;
    this.clock = requireNonNull(clock, "clock");
    this.about = requireNonNull(about, "about");
    this.warmUp = requireNonNull(warmUp, "warmUp");
  }

  /**
   * Answers commands until {@code END} or the end of the input.
   *
   * @param name the command's name, for the error output
   * @return 0 after {@code END} or at the end of the input, 1 when the input cannot be read (a line
   *     longer than the limit); the reason goes to the error output
   */
  int run(String name) {
    while (true) {
      Optional<GomocupCommand> command;
      try {
        command = GomocupCommand.read(terminal.in());
      } catch (IllegalArgumentException e) {
        answer("ERROR " + e.getMessage());
        continue;
      } catch (IOException | UncheckedIOException e) {
        terminal.err().println(name + ": " + e.getMessage());
        return BaseCommand.FAILURE;
      }
      long received = System.nanoTime();
      if (command.isEmpty() || command.get() instanceof GomocupCommand.End) {
        return 0;
      }
      String answer;
      try {
        answer = answer(command.get(), received);
      } catch (IllegalArgumentException e) {
        answer = "ERROR " + e.getMessage();
      }
      if (!answer.isEmpty()) {
        answer(answer);
      }
    }
  }

  /** Writes the waiting messages, then a line, and flushes. */
  private void answer(String line) {
    for (String message : messages) {
      terminal.out().println("MESSAGE " + message);
    }
    messages.clear();
    terminal.out().println(oneLine(line));
    terminal.out().flush();
  }

  /** Returns the answer to a command, empty for none. */
  private String answer(GomocupCommand command, long received) {
    if (command instanceof GomocupCommand.Info info) {
      info(info);
      return "";
    }
    if (command instanceof GomocupCommand.About) {
      return about;
    }
    if (command instanceof GomocupCommand.Unknown unknown) {
      return "UNKNOWN '" + GomocupCommand.shown(unknown.line()) + "' is not a command of this brain";
    }
    if (command instanceof GomocupCommand.Swap2Board) {
      return "UNKNOWN SWAP2BOARD: this brain plays no swap2 opening";
    }
    if (command instanceof GomocupCommand.Start start) {
      checkRule();
      session = null;
      GomocupGame<?, ?> game;
      try {
        game = GomocupGame.create(provider, start.width(), start.height(), FIVE, exactFive());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "the board of " + start.width() + " x " + start.height() + " cannot be played: " + e.getMessage(), e);
      }
      session = Session.of(game, agentName, seed);
      newMatch();
      if (!warmedUp && !warmUp.isZero()) {
        session.warmUp(warmUp);
      }
      warmedUp = true;
      return "OK";
    }
    Session<?, ?> current = started(command);
    if (command instanceof GomocupCommand.Restart) {
      session = Session.of(current.game, agentName, seed);
      newMatch();
      return "OK";
    }
    if (command instanceof GomocupCommand.Takeback takeback) {
      current.takeback(takeback.point());
      return "OK";
    }
    checkRule();
    if (current.game.exactFive() != exactFive()) {
      GomocupGame<?, ?> game =
          GomocupGame.create(provider, current.game.width(), current.game.height(), FIVE, exactFive());
      Session<?, ?> changed = Session.of(game, agentName, seed);
      changed.replay(current.stones);
      changed.own = current.own;
      session = changed;
      current = changed;
    }
    GomocupPoint move;
    if (command instanceof GomocupCommand.Play play) {
      move = current.force(play.point());
    } else {
      if (command instanceof GomocupCommand.Begin) {
        current.begin();
      } else if (command instanceof GomocupCommand.Turn turn) {
        current.opponent(turn.point());
      } else if (command instanceof GomocupCommand.Board board) {
        current.board(board.stones());
      } else {
        throw new IllegalStateException("a command without an answer: " + command);
      }
      Duration think = thinking(received);
      long started = System.nanoTime();
      move = current.reply(Budget.ofTime(think));
      long over = System.nanoTime() - started - think.toNanos();
      overshootNanos = Math.max(Math.max(0, over), overshootNanos / 4 * 3);
      measured = true;
    }
    spentNanos += System.nanoTime() - received;
    return move.toString();
  }

  /** Starts the match clock again: no time used, and the last game's time left forgotten. */
  private void newMatch() {
    spentNanos = 0;
    timeLeft = OptionalLong.empty();
  }

  /** Returns the session of a command that needs a board. */
  private Session<?, ?> started(GomocupCommand command) {
    if (session == null) {
      throw new IllegalArgumentException(
          "no board yet: " + command.getClass().getSimpleName().toUpperCase(java.util.Locale.ROOT) + " needs START or RECTSTART first");
    }
    return session;
  }

  /**
   * The thinking time of a move whose command was read at {@code received}: what the clock allows
   * (half of it on the brain's first move, whose overrun is not known yet), less the time since
   * then and what the agent overran its time by on earlier moves (the largest overrun, fading by a
   * quarter a move).
   */
  private Duration thinking(long received) {
    OptionalLong left = timeLeft;
    if (left.isEmpty() && timeoutMatch.isPresent() && timeoutMatch.getAsLong() > 0) {
      left = OptionalLong.of(timeoutMatch.getAsLong() - spentNanos / 1_000_000);
    }
    Duration allowed = clock.think(timeoutTurn, left);
    if (!measured) {
      allowed = allowed.dividedBy(2); // the agent's overrun is not known yet: the first move may be slow
    }
    Duration think = allowed.minusNanos(System.nanoTime() - received + overshootNanos);
    return think.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : think;
  }

  private boolean exactFive() {
    return (rule & EXACT_FIVE) != 0;
  }

  /** Refuses a rule this brain does not play. */
  private void checkRule() {
    List<String> refused = new ArrayList<>();
    if ((rule & 2) != 0) {
      refused.add("2 (continuous game)");
    }
    if ((rule & 4) != 0) {
      refused.add("4 (renju)");
    }
    if ((rule & 8) != 0) {
      refused.add("8 (caro)");
    }
    if ((rule & ~15) != 0) {
      refused.add((rule & ~15) + " (unknown)");
    }
    if (!refused.isEmpty()) {
      throw new IllegalArgumentException(
          "rule "
              + rule
              + " has "
              + String.join(" and ", refused)
              + ", which this brain does not play: it plays free style (rule 0) and exactly five (rule 1)");
    }
  }

  private void info(GomocupCommand.Info info) {
    String key = info.key();
    if (!List.of("timeout_turn", "timeout_match", "time_left", "rule").contains(key)) {
      return; // max_memory, game_type, evaluate, folder and unknown keys: nothing this brain uses
    }
    long value;
    try {
      value = Long.parseLong(info.value());
    } catch (NumberFormatException e) {
      messages.add("INFO " + key + " '" + GomocupCommand.shown(info.value()) + "' ignored: not a whole number");
      return;
    }
    if ((value < 0 && !key.equals("time_left")) || (key.equals("rule") && value > Integer.MAX_VALUE)) {
      messages.add("INFO " + key + " " + value + " ignored: out of range");
      return;
    }
    switch (key) {
      case "timeout_turn" -> timeoutTurn = OptionalLong.of(value);
      case "timeout_match" -> timeoutMatch = OptionalLong.of(value);
      case "time_left" -> timeLeft = OptionalLong.of(value);
      default -> rule = (int) value;
    }
  }

  private static String oneLine(String line) {
    return line.replaceAll("[\\r\\n]+", " ");
  }

  /**
   * One game: the board, the stones in the order played, and the agent.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  private static final class Session<S extends State<S, M>, M extends Move> {

    /** A stone on the board and its player. */
    private record Placed(GomocupPoint point, Player player) {}

    private final GomocupGame<S, M> game;
    private final Agent<S, M> agent;
    private S state;
    private final List<Placed> stones = new ArrayList<>();
    /** The brain's player, once a command has said which it is. */
    private Optional<Player> own = Optional.empty();

    private Session(GomocupGame<S, M> game, Agent<S, M> agent) {
      this.game = game;
      this.agent = agent;
      this.state = game.game().initialState();
    }

    static <S extends State<S, M>, M extends Move> Session<S, M> of(GomocupGame<S, M> game, String agent, long seed) {
      return new Session<>(game, GameAgents.of(game.game()).agent(agent, seed));
    }

    /** Has the agent think once on the empty board, and forgets what it found. */
    void warmUp(Duration time) {
      M unused = agent.chooseMove(state, Budget.ofTime(time));
      requireNonNull(unused, "the agent chose no move");
    }

    void begin() {
      if (!stones.isEmpty()) {
        throw new IllegalArgumentException("BEGIN on a board with " + stones.size() + " stones: RESTART first");
      }
      own = Optional.of(state.toMove());
    }

    /** Plays the opponent's move. */
    void opponent(GomocupPoint point) {
      if (own.isPresent() && own.get().equals(state.toMove()) && !state.isTerminal()) {
        throw new IllegalArgumentException("TURN " + point + " on this brain's turn: the opponent has moved already");
      }
      place(point);
      own = Optional.of(state.toMove());
    }

    /** Plays a move the manager imposes as the brain's own, and returns it. */
    GomocupPoint force(GomocupPoint point) {
      if (own.isPresent() && !own.get().equals(state.toMove()) && !state.isTerminal()) {
        throw new IllegalArgumentException("PLAY " + point + " on the opponent's turn: this brain has moved already");
      }
      place(point);
      return point;
    }

    /** Chooses, plays and returns the brain's move. */
    GomocupPoint reply(Budget budget) {
      if (state.isTerminal()) {
        throw new IllegalArgumentException("the game is over: " + over());
      }
      M move = agent.chooseMove(state, budget);
      GomocupPoint point = game.point(move);
      place(point);
      return point;
    }

    private String over() {
      return state.outcome().isWin()
          ? game.k() + " in a row were made"
          : "the board is full";
    }

    private void place(GomocupPoint point) {
      Optional<String> refusal = game.refusal(state, point);
      if (refusal.isPresent()) {
        throw new IllegalArgumentException(
            refusal.get().equals("the game is over") ? "the game is over: " + over() : refusal.get());
      }
      stones.add(new Placed(point, state.toMove()));
      state = state.play(game.move(point));
    }

    /** Sets up a whole position: the brain's stones (field 1) and its opponent's (field 2). */
    void board(List<GomocupCommand.Stone> board) {
      List<GomocupPoint> mine = new ArrayList<>();
      List<GomocupPoint> theirs = new ArrayList<>();
      for (GomocupCommand.Stone stone : board) {
        if (stone.field() == 3) {
          throw new IllegalArgumentException(
              "BOARD field 3 (" + stone.point() + ") belongs to continuous games, which this brain does not play");
        }
        game.requireOnBoard(stone.point());
        (stone.field() == 1 ? mine : theirs).add(stone.point());
      }
      List<GomocupPoint> first;
      List<GomocupPoint> second;
      if (mine.size() == theirs.size()) {
        first = mine;
        second = theirs;
      } else if (theirs.size() == mine.size() + 1) {
        first = theirs;
        second = mine;
      } else {
        throw new IllegalArgumentException(
            "BOARD gives this brain "
                + mine.size()
                + " stones and its opponent "
                + theirs.size()
                + ": to move, it must have as many as its opponent or one fewer");
      }
      replay(order(first, second));
      own = Optional.of(state.toMove());
    }

    /**
     * Orders the stones of a position for play, the players alternating: each time the first of
     * the player's remaining stones, in the order given, that does not end the game while stones
     * remain, so that a row completed before other stones were placed (such as a six whose stones
     * were sent in an order that makes an exact five first) does not stop the set-up.
     */
    private List<Placed> order(List<GomocupPoint> first, List<GomocupPoint> second) {
      List<List<GomocupPoint>> left = List.of(new ArrayList<>(first), new ArrayList<>(second));
      int total = first.size() + second.size();
      List<Placed> order = new ArrayList<>(total);
      S replayed = game.game().initialState();
      boolean stuck = false; // no stone fits: the order stays as given, and replay says why
      for (int n = 0; n < total; n++) {
        Player player = n % 2 == 0 ? Player.FIRST : Player.SECOND;
        List<GomocupPoint> stones = left.get(player.index());
        int pick = 0;
        for (int i = 0; i < stones.size() && !stuck; i++) {
          if (game.refusal(replayed, stones.get(i)).isEmpty()
              && (n == total - 1 || !replayed.play(game.move(stones.get(i))).isTerminal())) {
            pick = i;
            break;
          }
        }
        GomocupPoint point = stones.remove(pick);
        order.add(new Placed(point, player));
        stuck = stuck || game.refusal(replayed, point).isPresent();
        if (!stuck) {
          replayed = replayed.play(game.move(point));
        }
      }
      return order;
    }

    /** Removes the stone on a square, keeping the others. */
    void takeback(GomocupPoint point) {
      List<Placed> kept = new ArrayList<>(stones);
      if (!kept.removeIf(placed -> placed.point().equals(point))) {
        throw new IllegalArgumentException("TAKEBACK " + point + ": there is no stone on " + point);
      }
      List<Placed> first = kept.stream().filter(p -> p.player().equals(Player.FIRST)).toList();
      List<Placed> second = kept.stream().filter(p -> p.player().equals(Player.SECOND)).toList();
      if (first.size() != second.size() && first.size() != second.size() + 1) {
        throw new IllegalArgumentException(
            "TAKEBACK " + point + " would leave the first player " + first.size() + " stones and the second " + second.size());
      }
      List<Placed> order = new ArrayList<>();
      for (int i = 0; i < first.size(); i++) {
        order.add(first.get(i));
        if (i < second.size()) {
          order.add(second.get(i));
        }
      }
      replay(order);
    }

    /**
     * Replaces the position with stones played in the given order, each by the player given; the
     * session is unchanged if one cannot be.
     */
    void replay(List<Placed> order) {
      S replayed = game.game().initialState();
      for (Placed placed : order) {
        if (replayed.isTerminal()) {
          throw new IllegalArgumentException(
              "the position cannot be set up: " + game.k() + " in a row are complete before the stone on " + placed.point());
        }
        if (!replayed.toMove().equals(placed.player())) {
          throw new IllegalArgumentException("the position cannot be set up: the players do not alternate at " + placed.point());
        }
        Optional<String> refusal = game.refusal(replayed, placed.point());
        if (refusal.isPresent()) {
          throw new IllegalArgumentException("the position cannot be set up: " + refusal.get());
        }
        replayed = replayed.play(game.move(placed.point()));
      }
      state = replayed;
      stones.clear();
      stones.addAll(order);
    }
  }
}
