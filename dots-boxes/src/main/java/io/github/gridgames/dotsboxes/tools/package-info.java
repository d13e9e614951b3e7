/**
 * What the tools need from Dots and Boxes beyond its rules: {@link
 * io.github.gridgames.dotsboxes.tools.DotsBoxesTools}, the game's {@link
 * io.github.gridgames.core.tools.GameTools} service (command-line options, text play), and the
 * CodinGame contest's bot protocol it contributes. Tools reach it through {@link
 * io.github.gridgames.core.tools.GameTools#find(String)}; the package is not exported.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.dotsboxes.tools;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
