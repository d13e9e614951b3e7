package io.github.gridgames.cli;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames play}: a game in the terminal, people and agents in any seats. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Plays a game in the terminal: you against the strongest agent by default, or people and"
          + " agents in any seats.",
      "After every move it shows the board (within the terminal's width: COLUMNS, else 80 columns;"
          + " a wider board is drawn around the last move, with a note of what lies outside), the"
          + " scores and whose turn it is. Type a move when it is"
          + " your turn, or one of: help, hint (the strongest agent's suggestion), undo (take back"
          + " your last move), quit or exit (also the end of the input). An input line longer than"
          + " 1,048,576 characters is refused: the game stops (and is saved with --save), exit code 1."
    })
final class PlayCommand extends BaseCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text (see 'gridgames --help').")
  String gameName;

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
      description = "Writes the game record to FILE when the game ends or stops, by quit, the end of the input or Ctrl-C (see 'gridgames replay'). An existing FILE is refused unless --force is given.")
  Path save;

  @Option(names = "--force", description = "Lets --save replace an existing file.")
  boolean force;

  @Option(
      names = "--position",
      paramLabel = "TEXT",
      description = "Starts from this position, in the game's position text (see Positions below; 'gridgames replay' and the JSON API print it); the saved record keeps it.")
  String position;

  PlayCommand(Terminal terminal) {
    super(terminal);
  }

  /**
   * Has the help say how each installed game's moves are typed, with examples; worked out only
   * when the help is shown.
   *
   * @param command the play command line
   * @param installed the games
   */
  static void describeMoves(CommandLine command, Installed installed) {
    lazyHelp(command, UsageMessageSpec.SECTION_KEY_FOOTER, () -> footer(installed));
  }

  private static String[] footer(Installed installed) {
    List<String> footer = new ArrayList<>();
    footer.add("");
    footer.add("Moves:");
    for (GameProvider provider : installed.providers()) {
      PlayedGame<?, ?> game = installed.played(provider, provider.create(GameSpec.builder(provider.id()).build()));
      footer.add("  " + provider.id() + ", in any of its notations:");
      game.notationHelp().forEach(line -> footer.add("    " + line));
    }
    footer.addAll(positionHelp(installed));
    return footer.toArray(String[]::new);
  }

  /**
   * Returns the help's lines on position texts ({@code --position}): an example of each installed
   * game's, written by the game itself (the state after its first legal move).
   *
   * @param installed the games
   * @return the lines, the first one empty
   */
  static List<String> positionHelp(Installed installed) {
    List<String> lines = new ArrayList<>();
    lines.add("");
    lines.add("Positions (--position TEXT, the game's one-line position text; quote it in the shell):");
    for (GameProvider provider : installed.providers()) {
      lines.add(
          "  "
              + provider.id()
              + PlayedGame.positionExample(provider.create(GameSpec.builder(provider.id()).build())).map(text -> ", after its first move: " + text).orElse(": has no position text"));
    }
    return lines;
  }

  @Override
  int run() throws IOException {
    PlayedGame<?, ?> game = GameChoice.choose(spec, installed(), gameName);
    if (think < 1 || think > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--think", think, "must be from 1 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    List<Optional<AgentSpec>> seats = new ArrayList<>();
    int players = game.game().playerCount();
    for (int i = 0; i < players; i++) {
      seats.add(
          i == 0
              ? game.agentSpec("--first", first, true)
              : i == 1 ? game.agentSpec("--second", second, true) : game.agentSpec("--others", others, true));
    }
    if (save != null) {
      Path folder = save.toAbsolutePath().getParent();
      if (folder != null && !Files.isDirectory(folder)) {
        throw UsageException.badValue("--save", save, "the folder " + folder + " does not exist");
      }
      if (Files.isDirectory(save)) {
        throw UsageException.badValue("--save", save, "it is a folder; give a file name");
      }
      if (Files.exists(save) && !force) {
        throw UsageException.badValue("--save", save, "the file exists; give another name, or --force to replace it");
      }
    }
    return play(NotationOption.apply(spec, game), seats);
  }

  private <S extends State<S, M>, M extends Move> int play(
      PlayedGame<S, M> game, List<Optional<AgentSpec>> seats) throws IOException {
    S start = position == null ? game.game().initialState() : game.position("--position", position);
    List<Agent<S, M>> agents = new ArrayList<>();
    for (int i = 0; i < seats.size(); i++) {
      Optional<AgentSpec> seat = seats.get(i);
      agents.add(seat.isEmpty() ? null : game.agents().agent(seat.get(), seed + i, Duration.ofMillis(think)));
    }
    Match<S, M> match = Match.startAt(start);
    try (SaveOnInterrupt saver = save == null ? null : SaveOnInterrupt.register(save, match.record(), terminal())) {
      if (saver != null) {
        match.addListener(event -> saver.update(match.record()));
      }
      return play(game, match, agents);
    }
  }

  private <S extends State<S, M>, M extends Move> int play(
      PlayedGame<S, M> game, Match<S, M> match, List<Agent<S, M>> agents) throws IOException {
    say(game.title() + ": " + game.game().spec());
    for (int i = 0; i < agents.size(); i++) {
      Agent<S, M> agent = agents.get(i);
      out().println(
          "Player "
              + game.name(Player.of(i))
              + ": "
              + (agent == null ? "you (human)" : agent.toString()));
    }
    if (agents.contains(null)) {
      say(
          "Moves: "
              + game.prompt(match.state())
              + (game.game().notations().size() > 1 ? " (every notation is read: type help for them)." : "."));
      out().println("Commands: help, hint, undo, quit.");
    }
    out().println();
    say(game.show(match.state(), terminal().columns()));
    Agent<S, M> hinter = null;
    while (true) {
      S state = match.state();
      if (state.isTerminal()) {
        // The board just shown ends with the result, winner first: said once.
        return save(match);
      }
      Player player = state.toMove();
      Agent<S, M> agent = agents.get(player.index());
      if (agent != null) {
        // One turn: every move the agent makes while it stays to move (a chain of captures), the
        // board drawn once after it.
        out().println();
        M move;
        do {
          S before = match.state();
          move = agent.chooseMove(before, Budget.unlimited());
          match.play(move);
          say(game.played(match.moves().size(), before, move, match.state()));
        } while (!match.state().isTerminal() && match.state().toMove().equals(player));
        say(game.show(match.state(), terminal().columns(), move));
        continue;
      }
      out().print("Player " + game.name(player) + ", your move [" + game.prompt(state) + "]: ");
      out().flush();
      Optional<String> line;
      try {
        line = terminal().readLine();
      } catch (UncheckedIOException e) {
        out().println();
        err().println("gridgames play: " + e.getMessage() + "; the game stops here.");
        int saved = save(match);
        return saved != 0 ? saved : FAILURE;
      }
      if (line.isEmpty()) {
        out().println();
        say("End of input: the game stops here. " + game.soFar(state, match.moves().size()));
        return save(match);
      }
      String text = line.get().strip();
      switch (text.toLowerCase(Locale.ROOT)) {
        case "" -> {}
        case "quit", "exit" -> {
          say("Player " + game.name(player) + " stops the game. " + game.soFar(state, match.moves().size()));
          return save(match);
        }
        case "help", "?" -> help(game, state);
        case "hint" -> {
          if (hinter == null) {
            hinter = game.agents().agent(AgentSpec.of(GameAgents.BEST), seed, Duration.ofMillis(think));
          }
          out().println("Hint: " + game.describe(hinter.chooseMove(state, Budget.unlimited())));
        }
        case "undo" -> undo(game, match, agents);
        default -> {
          try {
            M move = game.read(state, text);
            match.play(move);
            out().println();
            say(game.played(match.moves().size(), state, move, match.state()));
            say(game.show(match.state(), terminal().columns(), move));
          } catch (NotationException e) {
            say(game.unreadable(state, e));
          } catch (IllegalMoveException e) {
            out().println(e.getMessage());
          }
        }
      }
    }
  }

  /** Prints text wrapped at word boundaries to the terminal's width (a board that fits is kept). */
  private void say(String paragraph) {
    out().println(Wrap.text(paragraph, terminal().columns()));
  }

  private <S extends State<S, M>, M extends Move> void help(PlayedGame<S, M> game, S state) {
    List<String> notations = game.notationHelp(state);
    if (notations.size() == 1) {
      say("Type a move: " + game.prompt(state) + ".");
    } else {
      say("Type a move in any of these notations (the first is the one shown):");
      notations.forEach(line -> say("  " + line));
    }
    out().println("Or a command:");
    say("  hint        the strongest agent's suggestion (" + game.agents().description(GameAgents.BEST) + ")");
    say("  undo        take back your last move (and the agents' replies)");
    say("  help        this text");
    say("  quit, exit  stop the game (the end of the input does too)");
  }

  /** Takes back moves up to and including the last move a person made. */
  private <S extends State<S, M>, M extends Move> void undo(
      PlayedGame<S, M> game, Match<S, M> match, List<Agent<S, M>> agents) {
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
    say(game.show(match.state(), terminal().columns()));
  }

  private int save(Match<?, ?> match) throws IOException {
    if (save == null) {
      return 0;
    }
    try {
      Files.writeString(save, match.record().toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      err().println("gridgames play: cannot write the record to " + save + ": " + IoProblem.describe(e));
      return FAILURE;
    }
    out().println("Saved the game record to " + save + ".");
    return 0;
  }
}
