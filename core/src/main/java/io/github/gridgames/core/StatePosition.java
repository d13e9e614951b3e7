package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.internal.PositionChecks;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * The {@link Position} core gives a game that only implements {@link State}: a stack of immutable
 * states, with move codes numbered in the order the position first meets each move value. It is
 * correct for any game and as fast as the game's {@code State}; our own games supply faster
 * positions.
 */
final class StatePosition<S extends State<S, M>, M extends Move> implements Position<S, M> {

  private final List<S> stack = new ArrayList<>();
  private final MoveTable<M> moves;
  private int[] legalCodes = new int[0];
  private @Nullable S legalCodesState;

  StatePosition(S start) {
    this(start, new MoveTable<>());
  }

  private StatePosition(S start, MoveTable<M> moves) {
    stack.add(requireNonNull(start, "start"));
    this.moves = moves;
  }

  @Override
  public Game<S, M> game() {
    return state().game();
  }

  @Override
  public S state() {
    return stack.get(stack.size() - 1);
  }

  @Override
  public Player toMove() {
    return state().toMove();
  }

  @Override
  public boolean isTerminal() {
    return state().isTerminal();
  }

  @Override
  public Outcome outcome() {
    return state().outcome();
  }

  @Override
  public int score(Player player) {
    PositionChecks.checkPlayer(player, game().playerCount());
    return state().scores().map(s -> s.of(player)).orElse(0);
  }

  @Override
  public Optional<Scores> scores() {
    return state().scores();
  }

  @Override
  public long positionHash() {
    return state().positionHash();
  }

  @Override
  public int legalMoveCount() {
    return currentLegalCodes().length;
  }

  @Override
  public int legalMoves(int[] buffer) {
    int[] codes = currentLegalCodes();
    return PositionChecks.copyCodes(codes, codes.length, buffer);
  }

  @Override
  public boolean isLegal(int code) {
    return moves.has(code) && state().isLegal(moves.move(code));
  }

  @Override
  public int randomMove(RandomGenerator random) {
    int[] codes = currentLegalCodes();
    PositionChecks.checkNotOver(codes.length == 0);
    return codes[random.nextInt(codes.length)];
  }

  @Override
  public void makeMove(int code) {
    if (!moves.has(code)) {
      throw new IllegalMoveException(
          Violation.of(Reason.OUT_OF_BOUNDS, "no move has the code " + code + " here"));
    }
    stack.add(state().play(moves.move(code)));
  }

  @Override
  public void unmakeMove() {
    PositionChecks.checkUndo(depth());
    stack.remove(stack.size() - 1);
  }

  @Override
  public int depth() {
    return stack.size() - 1;
  }

  @Override
  public int code(M move) {
    return moves.code(requireNonNull(move, "move"));
  }

  @Override
  public M move(int code) {
    checkArgument(moves.has(code), "no move has the code %s here", code);
    return moves.move(code);
  }

  @Override
  public Position<S, M> copy() {
    return new StatePosition<>(state(), moves);
  }

  private int[] currentLegalCodes() {
    S current = state();
    if (legalCodesState != current) {
      List<M> legal = current.legalMoves();
      int[] codes = new int[legal.size()];
      for (int i = 0; i < codes.length; i++) {
        codes[i] = moves.code(legal.get(i));
      }
      legalCodes = codes;
      legalCodesState = current;
    }
    return legalCodes;
  }

  /** Numbers move values in the order they are first met; shared by a position and its copies. */
  private static final class MoveTable<M> {
    private final Map<M, Integer> codes = new HashMap<>();
    private final List<M> values = new ArrayList<>();

    synchronized int code(M move) {
      Integer code = codes.get(move);
      if (code == null) {
        code = values.size();
        codes.put(move, code);
        values.add(move);
      }
      return code;
    }

    synchronized boolean has(int code) {
      return code >= 0 && code < values.size();
    }

    synchronized M move(int code) {
      return values.get(code);
    }
  }
}
