/**
 * N-in-a-row on an unbounded sparse board: the first stone goes anywhere, every later stone
 * within Manhattan distance D of a stone already placed, and N in a row wins. Registers the game
 * id {@code nrow} with {@link io.github.gridgames.core.Games}, and its tools (command-line options,
 * text play) as its {@link io.github.gridgames.core.tools.GameTools} service.
 */
@SuppressWarnings("module") // the qualified export names nrow-strategy, which is compiled after this module
module io.github.gridgames.nrow {
  requires transitive io.github.gridgames.core;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.nrow;
  // The point packing and primitive map, shared with the game's strategies; not API.
  exports io.github.gridgames.nrow.internal to
      io.github.gridgames.nrow.strategy;

  provides io.github.gridgames.core.GameProvider with
      io.github.gridgames.nrow.NRowProvider;
  provides io.github.gridgames.core.tools.GameTools with
      io.github.gridgames.nrow.tools.NRowTools;
}
