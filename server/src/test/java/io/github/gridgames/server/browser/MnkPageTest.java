package io.github.gridgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.Select;

/** The m,n,k page in Chromium: five in a row on 15 x 15, by mouse and by keyboard. */
class MnkPageTest extends BrowserTest {

  private static String cell(int row, int col) {
    return "#cells [data-row='" + row + "'][data-col='" + col + "']";
  }

  private static String mark(int row, int col) {
    return (String) browser.script("return document.querySelector(arguments[0]).textContent", cell(row, col));
  }

  /** Clicks a square (0-based) and waits until the page shows a mark there or a sentence. */
  private static void click(int row, int col) {
    browser.find(cell(row, col)).click();
    browser.await(d -> !mark(row, col).isEmpty() || !browser.text("message").isEmpty() ? true : null);
  }

  @Test
  void fiveInARowWinsOn15x15() {
    browser.open("/static/mnk.html?cols=15&rows=15&k=5");
    browser.awaitState("human");
    assertEquals(225, browser.findAll("#cells .cell").size());
    new Select(browser.find("#players select[data-seat='1']")).selectByValue("human");
    browser.awaitState("human");

    for (int i = 0; i < 4; i++) {
      click(7, 3 + i); // X along row 8
      if (i < 3) {
        click(0, 2 * i); // O on row 1, with gaps
      }
    }
    // O tries X's square: refused with the library's sentence, and the turn stays.
    browser.find(cell(7, 3)).click();
    String sentence =
        MnkGame.of(15, 15, 5).initialState().play(Cell.of(7, 3)).check(Cell.of(7, 3))
            .orElseThrow().message();
    browser.await(d -> browser.text("message").equals(sentence) ? true : null);
    assertTrue(browser.text("turn").startsWith("O"), browser.text("turn"));

    // O plays with the keyboard: from a square, one step right moves the focus, Enter plays.
    browser.find(cell(0, 6)).sendKeys(Keys.ARROW_RIGHT);
    assertEquals("7", browser.script("return document.activeElement.dataset.col"));
    browser.find(cell(0, 7)).sendKeys(Keys.ENTER);
    browser.await(d -> mark(0, 7).equals("O") ? true : null);
    assertEquals("", browser.text("message"));

    click(7, 7); // X's fifth in a row
    browser.awaitState("over");
    assertEquals("Game over: Player X wins.", browser.text("turn"));
    assertEquals(5, browser.findAll("#cells .cell.win").size());
    browser.screenshot("mnk-15x15-five-in-a-row");
  }
}
