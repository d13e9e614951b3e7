/**
 * What the tools need from N-in-a-row beyond its rules: {@link
 * io.github.gridgames.nrow.tools.NRowTools}, the game's {@link
 * io.github.gridgames.core.tools.GameTools} service (command-line options, text play with a drawing
 * whose y grows upwards and that marks where the next stone may go). Tools reach it through {@link
 * io.github.gridgames.core.tools.GameTools#find(String)}; the package is not exported.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.nrow.tools;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
