package io.github.gridgames.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.javalin.http.Context;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The original dots web game's API (its server commands, see docs/API.md), answered exactly in its shapes: {@code POST
 * /find/}, {@code /verify/} and {@code /hint/} with JSON bodies {@code {"size", "lines",
 * "newline"}}; the answers are JSON lists of {@code [line, boxA, boxB]} tuples (see
 * {@link WebGameNumbering.WebMove}) or the hint object. Refusals are HTTP 400 with a JSON error.
 *
 * <p>The requests carry only the lines, so the server keeps nothing and answers for any number
 * of players: {@code /find/} plays the machine's whole turn with the game's {@code best} agent (the
 * strong agent of the Dots and Boxes strategy module) as if against one opponent holding the other
 * seats, within the server's turn budget.
 */
final class WebGameRoutes {

  private final WebGameNumbering[] numberings = new WebGameNumbering[Limits.MAX_WEB_SIZE + 1];
  private final AgentCatalog agents;
  private final long findMillis;
  private final AtomicLong findSeeds = new AtomicLong();

  WebGameRoutes(AgentCatalog agents, long findMillis) {
    this.agents = agents;
    this.findMillis = findMillis;
    for (int size = 1; size <= Limits.MAX_WEB_SIZE; size++) {
      numberings[size] = WebGameNumbering.of(DotsBoxes.of(size, size));
    }
  }

  /** A request of the web game: its board's numbering and the state its lines describe. */
  private record Board(WebGameNumbering web, DotsBoxesState state, JsonRequest body) {}

  private Board board(Context ctx) {
    JsonRequest body = JsonRequest.read(ctx);
    int size = body.requireInt("size", 1, Limits.MAX_WEB_SIZE);
    WebGameNumbering web = numberings[size];
    int[] lines = body.requireIntArray("lines", web.lineCount(), 0, 1);
    return new Board(web, web.fromLines(lines), body);
  }

  /** {@code POST /find/}: the machine's whole turn. */
  void find(Context ctx) {
    Board board = board(ctx);
    Agent<DotsBoxesState, Edge> best =
        agents.agent(board.state().game(), GameAgents.BEST, findSeeds.getAndIncrement(), findMillis);
    List<WebGameNumbering.WebMove> turn = board.web().find(board.state(), best, Budget.unlimited());
    Json.send(ctx, 200, WebGameNumbering.WebMove.toJson(turn));
  }

  /** {@code POST /verify/}: the tuple of the player's line, and the game-over marker. */
  void verify(Context ctx) {
    Board board = board(ctx);
    int newline = board.body().requireInt("newline", 0, board.web().lineCount() - 1);
    try {
      Json.send(ctx, 200, WebGameNumbering.WebMove.toJson(board.web().verify(board.state(), newline)));
    } catch (IllegalMoveException e) {
      throw ApiError.badRequest(e.reason().code(), "line " + newline + ": " + e.violation().message())
          .with("newline", newline);
    }
  }

  /** {@code POST /hint/}: a line for the player to move and a sentence about it. */
  void hint(Context ctx) {
    Board board = board(ctx);
    if (board.state().isTerminal()) {
      throw ApiError.badRequest("game-over", "every line is drawn; there is no line to hint at");
    }
    WebHint hint = WebHint.of(board.web(), board.state());
    ObjectNode answer = Json.object();
    answer.put("hint", hint.hint());
    answer.put("half", hint.half());
    answer.put("line", hint.line());
    Json.send(ctx, 200, answer);
  }
}
