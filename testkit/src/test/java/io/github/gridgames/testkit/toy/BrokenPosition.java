package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * A mutable position with one of the position {@link Bug}s: it wraps a correct position and
 * departs from it where the bug says. Bugs that change the scores keep the points they add (or
 * forget to take back) on top of the correct position's scores; bugs that change the depth keep
 * an offset on top of its depth.
 */
final class BrokenPosition implements Position<ClaimState, Slot> {

  private final Position<ClaimState, Slot> rules;
  /** A copy of {@code rules} where it was made, for {@link Bug#COPY_STARTS_OVER}. */
  private final Position<ClaimState, Slot> start;
  private final Bug bug;
  /** For a copy with {@link Bug#COPY_RENUMBERS_CODES}: each code decodes as the next cell. */
  private final boolean renumbered;
  private Scores forgotten;
  private int depthOffset;
  /** The depth a playout with {@link Bug#PLAYOUT_SCORES_FOR_FREE} started from, or {@code Integer.MAX_VALUE}. */
  private int playoutFrom = Integer.MAX_VALUE;
  /** The hash a playout with {@link Bug#PLAYOUT_KEEPS_OLD_HASH} left behind, until the next undo. */
  private @Nullable Long staleHash;
  /** With {@link Bug#PLAYOUT_HASH_LOST_BY_MOVES}: a playout's hash is not yet asked for. */
  private boolean hashPending;
  /** With {@link Bug#PLAYOUT_HASH_LOST_BY_MOVES}: a move came while the hash was pending. */
  private boolean hashLost;

  BrokenPosition(Position<ClaimState, Slot> rules, Bug bug) {
    this(rules, bug, false, bug == Bug.NEW_POSITION_AT_DEPTH_ONE ? 1 : 0);
  }

  private BrokenPosition(Position<ClaimState, Slot> rules, Bug bug, boolean renumbered, int depthOffset) {
    this.rules = rules;
    this.start = rules.copy();
    this.bug = bug;
    this.renumbered = renumbered;
    this.depthOffset = depthOffset;
    this.forgotten = Scores.zero(rules.game().playerCount());
  }

  private int length() {
    return ((ClaimGame) rules.game()).length();
  }

  @Override
  public Game<ClaimState, Slot> game() {
    return rules.game();
  }

  @Override
  public ClaimState state() {
    ClaimState s = rules.state();
    Scores scores = s.scores().orElseThrow();
    for (int p = 0; p < forgotten.playerCount(); p++) {
      scores = scores.plus(Player.of(p), forgotten.of(Player.of(p)));
    }
    if (rules.depth() > playoutFrom) {
      scores = scores.plus(Player.FIRST, rules.depth() - playoutFrom);
    }
    return new ClaimState((ClaimGame) s.game(), s.owners(), s.toMove(), scores, s.moveCount());
  }

  @Override
  public Player toMove() {
    return bug == Bug.MOVER_STUCK ? Player.FIRST : rules.toMove();
  }

  @Override
  public boolean isTerminal() {
    return bug == Bug.OVER_ONE_MOVE_EARLY ? rules.legalMoveCount() <= 1 : rules.isTerminal();
  }

  @Override
  public Outcome outcome() {
    return bug == Bug.POSITION_NEVER_DECIDED ? Outcome.ongoing() : state().outcome();
  }

  @Override
  public int score(Player player) {
    return bug == Bug.POSITION_SCORE_ALWAYS_ZERO ? 0 : state().scores().orElseThrow().of(player);
  }

  @Override
  public Optional<Scores> scores() {
    return bug == Bug.NO_POSITION_SCORES ? Optional.empty() : state().scores();
  }

  @Override
  public long positionHash() {
    if (staleHash != null) {
      return staleHash;
    }
    hashPending = false;
    if (hashLost) {
      return state().positionHash() + 1;
    }
    return switch (bug) {
      case HASH_DRIFTS_WITH_DEPTH -> state().positionHash() + depth();
      case REFUSED_MOVE_SCORES, UNKNOWN_CODE_SCORES, PLAYED_MOVE_SCORES -> rules.positionHash();
      default -> state().positionHash();
    };
  }

  @Override
  public int legalMoveCount() {
    int count = rules.legalMoveCount();
    return bug == Bug.OMITS_LAST_FREE_CELL ? Math.max(0, count - 1) : count;
  }

