package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class GridgamesVersionTest {
  @Test
  void theVersionLineNamesTheBuildsVersion() {
    assertArrayEquals(
        new String[] {"gridgames " + System.getProperty("gridgames.build.version")},
        new GridgamesVersion().getVersion());
  }

  @Test
  void aMissingResourceIsNamed() {
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> GridgamesVersion.read(GridgamesVersionTest.class, "missing.txt"));
    assertEquals("no resource missing.txt beside io.github.gridgames.cli.GridgamesVersionTest", e.getMessage());
  }

  @Test
  void anEmptyResourceIsNamed() {
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> GridgamesVersion.read(GridgamesVersionTest.class, "empty.txt"));
    assertEquals("the resource empty.txt beside io.github.gridgames.cli.GridgamesVersionTest is empty", e.getMessage());
  }
}
