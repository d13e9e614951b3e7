package io.github.gridgames.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;

/**
 * The {@code board} of a Dots and Boxes state in the JSON API: {@code {"kind": "dots-boxes",
 * "rows": R, "cols": C, "horizontal": (R+1) rows of C 0/1, "vertical": R rows of C+1 0/1,
 * "owners": R rows of C player indexes, -1 for unclaimed}}. The horizontal line {@code [r][c]}
 * joins dots {@code (r,c)} and {@code (r,c+1)}; the vertical line {@code [r][c]} joins
 * {@code (r,c)} and {@code (r+1,c)}.
 */
final class DotsBoxesView {

  private DotsBoxesView() {}

  /**
   * Describes a state's board.
   *
   * @param state the state
   * @return the board object
   */
  static ObjectNode of(DotsBoxesState state) {
    DotsBoxes game = state.game();
    ObjectNode board = Json.object();
    board.put("kind", "dots-boxes");
    board.put("rows", game.rows());
    board.put("cols", game.cols());
    ArrayNode horizontal = board.putArray("horizontal");
    for (int r = 0; r <= game.rows(); r++) {
      ArrayNode row = horizontal.addArray();
      for (int c = 0; c < game.cols(); c++) {
        row.add(state.isDrawn(Edge.horizontal(r, c)) ? 1 : 0);
      }
    }
    ArrayNode vertical = board.putArray("vertical");
    for (int r = 0; r < game.rows(); r++) {
      ArrayNode row = vertical.addArray();
      for (int c = 0; c <= game.cols(); c++) {
        row.add(state.isDrawn(Edge.vertical(r, c)) ? 1 : 0);
      }
    }
    ArrayNode owners = board.putArray("owners");
    for (int r = 0; r < game.rows(); r++) {
      ArrayNode row = owners.addArray();
      for (int c = 0; c < game.cols(); c++) {
        row.add(state.owner(Box.of(r, c)).map(Player::index).orElse(-1));
      }
    }
    return board;
  }
}
