package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.spi.GamePosition;
import io.github.gridgames.core.internal.PositionChecks;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * {@link GamePosition} refuses an illegal code or move with its violation and changes nothing;
 * {@link Agent#chooseCode} asks the agent on a snapshot.
 */
class GamePositionTest {

  /** A fast position of the pile: the code of "take n" is n - 1. */
  static class PilePosition extends GamePosition<Pile, Pile.Take> {
    private final List<Pile> stack = new ArrayList<>();
    final List<Integer> applied = new ArrayList<>();

    PilePosition(Pile start) {
      stack.add(start);
    }

    @Override
    protected Violation refusal(int code) {
      return code >= 0 && code < 3
          ? state().check(move(code)).orElseThrow()
          : Violation.of(Reason.OUT_OF_BOUNDS, "no move has the code " + code);
    }

    @Override
    protected void apply(int code) {
      applied.add(code);
      stack.add(state().play(move(code)));
    }

    @Override
    public boolean isLegal(int code) {
      return code >= 0 && code < 3 && state().isLegal(move(code));
    }

    @Override
    public int code(Pile.Take move) {
      return PositionChecks.checkCode(move.count() - 1, 3);
    }

    @Override
    public Pile.Take move(int code) {
      return new Pile.Take(PositionChecks.checkCode(code, 3) + 1);
    }

    @Override
    public Game<Pile, Pile.Take> game() {
      return Pile.GAME;
    }

    @Override
    public Pile state() {
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
      return 0;
    }

    @Override
    public Optional<Scores> scores() {
      return Optional.empty();
    }

    @Override
    public long positionHash() {
      return state().positionHash();
    }

    @Override
    public int legalMoveCount() {
      return state().legalMoves().size();
    }

    @Override
    public int legalMoves(int[] buffer) {
      int[] codes = state().legalMoves().stream().mapToInt(this::code).toArray();
      return PositionChecks.copyCodes(codes, codes.length, buffer);
    }

    @Override
    public int randomMove(RandomGenerator random) {
      return code(state().legalMoves().get(random.nextInt(legalMoveCount())));
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
    public Position<Pile, Pile.Take> copy() {
      return new PilePosition(state());
    }
  }

  @Test
  void aLegalCodeOrMoveIsAppliedAndAnIllegalOneRefusedWithItsViolation() {
    PilePosition position = new PilePosition(new Pile(2, Player.FIRST));
    IllegalMoveException byCode = assertThrows(IllegalMoveException.class, () -> position.makeMove(2));
    assertEquals("You may take 1 to 2 stones.", byCode.getMessage());
    assertEquals(
        "no move has the code 5", assertThrows(IllegalMoveException.class, () -> position.makeMove(5)).getMessage());
    IllegalMoveException byMove = assertThrows(IllegalMoveException.class, () -> position.makeMove(new Pile.Take(3)));
    assertEquals(byCode.violation(), byMove.violation());
    IllegalMoveException noCode = assertThrows(IllegalMoveException.class, () -> position.makeMove(new Pile.Take(7)));
    assertEquals("You may take 1 to 2 stones.", noCode.getMessage(), "a move without a code: the state says why");
    assertThrows(NullPointerException.class, () -> position.makeMove((Pile.Take) null));
    assertEquals(List.of(), position.applied, "nothing refused was applied");
    assertEquals(new Pile(2, Player.FIRST), position.state());
    position.makeMove(new Pile.Take(1));
    position.makeMove(0);
    assertEquals(List.of(0, 0), position.applied);
    assertEquals(new Pile(0, Player.FIRST), position.state());
    assertEquals(
        Reason.GAME_OVER,
        assertThrows(IllegalMoveException.class, () -> position.makeMove(new Pile.Take(1))).reason());
  }

  /** A pile position without a code for "take 3", a move the state accepts. */
  private static PilePosition narrow() {
    return new PilePosition(Pile.GAME.initialState()) {
      @Override
      public int code(Pile.Take move) {
        return PositionChecks.checkCode(move.count() - 1, 2);
      }
    };
  }

  /** A position that cannot hold a move the state accepts says so rather than inventing a reason. */
  @Test
  void aLegalMoveWithoutACodeIsRefusedWithTheCodesError() {
    PilePosition narrow = narrow();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> narrow.makeMove(new Pile.Take(3)));
    assertEquals(IllegalArgumentException.class, e.getClass());
    assertEquals("move code 2 stands for no move of this game: the codes go from 0 to 1", e.getMessage());
    assertEquals(List.of(), narrow.applied);
  }

  /** The same position seen through the {@link Position} interface alone, which runs its default methods. */
  @SuppressWarnings("unchecked")
  private static Position<Pile, Pile.Take> plain(PilePosition fast) {
    return (Position<Pile, Pile.Take>)
        Proxy.newProxyInstance(
            Position.class.getClassLoader(),
            new Class<?>[] {Position.class},
            (proxy, method, args) -> {
              if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
              }
              try {
                return method.invoke(fast, args);
              } catch (InvocationTargetException e) {
                throw e.getCause();
              }
            });
  }

  /** {@link Position}'s own play of a move value plays its code, or gives the state's refusal when it has none. */
  @Test
  void positionsDefaultPlayOfAMoveValue() {
    PilePosition fast = new PilePosition(new Pile(2, Player.FIRST));
    Position<Pile, Pile.Take> plain = plain(fast);
    assertEquals(
        "You may take 1 to 2 stones.", assertThrows(IllegalMoveException.class, () -> plain.makeMove(new Pile.Take(7))).getMessage());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> plain(narrow()).makeMove(new Pile.Take(3)));
    assertEquals(IllegalArgumentException.class, e.getClass());
    assertEquals("move code 2 stands for no move of this game: the codes go from 0 to 1", e.getMessage());
    assertEquals(List.of(), fast.applied);
    plain.makeMove(new Pile.Take(2));
    assertEquals(List.of(1), fast.applied);
    assertEquals(new Pile(0, Player.SECOND), plain.state());
  }

  @Test
  void anAgentChoosesACodeByChoosingAMoveOnASnapshot() {
    Agent<Pile, Pile.Take> greedy =
        new Agent<>() {
          @Override
          public Pile.Take chooseMove(Pile state, Budget budget) {
            List<Pile.Take> moves = state.legalMoves();
            return moves.get(moves.size() - 1);
          }

          @Override
          public String name() {
            return "greedy";
          }
        };
    PilePosition position = new PilePosition(new Pile(2, Player.SECOND));
    assertEquals(1, greedy.chooseCode(position, Budget.unlimited()));
    assertEquals(0, position.depth());
  }
}
