/**
 * The embedding example as a named module: it compiles against the library's module descriptors,
 * which proves that an application on the module path can require the game.
 */
module io.github.gridgames.examples.embedding {
  requires io.github.gridgames.dotsboxes;

  exports io.github.gridgames.examples.embedding;
}
