/**
 * Not API: helpers that the games, agents and solvers of this project share (bit tricks, hashing,
 * argument checks, the column span of a board drawing, provider discovery). The module exports
 * this package only to the project's own modules; on the class path it is visible, but nothing in
 * it is promised to stay.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.core.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