  @Override
  public int legalMoves(int[] buffer) {
    switch (bug) {
      case OVERRUNS_SHORT_BUFFER, OMITS_LAST_FREE_CELL -> {
        int[] codes = new int[rules.legalMoveCount()];
        int count = rules.legalMoves(codes);
        int kept = bug == Bug.OMITS_LAST_FREE_CELL ? Math.max(0, count - 1) : count;
        if (bug == Bug.OMITS_LAST_FREE_CELL && buffer.length < kept) {
          throw new IllegalArgumentException("a buffer of " + buffer.length + " for " + kept + " moves");
        }
        System.arraycopy(codes, 0, buffer, 0, kept); // with OVERRUNS_SHORT_BUFFER, past the end of a short buffer
        return kept;
      }
      case FILLS_A_REFUSED_BUFFER -> {
        int[] codes = new int[rules.legalMoveCount()];
        int count = rules.legalMoves(codes);
        System.arraycopy(codes, 0, buffer, 0, Math.min(count, buffer.length));
        return rules.legalMoves(buffer);
      }
      case MISCOUNTS_LEGAL_MOVES -> {
        int count = rules.legalMoves(buffer);
        return Math.max(0, count - 1);
      }
      case LISTS_A_CODE_TWICE -> {
        int count = rules.legalMoves(buffer);
        if (count > 1) {
          buffer[count - 1] = buffer[0];
        }
        return count;
      }
      default -> {
        return rules.legalMoves(buffer);
      }
    }
  }

  @Override
  public boolean isLegal(int code) {
    switch (bug) {
      case REFUSES_LAST_FREE_CELL -> {
        int[] codes = new int[rules.legalMoveCount()];
        int count = rules.legalMoves(codes);
        return rules.isLegal(code) && (count == 0 || code != codes[count - 1]);
      }
      case IS_LEGAL_IGNORES_CLAIMS -> {
        return decodes(code) && rules.move(code).index() >= 0 && rules.move(code).index() < length();
      }
      case IS_LEGAL_WRAPS_CODES -> {
        return rules.isLegal(code >= length() ? code % length() : code);
      }
      default -> {
        return rules.isLegal(code);
      }
    }
  }

