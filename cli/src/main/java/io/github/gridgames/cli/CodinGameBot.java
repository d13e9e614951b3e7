package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.dotsboxes.ContestOutput;
import io.github.gridgames.dotsboxes.ContestProtocol;
import io.github.gridgames.dotsboxes.ContestSetup;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.Optional;

/**
 * A Dots and Boxes bot speaking the contest protocol (reference 002) through a terminal: it reads
 * the initial input (board size, player id), then for each turn the scores, the number of playable
 * boxes and their free sides, and answers one line such as {@code A1 R}. It thinks for a fixed time
 * per turn, counted from the moment the turn's first line arrives.
 */
final class CodinGameBot {

  private final Terminal terminal;
  private final long firstTurnMillis;
  private final long turnMillis;
  private final AgentKind agentKind;
  private final long seed;

  CodinGameBot(Terminal terminal, AgentKind agentKind, long firstTurnMillis, long turnMillis, long seed) {
    this.terminal = requireNonNull(terminal, "terminal");
    this.agentKind = requireNonNull(agentKind, "agentKind");
    this.firstTurnMillis = firstTurnMillis;
    this.turnMillis = turnMillis;
    this.seed = seed;
  }

  /**
   * Plays until the input ends.
   *
   * @return 0 when the input ended between turns, 1 when it was not the protocol (the reason goes
   *     to the error output)
   */
  int run() {
    Optional<String> size = terminal.readLine();
    Optional<String> id = size.isEmpty() ? Optional.empty() : terminal.readLine();
    if (id.isEmpty()) {
      return fail("the input ended before the initial input (board size and player id)");
    }
    ContestSetup setup;
    try {
      setup = ContestProtocol.readInitialInput(size.get() + "\n" + id.get() + "\n");
    } catch (NotationException e) {
      return fail("bad initial input: " + e.getMessage());
    }
    ContestProtocol protocol = ContestProtocol.of(setup.game());
    Agent<DotsBoxesState, Edge> agent = new DotsBoxesAdapter(setup.game()).agent(agentKind, seed);
    boolean first = true;
    while (true) {
      Optional<String> scores = terminal.readLine();
      if (scores.isEmpty()) {
        return 0;
      }
      long start = System.nanoTime();
      Optional<String> countLine = terminal.readLine();
      if (countLine.isEmpty()) {
        return fail("the input ended in the middle of a turn");
      }
      StringBuilder turn = new StringBuilder(scores.get()).append('\n').append(countLine.get()).append('\n');
      int count;
      try {
        count = Integer.parseInt(countLine.get().strip());
      } catch (NumberFormatException e) {
        return fail("bad number of playable boxes: '" + countLine.get() + "'");
      }
      if (count < 0 || count > setup.game().boxCount()) {
        return fail("bad number of playable boxes: " + count);
      }
      for (int i = 0; i < count; i++) {
        Optional<String> box = terminal.readLine();
        if (box.isEmpty()) {
          return fail("the input ended in the middle of a turn");
        }
        turn.append(box.get()).append('\n');
      }
      DotsBoxesState state;
      try {
        state = protocol.readTurnInput(setup.player(), turn.toString());
      } catch (NotationException e) {
        return fail("bad turn input: " + e.getMessage());
      }
      if (state.isTerminal()) {
        return fail("the turn input lists no free side: the game is over");
      }
      long millis = first ? firstTurnMillis : turnMillis;
      first = false;
      long spent = (System.nanoTime() - start) / 1_000_000;
      Edge move = agent.chooseMove(state, Budget.ofMillis(Math.max(1, millis - spent)));
      terminal.out().println(protocol.formatOutput(ContestOutput.of(move)));
      terminal.out().flush();
    }
  }

  private int fail(String message) {
    terminal.err().println("gridgames bot codingame: " + message);
    return BaseCommand.FAILURE;
  }
}
