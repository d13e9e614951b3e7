package io.github.gridgames.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The JSON API for every installed game (see {@code docs/API.md}): {@code GET /api/games},
 * {@code POST /api/state} (replay the moves, describe the state) and {@code POST /api/agent} (an
 * agent's move within a time budget). Stateless: each request carries the game's text, the start
 * position (the initial state when absent) and the moves so far. The installed games are those whose {@link GameProvider} {@link Games} finds when
 * the server starts.
 */
final class GameApi {

  private final AgentCatalog agents;
  private final Map<String, GameProvider> providers = new TreeMap<>();
  private final List<String> ids;
  private final String catalog;

  GameApi(AgentCatalog agents) {
    this.agents = agents;
    for (GameProvider provider : ServiceLoader.load(GameProvider.class, Games.class.getClassLoader())) {
      providers.putIfAbsent(provider.id(), provider);
    }
    this.ids = List.copyOf(providers.keySet());
    ObjectNode answer = Json.object();
    ArrayNode games = answer.putArray("games");
    for (String id : ids) {
      Game<?, ?> game = providers.get(id).create(GameSpec.parse(id));
      ObjectNode entry = games.addObject();
      entry.put("id", id);
      entry.put("default", game.spec().toString());
      ArrayNode notations = entry.putArray("notations");
      game.notations().forEach(n -> notations.add(n.name()));
      ArrayNode names = entry.putArray("agents");
      AgentCatalog.names(game).forEach(names::add);
      entry.put("players", game.playerCount());
    }
    this.catalog = answer.toString();
  }

  /** {@code GET /api/games}: every installed game. */
  void games(Context ctx) {
    Json.send(ctx, 200, catalog);
  }

  /** {@code POST /api/state}: the state after the moves. */
  void state(Context ctx) {
    JsonRequest body = JsonRequest.read(ctx);
    Json.send(ctx, 200, describe(body, game(body)));
  }

  /** {@code POST /api/agent}: an agent's move after the moves, and the state it leads to. */
  void agent(Context ctx) {
    JsonRequest body = JsonRequest.read(ctx);
    Json.send(ctx, 200, move(body, game(body)));
  }

  private Game<?, ?> game(JsonRequest body) {
    String text = body.requireString("game");
    GameSpec spec;
    try {
      spec = GameSpec.parse(text);
    } catch (NotationException e) {
      throw ApiError.badRequest("bad-game", "the game text is malformed: " + e.getMessage());
    }
    GameProvider provider = providers.get(spec.id());
    if (provider == null) {
      throw ApiError.badRequest(
              "unknown-game",
              "no installed game has id '" + spec.id() + "'; installed: " + String.join(", ", ids))
          .with("games", ids);
    }
    Game<?, ?> game;
    try {
      game = provider.create(spec);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("bad-game", e.getMessage());
    }
    if (game.maxMoves().isPresent() && game.maxMoves().getAsInt() > Limits.MAX_MOVES) {
      throw ApiError.badRequest(
          "game-too-large",
          game.spec()
              + " lasts up to "
              + game.maxMoves().getAsInt()
              + " moves; the API offers games of at most "
              + Limits.MAX_MOVES);
    }
    return game;
  }

  /** A request's game replayed: the notation, the moves read, the state they reach. */
  private record Replay<S extends State<S, M>, M extends Move>(
      Notation<M> notation, List<M> moves, S state, Optional<Window> window) {}

  private static <S extends State<S, M>, M extends Move> Replay<S, M> replay(
      JsonRequest body, Game<S, M> game) {
    Notation<M> notation = notation(body, game);
    List<String> texts = body.optionalStrings("moves", Limits.MAX_MOVES);
    Optional<Window> window = Window.read(body);
    List<M> moves = new ArrayList<>(texts.size());
    S state = start(body, game);
    for (int i = 0; i < texts.size(); i++) {
      M move;
      try {
        move = notation.parse(texts.get(i));
      } catch (NotationException e) {
        throw ApiError.badRequest("bad-notation", "move " + i + ": " + e.getMessage())
            .with("moveIndex", i)
            .with("move", texts.get(i))
            .with("position", e.position())
            .with("expected", e.expected())
            .with("syntax", notation.syntax());
      }
      Optional<Violation> refusal = state.check(move);
      if (refusal.isPresent()) {
        throw ApiError.of(422, "illegal-move", refusal.get().message())
            .with("moveIndex", i)
            .with("move", texts.get(i))
            .with("reason", refusal.get().reason().code());
      }
      state = state.play(move);
      moves.add(move);
    }
    return new Replay<>(notation, moves, state, window);
  }

  /**
   * Returns the state a request starts from: its {@code position} text read by the game, or the
   * initial state when there is none.
   *
   * @throws ApiError {@code bad-position} if the game has no position text or does not read the
   *     text (with {@code position} and {@code expected}, where and what)
   */
  private static <S extends State<S, M>, M extends Move> S start(JsonRequest body, Game<S, M> game) {
    Optional<String> text = body.optionalString("position", Limits.MAX_POSITION);
    if (text.isEmpty()) {
      return game.initialState();
    }
    if (!game.hasPositionText()) {
      throw ApiError.badRequest("bad-position", "the game " + game.spec() + " has no position text; send the moves from its start");
    }
    try {
      return game.parsePosition(text.get());
    } catch (NotationException e) {
      throw ApiError.badRequest("bad-position", "the position: " + e.getMessage())
          .with("position", e.position())
          .with("expected", e.expected());
    }
  }

  private static <M extends Move> Notation<M> notation(JsonRequest body, Game<?, M> game) {
    Optional<String> name = body.optionalString("notation");
    if (name.isEmpty()) {
      return game.notation();
    }
    try {
      return game.notation(name.get());
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("unknown-notation", e.getMessage());
    }
  }

  private static <S extends State<S, M>, M extends Move> ObjectNode describe(
      JsonRequest body, Game<S, M> game) {
    Replay<S, M> replay = replay(body, game);
    return StateView.of(replay.notation(), replay.moves(), replay.state(), replay.window());
  }

  private <S extends State<S, M>, M extends Move> ObjectNode move(
      JsonRequest body, Game<S, M> game) {
    Replay<S, M> replay = replay(body, game);
    String name = body.optionalString("agent").orElse("best");
    int millis =
        body.optionalInt("millis", 1, Integer.MAX_VALUE)
            .map(m -> Math.min(m, Limits.MAX_AGENT_MILLIS))
            .orElse(Limits.DEFAULT_AGENT_MILLIS);
    long seed = body.optionalInt("seed", Integer.MIN_VALUE, Integer.MAX_VALUE).orElse(0);
    S state = replay.state();
    if (state.isTerminal()) {
      String result =
          state.outcome().isDraw()
              ? "a draw"
              : state.outcome().winners().stream()
                      .sorted()
                      .map(game::playerName)
                      .collect(Collectors.joining(" and "))
                  + " won";
      throw ApiError.of(
              409, "game-over", "the game is over (" + result + "); there is no move to choose")
          .with("moveCount", replay.moves().size());
    }
    M move;
    try {
      move = agents.agent(game, name, seed, millis).chooseMove(state, Budget.ofTime(Duration.ofMillis(millis)));
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("agent-cannot-play", "agent " + name + ": " + e.getMessage());
    }
    List<M> moves = new ArrayList<>(replay.moves());
    moves.add(move);
    ObjectNode answer = Json.object();
    answer.put("move", replay.notation().format(move));
    answer.put("agent", name);
    answer.put("description", AgentCatalog.description(game, name));
    answer.put("millis", millis);
    answer.set("state", StateView.of(replay.notation(), moves, state.play(move), replay.window()));
    return answer;
  }
}
