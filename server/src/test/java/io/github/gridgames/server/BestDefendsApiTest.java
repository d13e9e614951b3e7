package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code POST /api/agent} with {@code best} on 15 x 15 five in a row blocks an open three, as the
 * library's {@code best} does: X has 8 6, 8 7 and 8 8 and O must take 8 5 or
 * 8 9, whatever the seed.
 */
class BestDefendsApiTest {

  @RegisterExtension static final Loopback server = Loopback.perClass();

  @Test
  void bestBlocksTheOpenThreeOfTheIssueWhateverTheSeed() {
    for (int seed = 0; seed < 4; seed++) {
      Loopback.Answer answer =
          server.post(
              "/api/agent",
              "{\"game\":\"tictactoe(rows=15,cols=15,k=5)\",\"moves\":[\"8 6\",\"1 1\",\"8 7\",\"1 15\",\"8 8\"],"
                  + "\"agent\":\"best\",\"millis\":300,\"seed\":" + seed + "}");
      assertEquals(200, answer.status(), answer::toString);
      String move = answer.json().get("move").asText();
      assertTrue(Set.of("8 5", "8 9").contains(move), "seed " + seed + ": best answered " + move);
    }
  }
}
