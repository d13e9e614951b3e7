package io.github.gridgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.tictactoe.MnkState;
import java.util.List;
import java.util.Optional;

/**
 * The JSON API's state object (see {@code docs/API.md}): the game, the moves so far, the position
 * text (null for a game without one), the player to
 * move, the outcome, the scores, the legal moves (inside the window on an unbounded board), the
 * last move, the rendered text and a board view for the games this server knows ({@code kind}
 * {@code dots-boxes}, {@code mnk}, {@code nrow}; {@code generic} with no more fields otherwise).
 */
final class StateView {

  private StateView() {}

  /**
   * Describes a state.
   *
   * @param notation the notation of the moves
   * @param moves the moves from the start to the state
   * @param state the state
   * @param window the window on an unbounded board, if the request gave one
   * @param <S> the state type
   * @param <M> the move type
   * @return the state object
   */
  static <S extends State<S, M>, M extends Move> ObjectNode of(
      Notation<M> notation, List<M> moves, S state, Optional<Window> window) {
    Game<S, M> game = state.game();
    ObjectNode view = Json.object();
    view.put("game", game.spec().toString());
    view.put("notation", notation.name());
    ArrayNode played = view.putArray("moves");
    moves.forEach(move -> played.add(notation.format(move)));
    view.put("moveCount", moves.size());
    if (game.hasPositionText()) {
      view.put("position", state.positionText());
    } else {
      view.putNull("position");
    }
    view.set("toMove", player(game, state.toMove()));
    ArrayNode players = view.putArray("players");
    for (int i = 0; i < game.playerCount(); i++) {
      players.add(game.playerName(Player.of(i)));
    }
    view.set("outcome", outcome(game, notation, state.outcome(), state.winningLine()));
    Optional<Scores> scores = state.scores();
    if (scores.isPresent()) {
      ArrayNode values = view.putArray("scores");
      for (int value : scores.get().toArray()) {
        values.add(value);
      }
    } else {
      view.putNull("scores");
    }
    JsonNode board;
    List<?> legal;
    boolean complete;
    if (state instanceof NRowState nrow) {
      Window shown =
          window.orElseGet(
              () ->
                  Window.around(
                      moves.isEmpty() ? Point.ORIGIN : (Point) moves.get(moves.size() - 1),
                      Limits.DEFAULT_WINDOW));
      NRowView nrowView = NRowView.of(nrow, shown);
      board = nrowView.board();
      legal = nrowView.candidates();
      complete = false;
    } else {
      board = board(state);
      legal = state.legalMoves();
      complete = !state.hasUnboundedLegalMoves();
    }
    ArrayNode legalMoves = view.putArray("legalMoves");
    for (Object move : legal) {
      @SuppressWarnings("unchecked") // the legal moves are the state's own, of the game's move type M
      M typed = (M) move;
      legalMoves.add(notation.format(typed));
    }
    view.put("legalMovesComplete", complete);
    if (moves.isEmpty()) {
      view.putNull("lastMove");
    } else {
      view.put("lastMove", notation.format(moves.get(moves.size() - 1)));
    }
    view.put("text", state.render());
    view.set("board", board);
    return view;
  }

  private static ObjectNode player(Game<?, ?> game, Player player) {
    ObjectNode node = Json.object();
    node.put("index", player.index());
    node.put("name", game.playerName(player));
    return node;
  }

  private static <M extends Move> ObjectNode outcome(
      Game<?, M> game, Notation<M> notation, Outcome outcome, List<M> winningLine) {
    ObjectNode node = Json.object();
    node.put("status", outcome.isWin() ? "win" : outcome.isDraw() ? "draw" : "ongoing");
    ArrayNode winners = node.putArray("winners");
    outcome.winners().stream().sorted().forEach(p -> winners.add(game.playerName(p)));
    ArrayNode line = node.putArray("winningLine");
    winningLine.forEach(move -> line.add(notation.format(move)));
    return node;
  }

  private static JsonNode board(State<?, ?> state) {
    if (state instanceof DotsBoxesState dots) {
      return DotsBoxesView.of(dots);
    }
    if (state instanceof MnkState mnk) {
      return MnkView.of(mnk);
    }
    return Json.object().put("kind", "generic");
  }
}
