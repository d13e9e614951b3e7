package io.github.gridgames.tictactoe.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;

/**
 * A perfect player of one m,n,k-game: it solves the position exactly with an {@link MnkSolver} and
 * plays a move of the best game value for the player to move (a winning move if there is one, else
 * a drawing one), so it never loses a position that is not lost and wins every position that is
 * won. It completes a winning line at once when it can.
 *
 * <p>Budget: the solve counts one work unit per search node. If the budget runs out before the
 * value is known, the player is no longer perfect for that move: it completes a winning line if it
 * can, else blocks the opponent's immediate win if there is one, else plays the empty cell nearest
 * the centre.
 *
 * <p>Threads: its solver keeps its table from one move to the next (so after the first move of a
 * game the following ones cost little) and serialises its calls; the agent keeps the rest of a
 * choice in the call. Threads may share one agent and then wait for each other.
 */
public final class MnkPerfectAgent implements Agent<MnkState, Cell> {

  /** Every setting of an agent, as its builder had them. */
  record Settings(MnkGame game, int tableBits) {}

  private final Settings settings;
  private final MnkGame game;
  private final MnkSolver solver;

  private MnkPerfectAgent(Settings settings) {
    this.settings = settings;
    this.game = settings.game();
    this.solver = MnkSolver.builder(game).tableBits(settings.tableBits()).build();
  }

  /**
   * Returns a perfect player of a game, with the default settings (see {@link Builder}).
   *
   * @param game the game
   * @return the player
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkPerfectAgent of(MnkGame game) {
    return builder(game).build();
  }

  /**
   * Starts configuring a perfect player of a game, from the defaults each setter of {@link
   * Builder} states.
   *
   * @param game the game
   * @return a new builder
   * @throws NullPointerException if {@code game} is null
   */
  public static Builder builder(MnkGame game) {
    return new Builder(game);
  }

  /**
   * Returns a builder with every setting of this agent, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return builder(game).tableBits(settings.tableBits());
  }

  Settings settings() {
    return settings;
  }

  /**
   * Returns the game this player plays.
   *
   * @return the game
   */
  public MnkGame game() {
    return game;
  }

  /**
   * Chooses a move of the best game value; see the class comment.
   *
   * @param state a state of this player's game that is not terminal
   * @param budget limits the solve; when it runs out the fallback of the class comment plays
   * @return a legal move
   * @throws IllegalArgumentException if the state is terminal or belongs to another game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public Cell chooseMove(MnkState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    checkArgument(state.game().equals(game), "this perfect player plays %s, not %s", game, state.game());
    checkArgument(
        !state.isTerminal(), "cannot choose a move in a finished game (%s): %s", state.outcome(), state);
    MnkPosition position = state.toPosition();
    int[] codes = new int[game.cellCount()];
    if (MnkSearch.winningCells(position, state.toMove(), codes) > 0) {
      return game.cells().get(codes[0]);
    }
    SolveResult<Cell> result = solver.solve(state, budget);
    if (result.bestMove().isPresent()) {
      return result.bestMove().get();
    }
    Player opponent = state.toMove().next(2);
    if (MnkSearch.winningCells(position, opponent, codes) > 0) {
      return game.cells().get(codes[0]);
    }
    return solver.centreMost(position);
  }

  /**
   * Returns {@code "perfect"}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "perfect";
  }

  /** Returns a description naming the game. */
  @Override
  public String toString() {
    return "MnkPerfectAgent[" + game + "]";
  }

  /** Configures an {@link MnkPerfectAgent}: each setter changes this builder and returns it. */
  public static final class Builder {
    private final MnkGame game;
    private int tableBits;

    private Builder(MnkGame game) {
      this.game = requireNonNull(game, "game");
      this.tableBits = Math.max(12, Math.min(20, game.cellCount() + 3));
    }

    /**
     * Sets the size of its solver's transposition table to {@code 2^tableBits} entries of 16
     * bytes. By default it is sized for the board: {@code cellCount + 3} bits, between 12 and 20
     * (16 MiB).
     *
     * @param tableBits the base-2 logarithm of the table size
     * @return this builder
     * @throws IllegalArgumentException if {@code tableBits} is not in 1..28
     */
    @CanIgnoreReturnValue
    public Builder tableBits(int tableBits) {
      checkArgument(tableBits >= 1 && tableBits <= 28, "tableBits must be in 1..28, got %s", tableBits);
      this.tableBits = tableBits;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent; its solver's table is allocated at its first move
     */
    public MnkPerfectAgent build() {
      return new MnkPerfectAgent(new Settings(game, tableBits));
    }
  }
}
