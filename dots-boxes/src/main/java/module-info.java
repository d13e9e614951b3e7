/**
 * Dots and Boxes on any board of R x C boxes, for two or more players, with the dot-pair,
 * web-game line-number and contest box-side notations. The game's tools (command-line options,
 * text play, the CodinGame contest's bot protocol) are its {@link
 * io.github.gridgames.core.tools.GameTools} service.
 *
 * <p>The game is {@link io.github.gridgames.dotsboxes.DotsBoxes}; its states are
 * {@link io.github.gridgames.dotsboxes.DotsBoxesState}s and its moves are
 * {@link io.github.gridgames.dotsboxes.Edge}s. The module provides a
 * {@link io.github.gridgames.core.GameProvider} for the id {@code dots-boxes}.
 */
@SuppressWarnings("module") // the qualified export names dots-boxes-strategy, which is compiled after this module
module io.github.gridgames.dotsboxes {
  requires transitive io.github.gridgames.core;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.dotsboxes;
  // The position's search queries, shared with the game's strategies; not API.
  exports io.github.gridgames.dotsboxes.internal to
      io.github.gridgames.dotsboxes.strategy;

  provides io.github.gridgames.core.GameProvider with
      io.github.gridgames.dotsboxes.DotsBoxesProvider;
  provides io.github.gridgames.core.tools.GameTools with
      io.github.gridgames.dotsboxes.tools.DotsBoxesTools;
}
