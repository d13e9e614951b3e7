package io.github.gridgames.cli;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames play}: a game in the terminal, people and agents in any seats. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Plays a game in the terminal: you against the strongest agent by default, or people and"
          + " agents in any seats.",
      "After every move it shows the board, the scores and whose turn it is. Type a move when it is"
          + " your turn, or one of: help, hint (the strongest agent's suggestion), undo (take back"
          + " your last move), quit or exit (also the end of the input)."
    },
    footer = {
      "",
      "Moves: dots-boxes (row,col)-(row,col) counted from (0,0) at the top left, or a box and a"
          + " side such as A1 T; tictactoe 'row column' counted from 1 at the top left; nrow x,y or"
          + " x y.",
      "Examples:",
      "  gridgames play dots-boxes",
      "  gridgames play tictactoe --board 4x4 --k 3 --first best:200 --second human",
      "  gridgames play nrow --first human --second human --save game.txt"
    })
final class PlayCommand extends BaseCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "dots-boxes, tictactoe or nrow.")
  String gameName;

  @Mixin GameOptions options;

  @Option(
      names = "--first",
      paramLabel = "human|AGENT",
      defaultValue = "human",
      description = "Who moves first (default: ${DEFAULT-VALUE}).")
  String first;

  @Option(
      names = "--second",
      paramLabel = "human|AGENT",
      defaultValue = "best",
      description = "Who moves second (default: ${DEFAULT-VALUE}).")
  String second;

  @Option(
      names = "--others",
      paramLabel = "human|AGENT",
      defaultValue = "best",
      description = "Who plays the third and later seats of games with more players (default: ${DEFAULT-VALUE}).")
  String others;

  @Option(
      names = "--think",
      paramLabel = "MILLIS",
      defaultValue = "500",
      description = "Time per move of agents given without :MILLIS, and of hints (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "Seed of the agents' randomness (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--save",
      paramLabel = "FILE",
      description = "Writes the game record to FILE when the game ends or stops (see 'gridgames replay').")
  Path save;

  PlayCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws IOException {
    GameAdapter<?, ?> adapter = GameKind.named(gameName).adapter(options);
    if (think < 1 || think > AgentSpec.MAX_MILLIS) {
      throw UsageException.badValue("--think", think, "must be from 1 to " + AgentSpec.MAX_MILLIS);
    }
    List<AgentSpec> seats = new ArrayList<>();
    int players = adapter.game().playerCount();
    for (int i = 0; i < players; i++) {
      seats.add(
          i == 0
              ? AgentSpec.parse("--first", first, true)
              : i == 1 ? AgentSpec.parse("--second", second, true) : AgentSpec.parse("--others", others, true));
    }
    return play(adapter, seats);
  }

  private <S extends State<S, M>, M extends Move> int play(
      GameAdapter<S, M> adapter, List<AgentSpec> seats) throws IOException {
    List<Agent<S, M>> agents = new ArrayList<>();
    for (int i = 0; i < seats.size(); i++) {
      AgentSpec spec = seats.get(i);
      agents.add(spec.isHuman() ? null : adapter.agent(spec, think, seed + i));
    }
    Match<S, M> match = Match.start(adapter.game());
    out().println(adapter.kind().title() + ": " + adapter.game().spec());
    for (int i = 0; i < seats.size(); i++) {
      Agent<S, M> agent = agents.get(i);
      out().println(
          "Player "
              + adapter.name(Player.of(i))
              + ": "
              + (agent == null ? "you (human)" : agent.toString()));
    }
    if (agents.contains(null)) {
      out().println("Moves: " + adapter.inputFormat() + ".");
      out().println("Commands: help, hint, undo, quit.");
    }
    out().println();
    out().println(adapter.show(match.state()));
    Agent<S, M> hinter = null;
    while (true) {
      S state = match.state();
      if (state.isTerminal()) {
        out().println("Game over. " + adapter.result(state));
        return save(match);
      }
      Player player = state.toMove();
      Agent<S, M> agent = agents.get(player.index());
      if (agent != null) {
        M move = agent.chooseMove(state, Budget.unlimited());
        match.play(move);
        out().println();
        out().println(
            "Player "
                + adapter.name(player)
                + " ("
                + agent.name()
                + ") plays "
                + adapter.describeMove(move)
                + ".");
        out().println(adapter.show(match.state()));
        continue;
      }
      out().print("Player " + adapter.name(player) + ", your move [" + adapter.promptFormat() + "]: ");
      out().flush();
      Optional<String> line = terminal().readLine();
      if (line.isEmpty()) {
        out().println();
        out().println("End of input: the game stops here. " + adapter.soFar(state, match.moves().size()));
        return save(match);
      }
      String text = line.get().strip();
      switch (text.toLowerCase(Locale.ROOT)) {
        case "" -> {}
        case "quit", "exit" -> {
          out().println(
              "Player " + adapter.name(player) + " stops the game. " + adapter.soFar(state, match.moves().size()));
          return save(match);
        }
        case "help", "?" -> help(adapter);
        case "hint" -> {
          if (hinter == null) {
            hinter = adapter.agent(new AgentSpec(Optional.of(AgentKind.BEST), OptionalLong.empty()), think, seed);
          }
          out().println("Hint: " + adapter.describeMove(hinter.chooseMove(state, Budget.unlimited())));
        }
        case "undo" -> undo(adapter, match, agents);
        default -> {
          try {
            M move = adapter.readMove(state, text);
            match.play(move);
            out().println();
            out().println("Player " + adapter.name(player) + " plays " + adapter.describeMove(move) + ".");
            out().println(adapter.show(match.state()));
          } catch (RejectedInput e) {
            out().println(e.getMessage());
          }
        }
      }
    }
  }

  private void help(GameAdapter<?, ?> adapter) {
    out().println("Type a move: " + adapter.inputFormat() + ".");
    out().println("Or a command:");
    out().println("  hint        the strongest agent's suggestion (" + adapter.bestDescription() + ")");
    out().println("  undo        take back your last move (and the agents' replies)");
    out().println("  help        this text");
    out().println("  quit, exit  stop the game (the end of the input does too)");
  }

  /** Takes back moves up to and including the last move a person made. */
  private <S extends State<S, M>, M extends Move> void undo(
      GameAdapter<S, M> adapter, Match<S, M> match, List<Agent<S, M>> agents) {
    List<S> states = match.states();
    int lastHuman = -1;
    for (int i = states.size() - 2; i >= 0; i--) {
      if (agents.get(states.get(i).toMove().index()) == null) {
        lastHuman = i;
        break;
      }
    }
    if (lastHuman < 0) {
      out().println("Nothing to undo.");
      return;
    }
    int count = states.size() - 1 - lastHuman;
    for (int i = 0; i < count; i++) {
      match.undo();
    }
    out().println("Took back " + count + (count == 1 ? " move." : " moves."));
    out().println(adapter.show(match.state()));
  }

  private int save(Match<?, ?> match) throws IOException {
    if (save == null) {
      return 0;
    }
    try {
      Files.writeString(save, match.record().toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      err().println("gridgames play: cannot write the record to " + save + ": " + e);
      return FAILURE;
    }
    out().println("Saved the game record to " + save + ".");
    return 0;
  }
}
