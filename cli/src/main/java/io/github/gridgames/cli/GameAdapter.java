package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.GreedyAgent;
import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.ai.TableKey;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Everything the command needs to know about one game: which agents it has and what {@code best}
 * and {@code greedy} mean, the evaluation and move ordering of the searches, how {@code solve} and
 * {@code bench} work, and how a player's typed move is read and refused. One subclass per game;
 * the commands themselves are game-independent.
 *
 * <p>When a game module offers dedicated strategy (a stronger agent, an exact solver, a faster
 * engine), the game's adapter is the one place to plug it in: override {@link #best(long)},
 * {@link #solve}, or {@link #bench}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
abstract class GameAdapter<S extends State<S, M>, M extends Move> {

  /** The most moves of one {@code bench} playout in a game that may not end (N-row without a cap). */
  static final int BENCH_PLAYOUT_LIMIT = 10_000;

  private final GameKind kind;
  private final Game<S, M> game;

  GameAdapter(GameKind kind, Game<S, M> game) {
    this.kind = requireNonNull(kind, "kind");
    this.game = requireNonNull(game, "game");
  }

  /**
   * Returns which game this is.
   *
   * @return the kind
   */
  final GameKind kind() {
    return kind;
  }

  /**
   * Returns the game with its parameters.
   *
   * @return the game
   */
  final Game<S, M> game() {
    return game;
  }

  // ---------------------------------------------------------------------------------------------
  // Agents

  /**
   * Returns a fresh agent of a kind.
   *
   * @param agentKind the kind
   * @param seed the seed of its randomness
   * @return the agent
   */
  final Agent<S, M> agent(AgentKind agentKind, long seed) {
    return switch (agentKind) {
      case RANDOM -> RandomAgent.seeded(seed);
      case GREEDY -> greedy(seed);
      case ALPHABETA -> alphaBeta(seed);
      case MCTS -> mcts(seed);
      case BEST -> best(seed);
    };
  }

  /**
   * Returns a fresh agent for a command-line spec, thinking with its own time per move.
   *
   * @param spec a spec that is not human
   * @param defaultMillis the time per move when the spec gives none
   * @param seed the seed
   * @return the agent, named as the spec
   */
  final TimedAgent<S, M> agent(AgentSpec spec, long defaultMillis, long seed) {
    long millis = spec.millisOr(defaultMillis);
    return new TimedAgent<>(agent(spec.agent(), seed), Budget.ofMillis(millis), spec.toString());
  }

  /**
   * Returns the heuristic that {@code greedy} and {@code alphabeta} use.
   *
   * @return the evaluation
   */
  abstract Evaluation<S> evaluation();

  /**
   * Returns the move order of {@code alphabeta} and of the solver: likely best moves first.
   *
   * @return the ordering; the state's own order by default
   */
  MoveOrdering<S, M> ordering() {
    return MoveOrdering.natural();
  }

  /**
   * Returns the {@code greedy} agent: one move ahead with {@link #evaluation()}, random
   * tie-breaks.
   *
   * @param seed the seed of the tie-breaks
   * @return the agent
   */
  Agent<S, M> greedy(long seed) {
    return GreedyAgent.seeded(evaluation(), seed);
  }

  /**
   * Returns the {@code alphabeta} agent with {@link #evaluation()} and {@link #ordering()}.
   *
   * @param seed unused: alpha-beta is deterministic
   * @return the agent
   */
  Agent<S, M> alphaBeta(long seed) {
    return AlphaBetaAgent.<S, M>builder(evaluation()).ordering(ordering()).build();
  }

  /**
   * Returns the {@code mcts} agent.
   *
   * @param seed the seed
   * @return the agent
   */
  Agent<S, M> mcts(long seed) {
    return MctsAgent.<S, M>builder().seed(seed).build();
  }

  /**
   * Returns the {@code best} agent: the strongest this game has.
   *
   * @param seed the seed
   * @return the agent
   */
  abstract Agent<S, M> best(long seed);

  /**
   * Describes what {@code best} is for this game, for help and logs.
   *
   * @return a short phrase
   */
  abstract String bestDescription();

  // ---------------------------------------------------------------------------------------------
  // Solving

  /**
   * Says why {@code solve} cannot handle this game, if it cannot.
   *
   * @return the reason, a usage message naming the option to change, or empty
   */
  Optional<String> unsolvable() {
    if (game.playerCount() != 2) {
      return Optional.of(
          "solve handles two-player games; this game has "
              + game.playerCount()
              + " players (option --players)");
    }
    return Optional.empty();
  }

  /**
   * Returns what identifies a position in the solver's table; the state itself by default.
   *
   * @return the key
   */
  TableKey<S> solverKey() {
    return TableKey.state();
  }

  /**
   * Returns the size of the solver's table, {@code 2^bits} entries (about 33 bytes each): one bit
   * more than the game's length in moves, between 12 and 22 bits.
   *
   * @return the number of bits
   */
  int solverTableBits() {
    return Math.min(22, Math.max(12, game.maxMoves().orElse(22) + 1));
  }

  /**
   * Solves a state exactly with the generic solver of the {@code ai} module.
   *
   * @param state the state, of a game {@link #unsolvable()} accepts
   * @param budget the limit; an exhausted budget gives an unknown verdict
   * @param progress receives progress reports during long solves
   * @return the solution for the player to move in {@code state}
   */
  Solution solve(S state, Budget budget, Consumer<SolveProgress> progress) {
    Solver<S, M> solver =
        Solver.<S, M>builder()
            .ordering(ordering())
            .tableKey(solverKey())
            .tableBits(solverTableBits())
            .progress(100_000, progress)
            .build();
    SolveResult<M> result = solver.solve(state, budget);
    return new Solution(
        result.verdict(),
        result.value(),
        result.bestMove().map(this::formatMove),
        result.nodes(),
        result.elapsed());
  }

  // ---------------------------------------------------------------------------------------------
  // Benchmark

  /** Plays one uniformly random game from the start, through the game's fastest public path. */
  interface Playout {
    /**
     * Plays one game.
     *
     * @return the number of moves played
     */
    int play();
  }

  /**
   * Returns how this game plays random games for {@code bench}: through its engine, the library's
   * fastest public path.
   *
   * @param random the source of the random moves
   * @return one random game per call
   */
  abstract Playout playout(SplittableRandom random);

  /**
   * Names the path {@link #playout(SplittableRandom)} goes through, for the bench report.
   *
   * @return such as {@code "DotsBoxesEngine.randomPlayout"}
   */
  abstract String playoutPath();

  /**
   * Plays random games from the start, one after the other, for a while.
   *
   * @param duration how long to play
   * @param seed the seed of the random moves
   * @return the counts
   */
  final BenchResult bench(Duration duration, long seed) {
    Playout playout = playout(new SplittableRandom(seed));
    long playouts = 0;
    long moves = 0;
    long start = System.nanoTime();
    long end = start + duration.toNanos();
    long now = start;
    while (now < end) {
      moves += playout.play();
      playouts++;
      now = System.nanoTime();
    }
    return new BenchResult(playouts, moves, Duration.ofNanos(now - start), playoutPath());
  }

  // ---------------------------------------------------------------------------------------------
  // Text

  /**
   * Describes what a player types for a move, for prompts and help.
   *
   * @return such as {@code "row column, such as 2 3"}
   */
  abstract String inputFormat();

  /**
   * Describes what a player types for a move in a few words, for the prompt.
   *
   * @return such as {@code "row column, such as 2 3"}
   */
  abstract String promptFormat();

  /**
   * Reads a typed move and checks it against the state.
   *
   * @param state the state to move in
   * @param text what the player typed, not a command
   * @return a legal move
   * @throws RejectedInput if the text is not a move or the move is illegal; the message is the
   *     game's sentence for the reason
   */
  abstract M readMove(S state, String text) throws RejectedInput;

  /**
   * Writes a move for people.
   *
   * @param move the move
   * @return its text, in the game's default notation unless the game says more
   */
  String formatMove(M move) {
    return game.notation().format(move);
  }

  /**
   * Describes a move for people following a game; the default notation unless the game has more
   * to say.
   *
   * @param move the move
   * @return the description
   */
  String describeMove(M move) {
    return formatMove(move);
  }

  /**
   * Draws a state with its status: the board, the scores if any, whose turn or the result.
   *
   * @param state the state
   * @return the lines, without a final line break
   */
  String show(S state) {
    StringBuilder sb = new StringBuilder(state.render());
    if (game.keepsScore()) {
      sb.append("\nScores: ").append(scoreLine(state));
    }
    sb.append('\n');
    if (state.isTerminal()) {
      sb.append(result(state));
    } else {
      sb.append("Player ").append(name(state.toMove())).append("'s turn.");
    }
    return sb.toString();
  }

  /**
   * Returns a player's name in this game.
   *
   * @param player the player
   * @return such as {@code A} or {@code X}
   */
  final String name(Player player) {
    return game.playerName(player);
  }

  /**
   * Returns the scores as {@code A 1, B 0}, or empty text for a game without scores.
   *
   * @param state the state
   * @return the scores
   */
  final String scoreLine(S state) {
    Optional<Scores> scores = state.scores();
    if (scores.isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < game.playerCount(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(name(Player.of(i))).append(' ').append(scores.get().of(Player.of(i)));
    }
    return sb.toString();
  }

  /**
   * Returns the result of a finished game as a sentence, such as {@code "Player A wins 5-4."}.
   *
   * @param state a terminal state
   * @return the sentence
   */
  final String result(S state) {
    Outcome outcome = state.outcome();
    String scores = state.scores().map(s -> " " + s).orElse("");
    if (outcome.isDraw()) {
      return "The game is a draw" + (scores.isEmpty() ? "" : "," + scores) + ".";
    }
    String winners =
        outcome.winners().stream()
            .sorted()
            .map(this::name)
            .collect(Collectors.joining(" and "));
    String line = "";
    if (!outcome.winningLine().isEmpty()) {
      @SuppressWarnings("unchecked")
      List<M> moves = (List<M>) outcome.winningLine();
      line = " with " + moves.stream().map(this::formatMove).collect(Collectors.joining(" | "));
    }
    return (outcome.winners().size() == 1 ? "Player " + winners + " wins" : "Players " + winners + " share the win")
        + scores
        + line
        + ".";
  }

  private static String movesText(int moves) {
    return moves + (moves == 1 ? " move" : " moves");
  }

  /**
   * Returns what happened so far in an unfinished game, for a game that stops early.
   *
   * @param state the state
   * @param moves the number of moves played
   * @return a sentence
   */
  final String soFar(S state, int moves) {
    if (state.isTerminal()) {
      return result(state);
    }
    if (game.keepsScore()) {
      return "Score so far after " + movesText(moves) + ": " + scoreLine(state) + ".";
    }
    return "No result after " + movesText(moves) + ": the game was not finished.";
  }
}
