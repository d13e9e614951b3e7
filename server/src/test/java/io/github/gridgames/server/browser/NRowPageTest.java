package io.github.gridgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.Point;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.WheelInput;
import org.openqa.selenium.support.ui.Select;

/** The N-row page in Chromium: panning and zooming the unbounded board, and where stones may go. */
class NRowPageTest extends BrowserTest {

  private static double view(String name) {
    return Double.parseDouble(browser.find("svg.plane").getAttribute("data-" + name));
  }

  private static int count(String css) {
    return ((Number) browser.script("return document.querySelectorAll(arguments[0]).length", css))
        .intValue();
  }

  /** Waits until the page has the server's points for the window it shows (it redraws then). */
  private static void awaitWindowAnswered() {
    browser.await(
        d ->
            browser.script(
                "const p = document.querySelector('svg.plane');"
                    + " return p.dataset.window === p.dataset.answered || null"));
  }

  /** The points within distance 3 of the origin stone that lie in a window "minX,minY,maxX,maxY". */
  private static int candidatesAroundOrigin(String window) {
    int[] w = Arrays.stream(window.split(",")).mapToInt(Integer::parseInt).toArray();
    int count = 0;
    for (int x = -3; x <= 3; x++) {
      for (int y = -3; y <= 3; y++) {
        boolean near = Math.abs(x) + Math.abs(y) <= 3 && (x != 0 || y != 0);
        if (near && x >= w[0] && y >= w[1] && x <= w[2] && y <= w[3]) {
          count++;
        }
      }
    }
    return count;
  }

  @Test
  void theBoardPansZoomsAndShowsWhereTheNextStoneMayGo() {
    browser.open("/static/nrow.html");
    browser.awaitState("human");
    new Select(browser.find("#players select[data-seat='1']")).selectByValue("human");
    browser.awaitState("human");
    WebElement plane = browser.find("svg.plane");

    // The view starts on the origin: a click in its middle plays 0,0.
    plane.click();
    browser.await(d -> count(".stone[data-x='0'][data-y='0']") == 1 ? true : null);
    // Distance 3 around one stone: 24 points where the next stone may go.
    browser.await(d -> count(".candidate") == 24 ? true : null);

    // Dragging the board left by 300 pixels moves the view right by 300 / scale points.
    double scale = view("scale");
    new Actions(browser.driver())
        .clickAndHold(plane)
        .moveByOffset(-150, 0)
        .moveByOffset(-150, 0)
        .release()
        .perform();
    assertEquals(300 / scale, view("cx"), 0.01);
    assertEquals(0, view("cy"), 0.01);
    assertEquals(1, count(".stone"), "a drag plays no stone");
    // The page asks the server for the points of the window it now shows.
    awaitWindowAnswered();
    assertEquals(candidatesAroundOrigin(plane.getAttribute("data-window")), count(".candidate"));

    // Buttons and keys pan by three points; the wheel zooms in.
    double cx = view("cx");
    browser.find("#pan-right").click();
    assertEquals(cx + 3, view("cx"), 0.01);
    browser.find("#board").sendKeys(Keys.chord(Keys.SHIFT, Keys.ARROW_DOWN));
    assertEquals(-3, view("cy"), 0.01, "y grows upwards: down is -y");
    browser.find("#board").sendKeys("c");
    assertEquals(0, view("cx"), 0.01);
    assertEquals(0, view("cy"), 0.01);
    new Actions(browser.driver())
        .scrollFromOrigin(WheelInput.ScrollOrigin.fromElement(plane), 0, -300)
        .perform();
    browser.await(d -> view("scale") > scale ? true : null);

    // The keyboard cursor walks to 6,0, too far from the only stone: the library's sentence.
    browser.find("#board").sendKeys(
        Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT,
        Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ENTER);
    String sentence =
        NRow.of(5, 3).initialState().play(Point.of(0, 0)).check(Point.of(6, 0))
            .orElseThrow().message();
    browser.await(d -> browser.text("message").equals(sentence) ? true : null);

    // A click on a shown point plays there.
    awaitWindowAnswered();
    browser.find(".candidate[data-x='1'][data-y='1']").click();
    browser.await(d -> count(".stone[data-x='1'][data-y='1']") == 1 ? true : null);
    // y grows upwards, as in the game's text: 1,1 is drawn above and to the right of 0,0.
    Rectangle origin = browser.find(".stone[data-x='0'][data-y='0']").getRect();
    Rectangle above = browser.find(".stone[data-x='1'][data-y='1']").getRect();
    assertTrue(above.getY() < origin.getY(), "1,1 above 0,0: " + above.getY() + " vs " + origin.getY());
    assertTrue(above.getX() > origin.getX(), "1,1 right of 0,0: " + above.getX() + " vs " + origin.getX());
    browser.screenshot("nrow-panned");
  }
}
