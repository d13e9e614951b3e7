package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.TextCursor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bot contest's text protocol for a two-player game, so that a bot or a referee can be built
 * on these rules. Boxes and sides are named as in the box-side notation ({@link
 * DotsBoxes#boxSides()}, {@link ContestNames}); players are {@code A}
 * (first) and {@code B}.
 *
 * <h2>Initial input</h2>
 *
 * <p>Two lines: the board size (the contest's board is square) and the bot's player id, such as
 * {@code "3\nA\n"}.
 *
 * <h2>Per-turn input</h2>
 *
 * <p>Written for the player to move (the reader):
 *
 * <pre>
 * 1 0          the reader's score, the opponent's score
 * 2            the number of playable boxes (boxes with a free side)
 * A1 TR        each playable box and its free sides, in the order L T R B
 * B1 L
 * </pre>
 *
 * <p>{@link #turnInput(DotsBoxesState)} lists the playable boxes in name order: by column, then
 * by row number (A1, A2, ..., B1, ...). Each line ends with {@code \n}.
 * {@link #readTurnInput(Player, String)} accepts the boxes in any order, the sides in any order,
 * {@code \r\n} line ends and a missing final line end. The text does not say who owns which
 * completed box, only the scores; the state it reads back gives the completed boxes, in name
 * order, first to the reader (as many as the reader's score) and then to the opponent. So reading
 * back the text of a state gives a state with the same lines, scores, player to move and legal
 * moves, whose box owners may differ.
 *
 * <h2>Output</h2>
 *
 * <p>One line: a box and a side, optionally followed by {@code MSG} and a message, such as
 * {@code A1 R MSG Hello}.
 */
final class ContestProtocol {

  private final DotsBoxes game;
  private final ContestNames names;

  private ContestProtocol(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
    checkArgument(
        game.playerCount() == 2,
        "the contest protocol is for two players, A and B; this game has %s",
        game.playerCount());
    this.names = new ContestNames(game);
  }

  /**
   * Returns the protocol for a game.
   *
   * @param game a two-player game
   * @return the protocol
   * @throws IllegalArgumentException if the game does not have exactly two players
   */
  public static ContestProtocol of(DotsBoxes game) {
    return new ContestProtocol(game);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public DotsBoxes game() {
    return game;
  }

  /**
   * Writes the initial input for a player, such as {@code "3\nA\n"}.
   *
   * @param player the bot's player
   * @return the two lines
   * @throws IllegalArgumentException if the board is not square (the contest gives one size) or
   *     the player is not in the game
   */
  public String initialInput(Player player) {
    requireNonNull(player, "player");
    checkArgument(
        game.isSquare(),
        "the contest's initial input gives one board size, so it needs a square board; this one"
            + " is %s x %s boxes",
        game.rows(),
        game.cols());
    return game.rows() + "\n" + game.playerName(player) + "\n";
  }

  /**
   * Reads the initial input: a board size from 1 to {@link DotsBoxes#MAX_SIZE} and a player id
   * {@code A} or {@code B}, on two lines.
   *
   * @param text the input
   * @return the two-player game with the extra-turn policy on that board, and the player
   * @throws NotationException if the text is not of that form
   * @throws NullPointerException if {@code text} is null
   */
  public static ContestSetup readInitialInput(String text) {
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    in.skipBlanks();
    int sizeAt = in.pos();
    String sizeText = "a board size from 1 to " + DotsBoxes.MAX_SIZE;
    int size = in.readNatural(sizeText, DotsBoxes.MAX_SIZE);
    if (size < 1) {
      throw in.errorAt(sizeAt, sizeText);
    }
    in.endLine("a line break after the board size");
    in.skipBlanks();
    char id = in.peek();
    if (in.atEnd() || (id != 'A' && id != 'B')) {
      throw in.error("the player id A or B");
    }
    in.advance();
    in.endLine("a line break after the player id");
    in.skipSpaces();
    in.expectEnd("the end of the initial input");
    return new ContestSetup(DotsBoxes.of(size, size), Player.of(id - 'A'));
  }

  /**
   * Writes the per-turn input for the player to move in a state (see the class comment).
   *
   * @param state a state of this game
   * @return the lines, each ending with {@code \n}
   * @throws IllegalArgumentException if the state is of another game
   */
  public String turnInput(DotsBoxesState state) {
    requireGame(state);
    Player reader = state.toMove();
    Player opponent = reader.next(2);
    StringBuilder sb = new StringBuilder();
    sb.append(state.score(reader)).append(' ').append(state.score(opponent)).append('\n');
    List<String> lines = new ArrayList<>();
    for (int c = 0; c < game.cols(); c++) {
      for (int r = game.rows() - 1; r >= 0; r--) {
        Box box = Box.of(r, c);
        StringBuilder free = new StringBuilder();
        for (char side : ContestNames.SIDES.toCharArray()) {
          if (!state.isDrawn(names.edge(box, side))) {
            free.append(side);
          }
        }
        if (free.length() > 0) {
          lines.add(names.boxName(box) + " " + free);
        }
      }
    }
    sb.append(lines.size()).append('\n');
    for (String line : lines) {
      sb.append(line).append('\n');
    }
    return sb.toString();
  }

  /**
   * Reads a per-turn input back into a state in which {@code reader} is to move (see the class
   * comment for how completed boxes get their owners).
   *
   * @param reader the player the input was written for
   * @param text the input
   * @return the state
   * @throws NotationException if the text is not a per-turn input of this board: bad syntax, a
   *     box off the board or listed twice, a count that differs from the lines, sides that two
   *     neighbouring boxes report differently, or scores that do not add up to the completed
   *     (unlisted) boxes; the position points at the offending text
   * @throws IllegalArgumentException if the reader is not player A or B
   * @throws NullPointerException if an argument is null
   */
  public DotsBoxesState readTurnInput(Player reader, String text) {
    requireNonNull(reader, "reader");
    checkArgument(reader.index() < 2, "the contest's players are A and B, not %s", reader);
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    int boxes = game.boxCount();
    in.skipBlanks();
    int readerScore = in.readNatural("the reader's score, from 0 to " + boxes, boxes);
    int blanks = in.pos();
    in.skipBlanks();
    if (in.pos() == blanks) {
      throw in.error("a space after the reader's score");
    }
    int opponentScore = in.readNatural("the opponent's score, from 0 to " + boxes, boxes);
    in.endLine("a line break after the two scores");
    in.skipBlanks();
    int countAt = in.pos();
    int count = in.readNatural("the number of playable boxes, from 0 to " + boxes, boxes);
    in.endLine("a line break after the number of playable boxes");
    Map<Box, Set<Character>> free = new LinkedHashMap<>();
    Map<Box, Integer> lineStart = new HashMap<>();
    for (int i = 0; i < count; i++) {
      in.skipBlanks();
      int at = in.pos();
      if (in.atEnd()) {
        throw in.errorAt(countAt, count + " box lines to follow, as this count says, but "
            + i + " do");
      }
      Box box = names.readBox(in);
      if (free.containsKey(box)) {
        throw in.errorAt(at, "a box not listed before, but " + names.boxName(box) + " repeats");
      }
      in.skipBlanks();
      Set<Character> sides = new LinkedHashSet<>();
      do {
        int sideAt = in.pos();
        char side = ContestNames.readSide(in);
        if (!sides.add(side)) {
          throw in.errorAt(sideAt, "each side at most once, but " + side + " repeats");
        }
      } while (!in.atEnd() && ContestNames.isSide(in.peek()));
      in.endLine("a line break after the free sides of " + names.boxName(box));
      free.put(box, sides);
      lineStart.put(box, at);
    }
    in.skipSpaces();
    in.expectEnd("the end of the input after " + count + " box lines");
    List<Edge> drawn = new ArrayList<>();
    for (int e = 0; e < game.edgeCount(); e++) {
      Edge edge = game.edge(e);
      List<Box> around = game.boxesOf(edge);
      Box firstBox = around.get(0);
      boolean isFree = isFreeSide(free, firstBox, edge);
      for (Box box : around.subList(1, around.size())) {
        boolean freeHere = isFreeSide(free, box, edge);
        if (isFree != freeHere) {
          Box listing = freeHere ? box : firstBox;
          Box other = freeHere ? firstBox : box;
          int at = requireNonNull(lineStart.get(listing), "a box that lists a free side has a line");
          throw in.errorAt(
              at,
              "sides that agree with the neighbouring box "
                  + names.boxName(other)
                  + ", but "
                  + names.boxName(listing)
                  + " lists its side "
                  + names.sideOf(listing, edge)
                  + " as free and "
                  + names.boxName(other)
                  + " does not list side "
                  + names.sideOf(other, edge));
        }
      }
      if (!isFree) {
        drawn.add(edge);
      }
    }
    int completed = boxes - free.size();
    if (readerScore + opponentScore != completed) {
      throw in.errorAt(
          0,
          "scores that add up to the "
              + completed
              + " completed (unlisted) boxes, but they add up to "
              + (readerScore + opponentScore));
    }
    Map<Box, Player> owners = new HashMap<>();
    int given = 0;
    for (int c = 0; c < game.cols(); c++) {
      for (int r = game.rows() - 1; r >= 0; r--) {
        Box box = Box.of(r, c);
        if (!free.containsKey(box)) {
          owners.put(box, given++ < readerScore ? reader : reader.next(2));
        }
      }
    }
    return game.stateOf(drawn, owners, reader);
  }

  /** Whether the box's line lists its side on the edge as free. */
  private boolean isFreeSide(Map<Box, Set<Character>> free, Box box, Edge edge) {
    Set<Character> sides = free.get(box);
    return sides != null && sides.contains(names.sideOf(box, edge));
  }

  /**
   * Writes a bot's answer, such as {@code A1 R} or {@code A1 R MSG Hello}, using the line's
   * canonical name.
   *
   * @param output the answer
   * @return the line, without a line break
   * @throws IllegalArgumentException if the line is not a unit line of the board
   */
  public String formatOutput(ContestOutput output) {
    requireNonNull(output, "output");
    String move = game.boxSides().format(output.edge());
    return output.message().isEmpty() ? move : move + " MSG " + output.message();
  }

  /**
   * Reads a bot's answer: a box and a side, optionally followed by whitespace, {@code MSG} and a
   * message that runs to the end of the line.
   *
   * @param line the answer, with surrounding whitespace and a final line break allowed
   * @return the answer, with the message stripped of surrounding whitespace
   * @throws NotationException if the line does not start with a box of the board and a side, or
   *     anything but a {@code MSG} message follows
   * @throws NullPointerException if {@code line} is null
   */
  public ContestOutput readOutput(String line) {
    TextCursor in = new TextCursor(requireNonNull(line, "line"));
    in.skipBlanks();
    Box box = names.readBox(in);
    in.skipBlanks();
    char side = ContestNames.readSide(in);
    Edge edge = names.edge(box, side);
    int beforeBlanks = in.pos();
    in.skipBlanks();
    String message = "";
    if (!in.atEnd() && in.peek() != '\n' && in.peek() != '\r') {
      String rest = line.substring(in.pos());
      if (in.pos() == beforeBlanks || !rest.startsWith("MSG")
          || (rest.length() > 3 && rest.charAt(3) != ' ' && rest.charAt(3) != '\t'
              && rest.charAt(3) != '\n' && rest.charAt(3) != '\r')) {
        throw in.error("the end of the line or MSG and a message");
      }
      int cut = in.pos();
      while (cut < line.length() && line.charAt(cut) != '\n' && line.charAt(cut) != '\r') {
        cut++;
      }
      message = line.substring(in.pos() + 3, cut).strip();
      while (in.pos() < cut) {
        in.advance();
      }
    }
    in.endLine("the end of the line");
    in.skipSpaces();
    in.expectEnd("nothing after the answer's line");
    return new ContestOutput(edge, message);
  }

  private void requireGame(DotsBoxesState state) {
    requireNonNull(state, "state");
    checkArgument(state.game().equals(game), "the state is of %s, not of %s", state.game(), game);
  }
}
