package io.github.gridgames.examples.embedding.agent;

import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;

/**
 * Plays a game of Dots and Boxes on 3 x 3 boxes between a simple player of its own (player A) and
 * the library's strongest agent (player B), which {@code GameAgents.of(game)} finds in the installed
 * {@code gridgames-dots-boxes-strategy} artifact: the same {@code best} as the {@code gridgames}
 * command's and the server's.
 */
public final class AgainstTheMachine {

  /**
   * What the game produced.
   *
   * @param finalState the position at the end
   * @param machine the description of the machine's agent
   */
  public record Result(DotsBoxesState finalState, String machine) {}

  private AgainstTheMachine() {}

  /**
   * Plays the game and prints it.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Result result = play(2026);
    System.out.println("Player B: " + result.machine());
    System.out.println(result.finalState().render()); // the board alone
    System.out.println("Scores: " + result.finalState().scores().orElseThrow());
  }

  /**
   * Plays the game; the machine thinks a fixed amount of work per move, so the game depends only on
   * the seed.
   *
   * @param seed the seed of the machine's randomness
   * @return what it produced
   */
  public static Result play(long seed) {
    DotsBoxes game = DotsBoxes.of(3, 3);
    GameAgents<DotsBoxesState, Edge> strategies = GameAgents.of(game);
    Agent<DotsBoxesState, Edge> machine = strategies.agent(GameAgents.BEST, seed);
    Match<DotsBoxesState, Edge> match = Match.start(game);
    while (!match.state().isTerminal()) {
      DotsBoxesState state = match.state();
      Edge move =
          state.toMove().equals(Player.FIRST) ? firstCapture(state) : machine.chooseMove(state, Budget.ofWork(20_000));
      match.play(move);
    }
    return new Result(match.state(), strategies.description(GameAgents.BEST));
  }

  /** Takes a box if it can, else the first free line. */
  static Edge firstCapture(DotsBoxesState state) {
    List<Edge> moves = state.legalMoves();
    for (Edge edge : moves) {
      if (state.effectOf(edge).captured()) {
        return edge;
      }
    }
    return moves.get(0);
  }
}
