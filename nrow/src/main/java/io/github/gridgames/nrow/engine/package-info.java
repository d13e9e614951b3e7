/**
 * The fast path for N-in-a-row bots and search: {@link
 * io.github.gridgames.nrow.engine.NRowEngine}, a mutable position on {@link
 * io.github.gridgames.nrow.engine.PackedPoint packed points} with play, undo and allocation-free
 * random playouts, with exactly the rules of the immutable {@link
 * io.github.gridgames.nrow.NRowState}.
 */
package io.github.gridgames.nrow.engine;
