package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The CodinGame Dots and Boxes contest protocol (see {@link ContestProtocol} for the text) as a
 * {@link BotProtocol}, named {@value #NAME}: what {@code gridgames bot codingame} and {@code
 * gridgames referee codingame} speak. The contest gives a bot 1 s for its first turn and 100 ms
 * for the others; its boards are square, for two players, with an extra turn on capture.
 */
final class CodinGameProtocol implements BotProtocol<DotsBoxesState, Edge> {

  /** The protocol's name on the command line. */
  public static final String NAME = "codingame";

  /** Creates the protocol. */
  public CodinGameProtocol() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String title() {
    return "the CodinGame contest protocol";
  }

  @Override
  public String description() {
    return "reads the board size and its player id (A or B), then each turn's scores and playable"
        + " boxes, and answers one line such as 'A1 R'";
  }

  /**
   * Returns the contest's limit of a bot's first turn, 1 s.
   *
   * @return one second
   */
  @Override
  public Duration firstTurnLimit() {
    return Duration.ofSeconds(1);
  }

  /**
   * Returns the contest's limit of a bot's later turns, 100 ms.
   *
   * @return 100 ms
   */
  @Override
  public Duration turnLimit() {
    return Duration.ofMillis(100);
  }

  /**
   * Returns 300 ms: the first turn also pays for starting a Java program.
   *
   * @return 300 ms
   */
  @Override
  public Duration firstTurnThinking() {
    return Duration.ofMillis(300);
  }

  /**
   * Returns 50 ms, half the limit, for the time the answer takes to travel.
   *
   * @return 50 ms
   */
  @Override
  public Duration turnThinking() {
    return Duration.ofMillis(50);
  }

  /**
   * Returns the one option of a referee: {@code --size N} for N x N boxes.
   *
   * @return the size option
   */
  @Override
  public List<GameOption> options() {
    return List.of(GameOption.square("size", "rows", "cols", DotsBoxes.MAX_SIZE, "N x N boxes (default 3)"));
  }

  /**
   * Returns the two-player game with an extra turn on capture on the spec's square board.
   *
   * @param spec a {@code dots-boxes} spec; missing parameters take the defaults of {@link
   *     DotsBoxes#fromSpec(GameSpec)}
   * @return the game
   * @throws IllegalArgumentException if the spec is invalid, the board is not square or the game
   *     does not have two players
   */
  @Override
  public DotsBoxes game(GameSpec spec) {
    DotsBoxes game = DotsBoxes.fromSpec(spec);
    checkArgument(game.isSquare(), "the contest's boards are square, not %s x %s boxes", game.rows(), game.cols());
    return ContestProtocol.of(game).game();
  }

  private static ContestProtocol protocol(Game<DotsBoxesState, Edge> game) {
    requireNonNull(game, "game");
    checkArgument(game instanceof DotsBoxes, "not a Dots and Boxes game: %s", game.spec());
    return ContestProtocol.of((DotsBoxes) game);
  }

  @Override
  public String setupText(Game<DotsBoxesState, Edge> game, Player player) {
    return protocol(game).initialInput(player);
  }

  /**
   * Reads the two lines of the initial input.
   *
   * @param in the bot's input
   * @return the game and the bot's player
   * @throws EOFException if the input ends first
   * @throws IOException if the input cannot be read
   * @throws IllegalArgumentException if the lines are not a board size and a player id; the
   *     message starts with {@code "bad initial input: "}
   */
  @Override
  public BotProtocol.Setup<DotsBoxesState, Edge> readSetup(BufferedReader in) throws IOException {
    String size = in.readLine();
    String id = size == null ? null : in.readLine();
    if (id == null) {
      throw new EOFException("the input ended before the initial input (board size and player id)");
    }
    ContestSetup setup;
    try {
      setup = ContestProtocol.readInitialInput(size + "\n" + id + "\n");
    } catch (NotationException e) {
      throw new IllegalArgumentException("bad initial input: " + e.getMessage(), e);
    }
    return new BotProtocol.Setup<>(setup.game(), setup.player());
  }

  @Override
  public String turnText(DotsBoxesState state) {
    return protocol(state.game()).turnInput(state);
  }

  /**
   * Reads one turn: the scores, the number of playable boxes and that many boxes with their free
   * sides.
   *
   * @param setup the game and the bot's player
   * @param in the bot's input
   * @return the state, or empty if the input ended before the turn
   * @throws EOFException if the input ends in the middle of the turn
   * @throws IOException if the input cannot be read
   * @throws IllegalArgumentException if the lines are not a turn of this board, or list no free
   *     side; the message says which
   */
  @Override
  public Optional<DotsBoxesState> readTurn(BotProtocol.Setup<DotsBoxesState, Edge> setup, BufferedReader in)
      throws IOException {
    ContestProtocol protocol = protocol(setup.game());
    String scores = in.readLine();
    if (scores == null) {
      return Optional.empty();
    }
    String countLine = in.readLine();
    if (countLine == null) {
      throw new EOFException("the input ended in the middle of a turn");
    }
    int count;
    try {
      count = Integer.parseInt(countLine.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad number of playable boxes: '" + countLine + "'", e);
    }
    int boxes = protocol.game().boxCount();
    checkArgument(count >= 0 && count <= boxes, "bad number of playable boxes: %s", count);
    StringBuilder turn = new StringBuilder(scores).append('\n').append(countLine).append('\n');
    for (int i = 0; i < count; i++) {
      String box = in.readLine();
      if (box == null) {
        throw new EOFException("the input ended in the middle of a turn");
      }
      turn.append(box).append('\n');
    }
    DotsBoxesState state;
    try {
      state = protocol.readTurnInput(setup.player(), turn.toString());
    } catch (NotationException e) {
      throw new IllegalArgumentException("bad turn input: " + e.getMessage(), e);
    }
    checkArgument(!state.isTerminal(), "the turn input lists no free side: the game is over");
    return Optional.of(state);
  }

  @Override
  public String answerText(Game<DotsBoxesState, Edge> game, Edge move) {
    return protocol(game).formatOutput(ContestOutput.of(move));
  }

  @Override
  public Edge readAnswer(Game<DotsBoxesState, Edge> game, String line) {
    return protocol(game).readOutput(line).edge();
  }

  /**
   * Returns the message after {@code MSG} in an answer, if any.
   *
   * @param game the game
   * @param line an answer
   * @return the message
   */
  @Override
  public Optional<String> remarkOf(Game<DotsBoxesState, Edge> game, String line) {
    String message = protocol(game).readOutput(line).message();
    return message.isEmpty() ? Optional.empty() : Optional.of(message);
  }

  @Override
  public String answerSyntax() {
    return "a box and a side";
  }
}
