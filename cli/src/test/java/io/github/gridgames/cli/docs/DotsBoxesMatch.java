package io.github.gridgames.cli.docs;

import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;

/** docs/EMBEDDING.md: a match. */
final class DotsBoxesMatch {

  private DotsBoxesMatch() {}

  static void run() {
    // BEGIN
    DotsBoxes game = DotsBoxes.of(2, 2);
    Match<DotsBoxesState, Edge> match = Match.start(game);
    match.play("(0,0)-(0,1)");               // the default notation: two dots, row and column from 0
    match.play("A2 L", game.boxSides());     // the bot contest's box and side
    match.play(Edge.of(1, 0, 1, 1));         // a move value
    System.out.println(match.state().check(Edge.of(0, 0, 0, 1)).orElseThrow().message());
    Edge fourth = Edge.of(0, 1, 1, 1);       // completes the top left box
    System.out.println(match.state().effectOf(fourth).captures() + " box for " + game.playerName(match.state().toMove()));
    match.play(fourth);
    System.out.println(match.state().render());
    String record = match.record().toString();
    System.out.println(Match.replay(game, MatchRecord.parse(record)).state().equals(match.state()));
    // END
  }
}
