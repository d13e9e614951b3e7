package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Violation;
import io.github.gridgames.dotsboxes.ContestOutput;
import io.github.gridgames.dotsboxes.ContestProtocol;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Referees one Dots and Boxes game between two bots speaking the contest protocol (reference 002):
 * sends each bot its initial input, then to the player to move the per-turn input, and waits for
 * one line within the time limit (longer for a bot's first turn). A bot that does not answer in
 * time, ends its output, or answers a line that is not a free side of the board loses at once; a
 * bot whose input is closed is judged by what it answers all the same. A referee runs one game at a
 * time.
 */
final class CodinGameReferee {

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
  record Result(
      DotsBoxes game,
      DotsBoxesState finalState,
      Optional<Player> winner,
      Optional<Player> forfeit,
      Optional<String> reason,
      List<String> moves,
      List<Long> slowestMillis) {}

  private final DotsBoxes game;
  private final ContestProtocol protocol;
  private final Duration firstTurn;
  private final Duration turn;
  private final Duration startup;
  private long[] slowest = new long[2];

  /**
   * Creates a referee.
   *
   * @param game the game, two players on a square board
   * @param firstTurn the time limit of a bot's first turn
   * @param turn the time limit of its later turns
   * @param startup how long after its start a bot may take to get ready; what is left of it when
   *     the bot's first turn starts is added to that turn's limit (the contest starts its bots
   *     before the clock runs)
   */
  CodinGameReferee(DotsBoxes game, Duration firstTurn, Duration turn, Duration startup) {
    this.game = requireNonNull(game, "game");
    this.protocol = ContestProtocol.of(game);
    this.firstTurn = requireNonNull(firstTurn, "firstTurn");
    this.turn = requireNonNull(turn, "turn");
    this.startup = requireNonNull(startup, "startup");
  }

  /**
   * Plays the game.
   *
   * @param a the first player's bot
   * @param b the second player's bot
   * @param log receives one line per accepted answer, such as {@code A: A1 T}
   * @return the result
   * @throws InterruptedException if interrupted while waiting for a bot
   */
  Result run(BotChannel a, BotChannel b, Consumer<String> log) throws InterruptedException {
    BotChannel[] bots = {a, b};
    boolean[] inputClosed = new boolean[2];
    DotsBoxesState state = game.initialState();
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      inputClosed[i] = !send(bots[i], protocol.initialInput(Player.of(i)));
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
      inputClosed[index] = inputClosed[index] || !send(bot, protocol.turnInput(state));
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
        case LINE -> {
          ContestOutput output;
          try {
            output = protocol.readOutput(reply.line());
          } catch (NotationException e) {
            return forfeit(
                state,
                player,
                "it answered '" + printable(reply.line()) + "', which is not a box and a side: " + e.getMessage(),
                moves);
          }
          Optional<Violation> violation = state.check(output.edge());
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
          String move = protocol.formatOutput(ContestOutput.of(output.edge()));
          moves.add(move);
          log.accept(name + ": " + move + (output.message().isEmpty() ? "" : "   (MSG " + output.message() + ")"));
          state = state.play(output.edge());
        }
      }
    }
    Optional<Player> winner =
        state.outcome().isWin() ? Optional.of(state.outcome().winners().iterator().next()) : Optional.empty();
    return new Result(
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

  private Result forfeit(DotsBoxesState state, Player loser, String reason, List<String> moves) {
    return new Result(
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
    for (char c : shown.toCharArray()) {
      sb.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    return sb.toString();
  }
}
