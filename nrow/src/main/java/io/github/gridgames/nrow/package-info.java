/**
 * N-in-a-row on an unbounded sparse board with the Manhattan-distance placement rule: the game
 * {@link io.github.gridgames.nrow.NRow}, its immutable states
 * {@link io.github.gridgames.nrow.NRowState}, its mutable search-facing position
 * {@link io.github.gridgames.nrow.NRowPosition}, its moves {@link io.github.gridgames.nrow.Point}
 * and its provider {@link io.github.gridgames.nrow.NRowProvider} for
 * {@link io.github.gridgames.core.Games#parse(String)}. The rules are written once (the
 * package-private {@code Plane}, over 64-bit words per 8 x 8 tile); the state and the position
 * are its two faces.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.nrow;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