  private boolean decodes(int code) {
    try {
      rules.move(code);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  @Override
  public int randomMove(RandomGenerator random) {
    int code = rules.randomMove(random);
    if (bug == Bug.RANDOM_MOVE_COUNTS) {
      depthOffset++;
    }
    return bug == Bug.RANDOM_MOVE_ANYWHERE && depth() > 0 ? rules.code(new Slot(0)) : code;
  }

  @Override
  public void makeMove(int code) {
    boolean known = decodes(code);
    switch (bug) {
      case CRASHES_ON_UNKNOWN_CODE -> {
        if (code < 0) {
          throw new ArrayIndexOutOfBoundsException(code);
        }
      }
      case REFUSED_CODE_COUNTS -> {
        if (known && !rules.isLegal(code)) {
          depthOffset++;
        }
      }
      case IGNORES_ILLEGAL_CODES -> {
        if (known && !rules.isLegal(code)) {
          return;
        }
      }
      case UNKNOWN_CODE_COUNTS -> {
        if (!known) {
          depthOffset++;
        }
      }
      case UNKNOWN_CODE_SCORES -> {
        if (!known) {
          forgotten = forgotten.plus(Player.FIRST, 1);
        }
      }
      default -> {}
    }
    rules.makeMove(code);
    staleHash = null;
    loseAPendingHash();
  }

  /** With {@link Bug#PLAYOUT_HASH_LOST_BY_MOVES}, a play or undo loses the hash a playout left pending. */
  private void loseAPendingHash() {
    hashLost |= hashPending;
    hashPending = false;
  }

  @Override
  public void makeMove(Slot move) {
    boolean refused = rules.state().check(move).isPresent();
    if (refused && bug == Bug.REFUSED_MOVE_COUNTS) {
      depthOffset++;
    }
    if (refused && bug == Bug.REFUSED_MOVE_SCORES) {
      forgotten = forgotten.plus(Player.FIRST, 1);
    }
    rules.makeMove(move);
    staleHash = null;
    loseAPendingHash();
    if (bug == Bug.PLAYED_MOVE_NOT_COUNTED) {
      depthOffset--;
    }
    if (bug == Bug.PLAYED_MOVE_SCORES) {
      forgotten = forgotten.plus(Player.FIRST, 1);
    }
  }

  @Override
  public int playout(RandomGenerator random, int maxMoves) {
    switch (bug) {
      case PLAYOUT_IGNORES_LIMIT -> {
        return Position.super.playout(random, maxMoves >= 0 ? Integer.MAX_VALUE : maxMoves);
      }
      case PLAYOUT_TAKES_A_NEGATIVE_LIMIT -> {
        return Position.super.playout(random, Math.max(0, maxMoves));
      }
      case PLAYOUT_PLAYS_BEFORE_REFUSING -> {
        if (maxMoves < 0) {
          makeMove(randomMove(random));
        }
        return Position.super.playout(random, maxMoves);
      }
      case PLAYOUT_MISCOUNTS -> {
        return Math.max(0, Position.super.playout(random, maxMoves) - 1);
      }
      case PLAYOUT_STOPS_SHORT -> {
        return Position.super.playout(random, maxMoves > 0 ? maxMoves - 1 : maxMoves);
      }
      case PLAYOUT_KEEPS_OLD_HASH -> {
        long before = positionHash();
        int played = Position.super.playout(random, maxMoves);
        staleHash = played > 0 ? before : null;
        return played;
      }
      case PLAYOUT_HASH_LOST_BY_MOVES -> {
        int played = Position.super.playout(random, maxMoves);
        hashPending |= played > 0;
        return played;
      }
      case PLAYOUT_SCORES_FOR_FREE -> {
        if (maxMoves >= 0) {
          playoutFrom = Math.min(playoutFrom, rules.depth());
        }
        return Position.super.playout(random, maxMoves);
      }
      default -> {
        return Position.super.playout(random, maxMoves);
      }
    }
  }

  @Override
  public void unmakeMove() {
    staleHash = null;
    loseAPendingHash();
    if (bug != Bug.WRONG_UNDO) {
      rules.unmakeMove();
    } else {
      forget(rules::unmakeMove);
    }
    if (rules.depth() <= playoutFrom) {
      playoutFrom = Integer.MAX_VALUE;
    }
  }

  @Override
  public void reset() {
    if (bug == Bug.RESET_STOPS_SHORT) {
      while (depth() > 1) {
        unmakeMove();
      }
    } else if (bug == Bug.RESET_KEEPS_POINTS) {
      forget(rules::reset);
    } else {
      Position.super.reset();
    }
    hashPending = false;
    hashLost = false;
  }

  /** Takes moves back with {@code undo}, but keeps the points they scored. */
  private void forget(Runnable undo) {
    Scores before = rules.scores().orElseThrow();
    undo.run();
    Scores after = rules.scores().orElseThrow();
    for (int p = 0; p < before.playerCount(); p++) {
      Player player = Player.of(p);
      forgotten = forgotten.plus(player, before.of(player) - after.of(player));
    }
  }

  @Override
  public int depth() {
    return rules.depth() + depthOffset;
  }

  @Override
  public int code(Slot move) {
    return bug == Bug.CODES_OFF_BY_ONE ? rules.code(move) + 1 : rules.code(move);
  }

  @Override
  public Slot move(int code) {
    if (bug == Bug.DECODES_NEGATIVE_CODES && code < 0) {
      return new Slot(code);
    }
    Slot move = rules.move(code);
    if (bug == Bug.DECODES_OFF_THE_ROW) {
      return new Slot(move.index() + length());
    }
    return renumbered ? new Slot((move.index() + 1) % length()) : move;
  }

  @Override
  public Position<ClaimState, Slot> copy() {
    return switch (bug) {
      case SHARED_COPY -> new BrokenPosition(rules, bug);
      case COPY_STARTS_OVER -> new BrokenPosition(start.copy(), bug);
      case COPY_KEEPS_DEPTH -> new BrokenPosition(rules.copy(), bug, false, depth());
      case COPY_RENUMBERS_CODES -> new BrokenPosition(rules.copy(), bug, true, 0);
      default -> new BrokenPosition(rules.copy(), bug);
    };
  }
}
