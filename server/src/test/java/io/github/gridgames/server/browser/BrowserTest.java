package io.github.gridgames.server.browser;

import io.github.gridgames.server.GridgamesServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The browser tests' base: the real server on a free loopback port and one headless Chromium,
 * started once for all browser test classes and stopped after the last; every test starts with
 * empty local storage.
 */
@ExtendWith(BrowserTest.Session.Starter.class)
abstract class BrowserTest {

  static Browser browser;

  @BeforeEach
  void forgetSavedGames() {
    browser.clearStorage();
  }

  /** The server and the browser of a test run. */
  record Session(GridgamesServer server, Browser browser) implements AutoCloseable {

    static Session start(Browser.Installation installed) {
      // A short machine turn keeps whole games quick; the machine still plays the strong agent.
      GridgamesServer server =
          GridgamesServer.builder().host("127.0.0.1").port(0).findMillis(100).start();
      try {
        return new Session(server, Browser.start(installed, "http://127.0.0.1:" + server.port()));
      } catch (IOException | RuntimeException e) {
        server.close();
        throw e instanceof IOException io ? new UncheckedIOException(io) : (RuntimeException) e;
      }
    }

    @Override
    public void close() throws IOException {
      try {
        browser.close();
      } finally {
        server.close();
      }
    }

    /**
     * Starts the session before the first browser test, in the root store, which closes it after
     * the last; each test without a browser is skipped (or failed in CI) on its own.
     */
    static final class Starter implements BeforeEachCallback {
      @Override
      public void beforeEach(ExtensionContext context) {
        Browser.Installation installed = Browser.installation();
        BrowserTest.browser =
            context
                .getRoot()
                .getStore(ExtensionContext.Namespace.create(Session.class))
                .getOrComputeIfAbsent(Session.class, k -> start(installed), Session.class)
                .browser();
      }
    }
  }
}
