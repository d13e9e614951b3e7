package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A seat option that names no agent is a usage error (exit code 2) that lists what it takes:
 * {@code human} too where a person may play ({@code play}), not where only agents play
 * ({@code match}); a time that is not a number is named as such.
 */
class AgentOptionTest {

  private static final String AGENTS =
      "an agent random, greedy, alphabeta, mcts or best, optionally with :MILLIS for its time per move, such as best:100";

  private static void refused(String command, String value, String why) {
    Cli.Run run = Cli.run(command, "tictactoe", "--first", value, "--second", "random");
    assertEquals(2, run.code(), run::err);
    assertEquals(
        "gridgames " + command + ": Invalid value for option '--first': '" + value + "': " + why
            + " (see 'gridgames " + command + " --help')",
        run.err().strip());
  }

  @Test
  void playTakesHumanOrAnAgentAndMatchOnlyAnAgent() {
    for (String value : new String[] {"nobody", "Best!"}) {
      refused("play", value, "expected human or " + AGENTS);
      refused("match", value, "expected " + AGENTS);
    }
  }

  @Test
  void aTimeThatIsNotANumberIsNamed() {
    for (String command : new String[] {"play", "match"}) {
      refused(command, "best:soon", "the time per move 'soon' is not a whole number of milliseconds");
    }
  }
}
