package io.github.gridgames.beam;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.Arena;
import io.github.gridgames.ai.ArenaResult.GameSummary;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.beam.GameResult.Result;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Plays the games of a {@link PlaySetup} on a worker, each exactly as {@link Arena} plays the game of
 * that number (its seed, seats, opening moves and agents): the one place where this module asks
 * {@code ai} to play. Not thread-safe: a worker keeps one per thread (a {@code DoFn} instance).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class Referee<S extends State<S, M>, M extends Move> {

  private final PlaySetup setup;
  private final Game<S, M> game;
  private final GameAgents<S, M> agents;
  private final Solver<S, M> solver;
  private final Map<Long, Arena<S, M>> arenas = new HashMap<>();

  private Referee(PlaySetup setup, Game<S, M> game) {
    this.setup = setup;
    this.game = game;
    this.agents = GameAgents.of(game);
    this.solver = Solver.of(game);
  }

  /** Builds the game and its strategies from a checked setup. */
  static Referee<?, ?> of(PlaySetup setup) {
    return create(setup, Games.parse(setup.spec()));
  }

  private static <S extends State<S, M>, M extends Move> Referee<S, M> create(PlaySetup setup, Game<S, M> game) {
    return new Referee<>(setup, game);
  }

  /**
   * The arena of a pairing as {@code gridgames match} builds it: the two entrants (the first one
   * first), the pairing's seed, the opening moves, the move limit, one thread; with the setup's
   * nodes per move instead of times when it has them.
   */
  private Arena<S, M> arena(int first, int second) {
    long key = ((long) first << 32) | second;
    return arenas.computeIfAbsent(
        key,
        k -> {
          long think = setup.thinkMillis();
          AgentSpec a = AgentSpec.parse(setup.entrants().get(first));
          AgentSpec b = AgentSpec.parse(setup.entrants().get(second));
          Arena.Builder<S, M> arena =
              Arena.builder(game)
                  .seed(setup.pairingSeed(first, second))
                  .openingMoves(setup.openingMoves())
                  .maxMoves(setup.maxMoves())
                  .threads(1);
          if (setup.nodes() > 0) {
            // Every agent searches the arena's budget of nodes: no clock in any choice.
            return arena
                .entrant(a.toString(), agentSeed -> agents.agent(a.name(), agentSeed))
                .entrant(b.toString(), agentSeed -> agents.agent(b.name(), agentSeed))
                .budget(Budget.ofWork(setup.nodes()))
                .build();
          }
          return arena
              .entrant(a.toString(), agentSeed -> agents.agent(a, agentSeed, Duration.ofMillis(think)))
              .entrant(b.toString(), agentSeed -> agents.agent(b, agentSeed, Duration.ofMillis(think)))
              .budget(Budget.ofTime(Duration.ofMillis(think)))
              .build();
        });
  }

  /**
   * Plays game {@code index} of a pairing.
   *
   * @param withRecord whether to keep the game's record
   */
  GameResult play(int first, int second, int index, boolean withRecord) {
    List<M> moves = new ArrayList<>();
    GameSummary summary = arena(first, second).playGame(index, moves::add);
    Player seat = Player.of(summary.entrantBySeat().indexOf(0));
    Result result = resultOf(summary, seat);
    int margin =
        summary.finished() && game.keepsScore() ? summary.scores().map(s -> s.margin(seat)).orElse(0) : 0;
    Optional<String> record = withRecord ? Optional.of(record(moves)) : Optional.empty();
    return new GameResult(
        first,
        second,
        setup.pairingSeed(first, second),
        index,
        summary.seed(),
        result,
        margin,
        summary.moves(),
        record);
  }

  private static Result resultOf(GameSummary summary, Player player) {
    if (!summary.finished()) {
      return Result.UNFINISHED;
    }
    if (summary.outcome().isWinner(player)) {
      return summary.outcome().winners().size() == 1 ? Result.WIN : Result.DRAW;
    }
    return summary.outcome().isWin() ? Result.LOSS : Result.DRAW;
  }

  private String record(List<M> moves) {
    Notation<M> notation = game.notation();
    return new MatchRecord(game.spec(), notation.name(), moves.stream().map(notation::format).toList())
        .toString();
  }

  /**
   * Plays self-play game {@code index} (entrants 0 and 1 of the setup, seats alternating) and
   * returns one row per position where an agent or the opening chose a move.
   *
   * @param exactNodes when positive, each position's exact value by the game's solver within that
   *     many nodes, where it finishes
   */
  List<SelfPlayRow> selfPlay(int index, long exactNodes) {
    List<M> moves = new ArrayList<>();
    GameSummary summary = arena(0, 1).playGame(index, moves::add);
    Notation<M> notation = game.notation();
    List<SelfPlayRow> rows = new ArrayList<>(moves.size());
    S state = game.initialState();
    for (int ply = 0; ply < moves.size(); ply++) {
      M move = moves.get(ply);
      Player mover = state.toMove();
      int entrant = summary.entrantBySeat().get(mover.index());
      OptionalInt value = OptionalInt.empty();
      if (exactNodes > 0) {
        SolveResult<M> solved = solver.solve(state, Budget.ofWork(exactNodes));
        if (solved.isComplete()) {
          value = OptionalInt.of(solved.value());
        }
      }
      rows.add(
          new SelfPlayRow(
              game.spec().toString(),
              index,
              ply,
              state.positionText(),
              mover.index() + 1,
              ply < setup.openingMoves() ? "opening" : setup.entrants().get(entrant),
              notation.format(move),
              resultOf(summary, mover),
              summary.finished() && game.keepsScore() ? summary.scores().map(s -> s.margin(mover)).orElse(0) : 0,
              value));
      state = state.play(move);
    }
    return rows;
  }

  /**
   * Says why self-play rows cannot have exact values in this game, if they cannot.
   *
   * @return the solver's refusal, or empty
   */
  Optional<String> unsolvable() {
    return solver.refusal(game).map(refusal -> refusal.reason());
  }

  /** Says whether the game writes position texts. */
  boolean hasPositionText() {
    return game.hasPositionText();
  }
}
