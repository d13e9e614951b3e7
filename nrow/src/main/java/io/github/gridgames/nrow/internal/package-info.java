/**
 * Helpers shared by the N-in-a-row rules, position and strategies: point packing, the line
 * directions, a primitive hash map, and {@link io.github.gridgames.nrow.internal.PositionAccess},
 * the position's search helpers (lookups and codes by coordinates). Exported only to the module
 * {@code io.github.gridgames.nrow.strategy}: not API. The other games hide their search helpers
 * the same way, in a package {@code internal} exported to their strategy module alone.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.nrow.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
