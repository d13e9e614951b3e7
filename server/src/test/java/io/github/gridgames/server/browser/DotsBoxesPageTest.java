package io.github.gridgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.Select;

/** The Dots and Boxes page in Chromium, against the real server and its strong machine player. */
class DotsBoxesPageTest extends BrowserTest {

  /** Starts a new square game from the start page, through the original's POST /new/. */
  private static void newGameFromStartPage(int size) {
    browser.open("/");
    new Select(browser.find("#glevel")).selectByValue(Integer.toString(size));
    browser.find("#new-button").click();
    browser.await(d -> d.getCurrentUrl().endsWith("/static/dots.html") ? true : null);
    browser.awaitState("human");
    new Select(browser.find("#speed")).selectByVisibleText("Fast");
  }

  /** The drawn lines, read in one step (the page redraws its board after every line). */
  private static Set<String> drawnLines() {
    return texts("[...document.querySelectorAll('.edge.drawn')].map(e => e.dataset.line)").stream()
        .collect(Collectors.toSet());
  }

  private static List<Integer> scores() {
    return texts("[...document.querySelectorAll('#players .score')].map(e => e.textContent)")
        .stream()
        .map(Integer::parseInt)
        .toList();
  }

  private static List<String> texts(String expression) {
    List<?> values = (List<?>) browser.script("return " + expression);
    return values.stream().map(String::valueOf).toList();
  }

  /** Clicks a line as a person would and waits until the page answered it. */
  private static void clickLine(int line) {
    int before = drawnLines().size();
    browser.find(".edge[data-line='" + line + "'] .hit").click();
    browser.await(
        d -> drawnLines().size() > before || !browser.text("message").isEmpty() ? true : null);
  }

  @Test
  void playsAWholeGameAgainstTheMachineOn3x3() {
    newGameFromStartPage(3);
    int clicks = 0;
    while (!browser.awaitState("human", "over").equals("over")) {
      clickLine(Integer.parseInt(texts("[document.querySelector('.edge:not(.drawn)').dataset.line]").get(0)));
      assertEquals("", browser.text("message"), "the page refused a free line");
      assertTrue(++clicks <= 24, "more clicks than lines");
    }
    assertEquals(24, drawnLines().size());
    assertEquals(9, scores().stream().mapToInt(Integer::intValue).sum());
    assertEquals(9, browser.findAll(".box-fill").size());
    String result = browser.text("turn");
    // One wording of a result in every tool, winner first, as the command line says it.
    assertTrue(result.matches("Game over: (Player [AB] wins \\d-\\d|The game is a draw, \\d-\\d)\\."), result);
    browser.screenshot("dots-3x3-finished");
  }

  @Test
  void anIllegalClickShowsTheLibrarysSentence() {
    newGameFromStartPage(3);
    // The keyboard draws the line under the cursor, which starts on the top left line.
    browser.find("#board").sendKeys(Keys.ENTER);
    browser.await(d -> drawnLines().contains("0") ? true : null);
    browser.awaitState("human");
    clickLine(0);

    Edge top = Edge.of(0, 0, 0, 1);
    String sentence =
        DotsBoxes.of(3, 3).initialState().play(top).check(top).orElseThrow().message();
    browser.await(d -> browser.text("message").contains(sentence) ? true : null);
    assertEquals(sentence, browser.text("message"), "the library's sentence, without the API's prefix");
    assertTrue(browser.find("#message").getAttribute("class").contains("refusal"));
    assertEquals("human", browser.state(), "a refused line keeps the turn");
    browser.screenshot("dots-illegal-click");
  }

  @Test
  void aReloadResumesTheGame() {
    newGameFromStartPage(3);
    clickLine(4);
    browser.awaitState("human");
    clickLine(20);
    browser.awaitState("human", "over");
    Set<String> lines = drawnLines();
    List<Integer> scores = scores();

    browser.driver().navigate().refresh();
    browser.awaitState("human", "over");
    assertEquals(lines, drawnLines());
    assertEquals(scores, scores());

    // The start page offers the saved game, through the original's POST /resume/.
    browser.open("/");
    browser.find("#resume-button").click();
    browser.await(d -> d.getCurrentUrl().endsWith("/static/dots.html") ? true : null);
    browser.awaitState("human", "over");
    assertEquals(lines, drawnLines());
    assertEquals(scores, scores());
    browser.screenshot("dots-resumed");

    // /reset/ forgets the saved game: the page then starts a new one.
    browser.open("/reset/");
    browser.open("/static/dots.html");
    browser.awaitState("human");
    assertEquals(Set.of(), drawnLines());
  }

  @Test
  void aRectangularBoardPlaysThroughTheJsonApiWithHintAndUndo() {
    browser.open("/static/dots.html?rows=2&cols=3&players=2");
    browser.awaitState("human");
    new Select(browser.find("#speed")).selectByVisibleText("Fast");
    assertEquals(17, browser.findAll(".edge").size());

    browser.find("#hint").click();
    browser.await(d -> browser.findAll(".edge.hinted").size() == 1 ? true : null);
    assertTrue(browser.text("message").startsWith("Try the line ("), browser.text("message"));
    clickLine(Integer.parseInt(texts("[document.querySelector('.edge.hinted').dataset.line]").get(0)));
    browser.awaitState("human", "over");
    assertTrue(drawnLines().size() >= 2, "the machine answered");

    browser.find("#undo").click();
    browser.await(d -> drawnLines().isEmpty() ? true : null);
    assertEquals("human", browser.state());

    int clicks = 0;
    while (!browser.awaitState("human", "over").equals("over")) {
      clickLine(Integer.parseInt(texts("[document.querySelector('.edge:not(.drawn)').dataset.line]").get(0)));
      assertTrue(++clicks <= 17, "more clicks than lines");
    }
    assertEquals(17, drawnLines().size());
    assertEquals(6, scores().stream().mapToInt(Integer::intValue).sum());
    browser.screenshot("dots-2x3-finished");
  }
}
