package io.github.gridgames.core.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A contest's text protocol between a referee and the bots that play a game, line by line: the
 * setup each bot reads first, the input of each turn, and the one-line answer a bot gives. A game
 * module contributes its protocols through {@link GameTools#protocols()}; tools then run a bot
 * that speaks it ({@code gridgames bot NAME}) and a referee between two bots ({@code gridgames
 * referee NAME}) without knowing the game. The protocol only turns text into values and back; the
 * tools do the waiting, the timing and the talking.
 *
 * <p>The bot side reads {@link #readSetup} once, then {@link #readTurn} until the input ends, and
 * writes {@link #answerText} for each turn. The referee side writes {@link #setupText} to every
 * bot, then {@link #turnText} to the player to move, and reads its answer with {@link
 * #readAnswer}. Protocols handled this way are for two players.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface BotProtocol<S extends State<S, M>, M extends Move> {

  /**
   * Returns the protocol's name, used on the command line, such as {@code codingame}.
   *
   * @return lower-case letters, digits and hyphens
   */
  String name();

  /**
   * Returns the protocol's name for people, such as {@code "the CodinGame contest protocol"}.
   *
   * @return the title
   */
  String title();

  /**
   * Describes, in one sentence for help, what a bot reads and answers, such as {@code "reads the
   * board size and its player id (A or B), then each turn's scores and playable boxes, and answers
   * one line such as 'A1 R'"}.
   *
   * @return the description
   */
  String description();

  /**
   * Returns the contest's time limit of a bot's first turn.
   *
   * @return a positive duration
   */
  Duration firstTurnLimit();

  /**
   * Returns the contest's time limit of a bot's later turns.
   *
   * @return a positive duration
   */
  Duration turnLimit();

  /**
   * Returns how long a bot should think on its first turn to stay safely within {@link
   * #firstTurnLimit()}, which also pays for starting the bot's program.
   *
   * @return a positive duration
   */
  Duration firstTurnThinking();

  /**
   * Returns how long a bot should think on its later turns to stay safely within {@link
   * #turnLimit()}.
   *
   * @return a positive duration
   */
  Duration turnThinking();

  /**
   * Returns the options a referee takes to choose the game, such as the board size; their
   * parameters go to {@link #game(GameSpec)}.
   *
   * @return the options, possibly none
   */
  List<GameOption> options();

  /**
   * Returns the game a referee runs for these parameters.
   *
   * @param spec a spec of the protocol's game, with the parameters the {@link #options()} set and
   *     the others missing (they take the protocol's defaults)
   * @return the game
   * @throws IllegalArgumentException if the parameters are invalid or name a game the protocol
   *     cannot carry (for example more than two players); the message says which
   */
  Game<S, M> game(GameSpec spec);

  /**
   * Returns the setup lines a bot reads first, each ending with a line break.
   *
   * @param game the game, as {@link #game(GameSpec)} returns it
   * @param player the bot's player
   * @return the text
   */
  String setupText(Game<S, M> game, Player player);

  /**
   * Reads the setup, as a bot.
   *
   * @param in the bot's input
   * @return the game and the bot's player
   * @throws java.io.EOFException if the input ends before the setup is complete
   * @throws IOException if the input cannot be read
   * @throws IllegalArgumentException if the text is not the protocol's setup; the message says so
   *     and what was wrong
   */
  Setup<S, M> readSetup(BufferedReader in) throws IOException;

  /**
   * Returns the lines of one turn's input, sent to the player to move, each ending with a line
   * break.
   *
   * @param state the state, not terminal
   * @return the text
   */
  String turnText(S state);

  /**
   * Reads one turn's input, as a bot.
   *
   * @param setup what the bot read at the start
   * @param in the bot's input
   * @return the state to move in (the bot's player to move, not terminal), or empty if the input
   *     ended before the turn's first line
   * @throws java.io.EOFException if the input ends in the middle of the turn
   * @throws IOException if the input cannot be read
   * @throws IllegalArgumentException if the text is not a turn of the protocol, or describes a
   *     finished game; the message says so and what was wrong
   */
  Optional<S> readTurn(Setup<S, M> setup, BufferedReader in) throws IOException;

  /**
   * Returns a bot's answer for a move, one line without a line break.
   *
   * @param game the game
   * @param move a move of the game
   * @return the answer
   */
  String answerText(Game<S, M> game, M move);

  /**
   * Reads a bot's answer, as a referee. Whether the move is legal is for the state to say.
   *
   * @param game the game
   * @param line the line the bot wrote, without its line break
   * @return the move it names
   * @throws NotationException if the line names no move of the game
   */
  M readAnswer(Game<S, M> game, String line);

  /**
   * Returns the remark a bot may add to its answer (contests show it next to the bot), or empty.
   * The default finds none.
   *
   * @param game the game
   * @param line an answer that {@link #readAnswer(Game, String)} accepts
   * @return the remark
   */
  default Optional<String> remarkOf(Game<S, M> game, String line) {
    return Optional.empty();
  }

  /**
   * Describes what an answer must be, for a referee's messages, such as {@code "a box and a
   * side"}.
   *
   * @return a few words
   */
  String answerSyntax();

  /**
   * What a bot learns at the start of a contest game from a {@link BotProtocol}: the game and which
   * player it is.
   *
   * @param game the game, with its parameters
   * @param player the player the bot plays
   * @param <S> the state type
   * @param <M> the move type
   */
  record Setup<S extends State<S, M>, M extends Move>(Game<S, M> game, Player player) {

    /**
     * Creates a setup.
     *
     * @param game the game
     * @param player a player of the game
     * @throws IllegalArgumentException if the player is not in the game
     * @throws NullPointerException if an argument is null
     */
    public Setup {
      requireNonNull(game, "game");
      requireNonNull(player, "player");
      checkArgument(
          player.index() < game.playerCount(),
          "%s is not in a game of %s players",
          player,
          game.playerCount());
    }
  }
}
