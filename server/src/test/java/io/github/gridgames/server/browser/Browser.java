package io.github.gridgames.server.browser;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A headless Chromium driven through Selenium: Debian's {@code chromium} and {@code
 * chromium-driver} packages, found on the {@code PATH} (never downloaded). Without them the tests
 * are skipped with the install command, except in CI ({@code CI} set), where they fail.
 */
final class Browser implements AutoCloseable {

  /** The command that installs what these tests need. */
  static final String INSTALL = "sudo apt-get install chromium chromium-driver";

  private static final Duration PATIENCE = Duration.ofSeconds(20);

  /**
   * Selenium warns that it has no DevTools module for this Chromium version; these tests use
   * WebDriver only. Held here so that the quieted loggers are not collected.
   */
  private static final List<Logger> QUIET =
      List.of(
          Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder"),
          Logger.getLogger("org.openqa.selenium.chromium.ChromiumDriver"));

  static {
    QUIET.forEach(logger -> logger.setLevel(Level.SEVERE));
  }

  private static boolean skipSaid;

  private static final Path SCREENSHOTS = Path.of("target", "screenshots");

  private final ChromeDriver driver;
  private final Path profile;
  private final String base;

  private Browser(ChromeDriver driver, Path profile, String base) {
    this.driver = driver;
    this.profile = profile;
    this.base = base;
  }

  /** Where Chromium and its driver are installed. */
  record Installation(Path chromium, Path chromedriver) {}

  /**
   * Finds Chromium and ChromeDriver on the {@code PATH}; when either is missing, skips the calling
   * test with the install command (said once on the error stream), or fails it in CI.
   */
  static Installation installation() {
    Optional<Path> chromium = onPath("chromium", "chromium-browser");
    Optional<Path> chromedriver = onPath("chromedriver");
    if (chromium.isEmpty() || chromedriver.isEmpty()) {
      String message =
          "browser tests need Debian's chromium and chromium-driver (found no "
              + (chromium.isEmpty() ? "chromium" : "chromedriver")
              + " on the PATH); install them with: "
              + INSTALL;
      if (System.getenv("CI") != null) {
        throw new AssertionError(message + " (CI is set: browser tests are never skipped in CI)");
      }
      if (!skipSaid) {
        skipSaid = true;
        System.err.println("Skipping the browser tests: " + message);
      }
      Assumptions.abort(message);
    }
    return new Installation(chromium.get(), chromedriver.get());
  }

  /** Starts a headless Chromium, with a fresh profile, for pages served at {@code base}. */
  static Browser start(Installation installed, String base) throws IOException {
    Path profile = Files.createTempDirectory("gridgames-chromium");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(installed.chromium().toFile());
    // The flags that work on this project's machines (no sandbox as root, no network but loopback).
    options.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
        "--user-data-dir=" + profile);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(installed.chromedriver().toFile())
            .usingAnyFreePort()
            .withLogOutput(OutputStream.nullOutputStream())
            .build();
    return new Browser(new ChromeDriver(service, options), profile, base);
  }

  private static Optional<Path> onPath(String... names) {
    String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
    for (String name : names) {
      for (String dir : path.split(":")) {
        if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
          return Optional.of(Path.of(dir, name));
        }
      }
    }
    return Optional.empty();
  }

  /** The driver, for what these helpers do not cover. */
  WebDriver driver() {
    return driver;
  }

  /** Opens a path of the server, such as {@code /} or {@code /static/dots.html?size=3}. */
  void open(String path) {
    driver.get(base + path);
  }

  /** Forgets everything the pages saved in local storage. */
  void clearStorage() {
    open("/static/favicon.svg");
    script("window.localStorage.clear()");
  }

  /** Runs JavaScript in the page and returns its value. */
  Object script(String code, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(code, args);
  }

  /** Waits until the condition holds (not null, not false) and returns its value. */
  <T> T await(Function<WebDriver, T> condition) {
    return new WebDriverWait(driver, PATIENCE).until(condition);
  }

  /** The page's {@code data-state} on its body: human, machine, busy, over. */
  String state() {
    return driver.findElement(By.tagName("body")).getAttribute("data-state");
  }

  /** Waits until the page's state is one of the given ones and returns it. */
  String awaitState(String... states) {
    List<String> wanted = List.of(states);
    return await(d -> wanted.contains(state()) ? state() : null);
  }

  /** The text of the element with this id. */
  String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  WebElement find(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  List<WebElement> findAll(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  /** Saves a screenshot as {@code target/screenshots/<name>.png} and returns its path. */
  Path screenshot(String name) {
    try {
      Files.createDirectories(SCREENSHOTS);
      Path file = SCREENSHOTS.resolve(name + ".png");
      Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      driver.quit();
    } finally {
      try (Stream<Path> files = Files.walk(profile)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      }
    }
  }
}
