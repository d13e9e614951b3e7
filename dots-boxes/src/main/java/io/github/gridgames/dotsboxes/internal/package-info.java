/**
 * The helpers of Dots and Boxes that only this project's code uses: queries on a {@link
 * io.github.gridgames.dotsboxes.DotsBoxesPosition} by edge and box index that a search reads in
 * its inner loops, and the text cursor and box names that the notations and the tools' contest
 * protocol read and write with. Exported to {@code io.github.gridgames.dotsboxes.strategy} only;
 * not API.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.dotsboxes.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
