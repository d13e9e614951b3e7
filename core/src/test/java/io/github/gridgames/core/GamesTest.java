package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link Games} refuses two installed providers of one id, naming both. */
class GamesTest {

  @Test
  void twoProvidersOfOneIdAreRefusedByName() {
    String expected =
        "two installed game providers have the id 'twin': io.github.gridgames.core.TwinProviders$First"
            + " and io.github.gridgames.core.TwinProviders$Second";
    assertEquals(expected, assertThrows(IllegalStateException.class, Games::ids).getMessage());
    assertEquals(expected, assertThrows(IllegalStateException.class, () -> Games.parse("twin")).getMessage());
  }
}
