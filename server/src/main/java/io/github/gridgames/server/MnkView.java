package io.github.gridgames.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;

/**
 * The {@code board} of an m,n,k state in the JSON API: {@code {"kind": "mnk", "rows": R, "cols":
 * C, "k": k, "cells": R rows of C player indexes, -1 for empty, "winningLine": [[row, col], ...]}}
 * with zero-based rows and columns, row 0 at the top; the winning line is empty unless the game
 * was won.
 */
final class MnkView {

  private MnkView() {}

  /**
   * Describes a state's board.
   *
   * @param state the state
   * @return the board object
   */
  static ObjectNode of(MnkState state) {
    MnkGame game = state.game();
    ObjectNode board = Json.object();
    board.put("kind", "mnk");
    board.put("rows", game.rows());
    board.put("cols", game.cols());
    board.put("k", game.k());
    ArrayNode cells = board.putArray("cells");
    for (int r = 0; r < game.rows(); r++) {
      ArrayNode row = cells.addArray();
      for (int c = 0; c < game.cols(); c++) {
        row.add(state.at(Cell.of(r, c)).map(Player::index).orElse(-1));
      }
    }
    ArrayNode line = board.putArray("winningLine");
    for (Cell cell : state.winningLine()) {
      line.addArray().add(cell.row()).add(cell.col());
    }
    return board;
  }
}
