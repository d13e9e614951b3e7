package io.github.gridgames.core;

/**
 * A move of some game: an edge, a cell, a point. Each game has its own move type.
 *
 * <p>Implementations must be immutable values with value equality ({@code equals} and
 * {@code hashCode} over the move's coordinates), so that moves can be compared, stored in sets and
 * replayed. Records fit.
 */
public interface Move {}
