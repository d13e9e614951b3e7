/**
 * Helpers shared by the N-in-a-row rules, position and strategies: point packing, the line
 * directions and a primitive hash map. Exported only to the module {@code
 * io.github.gridgames.nrow.strategy}: not API.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.nrow.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
