/**
 * The core rules API shared by every gridgames game.
 *
 * <p>A {@link io.github.gridgames.core.Game} is a ruleset with fixed, validated parameters. Its
 * {@link io.github.gridgames.core.Game#initialState() initial state} is an immutable
 * {@link io.github.gridgames.core.State}; {@link io.github.gridgames.core.State#play(Move) playing}
 * a {@link io.github.gridgames.core.Move} returns a new state and never changes the receiver.
 * An illegal move is explained by a {@link io.github.gridgames.core.Violation}, or thrown as an
 * {@link io.github.gridgames.core.IllegalMoveException}. Who moves next is decided by the game's
 * {@link io.github.gridgames.core.TurnPolicy} from the mover and the move's
 * {@link io.github.gridgames.core.MoveEffect}. A {@link io.github.gridgames.core.Match} wraps
 * states in a mutable session with history, undo, redo, listeners and a text record.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.core;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
