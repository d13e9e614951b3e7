package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.tools.BotProtocol;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Referees one game between two bots speaking a contest {@link BotProtocol}: sends each bot its
 * setup, then to the player to move the turn's input, and waits for one line within the time limit
 * (longer for a bot's first turn). A bot that does not answer in time, ends its output, or answers
 * a line that is not a legal move or is longer than {@link LineLimitReader#MAX_LINE} characters
 * loses at once; a bot whose input is closed is judged by what it
 * answers all the same. A referee runs one game at a time.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class Referee<S extends State<S, M>, M extends Move> {

  /**
   * How the game ended.
   *
   * @param game the game
   * @param finalState the last state reached
   * @param winner the winner, empty for a draw
   * @param forfeit the player who lost by breaking the protocol or the time limit, if any
   * @param reason why that player lost, empty when the game was played to the end
   * @param moves the answers accepted, in order, as the bots wrote them (messages dropped)
   * @param slowestMillis per player, the longest time an accepted answer took after the bot's
   *     first turn (0 when it had none)
   */
  record Result<S extends State<S, M>, M extends Move>(
      Game<S, M> game,
      S finalState,
      Optional<Player> winner,
      Optional<Player> forfeit,
      Optional<String> reason,
      List<String> moves,
      List<Long> slowestMillis) {}

  private final BotProtocol<S, M> protocol;
  private final Game<S, M> game;
  private final Duration firstTurn;
  private final Duration turn;
  private final Duration startup;
  private long[] slowest = new long[2];

  /**
   * Creates a referee.
   *
   * @param protocol the protocol
   * @param game the game, of two players, as the protocol's {@link BotProtocol#game} gives it
   * @param firstTurn the time limit of a bot's first turn
   * @param turn the time limit of its later turns
   * @param startup how long after its start a bot may take to get ready; what is left of it when
   *     the bot's first turn starts is added to that turn's limit (the contest starts its bots
   *     before the clock runs)
   */
  Referee(BotProtocol<S, M> protocol, Game<S, M> game, Duration firstTurn, Duration turn, Duration startup) {
    this.protocol = requireNonNull(protocol, "protocol");
    this.game = requireNonNull(game, "game");
    this.firstTurn = requireNonNull(firstTurn, "firstTurn");
    this.turn = requireNonNull(turn, "turn");
    this.startup = requireNonNull(startup, "startup");
  }

  /**
   * Plays the game.
   *
   * @param a the first player's bot
   * @param b the second player's bot
   * @param log receives one line per accepted answer, such as {@code A: A1 T}, with the bot's
   *     remark if it made one
   * @return the result
   * @throws InterruptedException if interrupted while waiting for a bot
   */
  Result<S, M> run(BotChannel a, BotChannel b, Consumer<String> log) throws InterruptedException {
    BotChannel[] bots = {a, b};
    boolean[] inputClosed = new boolean[2];
    S state = game.initialState();
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      inputClosed[i] = !send(bots[i], protocol.setupText(game, Player.of(i)));
    }
    boolean[] hadTurn = new boolean[2];
    slowest = new long[2];
    while (!state.isTerminal()) {
      Player player = state.toMove();
      int index = player.index();
      String name = game.playerName(player);
      BotChannel bot = bots[index];
      boolean firstOfBot = !hadTurn[index];
      Duration limit = firstOfBot ? firstTurn.plus(bot.startupAllowance(startup)) : turn;
      hadTurn[index] = true;
      // A bot that closed its input may still have answered; its output decides.
      inputClosed[index] = inputClosed[index] || !send(bot, protocol.turnText(state));
      long sent = System.nanoTime();
      BotChannel.Reply reply = bot.receive(limit);
      long took = (System.nanoTime() - sent) / 1_000_000;
      String closed = inputClosed[index] ? " (it had closed its input)" : "";
      switch (reply.kind()) {
        case TIMEOUT -> {
          return forfeit(
              state, player, "it did not answer within " + limit.toMillis() + " ms" + closed, moves);
        }
        case CLOSED -> {
          return forfeit(state, player, "its output ended without an answer" + closed, moves);
        }
        case TOO_LONG -> {
          return forfeit(
              state,
              player,
              String.format(
                  Locale.ROOT, "it answered a line longer than the limit of %,d characters", LineLimitReader.MAX_LINE),
              moves);
        }
        case LINE -> {
          M move;
          try {
            move = protocol.readAnswer(game, reply.line());
          } catch (NotationException e) {
            return forfeit(
                state,
                player,
                "it answered '" + printable(reply.line()) + "', which is not " + protocol.answerSyntax() + ": " + e.getMessage(),
                moves);
          }
          Optional<Violation> violation = state.check(move);
          if (violation.isPresent()) {
            return forfeit(
                state,
                player,
                "it answered '" + printable(reply.line()) + "', which cannot be played: " + violation.get().message(),
                moves);
          }
          if (!firstOfBot) {
            slowest[index] = Math.max(slowest[index], took);
          }
          String answer = protocol.answerText(game, move);
          moves.add(answer);
          log.accept(name + ": " + answer + protocol.remarkOf(game, reply.line()).map(m -> "   (MSG " + m + ")").orElse(""));
          state = state.play(move);
        }
      }
    }
    Optional<Player> winner =
        state.outcome().isWin() ? Optional.of(state.outcome().winners().iterator().next()) : Optional.empty();
    return new Result<>(
        game, state, winner, Optional.empty(), Optional.empty(), List.copyOf(moves), slowest());
  }

  /** Sends text to a bot; returns false when its input is closed. */
  private static boolean send(BotChannel bot, String text) {
    try {
      bot.send(text);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private Result<S, M> forfeit(S state, Player loser, String reason, List<String> moves) {
    return new Result<>(
        game,
        state,
        Optional.of(loser.next(2)),
        Optional.of(loser),
        Optional.of(reason),
        List.copyOf(moves),
        slowest());
  }

  private List<Long> slowest() {
    return List.of(slowest[0], slowest[1]);
  }

  private static String printable(String line) {
    String shown = line.length() > 60 ? line.substring(0, 60) + "..." : line;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shown.length(); i++) {
      char c = shown.charAt(i);
      sb.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    return sb.toString();
  }
}
