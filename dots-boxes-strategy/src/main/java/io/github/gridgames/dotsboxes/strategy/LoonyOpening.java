package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.ArrayList;
import java.util.List;

/**
 * The choice of what to open when every line gives boxes away, on the board itself: each undrawn
 * line is valued by playing the opponent's reply on the board (the captures the chain rules
 * require, and at a chain of two or loop remnant of four the better of taking it and handing it
 * back) and then the {@link ChainAnalysis} value of the chains and loops left for the player who
 * must open next. Unlike the value of the chains and loops alone, this sees what the captures do
 * to the boxes joining several chains: a chain taken into such a joint gives it a side, and the
 * chains through it merge into a longer one.
 *
 * <p>Scratch space of one choice; not thread-safe.
 */
final class LoonyOpening {

  private final DotsBoxesPosition board;
  private final ChainAnalysis chains;
  private final List<ChainAnalysis.Handout> handouts = new ArrayList<>();

  LoonyOpening(DotsBoxesPosition board, ChainAnalysis chains) {
    this.board = board;
    this.chains = chains;
  }

  /**
   * Returns the line to open: {@code first} unless another line is valued strictly higher, trying
   * the lines in edge order until the limits stop (a line is a unit of work). The position must
   * have no capturable box and no safe line; it is left as it was.
   */
  int choose(int first, Limits limits) {
    int best = first;
    int bestValue = valueOfOpening(first);
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (e == first || board.isDrawn(e)) {
        continue;
      }
      if (limits.tick()) {
        break;
      }
      int v = valueOfOpening(e);
      if (v > bestValue) {
        bestValue = v;
        best = e;
      }
    }
    return best;
  }

  /**
   * Returns the value, for the player to move, of drawing line {@code e}: the final margin of the
   * boxes taken from here on, by the opponent's best reply and the chain analysis after it.
   */
  int valueOfOpening(int e) {
    int mark = board.depth();
    Player opener = board.toMove();
    int before = margin(opener);
    board.makeMove(e);
    // a line that completes a box keeps the move; otherwise the opponent replies
    int v =
        board.toMove().equals(opener)
            ? margin(opener) - before + reply(opener)
            : -reply(board.toMove());
    ChainAnalysis.undoTo(board, mark);
    return v;
  }

  /**
   * Plays the captures of {@code player}, who is to move, choosing at a handout between taking and
   * dealing, and returns the value for {@code player} of what follows from here (boxes taken from
   * now on plus the value of the rest), leaving the lines drawn for the caller to take back.
   */
  private int reply(Player player) {
    int start = margin(player);
    while (!board.isTerminal()) {
      handouts.clear();
      int forced =
          ChainAnalysis.forcedCapture(
              board, (take, deal, given) -> handouts.add(new ChainAnalysis.Handout(take, deal, given)));
      if (forced >= 0) {
        board.makeMove(forced);
        continue;
      }
      if (handouts.isEmpty()) {
        // nothing to take: player must open what is left
        return margin(player) - start + chains.value(ChainAnalysis.components(board));
      }
      ChainAnalysis.Handout h = handouts.get(0);
      if (handouts.size() > 1) {
        board.makeMove(h.take());
        continue;
      }
      int mark = board.depth();
      // take: the boxes, then open the rest
      board.makeMove(h.take());
      int take = margin(player) - start + reply(player);
      ChainAnalysis.undoTo(board, mark);
      // deal: the opponent takes the boxes handed back and must open the rest
      board.makeMove(h.deal());
      int deal = margin(player) - start - settle(board.toMove());
      ChainAnalysis.undoTo(board, mark);
      return Math.max(take, deal);
    }
    return margin(player) - start;
  }

  /**
   * Takes every capturable box for {@code player}, who is to move, and returns the boxes taken plus
   * the value of opening the rest, for {@code player}.
   */
  private int settle(Player player) {
    int start = margin(player);
    int mark = board.depth();
    ChainAnalysis.takeAll(board);
    int v =
        margin(player)
            - start
            + (board.isTerminal() ? 0 : chains.value(ChainAnalysis.components(board)));
    ChainAnalysis.undoTo(board, mark);
    return v;
  }

  private int margin(Player player) {
    return board.score(player) - board.score(player.next(2));
  }
}
