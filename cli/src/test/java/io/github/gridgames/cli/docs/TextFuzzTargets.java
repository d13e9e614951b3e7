package io.github.gridgames.cli.docs;

import io.github.gridgames.testkit.TextFuzz;
import io.github.gridgames.tictactoe.MnkGame;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;

/** docs/FUZZING.md: the fuzz targets of a game, run. */
final class TextFuzzTargets {

  private TextFuzzTargets() {}

  static void run() throws Throwable {
    // BEGIN
    // In a test class, return TextFuzz.create().tests(game) from a @TestFactory method; here they run by hand.
    List<DynamicTest> targets = TextFuzz.create().tests(MnkGame.ticTacToe()).toList();
    for (DynamicTest target : targets) {
      target.getExecutable().execute(); // throws on the first input read wrongly, shrunk, with its seed
    }
    System.out.println(targets.size() + " targets fuzzed");
    // END
  }
}
