package io.github.gridgames.server.browser;

import io.github.gridgames.server.GridgamesServer;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * Starts the real server on a free loopback port and one headless Chromium for the tests of a
 * class; every test starts with empty local storage.
 */
abstract class BrowserTest {

  static GridgamesServer server;
  static Browser browser;

  @BeforeAll
  static void startServerAndBrowser() throws IOException {
    // A short machine turn keeps whole games quick; the machine still plays the strong agent.
    server = GridgamesServer.builder().host("127.0.0.1").port(0).findMillis(100).start();
    browser = Browser.start("http://127.0.0.1:" + server.port());
  }

  @AfterAll
  static void stopBrowserAndServer() throws IOException {
    try {
      if (browser != null) {
        browser.close();
      }
    } finally {
      if (server != null) {
        server.close();
      }
    }
  }

  @BeforeEach
  void forgetSavedGames() {
    browser.clearStorage();
  }
}
