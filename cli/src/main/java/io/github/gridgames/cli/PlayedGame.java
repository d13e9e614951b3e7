package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game as the commands play it: the game, its options, how people type and read its moves
 * ({@link TextPlay}, from its {@link GameTools}) in the notation in use, its agents ({@link
 * GameAgents}) and its solver ({@link Solver}). Every message names players as the game does
 * ({@link Game#playerName(Player)}).
 *
 * @param provider the game's provider
 * @param options the options that choose the game's parameters
 * @param game the game
 * @param text how people type and read its moves
 * @param notation the notation in use: of the prompt, the moves printed and the board's labels
 * @param agents its agents
 * @param solver its solver
 * @param <S> the state type
 * @param <M> the move type
 */
record PlayedGame<S extends State<S, M>, M extends Move>(
    GameProvider provider,
    List<GameOption> options,
    Game<S, M> game,
    TextPlay<S, M> text,
    Notation<M> notation,
    GameAgents<S, M> agents,
    Solver<S, M> solver) {

  /**
   * Bundles a game with what its provider and tools say of it ({@link Installed#played}).
   *
   * @param provider the provider
   * @param options the game's options
   * @param tools the game's tools, if it has any: the text play comes from them, else it is the
   *     default {@link TextPlay#of(Game)}
   * @param game a game the provider created
   * @return the bundle
   */
  static PlayedGame<?, ?> of(
      GameProvider provider, List<GameOption> options, Optional<GameTools<?, ?, ?>> tools, Game<?, ?> game) {
    return capture(requireNonNull(provider, "provider"), List.copyOf(options), tools, requireNonNull(game, "game"));
  }

  private static <S extends State<S, M>, M extends Move> PlayedGame<S, M> capture(
      GameProvider provider, List<GameOption> options, Optional<GameTools<?, ?, ?>> tools, Game<S, M> game) {
    TextPlay<S, M> text = tools.isPresent() ? tools.get().textPlayOf(game) : TextPlay.of(game);
    return new PlayedGame<>(provider, options, game, text, game.notation(), GameAgents.of(game), Solver.of(game));
  }

  /**
   * Returns this game with one of its notations in use: the prompt, the moves printed and the
   * board's labels follow it; moves are still read in every notation.
   *
   * @param notation one of the game's notations
   * @return the game in that notation
   * @throws IllegalArgumentException if the notation is not one of the game's
   */
  PlayedGame<S, M> in(Notation<M> notation) {
    return new PlayedGame<>(provider, options, game, text, game.requireNotation(notation), agents, solver);
  }

  /**
   * Reads a move a person typed, in any notation, the one in use first ({@link
   * TextPlay#read(State, String, Notation)}).
   *
   * @param state the state to move in
   * @param text what was typed
   * @return a legal move
   * @throws io.github.gridgames.core.NotationException if no notation reads the text: the error of
   *     the notation in use
   * @throws io.github.gridgames.core.IllegalMoveException if the rules refuse the move it names
   */
  M read(S state, String text) {
    return this.text.read(state, text, notation);
  }

  /**
   * Says what to type for a move in a state in the notation in use, with an example legal in it.
   *
   * @param state the state to move in
   * @return such as {@code a line number from 0 to 23, such as 0}
   */
  String prompt(S state) {
    return text.prompt(state, notation);
  }

  /**
   * Says what to type in each notation, the one in use first: its name, its syntax and an example
   * legal in a state.
   *
   * @param state the state to move in
   * @return one line per notation, such as {@code line-number: a line number from 0 to 23, such as 0}
   */
  List<String> notationHelp(S state) {
    List<String> lines = new ArrayList<>();
    lines.add(notation.name() + ": " + text.prompt(state, notation));
    for (Notation<M> other : game.notations()) {
      if (!other.equals(notation)) {
        lines.add(other.name() + ": " + text.prompt(state, other));
      }
    }
    return lines;
  }

  /**
   * Says what to type in each notation from the game's start ({@link #notationHelp(State)} of its
   * initial state), for help about the game.
   *
   * @return one line per notation
   */
  List<String> notationHelp() {
    return notationHelp(game.initialState());
  }

  /**
   * Answers text that no notation reads: in the notation in use first, its syntax, an example
   * legal in the state and its error; then the other notations, each with its syntax and example.
   *
   * @param state the state to move in
   * @param error the error of the notation in use, from {@link #read(State, String)}
   * @return such as {@code Please answer in the format a line number from 0 to 23, such as 0:
   *     expected a line number from 0 to 23 at position 0 of "99", found '99'. Or in dot-pair:
   *     (row,col)-(row,col), such as (0,0)-(0,1); or in box-side: ...}
   */
  String unreadable(S state, NotationException error) {
    StringBuilder sb = new StringBuilder("Please answer in the format ").append(text.prompt(state, notation)).append(": ");
    sb.append(error.getMessage()).append('.');
    String joiner = " Or in ";
    for (Notation<M> other : game.notations()) {
      if (!other.equals(notation)) {
        sb.append(joiner).append(other.name()).append(": ").append(text.prompt(state, other));
        joiner = "; or in ";
      }
    }
    return joiner.equals(" Or in ") ? sb.toString() : sb.append('.').toString();
  }

  /**
   * Says what a move did, the same way in {@code play} and {@code replay}: its number in the game,
   * the mover's name, the move in the notation in use, and what it captured.
   *
   * @param number the move's number, from 1
   * @param before the state the move was played in
   * @param move the move
   * @param after the state after it
   * @return such as {@code Move 4: B plays (0,0)-(0,1) [A3 T]. B captures 1 and plays again.}
   */
  String played(int number, S before, M move, S after) {
    return "Move " + number + ": " + name(before.toMove()) + " plays " + describe(move) + "." + again(before, move, after);
  }

  /**
   * Describes a move in the notation in use.
   *
   * @param move the move
   * @return such as {@code row 2, column 3} or {@code A1 T}
   */
  String describe(M move) {
    return text.describe(move, notation);
  }

  /**
   * Draws a state with its status, labelled for the notation in use.
   *
   * @param state the state
   * @param columns the screen's width
   * @return the lines, without a final line break
   */
  String show(S state, int columns) {
    return text.show(state, notation, columns);
  }

  /**
   * Draws a state with its status after a move, labelled for the notation in use: a board wider
   * than the screen is drawn around the move.
   *
   * @param state the state
   * @param columns the screen's width
   * @param lastMove the move that led to the state
   * @return the lines, without a final line break
   */
  String show(S state, int columns, M lastMove) {
    return text.show(state, notation, columns, lastMove);
  }

  /**
   * Draws a state with its status, after the move that led to it if there was one.
   *
   * @param state the state
   * @param columns the screen's width
   * @param lastMove the move that led to the state, if known
   * @return the lines, without a final line break
   */
  String show(S state, int columns, Optional<M> lastMove) {
    return lastMove.isPresent() ? show(state, columns, lastMove.get()) : show(state, columns);
  }

  /**
   * Returns the result of a finished game, its winning line in the notation in use.
   *
   * @param state a terminal state
   * @return the sentence
   */
  String result(S state) {
    return text.result(state, notation);
  }

  /**
   * Reads a position text given on the command line ({@link Game#parsePosition(String)}).
   *
   * @param option the option it was given with, for messages, such as {@code --position}
   * @param position the text
   * @return the state it names
   * @throws UsageException if the game has no position text, or the text is not one of its
   *     positions (the message names the option and says what was expected at which character)
   */
  S position(String option, String position) {
    if (!game.hasPositionText()) {
      throw new UsageException(
          "Option '" + option + "': the game " + game.spec() + " has no position text; start it from its first move");
    }
    try {
      return game.parsePosition(position);
    } catch (NotationException e) {
      throw UsageException.badValue(option, position, e.getMessage());
    }
  }

  /**
   * Returns an example of the game's position text, the state after its first legal move, or
   * empty if the game has no position text.
   *
   * @return such as {@code X../.../... O}
   */
  Optional<String> positionExample() {
    return positionExample(game);
  }

  /**
   * Returns an example of a game's position text, the state after its first legal move, or empty
   * if the game has no position text.
   *
   * @param game the game
   * @return such as {@code X../.../... O}
   */
  static Optional<String> positionExample(Game<?, ?> game) {
    if (!game.hasPositionText()) {
      return Optional.empty();
    }
    return Optional.of(positionAfterFirstMove(game));
  }

  private static <S extends State<S, M>, M extends Move> String positionAfterFirstMove(Game<S, M> game) {
    S start = game.initialState();
    return (start.isTerminal() || start.legalMoves().isEmpty() ? start : start.play(start.legalMoves().get(0))).positionText();
  }

  /**
   * Returns the game's name for people.
   *
   * @return such as {@code Dots and Boxes}
   */
  String title() {
    return provider.title();
  }

  /**
   * Returns a player's name in this game.
   *
   * @param player the player
   * @return such as {@code A} or {@code X}
   */
  String name(Player player) {
    return game.playerName(player);
  }

  /**
   * Returns the command-line option that sets a parameter of this game.
   *
   * @param parameter a spec parameter, such as {@code cap}
   * @return the option, such as {@code --cap}, or empty when none does
   */
  Optional<String> optionOf(String parameter) {
    return options.stream()
        .filter(option -> option.parameters().contains(parameter))
        .map(option -> "--" + option.name())
        .findFirst();
  }

  /**
   * Reads an agent given on the command line, such as {@code best:100}.
   *
   * @param option the option it was given with, for messages
   * @param value the value
   * @param humanAllowed whether {@code human} is accepted, which gives an empty result
   * @return the agent's spec, or empty for a human
   * @throws UsageException if the value is not an agent of this game (or {@code human} where
   *     allowed), naming the option and the value
   */
  Optional<AgentSpec> agentSpec(String option, String value, boolean humanAllowed) {
    if (humanAllowed && value.strip().equalsIgnoreCase("human")) {
      return Optional.empty();
    }
    String expected =
        "expected "
            + (humanAllowed ? "human or " : "")
            + "an agent "
            + String.join(", ", agents.names().subList(0, agents.names().size() - 1))
            + " or "
            + agents.names().get(agents.names().size() - 1)
            + ", optionally with :MILLIS for its time per move, such as best:100";
    AgentSpec spec;
    try {
      spec = AgentSpec.parse(value);
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue(option, value, e.getMessage().startsWith("the time per move") ? e.getMessage() : expected);
    }
    if (!agents.names().contains(spec.name())) {
      throw UsageException.badValue(option, value, expected);
    }
    return Optional.of(spec);
  }

  /**
   * Says what a move captured and that the mover plays again, when it did: every capture is said
   * the same way, the last one of a game too.
   *
   * @param before the state the move was played in
   * @param move the move
   * @param after the state after it
   * @return such as {@code " A captures 1 and plays again."} or {@code " A captures 2."}, with a
   *     leading space, or empty text
   */
  String again(S before, M move, S after) {
    Player mover = before.toMove();
    return turnEnd(mover, before.effectOf(move).captures(), !after.isTerminal() && after.toMove().equals(mover));
  }

  /**
   * Says what a player captured in a move or a whole turn, and whether they play again.
   *
   * @param mover the player
   * @param captures what they captured
   * @param again whether they move next
   * @return such as {@code " B captures 9."}, {@code " X plays again."}, with a leading space, or
   *     empty text
   */
  String turnEnd(Player mover, int captures, boolean again) {
    if (captures == 0 && !again) {
      return "";
    }
    return " "
        + name(mover)
        + (captures > 0 ? " captures " + captures : "")
        + (again ? (captures > 0 ? " and" : "") + " plays again" : "")
        + ".";
  }

  /**
   * Returns what happened so far in an unfinished game, for a game that stops early.
   *
   * @param state the state
   * @param moves the number of moves played
   * @return a sentence
   */
  String soFar(S state, int moves) {
    if (state.isTerminal()) {
      return result(state);
    }
    String count = moves + (moves == 1 ? " move" : " moves");
    if (game.keepsScore()) {
      return "Score so far after " + count + ": " + text.scoreLine(state) + ".";
    }
    return "No result after " + count + ": the game was not finished.";
  }
}
