/**
 * The embedding example with the strong agent as a named module: it requires the Dots and Boxes
 * strategy module, which brings the rules and the {@code ai} module with it.
 */
module io.github.gridgames.examples.embedding.agent {
  requires io.github.gridgames.dotsboxes.strategy;

  exports io.github.gridgames.examples.embedding.agent;
}
