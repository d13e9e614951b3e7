/**
 * Dots and Boxes: the rules ({@link io.github.gridgames.dotsboxes.DotsBoxes},
 * {@link io.github.gridgames.dotsboxes.DotsBoxesState}, moves as
 * {@link io.github.gridgames.dotsboxes.Edge}s between {@link io.github.gridgames.dotsboxes.Edge.Dot}s)
 * and the three notations the world uses for them.
 *
 * <p>The rules are written once, over a few primitive words, and have two faces: the immutable
 * {@link io.github.gridgames.dotsboxes.DotsBoxesState}, safe to share and keep, and the mutable
 * {@link io.github.gridgames.dotsboxes.DotsBoxesPosition} (play and undo over edge indexes, no
 * allocation per move) that search, agents and benchmarks run on;
 * {@code state.toPosition()} and {@code position.state()} move between them.
 *
 * <pre>{@code
 * DotsBoxes game = DotsBoxes.of(3, 3);                 // 3 x 3 boxes, 2 players, extra turn
 * DotsBoxesState s = game.initialState();
 * s = s.play(game.dotPairs().parse("(0,0)-(0,1)"));    // the default notation
 * Edge line = game.boxSides().parse("A3 L");           // the contest's names
 * s.boxesCompletedBy(line);                            // the boxes the line would complete
 * DotsBoxesState after = s.play(line);
 * after.toMove().equals(s.toMove());                   // whether the mover moves again
 * System.out.println(after.render());                  // the board alone
 * }</pre>
 *
 * <ul>
 *   <li>{@code dot-pair} ({@link io.github.gridgames.dotsboxes.DotsBoxes#dotPairs()}): two dots
 *       {@code (row,col)}, the default.
 *   <li>{@code box-side} ({@link io.github.gridgames.dotsboxes.DotsBoxes#boxSides()}): a box such
 *       as {@code A1} (rows counted from the bottom) and a side {@code L T R B}, as the CodinGame
 *       contest names lines.
 *   <li>{@code line-number} ({@link io.github.gridgames.dotsboxes.DotsBoxes#lineNumbers()}): the
 *       web game's line numbers, on square boards only.
 * </ul>
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.dotsboxes;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
