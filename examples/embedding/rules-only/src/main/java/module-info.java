/**
 * The rules-only embedding example as a named module: it compiles against the Dots and Boxes rules
 * module's descriptor alone, which proves that an application on the module path can require the
 * game without the agents.
 */
module io.github.gridgames.examples.embedding {
  requires io.github.gridgames.dotsboxes;

  exports io.github.gridgames.examples.embedding;
}
