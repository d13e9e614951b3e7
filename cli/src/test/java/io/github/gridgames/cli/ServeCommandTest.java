package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.server.GridgamesServer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** {@code serve} that cannot start fails with exit code 1 and the server's reason, in one line. */
class ServeCommandTest {

  @Test
  void aTakenPortOrAnEmptyHostFailsWithExitCode1() {
    // Javalin logs its failure to start as well; the test keeps the console quiet.
    Logger javalin = Logger.getLogger("io.javalin");
    Level before = javalin.getLevel();
    javalin.setLevel(Level.OFF);
    try (GridgamesServer taken = GridgamesServer.builder().host("127.0.0.1").port(0).start()) {
      String port = Integer.toString(taken.port());
      Cli.Run run = Cli.run("serve", "--host", "127.0.0.1", "--port", port);
      assertEquals(1, run.code(), run::err);
      assertTrue(
          run.err().startsWith("gridgames serve: the server could not start on 127.0.0.1:" + port + ": "),
          run.err());
      assertEquals(1, run.err().strip().lines().count(), run.err());
    } finally {
      javalin.setLevel(before);
    }
    Cli.Run blank = Cli.run("serve", "--host", " ", "--port", "0");
    assertEquals(1, blank.code(), blank::err);
    assertEquals("gridgames serve: host must not be empty, got ' '", blank.err().strip());
  }
}
