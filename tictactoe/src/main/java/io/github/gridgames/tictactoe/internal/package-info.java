/**
 * The search helpers of the m,n,k rules that only the game's strategies use: whole-board queries
 * on a {@link io.github.gridgames.tictactoe.MnkPosition} (immediate wins and threats, open cells,
 * line potential). Exported only to the module {@code io.github.gridgames.tictactoe.strategy}:
 * not API.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.tictactoe.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
