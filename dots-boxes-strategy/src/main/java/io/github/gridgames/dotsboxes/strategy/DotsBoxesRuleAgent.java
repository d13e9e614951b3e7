package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A rule-based Dots and Boxes player of the kind found in desktop games: no search, a few rules
 * that each take a fraction of a millisecond. In order:
 *
 * <ol>
 *   <li>it takes what is offered: a box whose capture the chain rules prove right is taken at once;
 *   <li>offered only chains of two boxes (or loop remnants of four) that can be handed back, it
 *       takes all of them but declines the last two (four) boxes with the double-dealing line when
 *       that pays: when, after taking everything, every line would give a box away and the chain
 *       analysis values the rest, for the player who must open it, below minus the boxes handed
 *       back; otherwise it takes them too;
 *   <li>with nothing to take it never draws a third side of a box while a line that gives nothing
 *       exists; it draws one of those at random;
 *   <li>when every line gives boxes away, it opens the smallest sacrifice: a line after which the
 *       opponent can take the fewest boxes, preferring one that leaves the opponent no
 *       double-dealing (a chain of two opened in its middle), at random among equals.
 * </ol>
 *
 * <p>Its random choices depend only on the seed and the position, so the same seed and state
 * always give the same line. It plays any board size, player count and turn policy; the
 * double-dealing of step 2 is for two players under the extra-turn rule, and with other games it
 * always takes. The budget is not needed.
 *
 * <p>Threads: immutable, it keeps the state of a choice in the call, so threads may share one
 * agent.
 */
public final class DotsBoxesRuleAgent implements Agent<DotsBoxesState, Edge> {

  private final long seed;

  private DotsBoxesRuleAgent(long seed) {
    this.seed = seed;
  }

  /**
   * Returns the rule-based agent with a seed.
   *
   * @param seed the seed of its random choices
   * @return the agent
   */
  public static DotsBoxesRuleAgent of(long seed) {
    return new DotsBoxesRuleAgent(seed);
  }

  /**
   * Returns the line the rules of the class comment choose.
   *
   * @param state a state that is not over
   * @param budget ignored beyond the null check: the rules need no search
   * @return a legal line
   * @throws IllegalArgumentException if the game is over
   * @throws NullPointerException if an argument is null
   */
  @Override
  public Edge chooseMove(DotsBoxesState state, Budget budget) {
    Agents.requirePlayable(state, budget);
    return state.game().edge(choose(state.toPosition()));
  }

  /**
   * Returns the edge index of the line the rules of the class comment choose; the same line as
   * {@link #chooseMove} on the position's state.
   *
   * @param position a position that is not over; left unchanged
   * @param budget ignored beyond the null check: the rules need no search
   * @return the edge index of a legal line
   * @throws IllegalArgumentException if the game is over
   * @throws NullPointerException if an argument is null
   */
  @Override
  public int chooseCode(Position<DotsBoxesState, Edge> position, Budget budget) {
    return choose(Agents.searchCopy(position, budget));
  }

  private int choose(DotsBoxesPosition board) {
    List<ChainAnalysis.Handout> handouts = new ArrayList<>();
    int forced = ChainAnalysis.forcedCapture(board, handouts);
    if (forced >= 0) {
      return forced;
    }
    if (!handouts.isEmpty()) {
      return handout(board, handouts);
    }
    SplittableRandom random = Agents.random(seed, board);
    List<Integer> safe = new ArrayList<>();
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (!board.isDrawn(e) && ChainAnalysis.isSafe(board, e)) {
        safe.add(e);
      }
    }
    if (!safe.isEmpty()) {
      return safe.get(random.nextInt(safe.size()));
    }
    return smallestSacrifice(board, random);
  }

  /** Takes a handout, or hands back the last two (four) boxes when keeping control pays. */
  private static int handout(DotsBoxesPosition board, List<ChainAnalysis.Handout> handouts) {
    DotsBoxes game = board.game();
    ChainAnalysis.Handout first = handouts.get(0);
    if (handouts.size() > 1
        || game.playerCount() != 2
        || game.turnPolicy() != TurnPolicy.EXTRA_TURN_ON_CAPTURE) {
      return first.take();
    }
    int mark = board.depth();
    ChainAnalysis.takeAll(board);
    boolean keepControl = false;
    if (!board.isTerminal() && !ChainAnalysis.hasSafeLine(board)) {
      int rest = new ChainAnalysis().value(ChainAnalysis.components(board));
      keepControl = rest < -first.given();
    }
    ChainAnalysis.undoTo(board, mark);
    return keepControl ? first.deal() : first.take();
  }

  /**
   * Returns a line after which the opponent can take the fewest boxes, preferring one that leaves
   * no handout, at random among equals.
   */
  private static int smallestSacrifice(DotsBoxesPosition board, SplittableRandom random) {
    return Sacrifices.smallest(board, random, DotsBoxesRuleAgent::sacrificeCost);
  }

  /**
   * Returns the cost of the line just drawn: twice the boxes the opponent can then take, plus one
   * when the opponent could decline them (a handout): fewest boxes first, then no handout.
   */
  private static int sacrificeCost(DotsBoxesPosition board) {
    boolean[] handout = {false};
    boolean handsBack =
        ChainAnalysis.forcedCapture(board, (take, deal, boxes) -> handout[0] = true) < 0
            && handout[0];
    int given = ChainAnalysis.takeAll(board);
    return 2 * given + (handsBack ? 1 : 0);
  }

  /**
   * Returns {@code dots-boxes-rules}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "dots-boxes-rules";
  }

  /** Returns the name and seed. */
  @Override
  public String toString() {
    return name() + "(seed=" + seed + ")";
  }
}
