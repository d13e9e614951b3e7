package io.github.gridgames.ai;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Naive brute force for two-player games, written without negamax: each function returns what the
 * game ends in (final outcome, final scores) when the player to move at every state picks the
 * ending that is best for itself. No value is ever negated, so these do not share the searches'
 * handling of turn order.
 */
final class Oracle {

  private Oracle() {}

  /** 2 for a win alone, 1 for a draw or shared win, 0 for a loss. */
  static int rank(Outcome outcome, Player player) {
    return Outcomes.sign(outcome, player) + 1;
  }

  /** The final outcome under perfect win/draw/loss play. */
  static <S extends State<S, M>, M extends Move> Outcome bestOutcome(S state) {
    return bestOutcome(state, new HashMap<>());
  }

  private static <S extends State<S, M>, M extends Move> Outcome bestOutcome(
      S state, Map<S, Outcome> memo) {
    if (state.isTerminal()) {
      return state.outcome();
    }
    Outcome known = memo.get(state);
    if (known != null) {
      return known;
    }
    Outcome best = null;
    for (M move : state.legalMoves()) {
      Outcome o = bestOutcome(state.play(move), memo);
      if (best == null || rank(o, state.toMove()) > rank(best, state.toMove())) {
        best = o;
      }
    }
    memo.put(state, best);
    return best;
  }

  /** The verdict for the player to move under perfect win/draw/loss play. */
  static <S extends State<S, M>, M extends Move> SolveResult.Verdict verdict(S state) {
    return SolveResult.Verdict.ofSign(rank(bestOutcome(state), state.toMove()) - 1);
  }

  /** The verdict for {@code player} of the state after {@code move}, both then playing perfectly. */
  static <S extends State<S, M>, M extends Move> SolveResult.Verdict verdictAfter(S state, M move, Player player) {
    return SolveResult.Verdict.ofSign(rank(bestOutcome(state.play(move)), player) - 1);
  }

  /** The final scores when each player to move maximises its own final margin (2 players). */
  static int[] finalScores(PilesState state) {
    return finalScores(state, new HashMap<>());
  }

  private static int[] finalScores(PilesState state, Map<PilesState, int[]> memo) {
    if (state.isTerminal()) {
      return state.scores().orElseThrow().toArray();
    }
    int[] known = memo.get(state);
    if (known != null) {
      return known;
    }
    int me = state.toMove().index();
    int[] best = null;
    for (Take move : state.legalMoves()) {
      int[] f = finalScores(state.play(move), memo);
      if (best == null || f[me] - f[1 - me] > best[me] - best[1 - me]) {
        best = f;
      }
    }
    memo.put(state, best);
    return best;
  }

  /** The margin of the player to move over the rest of the game, by {@link #finalScores}. */
  static int futureMargin(PilesState state) {
    int[] now = state.scores().orElseThrow().toArray();
    int[] end = finalScores(state);
    int me = state.toMove().index();
    return (end[me] - end[1 - me]) - (now[me] - now[1 - me]);
  }

  /**
   * The WRONG value that negates every child, as if players always alternated; used to show that
   * the extra-turn toy tells the difference.
   */
  static int alwaysNegatedMargin(PilesState state, Map<PilesState, Integer> memo) {
    if (state.isTerminal()) {
      return 0;
    }
    Integer known = memo.get(state);
    if (known != null) {
      return known;
    }
    int best = Integer.MIN_VALUE;
    for (Take move : state.legalMoves()) {
      best = Math.max(best, state.effectOf(move).captures() - alwaysNegatedMargin(state.play(move), memo));
    }
    memo.put(state, best);
    return best;
  }

  /** Plays up to {@code steps} uniformly random moves from the game's initial state. */
  static <S extends State<S, M>, M extends Move> S walk(S start, long seed, int steps) {
    SplittableRandom random = new SplittableRandom(seed);
    S state = start;
    for (int i = 0; i < steps && !state.isTerminal(); i++) {
      List<M> moves = state.legalMoves();
      state = state.play(moves.get(random.nextInt(moves.size())));
    }
    return state;
  }

  static int[] toArray(List<Integer> values) {
    return values.stream().mapToInt(Integer::intValue).toArray();
  }
}
