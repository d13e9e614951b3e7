package io.github.gridgames.cli.docs;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesStrongAgent;

/** README.md: Dots and Boxes against the machine. */
final class DotsBoxesAgainstTheMachine {

  private DotsBoxesAgainstTheMachine() {}

  static void run() {
    // BEGIN
    DotsBoxes game = DotsBoxes.of(2, 3); // 2 rows of 3 boxes; players A and B; a box earns another turn
    Match<DotsBoxesState, Edge> match = Match.start(game);
    match.play(Edge.of(0, 0, 0, 1));     // a line between two dots, row and column counted from 0
    match.play("A1 L", game.boxSides()); // the same kind of move in the bot contest's notation
    Agent<DotsBoxesState, Edge> machine = DotsBoxesStrongAgent.of(2026); // seeded
    String mover = game.playerName(match.state().toMove());
    Edge reply = machine.chooseMove(match.state(), Budget.ofWork(20_000)); // the same reply every run
    match.play(reply);
    System.out.println(mover + " plays " + reply);
    System.out.println(match.state().render());
    MatchRecord record = match.record(); // plain text; Match.replay(game, record) gives the same state
    System.out.println(Match.replay(game, record).state().equals(match.state()));
    // END
  }
}
