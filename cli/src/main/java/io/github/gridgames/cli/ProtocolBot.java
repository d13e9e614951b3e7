package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.BotProtocol;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Optional;

/**
 * A bot speaking a contest protocol through a terminal: it reads the setup, then each turn, and
 * answers one line per turn with the move of an agent of the game. It thinks for a fixed time per
 * turn, counted from the moment the turn's first line arrives.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class ProtocolBot<S extends State<S, M>, M extends Move> {

  /** The input, noting when the first line of a turn arrives. */
  private static final class TurnReader extends LineLimitReader {
    private long firstLine;

    TurnReader(BufferedReader in) {
      super(in);
    }

    void newTurn() {
      firstLine = 0;
    }

    long firstLineNanos() {
      return firstLine == 0 ? System.nanoTime() : firstLine;
    }

    @Override
    public String readLine() throws IOException {
      String line = super.readLine();
      if (line != null && firstLine == 0) {
        firstLine = System.nanoTime();
      }
      return line;
    }
  }

  private final Terminal terminal;
  private final BotProtocol<S, M> protocol;
  private final String agentName;
  private final long firstTurnMillis;
  private final long turnMillis;
  private final long seed;

  ProtocolBot(
      Terminal terminal,
      BotProtocol<S, M> protocol,
      String agentName,
      long firstTurnMillis,
      long turnMillis,
      long seed) {
    this.terminal = requireNonNull(terminal, "terminal");
    this.protocol = requireNonNull(protocol, "protocol");
    this.agentName = requireNonNull(agentName, "agentName");
    this.firstTurnMillis = firstTurnMillis;
    this.turnMillis = turnMillis;
    this.seed = seed;
  }

  /**
   * Plays until the input ends.
   *
   * @param name the command's name, for messages
   * @return 0 when the input ended between turns, 1 when it was not the protocol (the reason goes
   *     to the error output)
   */
  int run(String name) {
    TurnReader in = new TurnReader(terminal.in());
    try {
      BotProtocol.Setup<S, M> setup = protocol.readSetup(in);
      Agent<S, M> agent = GameAgents.of(setup.game()).agent(agentName, seed);
      boolean first = true;
      while (true) {
        in.newTurn();
        Optional<S> turn = protocol.readTurn(setup, in);
        if (turn.isEmpty()) {
          return 0;
        }
        long millis = first ? firstTurnMillis : turnMillis;
        first = false;
        long spent = (System.nanoTime() - in.firstLineNanos()) / 1_000_000;
        Budget budget = Budget.ofTime(Duration.ofMillis(Math.max(1, millis - spent)));
        M move = agent.chooseMove(turn.get(), budget);
        terminal.out().println(protocol.answerText(setup.game(), move));
        terminal.out().flush();
      }
    } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
      terminal.err().println(name + ": " + e.getMessage());
      return BaseCommand.FAILURE;
    }
  }
}
