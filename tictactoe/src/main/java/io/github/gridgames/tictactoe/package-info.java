/**
 * Tic-Tac-Toe and its generalisation, the m,n,k-game: two players, X (first) and O, take turns
 * placing a stone on an empty cell of a board of {@code rows} rows and {@code cols} columns; the
 * first to make k stones in a row (horizontally, vertically or diagonally) wins, and a full board
 * without such a row is a draw. Rows come before columns everywhere.
 *
 * <ul>
 *   <li>{@link io.github.gridgames.tictactoe.MnkGame} is the ruleset ({@code tictactoe(rows=3,
 *       cols=3,k=3,overlines=win)}), built by {@link io.github.gridgames.tictactoe.MnkGame#of(int,
 *       int, int)}, its {@link io.github.gridgames.tictactoe.MnkGame#builder() builder()} or
 *       {@link io.github.gridgames.core.Games#parse(String)} through {@link
 *       io.github.gridgames.tictactoe.MnkGameProvider}.
 *   <li>{@link io.github.gridgames.tictactoe.MnkState} is an immutable position; a move is a
 *       {@link io.github.gridgames.tictactoe.Cell}, counted from 0 at the top-left corner.
 *   <li>Moves are written in the {@code row-col} notation ({@code "2 3"}, counted from 1 as in
 *       the classic console game; {@link io.github.gridgames.tictactoe.MnkGame#rowCol()}) or the
 *       {@code algebraic} notation ({@code "b2"}, column letter and row number counted from the
 *       bottom, as m,n,k and gomoku tools write them; {@link
 *       io.github.gridgames.tictactoe.MnkGame#algebraic()}).
 *   <li>{@link io.github.gridgames.tictactoe.MnkGame.Symmetry} maps cells and states through the symmetries
 *       of the board, and {@link io.github.gridgames.tictactoe.MnkState#canonical()} picks one
 *       representative of each class of equivalent positions.
 * </ul>
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.tictactoe;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
