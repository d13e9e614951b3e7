package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;

/** Hand-made positions and small game runners for the agent tests. */
final class Positions {

  private Positions() {}

  /**
   * Two rows of five boxes with every horizontal line drawn: two chains of five, each ending at
   * the left and right border. A has just opened the top chain with its left border line, so B
   * is to move with three boxes to take and then the choice of handing back the last two.
   */
  static DotsBoxesState twoChainsOfFiveTopOpened() {
    DotsBoxes game = DotsBoxes.of(2, 5);
    List<Edge> drawn = new ArrayList<>();
    for (int r = 0; r <= 2; r++) {
      for (int c = 0; c < 5; c++) {
        drawn.add(Edge.horizontal(r, c));
      }
    }
    drawn.add(Edge.vertical(0, 0));
    return Oracles.withLines(game, drawn, Player.SECOND);
  }

  /**
   * Two rows of six boxes, the bottom row complete. In the top row the corner box has only its
   * two border sides (top and left) undrawn: a chain of one. The other five form a chain of five
   * from the top side of the second box to the right border. Nothing is capturable and every
   * line gives a box; A is to move.
   */
  static DotsBoxesState singleAndChainOfFive() {
    DotsBoxes game = DotsBoxes.of(2, 6);
    List<Edge> drawn = new ArrayList<>();
    for (int c = 0; c < 6; c++) {
      drawn.add(Edge.horizontal(1, c));
      drawn.add(Edge.horizontal(2, c));
      if (c >= 2) {
        drawn.add(Edge.horizontal(0, c));
      }
    }
    for (int c = 0; c <= 6; c++) {
      drawn.add(Edge.vertical(1, c));
    }
    drawn.add(Edge.vertical(0, 1));
    return Oracles.withLines(game, drawn, Player.FIRST);
  }

  /** Returns the lines an agent draws in one whole turn from a state. */
  static List<Edge> turn(DotsBoxesState state, Agent<DotsBoxesState, Edge> agent, Budget budget) {
    List<Edge> lines = new ArrayList<>();
    DotsBoxesState s = state;
    do {
      Edge e = agent.chooseMove(s, budget);
      lines.add(e);
      s = s.play(e);
    } while (!s.isTerminal() && s.toMove().equals(state.toMove()));
    return lines;
  }

  /**
   * Plays a game and returns the first agent's margin (its boxes minus the other's).
   *
   * @param first the agent of player A
   * @param second the agent of player B
   */
  static int play(
      DotsBoxes game,
      Agent<DotsBoxesState, Edge> first,
      Agent<DotsBoxesState, Edge> second,
      Budget budget) {
    DotsBoxesState s = game.initialState();
    while (!s.isTerminal()) {
      Agent<DotsBoxesState, Edge> agent = s.toMove().index() == 0 ? first : second;
      s = s.play(agent.chooseMove(s, budget));
    }
    return s.score(Player.FIRST) - s.score(Player.SECOND);
  }
}
