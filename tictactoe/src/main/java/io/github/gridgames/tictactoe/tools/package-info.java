/**
 * What the tools need from the m,n,k-games beyond their rules: {@link
 * io.github.gridgames.tictactoe.tools.MnkGameTools}, the game's {@link
 * io.github.gridgames.core.tools.GameTools} service (command-line options, text play). Tools reach
 * it through {@link io.github.gridgames.core.tools.GameTools#find(String)}; the package is not
 * exported.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.tictactoe.tools;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
