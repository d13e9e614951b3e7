/**
 * The fast path for Dots and Boxes bots and search: {@link
 * io.github.gridgames.dotsboxes.engine.DotsBoxesEngine}, a mutable position on {@code int} edge
 * indexes with play, undo and allocation-free random playouts, with exactly the rules of the
 * immutable {@link io.github.gridgames.dotsboxes.DotsBoxesState}.
 */
package io.github.gridgames.dotsboxes.engine;
