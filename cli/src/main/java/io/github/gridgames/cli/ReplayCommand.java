package io.github.gridgames.cli;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames replay}: steps through a saved game record. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Steps through a game record written by 'gridgames play --save': the board after every move,"
          + " then a line 'position: TEXT' with the final position's text (for 'play --position' and"
          + " 'solve --position').",
      "With --step it waits for Enter before each move (q and Enter stops)."
    })
final class ReplayCommand extends BaseCommand {

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The record: a regular file of at most 8 MiB (anything else is refused unread).")
  Path file;

  @Option(names = "--step", description = "Waits for Enter before each move.")
  boolean step;

  ReplayCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    MatchRecord record = Records.read("FILE", file);
    return replay(Records.game(installed(), "FILE", file, record), record);
  }

  /** Prints text wrapped at word boundaries to the terminal's width (a board that fits is kept). */
  private void say(String text) {
    out().println(Wrap.text(text, terminal().columns()));
  }

  private <S extends State<S, M>, M extends Move> int replay(
      PlayedGame<S, M> recorded, MatchRecord record) {
    PlayedGame<S, M> game = NotationOption.apply(spec, recorded);
    Match<S, M> match;
    try {
      match = Match.replay(game.game(), record, Games::create);
    } catch (IllegalArgumentException e) {
      throw Records.refused("FILE", file, e.getMessage());
    }
    List<S> states = match.states();
    List<M> moves = match.moves();
    out().println(
        game.title()
            + ": "
            + game.game().spec()
            + ", "
            + moves.size()
            + (moves.size() == 1 ? " move" : " moves")
            + " in "
            + record.notation()
            + " notation");
    out().println();
    say(game.show(states.get(0), terminal().columns()));
    for (int i = 0; i < moves.size(); i++) {
      if (step) {
        out().print("[Enter: move " + (i + 1) + ", q: stop] ");
        out().flush();
        Optional<String> line = terminal().readLine();
        if (line.isEmpty() || line.get().strip().toLowerCase(Locale.ROOT).startsWith("q")) {
          out().println();
          out().println("Stopped after move " + i + " of " + moves.size() + ".");
          return 0;
        }
      }
      out().println();
      say(game.played(i + 1, states.get(i), moves.get(i), states.get(i + 1)));
      say(game.show(states.get(i + 1), terminal().columns(), moves.get(i)));
    }
    S last = states.get(states.size() - 1);
    out().println();
    out().println(
        last.isTerminal()
            ? "End of the record."
            : "End of the record; the game was not finished.");
    out().println(
        game.game().hasPositionText()
            ? "position: " + last.positionText()
            : "The game " + game.game().spec() + " has no position text.");
    return 0;
  }
}
